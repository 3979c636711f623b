/**
 * A built-in card of a board game (Vendetta, Bloodborne, Nights of Blood) as the card lookup
 * shows it: one printing, no V:TES traits, the Spanish name and text in the main and Spanish
 * fields and the Polish ones in the Polish fields (the renderer shows the UI language's).
 * Pure: the games' lookup modules build their cards with it.
 */
import type { GameId } from '../common/ids';
import type { CardDetail } from './types';

export interface BuiltinCard {
  game: Exclude<GameId, 'vtes'>;
  id: string;
  /** Name and text in each UI language. */
  name: { es: string; pl: string };
  kind: string;
  types: string[];
  text: { es: string; pl: string };
  printing: { set: string; setName: string };
  clans?: string[];
  extra?: Partial<CardDetail>;
}

export function builtinCardDetail(c: BuiltinCard): CardDetail {
  return {
    uid: `${c.game}:${c.id}`,
    game: c.game,
    id: c.id,
    name: c.name.es,
    displayName: c.name.es,
    nameEs: c.name.es,
    namePl: c.name.pl,
    kind: c.kind,
    types: c.types,
    clans: c.clans ?? [],
    disciplines: [],
    libraryDisciplines: [],
    advanced: false,
    text: c.text.es,
    textEs: c.text.es,
    textPl: c.text.pl,
    artists: [],
    burnOption: false,
    requirements: [],
    printings: [c.printing],
    automation: 'full',
    ...c.extra,
  };
}
