/**
 * Contested cards (vtes-es 4.1 "Cartas disputadas"; vtes-pl "Sporne karty"): a unique card (every
 * vampire is one, and the base and advanced versions of a vampire are the same card, 7) put in play
 * while another Methuselah controls a copy contests every copy: they are turned face down and are out
 * of play (queries.ts `liveMode`, the ready minions and the actions skip them). In each of their unlock
 * phases, before anything else of theirs (after a card module's first question), the Methuselahs
 * holding a contested copy pay 1 pool per copy to keep contesting or yield it (burned); a copy whose
 * rivals have all yielded comes back face up at the start of its controller's next unlock phase.
 * Contested titles (4.2) are titles.ts's.
 */
import type { Decision } from '../../../engine/types';
import { UNLOCK_OPTIONS as ids } from '../../../common/vtes-options';
import { burnCard, burnPool, markCard } from './ops';
import { defOf, type Ev, type VtesState } from './state';
import { dec, opt, type Opt } from './decision';
import { cardName, copiesInPlay, copiesOwnedInPlay } from './queries';

/** 4.1: a unique card entering play while another Methuselah controls a copy: all copies are contested. */
export function checkCardContest(s: VtesState, uid: string, ev: Ev): void {
  const d = defOf(s, uid);
  // a crypt card that says it is not unique (Tupdog, The Horde) is never contested
  if (!(d.unique || d.kind === 'crypt') || d.traits?.includes('nonUnique')) return;
  const rivals = copiesInPlay(s, d.id).filter((x) => x !== uid && s.cards[x].controller !== s.cards[uid].controller);
  if (!rivals.length) return;
  // "cannot be contested: if a second copy would enter play, burn the first one in play instead" (Jimmy Dunn)
  if (d.traits?.includes('burnsFirst')) {
    for (const x of rivals) burnCard(s, x, ev, 'vtes-es:4.1');
    return;
  }
  for (const x of [uid, ...rivals]) markCard(s, x, { contested: true });
  ev.push({ type: 'vtes.cardContested', params: { card: d.name }, rule: 'vtes-es:4.1' });
}

/** 4.1: the acting Methuselah's contested copies not yet settled this unlock phase: pay 1 pool (while it has any) or yield each. */
export function contestDecision(s: VtesState): Decision | null {
  const active = s.active;
  const cards = copiesOwnedInPlay(s, active).filter((u) => s.cards[u].contested && s.cards[u].usedTurn !== s.turn);
  if (!cards.length) return null;
  const o: Opt[] = [];
  for (const u of cards) {
    if (s.seats[active].pool > 0)
      o.push(opt(ids.encode('contest', { card: u, choice: 'pay' }), 'contestPay', { card: cardName(s, u) }, { uid: u }));
    o.push(opt(ids.encode('contest', { card: u, choice: 'yield' }), 'contestYield', { card: cardName(s, u) }, { uid: u }));
  }
  return dec(active, 'unlock', 'contest', o, 'vtes-es:4.1');
}

/** 4.1: the answer for copy `card`: 1 pool paid (the last pool ousts, as any pool paid) or the copy yielded (burned). */
export function handleContest(s: VtesState, card: string, pay: boolean, ev: Ev): void {
  markCard(s, card, { usedTurn: s.turn });
  if (pay) {
    burnPool(s, s.active, 1);
    ev.push({ type: 'vtes.contestPay', params: { card: cardName(s, card) }, rule: 'vtes-es:4.1' });
  } else burnCard(s, card, ev, 'vtes-es:4.1');
}

/** 4.1: at the start of the acting Methuselah's unlock phase, a contested copy whose rivals have all yielded comes back face up. */
export function endContests(s: VtesState, ev: Ev): void {
  for (const u of copiesOwnedInPlay(s, s.active))
    if (s.cards[u].contested && !copiesInPlay(s, s.cards[u].cid).some((x) => x !== u && s.cards[x].contested)) {
      markCard(s, u, { contested: false });
      ev.push({ type: 'vtes.contestEnded', params: { card: cardName(s, u) }, rule: 'vtes-es:4.1' });
    }
}
