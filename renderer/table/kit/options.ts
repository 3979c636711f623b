/**
 * Options of a decision as a table uses them: grouped by the thing they name (so a click on a
 * card answers when exactly one option names it), and picked by the number keys. Pure.
 */
import type { Decision, Option } from '../../../main/engine/types';

/** Groups a decision's options by a key each option may name (a card uid, a seat...). */
export function groupOptions<K>(options: readonly Option[], keyOf: (o: Option) => K | null): Map<K, Option[]> {
  const out = new Map<K, Option[]>();
  for (const o of options) {
    const k = keyOf(o);
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(o);
    else out.set(k, [o]);
  }
  return out;
}

/** The single option a target stands for, or null when it is ambiguous or absent. */
export function single(list: readonly Option[] | undefined): Option | null {
  return list && list.length === 1 ? list[0] : null;
}

/** The option a number key (1-9) names in a list (the decision's options by default), or null. */
export function optionForKey(options: Decision | readonly Option[] | null | undefined, key: string): Option | null {
  const list = !options ? null : Array.isArray(options) ? options : (options as Decision).options;
  if (!list || !/^[1-9]$/.test(key)) return null;
  return list[Number(key) - 1] ?? null;
}

/**
 * The options with distinct texts, in order: the first of each text stands for the others
 * (copies of one card in hand offer the same plays; the list shows each play once). Clicking a
 * card on the table still answers with that card's own option.
 */
export function distinctByText(options: readonly Option[], text: (o: Option) => string): Option[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const k = text(o);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
