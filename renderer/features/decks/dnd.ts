/** Drag-and-drop payload types between the card lookup and the deck. */
export const DRAG_FROM_RESULTS = 'application/x-vitae-card';
export const DRAG_FROM_DECK = 'application/x-vitae-deck-card';

export function hasType(e: React.DragEvent, type: string): boolean {
  return Array.from(e.dataTransfer.types).includes(type);
}

/** Moves keyboard focus among sibling rows marked with `data-row` inside the same list. */
export function focusSibling(el: HTMLElement, delta: number): void {
  const list = el.closest('[data-rows]');
  if (!list) return;
  const rows = Array.from(list.querySelectorAll<HTMLElement>('[data-row]'));
  const i = rows.indexOf(el);
  const next = rows[Math.max(0, Math.min(rows.length - 1, i + delta))];
  next?.focus();
}
