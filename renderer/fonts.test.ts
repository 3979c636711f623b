/**
 * The bundled symbol font (assets/fonts/VitaeSymbols.ttf, issue 34 §5): every symbol the UI
 * writes (in the renderer's code and styles, the locale files and main's texts) is drawn from it,
 * so a machine without those glyphs shows no empty boxes. Reads the font's own cmap.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const FONT = path.join(ROOT, 'assets', 'fonts', 'VitaeSymbols.ttf');

/** The code points a TrueType font maps to a glyph (cmap subtables of format 4 and 12). */
function cmapCodePoints(buf: Buffer): Set<number> {
  const tables = buf.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const rec = 12 + i * 16;
    if (buf.toString('latin1', rec, rec + 4) === 'cmap') cmap = buf.readUInt32BE(rec + 8);
  }
  if (cmap < 0) throw new Error('no cmap table');
  const out = new Set<number>();
  const subtables = buf.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap + buf.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = buf.readUInt16BE(at);
    if (format === 4) {
      const segs = buf.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const offsets = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        const end = buf.readUInt16BE(ends + s * 2);
        const start = buf.readUInt16BE(starts + s * 2);
        const delta = buf.readInt16BE(deltas + s * 2);
        const ro = buf.readUInt16BE(offsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (ro === 0) glyph = (c + delta) & 0xffff;
          else {
            const g = buf.readUInt16BE(offsets + s * 2 + ro + (c - start) * 2);
            glyph = g === 0 ? 0 : (g + delta) & 0xffff;
          }
          if (glyph !== 0) out.add(c);
        }
      }
    } else if (format === 12) {
      const groups = buf.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const rec = at + 16 + g * 12;
        const start = buf.readUInt32BE(rec);
        const end = buf.readUInt32BE(rec + 4);
        const glyph = buf.readUInt32BE(rec + 8);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) out.add(c);
      }
    }
  }
  return out;
}

function files(dir: string, keep: (f: string) => boolean): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...files(p, keep));
    else if (keep(p)) out.push(p);
  }
  return out;
}

/** Symbols and typographic marks (U+2000 and above) written in what the app shows, each with a file using it. */
function usedSymbols(): Map<number, string> {
  const shown = (f: string) =>
    /\.(tsx?|css|json|html)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}testing${path.sep}`);
  const sources = [
    ...files(path.join(ROOT, 'renderer'), shown),
    ...files(path.join(ROOT, 'locales'), shown),
    ...files(path.join(ROOT, 'main'), shown),
  ];
  const out = new Map<number, string>();
  for (const f of sources) {
    for (const ch of fs.readFileSync(f, 'utf8')) {
      const c = ch.codePointAt(0)!;
      // U+FE0F (emoji presentation) and U+FEFF (byte order mark) draw nothing of their own
      if (c >= 0x2000 && c !== 0xfe0f && c !== 0xfeff && !out.has(c)) out.set(c, path.relative(ROOT, f));
    }
  }
  return out;
}

/** The code points of the @font-face unicode-range of Vitae Symbols in renderer/styles.css. */
function fontFaceRange(): (c: number) => boolean {
  const css = fs.readFileSync(path.join(ROOT, 'renderer', 'styles.css'), 'utf8');
  const face = /@font-face\s*{[^}]*font-family:\s*'Vitae Symbols'[^}]*}/.exec(css)?.[0] ?? '';
  const range = /unicode-range:([^;]+);/.exec(face)?.[1] ?? '';
  const spans = range
    .split(',')
    .map((r) => /U\+([0-9A-F]+)(?:-([0-9A-F]+))?/i.exec(r.trim()))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => [parseInt(m[1], 16), parseInt(m[2] ?? m[1], 16)] as const);
  return (c) => spans.some(([a, b]) => c >= a && c <= b);
}

const hex = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the bundled symbol font (issue 34 §5)', () => {
  const font = cmapCodePoints(fs.readFileSync(FONT));
  const used = usedSymbols();

  it('finds the symbols the UI uses (the check reads real files)', () => {
    for (const c of ['✋', '⚠', '→', '▶']) expect(used.has(c.codePointAt(0)!), c).toBe(true);
    expect(font.has('A'.codePointAt(0)!)).toBe(false); // a symbol subset: letters stay in the system font
  });

  it('has a glyph for every symbol the UI writes', () => {
    const missing = [...used].filter(([c]) => !font.has(c)).map(([c, f]) => `${String.fromCodePoint(c)} ${hex(c)} (${f})`);
    expect(missing).toEqual([]);
  });

  it("is used for exactly the code points it has: styles.css's unicode-range matches its cmap", () => {
    const inRange = fontFaceRange();
    expect([...font].filter((c) => c >= 0x2000 && !inRange(c)).map(hex)).toEqual([]);
    const range: number[] = [];
    for (let c = 0x2000; c < 0x3000; c++) if (inRange(c)) range.push(c);
    expect(range.filter((c) => !font.has(c)).map(hex)).toEqual([]);
  });

  it('ships with its licence (SIL Open Font License 1.1)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'assets', 'fonts', 'OFL.txt'), 'utf8')).toContain('SIL OPEN FONT LICENSE');
  });
});
