import { describe, expect, it } from 'vitest';
import { CARD_MM, copiesToPrint, margins, PAPER_MM, proxyPages, splitBySection } from './layout';

describe('proxy sheets', () => {
  it('nine copies a page, crypt first, the last page partly filled', () => {
    const pages = proxyPages({ a: 12 }, { b: 4, c: 86 });
    expect(pages).toHaveLength(12);
    expect(pages.slice(0, 11).every((p) => p.length === 9)).toBe(true);
    expect(pages[11]).toHaveLength(102 - 99);
    expect(pages[0]).toEqual(Array(9).fill('a'));
    expect(pages[1].slice(0, 3)).toEqual(['a', 'a', 'a']);
  });

  it('the 3 × 3 grid of 63 × 88 mm cards fits A4 and Letter with a margin for the cut marks', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const m = margins(paper);
      expect(m.x).toBeGreaterThan(5);
      expect(m.y).toBeGreaterThan(5);
      expect(2 * m.x + 3 * CARD_MM.w).toBeCloseTo(PAPER_MM[paper].w);
    }
  });
});

describe('copies to print (issue 32 item 4)', () => {
  it('the copies chosen per card, or only what the collection lacks; cards at 0 are left out', () => {
    const chosen = { a: 4, b: 2, c: 0, d: 3 };
    expect(copiesToPrint(chosen, null)).toEqual({ a: 4, b: 2, d: 3 });
    expect(copiesToPrint(chosen, { a: 1, b: 5 })).toEqual({ a: 3, d: 3 });
  });
  it('split back into crypt and library in the deck order, so pages stay crypt first', () => {
    const s = splitBySection({ l2: 1, v1: 2, l1: 3 }, { v1: 4 }, { l1: 1, l2: 1, gone: 2 });
    expect(s).toEqual({ crypt: { v1: 2 }, library: { l1: 3, l2: 1 } });
    expect(Object.keys(s.library)).toEqual(['l1', 'l2']);
    expect(proxyPages(s.crypt, s.library)[0]).toEqual(['v1', 'v1', 'l1', 'l1', 'l1', 'l2']);
  });
});
