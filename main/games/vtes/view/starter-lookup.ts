/**
 * The V:TES starter cards as the card lookup shows them before the official list is imported
 * (CardDetail, with their texts rendered in Spanish and Polish from the card data).
 */
import type { CardDetail, DisciplineLevel } from '../../../cards/types';
import { displayNameOf } from '../../../common/card-names';
import { STARTER_DECKS, STARTER_IDS } from '../data/starter-decks';
import { STARTER_CRYPT, STARTER_LIBRARY } from '../data/starters';
import { renderCardText } from '../vocab/text';

const DISC_ORDER = (d: Record<string, 1 | 2>): DisciplineLevel[] =>
  Object.entries(d)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, level]) => ({ code, level }));

/** The built-in cards as CardDetail for the card lookup (text rendered in Spanish from the data). */
export function vtesStarterCardsForLookup(): CardDetail[] {
  const decksOf = (id: string) =>
    STARTER_IDS.flatMap((sid) => {
      const d = STARTER_DECKS[sid];
      const n = [...d.crypt, ...d.library].find(([cid]) => cid === id)?.[1];
      return n ? [{ set: sid === 'brujah' ? 'V5A' : 'V5', precon: { deck: sid, count: n, deckName: d.name } }] : [];
    });
  return [...STARTER_CRYPT, ...STARTER_LIBRARY].map((c) => ({
    uid: `vtes:${c.id}`,
    game: 'vtes' as const,
    id: c.id,
    name: c.name,
    displayName: displayNameOf(c.name),
    kind: c.kind,
    types: c.types,
    clans: c.clan,
    disciplines: c.disc ? DISC_ORDER(c.disc) : [],
    libraryDisciplines: c.libDisc ?? [],
    capacity: c.capacity,
    group: c.group,
    advanced: false,
    poolCost: c.pool === undefined ? undefined : String(c.pool),
    bloodCost: c.blood === undefined ? undefined : String(c.blood),
    sect: c.sect,
    title: c.title,
    automation: c.automation,
    text: renderCardText(c, 'es'),
    textPl: renderCardText(c, 'pl'),
    artists: [],
    burnOption: !!c.burnOption,
    requirements: c.reqs.flatMap((r) => (r.r === 'title' ? r.titles : r.r === 'sect' ? [r.sect] : [])),
    printings: decksOf(c.id),
  }));
}
