/**
 * The result list draws the rows in view and a few around them, found from the scroll offset
 * alone (issue 28, item 5), and moves the least to show the selected row.
 */
import { describe, expect, it } from 'vitest';
import { rowRange, scrollToShow } from './row-window';

describe('rows in view of a list of fixed-height rows', () => {
  it('at the top: the rows the view holds and the overscan below', () => {
    // 360 px of 36 px rows: rows 0-9, then 4 more
    expect(rowRange(0, 360, 1000, 36, 4)).toEqual({ first: 0, last: 13 });
  });

  it('scrolled: a row cut at either edge counts, with the overscan on both sides', () => {
    // 100 px down: row 2 is cut at the top, row 12 at the bottom (460 / 36 = 12.8)
    expect(rowRange(100, 360, 1000, 36, 4)).toEqual({ first: 0, last: 16 });
    expect(rowRange(3600, 360, 1000, 36, 2)).toEqual({ first: 98, last: 111 });
  });

  it('never beyond the list, and no row for an empty list', () => {
    expect(rowRange(0, 360, 3, 36, 4)).toEqual({ first: 0, last: 2 });
    expect(rowRange(36 * 990, 360, 1000, 36, 4)).toEqual({ first: 986, last: 999 });
    expect(rowRange(0, 360, 0, 36, 4)).toEqual({ first: 0, last: -1 });
  });

  it('before the view is measured (height 0): the first row and the overscan', () => {
    expect(rowRange(0, 0, 1000, 36, 4)).toEqual({ first: 0, last: 4 });
  });
});

describe('scrolling to the selected row', () => {
  it('leaves the view alone when the row is whole in it', () => {
    expect(scrollToShow(3, 0, 360, 36)).toBeNull();
    expect(scrollToShow(9, 0, 360, 36)).toBeNull();
  });

  it('a row below the view becomes its last row; a row above it, its first', () => {
    expect(scrollToShow(10, 0, 360, 36)).toBe(36);
    expect(scrollToShow(2, 200, 360, 36)).toBe(72);
  });
});
