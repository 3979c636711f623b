/** Vendetta cards for the card lookup (CardDetail, game 'vendetta'), named and described in Spanish and Polish. */
import { builtinCardDetail } from '../../cards/builtin-detail';
import type { CardDetail } from '../../cards/types';
import es from '../../../locales/es/cards-vendetta.json';
import pl from '../../../locales/pl/cards-vendetta.json';
import { ALLIES, CLAN_CARDS, LOCATION_CARDS, RELICS, VICTIMS } from './cards';
import { cardTranslator, type TextLang } from '../common/card-text';
import { cardText } from './text';

type Kind = 'clan-card' | 'ally' | 'victim' | 'location' | 'relic';

function detail(id: string, kind: Kind, types: string[], clans: string[], extra: Partial<CardDetail> = {}): CardDetail {
  const names = (d: unknown) => (d as Record<string, { name?: string }>)[id]?.name ?? id;
  const text = (d: unknown, lang: TextLang) => cardText(id, cardTranslator(d as Record<string, unknown>, lang, 'cards-vendetta'));
  const printing = { set: 'VTMV', setName: 'Vampire: The Masquerade – Vendetta' };
  return builtinCardDetail({
    game: 'vendetta',
    id,
    name: { es: names(es), pl: names(pl) },
    kind,
    types,
    clans,
    text: { es: text(es, 'es'), pl: text(pl, 'pl') },
    printing,
    extra,
  });
}

export function vendettaCardsForLookup(): CardDetail[] {
  const out: CardDetail[] = [];
  const clanName = (es as unknown as { clan: Record<string, string> }).clan;
  for (const c of CLAN_CARDS) out.push(detail(c.id, 'clan-card', [c.kind], [clanName[c.clan]], { capacity: c.power }));
  for (const a of ALLIES) out.push(detail(a.id, 'ally', [a.vampire ? 'vampire' : 'human'], []));
  for (const v of VICTIMS) out.push(detail(v.id, 'victim', ['victim'], []));
  for (const l of LOCATION_CARDS) out.push(detail(l.id, 'location', ['location'], []));
  for (const r of RELICS) out.push(detail(r.id, 'relic', ['relic'], []));
  return out;
}
