import type http from 'node:http';

/**
 * What the browser host (server.ts) and the LAN table (main/lan/server.ts) both do to every
 * request before their own work: one Host header, an origin-form target, the same security
 * headers, a body read up to a limit, a slow or malformed request answered and closed.
 */

export const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/** The Host header, when there is exactly one (Node keeps the first of several: those are refused). */
export function singleHost(req: http.IncomingMessage): string | null {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === 'host') hosts++;
  return hosts === 1 ? (req.headers.host ?? null) : null;
}

/** The path of a request target, or null when it is not a valid origin-form target ("/..."). */
export function originFormPath(raw: string | undefined): string | null {
  const target = raw ?? '/';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  try {
    return new URL(target, 'http://host.invalid').pathname;
  } catch {
    return null;
  }
}

/** The headers every answer carries. */
export function securityHeaders(csp: string): http.OutgoingHttpHeaders {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  };
}

/**
 * Reads a request body of at most `max` bytes: past it (declared or sent) `tooLarge` answers
 * once and the request is dropped; otherwise `done` gets the whole body.
 */
export function readBody(req: http.IncomingMessage, max: number, tooLarge: () => void, done: (body: Buffer) => void): void {
  if (Number(req.headers['content-length'] ?? 0) > max) return tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  let aborted = false;
  req.on('data', (c: Buffer) => {
    if (aborted) return;
    size += c.length;
    if (size > max) {
      aborted = true;
      chunks.length = 0;
      tooLarge();
      req.destroy();
    } else chunks.push(c);
  });
  req.on('end', () => {
    if (!aborted) done(Buffer.concat(chunks));
  });
}

/** A call's body: a plain `{op, input}` object, or null for any other JSON value (refused unread by the caller). */
export type CallBody = { op?: unknown; input?: unknown } | null;

/**
 * Reads a POSTed call (body limit, then JSON): `refuse` answers a body over `max` or not JSON with
 * the error key, `done` gets the call. One reading for the browser host and the LAN table.
 */
export function readCall(
  req: http.IncomingMessage,
  max: number,
  refuse: (status: number, key: 'payload_too_large' | 'invalid_json') => void,
  done: (call: CallBody) => void,
): void {
  readBody(
    req,
    max,
    () => refuse(413, 'payload_too_large'),
    (raw) => {
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return refuse(400, 'invalid_json');
      }
      done(body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { op?: unknown; input?: unknown }) : null);
    },
  );
}

/** Headers or a whole request too slow to arrive (the header and request timeouts), or malformed. */
export function answerClientErrors(server: http.Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\n\r\n`);
    else socket.destroy();
  });
}
