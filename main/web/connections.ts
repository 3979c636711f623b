import type http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Connection hygiene of the browser host (issue 26, item 9). Every socket is counted; at the cap
 * a new connection pushes out the longest-idle one (one that never carried the token first), so
 * a flood of idle sockets neither exhausts the process's file descriptors (a save then failed
 * with EMFILE) nor locks the page out. A socket that stays idle is closed; a slow request is cut
 * by Node's header and request timeouts.
 */
export interface ConnectionLimits {
  /** Sockets open at once (HTTP and event streams). */
  maxConnections: number;
  /** A socket with no request in flight is closed after this long (ms). */
  idleMs: number;
  /** The request headers must arrive within this (ms): slow-header attacks. */
  headersTimeoutMs: number;
  /** A whole request (an 80 MB import included) must arrive within this (ms). */
  requestTimeoutMs: number;
  /** A browser's keep-alive connection is kept this long between requests (ms). */
  keepAliveMs: number;
  /** How often Node checks the header and request timeouts (ms). */
  checkIntervalMs: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  maxConnections: 64,
  idleMs: 60_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

interface Conn {
  busy: number;
  /** It carried the right token once (the page's own connection), or it is an event stream. */
  trusted: boolean;
  /** An upgraded event stream: never idle, never pushed out. */
  pinned: boolean;
}

export interface ConnectionTracker {
  /** Call at the start of every request: the socket is busy until its response is closed. */
  request(req: http.IncomingMessage, res: http.ServerResponse): void;
  trust(socket: Socket): void;
  pin(socket: Socket): void;
  readonly size: number;
}

/** Node's own timeouts (headers, whole request, keep-alive), set when the server is created. */
export function serverOptions(limits: ConnectionLimits): http.ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

export function trackConnections(server: http.Server, limits: ConnectionLimits): ConnectionTracker {
  // Map order is the order of last use: the first idle entry is the longest idle
  const conns = new Map<Socket, Conn>();
  const touch = (s: Socket, c: Conn) => {
    conns.delete(s);
    conns.set(s, c);
  };
  const evictOne = (): boolean => {
    let victim: Socket | null = null;
    for (const [s, c] of conns) {
      if (c.busy || c.pinned) continue;
      if (!c.trusted) {
        victim = s;
        break;
      }
      victim ??= s;
    }
    if (!victim) return false;
    conns.delete(victim);
    victim.destroy();
    return true;
  };
  server.on('connection', (socket: Socket) => {
    socket.on('error', () => socket.destroy());
    if (conns.size >= limits.maxConnections && !evictOne()) {
      // every socket is in use: the newcomer waits for nothing, it is refused
      socket.destroy();
      return;
    }
    const c: Conn = { busy: 0, trusted: false, pinned: false };
    conns.set(socket, c);
    socket.setTimeout(limits.idleMs);
    socket.once('close', () => conns.delete(socket));
  });
  // Node sets the keep-alive timeout between requests and clears the timer during one; with a
  // listener here it no longer destroys the socket itself, so a long call (an import) is never
  // cut: only an idle socket is closed.
  server.on('timeout', (socket: Socket) => {
    const c = conns.get(socket);
    if (!c || (!c.busy && !c.pinned)) socket.destroy();
  });
  return {
    request(req, res) {
      const s = req.socket;
      const c = conns.get(s);
      if (!c) return;
      c.busy++;
      touch(s, c);
      res.once('close', () => {
        c.busy = Math.max(0, c.busy - 1);
        if (conns.has(s)) touch(s, c);
      });
    },
    trust(s) {
      const c = conns.get(s);
      if (c) c.trusted = true;
    },
    pin(s) {
      const c = conns.get(s);
      if (!c) return;
      c.trusted = true;
      c.pinned = true;
      s.setTimeout(0);
    },
    get size() {
      return conns.size;
    },
  };
}
