/** Bloodborne cards for the card lookup (CardDetail, game 'bloodborne'), named and described in Spanish and Polish. */
import { builtinCardDetail } from '../../cards/builtin-detail';
import type { CardDetail } from '../../cards/types';
import es from '../../../locales/es/cards-bloodborne.json';
import pl from '../../../locales/pl/cards-bloodborne.json';
import { BOSSES, FINAL_BOSSES, MONSTERS, STARTERS, UPGRADES } from './cards';
import { cardTranslator, type TextLang } from '../common/card-text';
import { cardText } from './text';

type Kind = 'starter' | 'upgrade' | 'monster' | 'boss' | 'final';

function detail(id: string, kind: Kind, types: string[]): CardDetail {
  const names = (d: unknown) => (d as Record<string, { name?: string }>)[id]?.name ?? id;
  const text = (d: unknown, lang: TextLang) => cardText(id, cardTranslator(d as Record<string, unknown>, lang, 'cards-bloodborne'));
  const printing = { set: 'BBCG', setName: 'Bloodborne: El juego de cartas' };
  const name = { es: names(es), pl: names(pl) };
  return builtinCardDetail({ game: 'bloodborne', id, name, kind, types, text: { es: text(es, 'es'), pl: text(pl, 'pl') }, printing });
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
