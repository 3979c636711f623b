/**
 * V:TES heuristic bot (issue #5 items 6 and 18). It sees only its seat view and the decision (like
 * a human) and always answers one of the offered options. What it does, in V:TES terms:
 * - influence: fills one vampire at a time (the one already started, else the largest it can
 *   afford), never a second copy of a unique vampire it already has, stops at four vampires and
 *   keeps a pool margin that grows with its predator's bleeding power;
 * - master phase: hunting grounds, Blood Doll, Vessel, locations when the pool allows, Fame and
 *   Haven Uncovered on its prey's vampires, Misdirection on its prey's untapped blocker; never a
 *   unique card already on the table; never a pool cost that would leave it in danger;
 * - minion phase: hunts below 2 blood, leaves torpor and rescues its own torpid vampires, bleeds
 *   its prey with the biggest payable bleed (ousting bleeds first), calls referendums it can win
 *   counting the votes on the table, keeps its last untapped vampire back to block when its
 *   predator is dangerous and it cannot oust its prey this turn;
 * - blocks bleeds and referendums aimed at it unless the blocker would be crushed for little;
 *   redirects bleeds to its prey; plays the biggest payable bleed modifier; votes for referendums
 *   that help it; discards cards none of its vampires can ever play.
 * Deterministic: only the engine's seeded cursor breaks ties.
 */
import type { Bot, BotRng, Decision, Option } from '../../../engine/types';
import {
  INFLUENCE_OPTIONS,
  MASTER_OPTIONS,
  MINION_OPTIONS,
  UNLOCK_OPTIONS,
  COMBAT_OPTIONS,
  ACTION_OPTIONS,
  PICK_OPTIONS,
  OUT_OF_TURN,
} from '../../../common/vtes-options';
import type { VtesCardView, VtesView } from '../view/view';
import { primsOf } from '../schema/modes';
import { primsBotValue } from '../vocab/prims';
import {
  id,
  ofKind,
  pass,
  POOL_FLOOR,
  defOf,
  primOf,
  kindsOf,
  ownGiftUse,
  masterActionUse,
  copiesPaidUse,
  usePrim,
  poolCost,
  vampires,
  type Ctx,
  ctxOf,
  ownMinions,
  cardOf,
  isOwn,
  seatOfCard,
  uniqueOnTable,
  margin,
  anyTimeUse,
  bleedCutUse,
  failActionUse,
  phaseUse,
  withGameCards,
  abilitiesOfCard,
} from './bot-knowledge';
import { bloodApart, moveBetweenPick } from './bot-move-between';
import {
  chooseBlock,
  chooseActionModifier,
  choosePreCombat,
  chooseStrike,
  chooseVote,
  chooseTerms,
  deadCard,
  chooseDiscard,
  losingCombat,
} from './bot-responses';
import { chooseManeuver, choosePress } from './bot-combat';
import { chooseCancel } from './bot-cancel';
import { momentPlay } from './bot-moment';

import { effectWhere, isKind, isPrim, primWhere } from '../schema/effect-query';

// ---- minion phase ---------------------------------------------------------------------------

import { scoreAction } from './bot-action-score';

function chooseAction(c: Ctx, d: Decision, rng: BotRng): string {
  const scored = d.options.map((o) => ({ o, s: scoreAction(c, o) }));
  const best = Math.max(...scored.map((x) => x.s));
  const top = scored.filter((x) => x.s === best).map((x) => x.o);
  return rng.pick(top).id;
}

function chooseMinion(c: Ctx, d: Decision): string {
  const hunt = ofKind(d, MINION_OPTIONS, 'hunt');
  if (hunt.length) return hunt[0].id;
  const mustBleed = ofKind(d, MINION_OPTIONS, 'bleed');
  if (mustBleed.length) return mustBleed[0].id;
  const mins = ofKind(d, MINION_OPTIONS, 'min');
  // a card's use letting its minion act in any minion phase (Enkil Cog), by what its primitives are worth: in another
  // Methuselah's minion phase, or in its own once no minion may act as usual
  const act = ofKind(d, MINION_OPTIONS, 'anyUse').find((o) =>
    abilitiesOfCard(cardOf(c.v, String(o.params?.card))?.cid).some((a) => a.window === 'minionAny' && primsBotValue(a.effects) > 0),
  );
  if (act && !mins.length) return act.id;
  if (!mins.length) {
    const dreams = anyTimeUse(c.v, d, MINION_OPTIONS, true) ?? anyTimeUse(c.v, d, MINION_OPTIONS, false);
    if (dreams && c.st.uncontrolled.length) return dreams.id;
    return pass(d).id;
  }
  // torpid vampires first (leaving torpor), then allies, then vampires with the least blood
  // (the small ones draw out the blocks, the big one acts last or stays back)
  const rank = (x: VtesCardView) =>
    c.st.torpor.some((t) => t.uid === x.uid) ? -100 : x.kind !== 'crypt' ? -50 : x.blood <= 1 ? -20 : x.blood;
  const sorted = [...mins].sort((a, b) => rank(cardOf(c.v, String(a.params?.uid))!) - rank(cardOf(c.v, String(b.params?.uid))!));
  return sorted[0].id;
}

// ---- influence --------------------------------------------------------------------------------

function chooseInfluence(c: Ctx, d: Decision): string {
  const st = c.st;
  const keep = margin(c);
  // an ability of the influence phase (Ecoterrorists: lock for 1 blood on an uncontrolled vampire)
  const use = phaseUse(c.v, d, INFLUENCE_OPTIONS, 'influence');
  if (use) return use.id;
  const controlled = vampires([...st.ready, ...st.torpor]);
  const names = new Set(controlled.map((x) => x.name));
  // a free move is always taken; a scarce vampire's pool cost (params.cost) must leave the margin
  const out = ofKind(d, INFLUENCE_OPTIONS, 'influence').filter((o) => {
    const u = st.uncontrolled.find((x) => x.card?.uid === o.params?.uid);
    return !(u?.card && names.has(u.card.name)) && (!o.params?.cost || st.pool - Number(o.params.cost) > keep);
  });
  if (out.length) return out[0].id;
  const want = controlled.length < 4 || (controlled.length < 5 && st.pool >= 20);
  if (!want || st.pool <= keep) return pass(d).id;
  const give = ofKind(d, INFLUENCE_OPTIONS, 'give');
  const candidates = give
    .map((o) => ({ o, u: st.uncontrolled.find((x) => x.card?.uid === o.params?.uid) }))
    // never a second copy of a vampire we control (it would burn), and one copy of a pair only
    .filter((x) => x.u?.card && !names.has(x.u.card.name))
    .filter(
      (x, i, all) =>
        !all.some(
          (y, j) => j !== i && y.u!.card!.name === x.u!.card!.name && (y.u!.blood > x.u!.blood || (y.u!.blood === x.u!.blood && j < i)),
        ),
    );
  if (candidates.length) {
    const budget = st.pool - keep;
    const need = (x: (typeof candidates)[number]) => (x.u!.card!.capacity ?? 10) - x.u!.blood;
    // finish the vampire already started; else start the biggest one the pool can pay (up to 8)
    const started = candidates.filter((x) => x.u!.blood > 0 && need(x) <= budget).sort((a, b) => need(a) - need(b));
    if (started.length) return started[0].o.id;
    const fresh = candidates.filter((x) => need(x) <= budget).sort((a, b) => (b.u!.card!.capacity ?? 0) - (a.u!.card!.capacity ?? 0));
    const early = controlled.length === 0 && c.v.transfersLeft < 4;
    // first vampire: a middle one that comes out soon; later: the biggest affordable
    const pick = early ? (fresh.find((x) => (x.u!.card!.capacity ?? 0) <= 7) ?? fresh[0]) : fresh[0];
    if (pick) return pick.o.id;
  }
  const crypt = ofKind(d, INFLUENCE_OPTIONS, 'crypt')[0];
  if (crypt && candidates.length === 0 && st.pool > keep + 4 && controlled.length < 4) return crypt.id;
  return pass(d).id;
}

// ---- master phase -----------------------------------------------------------------------------

function masterScore(c: Ctx, h: VtesCardView): number {
  const d = defOf(h.cid);
  if (!d) return 1;
  const e = d.modes[0]?.effects.flatMap(kindsOf) ?? [];
  const cost = poolCost(h.cid);
  if (c.st.pool - cost < margin(c) && cost > 0) return -1;
  if (d.unique && uniqueOnTable(c.v, h.cid)) return -1;
  const mine = vampires(c.st.ready);
  const preyV = vampires(c.prey.ready);
  if (e.includes('trifle') && e.includes('prim.move_bank_target')) return mine.some((x) => x.blood < (x.capacity ?? 0)) ? 8 : -1;
  // a hunting ground: 1 blood to a ready vampire each turn
  if (d.modes[0]?.effects.some(effectWhere('ability', (x) => x.once === 'hunted'))) return mine.length ? 7 : 3;
  // blood moved between a vampire it is put on and the pool (Blood Doll)
  if (d.modes[0]?.effects.some(effectWhere('ability', (x) => x.who?.role === 'bearer' && x.effects.some(isPrim('move')))))
    return mine.length ? 6.5 : -1;
  if (e.includes('prim.lock_target')) return preyV.some((x) => !x.locked) && mine.some((x) => !x.locked && x.blood > 0) ? 6 : -1;
  // put on a vampire of another Methuselah: costs its controller pool when it goes to torpor (Fame)
  const costsBearer = d.modes[0]?.effects.some(
    (x) => isKind(x, 'on') && x.bearer === true && x.effects.some(primWhere('move', (p) => p.from === 'pool')),
  );
  if (costsBearer || e.includes('havenUncovered')) return preyV.length ? 5 : -1;
  if (d.modes[0]?.effects.some(effectWhere('mod', (x) => x.stat === 'intercept' && x.who === 'bearer'))) return mine.length ? 5 : -1;
  // blood for its vampire when it blocks (Rebel)
  if (d.modes[0]?.effects.some(effectWhere('on', (x) => x.event === 'vtes.blocked'))) return mine.length ? 3 : -1;
  // a card shielding a minion of ours from the others' actions (Secure Haven)
  if (e.includes('untargetable')) return mine.length ? 5 : -1;
  // a card put in play, or becoming an ally there (Jake Washington)
  if (e.includes('inPlay') || e.includes('ally')) return 4;
  // any other master card: what its primitives are worth (their registry entries' values) breaks ties
  return 2 + primsBotValue(primsOf(d.modes[0]?.effects ?? [])) / 100;
}

function chooseMaster(c: Ctx, d: Decision, rng: BotRng): string {
  // a master phase action spent on a card's ability worth 3 pool or more (Failsafe's 4 pool when short) comes first
  const rich = masterActionUse(c.v, d, MASTER_OPTIONS, 3);
  if (rich) return rich.id;
  const plays = ofKind(d, MASTER_OPTIONS, 'm')
    .map((o) => ({ o, s: masterScore(c, cardOf(c.v, String(o.params?.card)) ?? ({ cid: '' } as VtesCardView)) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s);
  if (plays.length) return plays[0].o.id;
  // mark another Methuselah's Red List minion when a vampire of ours has blood to fight it
  const red = ofKind(d, MASTER_OPTIONS, 'red').filter((o) => !isOwn(c.v, String(o.params?.uid)));
  if (red.length && c.st.ready.some((x) => x.kind === 'crypt' && x.blood >= 2 && !x.locked)) return rng.pick(red).id;
  // a card's master phase ability for one of our vampires, worth something by its data (Seattle Committee's anarch)
  const gift = ownGiftUse(c.v, d, MASTER_OPTIONS, 'master');
  if (gift) return gift.id;
  // blood moved between two of our vampires far apart (Heidelberg Castle)
  const between = usePrim(c.v, d, MASTER_OPTIONS, 'master', 'moveBetween');
  if (between && bloodApart(c.st.ready)) return between.id;
  // a master phase action left for a card's ability worth something (a blood of Slave Auction to the pool)
  const paid = masterActionUse(c.v, d, MASTER_OPTIONS, 0.5);
  if (paid) return paid.id;
  return chooseDoll(c, d);
}

/** Blood Doll / Vessel: pool to a thirsty vampire when rich, blood back to pool when poor. */
function chooseDoll(c: Ctx, d: Decision): string {
  // a card's ability moving blood between its vampire and the pool, by what its option says it does
  const way = (o: Option, w: string) => MASTER_OPTIONS.is(o.id, 'use') && o.label.key === `log-vtes:opt.${w}`;
  const dollIn = d.options.filter((o) => way(o, 'dollIn'));
  const dollOut = d.options.filter((o) => way(o, 'dollOut'));
  const keep = margin(c);
  if (c.st.pool <= POOL_FLOOR && dollOut.length) {
    const rich = dollOut.map((o) => ({ o, c: cardOf(c.v, String(o.params?.uid)) })).sort((a, b) => (b.c?.blood ?? 0) - (a.c?.blood ?? 0));
    if ((rich[0].c?.blood ?? 0) >= 3) return rich[0].o.id;
  }
  if (c.st.pool > keep + 2 && dollIn.length) {
    const thirsty = dollIn.map((o) => ({ o, c: cardOf(c.v, String(o.params?.uid)) })).filter((x) => (x.c?.blood ?? 9) < 2);
    if (thirsty.length) return thirsty[0].o.id;
  }
  return pass(d).id;
}

/** Target of a master card: our own vampires for the cards that only go there, the prey's otherwise. */
function chooseMasterTarget(c: Ctx, d: Decision): string {
  // a card played on a Methuselah (issue 34 §1): the prey, else the first offered
  if (d.options.every((o) => typeof o.params?.seat === 'number'))
    return (d.options.find((o) => o.params?.seat === c.st.prey) ?? d.options[0]).id;
  const own = d.options.filter((o) => isOwn(c.v, String(o.params?.uid)));
  const enemy = d.options.filter((o) => !isOwn(c.v, String(o.params?.uid)));
  const cards = (os: Option[]) => os.map((o) => ({ o, c: cardOf(c.v, String(o.params?.uid)) }));
  const ownPick = () => {
    // the thirstiest own vampire (most room for blood)
    const r = cards(own).sort((a, b) => (b.c?.capacity ?? 0) - (b.c?.blood ?? 0) - ((a.c?.capacity ?? 0) - (a.c?.blood ?? 0)));
    return (r[0] ?? cards(d.options)[0]).o.id;
  };
  if (!enemy.length) return ownPick();
  if (!own.length) return enemyPick(c, d.options);
  // mixed targets: Fame, Haven Uncovered and Misdirection go to the prey; Life in the City
  // (blood on a vampire not full) and Vessel (its blood moves only for its vampire's controller) to us.
  // Vessel alone offers torpid vampires; Life in the City never offers a full vampire; Vessel and Life
  // in the City are played before the others (masterScore), so one still in hand means we played one.
  const torpid = c.v.seats.flatMap((x) => x.torpor.map((t) => t.uid));
  if (d.options.some((o) => torpid.includes(String(o.params?.uid)))) return ownPick();
  if ((c.v.hand ?? []).some((h) => ['102113', '101104'].includes(h.cid) && masterScore(c, h) > 0)) return ownPick();
  const allReady = c.v.seats.filter((s) => !s.ousted).flatMap((s) => vampires(s.ready));
  const anyFullMissing = allReady.some((x) => x.blood >= (x.capacity ?? 0) && !d.options.some((o) => o.params?.uid === x.uid));
  const anyFullOffered = allReady.some((x) => x.blood >= (x.capacity ?? 0) && d.options.some((o) => o.params?.uid === x.uid));
  if (anyFullOffered) return enemyPick(c, enemy);
  if (anyFullMissing) return ownPick();
  const lifeEvidence = [...(c.v.hand ?? []), ...c.st.ash].some((x) => x.cid === '101104' || x.cid === '102113');
  const enemyEvidence = [...(c.v.hand ?? []), ...c.st.ash].some((x) => ['100698', '100897', '101225'].includes(x.cid));
  return lifeEvidence && !enemyEvidence ? ownPick() : enemyPick(c, enemy);
}

function enemyPick(c: Ctx, os: Option[]): string {
  const scored = os.map((o) => {
    const uid = String(o.params?.uid);
    const x = cardOf(c.v, uid);
    const seat = seatOfCard(c.v, uid);
    return { o, s: (seat === c.st.prey ? 100 : seat === c.st.predator ? 50 : 0) + (x && !x.locked ? 20 : 0) + (x?.blood ?? 0) };
  });
  scored.sort((a, b) => b.s - a.s);
  return scored[0].o.id;
}

// ---- the bot -----------------------------------------------------------------------------------

export const vtesHeuristicBot: Bot = {
  id: 'heuristic',
  // the game's own card data known while it chooses (bot-knowledge.ts)
  choose: (view, d, rng) => withGameCards(view as VtesView, () => chooseHeuristic(view, d, rng)),
};

function chooseHeuristic(view: unknown, d: Decision, rng: BotRng): string {
  {
    const v = view as VtesView;
    const c = ctxOf(v);
    const k = d.kind.slice(5);
    switch (k) {
      case 'unlock': {
        // 4.2 a contested title is kept with the vampire's blood while it has blood to spare
        const choice = (o: Option) => {
          const x = UNLOCK_OPTIONS.decode(o.id);
          return x && 'choice' in x ? x.choice : undefined;
        };
        const title = ofKind(d, UNLOCK_OPTIONS, 'title');
        if (title.length) {
          const pay = title.find((o) => choice(o) === 'pay');
          const holder = pay ? cardOf(v, String(pay.params?.uid)) : undefined;
          return (pay && (holder?.blood ?? 0) >= 3 ? pay : (title.find((o) => choice(o) === 'yield') ?? title[0])).id;
        }
        // 4.1 a contested card is kept for 1 pool only with pool to spare
        const contest = ofKind(d, UNLOCK_OPTIONS, 'contest');
        if (contest.length) {
          const pay = contest.find((o) => choice(o) === 'pay');
          return (pay && c.st.pool > margin(c) + 2 ? pay : (contest.find((o) => choice(o) === 'yield') ?? contest[0])).id;
        }
        // another Methuselah's unlock phase: an ability usable in every unlock phase (Homunculus unlocking our locked
        // minion), paid with blood its minion can spare
        const every = ofKind(d, UNLOCK_OPTIONS, 'useOther')[0];
        if (every) {
          const host = ownMinions(v).find((m) => m.attached.some((a) => a.uid === String(every.params?.card)));
          return (host && host.blood >= 3 ? every : (ofKind(d, UNLOCK_OPTIONS, 'usePass')[0] ?? every)).id;
        }
        // Anarch Troublemaker: lock the prey's vampires before our minion phase
        const tm = ofKind(d, UNLOCK_OPTIONS, 'use').find((o) => {
          const x = UNLOCK_OPTIONS.decode(o.id);
          return x?.kind === 'use' && x.ability === 'lock';
        });
        if (tm) return tm.id;
        // 1.6.1.3 burn option: a card no ready minion of ours can play goes, a new card comes
        const burnopt = ofKind(d, UNLOCK_OPTIONS, 'burnopt')[0];
        if (burnopt) return burnopt.id;
        // a hunting ground's blood for a ready vampire (the option says so)
        const hg = ofKind(d, UNLOCK_OPTIONS, 'use').find((o) => o.label.key === 'log-vtes:opt.huntingGround');
        if (hg) return hg.id;
        // a card in play giving blood from the bank to a vampire its data names, free (The Rack's chosen vampire)
        const gift = ofKind(d, UNLOCK_OPTIONS, 'use').find(
          (o) =>
            o.params?.uid !== undefined &&
            abilitiesOfCard(cardOf(v, String(o.params?.card))?.cid).some(
              (a) =>
                a.window === 'unlock' && !a.cost.length && a.effects.some(primWhere('move', (p) => p.from === 'bank' && p.to === 'minion')),
            ),
        );
        if (gift) return gift.id;
        // imbued appendix 5 and 2: an incapacitated imbued back into play first, then a conviction on each imbued
        const imbued = ofKind(d, UNLOCK_OPTIONS, 'rise')[0] ?? ofKind(d, UNLOCK_OPTIONS, 'conviction')[0];
        if (imbued) return imbued.id;
        // vtes-es:11 infernal minions: pay 1 pool to unlock only with a safe margin (the last pool would oust)
        const inf = ofKind(d, UNLOCK_OPTIONS, 'infernal')[0];
        if (inf && c.st.pool > POOL_FLOOR) return inf.id;
        // Smiling Jack: pay with the blood of the fullest vampire rather than pool
        // a counter owed (Smiling Jack's): paid from the pool (`use:<card>:pool`) or a vampire's blood (`use:<card>:blood:<vampire>`)
        const owed = (o: Option, ways: readonly string[]) => {
          const x = UNLOCK_OPTIONS.decode(o.id);
          return x?.kind === 'use' && ways.includes(x.ability);
        };
        const jack = d.options.filter((o) => owed(o, ['pool', 'blood']));
        const jackPool = jack.find((o) => owed(o, ['pool']))?.id;
        if (jack.length) {
          const vs = jack
            .filter((o) => o.id !== jackPool)
            .map((o) => ({ o, x: cardOf(v, String(o.params?.uid)) }))
            .sort((a, b) => (b.x?.blood ?? 0) - (a.x?.blood ?? 0));
          const poolOpt = jack.find((o) => o.id === jackPool);
          if (vs.length && ((vs[0].x?.blood ?? 0) >= 2 || !poolOpt || c.st.pool <= margin(c))) return vs[0].o.id;
          return (poolOpt ?? jack[0]).id;
        }
        // a card's ability of the unlock phase giving one of our vampires something (Jake Washington's blood)
        const ownGift = ownGiftUse(v, d, UNLOCK_OPTIONS, 'unlock');
        if (ownGift) return ownGift.id;
        // two copies of one card discarded for pool (Specialization)
        const copies = copiesPaidUse(v, d, UNLOCK_OPTIONS, 'unlock');
        if (copies) return copies.id;
        // a hand card exchanged for an ash heap card (Garibaldi-Meucci Museum), with pool to spare
        const swap = usePrim(v, d, UNLOCK_OPTIONS, 'unlock', 'ashSwap');
        if (swap && c.st.pool > margin(c) + 2) return swap.id;
        return chooseDoll(c, d);
      }
      case 'master':
        return chooseMaster(c, d, rng);
      case 'masterTarget':
        return chooseMasterTarget(c, d);
      // the card a card in play keeps as chosen (vocab/kept-choice.ts): read as a master card's target (the thirstiest own vampire)
      case 'keptChoice':
        return chooseMasterTarget(c, d);
      case 'minion':
        return chooseMinion(c, d);
      case 'chooseAction':
        return chooseAction(c, d, rng);
      case 'block':
        return chooseBlock(c, d);
      case 'actionModifier':
        return chooseActionModifier(c, d);
      case 'preCombat':
        return choosePreCombat(c, d);
      case 'intercept': {
        // intercept offered for another Methuselah's blocker (KRCG News Radio's second use, paid in pool): only
        // against an action of the bot's predator or one directed at the bot, and with pool to spare
        const b = v.action?.blocker;
        // a card whose data burns pool unless its minion blocks (WMRH Talk Radio): only when its intercept makes the block
        const costly = (o: Option) =>
          abilitiesOfCard(cardOf(c.v, String(o.params?.card))?.cid).some(
            (a) => a.window === 'intercept' && a.effects.some(isPrim('poolUnlessBlocks')),
          );
        const short = !!v.action && v.action.intercept + 1 < v.action.stealth;
        const play = d.options.filter((o) => o !== pass(d) && o.id !== 'manual' && !(short && costly(o)));
        if (b && !isOwn(c.v, b)) {
          const help = v.action!.seat === c.pred.seat || v.action!.target === c.me;
          return help && play.length && c.st.pool > POOL_FLOOR ? play[play.length - 1].id : pass(d).id;
        }
        if (play.length) return play[play.length - 1].id;
        return pass(d).id;
      }
      case 'beforeRange': {
        // a combat ended before range (Garibaldi-Meucci Museum) only when our minion would lose it
        const end = usePrim(v, d, COMBAT_OPTIONS, 'beforeRange', 'endCombat');
        const play = d.options.filter((o) => o !== pass(d) && o.id !== 'manual' && o !== end);
        if (end && losingCombat(c)) return end.id;
        if (play.length) return play[play.length - 1].id;
        return pass(d).id;
      }
      case 'bystander': {
        // a use in a combat its card is not in (Mariel: rules/bystander.ts): only to stop a combat our minion would lose
        const k = v.combat;
        const ours = !!k && (isOwn(v, k.a) || isOwn(v, k.b));
        const use = d.options.find((o) => o !== pass(d));
        return (use && ours && losingCombat(c) ? use : pass(d)).id;
      }
      case 'afterAction': {
        // unlocking after a hunt (Baron Dieudonne's blood for it) only leads to another hunt: the blood goes round and
        // the turn never ends (the TWD soak's game twd-soak-69); the other after-action uses as below
        // a card of ours hurting the acting minion (Neighborhood Watch Commander: `hurt { who: 'actor' }`) only at another's
        const actor = v.action?.actor.uid;
        const hurtsOwn = (o: Option): boolean => {
          const x = o.params?.card;
          const cid = typeof x === 'string' && actor !== undefined && isOwn(v, actor) ? cardOf(v, x)?.cid : undefined;
          return (
            !!cid &&
            (defOf(cid)?.modes ?? []).some((m) =>
              m.effects.some(effectWhere('ability', (a) => a.effects.some(primWhere('hurt', (p) => p.who === 'actor')))),
            )
          );
        };
        const play = d.options.filter(
          (o) =>
            o !== pass(d) && o.id !== 'manual' && !(ACTION_OPTIONS.is(o.id, 'selfUnlock') && v.action?.kind === 'hunt') && !hurtsOwn(o),
        );
        return (play.length ? play[play.length - 1] : pass(d)).id;
      }
      case 'stealth':
      case 'beforeStrikes':
      case 'additionalStrike':
      case 'torpor':
      case 'endOfRound': {
        // the manual operations are the players' (a vampire's own text applied by hand): the bot passes them
        const play = d.options.filter((o) => o !== pass(d) && o.id !== 'manual');
        if (play.length) return play[play.length - 1].id;
        return pass(d).id;
      }
      case 'reaction':
      case 'bleedReaction': {
        // an out-of-turn master card whose data burns the acting minion (Archon Investigation): always worth its cost
        const burnsActor = ofKind(d, ACTION_OPTIONS, 'oot').find((o) => {
          const x = OUT_OF_TURN.decode(o.id);
          const cid = x && cardOf(c.v, x.card)?.cid;
          return !!x && !!cid && !!primOf(cid, Number(x.mode), 'burn', (p) => p.who === 'actor');
        });
        if (burnsActor) return burnsActor.id;
        const red = ofKind(d, ACTION_OPTIONS, 'redirect').find((o) => Number(o.params?.seat) === c.st.prey);
        if (red) return red.id;
        const reduce = d.options.find((o) => ACTION_OPTIONS.is(o.id, 'reduce') || ACTION_OPTIONS.is(o.id, 'burnself'));
        // a bleed against another Methuselah ("against any Methuselah"): cut only when it bleeds the bot's predator
        const mine = v.action?.target === undefined || v.action.target === c.me || v.action.target === c.st.predator;
        if (reduce && mine && (v.action?.bleed ?? 0) >= 2) return reduce.id;
        // a vampire's own ability cutting or redirecting the bleed (its data's primitives)
        const cut = bleedCutUse(c.v, d, ACTION_OPTIONS);
        if (cut && (v.action?.bleed ?? 0) >= 1) return cut.id;
        // a vampire's own ability making an action directed at it fail (its data's `failAction`): the card it burns is worth less
        const fail = failActionUse(c.v, d, ACTION_OPTIONS);
        if (fail) return fail.id;
        const any = ofKind(d, ACTION_OPTIONS, 'redirect').filter(
          (o) => Number(o.params?.seat) !== c.st.predator || (v.action?.bleed ?? 0) >= 3,
        );
        if (any.length) return any[0].id;
        // Dreams of the Sphinx during another Methuselah's action: blood for a waiting vampire, else cards
        const dreams = anyTimeUse(c.v, d, ACTION_OPTIONS, c.st.uncontrolled.length > 0);
        if (dreams) return dreams.id;
        return pass(d).id;
      }
      case 'strike':
        return chooseStrike(c, d);
      case 'prevent': {
        // the prevention of each round costs nothing: used first
        const guard = ofKind(d, COMBAT_OPTIONS, 'guard');
        if (guard.length) return guard[0].id;
        const st = ofKind(d, COMBAT_OPTIONS, 'static');
        if (st.length) return st[0].id;
        // Hidden Strength's X: never more than the damage needs (a larger X is legal, RTR 20041202, but wasted)
        const dmg = Number(d.prompt.params?.normal ?? 0) + Number(d.prompt.params?.agg ?? 0);
        const cards = ofKind(d, COMBAT_OPTIONS, 'card').filter((o) => Number(o.params?.x ?? 0) < Math.max(1, dmg));
        if (cards.length) return cards[Math.min(cards.length - 1, 1)].id;
        return pass(d).id;
      }
      case 'maneuver':
        return chooseManeuver(c, d);
      case 'press':
        return choosePress(c, d);
      case 'vote':
        return chooseVote(c, d);
      case 'terms':
        return chooseTerms(c, d);
      case 'influence':
        return chooseInfluence(c, d);
      case 'discard':
        return chooseDiscard(c, d);
      case 'manual':
        return pass(d).id;
      case 'outOfTurn':
      case 'moment': // a moment named by out-of-turn cards (moments.ts): the cards the bot reads from their data (bot-moment.ts)
        return (
          (d.kind === 'vtes.moment' ? momentPlay(v, d) : undefined) ??
          d.options.find((o) => o.id === 'ootpass') ??
          d.options[d.options.length - 1]
        ).id;
      case 'noBlockTarget':
      case 'unseenTarget':
        // the minion that would block best: the prey's ready one first (Blind Spot's too: it cannot block nor react)
        return enemyPick(c, d.options);
      case 'unlockTarget': {
        // a discard's unlock (Powerbase: Los Angeles): one of our anarchs, never another Methuselah's
        const own = d.options.find((o) => isOwn(c.v, String(o.params?.uid)));
        return (own ?? pass(d)).id;
      }
      case 'lockTarget': {
        // a vampire already locked may be chosen (PIB 20121031) but gains nothing: stop instead
        const useful = d.options.filter((o) => !cardOf(c.v, String(o.params?.uid))?.locked);
        return enemyPick(c, useful.length ? useful : d.options);
      }
      case 'ashRemoveOrBurn':
        // a card of the ash heap removed from the game keeps the ally in play (`ashRemoveOrBurn`): never the burn
        return (d.options.find((o) => o.id !== 'none') ?? d.options[0]).id;
      case 'burnOwn': {
        // an ally or retainer of ours burned as a card enters play (`burnOwn`): the one with the least life
        const life = (o: (typeof d.options)[number]) => cardOf(c.v, String(o.params?.uid))?.blood ?? 0;
        return d.options.reduce((a, b) => (life(b) < life(a) ? b : a)).id;
      }
      case 'hurtTarget': {
        // damage to one of our own imbued (`hurtChosen`): the one with the most life, so none is incapacitated
        const life = (o: (typeof d.options)[number]) => cardOf(c.v, String(o.params?.uid))?.blood ?? 0;
        return d.options.reduce((a, b) => (life(b) > life(a) ? b : a)).id;
      }
      case 'burnTarget': {
        // Vessel's "burn a Blood Doll", Anarch Troublemaker's equipment: another Methuselah's card, never ours
        const theirs = ofKind(d, PICK_OPTIONS, 't').filter((o) => {
          const uid = String(o.params?.uid);
          return (
            !ownMinions(v).some((m) => m.uid === uid || m.attached.some((a) => a.uid === uid)) && !c.st.play.some((x) => x.uid === uid)
          );
        });
        return (theirs[0] ?? d.options.find((o) => o.id === 'none') ?? d.options[0]).id;
      }
      case 'captivation':
        // Voter Captivation superior: the most to pool
        return d.options[0].id;
      case 'bloodToPool':
        // Villein, Minion Tap: the most blood offered to the pool (the options come largest first)
        return d.options[0].id;
      case 'ashRecover':
      case 'ashRecoverHand':
        // Ashur Tablets: as many ash heap cards as allowed back, the first one chosen to hand
        return (ofKind(d, PICK_OPTIONS, 't')[0] ?? d.options[d.options.length - 1]).id;
      case 'burnOption':
        return (ofKind(d, UNLOCK_OPTIONS, 'burnoptOther')[0] ?? pass(d)).id;
      case 'riseIncapacitated':
        // imbued appendix A.5: an incapacitated imbued comes back whenever a card in play lets it
        return (ofKind(d, UNLOCK_OPTIONS, 'riseOther')[0] ?? d.options[d.options.length - 1]).id;
      case 'freeHostage':
        return (ofKind(d, UNLOCK_OPTIONS, 'hostagePass')[0] ?? pass(d)).id;
      case 'diablerieBlocked':
        return 'pass';
      case 'slaveSwap':
        return 'pass';
      case 'continueUnblocked':
        // the blocked action goes on for its cost (Form of Mist's blood)
        return d.options[0].id;
      case 'cancelCard':
        return chooseCancel(c, d);
      case 'diablerieEquipment':
        // 6.5.5 step 2: keep every piece of the victim's equipment
        return (ofKind(d, PICK_OPTIONS, 't')[0] ?? d.options[d.options.length - 1]).id;
      case 'trophySearch':
        // take the first trophy offered (vtes-es:11)
        return (d.options.find((o) => o.id !== 'none') ?? d.options[0]).id;
      case 'convictionOnEntry':
      case 'convictionGain':
      case 'powerSearch':
      case 'equipSearch':
      case 'retainerSearch':
      case 'allySearch':
      case 'disciplineOnNew':
      case 'disciplineSought':
        // imbued appendix A.2: an imbued entering play (or gaining one by its card) takes a conviction when it can
        return (d.options.find((o) => o.id !== 'none') ?? d.options[0]).id;
      case 'imbuedRetaliation': {
        // imbued appendix A.5: a conviction for 1 damage to the minion that burned our imbued, never to our own
        const actor = v.action?.actor.uid;
        const theirs = actor !== undefined && !isOwn(v, actor);
        return ((theirs ? ofKind(d, PICK_OPTIONS, 't')[0] : undefined) ?? pass(d)).id;
      }
      case 'poolOrHand': {
        // pool and random hand cards to burn (burnPoolOrHand): pool while there is a margin, else as many cards as allowed
        const ks = ofKind(d, PICK_OPTIONS, 'k');
        return (c.st.pool > 12 ? ks[0] : (ks[ks.length - 1] ?? d.options[0])).id;
      }
      case 'poolOrTransfers': {
        // 1 pool now rather than a whole influence phase's transfers, unless the pool runs low
        const [pay, lose] = ofKind(d, PICK_OPTIONS, 'k');
        return (c.st.pool > 5 ? pay : (lose ?? pay)).id;
      }
      case 'corruptSteal':
        // enough of our corruption counters on another Methuselah's minion: it is taken (worth more than the counters)
        return d.options[0].id;
      case 'aggImmune':
        // blood burned for immunity to aggravated damage after the action (Rutor's Hand [THA]): a ready vampire taking
        // aggravated damage goes to torpor (6.4.6), worse than the blood asked, so the immunity is bought
        return d.options[0].id;
      case 'targetCancel': {
        // a master card aimed at our vampire that we may cancel for pool (Golconda: Inner Peace): paid while a margin stays
        const pay = ofKind(d, PICK_OPTIONS, 'k')[0];
        const k = pay ? PICK_OPTIONS.decode(pay.id) : undefined;
        return (k?.kind === 'k' && c.st.pool - Number(k.pool) > 4 ? pay : pass(d)).id;
      }
      case 'trophyPlace':
        // our trophies in play go on our own vampire only
        return (isOwn(v, String(d.options[0].params?.vampire)) ? d.options[0] : pass(d)).id;
      case 'actionTarget': {
        const seats = d.options.filter((o) => o.params?.seat !== undefined);
        if (seats.length) return (seats.find((o) => Number(o.params?.seat) === c.st.prey) ?? seats[0]).id;
        return d.options[0].id;
      }
      case 'uncontrolledRemove': {
        // the waiting vampire furthest from coming out leaves the game (Malgorzata)
        const opts = d.options.map((o) => ({ o, u: c.st.uncontrolled.find((x) => x.card?.uid === o.params?.uid) }));
        opts.sort((a, b) => (b.u?.card?.capacity ?? 9) - (b.u?.blood ?? 0) - ((a.u?.card?.capacity ?? 9) - (a.u?.blood ?? 0)));
        return opts[0].o.id;
      }
      case 'bloodAmong': {
        // blood from the bank on our own vampire with the least blood (Dmitra Ilyanova's referendum)
        const own = d.options.filter((o) => isOwn(v, String(o.params?.uid)));
        own.sort((a, b) => (cardOf(v, String(a.params?.uid))?.blood ?? 0) - (cardOf(v, String(b.params?.uid))?.blood ?? 0));
        return (own[0] ?? d.options[0]).id;
      }
      case 'poolAmong': {
        // pool to our own vampire with the least blood while the pool stays well above the floor (Gird Minions)
        const own = d.options.filter((o) => isOwn(v, String(o.params?.uid)));
        own.sort((a, b) => (cardOf(v, String(a.params?.uid))?.blood ?? 0) - (cardOf(v, String(b.params?.uid))?.blood ?? 0));
        const stop = d.options.find((o) => o.id === 'done');
        return (c.st.pool > POOL_FLOOR + 4 && own[0] ? own[0] : (stop ?? d.options[0])).id;
      }
      case 'moveBetweenPair':
      case 'moveBetween':
        return moveBetweenPick(v, d);
      case 'arrangeTop':
        // the top of the library left as it lies
        return (d.options.find((o) => o.id === 'done') ?? d.options[0]).id;
      case 'uncontrolledTarget': {
        // blood to the waiting vampire closest to coming out
        const opts = d.options.map((o) => ({ o, u: c.st.uncontrolled.find((x) => x.card?.uid === o.params?.uid) }));
        opts.sort((a, b) => (a.u?.card?.capacity ?? 9) - (a.u?.blood ?? 0) - ((b.u?.card?.capacity ?? 9) - (b.u?.blood ?? 0)));
        return opts[0].o.id;
      }
      case 'discardDown': {
        // hand over its size: a dead card first
        const dead = d.options.find((o) => {
          const h = cardOf(v, String(o.params?.card));
          return h && deadCard(c, h);
        });
        return (dead ?? d.options[0]).id;
      }
      case 'discardFromPrey':
      case 'discardCard':
        return d.options[0].id;
      case 'aimCancel': {
        // two combat cards against an aim: only when its extra damage would put our minion in torpor or burn it
        const k = v.combat;
        const mine = k ? cardOf(v, isOwn(v, k.a) ? k.a : k.b) : undefined;
        const keep = d.options.find((o) => o.id === 'pass');
        if (keep && (mine?.blood ?? 0) > 3) return keep.id;
        const discards = d.options.filter((o) => o.id !== 'pass');
        const dead = discards.find((o) => {
          const h = cardOf(v, String(o.params?.card));
          return h && deadCard(c, h);
        });
        return (dead ?? discards[0] ?? d.options[0]).id;
      }
      case 'poolOrBurnOwn': {
        // pool rather than a vampire, while it leaves the bot more than 4 (Antediluvian Awakening)
        const burnPoolOpt = d.options.find((o) => o.id.startsWith('k:'));
        const cheapest = d.options.filter((o) => o.id.startsWith('t:'))[0];
        return (burnPoolOpt && (c.st.pool > 4 || !cheapest) ? burnPoolOpt : (cheapest ?? d.options[0])).id;
      }
      case 'bloodOrBurn':
        // a retainer kept for its employer's blood (Robert Carter: +2 bleed is worth 1 blood a turn)
        return (d.options.find((o) => o.id === 'goOn') ?? d.options[0]).id;
      case 'burnForPool':
        // a card about to be lost with its minion is burned for its pool (Priority Contract)
        return (d.options.find((o) => o.id === 'goOn') ?? d.options[0]).id;
      case 'poolToController': {
        // pool taken from the Methuselah a boon kept (Life Boon): not their last one (their predator would oust them)
        const yes = d.options.find((o) => o.id === 'goOn');
        const seat = Number((yes?.params?.label as { seat?: number } | undefined)?.seat ?? 0) - 1;
        return (yes && (c.v.seats[seat]?.pool ?? 0) > 1 ? yes : pass(d)).id;
      }
      case 'redraw': {
        // a card just drawn back under the library (core/redraw.ts) when the hand already holds two more of its type
        const hand = c.v.hand ?? [];
        const typeOf = (cid: string | undefined) => defOf(cid)?.types[0];
        const extra = d.options.find((o) => {
          const t = typeOf(hand.find((h) => h.uid === o.params?.uid)?.cid);
          return t !== undefined && hand.filter((h) => typeOf(h.cid) === t).length >= 3;
        });
        return (extra ?? d.options.find((o) => o.id === 'none') ?? d.options[0]).id;
      }
      case 'stealthNext': {
        // X blood for stealth on the next X actions (Veil the Legions): up to 2, keeping a blood
        const most = Math.max(...d.options.map((o) => Number(o.params?.n ?? 0)));
        const x = Math.max(0, Math.min(2, most - 1));
        return (d.options.find((o) => Number(o.params?.n) === x) ?? d.options[0]).id;
      }
      default: {
        const real = d.options.filter((o) => o.id !== 'back');
        return (real.length ? rng.pick(real) : d.options[0]).id;
      }
    }
  }
}

export { id as optionId };
