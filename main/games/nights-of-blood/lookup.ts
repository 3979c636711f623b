/** Nights of Blood cards for the card lookup (CardDetail, game 'nights'), with Spanish texts. */
import { builtinCardDetail } from '../../cards/builtin-detail';
import type { CardDetail } from '../../cards/types';
import es from '../../../locales/es/cards-nights.json';
import { BLOODLINES, EVENTS, MAIN_DECK, POWERS } from './cards';
import { cardText, translator } from './text';

function detail(id: string, kind: string, types: string[], text: string, extra: Partial<CardDetail> = {}): CardDetail {
  const dict = es as unknown as Record<string, { name?: string }>;
  const printing = { set: 'NOB', setName: 'Nights of Blood' };
  return builtinCardDetail({ game: 'nights', id, name: dict[id]?.name ?? id, kind, types, text, printing, extra });
}

export function nightsCardsForLookup(): CardDetail[] {
  const t = translator(es as unknown as Record<string, unknown>);
  const out: CardDetail[] = [];
  for (const c of MAIN_DECK) out.push(detail(c.id, 'main-card', [c.kind], cardText(c.id, t)));
  for (const b of BLOODLINES) out.push(detail(b.id, 'bloodline', ['bloodline'], cardText(b.id, t)));
  for (const p of POWERS) out.push(detail(p.id, 'blood-power', ['blood-power'], cardText(p.id, t), { bloodCost: String(p.cost) }));
  for (const e of EVENTS) out.push(detail(e.id, 'event', ['event'], cardText(e.id, t)));
  return out;
}
