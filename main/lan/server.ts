import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ApiResult } from '../common/errors';
import { DEFAULT_LIMITS, serverOptions, trackConnections, type ConnectionLimits } from '../web/connections';
import { answerClientErrors, MIME, originFormPath, readCall, securityHeaders, singleHost } from '../web/http-parts';
import { hostForm } from './interfaces';
import { createRateLimiter, DEFAULT_RATE, type RateLimits } from './rate';
import { serveBundle } from './bundle';

/**
 * What the LAN server may ask of the table it serves (docs/lan-table.md, threat model). The
 * server holds no dispatcher: a seat token can reach these calls and nothing else, and the gate
 * (the table service) decides what the token holds.
 */
export interface TableGate {
  /** The table this server was opened for. */
  readonly table: string;
  /** True while `token` holds a seat of this table (not revoked, not another table's). */
  holds(token: string): boolean;
  /** One call of LAN_OPS made by the holder of `token`; the envelope as the dispatcher answers. */
  call(token: string, op: string, input: unknown): Promise<ApiResult<unknown>>;
}

export interface LanServerOptions {
  gate: TableGate;
  /** The one local address to listen on (the host's pick; loopback in tests). */
  address: string;
  port?: number;
  /** The built seat page (seat.html and its assets). */
  bundleDir: string;
  /** The operations a seat token may call (the table service's seat operations). */
  ops: readonly string[];
  limits?: Partial<ConnectionLimits>;
  rate?: Partial<RateLimits>;
  /** A WebSocket must name its token within this (ms) or it is closed. */
  helloMs?: number;
  now?: () => number;
  /** Server-level failures; never given a token, a path or a request line. */
  log?: (message: string) => void;
}

export interface LanServer {
  /** http://<address>:<port>/ — a seat's link adds `#t=<token>` (a fragment: never sent to the server). */
  readonly origin: string;
  readonly port: number;
  readonly address: string;
  /** Tells every connected seat page of this table that it changed; each then pulls its own view. */
  push(payload: { table: string; step: number }): void;
  /** Closes the event streams whose token no longer holds a seat (revoked, reassigned). */
  sweep(): void;
  /** Event streams open now (a number, for the host's screen and tests). */
  readonly streams: number;
  close(): Promise<void>;
  readonly httpServer: http.Server;
}

/** A seat token as the table service makes them; anything else is refused before any lookup. */
const TOKEN_RE = /^[A-Za-z0-9_-]{16,128}$/;
const MAX_CALL_BODY = 64 * 1024;
/** The LAN table serves a few devices: fewer sockets than the browser host. */
const LAN_LIMITS: ConnectionLimits = { ...DEFAULT_LIMITS, maxConnections: 48, requestTimeoutMs: 15_000 };
const JSON_TYPE = MIME['.json'];

export function lanCsp(origin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ${origin.replace(/^http/, 'ws')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

function validToken(t: unknown): t is string {
  return typeof t === 'string' && TOKEN_RE.test(t);
}

/**
 * The LAN table server (issue 31 items 4-5): the seat page and the seat operations of one table,
 * on one chosen local address, while that table is open. Every request is checked before any
 * work: its Host must be that address and port (no DNS rebinding), an Origin must be this server,
 * the remote address must have budget left (rate.ts), the target must be origin-form. Sockets are
 * counted and timed out by the browser host's own tracker (main/web/connections.ts).
 */
export async function startLanServer(opts: LanServerOptions): Promise<LanServer> {
  const now = opts.now ?? Date.now;
  const limits: ConnectionLimits = { ...LAN_LIMITS, ...opts.limits };
  const rateLimits = { ...DEFAULT_RATE, ...opts.rate };
  const rate = createRateLimiter(rateLimits, now);
  const ops = new Set(opts.ops);
  const hostName = hostForm(opts.address);
  let port = 0;
  let origin = '';
  const streams = new Map<WebSocket, string>();

  const hostOk = (req: http.IncomingMessage) => singleHost(req) === `${hostName}:${port}`;
  const originOk = (req: http.IncomingMessage) => req.headers.origin === undefined || req.headers.origin === origin;
  const remote = (s: Socket) => s.remoteAddress ?? '?';

  const send = (res: http.ServerResponse, status: number, body: string | Buffer, type: string, extra: http.OutgoingHttpHeaders = {}) => {
    res.writeHead(status, { 'content-type': type, ...securityHeaders(lanCsp(origin)), ...extra });
    res.end(body);
  };
  const refuse = (res: http.ServerResponse, status: number, code: string, key: string, extra?: http.OutgoingHttpHeaders) =>
    send(res, status, JSON.stringify({ ok: false, error: { code, key } }), JSON_TYPE, extra);

  const handleCall = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method !== 'POST') return send(res, 405, 'method not allowed', 'text/plain');
    const token = req.headers['x-vitae-seat'];
    if (!validToken(token) || !opts.gate.holds(token)) {
      rate.charge(remote(req.socket), rateLimits.failCost);
      return refuse(res, 401, 'unauthorized', 'seat_token_invalid');
    }
    connections.trust(req.socket);
    readCall(
      req,
      MAX_CALL_BODY,
      (status, key) => refuse(res, status, 'invalid_input', key),
      (c) => {
        // only the seat operations: the catalog, decks, settings, saved games are not reachable
        if (!c || typeof c.op !== 'string' || !ops.has(c.op)) return refuse(res, 403, 'unauthorized', 'table_op_forbidden');
        opts.gate
          .call(token, c.op, c.input)
          .then((r) => send(res, 200, JSON.stringify(r), JSON_TYPE))
          .catch(() => refuse(res, 500, 'internal', 'internal'));
      },
    );
  };

  const pathOf = (req: http.IncomingMessage): string | null => originFormPath(req.url);

  const server = http.createServer(serverOptions(limits), (req, res) => {
    connections.request(req, res);
    req.on('error', () => req.destroy());
    res.on('error', () => res.destroy());
    try {
      if (!hostOk(req) || !originOk(req)) return send(res, 403, 'forbidden', 'text/plain');
      if (!rate.take(remote(req.socket))) return refuse(res, 429, 'invalid_input', 'table_rate_limited', { 'retry-after': '1' });
      const pathname = pathOf(req);
      if (pathname === null) return send(res, 400, 'bad request', 'text/plain');
      if (pathname === '/table/call') return handleCall(req, res);
      serveBundle(opts.bundleDir, req, pathname, (status, body, type) => send(res, status, body, type));
    } catch {
      if (!res.headersSent) send(res, 400, 'bad request', 'text/plain');
      else res.destroy();
    }
  });
  const connections = trackConnections(server, limits);
  answerClientErrors(server);

  // Event streams: the page opens /table/events and names its token in its first message (never
  // in the URL), within helloMs; a token that does not hold a seat closes the stream.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    let ok: boolean;
    try {
      ok = pathOf(req) === '/table/events' && hostOk(req) && originOk(req) && rate.take(remote(req.socket));
    } catch {
      ok = false;
    }
    if (!ok) {
      socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      connections.pin(req.socket);
      const hello = setTimeout(() => ws.close(4408, 'hello'), opts.helloMs ?? 5000);
      ws.on('error', () => ws.terminate());
      ws.on('close', () => {
        clearTimeout(hello);
        streams.delete(ws);
      });
      ws.on('message', (data) => {
        if (streams.has(ws)) return; // a seat page only listens after its hello
        clearTimeout(hello);
        let token: unknown;
        try {
          token = (JSON.parse(String(data)) as { token?: unknown }).token;
        } catch {
          token = undefined;
        }
        if (!validToken(token) || !opts.gate.holds(token)) {
          rate.charge(remote(req.socket), rateLimits.failCost);
          ws.close(4401, 'seat');
          return;
        }
        streams.set(ws, token);
        ws.send(JSON.stringify({ name: 'table.ready', payload: { table: opts.gate.table } }));
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.address, () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
  server.on('error', (e: NodeJS.ErrnoException) => opts.log?.(`LAN table: ${e.code ?? e.name}`));
  port = (server.address() as AddressInfo).port;
  origin = `http://${hostName}:${port}`;

  const closeStream = (ws: WebSocket) => {
    streams.delete(ws);
    ws.close(4401, 'seat');
  };
  return {
    origin,
    port,
    address: opts.address,
    httpServer: server,
    push(payload) {
      if (payload.table !== opts.gate.table) return;
      const msg = JSON.stringify({ name: 'table.changed', payload: { table: payload.table, step: payload.step } });
      for (const [ws, token] of streams) {
        if (!opts.gate.holds(token)) closeStream(ws);
        else if (ws.readyState === ws.OPEN) ws.send(msg);
      }
    },
    sweep() {
      for (const [ws, token] of streams) if (!opts.gate.holds(token)) closeStream(ws);
    },
    get streams() {
      return streams.size;
    },
    async close() {
      for (const ws of streams.keys()) ws.terminate();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      const closed = new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await closed;
    },
  };
}
