import { describe, expect, it } from 'vitest';
import golden from './qr.golden.json';
import { encodeQr, penalty, qrSvgPath, rsRemainder } from './qr';

const rowsOf = (modules: boolean[][]) => modules.map((r) => r.map((c) => (c ? '1' : '0')).join(''));
const fromHex = (hex: string, size: number) => BigInt(`0x${hex}`).toString(2).padStart(size, '0');

describe('QR encoder', () => {
  it('computes the standard’s Reed-Solomon example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  // matrices made by an independent encoder (python-qrcode) for the same text, level and mask:
  // versions 1 to 10 (version information from 7, 16-bit length at 10), several blocks, UTF-8
  it.each(golden.cases.map((c) => [c.text.slice(0, 24), c.level, c.mask, c]))(
    'draws %s at %s, mask %i, module for module',
    (_t, _l, _m, c) => {
      const code = encodeQr(c.text, c.level as 'L' | 'M', c.mask);
      expect(code.version).toBe(c.version);
      const size = c.version * 4 + 17;
      expect(rowsOf(code.modules)).toEqual(c.rows.map((h) => fromHex(h, size)));
    },
  );

  it('picks the mask with the lowest penalty when none is forced', () => {
    const text = golden.cases[0].text;
    const scores = [0, 1, 2, 3, 4, 5, 6, 7].map((m) => penalty(encodeQr(text, 'M', m).modules));
    const chosen = encodeQr(text);
    expect(scores[chosen.mask]).toBe(Math.min(...scores));
  });

  it('takes the smallest version that holds the text, and refuses one past version 10', () => {
    expect(encodeQr('x'.repeat(14)).version).toBe(1);
    expect(encodeQr('x'.repeat(15)).version).toBe(2);
    expect(encodeQr('x'.repeat(213)).version).toBe(10);
    expect(() => encodeQr('x'.repeat(214))).toThrow(RangeError);
  });

  it('draws the dark modules as runs inside a 4-module quiet zone', () => {
    const code = encodeQr('HELLO', 'M', 0);
    const path = qrSvgPath(code);
    // the top-left finder's first row: 7 dark modules from (4, 4)
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
    const dark = code.modules.flat().filter(Boolean).length;
    const drawn = [...path.matchAll(/h(\d+)v/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(drawn).toBe(dark);
  });
});
