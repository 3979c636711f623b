/**
 * Moments named by out-of-turn master cards (issue 19 item 19; vtes-es 1.6.2.4; vtes-pl "Karty spoza
 * tury"): cards whose data names a moment the general out-of-turn windows do not stand for (a
 * diablerie, a ready vampire of another Methuselah burned or sent to torpor, a Methuselah being ousted,
 * another's unlock phase, your own influence phase, a vampire moved out of your uncontrolled region)
 * are offered when that moment happens, and only then (queries.ts `outOfTurn`, `moment`).
 *
 * The window is a frame (`moment` record, under the manual operations and above the referendum): it
 * asks, in table order from the Methuselah named first below, every Methuselah holding a card for this
 * moment that it may play now (1.6.2.4: not in its own turn unless the card says so, no out-of-turn
 * card charged yet to its next master phase); a Methuselah without one is never asked. A card played
 * pays its cost, charges the next master phase and opens the manual window for its effect
 * (`playOutOfTurn`), then the next Methuselah is asked.
 *
 * When the window opens (the kernel's `settle` reads the events of each step, like the triggers of vocab/triggers.ts):
 * - diablerie: after the diablerie's steps (6.5.5), before the blood hunt referendum (6.5.6), which
 *   waits for the window (Subdued by the Blood: "before the blood hunt"); asked from the acting Methuselah;
 * - a ready vampire burned or sent to torpor: right after, asked from the acting Methuselah, never its
 *   controller (Leadership Vacuum: "controlled by another Methuselah"; only for a titled vampire);
 * - being ousted (9.1): before the ousting, while the Methuselah still has no pool, so that a card
 *   can keep it in the game (Extremis Boon: the one being ousted; Life Boon: the others); the ousting
 *   is checked again when the window closes;
 * - another's unlock phase (4): once its cards are unlocked, the other Methuselahs from its prey on;
 * - your influence phase (7): at its start, the acting Methuselah only;
 * - a vampire moved from your uncontrolled region (7): right after, the acting Methuselah only;
 * - a successful hunt (6.1.2): right after the blood is gained, the other Methuselahs from the hunter's
 *   prey on (Masquerade Endangered; the players take the blood back in the manual window);
 * - a strike's damage known (6.4.5), before prevention and damage (6.4.6): aggravated damage to a
 *   vampire (Rötschreck), an ally the damage would burn (Left for Dead); from the acting Methuselah on;
 * - a vampire about to enter combat (6.4): once the combat is set up, before its first round, the
 *   controllers of the vampires in it (The Diamond Thunderbolt; its other moment, a change of control,
 *   comes only from cards the players resolve, during another Methuselah's action or a referendum:
 *   queries.ts offers it in those windows, no longer in every combat round).
 * One window at a time: a moment happening while a window is open gets no window of its own.
 */
import type { Decision, SeatId } from '../../../engine/types';
import { MOMENT_OPTIONS, OUT_OF_TURN } from '../../../common/vtes-options';
import type { OotMoment } from '../schema/effects';
import { dec, logRef, opt, type Opt } from '../core/decision';
import { type Ev, isVampire, living, type MomentWin, type VtesState } from '../core/state';
import { titleOf } from '../core/held-titles';
import { defsIndex } from '../core/defs-index';
import { popFrame, pushFrame, setStep } from '../core/ops';
import { ootOptions, pollOrder } from '../core/steps';
import { playOotCard } from './oot-play';
import { checkOusting } from './turn';
import { outOfTurnOf } from '../schema/modes';
import { defsOf } from '../core/card-tables';

/** The moments the engine opens a window for (the others are asked in a wider window: queries.ts). */
export const ENGINE_MOMENTS: readonly OotMoment[] = [
  'diablerie',
  'burnedOrTorpor',
  'youOusted',
  'otherOusted',
  'otherUnlock',
  'yourInfluence',
  'uncontrolledMove',
  'controlChange',
  'hunt',
  'combatDamage',
  'allyBurned',
];

/** The out-of-turn cards `seat` may play now for the moment `kind` (other out-of-turn cards wait for their own windows). */
function cardsFor(s: VtesState, seat: SeatId, kind: OotMoment): Opt[] {
  return ootOptions(s, seat).filter((o) => {
    const x = OUT_OF_TURN.decode(o.id);
    const m = x && defsOf(s)[s.cards[x.card].cid].modes[Number(x.mode)];
    return outOfTurnOf(m)?.moment === kind;
  });
}

/** Options of `seat` in the window `w` (its out-of-turn cards for that moment), before it opens. */
function momentOptions(s: VtesState, w: MomentWin, seat: SeatId): Opt[] {
  // most hands hold no card for this moment: checked first, without the requirements
  const holds = s.seats[seat].zones.hand.some((h) => defsOf(s)[s.cards[h].cid].modes.some((m) => outOfTurnOf(m)?.moment === w.kind));
  if (!holds) return [];
  // the requirements are read with the window open for this Methuselah, then the state is put back
  const saved = s.moment;
  pushFrame(s, 'moment', { ...w, order: [seat] });
  const o = cardsFor(s, seat, w.kind);
  if (saved) pushFrame(s, 'moment', { ...saved, order: [...saved.order] });
  else popFrame(s, 'moment');
  return o;
}

/**
 * Opens the window of `kinds` (first one with a Methuselah to ask) with `order` as the table order:
 * only Methuselahs holding a card they may play for that moment stay in it. Returns whether it opened.
 */
function open(s: VtesState, kinds: readonly OotMoment[], order: SeatId[], extra: Partial<MomentWin> = {}): boolean {
  const named = defsIndex(s).moments;
  for (const kind of kinds) {
    if (!named.has(kind)) continue; // no card of this game names the moment
    const base: MomentWin = { kind, order: [], ...extra };
    const asked = order.filter((x) => momentOptions(s, base, x).length > 0);
    if (asked.length) {
      pushFrame(s, 'moment', { ...base, order: asked });
      return true;
    }
  }
  return false;
}

/** Reads the events from index `from` and opens the window of the first moment someone can answer. */
export function openMoments(s: VtesState, ev: Ev, from: number): void {
  if (!defsIndex(s).moments.size) return; // no card of this game names a moment
  for (let i = from; i < ev.length && !s.moment && s.phase !== 'over'; i++) {
    const e = ev[i];
    const p = (e.params ?? {}) as Record<string, unknown>;
    switch (e.type) {
      case 'vtes.diablerie':
        open(s, ['diablerie'], pollOrder(s, s.active));
        break;
      case 'vtes.burn':
      case 'vtes.torpor': {
        const v = String(p.uid);
        if (p.ready !== 1 || !s.cards[v] || !isVampire(s, v) || !titleOf(s, v)) break;
        const ctl = Number(p.ctl);
        open(
          s,
          ['burnedOrTorpor'],
          pollOrder(s, s.active).filter((x) => x !== ctl),
          { subject: ctl },
        );
        break;
      }
      case 'vtes.unlock': {
        const seat = Number(p.seat);
        open(
          s,
          ['otherUnlock'],
          pollOrder(s, seat).filter((x) => x !== seat),
          { subject: seat },
        );
        break;
      }
      case 'vtes.phase':
        if (p.phase === 'influence') open(s, ['yourInfluence'], [s.active], { subject: s.active });
        break;
      case 'vtes.hunt': {
        // 6.1.2: a hunt that gained no blood is not a successful hunt (LSJ 20050720-2)
        if (s.act?.actor === String(p.uid) && s.act.huntEmpty) break;
        const seat = s.cards[String(p.uid)].controller;
        open(
          s,
          ['hunt'],
          pollOrder(s, seat).filter((x) => x !== seat),
          { subject: seat },
        );
        break;
      }
      case 'vtes.strikesResolved': {
        // 6.4.5: the strikes are resolved and their damage is known, before prevention and damage
        // (6.4.6): Rötschreck (an opposing minion inflicts aggravated damage on a vampire, whether it
        // gets through or not) and Left for Dead (an ally that the damage would burn); the other
        // Methuselahs are asked from the acting one on; a card's effect (the combat ends...) is
        // applied in its manual window, and a combat ended there deals no more damage
        const c = s.combat;
        if (!c) break;
        const agg = c.damage.find((d) => d.agg > 0 && isVampire(s, d.uid));
        const ally = c.damage.find((d) => !isVampire(s, d.uid) && d.normal + d.agg >= s.cards[d.uid].blood);
        const hit = agg ?? ally;
        if (!hit) break;
        // the vampires about to take aggravated damage: a card played now goes on one of them (Rötschreck, RTR 19980623)
        const cards = agg ? c.damage.filter((d) => d.agg > 0 && isVampire(s, d.uid)).map((d) => d.uid) : undefined;
        open(s, agg ? ['combatDamage'] : ['allyBurned'], pollOrder(s, s.active), {
          subject: s.cards[hit.uid].controller,
          ...(cards ? { cards } : {}),
        });
        break;
      }
      case 'vtes.combat': {
        // The Diamond Thunderbolt's "about to enter combat": the combat is set up and no round has
        // started; the controllers of the vampires in it (6.4) are asked
        const c = s.combat;
        if (!c) break;
        const ctl = [c.a, c.b].filter((u) => isVampire(s, u)).map((u) => s.cards[u].controller);
        open(
          s,
          ['controlChange'],
          pollOrder(s, s.active).filter((x) => ctl.includes(x)),
        );
        break;
      }
      case 'vtes.influenced':
        open(s, ['uncontrolledMove'], [Number(p.seat)], { subject: Number(p.seat) });
        break;
    }
  }
}

/**
 * 9.1: before a Methuselah with no pool is ousted, the window of cards played "when you are being
 * ousted" (that Methuselah) or "to a Methuselah with no pool" (the others). Returns whether it opened
 * (the ousting then waits for the window to close).
 */
export function openOusting(s: VtesState): boolean {
  if (!defsIndex(s).moments.size) return false;
  const x = living(s).find((y) => s.seats[y].pool <= 0);
  if (x === undefined) return false;
  const order = pollOrder(s, s.active);
  return (
    open(s, ['youOusted'], [x], { subject: x, oust: true }) ||
    open(
      s,
      ['otherOusted'],
      order.filter((y) => y !== x),
      { subject: x, oust: true },
    )
  );
}

/** The question of the window: the first Methuselah to ask, its cards for this moment, or pass. */
export function momentDecision(s: VtesState): Decision | null {
  const w = s.moment!;
  const seat = w.order[0];
  if (seat === undefined || s.seats[seat].ousted) return null;
  const o = cardsFor(s, seat, w.kind);
  if (!o.length) return null;
  return dec(seat, 'moment', `moment_${w.kind}`, [...o, opt(MOMENT_OPTIONS.encode('ootpass', {}), 'noMore')], 'vtes-es:1.6.2.4', {
    who: logRef('opt.seat', { seat: (w.subject ?? seat) + 1 }),
    ...damageNamed(s, w, seat),
  });
}

/** The damage waiting on the vampire a card played now would go on (its player's own, or the first), for the bots. */
function damageNamed(
  s: VtesState,
  w: { readonly cards?: readonly string[] },
  seat: SeatId,
): { uid?: string; normal?: number; agg?: number } {
  const named = w.cards?.filter((u) => s.cards[u]);
  if (!named?.length) return {};
  const u = named.find((x) => s.cards[x].controller === seat) ?? named[0];
  const d = s.combat?.damage.find((x) => x.uid === u);
  return { uid: u, normal: d?.normal ?? 0, agg: d?.agg ?? 0 };
}

/** The answer: a card played out of turn (its cost, the debt, the manual window) or a pass; the next one is asked. */
export function handleMoment(s: VtesState, id: string, ev: Ev): void {
  const w = s.moment!;
  const seat = w.order[0];
  const o = OUT_OF_TURN.decode(id);
  setStep(s, 'moment', { order: w.order.slice(1) });
  if (o?.kind === 'oot') playOotCard(s, seat, o.card, Number(o.mode), ev);
  // a card that ended the combat before its damage closes the window: nobody else answers that damage (LSJ 19990217)
  if (w.kind === 'combatDamage' && (!s.combat || s.combat.finalRound)) setStep(s, 'moment', { order: [] });
}

/** Nobody left with a real choice: the next Methuselah, or the window closes (an ousting waiting for it is checked). */
export function momentAuto(s: VtesState, ev: Ev): void {
  const w = s.moment!;
  if (w.order.length > 1) {
    setStep(s, 'moment', { order: w.order.slice(1) });
    return;
  }
  popFrame(s, 'moment');
  if (!w.oust) return;
  // the one being ousted was asked first; while it still has no pool, the others are asked
  const x = w.subject!;
  if (
    w.kind === 'youOusted' &&
    s.seats[x].pool <= 0 &&
    open(
      s,
      ['otherOusted'],
      pollOrder(s, s.active).filter((y) => y !== x),
      { subject: x, oust: true },
    )
  )
    return;
  checkOusting(s, ev);
}
