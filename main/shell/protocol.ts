/**
 * The app:// protocol's file server (plain Node, tested without Electron): serves the built
 * renderer folder and nothing outside it, with the page's CSP, a charset on every text type
 * (the CSS holds non-ASCII `content:` strings) and nosniff.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SCHEME = 'app';
export const HOST = 'vitae';
export const ORIGIN = `${SCHEME}://${HOST}`;

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function notFound(): Response {
  return new Response('not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** Answers one app:// request from `root` (a path without an extension is the page itself). */
export function serveAppRequest(root: string, requestUrl: string): Response {
  let url: URL;
  let rel: string;
  try {
    url = new URL(requestUrl);
    rel = decodeURIComponent(url.pathname);
  } catch {
    return notFound();
  }
  if (url.host !== HOST || rel.includes('\0')) return notFound();
  if (rel === '/' || !path.extname(rel)) rel = '/index.html';
  const file = path.resolve(root, '.' + rel);
  if (!file.startsWith(root + path.sep)) return notFound();
  let body: Buffer;
  try {
    body = fs.readFileSync(file);
  } catch {
    return notFound();
  }
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType(file), 'content-security-policy': CSP, 'x-content-type-options': 'nosniff' },
  });
}
