/**
 * The rows of a scrolled list of fixed-height rows that are on screen (issue 28, item 5). A list
 * of a few thousand results draws only the two dozen rows in view: their indexes follow from the
 * scroll offset and the row height alone, with no measure kept per row (a virtualizer that
 * measures rows built one record per result on every answer).
 */
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export interface RowRange {
  first: number;
  /** first - 1 when no row is shown */
  last: number;
}

/** Rows [first, last] that cross the view, with `overscan` more on each side. */
export function rowRange(scrollTop: number, height: number, count: number, rowHeight: number, overscan: number): RowRange {
  if (count <= 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const first = Math.min(count - 1, Math.max(0, Math.floor(scrollTop / rowHeight) - overscan));
  const last = Math.min(count - 1, Math.max(0, Math.ceil((scrollTop + height) / rowHeight) - 1) + overscan);
  return { first, last };
}

/** The scroll offset that shows row `index` whole with the least move, or null when it is shown. */
export function scrollToShow(index: number, scrollTop: number, height: number, rowHeight: number): number | null {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + height) return Math.max(0, top + rowHeight - height);
  return null;
}

export interface RowWindow extends RowRange {
  /** the view's scroll offset as last seen (0 at the top) */
  scrollTop: number;
  /** scrolls the least needed to show row `index` */
  show(index: number): void;
}

/** The rows in view of the scrolled element `ref`, followed through its scroll and resize events. */
export function useRowWindow(ref: RefObject<HTMLElement | null>, count: number, rowHeight: number, overscan: number): RowWindow {
  const [view, setView] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () =>
      setView((v) => (v.top === el.scrollTop && v.height === el.clientHeight ? v : { top: el.scrollTop, height: el.clientHeight }));
    read();
    el.addEventListener('scroll', read, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [ref]);
  const show = useCallback(
    (index: number) => {
      const el = ref.current;
      if (!el) return;
      const top = scrollToShow(index, el.scrollTop, el.clientHeight, rowHeight);
      if (top !== null) el.scrollTop = top;
    },
    [ref, rowHeight],
  );
  return { ...rowRange(view.top, view.height, count, rowHeight, overscan), scrollTop: view.top, show };
}
