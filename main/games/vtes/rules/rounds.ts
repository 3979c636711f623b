/**
 * Combat rounds (vtes-es 6.4.1 "Secuencia del combate", 6.4.2 "Determinar la distancia", 6.4.4
 * "Acoso"; vtes-pl "Kolejność walki", "Ustalanie zasięgu", "Nacisk", "Dodatkowe ciosy", "Koniec
 * rundy"): who is asked next, range, presses, additional strikes, a new round and the combat
 * frame's automatic progress.
 */
import type { Ev, VtesState } from '../core/state';
import { setStep } from '../core/ops';
import { other, statBonus } from '../core/queries';
import { applyNextDamage, combatEndsEarly, endCombat, resolveStrikes, resolveStrikesOf, unpreventable } from './strikes';
import { closeTorpor } from './torpor-window';
import { firstRoundManeuvers } from './combat-start';
import { addExtraStrike } from '../vocab/prims-combat';
import { runRoundEndTriggers } from '../vocab/triggers';
import { autoPressStep } from '../vocab/prims/auto-press';

/** In the windows where the acting minion goes first then the opponent. */
export function combatAdvanceAsker(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  if (combat.asker === combat.a) return setStep(s, 'combat', { asker: combat.b });
  setStep(s, 'combat', { asker: combat.a });
  // every round at one range (Neutral Guard [obe]): set again as each round reaches its range step
  if (combat.step === 'preRange' && combat.rangeEach && !combat.rangeSet) setStep(s, 'combat', { range: combat.rangeEach, rangeSet: true });
  if (combat.step === 'preRange' && (combat.nextClose || s.combat!.rangeSet)) {
    // Immortal Grapple superior: this round is at close range without a determine-range step; a card that set the
    // range before it was determined (vocab/prims/set-range.ts): this round is at that range
    setStep(s, 'combat', { nextClose: false, rangeSet: undefined, step: 'preStrike' });
    ev.push({ type: 'vtes.range', params: { range: combat.range }, rule: 'vtes-es:6.4.2' });
  } else if (combat.step === 'preRange') setStep(s, 'combat', { step: 'range', passes: 0, lastMove: null });
  else if (combat.step === 'preStrike') setStep(s, 'combat', { step: 'strikeA' });
  else if (combat.step === 'postStrike') resolveStrikes(s, ev);
  else if (combat.step === 'extra') startExtraStrikes(s, ev);
  else if (combat.step === 'endRound') {
    // the combatants' own end-of-round texts (vocab/triggers.ts: Ossian), with the round's records still there
    runRoundEndTriggers(s, combat.a, combat.b, ev);
    // vtes-pl "Kolejność walki": the round ends after the press step; a standing press to continue
    // starts the next round
    if (combat.finalRound || !combat.continues) return endCombat(s, ev);
    setStep(s, 'combat', { continues: false });
    newRound(s, ev);
  }
}

/**
 * Both strikes of the round are chosen: before they resolve, each combatant (the acting minion first) may
 * still play an untimed combat card (RTR 19960112: a card making the round's hand strikes aggravated).
 */
export function toPostStrike(s: VtesState): void {
  setStep(s, 'combat', { step: 'postStrike', asker: s.combat!.a });
}

/** After the strikes and their damage: the press step (vtes-pl "Kolejność walki" 6, vtes-es 6.4.4). */
function toPress(s: VtesState, ev: Ev): void {
  setStep(s, 'combat', { step: 'press', asker: s.combat!.a, passes: 0, lastMove: null });
  // the unpreventable damage of each press step (Drawing Out the Beast [ANI]: vocab/prims/press-damage.ts)
  for (const d of s.combat!.pressDamage ?? []) if (s.cards[d.uid].zone === 'ready') unpreventable(s, d.uid, d.n, ev);
  // a card in play pressing to continue by itself (Trap: vocab/prims/auto-press.ts)
  if (s.combat?.autoPress) autoPressStep(s, ev);
}

/** A Methuselah passes in a back-and-forth window (maneuvers, presses). */
export function combatPass(s: VtesState): void {
  setStep(s, 'combat', { passes: s.combat!.passes + 1 });
}

export function combatRangeNext(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  // the maneuver window ends when the side that must answer the last maneuver passes, or both pass
  if (combat.passes >= 2 || (combat.lastMove !== null && combat.asker !== combat.lastMove)) {
    setStep(s, 'combat', { step: 'preStrike', asker: combat.a });
    ev.push({ type: 'vtes.range', params: { range: combat.range }, rule: 'vtes-es:6.4.2' });
    return;
  }
  setStep(s, 'combat', { asker: other(combat, combat.asker) });
}

export function combatPressNext(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  if (
    combat.passes >= 2 ||
    // a press to continue by a card, no combatant's (Trap), is answered by either combatant: both pass
    (combat.lastMove !== null && combat.asker !== combat.lastMove && (combat.lastMove === combat.a || combat.lastMove === combat.b)) ||
    (combat.lastMove === null && combat.passes >= 1 && combat.pressBy !== undefined)
  ) {
    // then the end-of-round step (vtes-pl "Kolejność walki" 7); a press to continue that stands
    // means another round after it
    setStep(s, 'combat', { continues: combat.lastMove !== null, step: 'endRound', asker: combat.a });
    void ev;
    return;
  }
  setStep(s, 'combat', { asker: other(combat, combat.asker) });
}

/** The mark of an optional press "each combat" used in this combat (`usedCombat`). */
export const COMBAT_PRESS = 'combatPress';

/**
 * The optional presses `u` may still use this round (6.4.4): the round's own, then those "each combat" not used yet,
 * then those kept for the combat (`heldPresses`) that may do what the press would (`want`: continue or end the combat).
 */
export function pressesLeft(s: VtesState, u: string, want?: 'continue' | 'end'): number {
  const combat = s.combat!;
  const used = (combat.usedCombat[u] ?? []).filter((x) => x === COMBAT_PRESS).length;
  const held = (combat.heldPresses?.[u] ?? []).filter((x) => x === 'any' || !want || x === want).length;
  return (combat.optPresses[u] ?? 0) + Math.max(0, statBonus(s, 'combatPresses', u) - used) + held + (combat.flex?.[u] ?? 0);
}

/** Uses one optional press of `u` (6.4.4): the round's own first (they end with it), then one "each combat", then a kept one fitting `want` (a restricted one first). */
export function useOptPress(s: VtesState, u: string, want: 'continue' | 'end'): void {
  const combat = s.combat!;
  const used = (combat.usedCombat[u] ?? []).filter((x) => x === COMBAT_PRESS).length;
  if ((combat.optPresses[u] ?? 0) > 0) setStep(s, 'combat', { optPresses: { ...combat.optPresses, [u]: combat.optPresses[u] - 1 } });
  else if (statBonus(s, 'combatPresses', u) - used > 0)
    setStep(s, 'combat', { usedCombat: { ...combat.usedCombat, [u]: [...(combat.usedCombat[u] ?? []), COMBAT_PRESS] } });
  // one that could have been a maneuver (`flex`: Mind Tricks), before those kept for the rest of the combat
  else if ((combat.flex?.[u] ?? 0) > 0) setStep(s, 'combat', { flex: { ...combat.flex, [u]: combat.flex![u] - 1 } });
  else {
    const held = [...(combat.heldPresses?.[u] ?? [])];
    const i = held.indexOf(want) >= 0 ? held.indexOf(want) : held.indexOf('any');
    if (i >= 0) held.splice(i, 1);
    setStep(s, 'combat', { heldPresses: { ...combat.heldPresses, [u]: held } });
  }
}

function newRound(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  // the optional maneuvers of the first round only end with it (used ones first: they are alike)
  if (combat.round === 1) {
    const first = firstRoundManeuvers(s, combat.a, combat.b);
    if (Object.keys(first).length) {
      const left: Record<string, number> = { ...combat.optManeuvers };
      for (const [u, n] of Object.entries(first)) left[u] = Math.max(0, (left[u] ?? 0) - n);
      setStep(s, 'combat', { optManeuvers: left });
    }
  }
  setStep(s, 'combat', {
    round: combat.round + 1,
    step: 'preRange',
    asker: combat.a,
    range: 'close',
    strikes: {},
    extraLeft: {},
    extraSource: {},
    handOnly: false,
    usedRound: {},
    lostBlood: {},
    passes: 0,
    lastMove: null,
    pressBy: undefined,
    extraAsked: false,
    stolen: undefined,
    ootAsked: undefined,
    byAsked: undefined,
    endAfter: undefined,
    recoil: undefined,
    // optional presses are for the round they were gained in (TOM 19960521)
    optPresses: {},
    rangeSet: undefined,
  });
  // the optional maneuvers promised for this round ("if another round of combat occurs": Telepathic Tracking)
  if (combat.nextManeuvers) {
    const left: Record<string, number> = { ...s.combat!.optManeuvers };
    for (const [u, n] of Object.entries(combat.nextManeuvers)) left[u] = (left[u] ?? 0) + n;
    setStep(s, 'combat', { optManeuvers: left, nextManeuvers: undefined });
  }
  ev.push({ type: 'vtes.round', params: { round: combat.round }, rule: 'vtes-es:6.4.1' });
  // Immortal Grapple superior (combat.nextClose): only the determination of range is skipped; the
  // "before range" window still opens (RTR 19970630, ANK 20180720), see combatAdvanceAsker
}

/**
 * 6.4.3: a combatant's own additional strikes each round ("gets an additional strike (limited) each
 * round": the stat `roundStrikes` of its text or its cards), given once the first strikes of the round
 * have resolved, without asking (mandatory: PIB 20121028), unless it already used its one source of
 * limited additional strikes this round.
 */
function ownExtraStrikes(s: VtesState): void {
  const combat = s.combat!;
  for (const u of [combat.a, combat.b]) {
    if (s.combat!.extraSource[u]) continue;
    const n = statBonus(s, 'roundStrikes', u);
    for (let i = 0; i < n; i++) addExtraStrike(s, u, true);
  }
}

function startExtraStrikes(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  if ((combat.extraLeft[combat.a] ?? 0) > 0) setStep(s, 'combat', { step: 'extraStrike', asker: combat.a, strikes: {} });
  else if ((combat.extraLeft[combat.b] ?? 0) > 0) setStep(s, 'combat', { step: 'extraStrike', asker: combat.b, strikes: {} });
  else toPress(s, ev);
  void ev;
}

export function combatAuto(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  // a going to torpor nobody answered (rules/torpor-window.ts)
  if (combat.torpor) return closeTorpor(s, ev);
  // combat ends at once when a combatant is no longer ready (6.4.3)
  if (combat.ended || s.cards[combat.a].zone !== 'ready' || s.cards[combat.b].zone !== 'ready') {
    if (combat.step === 'prevent' && combat.damage.length && s.cards[combat.damage[0].uid].zone === 'ready' && !combat.ended)
      return applyNextDamage(s, ev);
    if (combat.finalRound && combat.step === 'endRound') return combatAdvanceAsker(s, ev);
    return combatEndsEarly(s, ev);
  }
  switch (combat.step) {
    case 'preRange':
    case 'preStrike':
    case 'postStrike':
    case 'extra':
    case 'endRound':
      return combatAdvanceAsker(s, ev);
    case 'range':
      combatPass(s);
      return combatRangeNext(s, ev);
    case 'prevent': {
      if (combat.damage.length) return applyNextDamage(s, ev);
      // a strike ending the combat once resolved (Anesthetic Touch): after its damage, before any other strike
      if (combat.endsAfterDamage) {
        ev.push({ type: 'vtes.combatEnds', params: {}, rule: 'vtes-es:6.4.5' });
        return combatEndsEarly(s, ev);
      }
      if (combat.deferred) {
        const u = combat.deferred;
        setStep(s, 'combat', { deferred: undefined });
        resolveStrikesOf(s, [u], true, ev);
        return;
      }
      // after the first pair: additional strikes; after extra strikes: more extra strikes or end of round
      const hadExtra = Object.values(combat.extraLeft).some((n) => n > 0);
      if (Object.keys(combat.strikes).length && combat.round > 0 && !hadExtra && !combat.extraAsked) {
        ownExtraStrikes(s);
        setStep(s, 'combat', { extraAsked: true, step: 'extra', asker: combat.a });
      } else if (hadExtra) startExtraStrikes(s, ev);
      else toPress(s, ev);
      return;
    }
    case 'press':
      combatPass(s);
      return combatPressNext(s, ev);
    case 'strikeA':
      // strike already chosen during range determination
      setStep(s, 'combat', { step: 'strikeB', asker: combat.b });
      return;
    case 'strikeB':
      return toPostStrike(s);
    default:
      return;
  }
}
