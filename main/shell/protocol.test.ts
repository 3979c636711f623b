import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveAppRequest } from './protocol';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-protocol-'));
fs.mkdirSync(path.join(root, 'assets'));
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Vitae</title>',
  'assets/app.js': 'console.log(1)',
  'assets/app.css': '.x::after { content: "→ ñ ł"; }',
  'assets/data.json': '{"a":"ż"}',
  'assets/card.jpg': 'jpg',
  'assets/font.woff2': 'woff2',
  'assets/icon.svg': '<svg/>',
};
for (const [f, text] of Object.entries(files)) fs.writeFileSync(path.join(root, f), text);
fs.writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'no');

describe('app:// protocol handler', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/decks/123', 'text/html; charset=utf-8'],
    ['/assets/app.js', 'text/javascript; charset=utf-8'],
    ['/assets/app.css', 'text/css; charset=utf-8'],
    ['/assets/data.json', 'application/json; charset=utf-8'],
    ['/assets/card.jpg', 'image/jpeg'],
    ['/assets/font.woff2', 'font/woff2'],
    ['/assets/icon.svg', 'image/svg+xml; charset=utf-8'],
  ])('serves %s as %s with the CSP and nosniff', async (p, type) => {
    const r = serveAppRequest(root, `app://vitae${p}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe(type);
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps non-ASCII CSS intact (UTF-8 bytes, declared as UTF-8)', async () => {
    const r = serveAppRequest(root, 'app://vitae/assets/app.css');
    expect(await r.text()).toBe(files['assets/app.css']);
  });

  it.each([
    'app://vitae/../secret.txt',
    'app://vitae/%2e%2e/secret.txt',
    'app://other/index.html',
    'app://vitae/%',
    'app://vitae/x%ZZ.js',
    'app://vitae/assets/%00.js',
    'app://vitae/missing.js',
    'not a url',
  ])('answers %s with 404', (u) => {
    expect(serveAppRequest(root, u).status).toBe(404);
  });
});
