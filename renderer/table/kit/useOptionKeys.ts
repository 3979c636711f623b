/**
 * The number keys of every table: 1-9 answer with the option of that number in the list on
 * screen (the decision's options, or the options of the selected card, on their current page of
 * nine), 0 turns to the next page, Escape cancels a selection. Keys typed in a field or with Ctrl/Alt/Meta are left alone; nothing is chosen while
 * a choice is being sent. The listener reads what is on screen now through a ref (a listener
 * bound in an effect could still hold the previous decision for a moment after the table shows
 * the next one).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Option } from '../../../main/engine/types';
import { optionForKey } from './options';

export interface OptionKeys {
  /** The numbered list on screen (null: no decision). */
  options: readonly Option[] | null;
  onChoose(option: Option): void;
  busy?: boolean;
  onEscape?(): void;
  /** Key 0: the next page of nine options (useOptionPages). */
  onMore?(): void;
}

/** True for key events a table must not take (typing in a field, shortcuts with modifiers). */
export function foreignKey(e: KeyboardEvent): boolean {
  const tag = (e.target as HTMLElement | null)?.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || e.ctrlKey || e.metaKey || e.altKey;
}

export function useOptionKeys(keys: OptionKeys): void {
  const live = useRef(keys);
  // updated as soon as the DOM shows the new decision, before the browser paints it
  useLayoutEffect(() => {
    live.current = keys;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (foreignKey(e)) return;
      const cur = live.current;
      if (e.key === 'Escape' && cur.onEscape) {
        cur.onEscape();
        return;
      }
      if (e.key === '0' && cur.onMore && !cur.busy) {
        e.preventDefault();
        cur.onMore();
        return;
      }
      const o = optionForKey(cur.options, e.key);
      if (o && !cur.busy) {
        e.preventDefault();
        cur.onChoose(o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
