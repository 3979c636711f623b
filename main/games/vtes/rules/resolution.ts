/**
 * Resolving an action (vtes-es 6.2.3 "Resolver la acción", 6.1.1-6.1.7; vtes-pl "Rozpatrzenie akcji",
 * "Drenowanie", "Polowanie", "Ekwipowanie", "Zatrudnienie sługi", "Pozyskanie sprzymierzeńca"): a block
 * and the combat it starts, a successful action and its effects (bleed, hunt, equip, employ, recruit,
 * action cards, referendums), the end of the action.
 */
import { actionDeed, cardDeed } from '../core/deeds';
import { expireMarks } from '../core/marks';
import { PICK_OPTIONS } from '../../../common/vtes-options';
import type { Effect, Mode } from '../schema/effects';
import { type Handlers, runEffects } from '../schema/dispatch';
import {
  attach,
  bankToCard,
  burnBlood,
  burnCard,
  burnPool,
  cardToBank,
  drawUp,
  lock,
  loseLife,
  markCard,
  markSeat,
  moveTo,
  popFrame,
  setEdge,
  setStep,
  shuffleZone,
  unlock,
} from '../core/ops';
import { type ActionState, defOf, type Ev, isVampire, type Step, type VtesState } from '../core/state';
import { checkTitleContest, placeTitleCard } from '../core/titles';
import { openManual } from '../core/manual';
import { blood, bleedCapOf, cardName, payCost, readyMinions, rescuePrice, statBonus, toAsh } from '../core/queries';
import { burnIncapacitated, retaliation } from './imbued';
import { checkCardContest } from '../core/contests';
import { blockSetsClose, blockSparesLock, failedBlockLocks } from '../core/block-rules';
import { anarchCost } from './announce';
import { payActionSurcharge } from './action-cost';
import { startCombat } from './combat';
import { diablerie } from './diablerie';
import { startReferendum } from './politics';
import { pollOrder, setPick } from '../core/steps';
import { runBlockTriggers, runEnterTriggers } from '../vocab/triggers';
import { askKeptChoice } from '../vocab/kept-choice';
import { runPrims, runPrimsIf } from '../vocab/primitives';
import { applyDamage } from './strikes';
import { cardActionCardResolved, cardsActionEnd, cardsBleedBonus, cardsBleedReplaced } from '../cards';
import { isEffect, isKind } from '../schema/effect-query';
import { resolveOffer } from '../vocab/offers';
import { holds, mentions } from '../core/params/cond';
import type { Cond } from '../schema/schema-params';
import { stampNow } from '../core/params/duration';
import { cardBlocked } from './card-block';
import { attachBlocked } from '../vocab/prims/attach';

/** 6.2.3: the blocker and the acting minion enter combat. */
export function blockCombat(s: VtesState, ev: Ev): void {
  const action = s.act!;
  const b = action.blocker!;
  // vtes-es:11 Esclavo: before the combat, the blocked vampire's controller may lock a slave of its clan instead
  if (!action.slaveAsked && s.cards[b].zone === 'ready' && s.cards[action.actor].zone === 'ready') {
    setStep(s, 'act', { slaveAsked: true });
    const slaves = slavesFor(s, action.actor);
    if (slaves.length) {
      setPick(
        s,
        action.seat,
        'slaveSwap',
        [
          ...slaves.map((x) => ({
            id: PICK_OPTIONS.encode('slave', { minion: x }),
            label: 'slaveSwap',
            params: { uid: x, label: { name: cardName(s, x), actor: cardName(s, action.actor) } },
          })),
          { id: PICK_OPTIONS.encode('pass', {}), label: 'slaveKeep' },
        ],
        { then: 'slaveSwap', data: {} },
      );
      return;
    }
  }
  // the blocker's "after block resolution" cards (Cats' Guidance) are offered once the combat is over
  setStep(s, 'act', { combatDone: true });
  if (s.cards[b].zone !== 'ready' || s.cards[action.actor].zone !== 'ready') return;
  startCombat(s, action.actor, b, ev);
  // 6.4.2: the blocker's own rule sets the first round at close range (Asanbonsam Ghoul)
  // a card of the action setting the range of the block's combat (Squirrel Balance, Neutral Guard): the first
  // effect setting it has priority over the blocker's own (PIB 20120214)
  if (action.blockRange)
    setStep(s, 'combat', {
      range: action.blockRange.range,
      rangeSet: true,
      ...(action.blockRange.each ? { rangeEach: action.blockRange.range } : {}),
    });
  else if (blockSetsClose(s, b, action.actor)) setStep(s, 'combat', { nextClose: true });
  const combat = s.combat!;
  // optional maneuvers from reactions of the blocker (Guard Dogs, Instinctive Reaction superior)
  if (action.maneuvers?.[b]) setStep(s, 'combat', { optManeuvers: { ...combat.optManeuvers, [b]: action.maneuvers[b] } });
  // and from the acting minion's modifiers "if this action is blocked" (Smoke and Mirrors [chi]), beside its own
  const a = action.actor;
  if (action.maneuvers?.[a])
    setStep(s, 'combat', { optManeuvers: { ...s.combat!.optManeuvers, [a]: (s.combat!.optManeuvers[a] ?? 0) + action.maneuvers[a] } });
  // optional presses (or maneuvers or presses) for the combat from the cards played during the action (Rat's Warning
  // superior, Mind Tricks superior): each used once, in any round
  for (const u of [a, b]) {
    if (action.flex?.[u]) setStep(s, 'combat', { flex: { ...s.combat!.flex, [u]: (s.combat!.flex?.[u] ?? 0) + action.flex[u] } });
    // prevention for the whole combat of the block, any round (Beast Meld [ani][pro])
    if (action.guardsCombat?.[u]) setStep(s, 'combat', { guardPool: { ...s.combat!.guardPool, [u]: action.guardsCombat[u] } });
    const n = action.presses?.[u] ?? 0;
    if (n) {
      const held = s.combat!.heldPresses?.[u] ?? [];
      setStep(s, 'combat', {
        heldPresses: { ...s.combat!.heldPresses, [u]: [...held, ...Array.from({ length: n }, () => 'any' as const)] },
      });
    }
  }
  // prevention from the reactions of the blocker for the first round (Precognition superior)
  const g = action.guards?.[b];
  if (g)
    setStep(s, 'combat', { guard: [...(s.combat!.guard ?? []), { uid: b, n: g, for: 'round', at: stampNow(s, s.cards[b].controller) }] });
  blockCombatRiders(s, action, [a, b]);
  // the action card's primitives under a Condition that holds as it is blocked (Show of Force: strength this combat)
  const card = action.card;
  if (!card) return;
  const ctx = { seat: action.seat, source: card, minion: a, actor: a, target: action.target, targetCard: action.targetCard };
  for (const e of defOf(s, card).modes[action.mode ?? 0]?.effects ?? [])
    if (isKind(e, 'prims') && mentions(e.if, 'blocked')) runPrimsIf(s, e, ctx, ev);
}

/**
 * What the action's cards said of the combat of its block, given to it as it starts (only to it: LSJ
 * 20010813): the combatants of `who` that cannot use equipment there (`noEquipment`), all damage to
 * vampires aggravated (`aggCombat`, whoever played it), the strikes given to the combatants (`grantStrike`).
 */
function blockCombatRiders(s: VtesState, action: Step<ActionState>, who: string[]): void {
  const noEquip = who.filter((u) => action.noEquip?.includes(u));
  if (noEquip.length) setStep(s, 'combat', { noEquip });
  if (action.aggCombat) setStep(s, 'combat', { aggAll: true });
  const granted = (action.granted ?? []).filter((g) => who.includes(g.uid));
  if (granted.length) setStep(s, 'combat', { granted });
}

/**
 * After the combat of a block (and the blocker's "after block resolution" cards): the action continues
 * as if unblocked when a strike card said so and the acting minion is still ready (vtes-es 6.2.2). The
 * blocker stays locked; the modifiers and reactions played stay in effect (RTR 19941109); the
 * Methuselahs who declined to block are not asked again, the next ones are (ANK 20190116); the action
 * card comes back from the ash heap to limbo, and if it is no longer there the action cannot go on
 * (LSJ 20070808-1). Else the action ends.
 */
export function afterBlockCombat(s: VtesState, ev: Ev): void {
  const action = s.act!;
  const card = action.card;
  const go = action.continueUnblocked;
  const cardBack = !card || s.cards[card].zone === 'ash' || s.cards[card].zone === 'limbo';
  if (!go || s.cards[action.actor].zone !== 'ready' || !cardBack || blood(s, action.actor) < (go.cost ?? 0)) {
    setStep(s, 'act', { step: 'after', continueUnblocked: undefined });
    return;
  }
  // a cost to pay: the acting Methuselah chooses (rules/picks.ts answers with continueBlocked or stops)
  if (go.cost) {
    const params = { name: cardName(s, action.actor), n: go.cost };
    setPick(
      s,
      action.seat,
      'continueUnblocked',
      [
        { id: PICK_OPTIONS.encode('goOn', {}), label: 'continueUnblocked', params },
        { id: PICK_OPTIONS.encode('pass', {}), label: 'continueStop' },
      ],
      { then: 'continueUnblocked', data: {} },
    );
    return;
  }
  continueBlocked(s, ev);
}

/** The blocked action goes on as if unblocked (afterBlockCombat), its cost paid. */
export function continueBlocked(s: VtesState, ev: Ev): void {
  const action = s.act!;
  const go = action.continueUnblocked ?? {};
  if (go.cost) burnBlood(s, action.actor, go.cost);
  const card = action.card;
  if (card && s.cards[card].zone === 'ash') moveTo(s, card, 'limbo', action.seat);
  // the blocker (locked, or woken) cannot block this action again
  setStep(s, 'act', {
    outcome: undefined,
    blocker: undefined,
    intercept: 0,
    stealth: action.stealth + (go.stealth ?? 0),
    combatDone: undefined,
    slaveAsked: undefined,
    continueUnblocked: undefined,
    // the blocker's Methuselah has not declined: its other minions may try
    barred: [...(action.barred ?? []), action.blocker!],
    step: 'block',
  });
  ev.push({ type: 'vtes.continueUnblocked', params: { uid: action.actor, name: cardName(s, action.actor) }, rule: 'vtes-es:6.2.2' });
}

/** Ready unlocked slaves (imported, vtes-es:11) of the blocked vampire's clan controlled by its Methuselah. */
function slavesFor(s: VtesState, actor: string): string[] {
  if (!isVampire(s, actor)) return [];
  const clans = defOf(s, actor).clan;
  return readyMinions(s, s.cards[actor].controller).filter(
    (x) => x !== actor && !s.cards[x].locked && !!defOf(s, x).slaveOf && clans.includes(defOf(s, x).slaveOf!),
  );
}

/** vtes-es:11 Esclavo: lock the slave, cancel the combat, unlock the acting vampire; the slave fights the blocker. */
export function slaveSwap(s: VtesState, slave: string, ev: Ev): void {
  const action = s.act!;
  const b = action.blocker!;
  lock(s, slave);
  unlock(s, action.actor);
  setStep(s, 'act', { combatDone: true });
  ev.push({
    type: 'vtes.slaveSwap',
    params: { name: cardName(s, slave), actor: cardName(s, action.actor), uid: slave },
    rule: 'vtes-es:11',
  });
  startCombat(s, slave, b, ev);
  if (action.maneuvers?.[b]) setStep(s, 'combat', { optManeuvers: { ...s.combat!.optManeuvers, [b]: action.maneuvers[b] } });
  blockCombatRiders(s, action, [b]);
}

/**
 * Blocked, the window before block resolution closed (rules/action.ts `preCombat`): the blocker locks for
 * the block, then the combat (6.2.3), or for a vampire leaving torpor a blocking vampire's diablerie
 * (6.5.2). An action ended in that window (`endAction`) ends now, unsuccessfully and with no combat; its
 * blocker locks unless the card said not (Obedience: "do not lock this vampire"); a blocker spared the lock
 * (`noBlockLock`: Read the Winds) does not lock for its block.
 */
export function blockResolution(s: VtesState, ev: Ev): void {
  const action = s.act!;
  const b = action.blocker!;
  // a blocker whose own text spares it the lock of this block (`blockNoLock`: Justine)
  const spared = action.spared?.includes(b) || blockSparesLock(s, b, action.actor);
  if (!action.ended?.noLock && !spared && s.cards[b].zone === 'ready') lock(s, b);
  // the blocker's reactions that go on the acting minion if it blocks (vocab/prims/attach.ts: Melange [AUS])
  if (action.blockAttach && !action.ended) attachBlocked(s, b, ev);
  if (action.ended) {
    ev.push({ type: 'vtes.endedAtBlock', params: { name: cardName(s, action.actor) }, rule: 'vtes-es:6.2.3' });
    return finishAction(s, ev);
  }
  // 6.5.2: no combat; a blocking vampire may diablerize
  if (action.kind === 'leaveTorpor') setStep(s, 'act', { step: isVampire(s, b) ? 'diablerieChoice' : 'after' });
  // the combat, then the cards usable by the blocker after block resolution (Cats' Guidance)
  else setStep(s, 'act', { step: 'blockResolved' });
}

/** 6.2.2.2: blocked when intercept ≥ stealth once nobody adds more. */
export function resolveBlock(s: VtesState, ev: Ev): void {
  const action = s.act!;
  const b = action.blocker!;
  if (action.intercept >= action.stealth) {
    setStep(s, 'act', { outcome: 'blocked' });
    actionDeed(s, 'blocked');
    cardDeed(s, b, 'block');
    ev.push({ type: 'vtes.blocked', params: { uid: b, name: cardName(s, b), actor: cardName(s, action.actor) }, rule: 'vtes-es:6.2.3' });
    // the triggers of the cards on the blocker (Rebel), before block resolution
    runBlockTriggers(s, b, ev);
    // 6.2.3: cards played for a blocked action are burned
    if (action.card && s.cards[action.card].zone === 'limbo') burnCard(s, action.card, ev, 'vtes-es:6.2.3');
    for (const x of action.mods) if (s.cards[x].zone === 'limbo') toAsh(s, x);
    // a card in play that blocked (`cardBlocks`): its effects, and the action ends with no combat
    if (cardBlocked(s, b, ev)) return finishAction(s, ev);
    if (action.endIfBlocked) {
      // the blocker is locked (by this effect, whatever spares it the lock of a block: ANK 20191204) and the
      // action ends unsuccessfully at once: no combat, no slave, no diablerie of a vampire leaving torpor, no
      // card played after it (RTR 20180719, PIB 20121216)
      lock(s, b);
      ev.push({ type: 'vtes.endedAtBlock', params: { name: cardName(s, action.actor) }, rule: 'vtes-es:6.2.3' });
      return finishAction(s, ev);
    }
    // before block resolution: the cards ending the action there (rules/action.ts `preCombat`: Change of
    // Target, Obedience), the blocker not locked yet (LSJ 19980224, RTR 19991206); then the lock and the combat
    setStep(s, 'act', { step: 'preCombat', preCombatPassed: [] });
  } else {
    ev.push({ type: 'vtes.blockFailed', params: { uid: b, name: cardName(s, b) }, rule: 'vtes-es:6.2.2.2' });
    setStep(s, 'act', {
      failed: [...action.failed, b],
      failedSig: { ...(action.failedSig ?? {}), [b]: blockSituation(s, action, b) },
      // Faceless Night: the failed blocker is locked only as the action resolves; until then it may react
      // (Deflection) and try again if the action comes back to its Methuselah (ANK 20171017, ANK 20230305)
      ...(action.lockFailed ? { lockAtResolution: [...(action.lockAtResolution ?? []), b] } : {}),
      // the acting vampire's own text: a failed blocker it names locks at the end of the action (`failedBlockLock`: Gracis)
      ...(failedBlockLocks(s, action.actor, b) ? { lockAfter: [...(action.lockAfter ?? []), b] } : {}),
      blocker: undefined,
      intercept: 0,
      step: 'block',
    });
  }
}

/**
 * What a blocker's attempt depends on: the action's stealth, its Methuselah's hand and cards in play, the
 * cards on it. 6.2.2.1 (vtes-pl "Kto może próbować zablokować"): a minion that failed may try again; it is
 * offered again only once one of these changed (e.g. Dreams of the Sphinx drew an intercept card), so a
 * second attempt can matter and a bot cannot loop on it.
 */
function blockSituation(s: VtesState, action: Step<ActionState>, b: string): string {
  const z = s.seats[s.cards[b].controller].zones;
  return [action.stealth, z.hand.join(','), z.play.join(','), s.cards[b].attached.join(','), s.cards[b].locked].join('|');
}

export function blockSituationChanged(s: VtesState, action: Step<ActionState>, b: string): boolean {
  const sig = action.failedSig?.[b];
  return sig !== undefined && sig !== blockSituation(s, action, b);
}

/** 6.2.3: a successful action pays its cost and applies its effects. */
export function resolveSuccess(s: VtesState, ev: Ev): void {
  const action = s.act!;
  for (const b of action.lockAtResolution ?? []) if (s.cards[b].zone === 'ready') lock(s, b);
  // woken minions that did not block burn blood as the action resolves (Forced Awakening, LSJ 19990421)
  for (const [w, n] of Object.entries(action.burnAtResolution ?? {}))
    if (s.cards[w].zone === 'ready') {
      const k = burnBlood(s, w, n);
      ev.push({ type: 'vtes.wakeBurn', params: { name: cardName(s, w), n: k }, rule: 'vtes-es:6.2.3' });
    }
  // 6.2: only a ready minion performs an action (a torpid vampire only leaves torpor): an acting minion burned
  // or sent to torpor before the action resolves makes it unsuccessful, with no effect (Archon Investigation)
  if (s.cards[action.actor].zone !== (action.kind === 'leaveTorpor' ? 'torpor' : 'ready')) {
    setStep(s, 'act', { step: 'after', reactPassed: [] });
    ev.push({ type: 'vtes.actorGone', params: { name: cardName(s, action.actor) }, rule: 'vtes-es:6.2.3' });
    return;
  }
  setStep(s, 'act', { outcome: 'success', step: 'after', reactPassed: [] });
  actionDeed(s, 'success');
  const u = action.actor;
  const a = action.seat;
  ev.push({ type: 'vtes.success', params: { uid: u, name: cardName(s, u), kind: action.kind }, rule: 'vtes-es:6.2.3' });
  // what the acting vampire's own text adds to the cost of actions of this kind (`actionCost`: Marciana Giovanni)
  payActionSurcharge(s, action, ev);
  switch (action.kind) {
    case 'bleed':
      doBleed(s, action, ev);
      // a bleed a minion's own text offers (vocab/offers.ts): its costs paid on success
      if (action.offer) resolveOffer(s, action, ev);
      break;
    case 'hunt': {
      const before = blood(s, u);
      // 6.1.2: 1 blood, and what the cards say beyond it ("+1 hunt": Sabbat vampires at The Hungry Coyote)
      bankToCard(s, u, 1 + Math.max(0, statBonus(s, 'hunt', u)));
      if (blood(s, u) === before) setStep(s, 'act', { huntEmpty: true });
      ev.push({ type: 'vtes.hunt', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:6.1.2' });
      break;
    }
    case 'leaveTorpor':
      burnBlood(s, u, 2);
      moveTo(s, u, 'ready', a);
      lock(s, u);
      ev.push({ type: 'vtes.leftTorpor', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:6.5.2' });
      checkTitleContest(s, u, ev);
      break;
    case 'rescue': {
      const t = action.targetCard!;
      if (s.cards[t].zone !== 'torpor') break;
      const price = rescuePrice(s, t, u);
      const fromActor = Math.min(action.split ?? price, blood(s, u));
      burnBlood(s, u, fromActor);
      burnBlood(s, t, price - fromActor);
      moveTo(s, t, 'ready', s.cards[t].controller);
      ev.push({ type: 'vtes.rescued', params: { uid: t, name: cardName(s, t) }, rule: 'vtes-es:6.5.3' });
      checkTitleContest(s, t, ev);
      break;
    }
    case 'diablerie': {
      const t = action.targetCard!;
      if (s.cards[t].zone === 'torpor') {
        finishActionCards(s, ev);
        diablerie(s, u, t, ev);
      }
      break;
    }
    case 'burnCard':
      if (action.targetCard && (s.cards[action.targetCard].zone === 'play' || s.cards[action.targetCard].zone === 'attached')) {
        // the Paths: the action inflicts unpreventable environmental damage on an acting vampire (read before the burn)
        const hurt = burnActionDamage(s, action.targetCard);
        const rec = burnActionRecord(s, action.targetCard);
        // an action that costs pool: paid as it succeeds (6.2.3)
        if (rec?.pool) ev.push({ type: 'vtes.poolBurned', params: { seat: action.seat, n: burnPool(s, action.seat, rec.pool) } });
        // an action that costs blood: the acting minion pays it as it succeeds (6.2.3)
        if (rec?.blood)
          ev.push({ type: 'vtes.bloodBurned', params: { name: cardName(s, u), n: burnBlood(s, u, rec.blood) }, rule: 'vtes-es:6.2.3' });
        if (rec?.shuffle) shuffleIntoLibrary(s, action.targetCard, ev);
        else burnCard(s, action.targetCard, ev, 'vtes-es:6.1.6');
        if (hurt > 0 && isVampire(s, u)) applyDamage(s, u, hurt, 0, ev);
      } else if (action.targetCard && s.cards[action.targetCard].zone === 'incapacitated') {
        // imbued appendix 5: the acting minion takes the imbued's equipment and burns it; ready imbued may answer
        burnIncapacitated(s, u, action.targetCard, ev);
        retaliation(s, u, [], pollOrder(s, action.seat));
      }
      break;
    case 'stealCard':
      // 6.1.6: the card, still in play, comes under the acting Methuselah's control as it is (locked or not)
      if (action.targetCard && s.cards[action.targetCard].zone === 'play') {
        moveTo(s, action.targetCard, 'play', action.seat);
        ev.push({ type: 'vtes.stealCard', params: { seat: action.seat, name: cardName(s, action.targetCard) }, rule: 'vtes-es:6.1.6' });
        // a card keeping a chosen card chooses again under its new controller (The Rack: vocab/kept-choice.ts)
        askKeptChoice(s, action.targetCard, ev);
      }
      break;
    case 'anarch':
      burnBlood(s, u, anarchCost(s, u));
      markCard(s, u, { anarch: true });
      ev.push({ type: 'vtes.anarch', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:10.5' });
      break;
    case 'combat':
      if (action.redList) {
        // vtes-es:11: the Red List action costs 1 blood, paid on success (6.2.3)
        const k = burnBlood(s, u, 1);
        ev.push({ type: 'vtes.redListPay', params: { name: cardName(s, u), blood: k }, rule: 'vtes-es:11' });
      }
      if (action.targetCard && s.cards[action.targetCard].zone === 'ready') startCombat(s, u, action.targetCard, ev);
      break;
    case 'equip':
      if (!action.card) {
        // equipment taken from another minion: stays where it is if the action fails
        const host = action.targetCard ? s.cards[action.targetCard].host : undefined;
        for (const x of [action.targetCard, ...(action.takeAlso ?? [])])
          if (x && s.cards[x].zone === 'attached' && s.cards[x].host === host) attach(s, x, u);
        ev.push({ type: 'vtes.equipMoved', params: { name: cardName(s, u) }, rule: 'vtes-es:6.1.3' });
        break;
      }
      cardActionEffects(s, action, ev);
      break;
    case 'employ':
    case 'recruit':
    case 'card':
    case 'political':
      // a referendum called with no political action card (a card in play burned by a referendum: burn-referendum.ts; a
      // vampire's own political action: own-referendum.ts)
      if (action.card) cardActionEffects(s, action, ev);
      else if (!s.ref) startReferendum(s, action, ev);
      break;
    case 'ability': {
      // an action a card in play or the minion offers (vocab/offers.ts); entering combat with its target (6.4)
      const fight = resolveOffer(s, action, ev);
      if (fight) startCombat(s, u, fight, ev);
      break;
    }
  }
}

/**
 * The one limited bleed modifier of an action (vtes-pl "Drenowanie") is used by an unconditional one, or by a
 * conditional one that gives its bonus against the current target; a copy that gives nothing does not count
 * (ANK 20211019-2).
 */
export function limitedBleedUsed(s: VtesState, action: Step<ActionState>): boolean {
  return action.bleedModded || (action.target !== undefined && (action.condBleed ?? []).some((c) => condBleedHolds(s, action, c)));
}

/** Whether a conditional bleed modifier gives its bonus now (its Condition, for the acting Methuselah against the current target). */
function condBleedHolds(s: VtesState, action: Step<ActionState>, c: NonNullable<Step<ActionState>['condBleed']>[number]): boolean {
  // the step's deep read-only copy of the Condition: holds only reads it
  return holds(s, c.if as Cond, { seat: action.seat, target: action.target });
}

/** The bleed of a successful action (6.1.1); the bleed amount (0 when a card module replaced the bleed). */
function doBleed(s: VtesState, action: Step<ActionState>, ev: Ev): number {
  const t = action.target!;
  // a card module may replace the bleed (Spying Mission: it burns nothing, the card waits on the vampire)
  if (cardsBleedReplaced(s, action, ev)) return 0;
  // Foreshadowing Destruction: +N if the target has at most P pool now (PIB 20110817, RTR 20191031, ANK 20211019-2)
  for (const c of action.condBleed ?? []) if (condBleedHolds(s, action, c)) setStep(s, 'act', { bleed: action.bleed + c.n });
  // then the card modules' changes (the waiting Spying Missions' +2)
  cardsBleedBonus(s, action, ev);
  // a bleed that ignores the pool bled beyond its `max` (Night Moves)
  const max = action.card ? defOf(s, action.card).modes[action.mode ?? 0]?.effects.find(isEffect('bleed'))?.max : undefined;
  // and at most what a card of the bled Methuselah caps it to (Protected Resources)
  const n = Math.min(Math.max(0, action.bleed), max ?? Infinity, bleedCapOf(s, t));
  const k = burnPool(s, t, n);
  ev.push({ type: 'vtes.bleed', params: { seat: t, n: k, name: cardName(s, action.actor) }, rule: 'vtes-es:6.1.1' });
  if (n >= 1 && s.edge !== action.seat && action.noEdge) {
    // "you cannot gain the Edge this action: it is burned instead" (Leverage)
    if (s.edge !== null) ev.push({ type: 'vtes.burnEdge', params: { seat: s.edge }, rule: 'vtes-es:2.2' });
    setEdge(s, null);
  } else if (n >= 1 && s.edge !== action.seat) {
    // 6.1.1: a successful bleed of 1 or more gives the Edge
    setEdge(s, action.seat);
    ev.push({ type: 'vtes.edge', params: { seat: action.seat }, rule: 'vtes-es:6.1.1' });
  }
  return n;
}

/** What a succeeding action card's effects act on: the action, the card and its mode, whether the card stays. */
interface ResolveCtx {
  s: VtesState;
  action: Step<ActionState>;
  card: string;
  mode: Mode;
  actor: string;
  placed: boolean;
  ev: Ev;
}

/**
 * Whether an action at a card fizzles as it resolves: its target, a locked (unlocked) minion, is no longer so (ANK 20210124,
 * LSJ 20070411: no combat, no effect), or is no longer what the card asks of it (Harass: a vampire that now has more
 * than 3 blood and is unlocked).
 */
function fizzled(s: VtesState, action: Step<ActionState>, m: Mode, u: string): boolean {
  const t = action.targetCard;
  if (!t || m.targets?.t !== 'card') return false;
  const { state, where } = m.targets.cards;
  if ((state === 'locked' && !s.cards[t].locked) || (state === 'unlocked' && s.cards[t].locked)) return true;
  return !!where && !holds(s, where, { seat: action.seat, minion: u, actor: u, it: t });
}

/** Effects of an action card when the action succeeds (6.2.3), one handler per kind of the `resolve` site. */
const RESOLVE_EFFECTS: Handlers<'resolve', ResolveCtx> = {
  bleed: (e, { s, action, card, actor, ev }) => {
    // "if the bleed is successful (for 1 or more)": the bleed amount, not the pool the target had (6.1.1)
    if (doBleed(s, action, ev) >= 1 && e.then)
      runPrims(
        s,
        e.then,
        { seat: action.seat, source: card, minion: actor, actor, target: action.target, targetCard: action.targetCard },
        ev,
      );
  },
  // a political action's primitives are its referendum's: asked as its terms, run if it passes (politics.ts)
  prims: (e, c) => {
    const { s, action, card, mode, actor, ev } = c;
    if (mode.kind === 'political') return;
    const ctx = { seat: action.seat, source: card, minion: actor, actor, target: action.target, targetCard: action.targetCard };
    if (fizzled(s, action, mode, actor)) return;
    // primitives under a Condition run where it holds (one naming the block: as the action is blocked, blockCombat)
    runPrimsIf(s, e, ctx, ev);
    // a primitive that put the card somewhere (in play, on a minion) decided where it stays
    if (s.cards[card].zone !== 'limbo') c.placed = true;
  },
  enterCombat: (e, { s, action, mode: m, actor: u, ev }) => {
    if (fizzled(s, action, m, u)) return;
    if (action.targetCard && s.cards[action.targetCard].zone === 'ready') {
      if (e.lockTarget) lock(s, action.targetCard);
      // frenzy: the target is considered the acting minion in that combat
      if (m.effects.some(isEffect('frenzy'))) startCombat(s, action.targetCard, u, ev);
      else startCombat(s, u, action.targetCard, ev);
    }
  },
  attachStrength: (_e, c) => {
    attach(c.s, c.card, c.actor);
    c.placed = true;
  },
  ally: (e, c) => {
    const { s, card, action, ev } = c;
    moveTo(s, card, 'ready', action.seat);
    markCard(s, card, { actFrom: s.turn + 1 });
    bankToCard(s, card, e.life);
    c.placed = true;
    ev.push({ type: 'vtes.recruit', params: { card: defOf(s, card).name }, rule: 'vtes-es:6.1.5' });
    runEnterTriggers(s, card, ev);
  },
  retainer: (e, c) => {
    const { s, card, ev } = c;
    attach(s, card, c.actor);
    bankToCard(s, card, e.life);
    c.placed = true;
    ev.push({ type: 'vtes.employ', params: { card: defOf(s, card).name }, rule: 'vtes-es:6.1.4' });
    runEnterTriggers(s, card, ev);
  },
  card: (e, c) => {
    if (cardActionCardResolved(c.s, c.card, e, c.action)) c.placed = true;
  },
  manual: (_e, { s, action }) => openManual(s, action.seat),
  titleCard: (_e, c) => {
    const { s, actor: u } = c;
    // vtes-es:11 Título: an action puts it on the acting vampire now; a political action when its referendum passes
    if (c.mode.kind !== 'political' && s.cards[u].zone === 'ready' && isVampire(s, u)) {
      placeTitleCard(s, c.card, u, c.action.mode ?? 0, c.ev);
      c.placed = true;
    }
  },
};

function cardActionEffects(s: VtesState, action: Step<ActionState>, ev: Ev): void {
  const c = action.card!;
  const d = defOf(s, c);
  const m = d.modes[action.mode ?? 0];
  const u = action.actor;
  payCost(s, d, u, action.seat, ev, action.xCost ?? 0);
  if (s.cards[c].zone !== 'limbo') return;
  markCard(s, c, { mode: action.mode });
  const ctx: ResolveCtx = { s, action, card: c, mode: m, actor: u, placed: false, ev };
  runEffects(RESOLVE_EFFECTS, m.effects, ctx);
  let placed = ctx.placed;
  if (m.kind === 'political' && !s.ref) startReferendum(s, action, ev);
  if (m.kind === 'equip') {
    if (!placed) attach(s, c, u);
    placed = true;
    // 6.1.3: the equipment entered play on the acting minion
    runEnterTriggers(s, c, ev);
  }
  if (m.kind === 'power' && !placed) {
    // imbued appendix 3 (vtes-es A.3): the power goes on the imbued, which unlocks as the action succeeds
    attach(s, c, u);
    placed = true;
    if (s.cards[u].zone === 'ready' && s.cards[u].locked) {
      unlock(s, u);
      ev.push({ type: 'vtes.powerUnlock', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:A.3' });
    }
  }
  if (!placed && s.cards[c].zone === 'limbo' && !(s.ref && s.ref.card === c)) toAsh(s, c);
  else if (placed) checkCardContest(s, c, ev);
}

function finishActionCards(s: VtesState, ev: Ev): void {
  const action = s.act;
  if (!action) return;
  if (action.card && s.cards[action.card].zone === 'limbo' && !(s.ref && s.ref.card === action.card)) toAsh(s, action.card);
  for (const x of action.mods) if (s.cards[x].zone === 'limbo') toAsh(s, x);
  void ev;
}

export function finishAction(s: VtesState, ev: Ev): void {
  const action = s.act!;
  finishActionCards(s, ev);
  // a card not replaced until after this action is replaced now (G00020: after every combat and every card
  // played after resolution)
  if (s.seats[action.seat].noReplaceAction) {
    markSeat(s, action.seat, { noReplaceAction: 0 });
    drawUp(s, action.seat, ev);
  }
  // minions locking after the action unless they blocked it (Eyes of the Wild: `lockAfterAction`)
  for (const u of action.lockAfter ?? [])
    if (s.cards[u].zone === 'ready' && !(action.outcome === 'blocked' && action.blocker === u)) lock(s, u);
  // pool burned after resolution by the users of cards whose minion did not block (WMRH Talk Radio: `poolUnlessBlocks`)
  for (const x of action.poolUnless ?? [])
    if (!(action.outcome === 'blocked' && action.blocker === x.minion) && !s.seats[x.seat].ousted) {
      const k = burnPool(s, x.seat, x.n);
      ev.push({ type: 'vtes.poolBurned', params: { seat: x.seat, n: k }, rule: 'vtes-es:6.2.3' });
    }
  // Daring the Dawn: unpreventable aggravated damage after resolution
  if (action.aggAfter && s.cards[action.actor].zone === 'ready') applyDamage(s, action.actor, 0, action.aggAfter, ev);
  // unpreventable damage the action's effects inflicted on its target (`hurt`: Horseshoes)
  // (a retainer, on its employer, loses life; a minion takes damage, 6.4.6)
  for (const h of action.hurt ?? [])
    if (s.cards[h.uid]?.zone === 'attached') {
      ev.push({ type: 'vtes.lifeLost', params: { name: cardName(s, h.uid), n: h.n }, rule: 'vtes-es:6.4.6' });
      loseLife(s, h.uid, h.n, ev);
    } else applyDamage(s, h.uid, h.n, 0, ev);
  // the card modules' steps at the end of the action (Warsaw Station's unlock after a success)
  cardsActionEnd(s, action, ev);
  expireMarks(s, 'action');
  popFrame(s, 'act');
  ev.push({ type: 'vtes.actionEnd', params: {}, rule: 'vtes-es:6.2.3' });
}

/** A card's `burnableByAction` record, as the action at it resolves. */
function burnActionRecord(s: VtesState, card: string): Extract<Effect, { e: 'burnableByAction' }> | undefined {
  return defOf(s, card).modes[s.cards[card].mode ?? 0]?.effects.find(isEffect('burnableByAction'));
}

/**
 * A card in play shuffled into its owner's library (1.1.2: Aranthebes, The Immortal, by a (D) action): its counters
 * to the bank, its cards burned, unlocked, back under its owner.
 */
function shuffleIntoLibrary(s: VtesState, card: string, ev: Ev): void {
  const c = s.cards[card];
  for (const a of [...c.attached]) burnCard(s, a, ev, 'vtes-es:1.1.2');
  if (s.cards[card].blood > 0) cardToBank(s, card, s.cards[card].blood);
  markCard(s, card, { locked: false, controller: c.owner, data: undefined, marks: undefined, label: undefined });
  moveTo(s, card, 'library', c.owner);
  shuffleZone(s, c.owner, 'library');
  ev.push({ type: 'vtes.shuffledIn', params: { seat: c.owner, card: cardName(s, card) }, rule: 'vtes-es:1.1.2' });
}

/** The unpreventable damage a card's `burnableByAction` record inflicts on the vampire burning it (vtes-es 6.1.6; the Paths). */
function burnActionDamage(s: VtesState, card: string): number {
  return burnActionRecord(s, card)?.damage ?? 0;
}
