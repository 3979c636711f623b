/**
 * Test helper: proves that something sent to the renderer (a seat view, a log) contains none
 * of the given hidden values. Strings are searched as JSON strings ("abc"), numbers and other
 * values as their JSON text bounded by non-alphanumeric characters.
 */
export function findLeaks(payload: unknown, hidden: readonly unknown[]): string[] {
  const text = JSON.stringify(payload);
  const leaks: string[] = [];
  for (const h of hidden) {
    const needle = JSON.stringify(h);
    if (typeof h === 'string') {
      if (text.includes(needle)) leaks.push(needle);
    } else {
      const esc = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^\\w.])${esc}($|[^\\w.])`).test(text)) leaks.push(needle);
    }
  }
  return leaks;
}

/** Throws when `payload` contains any of `hidden`, naming what leaked. */
export function assertNoLeak(payload: unknown, hidden: readonly unknown[], what = 'view'): void {
  const leaks = findLeaks(payload, hidden);
  if (leaks.length) throw new Error(`${what} leaks hidden values: ${leaks.join(', ')}`);
}
