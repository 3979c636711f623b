/**
 * Why an attack a player expects is not offered (issue 34 §4): "No puedes atacar a Ana: tiene 2
 * Refugios y tu alcance es 1". Read from the checks the turn's options use (play.ts: attacks left,
 * targetable, shelters against reach; rulebook "Combate"), as data for the seat's own view
 * (I18nRef under table-nights:whyNot.*). Only on the seat's own turn, with an attack in hand.
 */
import type { I18nRef, SeatId } from '../../engine/types';
import { mainCard } from './cards';
import { alive, attacksAllowed, eventIs, reachOf, shelters } from './helpers';
import type { NightsState } from './state';

const why = (key: string, params: I18nRef['params'] = {}): I18nRef => ({ key: `table-nights:whyNot.${key}`, params });

export function whyNot(s: NightsState, seat: SeatId): I18nRef[] {
  const top = s.stack[s.stack.length - 1];
  if (s.result || !top || top.t !== 'turn' || top.seat !== seat || top.over) return [];
  const p = s.players[seat];
  if (!p.hand.some((c) => mainCard(c).effect.op === 'attack')) return [];
  const allowed = attacksAllowed(s, seat);
  if (p.attacksUsed >= allowed) return [why('noAttacksLeft', { n: allowed })];
  const reach = reachOf(s, seat);
  const out: I18nRef[] = [];
  for (let t = 0; t < s.n; t++) {
    if (t === seat || !alive(s, t)) continue;
    if (eventIs(s, 'truce') && s.players[t].regent) out.push(why('truce', { target: t }));
    else if (shelters(s, t) > reach) out.push(why(reach > 0 ? 'shelters' : 'sheltersBare', { target: t, n: shelters(s, t), reach }));
  }
  return out;
}
