/**
 * The unlock phase (vtes-es 4 "Fase de enderezamiento"; vtes-pl "Faza odkręcania"): unlocking,
 * the cards used during it, burn options (1.6.1.3), hostages and infernal minions.
 */
import type { Decision, SeatId } from '../../../engine/types';
import { UNLOCK_OPTIONS as ids } from '../../../common/vtes-options';
import { burnBlood, burnPool, drawUp, markCard, markSeat, moveTo, setTurn, unlock, useThisTurn } from '../core/ops';
import { defOf, type Ev, handSize, isAlly, isVampire, type VtesState } from '../core/state';
import { defsIndex } from '../core/defs-index';
import { primWhere } from '../schema/effect-query';
import { dec, opt, type Opt } from '../core/decision';
import { burnTitleCard, mustYieldTitle, titleContestCost } from '../core/titles';
import { blood, cardName, meetsReqs, readyMinions, readyVampires } from '../core/queries';
import { infernalOptions, pollOrder } from '../core/steps';
import { contestDecision, handleContest } from '../core/contests';
import { cardsUnlockActive, cardsUnlockFirst, cardsUnlockOthers, cardUnlockOptions, handleCardOption } from '../cards';
import { imbuedUnlockOptions, playConviction, rise, riseOther, riseOthersDecision } from './imbued';
import {
  abilityUses,
  dollOptions,
  everyUnlockCards,
  idMinion,
  isDoll,
  isHunt,
  useFields,
  useNamed,
  usePaidFields,
} from '../vocab/abilities';

/** Burn-option cards `seat` may discard now (1.6.1.3): no ready minion of theirs meets the requirements. */
function burnOptionCards(s: VtesState, seat: SeatId): string[] {
  // no card of the game has the burn option: none to read in the hand
  if (!defsIndex(s).burnOption) return [];
  return s.seats[seat].zones.hand.filter((h) => {
    const d = defOf(s, h);
    if (!d.burnOption) return false;
    return !readyMinions(s, seat).some((u) => d.modes.some((m) => meetsReqs(s, d, m, u, seat)));
  });
}

export function unlockDecision(s: VtesState): Decision | null {
  if (!s.turnFlags.unlockDone) {
    const d = activeUnlockDecision(s);
    if (d) return d;
  }
  // 1.6.1.3: the other Methuselahs may use a burn option during this unlock phase, once each
  for (const x of pollOrder(s, s.active)) {
    if (x === s.active || (s.turnFlags.burnOptSeats ?? []).includes(x)) continue;
    const cards = burnOptionCards(s, x);
    if (!cards.length) continue;
    const o = cards.map((h) => opt(ids.encode('burnoptOther', { seat: x, card: h }), 'burnOption', { card: cardName(s, h) }, { card: h }));
    o.push(opt(ids.encode('burnoptPass', { seat: x }), 'noMore'));
    return dec(x, 'burnOption', 'burnOption', o, 'vtes-es:1.6.1.3');
  }
  // the other Methuselahs' abilities usable in every unlock phase (Homunculus), each asked until it passes
  const others = everyUnlockDecision(s);
  if (others) return others;
  // imbued appendix A.5: another Methuselah's incapacitated imbued leaving the region, where a card in play allows it
  const rising = riseOthersDecision(s);
  if (rising) return rising;
  // the questions card modules ask the other Methuselahs (Carver's Meat Packing's hostages)
  return cardsUnlockOthers(s);
}

/** The pass of another Methuselah in this unlock phase's every-unlock abilities (its turn record). */
const everyPassKey = (x: SeatId): string => `everyUnlock:${x}`;

/**
 * vtes-es 4: another Methuselah may use an ability of window `unlock` marked `everyUnlock` during this unlock phase
 * ("during any Methuselah's unlock phase": Homunculus), after the active Methuselah's own steps; asked in turn order
 * until it passes. Nothing is walked when no card of the game has such an ability.
 */
function everyUnlockDecision(s: VtesState): Decision | null {
  if (!everyUnlockCards(s)) return null;
  for (const x of pollOrder(s, s.active)) {
    if (x === s.active || (s.turnFlags.abilities ?? []).includes(everyPassKey(x))) continue;
    const uses = abilityUses(s, 'unlock', { seat: x }).filter((u) => u.ability.everyUnlock);
    if (!uses.length) continue;
    // for a minion its Selector takes, one option each ("a vampire that Methuselah controls": Owain Evans)
    const o = uses.map((u) =>
      u.minion === undefined
        ? opt(ids.encode('useOther', { seat: x, ...useFields(s, u) }), 'useAbility', { card: cardName(s, u.source) }, { card: u.source })
        : opt(
            ids.encode('useOther', { seat: x, ...useFields(s, u), minion: u.minion }),
            'useAbilityFor',
            { card: cardName(s, u.source), name: cardName(s, u.minion) },
            { card: u.source, uid: u.minion },
          ),
    );
    o.push(opt(ids.encode('usePass', { seat: x }), 'noMore'));
    return dec(x, 'unlock', 'unlockOther', o, 'vtes-es:4');
  }
  return null;
}

function activeUnlockDecision(s: VtesState): Decision | null {
  const active = s.active;
  const o: Opt[] = [];
  // a question of a card module first (Smiling Jack's counters)
  const first = cardsUnlockFirst(s);
  if (first) return first;
  // 4.1 contested cards: pay 1 pool or yield (burn)
  const contest = contestDecision(s);
  if (contest) return contest;
  // 4.2 contested titles first: pay 1 blood or yield
  const contested = readyVampires(s, active).filter((v) => s.cards[v].contestedTitle && s.cards[v].usedTurn !== s.turn);
  if (contested.length) {
    for (const v of contested) {
      // a rival's text may force the yield (`titleContest { rivals: 'yield' }`)
      if (blood(s, v) >= titleContestCost(s, v) && !mustYieldTitle(s, v))
        o.push(opt(ids.encode('title', { vampire: v, choice: 'pay' }), 'titlePay', { name: cardName(s, v) }, { uid: v }));
      o.push(opt(ids.encode('title', { vampire: v, choice: 'yield' }), 'titleYield', { name: cardName(s, v) }, { uid: v }));
    }
    return dec(active, 'unlock', 'title', o, 'vtes-es:4.2');
  }
  // hunting grounds: activated abilities (vocab/abilities.ts) giving 1 blood to a ready vampire, one
  // option per card in play and vampire (the record says the per-turn uses and one ground per vampire)
  const all = abilityUses(s, 'unlock', { seat: active });
  for (const u of all)
    if (isHunt(u.ability))
      o.push(
        opt(
          ids.encode('use', { ...useFields(s, u), minion: u.minion! }),
          'huntingGround',
          { loc: cardName(s, u.source), name: cardName(s, u.minion!) },
          { uid: u.minion!, card: u.source },
        ),
      );
  o.push(...dollOptions(s, 'unlock', (f) => ids.encode('use', f), all));
  o.push(...cardsUnlockActive(s));
  // the other abilities of the unlock phase (Dreams of the Sphinx's pool, with the Edge), after each card's own options
  const uses = all.filter((u) => !isDoll(u.ability) && !isHunt(u.ability));
  for (const loc of s.seats[active].zones.play) {
    o.push(...cardUnlockOptions(s, loc));
    for (const u of uses)
      if (u.source === loc && u.minion !== undefined)
        // for a minion its Selector takes ("the chosen vampire can gain 2 blood": The Rack) or it chooses (Khobar Towers)
        o.push(
          opt(
            ids.encode('use', { ...useFields(s, u), minion: u.minion }),
            'useAbilityFor',
            { card: cardName(s, loc), name: cardName(s, u.minion) },
            { card: loc, uid: u.minion },
          ),
        );
      // labelled by what it does: pool from the bank (Dreams of the Sphinx), else the card's use (Garibaldi-Meucci Museum)
      else if (u.source === loc)
        o.push(
          opt(
            // with the hand cards paying a discard cost (Specialization's two copies)
            ids.encode('use', usePaidFields(s, u)),
            u.ability.effects.some(primWhere('move', (p) => p.from === 'bank' && p.to === 'pool')) ? 'dreamsPool' : 'useAbility',
            { card: cardName(s, loc) },
            { card: loc },
          ),
        );
  }
  // the unlock phase abilities of the cards on the Methuselah's minions (equipment: "if the bearer is ready during your unlock phase")
  // (a location carried on a minion keeps its use for a chosen minion: The Rack stolen onto a vampire)
  for (const u of uses)
    if (s.cards[u.source].zone === 'attached' && u.minion === undefined)
      o.push(opt(ids.encode('use', useFields(s, u)), 'useAbility', { card: cardName(s, u.source) }, { card: u.source }));
    else if (s.cards[u.source].zone === 'attached')
      o.push(
        opt(
          ids.encode('use', { ...useFields(s, u), minion: u.minion }),
          'useAbilityFor',
          { card: cardName(s, u.source), name: cardName(s, u.minion!) },
          { card: u.source, uid: u.minion },
        ),
      );
  // a vampire's own ability of the unlock phase ("during your unlock phase, you may move 1 blood from
  // this vampire to...": Nikolaus Vermeulen, Lucinde), after the cards in play's
  // and an ally's own, the same way (a master card that became one: Jake Washington burned for another's blood)
  for (const u of uses)
    if ((isVampire(s, u.source) || isAlly(s, u.source)) && u.minion === undefined)
      o.push(opt(ids.encode('use', useFields(s, u)), 'useAbility', { card: cardName(s, u.source) }, { card: u.source }));
    // for a ready vampire it chooses ("move 1 blood from this vampire to any ready Pander": Kassiym Malikhair)
    else if ((isVampire(s, u.source) || isAlly(s, u.source)) && u.minion !== undefined)
      o.push(
        opt(
          ids.encode('use', { ...useFields(s, u), minion: u.minion }),
          'useAbilityFor',
          { card: cardName(s, u.source), name: cardName(s, u.minion) },
          { card: u.source, uid: u.minion },
        ),
      );
  // 1.6.1.3 burn option: discard a card whose requirements no ready minion meets (once per unlock phase)
  if (!s.turnFlags.burnOptUsed && defsIndex(s).burnOption)
    for (const h of s.seats[active].zones.hand) {
      const d = defOf(s, h);
      if (!d.burnOption) continue;
      const minions = [...readyMinions(s, active)];
      if (minions.some((u) => d.modes.some((m) => meetsReqs(s, d, m, u, active)))) continue;
      o.push(opt(ids.encode('burnopt', { card: h }), 'burnOption', { card: d.name }, { card: h }));
    }
  o.push(...infernalOptions(s));
  // imbued appendix 2 and 5: convictions onto imbued, incapacitated imbued leaving the region
  o.push(...imbuedUnlockOptions(s));
  // 9.2 withdrawal: library empty and fewer cards than the hand size
  const st = s.seats[active];
  if (!st.withdrawing && !st.zones.library.length && st.zones.hand.length < handSize(s, active))
    o.push(opt(ids.encode('withdraw', {}), 'withdraw'));
  if (!o.length) return null;
  o.push(opt(ids.encode('done', {}), 'endPhase'));
  return dec(active, 'unlock', 'unlock', o, 'vtes-es:4');
}

export function handleUnlock(s: VtesState, id: string, ev: Ev): void {
  const o = ids.decode(id);
  if (!o) throw new Error(`vtes: unlock phase option ${id}`);
  const active = s.active;
  if (handleCardOption('unlock', s, o, ev)) return;
  if (o.kind === 'infernal') {
    // vtes-es:11 Infernal: 1 pool unlocks the minion (the last pool ousts, as any pool paid)
    burnPool(s, active, 1);
    unlock(s, o.minion);
    ev.push({ type: 'vtes.infernalUnlock', params: { seat: active, uid: o.minion, name: cardName(s, o.minion) }, rule: 'vtes-es:11' });
    return;
  }
  if (o.kind === 'conviction') return playConviction(s, o.card, o.imbued, ev);
  if (o.kind === 'rise') return rise(s, o.imbued, ev);
  if (o.kind === 'riseOther' || o.kind === 'risePass')
    return riseOther(s, Number(o.seat), o.kind === 'riseOther' ? o.imbued : undefined, ev);
  // a data ability of the unlock phase (vocab/abilities.ts): a hunting ground's blood for the vampire `minion`, Blood Doll's, Dreams of the Sphinx's pool
  if (o.kind === 'use') {
    const from = ev.length;
    const minion = idMinion(o.minion);
    useNamed(s, { seat: active }, o.card, o.ability, ev, minion, o.target);
    // the log line names the hunting ground the blood came from
    if (minion !== undefined)
      for (let i = from; i < ev.length; i++)
        if (ev[i].type === 'vtes.addBlood')
          ev[i] = { type: 'vtes.huntingGround', params: { uid: minion, name: cardName(s, minion), loc: cardName(s, o.card) } };
    return;
  }
  if (o.kind === 'contest') {
    handleContest(s, o.card, o.choice === 'pay', ev);
    return;
  }
  if (o.kind === 'title') {
    const v = o.vampire;
    markCard(s, v, { usedTurn: s.turn });
    if (o.choice === 'pay') {
      burnBlood(s, v, titleContestCost(s, v));
      ev.push({ type: 'vtes.titlePay', params: { uid: v, name: cardName(s, v) }, rule: 'vtes-es:4.2' });
    } else {
      markCard(s, v, { contestedTitle: false });
      markCard(s, v, { noTitle: true });
      ev.push({ type: 'vtes.titleYield', params: { uid: v, name: cardName(s, v) }, rule: 'vtes-es:4.2' });
      burnTitleCard(s, v, ev);
    }
  } else if (o.kind === 'burnopt') {
    setTurn(s, { burnOptUsed: true });
    moveTo(s, o.card, 'ash', active);
    ev.push({ type: 'vtes.discard', params: { seat: active, card: cardName(s, o.card) }, rule: 'vtes-es:1.6.1.3', reveals: true });
    drawUp(s, active, ev);
  } else if (o.kind === 'withdraw') {
    markSeat(s, active, { withdrawing: { turn: s.turn, broken: false } });
    ev.push({ type: 'vtes.withdrawDeclared', params: { seat: active }, rule: 'vtes-es:9.2' });
  } else if (o.kind === 'useOther') {
    useNamed(s, { seat: Number(o.seat) }, o.card, o.ability, ev, o.minion);
  } else if (o.kind === 'usePass') {
    useThisTurn(s, 'abilities', everyPassKey(Number(o.seat)));
  } else if (o.kind === 'burnoptOther' || o.kind === 'burnoptPass') {
    const x = Number(o.seat);
    useThisTurn(s, 'burnOptSeats', x);
    if (o.kind === 'burnoptOther') {
      moveTo(s, o.card, 'ash', x);
      ev.push({ type: 'vtes.discard', params: { seat: x, card: cardName(s, o.card) }, rule: 'vtes-es:1.6.1.3', reveals: true });
      drawUp(s, x, ev);
    }
  } else setTurn(s, { unlockDone: true });
}
