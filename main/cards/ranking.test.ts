/** Issue 17 item 1: the search ranks the name typed first, then names starting with it, then by archive play. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/store';
import { clearSearchCache, nameRank, searchCards } from './search';
import { importedService } from '../testing/catalog';

let store: Store;
beforeAll(async () => {
  store = (await importedService(false)).store;
}, 120_000);

const names = (r: { items: { name: string }[] }) => r.items.map((c) => c.name);

describe('search ranking (the deck editor and the Cards page alike)', () => {
  it('nameRank: equal < starts with the words < starts with the first word < has it as a word < has a word starting with it < elsewhere', () => {
    expect(nameRank('blood doll', 'blood doll', 'blood')).toBe(0);
    expect(nameRank('the blood doll', 'blood doll', 'blood')).toBe(0);
    expect(nameRank('blood dolls and more', 'blood doll', 'blood')).toBe(1);
    expect(nameRank('blood brothers', 'blood doll', 'blood')).toBe(2);
    expect(nameRank('bloodstained doll', 'blood doll', 'blood')).toBe(2);
    expect(nameRank('tainted blood doll', 'blood doll', 'blood')).toBe(3);
    expect(nameRank('fresh bloodstone', 'blood doll', 'blood')).toBe(4);
    expect(nameRank('baleful doll', 'blood doll', 'blood')).toBe(5);
  });

  it('a leading "the" is not the start of a name: "rack" is The Rack itself', () => {
    expect(nameRank('the rack', 'rack', 'rack')).toBe(0);
    expect(nameRank('protection racket', 'rack', 'rack')).toBe(4);
    expect(nameRank('the rack', 'rack', 'rack')).toBeLessThan(nameRank('protection racket', 'rack', 'rack'));
  });

  it('"rack" lists The Rack before Protection Racket (whole word and name start first)', () => {
    const r = searchCards(store, { q: 'rack', filters: { game: 'vtes' }, offset: 0, limit: 50 });
    const at = (name: string) => r.items.findIndex((c) => c.displayName === name);
    expect(at('The Rack')).toBe(0);
    expect(at('Protection Racket')).toBeGreaterThan(at('The Rack'));
  });

  it('"Blood Doll" lists Blood Doll first, in all cards and among library cards, before alphabetical neighbours', () => {
    for (const filters of [{ game: 'vtes' as const }, { game: 'vtes' as const, kind: 'library' }]) {
      const r = searchCards(store, { q: 'Blood Doll', filters, offset: 0, limit: 10 });
      expect(names(r)[0]).toBe('Blood Doll');
      expect(names(r)).toContain('Baleful Doll');
    }
  });

  it('an exact name beats a longer name starting with it', () => {
    const r = searchCards(store, { q: 'govern', filters: { game: 'vtes' }, offset: 0, limit: 5 });
    expect(names(r)[0]).toBe('Govern the Unaligned');
    const exact = searchCards(store, { q: 'Deflection', filters: { game: 'vtes' }, offset: 0, limit: 5 });
    expect(names(exact)[0]).toBe('Deflection');
  });

  it('within one rank, the cards played in more archive decks come first; the rank still wins', () => {
    clearSearchCache(store);
    const input = { q: 'blood', filters: { game: 'vtes' as const, kind: 'library' }, offset: 0, limit: 500 };
    const base = searchCards(store, input);
    const starts = base.items.filter((c) => c.displayName.toLowerCase().startsWith('blood'));
    const textOnly = base.items.filter((c) => !c.displayName.toLowerCase().includes('blood'));
    expect(starts.length).toBeGreaterThan(3);
    expect(textOnly.length).toBeGreaterThan(0);
    const n = (uid: string) => store.get<{ n: number }>('SELECT n FROM cards WHERE uid = ?', [uid])!.n;
    const last = starts[starts.length - 1];
    const played = new Map([
      [n(last.uid), 500],
      [n(textOnly[0].uid), 10_000],
    ]);
    const r = searchCards(store, input, { version: 'v1', counts: played });
    expect(r.items[0].uid).toBe(last.uid);
    const at = (uid: string) => r.items.findIndex((c) => c.uid === uid);
    expect(at(textOnly[0].uid)).toBeGreaterThan(Math.max(...starts.map((c) => at(c.uid))));
    expect(r.total).toBe(base.total);
  });
});
