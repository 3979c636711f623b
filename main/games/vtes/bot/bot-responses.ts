/**
 * The V:TES heuristic bot's answers outside its own turn's choices (bots.ts): blocks, reactions and
 * action modifiers, strikes, votes and referendum terms, and the discard phase.
 */
import type { Decision, Option } from '../../../engine/types';
import { DISCARD_OPTIONS, REF_OPTIONS, type VoteDir, COMBAT_OPTIONS, ACTION_OPTIONS } from '../../../common/vtes-options';
import type { VtesCardView, VtesSeatView } from '../view/view';
import {
  ofKind,
  pass,
  POOL_FLOOR,
  defOf,
  does,
  effectsOf,
  effect,
  bloodCost,
  vampires,
  baseBleed,
  hasDiscs,
  type Ctx,
  cardOf,
  isOwn,
  ownMinions,
  uniqueOnTable,
  voteBalance,
  phaseUse,
  freeLockUse,
  burnTheirsUse,
  primOf,
  abilitiesOfCard,
  failActionUse,
  lendUse,
  failsUse,
} from './bot-knowledge';
import { primIn, primsOf } from '../schema/modes';
import { primsBotValue } from '../vocab/prims';
import { CARD_DATA } from '../data/load';
import { isEffect, isKind, isPrim } from '../schema/effect-query';
import { damageStrikeScore, handDamage, punch } from './bot-combat';
import { bestClan, eachPoolPrim } from './bot-seat-pool';
import { reseatTerm } from './bot-reseat';
import { eventScore } from './bot-events';

// ---- blocks, reactions, combat --------------------------------------------------------------

/** Whether the bot's minion in the combat under way would lose it: the opposing punch takes all its blood (or life). */
export function losingCombat(c: Ctx): boolean {
  const combat = c.v.combat;
  if (!combat) return false;
  const mine = cardOf(c.v, isOwn(c.v, combat.a) ? combat.a : combat.b);
  const opp = cardOf(c.v, isOwn(c.v, combat.a) ? combat.b : combat.a);
  return !!mine && !!opp && punch(opp) >= mine.blood;
}

/** The intercept of a use in the block step of an ability that unlocks its minion to block at once (`unlockToBlock`: Under Siege), if it is one. */
function unlockToBlockOf(c: Ctx, o: Option): number | undefined {
  const f = ACTION_OPTIONS.decode(o.id);
  if (f?.kind !== 'use') return undefined;
  return abilitiesOfCard(cardOf(c.v, f.card)?.cid)[Number(f.ability)]?.effects.find(isPrim('unlockToBlock'))?.intercept;
}

export function chooseBlock(c: Ctx, d: Decision): string {
  const v = c.v;
  const action = v.action;
  const blocks = ofKind(d, ACTION_OPTIONS, 'block');
  const wake = ofKind(d, ACTION_OPTIONS, 'wake');
  const me = c.me;
  if (!action) return pass(d).id;
  const actor = action.actor;
  const directedAtMe = action.target === me;
  // a card of the bot's that makes the action at its minion fail (its data: `actionFails`) stops it before any block
  const fails = directedAtMe ? failsUse(v, d, ACTION_OPTIONS) : undefined;
  if (fails) return fails.id;
  const bleed =
    action.kind === 'bleed' || (action.card ? effectsOf(action.card.cid, 0).some(isEffect('bleed')) : false)
      ? Math.max(1, action.bleed || baseBleed(actor))
      : 0;
  const political = action.kind === 'political' || (action.card?.types.includes('Political Action') ?? false);
  const blockers = blocks.map((o) => ({ o, c: cardOf(v, String(o.params?.uid)) })).filter((x) => x.c);
  // a card in play that blocks by its record first (`cardBlocks`: no minion risked), then the blocker with the most
  // blood (an ally last)
  const weight = (x: VtesCardView) =>
    (x.kind !== 'crypt' && (defOf(x.cid)?.modes ?? []).some((m) => m.effects.some(isEffect('cardBlocks'))) ? 1000 : 0) +
    (x.kind === 'crypt' ? 100 : 0) +
    x.blood;
  blockers.sort((a, b) => weight(b.c!) - weight(a.c!));
  const best = blockers[0];
  const danger = punch(actor);
  const survives = (x: VtesCardView) => x.kind !== 'crypt' || x.blood > danger || x.blood >= 3;
  let want = false;
  if (directedAtMe && bleed > 0) want = bleed >= c.st.pool || bleed >= 2 || c.st.pool <= 8 || (best ? survives(best.c!) : false);
  else if (directedAtMe) want = true;
  else if (political) want = true;
  else if (best) want = survives(best.c!) && best.c!.blood >= 3 && actor.blood <= 2; // an easy fight
  // a vampire's own ability making an action directed at it fail (Edward Vignes, its data's `failAction`): no block needed
  const fail = failActionUse(v, d, ACTION_OPTIONS);
  if (fail) return fail.id;
  if (!want) return pass(d).id;
  // intercept for blood lent to the blocker first when its block would fail (Marciana Giovanni's `paidIntercept`)
  const lend = best && action.stealth > action.intercept && best.c!.blood >= 2 ? lendUse(v, d, ACTION_OPTIONS, best.c!.uid) : undefined;
  if (lend) return lend.id;
  if (best) {
    // a blocker that would be crushed is sent only when the bleed hurts a lot
    if (!survives(best.c!) && !(bleed >= 3 || bleed >= c.st.pool || political)) return pass(d).id;
    return best.o.id;
  }
  // waking a locked vampire only pays when its block can work (stealth not above intercept, or intercept in hand)
  const canIntercept =
    action.stealth <= action.intercept ||
    (v.hand ?? []).some((h) => (defOf(h.cid)?.modes ?? []).some((m) => m.kind === 'reaction' && m.effects.some(isEffect('intercept'))));
  if (wake.length && canIntercept && (bleed >= 2 || political || bleed >= c.st.pool)) return wake[0].id;
  // an ability in play unlocking a locked minion to block at once with its intercept (read from the card's data)
  const toBlock = d.options.find((o) => {
    const n = unlockToBlockOf(c, o);
    return n !== undefined && (canIntercept || action.stealth <= action.intercept + n);
  });
  if (toBlock && (bleed >= 2 || political || bleed >= c.st.pool)) return toBlock.id;
  // a power unlocking its locked imbued as reactions are played (Vigilance's reaction, for a conviction): as a wake
  const unlockUse = d.options.find((o) => (o.label as { key?: string } | undefined)?.key === 'log-vtes:opt.abilityReaction');
  if (unlockUse && canIntercept && (bleed >= 2 || political || bleed >= c.st.pool)) return unlockUse.id;
  // a card of the hand that unlocks a minion so that it blocks (a `play` naming the minion unlocked)
  const org = ofKind(d, ACTION_OPTIONS, 'play').filter((o) => ACTION_OPTIONS.decode(o.id)?.kind === 'play' && o.id.split(':').length > 4);
  if (org.length && (bleed >= 2 || bleed >= c.st.pool)) return org[0].id;
  return pass(d).id;
}

/** Bleed modifiers: the biggest bleed for the least blood, never the actor's last blood, none when the bleed already ousts. */
export function chooseActionModifier(c: Ctx, d: Decision): string {
  const action = c.v.action;
  const play = d.options.filter((o) => o !== pass(d));
  if (!action || !play.length) return pass(d).id;
  const actor = action.actor;
  const isBleed = action.target !== undefined && action.bleed > 0;
  if (isBleed && action.target === c.st.prey && action.bleed >= c.v.seats[action.target].pool) return pass(d).id;
  const scored = play.map((o) => {
    const x0 = ACTION_OPTIONS.decode(o.id);
    // the card the option plays or uses (a modifier, a location, a minion's ability)
    const h = cardOf(c.v, String(o.params?.card ?? o.params?.uid));
    if (!h) return { o, s: 0.5 };
    const mi = x0 && 'mode' in x0 ? Number(x0.mode) : 0;
    const bp = effect(h.cid, mi, 'bleedPlus');
    if (bp) {
      const x = bp.n === 'X' ? Number((x0 && 'x' in x0 && x0.x) || 1) : bp.n;
      const cost = bp.n === 'X' ? x : bloodCost(h.cid);
      if (actor.blood - cost < 1) return { o, s: -1 };
      return { o, s: 10 + 3 * x - cost };
    }
    if (does(h.cid, mi, 'prim.unlock_actor')) return { o, s: actor.blood - bloodCost(h.cid) >= 1 ? 6 : -1 };
    if (primIn(effectsOf(h.cid, mi), 'votes')) return { o, s: 7 };
    if (effect(h.cid, mi, 'bloodPerVoteMargin')) return { o, s: 6 };
    if (actor.blood - bloodCost(h.cid) < 1 && bloodCost(h.cid) > 0) return { o, s: -1 };
    return { o, s: 2 };
  });
  scored.sort((a, b) => b.s - a.s);
  return scored[0].s > 0 ? scored[0].o.id : pass(d).id;
}

/** The kind of strike ability `n` of a card (uid) offers, read from its data. */
function offeredStrikeKind(c: Ctx, uid: string, n: number): string | undefined {
  const h = cardOf(c.v, uid);
  const abilities = h ? (defOf(h.cid)?.modes ?? []).flatMap((m) => m.effects.filter(isEffect('ability'))) : [];
  return abilities[n]?.strike?.s;
}

/** The damage a weapon of ours (uid) adds to a strike made with it, read from its data (a strength-based strike counts its bonus only). */
function weaponDamage(c: Ctx, uid: string | undefined): number {
  const w = uid ? cardOf(c.v, uid) : undefined;
  if (!w) return 0;
  const k = (defOf(w.cid)?.modes ?? []).flatMap((m) => m.effects).find(isEffect('ability'))?.strike;
  return k && k.s === 'damage' ? k.dmg + (k.agg ? 1 : 0) : 0;
}

/**
 * Blocked, before block resolution (rules/action.ts `preCombat`): a card whose primitives are worth
 * something to the bot (`endAction`: no combat) is played when the combat looks bad for its own minion
 * (the other one hits at least as hard as its blood or life) or the minion is nearly empty.
 */
export function choosePreCombat(c: Ctx, d: Decision): string {
  const action = c.v.action;
  const play = d.options.filter((o) => o !== pass(d));
  if (!action || action.blocker === undefined || !play.length) return pass(d).id;
  const actor = action.actor;
  const blocker = cardOf(c.v, action.blocker);
  const mine = isOwn(c.v, actor.uid) ? actor : blocker;
  const other = mine === actor ? blocker : actor;
  if (!mine || !other) return pass(d).id;
  const danger = punch(other) >= mine.blood || mine.blood <= 1;
  const worth = play
    .map((o) => {
      const h = cardOf(c.v, String(o.params?.card));
      const x = ACTION_OPTIONS.decode(o.id);
      const mi = x && 'mode' in x ? Number(x.mode) : 0;
      // a reviewed entry of the data files when the card is not a starter (the bot reads its primitives' values)
      const effects = h ? (defOf(h.cid)?.modes[mi]?.effects ?? CARD_DATA.get(h.cid)?.modes[mi]?.effects ?? []) : [];
      // a card's own ability of this step (Ghoul Escort burned to leave with no combat) is valued by its primitives too
      const uses = effects.flatMap((e) => (isKind(e, 'ability') && e.window === 'preCombat' ? e.effects : []));
      return { o, n: h ? primsBotValue([...primsOf(effects), ...uses]) - bloodCost(h.cid) : 0 };
    })
    .sort((a, b) => b.n - a.n);
  return danger && worth[0].n > 0 ? worth[0].o.id : pass(d).id;
}

/** An offered strike's score (vocab/offers.ts): a dodge as a dodge card's; damage point for point against the hand strike (5). */
function offeredStrikeScore(o: Option, hand: number, losing: boolean): number {
  const label = o.label as { key?: string; params?: Record<string, unknown> } | undefined;
  if (label?.key?.endsWith('offeredDodge')) return losing ? 7 : 2;
  const dmg = Number(label?.params?.dmg);
  return Number.isFinite(dmg) && dmg > hand ? 5 + 1.5 * (dmg - hand) : 1;
}

export function chooseStrike(c: Ctx, d: Decision): string {
  const combat = c.v.combat;
  const mine = combat ? cardOf(c.v, isOwn(c.v, combat.a) ? combat.a : combat.b) : undefined;
  const opp = combat ? cardOf(c.v, isOwn(c.v, combat.a) ? combat.b : combat.a) : undefined;
  const hand = handDamage(c, d);
  const scored = d.options.map((o) => {
    const x = COMBAT_OPTIONS.decode(o.id);
    if (x?.kind === 'hand') return { o, s: 5 };
    if (x?.kind === 'none') return { o, s: 0 };
    if (x?.kind === 'ranged') return { o, s: 8 };
    if (x?.kind === 'burnEq') return { o, s: 4 };
    // a strike "combat ends" of a card's own ability (its data: Céleste Lamontagne against a werewolf), as Majesty
    if (x?.kind === 'use' && offeredStrikeKind(c, x.card, Number(x.ability)) === 'combatEnds')
      return { o, s: mine && opp && mine.blood <= punch(opp) ? 9 : 1 };
    // a strike a card in play offers (a weapon's "strength+1": Weighted Walking Stick): its damage against the hand strike
    if (x?.kind === 'use') return { o, s: offeredStrikeScore(o, hand, !!mine && !!opp && mine.blood <= punch(opp)) };
    // a strike a card gave this round, ranged: steal blood (Hunger of Marduk), worth its blood twice (taken and gained)
    if (x?.kind === 'rstrike') return { o, s: 5 + 1.5 * Number(o.params?.n ?? 1) };
    // a strike: combat ends a card of the action gave (`grantStrike`): taken when losing the combat, as Majesty
    if (x?.kind === 'granted') return { o, s: mine && opp && mine.blood <= punch(opp) ? 9 : 1 };
    if (x?.kind === 'card') {
      const h = cardOf(c.v, x.card);
      if (!h) return { o, s: 3 };
      const mi = Number(x.mode);
      const st = effect(h.cid, mi, 'strike');
      const cost = bloodCost(h.cid);
      if (mine && cost > 0 && mine.blood - cost < 0) return { o, s: -1 };
      // an aim (Target Vitals), played before the strike it rides on: its extra damage from its data
      const effects = defOf(h.cid)?.modes[mi]?.effects ?? [];
      if (!st && primIn(effects, 'aim')) return { o, s: 7 + primsBotValue(primsOf(effects)) - cost };
      if (!st) return { o, s: 1 };
      // Majesty: end the combat when we are losing it
      if (st.s === 'combatEnds') return { o, s: mine && opp && mine.blood <= punch(opp) ? 9 : 1 };
      // "or use a melee weapon strike": the weapon's own damage (its data) on top of the card's bonus
      if (st.s === 'hand') return { o, s: 6 + ((st.plus ?? 0) + weaponDamage(c, x.target)) * 1.5 - cost };
      if (st.s === 'dodge') return { o, s: mine && opp && mine.blood <= punch(opp) ? 7 : 2 };
      // a strike sending the opposing vampire to torpor or burning the opposing ally (Coma, Entombment): worth more than damage
      if (st.s === 'torpor' || st.s === 'burnAlly') return { o, s: 9 - cost };
      // damage or stolen blood: against the hand strike, point for point (bot-combat.ts)
      const m = defOf(h.cid)?.modes[mi];
      return { o, s: m ? damageStrikeScore(m, hand, cost) : 4 };
    }
    return { o, s: 1 };
  });
  scored.sort((a, b) => b.s - a.s);
  return scored[0].o.id;
}

// ---- politics ----------------------------------------------------------------------------------

export function chooseVote(c: Ctx, d: Decision): string {
  const v = c.v;
  const referendum = v.referendum;
  if (!referendum) return pass(d).id;
  const mine = referendum.seat === c.me && !referendum.bloodHunt;
  // a reaction of the "before any votes" window, worth its data's value: Poison Pill's `mirrorPoolLoss` on another
  // Methuselah's referendum whose outcome may cost pool (its card's `seatPool` taking pool), Elder Kindred Network's `failToll`
  const pre = ofKind(d, REF_OPTIONS, 'preact');
  if (pre.length && !mine && referendum.card) {
    const ref = defOf(referendum.card)?.modes.flatMap((m) => m.effects) ?? [];
    const cid = (o: Option) => (v.hand ?? []).find((h) => h.uid === String(o.params?.card))?.cid;
    const effs = (o: Option) => defOf(cid(o))?.modes[Number(o.params?.mode)]?.effects ?? [];
    const costly = primIn(ref, 'seatPool', (p) => p.from !== 'bank');
    // a pool loss mirrored only matters if the outcome takes pool; a toll on failure (`failToll`) always may
    const useful = (o: Option) => primsBotValue(primsOf(effs(o))) > 0 && (costly || !primIn(effs(o), 'mirrorPoolLoss'));
    const best = pre.find(useful);
    if (best) return best.id;
  }
  if (d.prompt.key.endsWith('preVote')) return pass(d).id;
  let wantYes: boolean;
  if (referendum.bloodHunt) wantYes = !(referendum.caller && isOwn(v, referendum.caller));
  else if (mine) wantYes = true;
  else {
    // another Methuselah's referendum: the terms are not on the table, so judge by who calls it
    const e = referendum.card ? (defOf(referendum.card)?.modes.flatMap((m) => m.effects) ?? []) : [];
    const caller = v.seats[referendum.seat];
    if (primIn(e, 'seatPool', (p) => p.from === 'points' && p.to === 'bank'))
      wantYes = caller.prey !== c.me && caller.predator !== c.me && c.st.pool > 8;
    // another Methuselah's seating change: against it (bot-reseat.ts)
    else if (primIn(e, 'reseat')) wantYes = false;
    else if (primIn(e, 'chooseSeat'))
      wantYes =
        c.st.pool < caller.pool && !v.seats.some((s) => !s.ousted && s.seat !== c.me && s.pool < c.st.pool && s.seat === caller.seat);
    else if (primIn(e, 'seatPool', (p) => p.from === 'each' && 'per' in p && p.per === 'minion')) {
      const n = (s: VtesSeatView) => s.ready.length + s.torpor.length;
      wantYes = n(c.st) < n(c.prey) && c.st.pool - n(c.st) > POOL_FLOOR;
    } else wantYes = false;
  }
  // free votes first (the calling card, titles); votes that cost a card only while the result is in doubt
  const side: VoteDir = wantYes ? 'y' : 'n';
  const votes = d.options.map((o) => ({ o, x: REF_OPTIONS.decode(o.id) })).filter(({ x }) => x && 'dir' in x && x.dir === side);
  const free = votes.find(({ x }) => x?.kind === 'call' || x?.kind === 'v' || x?.kind === 'b');
  if (free) return free.o.id;
  const { theirs } = voteBalance(c);
  const lead = wantYes ? referendum.yes - referendum.no : referendum.no - referendum.yes;
  const costly = votes.find(({ x }) => x?.kind !== 'pc' && x?.kind !== 'edge');
  if (costly && lead <= theirs) return costly.o.id;
  // behind: another Methuselah's vampire made to abstain (its votes taken back: Scalpel Tongue), or our own
  // referendum cancelled, its card back to the hand (Telepathic Vote Counting)
  if (lead < 0) {
    // a card of the hand played for it, or a card in play locked for it (Demonstration)
    const abstain = [...ofKind(d, REF_OPTIONS, 'abst'), ...ofKind(d, REF_OPTIONS, 'locAbst')].find(
      (o) => !isOwn(v, String(o.params?.target)),
    );
    if (abstain) return abstain.id;
    // an out-of-turn master card making a referendum we oppose fail (its data's `refFails`: Vox Domini)
    const fails = wantYes
      ? undefined
      : ofKind(d, REF_OPTIONS, 'oot').find((o) => {
          const x = REF_OPTIONS.decode(o.id);
          const cid = x?.kind === 'oot' ? cardOf(v, x.card)?.cid : undefined;
          return !!x && x.kind === 'oot' && !!cid && !!primOf(cid, Number(x.mode), 'refFails');
        });
    if (fails) return fails.id;
    const back = mine ? ofKind(d, REF_OPTIONS, 'cancel')[0] : undefined;
    if (back && referendum.yes + voteBalance(c).mine < referendum.no) return back.id;
  }
  const against = wantYes ? undefined : ofKind(d, REF_OPTIONS, 'against')[0];
  if (against) return against.id;
  const cancel = !wantYes && referendum.seat === c.st.predator ? ofKind(d, REF_OPTIONS, 'cancel')[0] : undefined;
  if (cancel) return cancel.id;
  return pass(d).id;
}

/** Whether the outcome of a referendum's card helps the Methuselahs its terms choose (their cards back: `ashRecover { seats: 'chosen' }`), from its data. */
function chosenGain(card: string): boolean {
  return !!defOf(card)?.modes.some((_, i) => !!primOf(card, i, 'ashRecover', (p) => p.seats === 'chosen'));
}

export function chooseTerms(c: Ctx, d: Decision): string {
  const me = c.me;
  // the terms of a seating change: the best prey (bot-reseat.ts)
  const refCard = c.v.referendum?.card;
  if (refCard && defOf(refCard)?.modes.some((m) => primIn(m.effects, 'reseat'))) {
    const term = reseatTerm(c.v, me, d);
    if (term) return term;
  }
  const seatOpt = (x: number) => d.options.find((o) => Number(o.params?.seat) === x);
  if (d.prompt.key.endsWith('parityTarget')) {
    // Parity Shift: take from the prey when it is richer (it brings its ousting closer), else the richest
    const prey = seatOpt(c.st.prey);
    if (prey) return prey.id;
    const rich = [...d.options].sort((a, b) => c.v.seats[Number(b.params?.seat)].pool - c.v.seats[Number(a.params?.seat)].pool);
    return rich[0].id;
  }
  if (d.prompt.key.endsWith('termsCard')) {
    // a card the outcome acts on (burned, as the cards choosing one do): another Methuselah's, never ours
    const theirs = d.options.filter((o) => !isOwn(c.v, String(o.params?.uid)));
    return (theirs[0] ?? d.options[0]).id;
  }
  if (d.prompt.key.endsWith('termsCards')) {
    // one card chosen (its points are what the outcome does: bot-action-score.ts counts one), then no more
    return (d.options.find((o) => o.id === 'tcardsDone') ?? d.options[0]).id;
  }
  if (d.prompt.key.endsWith('termsSeats') && refCard && chosenGain(refCard)) {
    // the chosen Methuselahs gain (their ash heap back in the library: Reinforcements): ourselves alone
    return (seatOpt(me) ?? d.options.find((o) => o.id === 'tdone') ?? d.options[0]).id;
  }
  if (d.prompt.key.endsWith('termsSeats')) {
    // the chosen Methuselahs burn pool (the others gain): every other Methuselah, never ourselves unless needed
    const other = d.options.find((o) => o.params?.seat !== undefined && Number(o.params.seat) !== me);
    return (other ?? d.options.find((o) => o.id === 'tdone') ?? d.options[0]).id;
  }
  if (d.prompt.key.endsWith('outcomeVampire')) {
    // the referendum passed: our largest ready vampire (more pool gained, or more burned by our prey)
    const capOf = (o: Decision['options'][number]) => cardOf(c.v, String(o.params?.uid))?.capacity ?? -1;
    return [...d.options].sort((a, b) => capOf(b) - capOf(a))[0].id;
  }
  if (d.prompt.key.endsWith('termsClan')) {
    // pool per vampire of the clan: the clan giving us the most against the others (bot-seat-pool.ts), else the
    // clan most of our vampires belong to
    const ref = c.v.referendum?.card;
    const p = ref
      ? defOf(ref)
          ?.modes.map((_, i) => eachPoolPrim(ref, i))
          .find((x) => x !== undefined)
      : undefined;
    const clans = d.options.map((o) => String(o.params?.clan));
    const best = p ? bestClan(c, p, clans) : undefined;
    const pick = d.options.find((o) => best !== undefined && o.params?.clan === best);
    if (pick) return pick.id;
    const mine = (o: Decision['options'][number]) => ownMinions(c.v).filter((x) => x.clan === o.params?.clan).length;
    return [...d.options].sort((a, b) => mine(b) - mine(a))[0].id;
  }
  const referendum = c.v.referendum;
  const parity = referendum?.card ? defOf(referendum.card)?.modes.some((m) => primIn(m.effects, 'chooseSeat')) : false;
  if (parity) return (seatOpt(me) ?? d.options[0]).id;
  // pool burned: on the prey, the last point elsewhere (never ourselves)
  const prey = seatOpt(c.st.prey);
  if (prey) return prey.id;
  const others = d.options.filter((o) => Number(o.params?.seat) !== me);
  const lowest = [...others].sort((a, b) => c.v.seats[Number(a.params?.seat)].pool - c.v.seats[Number(b.params?.seat)].pool);
  return (lowest[0] ?? d.options[0]).id;
}

// ---- discard phase -----------------------------------------------------------------------------

/** A card in hand none of our vampires (controlled or waiting) could ever play. */
export function deadCard(c: Ctx, h: VtesCardView): boolean {
  const d = defOf(h.cid);
  if (!d) return false;
  const vamps = [
    ...vampires([...c.st.ready, ...c.st.torpor]),
    ...c.st.uncontrolled.map((u) => u.card).filter((x): x is VtesCardView => !!x && x.kind === 'crypt'),
  ];
  if (d.unique && d.types.includes('Master') && uniqueOnTable(c.v, h.cid)) return true;
  if (d.types.includes('Master') || d.types.includes('Event')) return false;
  if (!vamps.length) return false;
  return !vamps.some((x) => {
    if (!hasDiscs(x, d.libDisc)) return false;
    if (d.clan.length && !d.clan.includes(x.clan ?? '')) return false;
    for (const r of d.reqs) {
      if (r.r === 'title' && !(x.title && r.titles.includes(x.title as never))) return false;
      if (r.r === 'sect' && x.sect !== r.sect) return false;
    }
    return true;
  });
}

export function chooseDiscard(c: Ctx, d: Decision): string {
  // an ability burning another Methuselah's minion (Scourge of the Enochians), never one of ours
  const burn = burnTheirsUse(c.v, d, DISCARD_OPTIONS, 'discard');
  if (burn) return burn.id;
  // an ability of the discard phase (Metro Underground: 1 pool to unlock a vampire), while the pool is comfortable
  const use = phaseUse(c.v, d, DISCARD_OPTIONS, 'discard');
  if (use && c.st.pool > 6) return use.id;
  // one paid only by a lock, worth something by its data (Powerbase: Los Angeles' discard phase action), with a card to discard
  const free = freeLockUse(c.v, d, DISCARD_OPTIONS, 'discard');
  const dead = (o: Decision['options'][number]) => {
    const h = cardOf(c.v, String(o.params?.card));
    return !!h && deadCard(c, h);
  };
  if (free && ofKind(d, DISCARD_OPTIONS, 'discard').some(dead)) return free.id;
  // an event the data says hurts the others more than the bot (Dragonbound with others' vampires in torpor)
  for (const o of ofKind(d, DISCARD_OPTIONS, 'event')) {
    const h = cardOf(c.v, String(o.params?.card));
    if (h && eventScore(c, h.cid) > 0) return o.id;
  }
  for (const o of ofKind(d, DISCARD_OPTIONS, 'discard')) {
    const h = cardOf(c.v, String(o.params?.card));
    if (h && deadCard(c, h)) return o.id;
  }
  // the cards discarded this phase back into the library (a ready vampire's text): a card kept rather than lost
  const back = ofKind(d, DISCARD_OPTIONS, 'doneLibrary')[0];
  return (back ?? pass(d)).id;
}
