/**
 * Vendetta invariants checked by the fuzzers and tests: blood, influence and Diablerie conserved
 * with the supply, every alliance, clan, relic and location card exactly once, a decision with
 * options pending until the end.
 */
import { ALLIES, clanCardById, CLANS, DIABLERIE_ELIMINATES, LOCATION_CARDS, RELICS, SUPPLY, VICTIMS } from './cards';
import type { VendettaState } from './state';
import { decisions } from './options';

export function invariants(s: VendettaState): string[] {
  const bad: string[] = [];
  let blood = s.supply.blood;
  let infl = s.supply.influence;
  let dia = s.supply.diablerie;
  for (const p of s.players) {
    blood += p.blood;
    infl += p.influence;
    dia += p.diablerie;
    if (p.blood < 0 || p.influence < 0) bad.push('negative reserve');
    if (p.diablerieDown > p.diablerie) bad.push('diablerie flipped > owned');
    if (!p.eliminated && p.diablerie >= DIABLERIE_ELIMINATES) bad.push('third diablerie not eliminated');
  }
  for (const l of s.locs) for (const pos of l.pos) blood += pos.blood;
  if (blood !== SUPPLY.blood) bad.push(`blood ${blood} != ${SUPPLY.blood}`);
  if (infl !== SUPPLY.influence) bad.push(`influence ${infl} != ${SUPPLY.influence}`);
  if (dia !== SUPPLY.diablerie) bad.push(`diablerie ${dia} != ${SUPPLY.diablerie}`);
  if (s.supply.blood < 0 || s.supply.influence < 0 || s.supply.diablerie < 0) bad.push('negative supply');
  // alliance cards
  const seen = new Map<string, number>();
  const count = (ids: Iterable<string | null>) => {
    for (const id of ids) if (id) seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  count(s.allyDeck);
  count(s.victimDeck);
  count(s.outAllies);
  count(s.locs.map((l) => l.ally));
  for (const p of s.players) {
    count(p.alliance);
    count(p.drained);
  }
  if (seen.size !== ALLIES.length + VICTIMS.length || [...seen.values()].some((v) => v !== 1)) bad.push('alliance cards not conserved');
  // clan cards: every chosen clan has its 9 cards exactly once
  const clanSeen = new Map<string, number>();
  for (const p of s.players) for (const id of [...p.hand, ...p.deck, ...p.looking]) clanSeen.set(id, (clanSeen.get(id) ?? 0) + 1);
  for (const l of s.locs) for (const pos of l.pos) for (const c of pos.cards) clanSeen.set(c.id, (clanSeen.get(c.id) ?? 0) + 1);
  const chosen = s.players.filter((p) => p.clan).length;
  if (clanSeen.size !== chosen * 9 || [...clanSeen.values()].some((v) => v !== 1)) bad.push('clan cards not conserved');
  for (const p of s.players)
    if (p.clan) for (const id of p.hand) if (clanCardById.get(id)!.clan !== p.clan) bad.push('foreign card in hand');
  // clan sheets, relics, location cards
  if (s.clanOffer.length + s.boxClans.length + chosen !== CLANS.length) bad.push('clan sheets not conserved');
  const relics = s.relicOffer.length + s.boxRelics.length + s.players.filter((p) => p.relic).length;
  if (relics !== RELICS.length) bad.push('relics not conserved');
  if (s.config.locationCards) {
    const lc = s.boxLocationCards.length + s.locs.filter((l) => l.card).length;
    if (lc !== LOCATION_CARDS.length) bad.push('location cards not conserved');
  }
  if (!s.result && s.pending && decisions(s).some((d) => d.options.length === 0)) bad.push('decision without options');
  if (!s.result && !s.pending) bad.push('no decision before the end');
  return bad;
}
