import { describe, expect, it } from 'vitest';
import { CARD_MM, margins, PAPER_MM, proxyPages } from './layout';

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
