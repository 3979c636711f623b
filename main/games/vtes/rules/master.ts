/**
 * The master phase (vtes-es 5 "Fase heril", 1.6.2 "Cartas heriles"; vtes-pl "Faza mistrza",
 * "Karty mistrza"): master phase actions, master cards and their targets, trifles.
 */
import { addMark } from '../core/marks';
import type { Decision, SeatId } from '../../../engine/types';
import type { Mode } from '../schema/effects';
import { type Handlers, runEffects } from '../schema/dispatch';
import { PICK_OPTIONS, MASTER_OPTIONS as ids } from '../../../common/vtes-options';
import { attach, bankToCard, burnPool, drawUp, markCard, moveTo, setTurn, useThisTurn } from '../core/ops';
import { cannotHold } from '../core/no-carry';
import { defOf, discLevel, type Ev, living, type VtesState } from '../core/state';
import { dec, opt, type Opt } from '../core/decision';
import { openManual, seatOption } from '../core/manual';
import { cardName, costOnTarget, payCost, playableModes, playFromHand, readyMinions, readyVampires, toAsh } from '../core/queries';
import { checkCardContest } from '../core/contests';
import { redListTargets } from '../core/redlist';
import { cardTargets, setPick, uniqueInPlay } from '../core/steps';
import { endTurnPhase } from './turn';
import { cardMasterOptions, handleCardOption } from '../cards';
import { abilityUses, dollOptions, idMinion, phaseUseOptions, useNamed } from '../vocab/abilities';
import { markNoReplace } from './reactions';
import { namesTarget, ownPrimsPossible, primsPossible, primTargets, runPrimsIf } from '../vocab/primitives';
import { limitsOf, primsOf } from '../schema/modes';
import { runEnterTriggers } from '../vocab/triggers';
import { askKeptChoice } from '../vocab/kept-choice';
import { defsOf } from '../core/card-tables';
import { effectWhere, isEffect, isKind } from '../schema/effect-query';
import { selectedCards } from '../core/params/selector';
import { holds } from '../core/params/cond';
import { amountOf } from '../core/params/amount';

export function masterDecision(s: VtesState): Decision | null {
  const active = s.active;
  const o: Opt[] = [];
  if (s.turnFlags.masterLeft > 0) {
    for (const c of s.seats[active].zones.hand) {
      const d = defOf(s, c);
      if (!d.types.includes('Master')) continue;
      const modes = playableModes(s, c, null, active, ['master']);
      if (!modes.length) continue;
      const m = d.modes[modes[0]];
      // 1.6.2.5 (es-2018): only one trifle per turn; vtes-pl "Drobnostka": a later trifle is played as a normal master card
      if (m.effects.some(isEffect('trifle')) && s.turnFlags.trifle && s.edition === 'es-2018') continue;
      if (d.unique && uniqueInPlay(s, active, d.id)) continue;
      if (needsTarget(m) && !hasMasterTarget(s, c, m)) continue;
      if (onMethuselah(m) && !methuselahTargets(s, m).length) continue;
      // a card moving crypt cards is not played with an empty crypt (RTR 20000501, LSJ 20070411-2)
      if (!ownPrimsPossible(s, primsOf(m.effects), { seat: active, source: c })) continue;
      o.push(opt(ids.encode('m', { card: c }), 'playMaster', { card: d.name }, { card: c }));
    }
    // vtes-es:11 / vtes-pl:Czerwona Lista: a master phase action marks a ready Red List minion for this turn
    for (const u of redListTargets(s)) o.push(opt(ids.encode('red', { minion: u }), 'redListMark', { name: cardName(s, u) }, { uid: u }));
  }
  // options of the card modules in play (Carver's Meat Packing)
  for (const loc of s.seats[active].zones.play) o.push(...cardMasterOptions(s, loc));
  // the master phase's uses, listed once for Blood Doll's ways and the other abilities
  const uses = abilityUses(s, 'master', { seat: active });
  o.push(...dollOptions(s, 'master', (f) => ids.encode('use', f), uses));
  // the other abilities of the master phase of the cards in play (The Parthenon's extra master phase action)
  o.push(...phaseUseOptions(s, 'master', (f) => ids.encode('use', f), uses));
  if (!o.length) return null;
  o.push(opt(ids.encode('done', {}), 'endPhase'));
  return dec(active, 'master', 'master', o, 'vtes-es:5');
}

/** The Methuselah a master card's text names (issue 34 §1: "choose a Methuselah"), if it names one. */
const onMethuselah = (m: Mode) => m.effects.find(isEffect('onMethuselah'));

/** The Methuselahs a card played on a Methuselah may be played on: the living ones, its player too unless `other`. */
function methuselahTargets(s: VtesState, m: Mode): SeatId[] {
  const e = onMethuselah(m);
  return e ? living(s).filter((x) => !e.other || x !== s.active) : [];
}

function needsTarget(m: Mode): boolean {
  return m.effects.some(
    (e) => isKind(e, 'onVampire') || isKind(e, 'discipline') || (isKind(e, 'prims') && (namesTarget(e.do) || !!e.target)),
  );
}

/**
 * The cards a master card may be played on: those its effects allow, on which its primitives can do what
 * they say, and whose extra cost (a `costMod` of kind `onBearer` on them) its player can pay keeping a pool
 * (Villein: ANK 20210714; paid as the card resolves, with what it gains).
 */
function masterTargets(s: VtesState, card: string, m: Mode): string[] {
  return allowedTargets(s, card, m).filter(masterTargetOk(s, card, m));
}

/** Whether a master card has a target (`masterTargets` is not empty), the checks stopping at the first. */
function hasMasterTarget(s: VtesState, card: string, m: Mode): boolean {
  return allowedTargets(s, card, m).some(masterTargetOk(s, card, m));
}

/** Whether the master card may be played on `u`: its player can pay the extra cost, its primitives can act on it. */
function masterTargetOk(s: VtesState, card: string, m: Mode): (u: string) => boolean {
  const d = defOf(s, card);
  const pool = s.seats[s.active].pool;
  const pay = (u: string) => pool > costOnTarget(s, d, u);
  const prims = m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
  const does = (u: string) =>
    !prims.length || !namesTarget(prims) || primsPossible(s, prims, { seat: s.active, source: card, targetCard: u });
  return (u) => pay(u) && does(u);
}

function allowedTargets(s: VtesState, card: string, m: Mode): string[] {
  const active = s.active;
  for (const e of m.effects) {
    if (isKind(e, 'onVampire')) {
      // 1.6.1.4: vampires in torpor are controlled and may be targeted; "ready" cards exclude them
      const seats = e.own ? [active] : living(s);
      // `minion`: allies too (Pentex(TM) Subversion)
      const ready = (x: SeatId) => (e.minion ? readyMinions(s, x) : readyVampires(s, x));
      const where = e.where;
      const all = seats
        .flatMap((x) => (e.ready ? ready(x) : [...ready(x), ...s.seats[x].zones.torpor.filter((v) => !s.cards[v].contested)]))
        // only on a minion its Condition takes ("on a Toreador antitribu")
        .filter((v) => !where || holds(s, where, { seat: active, source: card, minion: v, it: v }))
        // not on a minion whose own text refuses the card's class ("contracts cannot be placed on Iliana")
        .filter((v) => !cannotHold(s, card, v));
      // a minion can have only one card of a class ("only one haven": Secure Haven), or one copy (vtes-es 1.6.2.2)
      const one = limitsOf(m).find((l) => 'oneOn' in l);
      if (one && 'oneOn' in one) {
        const cls = one.class;
        const has = (v: string) =>
          s.cards[v].attached.some((x) =>
            cls ? !!defsOf(s)[s.cards[x].cid].classes?.includes(cls) : s.cards[x].cid === s.cards[card].cid,
          );
        return all.filter((v) => !has(v));
      }
      // a vampire can have only one archetype (Rebel)
      if (m.effects.some(isEffect('archetype')))
        return all.filter(
          (v) => !s.cards[v].attached.some((x) => defsOf(s)[s.cards[x].cid].modes.some((mm) => mm.effects.some(isEffect('archetype')))),
        );
      return all;
    }
    // a card choosing its target among the cards a Selector takes, on which its primitives can act (Tend the Flock, Svadharma)
    if (isKind(e, 'prims') && e.target) {
      const sel = e.target;
      return selectedCards(s, sel, { seat: active, source: card }).filter((u) =>
        primsPossible(s, e.do, { seat: active, source: card, targetCard: u, minion: u }),
      );
    }
    // a card's primitives acting on its target: the ready minions they can act on (Life in the City, Misdirection)
    if (isKind(e, 'prims') && namesTarget(e.do)) return primTargets(s, e.do, { seat: active, source: card });
    // 1.6.2.2: on any controlled vampire (ready or torpid), not above the superior level
    if (isKind(e, 'discipline')) {
      const where = e.where;
      return living(s)
        .flatMap((x) => [...readyVampires(s, x), ...s.seats[x].zones.torpor])
        .filter((v) => discLevel(s, v, e.disc) < 2 && (!where || holds(s, where, { seat: active, source: card, minion: v, it: v })));
    }
  }
  void card;
  return [];
}

export function handleMaster(s: VtesState, id: string, ev: Ev): void {
  const o = ids.decode(id);
  if (!o) throw new Error(`vtes: master phase option ${id}`);
  const active = s.active;
  if (o.kind === 'done') return endTurnPhase(s, ev);
  if (o.kind === 'red') {
    setTurn(s, { masterLeft: s.turnFlags.masterLeft - 1 });
    useThisTurn(s, 'redMarks', o.minion);
    ev.push({ type: 'vtes.redListMark', params: { seat: active, name: cardName(s, o.minion) }, rule: 'vtes-es:11' });
    return;
  }
  if (handleCardOption('master', s, o, ev)) return;
  // a data ability of the master phase (vocab/abilities.ts: Blood Doll's)
  // (with the hand cards paying its discard cost, `target`: Tension in the Ranks' two master cards)
  if (o.kind === 'use') return useNamed(s, { seat: active }, o.card, o.ability, ev, idMinion(o.minion), o.target);
  if (o.kind !== 'm') return;
  const c = o.card;
  const d = defOf(s, c);
  const mi = playableModes(s, c, null, active, ['master'])[0];
  const m = d.modes[mi];
  setTurn(s, { masterLeft: s.turnFlags.masterLeft - 1 });
  // 1.6.1.2: "do not replace until ..." is marked before the card leaves the hand
  markNoReplace(s, m, active);
  playFromHand(s, c, active, ev);
  markCard(s, c, { mode: mi });
  payCost(s, d, null, active, ev);
  if (m.effects.some(isEffect('trifle')) && !s.turnFlags.trifle) {
    // 1.6.2.5: a trifle gives one extra master action (once per turn)
    setTurn(s, { trifle: true });
    setTurn(s, { masterLeft: s.turnFlags.masterLeft + 1 });
    ev.push({ type: 'vtes.trifle', params: { seat: active }, rule: 'vtes-es:1.6.2.5' });
  }
  if (onMethuselah(m)) {
    setPick(s, active, 'masterTarget', methuselahTargets(s, m).map(seatOption), { then: 'masterTarget', data: { card: c } });
    return;
  }
  if (needsTarget(m)) {
    const targets = masterTargets(s, c, m);
    setPick(s, active, 'masterTarget', cardTargets(s, targets), { then: 'masterTarget', data: { card: c } });
    return;
  }
  resolveMaster(s, c, null, ev);
}

/** What a resolving master card's effects act on: the card, its target (if any), whether it stays in play. */
interface MasterCtx {
  s: VtesState;
  card: string;
  target: string | null;
  active: SeatId;
  trophy: boolean;
  placed: boolean;
  ev: Ev;
}

/** Effects of a master card as it resolves (1.6.2), one handler per kind of the `masterPlay` site. */
const MASTER_EFFECTS: Handlers<'masterPlay', MasterCtx> = {
  inPlay: (e, c) => {
    moveTo(c.s, c.card, 'play', c.active);
    if (e.counters) bankToCard(c.s, c.card, e.counters);
    const by = e.countersBy === undefined ? 0 : amountOf(c.s, e.countersBy, { seat: c.active, source: c.card });
    if (by > 0) bankToCard(c.s, c.card, by);
    c.placed = true;
    runEnterTriggers(c.s, c.card, c.ev);
  },
  // "as this card is played, its controller chooses ..." (vocab/kept-choice.ts), once it is in play
  keepsChosen: (_e, c) => {
    if (c.placed) askKeptChoice(c.s, c.card, c.ev);
  },
  // played on a Methuselah (`target`: the seat); with `control` the card goes into play under that Methuselah's control
  // a master card that becomes an ally (Jake Washington): a minion of its player's ready region with its life (1.6.2)
  ally: (e, c) => {
    moveTo(c.s, c.card, 'ready', c.active);
    bankToCard(c.s, c.card, e.life);
    c.placed = true;
    c.ev.push({ type: 'vtes.becomesAlly', params: { card: cardName(c.s, c.card), n: e.life }, rule: 'vtes-es:1.6.2' });
    runEnterTriggers(c.s, c.card, c.ev);
  },
  onMethuselah: (e, c) => {
    if (c.target === null) return;
    const seat = Number(c.target);
    c.ev.push({ type: 'vtes.masterOnSeat', params: { seat: c.active, card: cardName(c.s, c.card), target: seat }, rule: 'vtes-es:1.6.2' });
    if (!e.control) return;
    moveTo(c.s, c.card, 'play', seat);
    markCard(c.s, c.card, { controller: seat });
    c.placed = true;
    c.ev.push({ type: 'vtes.masterGiven', params: { card: cardName(c.s, c.card), target: seat }, rule: 'vtes-es:1.6.2' });
  },
  onVampire: (e, c) => {
    if (!c.target) return;
    attach(c.s, c.card, c.target);
    markCard(c.s, c.card, { controller: c.active });
    // rule markers the card keeps on the minion while it stays there (marks.ts: Pentex(TM) Subversion)
    for (const k of e.marks ?? []) addMark(c.s, c.target, { k, until: 'card', src: c.card });
    c.placed = true;
  },
  discipline: (e, c) => {
    const { s, target, ev } = c;
    if (!target) return;
    attach(s, c.card, target);
    markCard(s, c.card, { controller: c.active });
    const t = s.cards[target];
    const cap = e.noCapacity ? 0 : 1;
    markCard(s, target, { capBonus: t.capBonus + cap, discBonus: { ...(t.discBonus ?? {}), [e.disc]: (t.discBonus?.[e.disc] ?? 0) + 1 } });
    c.placed = true;
    ev.push({ type: 'vtes.discipline', params: { name: cardName(s, target), disc: e.disc }, rule: 'vtes-es:1.6.2.2' });
  },
  // a target chosen by the card's Selector is the use's minion too ("younger than the chosen Baali")
  prims: (e, { s, card, target, active, ev }) =>
    runPrimsIf(
      s,
      e,
      { seat: active, source: card, targetCard: target ?? undefined, ...(e.target && target ? { minion: target } : {}) },
      ev,
    ),
  // a trophy's text waits for it to be placed (Red List)
  manual: (_e, { s, active, trophy }) => {
    if (!trophy) openManual(s, active);
  },
};

/**
 * A master card's target chosen: when the card says that the target's controller may pay to cancel it as it is
 * played (`targetMayCancel`, Golconda: Inner Peace), that Methuselah (another one, able to pay) is asked first;
 * else the card resolves.
 */
export function masterTargetChosen(s: VtesState, c: string, target: string, ev: Ev): void {
  const m = defOf(s, c).modes[s.cards[c].mode ?? 0];
  const e = m.effects.find(isEffect('targetMayCancel'));
  const owner = s.cards[target]?.controller;
  if (e && owner !== undefined && owner !== s.active && !s.seats[owner].ousted && s.seats[owner].pool >= e.pool) {
    setPick(
      s,
      owner,
      'targetCancel',
      [
        {
          id: PICK_OPTIONS.encode('k', { pool: String(e.pool) }),
          label: 'targetCancelPay',
          params: { label: { n: e.pool, card: cardName(s, c) } },
        },
        { id: PICK_OPTIONS.encode('pass', {}), label: 'targetCancelLet', params: { label: { card: cardName(s, c) } } },
      ],
      { then: 'targetCancel', data: { card: c, target, pool: e.pool } },
    );
    return;
  }
  resolveMaster(s, c, target, ev);
}

/** The answer of the target's controller (`masterTargetChosen`): pool burned and the card cancelled (to the ash heap), or it resolves. */
export function targetCancelAnswered(
  s: VtesState,
  seat: SeatId,
  data: { card: string; target: string; pool: number },
  pay: boolean,
  ev: Ev,
): void {
  if (!pay) return resolveMaster(s, data.card, data.target, ev);
  const k = burnPool(s, seat, data.pool);
  ev.push({ type: 'vtes.targetCancelled', params: { seat, n: k, card: cardName(s, data.card) }, rule: 'vtes-es:1.6.1.1' });
  toAsh(s, data.card);
}

export function resolveMaster(s: VtesState, c: string, target: string | null, ev: Ev): void {
  const active = s.active;
  const d = defOf(s, c);
  const m = d.modes[s.cards[c].mode ?? 0];
  const ctx: MasterCtx = { s, card: c, target, active, trophy: !!d.trophy, placed: false, ev };
  // what the target's cards add to the cost, read before the card joins them and paid as it resolves (LSJ 20020620)
  const extra = target && s.cards[target] ? costOnTarget(s, d, target) : 0;
  runEffects(MASTER_EFFECTS, m.effects, ctx);
  if (extra) {
    burnPool(s, active, extra);
    ev.push({ type: 'vtes.pay', params: { seat: active, blood: 0, pool: extra, card: d.name }, rule: 'vtes-es:1.6.1.3' });
  }
  const placed = ctx.placed;
  if (!placed) toAsh(s, c);
  else checkCardContest(s, c, ev);
  // +hand size: read from the card in play (handSize in state.ts), so a contested copy draws nothing
  if (m.effects.some(effectWhere('mod', (e) => e.stat === 'handSize'))) drawUp(s, active, ev);
  // Vessel: "you can burn a card named Blood Doll (if any)": any copy in play, or none
  const nb = m.effects.find(isEffect('mayBurnNamed')) as { cid: string } | undefined;
  if (nb) {
    const copies = Object.values(s.cards)
      .filter((x) => x.cid === nb.cid && (x.zone === 'attached' || x.zone === 'play') && !x.contested)
      .map((x) => x.uid);
    if (copies.length)
      setPick(
        s,
        active,
        'burnTarget',
        [
          ...copies.map((x) => ({
            id: PICK_OPTIONS.encode('t', { card: x }),
            label: 'burnNamed',
            params: { uid: x, label: { card: cardName(s, x), name: s.cards[x].host ? cardName(s, s.cards[x].host!) : '' } },
          })),
          { id: PICK_OPTIONS.encode('none', {}), label: 'noMore' },
        ],
        { then: 'burnNamed', data: {} },
      );
  }
}
