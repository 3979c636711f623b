/**
 * Blocks, reactions and action modifiers (vtes-es 6.2.2 "Resolver cualquier intento de bloqueo",
 * 1.6.3.2 action modifiers, 1.6.3.4 reactions; vtes-pl "Rozpatrzenie wszelkich prób zablokowania",
 * "Krycie i przechwytywanie", "Karty modyfikatorów akcji"): intercept, the order in which
 * Methuselahs react, the reactions and wake cards offered, playing a modifier or a reaction.
 */
import { playLabel } from '../vocab/mode-label';
import type { Decision, SeatId } from '../../../engine/types';
import type { Mode } from '../schema/effects';
import { type Handlers, runEffects } from '../schema/dispatch';
import { cancelOf, hasCondition, hasLimit, wakes, windowOf } from '../schema/modes';
import { anyTimeOptions, directedOptions } from '../vocab/abilities';
import { runPrimsIf } from '../vocab/primitives';
import { ACTION_OPTIONS as ids, PICK_OPTIONS } from '../../../common/vtes-options';
import { bankToCard, burnBlood, lock, markCard, markSeat, setStep, setTurn, unlock } from '../core/ops';
import { type ActionState, defOf, type Ev, living, predatorOf, seatAt, type Step, type VtesState } from '../core/state';
import { dec, opt, type Opt } from '../core/decision';
import { openManual } from '../core/manual';
import {
  blood,
  cardName,
  hasManualOnly,
  isBleed,
  liveMode,
  mayReact,
  payCost,
  playableModes,
  playFromHand,
  readyMinions,
  toAsh,
} from '../core/queries';
import { useInAction } from '../core/limits';
import { amountOf } from '../core/params/amount';
import { ootOptions, setPick } from '../core/steps';
import { cardModifierPlayed, cardsAnyTimeOptions } from '../cards';
import { effectWhere, isEffect } from '../schema/effect-query';

/**
 * Who may react (1.6.3.6, 6.2; vtes-pl "Karty reakcji"): ready unlocked (or woken) minions of every
 * Methuselah other than the acting one, whether the action is directed or not; each card's own
 * conditions (bleeding you, directed at you, your predator acting...) decide which cards apply.
 * Order (1.6.1.5): the target of a directed action first, then the others clockwise from the acting
 * Methuselah (vekn-current, undirected: prey, predator, then the others). Out-of-turn master cards
 * are offered in the same window (5).
 */
function reactOrder(s: VtesState, action: Step<ActionState>): SeatId[] {
  const out: SeatId[] = [];
  for (let k = 1; k < s.n; k++) {
    const x = s.seating ? seatAt(s, action.seat, k) : (action.seat + k) % s.n;
    if (!s.seats[x].ousted && !s.seats[x].withdrawn) out.push(x);
  }
  if (action.target !== undefined && action.target !== action.seat) return [action.target, ...out.filter((x) => x !== action.target)];
  // vtes-pl "Określanie kolejności": during an undirected action the prey, then the predator, then
  // the others clockwise (the 2018 book, 1.6.1.5, goes clockwise from the acting Methuselah)
  if (s.edition === 'vekn-current' && out.length > 2) {
    const pred = out[out.length - 1];
    return [out[0], pred, ...out.slice(1, -1)];
  }
  return out;
}

/** A card that cancels another card as it is played is offered only in that window (1.6.1.1). */
export function isCancelMode(m: Mode): boolean {
  return !!cancelOf(m);
}

/** Reaction cards minion `r` of seat `t` may play now in the reaction window (after blocks). */
function minionReactOptions(s: VtesState, action: Step<ActionState>, t: SeatId, r: string): Opt[] {
  const o: Opt[] = [];
  const bledYou = isBleed(s, action) && action.target === t;
  const free = mayReact(s, r, t);
  for (const h of s.seats[t].zones.hand) {
    const d = defOf(s, h);
    for (const mi of playableModes(s, h, r, t, ['reaction'])) {
      const m = d.modes[mi];
      if (isCancelMode(m)) continue;
      // a locked minion that is not woken plays only cards made for locked minions
      if (!free && !hasCondition(m, 'locked') && !hasCondition(m, 'lockedOk')) continue;
      // a card for the polling step waits for it
      if (windowOf(m).polling) continue;
      if (m.effects.some(isEffect('redirectBleed'))) {
        // "to your predator's predator": that Methuselah only (none left to choose with two Methuselahs)
        const only = m.effects.some(effectWhere('redirectBleed', (e) => e.to === 'predatorsPredator'))
          ? predatorOf(s, predatorOf(s, t))
          : undefined;
        for (const x of living(s))
          if (x !== action.seat && x !== t && (only === undefined || x === only))
            o.push(
              opt(
                ids.encode('redirect', { card: h, mode: mi, reactor: r, seat: x }),
                'redirect',
                { card: d.name, name: cardName(s, r), seat: x + 1 },
                { card: h, uid: r, seat: x },
              ),
            );
      } else if (m.effects.some(effectWhere('reduceBleed', (e) => !e.burnSelf))) {
        // "reduce a bleed against you": only the bled Methuselah; "against any Methuselah" (`anyTarget`): any reacting one
        if (bledYou || (isBleed(s, action) && m.effects.some(effectWhere('reduceBleed', (e) => e.anyTarget))))
          o.push(
            opt(
              ids.encode('reduce', { card: h, mode: mi, reactor: r }),
              'reduce',
              { card: d.name, name: cardName(s, r) },
              { card: h, uid: r },
            ),
          );
      } else if (hasManualOnly(m) && s.cards[r].zone === 'ready')
        o.push(
          opt(ids.encode('manualReact', { card: h, mode: mi, reactor: r }), 'reaction', playLabel(s, h, mi), { card: h, uid: r, mode: mi }),
        );
    }
  }
  // an ally that can burn itself to reduce a bleed against you (47th Street Royals): not a reaction card, so a locked ally may too
  if (
    bledYou &&
    s.cards[r].zone === 'ready' &&
    defOf(s, r)
      .modes.flatMap((m) => m.effects)
      .some(effectWhere('reduceBleed', (e) => e.burnSelf))
  )
    o.push(opt(ids.encode('burnself', { reactor: r }), 'reduceSelf', { name: cardName(s, r) }, { uid: r }));
  return o;
}

/** Wake cards a locked minion may play (glossary "Despertarse" / vtes-pl "Przebudzenie"). */
export function wakeModes(s: VtesState, action: Step<ActionState>, t: SeatId, r: string): [string, number][] {
  const out: [string, number][] = [];
  if (!s.cards[r].locked || action.woken.includes(r) || s.cards[r].zone !== 'ready') return out;
  for (const h of s.seats[t].zones.hand) {
    const d = defOf(s, h);
    for (const mi of playableModes(s, h, r, t, ['reaction'])) if (wakes(d.modes[mi])) out.push([h, mi]);
  }
  return out;
}

/** The state as if `r` were woken (to know whether waking it gives it a card to play). */
export function asWoken(s: VtesState, r: string): VtesState {
  return { ...s, act: s.act ? { ...s.act, woken: [...s.act.woken, r] } : s.act };
}

/** The state as if `r` were unlocked (to know whether unlocking it gives it a card to play). */
function asUnlocked(s: VtesState, r: string): VtesState {
  return { ...s, cards: { ...s.cards, [r]: { ...s.cards[r], locked: false } } };
}

function reactOptions(s: VtesState, action: Step<ActionState>, t: SeatId): Opt[] {
  const o: Opt[] = [];
  for (const r of readyMinions(s, t)) o.push(...minionReactOptions(s, action, t, r));
  // a card in play that can burn itself to reduce a bleed against you (Dummy Corporation)
  if (isBleed(s, action) && action.target === t)
    for (const u of s.seats[t].zones.play)
      if (!s.cards[u].contested && liveMode(s, u)?.effects.some(effectWhere('reduceBleed', (e) => e.burnSelf)))
        o.push(opt(ids.encode('burnself', { reactor: u }), 'reduceSelf', { name: cardName(s, u) }, { uid: u }));
  // a wake effect, offered when the woken minion would then have another reaction to play
  for (const r of readyMinions(s, t))
    for (const [h, mi] of wakeModes(s, action, t, r)) {
      const w = asWoken(s, r);
      if (minionReactOptions(w, w.act!, t, r).some((x) => x.params?.card !== h))
        o.push(
          opt(
            ids.encode('wakeReact', { card: h, mode: mi, reactor: r }),
            'wakeReact',
            { card: defOf(s, h).name, name: cardName(s, r) },
            { uid: r, card: h },
          ),
        );
    }
  // an unlock reaction (Guard Dogs, On the Qui Vive...) after the blocks: not a wake effect (glossary
  // "Despertarse"), but the unlocked minion may then play reactions; offered only when it would have one
  for (const r of readyMinions(s, t)) {
    if (!s.cards[r].locked || action.woken.includes(r)) continue;
    // the reactions `r` would have unlocked: worked out (on a copy of the state) only for a card in
    // hand that unlocks it, and once per minion
    let unlocked: Opt[] | undefined;
    for (const h of s.seats[t].zones.hand) {
      const d = defOf(s, h);
      for (const mi of playableModes(s, h, r, t, ['reaction'])) {
        const m = d.modes[mi];
        const un = m.effects.find(isEffect('unlockSelf')) as { bloodCost?: number } | undefined;
        if (!un || wakes(m) || windowOf(m).blocker === 'hasBlocked') continue;
        if (un.bloodCost && blood(s, r) < un.bloodCost) continue;
        unlocked ??= minionReactOptions(asUnlocked(s, r), action, t, r);
        if (unlocked.some((x) => x.params?.card !== h))
          o.push(
            opt(
              ids.encode('wakeReact', { card: h, mode: mi, reactor: r }),
              'unlockReact',
              { card: d.name, name: cardName(s, r) },
              { uid: r, card: h },
            ),
          );
      }
    }
  }
  o.push(...ootOptions(s, t));
  // abilities usable during an action directed at you (Underbridge Stray, not blocking: burn it to unlock a ready minion you control)
  o.push(...directedOptions(s, t, (f) => ids.encode('use', f), []));
  // cards usable at any time, e.g. Warsaw Station burned during a diablerie action against the Nosferatu (ANK 20220218)
  o.push(...cardsAnyTimeOptions(s, t, 'action'));
  // abilities usable whenever asked, also during another Methuselah's turn (Dreams of the Sphinx)
  o.push(...anyTimeOptions(s, t, (f) => ids.encode('use', f)));
  return o;
}

/**
 * The question of the reaction window: the first Methuselah in order who has not passed and has a
 * choice, with its options (built once: the seat is found by building them).
 */
export function reactWindowDecision(s: VtesState): Decision | null {
  const action = s.act!;
  for (const x of reactOrder(s, action)) {
    if (action.reactPassed.includes(x)) continue;
    const o = reactOptions(s, action, x);
    if (o.length > 0) return reactQuestion(s, action, x, o);
  }
  return null;
}

function reactQuestion(s: VtesState, action: Step<ActionState>, t: SeatId, o: Opt[]): Decision | null {
  if (!o.length) return null;
  o.push(opt(ids.encode('pass', {}), 'noMore'));
  if (isBleed(s, action) && action.target === t) return dec(t, 'bleedReaction', 'bleedReaction', o, 'vtes-es:6.2', { bleed: action.bleed });
  return dec(t, 'reaction', 'reaction', o, 'vtes-es:1.6.3.6');
}

/** What an action modifier's effects act on: the action, the played card, the X paid. */
interface ModifierCtx {
  s: VtesState;
  action: Step<ActionState>;
  card: string;
  x: number;
  ev: Ev;
  /** The minion playing it when it is not the acting one (`playedByOther`): the `minion` of its primitives. */
  payer?: string;
}

/** Effects of an action modifier as it is played (1.6.3.2), one handler per kind of the `modifier` site. */
const MODIFIER_EFFECTS: Handlers<'modifier', ModifierCtx> = {
  stealth: (e, { s, action }) => {
    setStep(s, 'act', { stealth: action.stealth + e.n });
  },
  endIfBlocked: (_e, { s }) => {
    setStep(s, 'act', { endIfBlocked: true });
  },
  bleedPlus: (e, { s, action, x }) => {
    if (e.if !== undefined) {
      // checked as the bleed resolves, against the target of that moment (a redirect may change it)
      setStep(s, 'act', { condBleed: [...(action.condBleed ?? []), { n: e.n === 'X' ? x : e.n, if: e.if }] });
      return;
    }
    setStep(s, 'act', { bleed: action.bleed + (e.n === 'X' ? x : e.n), ...(e.limited ? { bleedModded: true } : {}) });
  },
  card: (e, { s, action, card }) => {
    cardModifierPlayed(s, card, e, action);
  },
  bloodPerVoteMargin: (e, { s, action }) => {
    const margin = Math.max(0, action.refMargin ?? 0);
    const toPool = Math.min(e.toPool, margin);
    // Voter Captivation superior: "up to" toPool of that blood goes to the pool instead: the player picks how much
    if (toPool > 0)
      setPick(
        s,
        action.seat,
        'captivation',
        Array.from({ length: toPool + 1 }, (_, k) => ({
          id: PICK_OPTIONS.encode('k', { pool: toPool - k }),
          label: 'captivationPool',
          params: { n: toPool - k, label: { n: toPool - k, blood: margin - (toPool - k) } },
        })),
        { then: 'captivation', data: { margin, actor: action.actor } },
      );
    else bankToCard(s, action.actor, margin);
  },
  manual: (_e, { s, action }) => openManual(s, action.seat),
  // the acting Methuselah's modifier: its votes go for the referendum
  prims: (e, { s, action, card, ev, payer }) =>
    runPrimsIf(
      s,
      e,
      {
        seat: action.seat,
        source: card,
        minion: payer ?? action.actor,
        actor: action.actor,
        target: action.target,
        targetCard: action.targetCard,
        dir: 1,
      },
      ev,
    ),
};

/** What a reaction's effects act on: the action (if any), the card's id and uid, the reacting minion and its Methuselah. */
interface ReactionCtx {
  s: VtesState;
  action: Step<ActionState> | null;
  card: string;
  uid: string;
  minion: string;
  seat: SeatId;
  ev: Ev;
  /** The way the reacting vampire's votes go, for a reaction played in a referendum's polling step. */
  dir?: 1 | -1;
  /** The card the reaction was played on, chosen with it (a vampire made to abstain in the polling step). */
  target?: string;
}

/** Effects of a reaction as it is played (1.6.3.6), one handler per kind of the `reaction` site. */
const REACTION_EFFECTS: Handlers<'reaction', ReactionCtx> = {
  intercept: (e, { s, action, uid, minion, seat }) => {
    if (action) setStep(s, 'act', { intercept: action.intercept + amountOf(s, e.n, { seat, source: uid, minion }) });
  },
  unlockSelf: (e, { s, minion }) => {
    if (e.bloodCost) burnBlood(s, minion, e.bloodCost);
    unlock(s, minion);
  },
  // the block step makes the attempt once the card is played (rules/action.ts)
  blockAnySeat: () => {},
  redirectBleed: (e, { s, minion }) => {
    // the new target is chosen in the bleed window; the card's cost of locking is paid here
    if (e.lockSelf) lock(s, minion);
  },
  reduceBleed: (e, { s, action }) => {
    if (action) setStep(s, 'act', { bleed: e.toZero ? 0 : Math.max(0, action.bleed - e.n) });
  },
  manual: (_e, { s, seat }) => openManual(s, seat),
  prims: (e, { s, action, uid, minion, seat, ev, dir, target }) =>
    runPrimsIf(
      s,
      e,
      {
        seat,
        source: uid,
        minion,
        actor: action?.actor,
        target: action?.target,
        targetCard: target ?? action?.targetCard,
        ...(dir ? { dir } : {}),
      },
      ev,
    ),
};

export function playModifier(s: VtesState, h: string, mi: number, ev: Ev, x = 0, payer?: string): void {
  const action = s.act!;
  const d = defOf(s, h);
  const m = d.modes[mi];
  // 1.6.3.2: a minion plays a given action modifier once per action (another minion of the same Methuselah may play its own copy)
  useInAction(s, payer ?? action.actor, d, m);
  markNoReplace(s, m, action.seat);
  playFromHand(s, h, action.seat, ev, mi);
  markCard(s, h, { mode: mi });
  payCost(s, d, payer ?? action.actor, action.seat, ev, x);
  setStep(s, 'act', { mods: [...action.mods, h] });
  runEffects(MODIFIER_EFFECTS, m.effects, { s, action, card: h, x, ev, payer });
  ev.push({ type: 'vtes.modifier', params: { card: d.name, stealth: action.stealth, bleed: action.bleed }, rule: 'vtes-es:1.6.3.2' });
}

/**
 * "Do not replace until your next unlock phase" (1.6.1.2): the hand size is one less until then; marked
 * before the card leaves the hand. "Until after combat": one less while the combat lasts (its record),
 * drawn up as it ends (rules/strikes.ts `endCombat`). "Until your discard phase": one less until it starts
 * (rules/turn.ts `endTurnPhase`). "Until after this action": one less until the action ends, after its combats
 * and the cards played after its resolution (rules/resolution.ts `finishAction`; G00020: LSJ 20001120, LSJ 20101021).
 * "As long as this card is in play" (Dragonbound): one less while it is in play, its controller's (core/state.ts `handSize`).
 */
export function markNoReplace(s: VtesState, m: Mode, seat: SeatId): void {
  const combat = s.combat;
  if (combat && m.effects.some(effectWhere('noReplace', (e) => e.for === 'combat')))
    setStep(s, 'combat', { noReplace: { ...combat.noReplace, [seat]: (combat.noReplace?.[seat] ?? 0) + 1 } });
  else if (m.effects.some(effectWhere('noReplace', (e) => e.for === 'untilDiscard')))
    markSeat(s, seat, { noReplaceDiscard: (s.seats[seat].noReplaceDiscard ?? 0) + 1 });
  else if (m.effects.some(effectWhere('noReplace', (e) => e.for === 'action')))
    markSeat(s, seat, { noReplaceAction: (s.seats[seat].noReplaceAction ?? 0) + 1 });
  // "until after the current turn" (Sonar): one less for the rest of the turn, drawn up as the turn ends (rules/turn.ts)
  else if (m.effects.some(effectWhere('noReplace', (e) => e.for === 'turn'))) {
    const h = s.turnFlags.handSizeTurn;
    setTurn(s, { handSizeTurn: { ...(h ?? {}), [seat]: (h?.[seat] ?? 0) - 1 } });
  }
  // "as long as this card is in play": read by core/state.ts `handSize` from the card in play, nothing to mark
  else if (m.effects.some(effectWhere('noReplace', (e) => e.for === undefined || e.for === 'untilUnlock')))
    markSeat(s, seat, { noReplace: (s.seats[seat].noReplace ?? 0) + 1 });
}

export function playReaction(s: VtesState, h: string, mi: number, r: string, ev: Ev, dir?: 1 | -1, target?: string): void {
  const action = s.act;
  const seat = s.cards[r].controller;
  const d = defOf(s, h);
  const m = d.modes[mi];
  // 1.6.3.6: a minion plays a given reaction once per action
  useInAction(s, r, d, m);
  markNoReplace(s, m, seat);
  playFromHand(s, h, seat, ev);
  payCost(s, d, r, seat, ev);
  // once between unlock phases (On the Qui Vive): the minion remembers the card until its next unlock phase (turn.ts)
  if (hasLimit(m, 'untilUnlock')) markCard(s, r, { sinceUnlock: [...(s.cards[r].sinceUnlock ?? []), d.id] });
  runEffects(REACTION_EFFECTS, m.effects, {
    s,
    action,
    card: d.id,
    uid: h,
    minion: r,
    seat,
    ev,
    ...(dir ? { dir } : {}),
    ...(target ? { target } : {}),
  });
  if (s.cards[h].zone === 'limbo') toAsh(s, h);
  ev.push({
    type: 'vtes.reaction',
    params: { card: d.name, name: cardName(s, r), intercept: action?.intercept ?? 0, bleed: action?.bleed ?? 0 },
    rule: 'vtes-es:1.6.3.6',
  });
}
