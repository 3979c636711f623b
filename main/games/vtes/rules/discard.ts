/**
 * The discard phase (vtes-es 8 "Fase de descarte"; vtes-pl "Faza odrzucania"): the discard phase
 * action and drawing back up.
 */
import type { Decision } from '../../../engine/types';
import { DISCARD_OPTIONS as ids } from '../../../common/vtes-options';
import { drawUp, markCard, markSeat, moveTo, setTurn, shuffleZone } from '../core/ops';
import { defOf, type Ev, type VtesState } from '../core/state';
import { dec, opt } from '../core/decision';
import { openManual } from '../core/manual';
import { cardName, meetsReqs, playFromHand } from '../core/queries';
import { endTurnPhase } from './turn';
import { markNoReplace } from './reactions';
import { phaseUseOptions, usePhaseAbility } from '../vocab/abilities';
import { runEnterTriggers } from '../vocab/triggers';
import { isEffect } from '../schema/effect-query';
import { discardedForUnlock } from '../vocab/prims/discard-actions';

export function discardDecision(s: VtesState): Decision | null {
  const active = s.active;
  // abilities usable "during your discard phase" (vocab/abilities.ts, window `discard`), with or without a discard left
  const uses = phaseUseOptions(s, 'discard', (f) => ids.encode('use', f));
  const hand = s.turnFlags.discards > 0 ? s.seats[active].zones.hand : [];
  // a ready vampire's text: the cards discarded this phase may go back into the library as it ends
  const back = !!s.turnFlags.phaseDiscards?.some((u) => s.cards[u].zone === 'ash') && discardsBack(s);
  if (!hand.length && !uses.length && !back) return null;
  const o = hand.map((h) => opt(ids.encode('discard', { card: h }), 'discard', { card: cardName(s, h) }, { card: h }));
  for (const h of hand) {
    const d = defOf(s, h);
    // 1.6.4: each event once per game (by any Methuselah), and only when its requirements hold (e.g. Gehenna events in play)
    if (
      d.types.includes('Event') &&
      !s.seats.some((x) => x.eventsPlayed.includes(d.id)) &&
      d.modes.some((m) => meetsReqs(s, d, m, null, active))
    )
      o.push(opt(ids.encode('event', { card: h }), 'playEvent', { card: d.name }, { card: h }));
  }
  o.push(...uses);
  if (back) o.push(opt(ids.encode('doneLibrary', {}), 'endPhaseLibrary'));
  o.push(opt(ids.encode('done', {}), 'endPhase'));
  return dec(active, 'discard', 'discard', o, 'vtes-es:8');
}

export function handleDiscard(s: VtesState, id: string, ev: Ev): void {
  const active = s.active;
  const o = ids.decode(id);
  if (!o) throw new Error(`vtes: discard phase option ${id}`);
  if (o.kind === 'done') return endTurnPhase(s, ev);
  if (o.kind === 'doneLibrary') {
    discardsToLibrary(s, ev);
    return endTurnPhase(s, ev);
  }
  if (o.kind === 'use') return usePhaseAbility(s, 'discard', o.card, Number(o.ability), o.minion, ev);
  setTurn(s, { discards: s.turnFlags.discards - 1 });
  const h = o.card;
  if (o.kind === 'event') {
    // 1.6.4: each event once per game, in play under its player's control; an automated event's records
    // (its triggers, its modifiers for everyone) act from now on, any other is resolved manually
    const d = defOf(s, h);
    markSeat(s, active, { eventsPlayed: [...s.seats[active].eventsPlayed, d.id] });
    const mi = d.modes.findIndex((m) => meetsReqs(s, d, m, null, active));
    const auto = d.automation === 'full' && mi >= 0 && !d.modes[mi].effects.some(isEffect('manual'));
    // 1.6.1.2: "do not replace until ..." is marked before the card leaves the hand (The Unmasking)
    if (auto) markNoReplace(s, d.modes[mi], active);
    playFromHand(s, h, active, ev);
    moveTo(s, h, 'play', active);
    if (!auto) return openManual(s, active);
    markCard(s, h, { mode: mi });
    runEnterTriggers(s, h, ev);
    return;
  }
  moveTo(s, h, 'ash', active);
  // kept only while a ready vampire's text may send them back (`discardsToLibrary`)
  if (discardsBack(s)) setTurn(s, { phaseDiscards: [...(s.turnFlags.phaseDiscards ?? []), h] });
  ev.push({ type: 'vtes.discard', params: { seat: active, card: cardName(s, h) }, rule: 'vtes-es:8', reveals: true });
  drawUp(s, active, ev);
  // a discard phase action promising an unlock for a card requiring an anarch (Powerbase: Los Angeles)
  if (s.turnFlags.discardUnlock) discardedForUnlock(s, h);
}

/** Whether a ready vampire of the acting Methuselah says its discard phase's discards may go back into the library (`discardsToLibrary`). */
function discardsBack(s: VtesState): boolean {
  return s.seats[s.active].zones.ready.some((u) => {
    const d = defOf(s, u);
    return (
      d.kind === 'crypt' &&
      !s.cards[u].contested &&
      d.modes.some((m) => m.kind === 'vampire' && m.effects.some(isEffect('discardsToLibrary')))
    );
  });
}

/** vtes-es 8: the cards discarded by this discard phase's actions, still in the ash heap, go into the library, then it is shuffled. */
function discardsToLibrary(s: VtesState, ev: Ev): void {
  const active = s.active;
  for (const u of s.turnFlags.phaseDiscards ?? [])
    if (s.cards[u].zone === 'ash' && s.seats[active].zones.ash.includes(u)) {
      moveTo(s, u, 'library', active);
      ev.push({ type: 'vtes.shuffledIn', params: { seat: active, card: cardName(s, u) }, rule: 'vtes-es:8' });
    }
  setTurn(s, { phaseDiscards: [] });
  shuffleZone(s, active, 'library');
}
