/** Nights of Blood cards for the card lookup (CardDetail, game 'nights'), named and described in Spanish and Polish. */
import { builtinCardDetail } from '../../cards/builtin-detail';
import type { CardDetail } from '../../cards/types';
import es from '../../../locales/es/cards-nights.json';
import pl from '../../../locales/pl/cards-nights.json';
import { BLOODLINES, EVENTS, MAIN_DECK, POWERS } from './cards';
import { cardTranslator } from '../common/card-text';
import { cardText } from './text';

const TR = {
  es: cardTranslator(es as unknown as Record<string, unknown>, 'es', 'cards-nights'),
  pl: cardTranslator(pl as unknown as Record<string, unknown>, 'pl', 'cards-nights'),
};

function detail(id: string, kind: string, types: string[], extra: Partial<CardDetail> = {}): CardDetail {
  const names = (d: unknown) => (d as Record<string, { name?: string }>)[id]?.name ?? id;
  const printing = { set: 'NOB', setName: 'Nights of Blood' };
  const text = { es: cardText(id, TR.es), pl: cardText(id, TR.pl) };
  return builtinCardDetail({ game: 'nights', id, name: { es: names(es), pl: names(pl) }, kind, types, text, printing, extra });
}

export function nightsCardsForLookup(): CardDetail[] {
  const out: CardDetail[] = [];
  for (const c of MAIN_DECK) out.push(detail(c.id, 'main-card', [c.kind]));
  for (const b of BLOODLINES) out.push(detail(b.id, 'bloodline', ['bloodline']));
  for (const p of POWERS) out.push(detail(p.id, 'blood-power', ['blood-power'], { bloodCost: String(p.cost) }));
  for (const e of EVENTS) out.push(detail(e.id, 'event', ['event']));
  return out;
}
