/**
 * The cards picked in the card lookup for a proxy sheet (issue 32 item 4): copies per card, kept
 * apart by crypt and library so the sheet prints the crypt first. Lives as long as the window (a
 * working list, not saved data); components follow it with useProxyBasket.
 */
import { useSyncExternalStore } from 'react';

export interface Basket {
  crypt: Record<string, number>;
  library: Record<string, number>;
}

let basket: Basket = { crypt: {}, library: {} };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function basketCount(b: Basket): number {
  return [...Object.values(b.crypt), ...Object.values(b.library)].reduce((s, n) => s + n, 0);
}

/** One more copy of a card (crypt cards go to the crypt, every other card to the library). */
export function addToBasket(uid: string, kind: string, copies = 1): void {
  const section = kind === 'crypt' ? 'crypt' : 'library';
  basket = { ...basket, [section]: { ...basket[section], [uid]: (basket[section][uid] ?? 0) + copies } };
  emit();
}

export function clearBasket(): void {
  basket = { crypt: {}, library: {} };
  emit();
}

export function useProxyBasket(): Basket {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => basket,
    () => basket,
  );
}
