/** Bloodborne cards for the card lookup (CardDetail, game 'bloodborne'), with Spanish texts. */
import { builtinCardDetail } from '../../cards/builtin-detail';
import type { CardDetail } from '../../cards/types';
import es from '../../../locales/es/cards-bloodborne.json';
import { BOSSES, FINAL_BOSSES, MONSTERS, STARTERS, UPGRADES } from './cards';
import { cardText, translator } from './text';

type Kind = 'starter' | 'upgrade' | 'monster' | 'boss' | 'final';

function detail(id: string, kind: Kind, types: string[]): CardDetail {
  const dict = es as unknown as Record<string, { name?: string }>;
  const t = translator(es as unknown as Record<string, unknown>);
  const printing = { set: 'BBCG', setName: 'Bloodborne: El juego de cartas' };
  return builtinCardDetail({ game: 'bloodborne', id, name: dict[id]?.name ?? id, kind, types, text: cardText(id, t), printing });
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
