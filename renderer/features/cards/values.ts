/**
 * The catalog's values in the UI language (issue 32 item 3: one language per screen). The
 * official files write clans, sects, titles and types in English ("Follower of Set", "Anarch",
 * "prince", "Political Action"); the lookup, the deck editor, the archive and the proxies show
 * them through these functions, with the rulebooks' Spanish and Polish names
 * (locales/<lang>/card-values.json `clans`, `sects`, `titles`; lookup.json `types`, `disciplines`).
 * values.test.ts checks every value of the official files has its translation.
 */
import type { TFunction } from 'i18next';
import type { GameId } from '../../../main/common/ids';

type T = TFunction | ((key: string, options?: Record<string, unknown>) => string);
const tr = (t: T, key: string, fallback: string, options: Record<string, unknown> = {}): string =>
  String((t as (k: string, o: Record<string, unknown>) => string)(key, { ...options, defaultValue: fallback }));

/** A clan or Imbued creed ("Assamite" → "Assamitas", "Assamici"). */
export const clanLabel = (t: T, clan: string): string => tr(t, `card-values:clans.${clan}`, clan);

/** A card's clans, joined as the card writes them ("Tremere/Tremere antitribu"). */
export const clansLabel = (t: T, clans: readonly string[], sep = '/'): string => clans.map((c) => clanLabel(t, c)).join(sep);

/** A sect ("Anarch" → "Anarquista", "Anarchiści"). */
export const sectLabel = (t: T, sect: string): string => tr(t, `card-values:sects.${sect.toLowerCase()}`, sect);

/** A title ("prince" → "Príncipe"; "2 votes" → "2 votos"). */
export function titleLabel(t: T, title: string): string {
  const votes = /^(\d+) votes?$/.exec(title);
  if (votes) return tr(t, 'card-values:titles.votes', title, { count: Number(votes[1]) });
  return tr(t, `card-values:titles.${title.toLowerCase()}`, title);
}

/** A Path of the Sabbat's vampires ("Death and the Soul" → "Muerte y Alma"). */
export const pathLabel = (t: T, path: string): string => tr(t, `card-values:paths.${path}`, path);

/** A card type of any game ("Political Action", "event"). */
export const typeName = (t: T, type: string): string => tr(t, `lookup:types.${type}`, type);

/**
 * The game a type belongs to: the board games' types are their own ids (lower case), V:TES's are
 * the official files' (capitalised). values.test.ts checks this against the built-in cards.
 */
const BOARD_TYPES: Record<string, Exclude<GameId, 'vtes'>> = {
  conflict: 'vendetta',
  consequence: 'vendetta',
  passive: 'vendetta',
  prep: 'vendetta',
  vampire: 'vendetta',
  human: 'vendetta',
  victim: 'vendetta',
  location: 'vendetta',
  relic: 'vendetta',
  melee: 'bloodborne',
  ranged: 'bloodborne',
  usable: 'bloodborne',
  kin: 'bloodborne',
  humanoid: 'bloodborne',
  beast: 'bloodborne',
  ability: 'nights',
  resource: 'nights',
  weapon: 'nights',
  contact: 'nights',
  bloodline: 'nights',
  'blood-power': 'nights',
  event: 'nights',
};

export const typeGame = (type: string): GameId => BOARD_TYPES[type] ?? 'vtes';

/**
 * Labels of a list of type chips: a type whose name another game's type shares says its game
 * ("Evento (V:TES)", "Evento (Nights of Blood)"); the others are just the name.
 */
export function typeChipLabels(t: T, types: readonly string[]): Map<string, string> {
  const names = new Map(types.map((ty) => [ty, typeName(t, ty)]));
  const count = new Map<string, number>();
  for (const n of names.values()) count.set(n, (count.get(n) ?? 0) + 1);
  return new Map(
    types.map((ty) => {
      const n = names.get(ty)!;
      return [ty, (count.get(n) ?? 0) > 1 ? `${n} (${tr(t, `lookup:games.${typeGame(ty)}`, typeGame(ty))})` : n];
    }),
  );
}

/**
 * A printing's preconstructed deck with its copies ("Hecata Starter (2 copias)"), or only the
 * copies when the entry names no deck (a promo given out 5 at a time: "5 copias").
 */
export function preconLabel(t: T, precon: { deck: string; count: number; deckName?: string }): string {
  const deck = precon.deckName ?? precon.deck;
  if (!deck) return tr(t, 'lookup:printings.copies', String(precon.count), { count: precon.count });
  return tr(t, 'lookup:printings.preconCount', deck, { deck, count: precon.count });
}
