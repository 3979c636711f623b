/**
 * Why an option a player expects is not offered (issue 34 §4): "Ariane está girada: no puede
 * actuar", "Bartek no puede bloquear: la acción va dirigida contra Ana". Read from the same
 * legality checks the decisions use (minion.ts canAct / actionOptions, action.ts block step),
 * as data (I18nRef under table-vtes:whyNot.*) for the seat's own view: it names only the seat's own
 * minions and what the table shows everyone.
 */
import type { I18nRef, SeatId } from '../../../engine/types';
import { heldInTorpor } from '../cards/index';
import { actBarred, blockBarred, hasMark } from '../core/marks';
import { blockRestricted } from '../vocab/prims/not-blocked-by';
import { cardName, lockedOrWoken, readyMinions } from '../core/queries';
import { isVampire, predatorOf, preyOf, type VtesState } from '../core/state';

const why = (key: string, params: Record<string, unknown>): I18nRef => ({
  key: `table-vtes:whyNot.${key}`,
  params: params as I18nRef['params'],
});

/** The reasons, for `seat`, why options it may expect now are missing (empty when nothing is). */
export function whyNot(s: VtesState, seat: SeatId): I18nRef[] {
  if (s.phase === 'over' || s.seats[seat]?.ousted) return [];
  if (s.act && s.act.step === 'block') return blockReasons(s, seat);
  if (s.phase === 'minion' && !s.act && !s.combat && !s.ref && !s.pick && seat === s.active) return minionReasons(s, seat);
  return [];
}

/** 6.1: the seat's minions that take no action now, each with its reason. */
function minionReasons(s: VtesState, seat: SeatId): I18nRef[] {
  const out: I18nRef[] = [];
  const z = s.seats[seat].zones;
  for (const u of [...z.ready, ...z.torpor]) {
    const c = s.cards[u];
    const name = cardName(s, u);
    if (c.contested) out.push(why('contested', { name }));
    else if (actBarred(s, u)) out.push(why('cannotAct', { name }));
    else if (c.zone === 'torpor') {
      if (!isVampire(s, u)) continue;
      if (heldInTorpor(s, u)) out.push(why('heldInTorpor', { name }));
      else if (c.blood < 2) out.push(why('torporBlood', { name }));
    } else if (c.locked) out.push(why('locked', { name }));
    else if ((c.actFrom ?? 0) > s.turn) out.push(why('justRecruited', { name }));
    else {
      if (s.turnFlags.bled.includes(u)) out.push(why('bled', { name }));
      if (s.turnFlags.political.includes(u)) out.push(why('political', { name }));
    }
  }
  return out;
}

/** 6.2.2.1: who may block the action on the table, and which of the seat's minions cannot. */
function blockReasons(s: VtesState, seat: SeatId): I18nRef[] {
  const action = s.act!;
  const actor = cardName(s, action.actor);
  if (action.seat === seat) return [];
  if (!action.blockSeats.includes(seat)) {
    const directed = action.target !== undefined && action.target !== action.seat;
    return [
      directed
        ? why('notTarget', { actor, target: action.target })
        : why('notPreyNorPredator', { actor, preySeat: preyOf(s, action.seat), predatorSeat: predatorOf(s, action.seat) }),
    ];
  }
  const out: I18nRef[] = [];
  for (const b of readyMinions(s, seat)) {
    const name = cardName(s, b);
    if (hasMark(s, b, 'cannotBlock')) out.push(why('cannotBlock', { name }));
    else if (blockBarred(s, b, action.actor) || blockRestricted(s, b)) out.push(why('unblockable', { name, actor }));
    else if (action.noVampireBlock && isVampire(s, b)) out.push(why('noVampireBlock', { name, actor }));
    else if (!lockedOrWoken(s, b)) out.push(why('lockedBlock', { name }));
    else if (action.failed.includes(b)) out.push(why('triedBlock', { name }));
  }
  return out;
}
