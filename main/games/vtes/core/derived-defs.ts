/**
 * The definitions of cards changed in play (core/state.ts `defOf` reads them): a library card that became a vampire,
 * a vampire that became another clan or gained traits. Each is derived from its definition and what changed, memoized
 * per definition (no game state). Pure.
 */
import type { Sect, Trait } from '../schema/effects';
import type { CardDef } from '../data/starters';

/** What a library card that became a vampire is (`Inst.becomes`). */
export interface Becomes {
  clan: string;
  sect?: Sect;
  capacity: number;
  disc?: Record<string, 1 | 2>;
}

const BECAME = new Map<string, CardDef>();

/** The vampire a library card became: its own id and name, the clan, sect, capacity and Disciplines it was given, no text. */
export function becameDef(d: CardDef, b: Becomes): CardDef {
  const key = `${d.id}|${b.clan}|${b.sect ?? ''}|${b.capacity}|${JSON.stringify(b.disc ?? {})}`;
  let v = BECAME.get(key);
  if (!v) {
    v = {
      id: d.id,
      name: d.name,
      kind: 'crypt',
      types: ['Vampire'],
      clan: [b.clan],
      capacity: b.capacity,
      disc: b.disc ?? {},
      ...(b.sect ? { sect: b.sect } : {}),
      reqs: [],
      modes: [],
      automation: d.automation,
    };
    BECAME.set(key, v);
  }
  return v;
}

/** The definitions of vampires that gained traits in play (`gainTrait`), one per card and traits. */
const GAINED = new WeakMap<CardDef, Map<string, CardDef>>();

/** A definition with the traits a vampire gained in play besides its own. */
export function gained(d: CardDef, traits: readonly Trait[]): CardDef {
  const key = traits.join(',');
  let m = GAINED.get(d);
  if (!m) GAINED.set(d, (m = new Map()));
  let out = m.get(key);
  if (!out) m.set(key, (out = { ...d, traits: [...new Set([...(d.traits ?? []), ...traits])] }));
  return out;
}

/** The definitions of vampires that became another clan (`becomeClan`), one per card, clan and traits. */
const BECAME_CLAN = new WeakMap<CardDef, Map<string, CardDef>>();

/** A vampire's definition once it became a vampire of another clan with more traits (Muricia's "becomes a sterile Ahrimane"). */
export function became(d: CardDef, b: { clan: string; traits?: readonly Trait[] }): CardDef {
  const key = `${b.clan}|${(b.traits ?? []).join(',')}`;
  let m = BECAME_CLAN.get(d);
  if (!m) BECAME_CLAN.set(d, (m = new Map()));
  let out = m.get(key);
  if (!out) {
    const traits = [...new Set([...(d.traits ?? []), ...(b.traits ?? [])])];
    out = { ...d, clan: [b.clan], ...(traits.length ? { traits } : {}) };
    m.set(key, out);
  }
  return out;
}
