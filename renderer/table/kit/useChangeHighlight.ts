import { useEffect, type RefObject } from 'react';
import type { Changed } from './changes';

/** The class that lights up a changed card or panel (table-common.css; still under reduced motion). */
export const CHANGED_CLASS = 'play-changed';

/**
 * Lights up, inside `root`, the elements the last answer changed (changes.ts) until the next
 * view: a brief pulse, or a steady outline when the player asked for reduced motion (CSS).
 * `key` is the view's step: the marks are put again for each new view.
 */
export function useChangeHighlight(root: RefObject<HTMLElement | null>, changed: Changed[], key: unknown): void {
  useEffect(() => {
    const el = root.current;
    if (!el || !changed.length) return;
    const marked: Element[] = [];
    for (const c of changed) {
      const value = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(c.value) : c.value.replace(/["\\]/g, '\\$&');
      for (const hit of el.querySelectorAll(`[data-${c.attr}="${value}"]`)) {
        hit.classList.add(CHANGED_CLASS);
        marked.push(hit);
      }
    }
    return () => marked.forEach((m) => m.classList.remove(CHANGED_CLASS));
    // the marks follow the view (key) and what it changed
  }, [root, changed, key]);
}
