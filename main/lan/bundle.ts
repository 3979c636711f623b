import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { MIME } from '../web/http-parts';

/** The file types the seat page is made of; nothing else is served. */
const SERVED = new Set(['.html', '.js', '.css', '.svg', '.png', '.woff2']);

/** The seat page's entry in the built renderer (vite.config.mts builds it beside index.html). */
export const SEAT_PAGE = 'seat.html';
/** A file of the bundle's flat assets folder: no folder, no dot first, no encoded separator. */
const ASSET_RE = /^\/assets\/([A-Za-z0-9_][A-Za-z0-9_.-]{0,199})$/;

type Reply = (status: number, body: string | Buffer, type: string) => void;

/**
 * The LAN server's files: `/` is the seat page, `/assets/<file>` its scripts and styles, and
 * nothing else: no other page of the app, no folder listing, no encoded or dotted path, no
 * source map (the types the map names are not for the network). Only the listed types are served.
 */
export function serveBundle(dir: string, req: http.IncomingMessage, pathname: string, reply: Reply): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return reply(405, 'method not allowed', 'text/plain');
  let file: string | null = null;
  if (pathname === '/') file = SEAT_PAGE;
  else {
    const m = ASSET_RE.exec(pathname);
    if (m && SERVED.has(path.extname(m[1])) && !m[1].includes('..')) file = path.join('assets', m[1]);
  }
  if (!file) return reply(404, 'not found', 'text/plain');
  const full = path.join(path.resolve(dir), file);
  fs.readFile(full, (err, data) => {
    if (err) return reply(404, 'not found', 'text/plain');
    reply(200, req.method === 'HEAD' ? '' : data, MIME[path.extname(full)]);
  });
}
