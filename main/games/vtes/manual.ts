/**
 * Manual operations (vtes-es 1.4; issue #5 item 5): logged, undoable changes that the players make
 * for card text the engine does not run (blood, pool, lock, burn, draw; stealth, intercept, bleed,
 * votes, ending a combat in the current context).
 */
import type { Decision, SeatId } from '../../engine/types';
import { MANUAL_OPTIONS, PICK_OPTIONS } from '../../common/vtes-options';
import { dec, opt } from './decision';
import { cardName, isBleed } from './queries';
import { pushFrame, setGame } from './ops';
import { defOf, living, type VtesState } from './state';

export const MANUAL_OPS = ['bloodPlus', 'bloodMinus', 'poolPlus', 'poolMinus', 'lock', 'unlock', 'burnCard', 'draw'] as const;

/** Adjustments of the action, referendum or combat in progress (item 5). */
export const MANUAL_CONTEXT_OPS = [
  'stealthPlus',
  'interceptPlus',
  'bleedPlus',
  'bleedMinus',
  'votesFor',
  'votesAgainst',
  'endCombat',
] as const;

/** Whether `seat` controls an in-play card whose text is not (fully) automated: then manual operations are offered. */
export function manualCardsInPlay(s: VtesState, seat: SeatId): boolean {
  const z = s.seats[seat].zones;
  return [...z.ready, ...z.torpor, ...z.play].some(
    (u) => defOf(s, u).automation !== 'full' || s.cards[u].attached.some((x) => defOf(s, x).automation !== 'full'),
  );
}

export function openManual(s: VtesState, seat: SeatId): void {
  pushFrame(s, 'manualSeat', seat);
  setGame(s, { manualLeft: 12 });
}

export function manualDecision(s: VtesState): Decision | null {
  const seat = s.manualSeat!;
  if (s.manualLeft <= 0) return null;
  const o = MANUAL_OPS.map((x) => opt(MANUAL_OPTIONS.encode('op', { op: x }), `manualOp.${x}`));
  for (const x of MANUAL_CONTEXT_OPS) {
    if ((x === 'stealthPlus' || x === 'interceptPlus') && !(s.act && s.act.blocker)) continue;
    if ((x === 'bleedPlus' || x === 'bleedMinus') && !(s.act && isBleed(s, s.act) && !s.act.outcome)) continue;
    if ((x === 'votesFor' || x === 'votesAgainst') && !(s.ref && s.ref.step === 'polling')) continue;
    if (x === 'endCombat' && !s.combat) continue;
    o.push(opt(MANUAL_OPTIONS.encode('ctx', { op: x }), `manualOp.${x}`));
  }
  o.push(opt(MANUAL_OPTIONS.encode('done', {}), 'manualDone'));
  return dec(seat, 'manual', 'manual', o, 'vtes-es:1.4');
}

export function manualTargets(s: VtesState, op: string): { id: string; label: string; params?: Record<string, unknown> }[] {
  const inPlay = living(s).flatMap((x) => [...s.seats[x].zones.ready, ...s.seats[x].zones.torpor, ...s.seats[x].zones.play]);
  const withAtt = inPlay.flatMap((u) => [u, ...s.cards[u].attached]);
  const card = (u: string) => ({
    id: PICK_OPTIONS.encode('c', { card: u }),
    label: 'target',
    params: { uid: u, label: { name: cardName(s, u) } },
  });
  switch (op) {
    case 'bloodPlus':
      return inPlay.map(card);
    case 'bloodMinus':
      return withAtt.filter((u) => s.cards[u].blood > 0).map(card);
    case 'lock':
      return withAtt.filter((u) => !s.cards[u].locked).map(card);
    case 'unlock':
      return withAtt.filter((u) => s.cards[u].locked).map(card);
    case 'burnCard':
      return withAtt.map(card);
    case 'poolPlus':
    case 'poolMinus':
    case 'draw':
      return living(s).map((x) => ({
        id: PICK_OPTIONS.encode('s', { seat: x }),
        label: 'seat',
        params: { seat: x, label: { seat: x + 1 } },
      }));
  }
  return [];
}
