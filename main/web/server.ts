import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Dispatcher } from '../api/dispatcher';
import { DEFAULT_LIMITS, serverOptions, trackConnections, type ConnectionLimits } from './connections';
import { answerClientErrors, MIME, originFormPath, readCall, securityHeaders, singleHost } from './http-parts';
import { CALL_ID, serveSocketCalls } from './socket-calls';

const MAX_BODY = 80 * 1024 * 1024;

/**
 * A call's id (`x-vitae-call` over HTTP, `call` on the page's WebSocket; made by the page for each
 * call). Chromium sends a POST again when a reused keep-alive connection closes before the
 * answer's first byte, so one click can reach the host twice (seen under load: a game created
 * twice, an answer told it was stale), and the page sends a call again over HTTP when its
 * WebSocket drops before the answer. The host remembers the last ids and answers a repeated one
 * with the first call's result: a call is made once, however often and by whichever path it
 * arrives.
 */
const REMEMBERED_CALLS = 512;

export interface WebServerOptions {
  dispatcher: Dispatcher;
  /** Folder with the built renderer (index.html and assets). */
  rendererDir: string;
  port?: number;
  /** Fixed token for tests; a random one per run otherwise. */
  token?: string;
  /** Connection cap and timeouts (tests make them small). */
  limits?: Partial<ConnectionLimits>;
  /** Told about server-level failures (no more file descriptors to accept a connection...). */
  log?: (message: string) => void;
}

export interface WebServer {
  url: string;
  port: number;
  token: string;
  broadcast(name: string, payload: unknown): void;
  close(): Promise<void>;
  /** The Node server itself, for tests and diagnostics. */
  readonly httpServer: http.Server;
}

function csp(port: number): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ws://127.0.0.1:${port}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * The browser host: serves the renderer bundle and the service dispatcher on 127.0.0.1 only.
 * Every API call carries the per-run token (an HTTP call in its header; the WebSocket that also
 * carries calls names it when it opens); the Host header must name the loopback address (no DNS
 * rebinding) and cross-origin requests are refused.
 */
export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const token = opts.token ?? crypto.randomBytes(24).toString('hex');
  const root = path.resolve(opts.rendererDir);
  let port = 0;
  const sockets = new Set<WebSocket>();
  const recentCalls = new Map<string, Promise<unknown>>();
  /** The dispatcher's answer to a call, made once per call id. */
  const answerOnce = (id: string | null, op: unknown, input: unknown): Promise<unknown> => {
    const known = id === null ? undefined : recentCalls.get(id);
    if (known) return known;
    const answer = opts.dispatcher.call(op, input);
    if (id !== null) {
      recentCalls.set(id, answer);
      if (recentCalls.size > REMEMBERED_CALLS) recentCalls.delete(recentCalls.keys().next().value as string);
    }
    return answer;
  };

  const hostOk = (req: http.IncomingMessage) => {
    const h = singleHost(req);
    return h === `127.0.0.1:${port}` || h === `localhost:${port}`;
  };
  const originOk = (req: http.IncomingMessage) => {
    const o = req.headers.origin;
    return o === undefined || o === `http://127.0.0.1:${port}` || o === `http://localhost:${port}`;
  };

  const send = (res: http.ServerResponse, status: number, body: string | Buffer, type: string) => {
    res.writeHead(status, { 'content-type': type, ...securityHeaders(csp(port)) });
    res.end(body);
  };

  const apiError = (res: http.ServerResponse, status: number, code: string, key: string) =>
    send(res, status, JSON.stringify({ ok: false, error: { code, key } }), MIME['.json']);

  const handleCall = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method !== 'POST') return send(res, 405, 'method not allowed', 'text/plain');
    const given = req.headers['x-vitae-token'];
    if (typeof given !== 'string' || !safeEqual(given, token)) return apiError(res, 401, 'unauthorized', 'unauthorized');
    connections.trust(req.socket);
    readCall(
      req,
      MAX_BODY,
      (status, key) => apiError(res, status, 'invalid_input', key),
      (call) => {
        // Only a plain {op: string, input} object is a call; anything else is refused unread.
        const idHeader = req.headers['x-vitae-call'];
        const id = typeof idHeader === 'string' && CALL_ID.test(idHeader) ? idHeader : null;
        answerOnce(id, call?.op, call?.input)
          .then((r) => send(res, 200, JSON.stringify(r), MIME['.json']))
          .catch(() => apiError(res, 500, 'internal', 'internal'));
      },
    );
  };

  const handleStatic = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed', 'text/plain');
    let rel: string;
    try {
      rel = decodeURIComponent(pathname);
    } catch {
      return send(res, 400, 'bad request', 'text/plain');
    }
    if (rel.includes('\0')) return send(res, 400, 'bad request', 'text/plain');
    if (rel === '/' || !path.extname(rel)) rel = '/index.html';
    const file = path.resolve(root, '.' + rel);
    if (!file.startsWith(root + path.sep)) return send(res, 404, 'not found', 'text/plain');
    fs.readFile(file, (err, data) => {
      if (err) return send(res, 404, 'not found', 'text/plain');
      send(res, 200, data, MIME[path.extname(file)] ?? 'application/octet-stream');
    });
  };

  /** The path of a request URL, or null when it is not a valid origin-form target. */
  const pathOf = (req: http.IncomingMessage): string | null => originFormPath(req.url);

  // Every request is checked (Host, Origin, target) before anything else runs, and no input can
  // throw out of the handler: a malformed request gets a 4xx and the host stays up (issue 9).
  const limits: ConnectionLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  const server = http.createServer(serverOptions(limits), (req, res) => {
    connections.request(req, res);
    req.on('error', () => req.destroy());
    res.on('error', () => res.destroy());
    try {
      if (!hostOk(req) || !originOk(req)) return send(res, 403, 'forbidden', 'text/plain');
      const pathname = pathOf(req);
      if (pathname === null) return send(res, 400, 'bad request', 'text/plain');
      if (pathname === '/api/call') return handleCall(req, res);
      handleStatic(req, res, pathname);
    } catch {
      if (!res.headersSent) send(res, 400, 'bad request', 'text/plain');
      else res.destroy();
    }
  });
  const connections = trackConnections(server, limits);
  answerClientErrors(server);

  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    let ok: boolean;
    try {
      const raw = req.url ?? '/';
      const url = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, `http://127.0.0.1:${port}`) : null;
      ok = !!url && url.pathname === '/api/events' && hostOk(req) && originOk(req) && safeEqual(url.searchParams.get('token') ?? '', token);
    } catch {
      ok = false;
    }
    if (!ok) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nconnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      connections.pin(req.socket);
      sockets.add(ws);
      // the page's calls travel on its event stream too (socket-calls.ts): opened with the token
      serveSocketCalls(ws, answerOnce);
      ws.on('close', () => sockets.delete(ws));
      ws.on('error', () => sockets.delete(ws));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
  // A failed accept (EMFILE, ENFILE: no file descriptor left) is an 'error' of the listening
  // server: without a listener it would stop the host. The connection is lost, the host stays.
  server.on('error', (e: NodeJS.ErrnoException) => opts.log?.(`browser host: ${e.code ?? e.name}: ${e.message}`));
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    httpServer: server,
    broadcast(name, payload) {
      const msg = JSON.stringify({ name, payload });
      for (const s of sockets) if (s.readyState === s.OPEN) s.send(msg);
    },
    async close() {
      for (const s of sockets) s.terminate();
      wss.close();
      // server.close() waits for every open connection: drop the browser's keep-alive ones too,
      // or a stop (SIGTERM) can hang for as long as the page stays open.
      const closed = new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await closed;
    },
  };
}
