/**
 * A built-in card of a board game (Vendetta, Bloodborne, Nights of Blood) as the card lookup
 * shows it: one printing, no V:TES traits, the same Spanish name and text in both name fields.
 * Pure: the games' lookup modules build their cards with it.
 */
import type { GameId } from '../common/ids';
import type { CardDetail } from './types';

export interface BuiltinCard {
  game: Exclude<GameId, 'vtes'>;
  id: string;
  name: string;
  kind: string;
  types: string[];
  text: string;
  printing: { set: string; setName: string };
  clans?: string[];
  extra?: Partial<CardDetail>;
}

export function builtinCardDetail(c: BuiltinCard): CardDetail {
  return {
    uid: `${c.game}:${c.id}`,
    game: c.game,
    id: c.id,
    name: c.name,
    displayName: c.name,
    nameEs: c.name,
    kind: c.kind,
    types: c.types,
    clans: c.clans ?? [],
    disciplines: [],
    libraryDisciplines: [],
    advanced: false,
    text: c.text,
    textEs: c.text,
    artists: [],
    burnOption: false,
    requirements: [],
    printings: [c.printing],
    automation: 'full',
    ...c.extra,
  };
}
