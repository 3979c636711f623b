/**
 * Issue 27 item 6: every primitive the card data files hold has its card text in both languages. The
 * schema admits more combinations of a primitive's fields than have a template (a `move` between any
 * two spots); a data entry using one without its `prim.*` template in locales/{es,pl}/cards-vtes.json
 * would show the template's key to the player, so this reads every entry's primitives (in modes,
 * abilities, triggers and a bleed's `then`) and asks their templates.
 */
import { describe, expect, it } from 'vitest';
import cardsEs from '../../../../../locales/es/cards-vtes.json';
import cardsPl from '../../../../../locales/pl/cards-vtes.json';
import { CARD_DATA } from '../../data/load';
import { PRIM_RECORDS, type Prim } from '../../schema/prim-records';
import { primTextOf } from '.';

/** The primitives of a data entry: every record with a primitive kind and its record's shape, at any depth. */
function primsIn(x: unknown, out: Prim[] = []): Prim[] {
  if (Array.isArray(x)) for (const y of x) primsIn(y, out);
  else if (x && typeof x === 'object') {
    const p = (x as { p?: unknown }).p;
    if (typeof p === 'string' && p in PRIM_RECORDS && PRIM_RECORDS[p as Prim['p']].safeParse(x).success) out.push(x as Prim);
    else for (const y of Object.values(x)) primsIn(y, out);
  }
  return out;
}

function hasTemplate(ns: unknown, key: string): boolean {
  const [group, k] = key.split('.');
  const g = (ns as Record<string, Record<string, string>>)[group] ?? {};
  return [k, `${k}_one`, `${k}_other`].some((x) => typeof g[x] === 'string' && g[x].length > 0);
}

describe('V:TES primitive texts of the card data (issue 27 item 6)', () => {
  it('every primitive of every data entry has its template in Spanish and Polish', () => {
    const missing = new Set<string>();
    let n = 0;
    for (const [id, entry] of CARD_DATA)
      for (const pr of primsIn(entry.modes)) {
        n++;
        const { key } = primTextOf(pr);
        if (!hasTemplate(cardsEs, key)) missing.add(`es ${key} (${entry.file} ${id})`);
        if (!hasTemplate(cardsPl, key)) missing.add(`pl ${key} (${entry.file} ${id})`);
      }
    expect(n).toBeGreaterThan(100);
    expect([...missing]).toEqual([]);
  });

  it('the reader finds primitives at any depth and only records of a primitive shape', () => {
    const found = primsIn([
      { e: 'prims', do: [{ p: 'draw', n: 1 }] },
      { e: 'ability', window: 'any', cost: [], effects: [{ p: 'lock', who: 'self' }] },
      { e: 'bleed', plus: 1, then: [{ p: 'move', n: 1, from: 'bank', to: 'pool' }] },
      { p: 'draw', n: 'one' },
      { p: 'unknownKind' },
    ]);
    expect(found.map((x) => x.p)).toEqual(['draw', 'lock', 'move']);
  });
});
