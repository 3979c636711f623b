/**
 * Number keys past nine options (issue 16: "options past 9 have no key"): the keys 1-9 answer
 * with the options of the current page of nine, and 0 turns to the next page (after the last,
 * back to the first). A new list of options starts at its first page.
 */
import { useEffect, useState } from 'react';
import type { Option } from '../../../main/engine/types';

export const KEYS_PER_PAGE = 9;

export interface OptionPages {
  /** The options the keys 1-9 answer with now. */
  keyed: readonly Option[];
  /** Index in the whole list of the option under key 1. */
  from: number;
  total: number;
  /** Turns to the next page of nine (key 0). */
  next(): void;
}

/** The page of nine that starts at `from` (from the first when `from` is past the end). */
export function pageOf(options: readonly Option[] | null, from: number): Omit<OptionPages, 'next'> {
  const total = options?.length ?? 0;
  const start = from < total ? from : 0;
  return { keyed: options ? options.slice(start, start + KEYS_PER_PAGE) : [], from: start, total };
}

/** The page after the one that starts at `from`, back to the first after the last. */
export function nextFrom(from: number, total: number): number {
  return from + KEYS_PER_PAGE >= total ? 0 : from + KEYS_PER_PAGE;
}

export function useOptionPages(options: readonly Option[] | null): OptionPages {
  const [from, setFrom] = useState(0);
  useEffect(() => setFrom(0), [options]);
  const page = pageOf(options, from);
  return { ...page, next: () => setFrom(nextFrom(page.from, page.total)) };
}
