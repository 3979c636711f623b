/**
 * Draft entries (issue 27 item 3): the reader's proposal for an official card, in the shape of the
 * card data files (data/entry.ts) with `status: "draft"` and the fingerprint of the text it was read
 * from, for a person to review (`npm run cards:draft` writes them to a file of the developer's
 * choosing; nothing at play time reads them). Cost, name, types, clan and Disciplines are left out:
 * the join takes them from the catalog. Never on the play path.
 */
import type { CardDetail } from '../../../cards/types';
import { displayNameOf } from '../../../common/card-names';
import type { CardDef } from '../schema/effects';
import type { DataEntry } from '../data/entry';
import { fingerprint } from '../data/fingerprint';
import { joinEntry } from '../data/join';
import { defFromCatalog } from '../data/load';
import { manualDef } from '../data/catalog-def';
import { readCard } from './reader';

/** The reader's definition of a card as a data entry waiting for review. */
export function draftEntry(d: CardDetail): DataEntry {
  const def = readCard(d);
  return {
    fp: fingerprint(d.text),
    status: 'draft',
    ...(def.city ? { city: def.city } : {}),
    ...(def.unique ? { unique: true as const } : {}),
    ...(def.traits?.length ? { traits: def.traits } : {}),
    ...(def.slaveOf ? { slaveOf: def.slaveOf } : {}),
    ...(def.redList ? { redList: true as const } : {}),
    ...(def.titleCard ? { titleCard: true as const } : {}),
    ...(def.trophy ? { trophy: true as const } : {}),
    ...(def.gehenna ? { gehenna: true as const } : {}),
    ...(def.libKeywords?.length ? { libKeywords: def.libKeywords } : {}),
    ...(def.reqs.length ? { reqs: def.reqs } : {}),
    modes: def.modes.map(({ cost: _cost, ...m }) => m),
  };
}

/**
 * A card as tests of the rules arrange it: by its reviewed entry when it has one, else by its draft
 * entry as if a person had reviewed it unchanged (what the reader proposes: a reaction's window, an
 * out-of-turn moment, a Red List minion), through the same join as the data files.
 */
export function asReviewed(d: CardDetail): CardDef {
  return defFromCatalog(d) ?? asDrafted(d);
}

/** A card by its draft entry alone, as if reviewed unchanged (a card whose reviewed entry is not what a test is about). */
export function asDrafted(d: CardDetail): CardDef {
  const def = joinEntry(d, { ...draftEntry(d), status: 'full' });
  return { ...def, name: displayNameOf(def.name) };
}

/** JSON with keys sorted and `undefined` fields left out (two readings compared by content). */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.entries(v)
      .filter(([, x]) => x !== undefined && x !== false)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/**
 * Whether the reader proposes more for a card than its catalog facts give: what the card played
 * before issue 27 item 3 beyond the manual operations (a timing, a target, stats, keywords...), and
 * now waits for a reviewed entry.
 */
export function readsMoreThanFacts(d: CardDetail): boolean {
  const { automation: _a, ...read } = readCard(d);
  const { automation: _b, ...facts } = manualDef(d);
  return canonical(read) !== canonical(facts);
}
