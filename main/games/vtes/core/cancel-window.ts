/**
 * The "as it is played" window's reading of its cards (vtes-es 1.6.1.1, 1.6.3.7): what kinds a played card is, the
 * card answered now (the base or the last cancel of the chain), and whether a minion card's cancel condition fits it.
 * Read by core/queries.ts `inWindow`, rules/cancel.ts and the seat view.
 */
import type { SeatId } from '../../../engine/types';
import type { CancelCard, CancelWhat, Mode } from '../schema/effects';
import { discsOf, primsOf } from '../schema/modes';
import { effectWhere, isEffect, isPrim, primWhere } from '../schema/effect-query';
import { holds } from './params/cond';
import { capacityOf, defOf, isVampire, isWeaponOn, predatorOf, preyOf, type VtesState } from './state';

/** A card in the window: the card played (the base) or a card played to cancel the one below it. */
export interface Played {
  seat: SeatId;
  card: string;
  kind: 'master' | 'minion' | 'event';
  what: readonly string[];
  disc: readonly string[];
  by?: string;
  /** The base card's target minion (an action's), if it has one. */
  targetCard?: string;
}

/** What kinds a played card is, for cards that cancel only some kinds (1.6.3.7 reflex, reactions). */
export function playedWhat(s: VtesState, card: string, mi: number): { kind: Played['kind']; what: CancelWhat[]; disc: string[] } {
  const d = defOf(s, card);
  const m = d.modes[mi] ?? d.modes[0];
  const kind: Played['kind'] = d.types.includes('Master') ? 'master' : d.types.includes('Event') ? 'event' : 'minion';
  const what = new Set<CancelWhat>();
  if (kind === 'master') what.add('master');
  if (m) {
    if (['action', 'political', 'equip', 'retainer', 'ally', 'power'].includes(m.kind)) what.add('action');
    if (m.kind === 'modifier') what.add('modifier');
    if (m.kind === 'reaction') what.add('reaction');
    if (m.kind === 'combat') what.add('combat');
    if (m.effects.some(isEffect('strike'))) what.add('strike');
    if (m.effects.some(isEffect('frenzy'))) what.add('frenzy');
    // hand strikes only this round: a grapple (Immortal Grapple)
    if (m.effects.some(effectWhere('prims', (e) => e.do.some(primWhere('strikeOnly', (p) => p.kind === 'hand'))))) what.add('grapple');
    if (restrictsStrikes(s, card, m)) what.add('strikeLimit');
    // a card taking control of its target ("an effect that would change control": React with Conviction)
    if (m.effects.some(effectWhere('prims', (e) => e.do.some(isPrim('takeControl'))))) what.add('control');
  }
  for (const t of d.libKeywords ?? []) if (t !== 'strike' || m?.kind === 'combat') what.add(t);
  const disc = discsOf(m).map((r) => r.disc);
  return { kind, what: [...what], disc };
}

/**
 * A combat card restricting the opposing minion's choice of strikes this round (Groundfighting, LSJ 20050221, LSJ
 * 20050224-2): hand strikes only (a grapple), no strike cards, or no equipment while that minion has a weapon. Not a
 * card barring maneuvers, presses, additional strikes or every strike, nor one taking equipment.
 */
function restrictsStrikes(s: VtesState, card: string, m: Mode): boolean {
  const prims = primsOf(m.effects);
  if (prims.some(primWhere('strikeOnly', () => true)) || prims.some(primWhere('noStrikeCards', () => true))) return true;
  if (!prims.some(primWhere('noEquipment', (p) => p.who === 'opponent')) || !s.combat) return false;
  const seat = s.cards[card]?.controller;
  const opp = [s.combat.a, s.combat.b].find((x) => s.cards[x]?.controller !== seat);
  return !!opp && s.cards[opp].attached.some((x) => isWeaponOn(s, x));
}

export function cancelTop(s: VtesState): Played {
  const w = s.cancelWin!;
  const l = w.chain?.[w.chain.length - 1];
  if (l) return { seat: l.seat, card: l.card, kind: l.kind, what: l.what, disc: l.disc, by: l.by };
  return { seat: w.player, card: w.card, kind: w.kind, what: w.what ?? [], disc: w.disc ?? [], by: w.by, targetCard: w.targetCard };
}

/** A minion card's cancel condition against the card answered now (kind, discipline, age, opposing minion). */
export function cancelFits(s: VtesState, r: CancelCard, uid: string | null, seat: SeatId): boolean {
  if (!s.cancelWin || !uid) return false;
  const pick = cancelTop(s);
  if (pick.seat === seat) return false;
  if (!r.what.some((k) => k === 'library' || pick.what.includes(k))) return false;
  if (r.disc?.length && !r.disc.some((x) => pick.disc.includes(x))) return false;
  // 1.3: a card of the predator or the prey only; the minion playing it meeting a Condition (a monster, A.4)
  if (r.from === 'predatorOrPrey' && pick.seat !== predatorOf(s, seat) && pick.seat !== preyOf(s, seat)) return false;
  if (r.by && !(pick.by && s.cards[pick.by] && holds(s, r.by, { seat, actor: pick.by, it: pick.by }))) return false;
  if (
    r.younger &&
    (!pick.by || !s.cards[pick.by] || !isVampire(s, pick.by) || !isVampire(s, uid) || capacityOf(s, pick.by) >= capacityOf(s, uid))
  )
    return false;
  // a card aimed at the minion `uid`: an action or a control change whose target it is, or a card of the minion opposing it
  if (r.atBearer && !aimedAt(s, pick, uid)) return false;
  if (r.opposing || r.reflex) {
    const combat = s.combat;
    if (!combat || !pick.by || (uid !== combat.a && uid !== combat.b) || (uid === combat.a ? combat.b : combat.a) !== pick.by) return false;
  }
  return true;
}

/** Whether the played card aims at minion `u`: its target is `u` (an action, a control change), or its minion opposes `u` in combat. */
function aimedAt(s: VtesState, pick: Played, u: string): boolean {
  if (pick.targetCard === u && (pick.what.includes('action') || pick.what.includes('control'))) return true;
  const c = s.combat;
  if (!c || !pick.by || (u !== c.a && u !== c.b)) return false;
  return (u === c.a ? c.b : c.a) === pick.by && !pick.what.includes('action');
}
