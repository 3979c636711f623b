/**
 * Red List and trophies (vtes-es 11 "Lista Roja", 1.6.2 item 3, 6.5.5 step 5; vtes-pl "Czerwona
 * Lista", "Karty mistrza", "Diabolizm"): the Red List minions a master phase action may mark, trophies
 * earned by burning one, the trophy search and the placing of trophies on the vampire.
 */
import type { SeatId } from '../../../engine/types';
import { PICK_OPTIONS } from '../../../common/vtes-options';
import { setGame } from './ops';
import { type Ev, isVampire, living, type Pick, type VtesState } from './state';
import { defsIndex } from './defs-index';
import { logRef } from './decision';
import { openManual } from './manual';
import { cardName, isRedList, other, readyMinions } from './queries';
import { pollOrder, setPick } from './steps';
import { defsOf } from './card-tables';

function isTrophy(s: VtesState, u: string): boolean {
  return !!defsOf(s)[s.cards[u].cid].trophy;
}

/** Ready Red List minions (of any Methuselah) not marked yet this turn. */
export function redListTargets(s: VtesState): string[] {
  if (!defsIndex(s).redList) return []; // no Red List card in this game
  const marked = s.turnFlags.redMarks ?? [];
  return living(s)
    .flatMap((x) => readyMinions(s, x))
    .filter((u) => isRedList(s, u) && !marked.includes(u));
}

/** Vampire `by` burned the Red List minion `victim`: its controller will be offered trophies (before any blood hunt). */
export function queueTrophies(s: VtesState, by: string, victim: string, ev: Ev, rule = 'vtes-es:11'): void {
  if (!isVampire(s, by) || (s.cards[by].zone !== 'ready' && s.cards[by].zone !== 'torpor')) return;
  ev.push({ type: 'vtes.redListBurned', params: { name: cardName(s, by), victim: cardName(s, victim) }, rule });
  setGame(s, { trophyQ: [...(s.trophyQ ?? []), by] });
}

/**
 * A Red List minion was just burned: by the opposing vampire when it was in combat, or by the acting
 * vampire of a successful directed action (a card's effect applied with the manual operations).
 */
export function redListBurned(s: VtesState, victim: string, ev: Ev): void {
  const combat = s.combat;
  const action = s.act;
  let by: string | undefined;
  if (combat && (victim === combat.a || victim === combat.b)) by = other(combat, victim);
  else if (
    !combat &&
    action &&
    action.outcome === 'success' &&
    action.target !== undefined &&
    action.target !== action.seat &&
    action.actor !== victim
  )
    by = action.actor;
  if (by) queueTrophies(s, by, victim, ev);
}

/** Starts the trophy steps of the queued vampires, one at a time, while no other small choice is pending. */
export function runTrophies(s: VtesState, ev: Ev): void {
  while (!s.pick && !s.cancelWin && s.trophyQ?.length) {
    const [v, ...rest] = s.trophyQ;
    setGame(s, { trophyQ: rest.length ? rest : undefined });
    trophySearch(s, v, ev);
  }
}

/** (a) one trophy from the controller's library, ash heap or hand (one option per card name and place), or none. */
function trophySearch(s: VtesState, v: string, ev: Ev): void {
  if (s.cards[v].zone !== 'ready' && s.cards[v].zone !== 'torpor') return;
  const seat = s.cards[v].controller;
  const z = s.seats[seat].zones;
  const options: Pick['options'] = [];
  for (const zone of ['library', 'ash', 'hand'] as const) {
    const seen = new Set<string>();
    for (const u of z[zone])
      if (isTrophy(s, u) && !seen.has(s.cards[u].cid)) {
        seen.add(s.cards[u].cid);
        const label = { card: cardName(s, u), zone: logRef(`zone.${zone}`) };
        // library cards are named by card id, never by instance (the library's order stays hidden)
        if (zone === 'library')
          options.push({ id: PICK_OPTIONS.encode('lib', { cid: s.cards[u].cid }), label: 'trophyTake', params: { uid: v, label } });
        else options.push({ id: PICK_OPTIONS.encode('t', { card: u }), label: 'trophyTake', params: { card: u, uid: v, label } });
      }
  }
  if (!options.length) return trophyPlace(s, v, [], false, ev);
  setPick(s, seat, 'trophySearch', [...options, { id: PICK_OPTIONS.encode('none', {}), label: 'noTrophy' }], {
    then: 'trophySearch',
    data: { v },
  });
}

/**
 * (b) each Methuselah with trophies in play not on a vampire, from the vampire's controller clockwise,
 * may put any of them on it, one at a time; then the manual window for the placed trophies' effects.
 */
export function trophyPlace(s: VtesState, v: string, done: readonly SeatId[], placed: boolean, ev: Ev): void {
  if (s.cards[v].zone !== 'ready' && s.cards[v].zone !== 'torpor') return;
  const seat = s.cards[v].controller;
  for (const x of pollOrder(s, seat)) {
    if (done.includes(x)) continue;
    const free = s.seats[x].zones.play.filter((u) => isTrophy(s, u) && !s.cards[u].contested);
    if (!free.length) continue;
    setPick(
      s,
      x,
      'trophyPlace', // placed on the trophy itself (the table lets the player click it); `vampire` names the receiver
      [
        ...free.map((u) => ({
          id: PICK_OPTIONS.encode('t', { card: u }),
          label: 'trophyPut',
          params: { card: u, vampire: v, label: { card: cardName(s, u), name: cardName(s, v) } },
        })),
        { id: PICK_OPTIONS.encode('done', {}), label: 'noMore' },
      ],
      { then: 'trophyPlace', data: { v, done: [...done], placed } },
    );
    return;
  }
  // what a trophy does once on a vampire is applied by its (new) controller with the manual operations
  if (placed) openManual(s, seat);
  void ev;
}
