/** Issue 26 item 10: suggested save names are safe on every OS and show what they are. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeFileName } from '../decks/formats/export';
import { isWindowsReservedName, safeFileStem } from './file-name';

const DEVICES = ['CON', 'PRN', 'AUX', 'NUL', ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [`COM${n}`, `LPT${n}`])];

describe('suggested file names', () => {
  it('a Windows device name, with or without extension and in any case, is never suggested', () => {
    for (const d of DEVICES) {
      for (const name of [d, d.toLowerCase(), `${d}.txt`, `${d}.tar.gz`, `${d} `, `${d}.`]) {
        expect(isWindowsReservedName(safeFileStem(name, 'deck')), name).toBe(false);
        expect(isWindowsReservedName(`${safeFileName(name)}.twd.txt`), name).toBe(false);
      }
    }
    expect(safeFileStem('CON', 'deck')).toBe('CON_');
    expect(safeFileStem('nul.txt', 'deck')).toBe('nul_.txt');
    // names that only start like one stay as they are
    expect(safeFileStem('Console', 'deck')).toBe('Console');
    expect(safeFileStem('COM10', 'deck')).toBe('COM10');
  });

  it('trailing dots and spaces, control and bidirectional characters are dropped', () => {
    expect(safeFileStem('Malk Madness. . ', 'deck')).toBe('Malk Madness');
    expect(safeFileStem('evil\u202Etxt.exe', 'deck')).toBe('eviltxt.exe');
    expect(safeFileStem('a\u200Bb\u2066c\u2069\uFEFF', 'deck')).toBe('abc');
    expect(safeFileStem('line\nbreak\ttab\u0007bell', 'deck')).toBe('line break tab bell');
    expect(safeFileStem('...', 'deck')).toBe('deck');
    expect(safeFileStem('a/b\\c:d*e?f"g<h>i|j', 'deck')).toBe('a b c d e f g h i j');
  });

  it('the deck export suggests a safe name (the proxies PDF: renderer/features/proxies/save.test.ts)', () => {
    expect(safeFileName('AUX')).toBe('AUX_');
    expect(safeFileName('Malk Madness\u202E.')).toBe('Malk Madness');
  });

  it('any name gives a non-empty name of at most 120 characters, without a reserved or invisible character, a trailing dot or space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const s = safeFileStem(name, 'deck');
        expect(s.length).toBeGreaterThan(0);
        expect(s.length).toBeLessThanOrEqual(121);
        // eslint-disable-next-line no-control-regex -- the characters a file name must not hold
        expect(s).not.toMatch(/[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/);
        expect(s).not.toMatch(/[. ]$/);
        expect(isWindowsReservedName(s)).toBe(false);
      }),
      { seed: 26, numRuns: 200 },
    );
  });
});
