/** Bloodborne cards for the card lookup (CardDetail, game 'bloodborne'), with Spanish texts. */
import type { CardDetail } from '../../cards/types';
import es from '../../../locales/es/cards-bloodborne.json';
import { BOSSES, FINAL_BOSSES, MONSTERS, STARTERS, UPGRADES } from './cards';
import { cardText, translator } from './text';

type Kind = 'starter' | 'upgrade' | 'monster' | 'boss' | 'final';

function detail(id: string, kind: Kind, types: string[]): CardDetail {
  const dict = es as unknown as Record<string, { name?: string }>;
  const t = translator(es as unknown as Record<string, unknown>);
  const name = dict[id]?.name ?? id;
  const text = cardText(id, t);
  return {
    uid: `bloodborne:${id}`,
    game: 'bloodborne',
    id,
    name,
    displayName: name,
    nameEs: name,
    kind,
    types,
    clans: [],
    disciplines: [],
    libraryDisciplines: [],
    advanced: false,
    text,
    textEs: text,
    artists: [],
    burnOption: false,
    requirements: [],
    printings: [{ set: 'BBCG', setName: 'Bloodborne: El juego de cartas' }],
    automation: 'full',
  };
}

export function bloodborneCardsForLookup(): CardDetail[] {
  // kinds and types are ids, translated by the lookup (lookup.json `kinds.*`, `types.*`)
  return [
    ...STARTERS.map((c) => detail(c.id, 'starter', [c.cls])),
    ...UPGRADES.map((c) => detail(c.id, 'upgrade', [c.cls])),
    ...MONSTERS.map((m) => detail(m.id, 'monster', [...m.types])),
    ...BOSSES.map((m) => detail(m.id, 'boss', [...m.types])),
    ...FINAL_BOSSES.map((f) => detail(f.id, 'final', [])),
  ];
}
