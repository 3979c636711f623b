/**
 * Requirements and queries of the V:TES rules: who is ready, what a card in play does now, the
 * requirements of a card and whether it can be paid (vtes-es 1.6.1.3 "Requisitos", 1.6.1.2 costs,
 * 4.1 contested cards, 1.6.3.6 who may react; vtes-pl "Zagranie karty", "Koszt", "Karty unikatowe").
 * Paying a cost and moving a played card are here too: they change the state only through ops.ts.
 */
import { refusesCarry } from './no-carry';
import { markStat } from './marks';
import type { SeatId } from '../../../engine/types';
import type { Condition, Effect, Mode, Window } from '../schema/effects';
import { conditionsOf, costOf, limitsOf } from '../schema/modes';
import { EVERY, type ModCtx, modSum, ON_MINION, SELF, type Stat } from '../schema/modifiers';
import { PICK_OPTIONS } from '../../../common/vtes-options';
import {
  burnBlood,
  burnConvictions,
  burnPool,
  drawCards,
  drawUp,
  lock,
  markCard,
  markSeat,
  moveTo,
  nameOf,
  outOfLife,
  pushFrame,
  removeFromGame,
  useThisTurn,
} from './ops';
import type { CardDef } from '../data/starters';
import {
  type ActionState,
  capacityOf,
  type CombatState,
  convictionsOn,
  defOf,
  discLevel,
  equipmentBarred,
  type Ev,
  handSize,
  isAlly,
  isEquipmentOn,
  isImbued,
  isVampire,
  living,
  type Pick,
  predatorOf,
  preyOf,
  sectOf,
  type Step,
  uidsOfCid,
  type VtesState,
} from './state';
import { titleOf } from './held-titles';
import { defsIndex } from './defs-index';
import { playsAs } from './plays-as';
import { asVampireMeets, playsModeAsVampire } from './ally-as-vampire';
import { playedWithin } from './limits';
import { defsOf } from './card-tables';
import { effectWhere, isEffect, isKind } from '../schema/effect-query';
import { holds } from './params/cond';
import { amountOf } from './params/amount';
import { hasTrait, isRedList } from './traits';
import { lastingSum } from './params/duration';
import { costFor, costLocks, costOnces, costOnTarget } from './cost-mods';
import { cancelFits, cancelTop } from './cancel-window';
import { unseenReact } from './unseen';
import { playedNotReplaced } from './played-not-replaced';
import { cardName } from './card-names';

export { cancelFits, cancelTop, playedWhat, type Played } from './cancel-window';

export { cardName, cardNamer, ownerLog } from './card-names';

export { costFor, costOnTarget };
export { hasTrait, isRedList };

export const lockedOrWoken = (s: VtesState, uid: string) => !s.cards[uid].locked || !!s.act?.woken.includes(uid);

export function readyMinions(s: VtesState, seat: SeatId): string[] {
  return s.seats[seat].zones.ready.filter((u) => !s.cards[u].contested && (isVampire(s, u) || isAlly(s, u)));
}

export function readyVampires(s: VtesState, seat: SeatId): string[] {
  return s.seats[seat].zones.ready.filter((u) => !s.cards[u].contested && isVampire(s, u));
}

/** Every copy of unique card `cid` in play (ready, torpor, in play, on a card). */
export function copiesOwnedInPlay(s: VtesState, seat: SeatId): string[] {
  const z = s.seats[seat].zones;
  const out: string[] = [];
  // (loops over each list rather than over spread copies: asked at every unlock decision)
  for (const list of [z.ready, z.torpor, z.play])
    for (const u of list) {
      out.push(u);
      for (const x of s.cards[u].attached) if (s.cards[x].controller === seat) out.push(x);
    }
  // cards this Methuselah controls on other Methuselahs' minions
  for (let x = 0; x < s.n; x++) {
    const st = s.seats[x];
    if (x === seat || st.ousted || st.withdrawn) continue; // the other living Methuselahs, in seat order
    for (const list of [st.zones.ready, st.zones.torpor])
      for (const u of list) for (const y of s.cards[u].attached) if (s.cards[y].controller === seat) out.push(y);
  }
  return out;
}

/**
 * 4.1 / 7: two card ids are the same card for uniqueness and contests: the same id, or the base and
 * an advanced version of the same vampire (same name, at least one of them advanced; "advanced or not,
 * merged or not, it is contested with other copies of the same vampire").
 */
export function sameCard(s: VtesState, a: string, b: string): boolean {
  if (a === b) return true;
  const da = defsOf(s)[a];
  const db = defsOf(s)[b];
  return !!da && !!db && da.kind === 'crypt' && db.kind === 'crypt' && da.name === db.name && (!!da.advanced || !!db.advanced);
}

export function copiesInPlay(s: VtesState, cid: string): string[] {
  // the other versions of the same vampire (7), known per game (defs-index.ts): no sameCard per card
  const versions = defsIndex(s).versions.get(cid);
  const cards = s.cards;
  // with no other version, the cards of that id only (state.ts `uidsOfCid`), in the table's order
  const all = versions ? Object.values(cards) : uidsOfCid(s, cid).map((u) => cards[u]);
  const out: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const c = all[i];
    if (c.cid !== cid && !versions?.includes(c.cid)) continue;
    if (c.zone !== 'ready' && c.zone !== 'torpor' && c.zone !== 'play' && c.zone !== 'attached') continue;
    // a version merged under its vampire is that vampire (the card on top stands for both)
    if (c.zone === 'attached' && c.host && cards[c.host].merged === c.uid) continue;
    out.push(c.uid);
  }
  return out;
}

export function allReadyVampires(s: VtesState): string[] {
  return living(s).flatMap((x) => readyVampires(s, x));
}

export function vampAbility(s: VtesState, uid: string, e: Effect['e']): Effect[] {
  const d = defOf(s, uid);
  return d.modes.filter((m) => m.kind === 'vampire').flatMap((m) => m.effects.filter(isEffect(e)));
}

export function attachedEffects(s: VtesState, uid: string): Effect[] {
  const out: Effect[] = [];
  for (const a of s.cards[uid].attached) {
    const mode = liveMode(s, a);
    // equipment its bearer cannot use in this combat gives nothing (Form of the Bat)
    if (mode && !equipmentBarred(s, a)) out.push(...mode.effects);
  }
  return out;
}

/**
 * The one stat query of the static modifiers (issue 11 item 5.2; vocab/modifiers.ts): what a minion
 * adds to a stat from its own printed abilities (`self`), its retainers (`employer`) and the cards put
 * on it (`bearer`), a contested card on it giving nothing (4.1), under the conditions `c`; a
 * modifier's other Condition leaves and Amounts read the state (core/params), the minion being both
 * `self` and `minion` (its combat's other minion the `opponent`) and its controller "you", the action
 * under way (or `announcing`, the one being announced, before it is on the stack: its stealth and
 * bleed) giving the actor, the blocker and the target Methuselah.
 */
export function statBonus(s: VtesState, stat: Stat, uid: string, c: ModCtx = {}, announcing?: ActionState): number {
  const d = defOf(s, uid);
  if (!c.param) c = Object.assign({}, c, { param: modParam(s, uid, announcing) });
  let n = 0;
  for (const m of d.modes) if (m.kind === 'vampire') n += modSum(m.effects, stat, SELF, c);
  // an ally's own text: the mode it was recruited with ("Double Deuce has +1 stealth")
  if (d.kind === 'library') {
    const own = liveMode(s, uid);
    if (own?.kind === 'ally') n += modSum(own.effects, stat, SELF, c);
  }
  for (const a of s.cards[uid].attached) {
    const mode = liveMode(s, a);
    if (mode && !equipmentBarred(s, a) && !(c.noEquipment && isEquipmentOn(s, a))) n += modSum(mode.effects, stat, ON_MINION, c);
  }
  n += everyMods(s, stat, uid, c, announcing);
  // an action bonus lasting this turn (the `bonus` primitive `for: 'turn'`)
  const tb = s.turnFlags.bonusTurn;
  if (tb) for (const b of tb) if (b.uid === uid && b.stat === stat) n += b.n;
  // rule markers put on it by hand (issue 34, marks.ts)
  return n + markStat(s, uid, stat);
}

/**
 * The blood it costs to rescue vampire `t` from torpor: 2, and more by a modifier (6.5.3; stat `rescueCost`: Mitchell);
 * with the rescuer known, its own price changes it too, never below 0 (stat `rescueBy`: "rescuing costs her 1 less").
 */
export function rescuePrice(s: VtesState, t: string, rescuer?: string): number {
  const base = 2 + Math.max(0, statBonus(s, 'rescueCost', t));
  return rescuer ? Math.max(0, base + statBonus(s, 'rescueBy', rescuer)) : base;
}

/**
 * The modifiers of the cards in play (any Methuselah's, uncontested) changing every minion for which their Condition
 * holds; a ready vampire's own text too, while it is ready ("while she is ready, Inner Circle members get -2 bleed").
 * The Condition reads from the card: `you` is its controller, `self` the card, `minion` the minion changed ("Gangrel you control").
 */
function everyMods(s: VtesState, stat: Stat, uid: string, c: ModCtx, announcing: ActionState | undefined): number {
  const ix = defsIndex(s);
  const cids = ix.everyMods;
  if (!cids.size) return 0;
  let n = 0;
  const add = (u: string, mode: Mode | undefined) => {
    if (mode) n += modSum(mode.effects, stat, EVERY, { ...c, param: modParam(s, uid, announcing, u) });
  };
  for (const x of s.seats)
    for (const z of [x.zones.play, x.zones.ready])
      for (const u of z) {
        if (cids.has(s.cards[u].cid)) {
          const mode = liveMode(s, u);
          if (z === x.zones.play || mode?.kind === 'vampire') add(u, mode);
        }
        // a card put on a ready minion changing every minion (Madman's Quill), walked only when the game has one
        if (z === x.zones.ready && ix.everyModsOn)
          for (const a of s.cards[u].attached) if (cids.has(s.cards[a].cid) && !s.cards[a].contested) add(a, liveMode(s, a));
      }
  return n;
}

/** The state reader of a minion's modifiers (`ModCtx.param`); the view with the announced action is made only when a Condition asks. */
function modParam(s: VtesState, uid: string, announcing: ActionState | undefined, card = uid): NonNullable<ModCtx['param']> {
  // `card`: a card in play changing every minion (its controller is `you`); else the minion's own
  const seat = s.cards[card].controller;
  const view = (): VtesState => (announcing ? Object.assign({}, s, { act: announcing }) : s);
  return {
    holds: (x) => {
      const v = view();
      return holds(v, x, { seat, source: card, minion: uid, target: v.act?.target });
    },
    amount: (a) => amountOf(s, a, { seat, source: card, minion: uid }),
  };
}

/**
 * Whether minion `u` cannot be the target of an action of Methuselah `seat` (vtes-es 6.2.1, 6.3.2): a card on it, or its
 * own text, says `untargetable` and `seat` is not its controller (Secure Haven). Read by every place that offers a
 * target to an action: combat targets, card targets, offered actions' targets, a referendum's chosen card.
 */
export function targetShielded(s: VtesState, u: string, seat: SeatId): boolean {
  const c = s.cards[u];
  if (!c || c.controller === seat) return false;
  return [u, ...c.attached].some((x) => !!liveMode(s, x)?.effects.some((e) => isKind(e, 'untargetable') && e.by === 'others'));
}

/** The most pool a bleed burns from Methuselah `seat`: the lowest cap of their cards in play (`bleedCap`: Protected Resources). */
export function bleedCapOf(s: VtesState, seat: SeatId): number {
  let cap = Infinity;
  for (const u of s.seats[seat].zones.play)
    for (const e of liveMode(s, u)?.effects ?? []) if (isKind(e, 'bleedCap')) cap = Math.min(cap, e.n);
  return cap;
}

/** The mode of a card in play, or undefined while it is contested (4.1: out of play). */
export function liveMode(s: VtesState, u: string): Mode | undefined {
  const c = s.cards[u];
  if (c.contested) return undefined;
  return defOf(s, u).modes[c.mode ?? 0];
}

export function strengthOf(s: VtesState, uid: string): number {
  const cb = s.combat;
  let str = 1;
  // "gets a strength of N this combat" (Torn Signpost) sets the base strength; +strength effects still add
  if (cb && cb.strengthSet[uid] !== undefined) str = cb.strengthSet[uid];
  else if (isAlly(s, uid)) {
    const a = defOf(s, uid)
      .modes.flatMap((m) => m.effects)
      .find(isEffect('ally')) as { strength: number } | undefined;
    str = a?.strength ?? 1;
  }
  str += statBonus(s, 'strength', uid);
  for (const e of attachedEffects(s, uid)) if (isKind(e, 'attachStrength')) str += e.n;
  // the bonuses that still last: this round's, this combat's (core/params/duration.ts)
  str += lastingSum(s, cb?.lasting, uid);
  // a minion's strength is never below 0 (6.4.3: "the opposing minion gets -1 strength")
  return Math.max(0, str);
}

/** Requirements of a mode (and the card) for a minion `uid` played by `seat` (1.6.1.3): its conditions and the card's, its window. */
export function meetsReqs(s: VtesState, d: CardDef, mode: Mode, uid: string | null, seat: SeatId): boolean {
  const conds = conditionsOf(d, mode);
  // an ally playing a card requiring one of its Disciplines as a vampire (`asVampire`): its capacity and sect as that vampire's
  const asV =
    uid && d.kind === 'library' && !isVampire(s, uid) ? playsModeAsVampire(defOf(s, uid), s.cards[uid].mode, d, conds) : undefined;
  for (const r of conds) if (!(asV && asVampireMeets(asV, r)) && !meetsCondition(s, r, uid, seat)) return false;
  if (uid && cannotAct(s, uid, mode.kind)) return false;
  if (mode.window && !inWindow(s, mode.window, uid, seat)) return false;
  // "only usable if ...": the mode's Condition on the moment (vocab/params/cond.ts)
  if (mode.if && !holds(s, mode.if, { seat, ...(uid ? { minion: uid } : {}) })) return false;
  if (d.clan.length && d.kind === 'library') {
    // a vampire may play it as if of the clan required, or count for its Methuselah's card (`playsAs`)
    if (mode.kind === 'master') {
      if (!readyVampires(s, seat).some((v) => d.clan.includes(defOf(s, v).clan[0]) || playsAs(s, v, { clans: d.clan }, true))) return false;
    } else if (!uid || !isVampire(s, uid) || !(d.clan.includes(defOf(s, uid).clan[0]) || playsAs(s, uid, { clans: d.clan }))) return false;
  }
  return true;
}

/** "Cannot use cards requiring <Discipline>": the vampire's own record forbids the modes requiring `disc` (issue 30). */
function cannotUse(s: VtesState, uid: string, disc: string): boolean {
  const d = defOf(s, uid);
  if (d.kind !== 'crypt') return false;
  for (const m of d.modes) if (m.kind === 'vampire') for (const e of m.effects) if (isKind(e, 'cannotUse') && e.disc === disc) return true;
  return false;
}

/**
 * "Cannot perform political actions", "cannot rescue": the vampire's own record forbids the actions of that kind (issue 30); so
 * does a card on the minion ("this vampire cannot recruit allies or employ retainers": Depravity).
 */
export function cannotAct(s: VtesState, uid: string, kind: Mode['kind'] | 'rescue' | 'any'): boolean {
  const d = defOf(s, uid);
  const forbids = (effects: readonly Effect[]) => effects.some((e) => isKind(e, 'cannotAct') && e.kind === kind);
  if (s.cards[uid].attached.some((a) => forbids(liveMode(s, a)?.effects ?? []))) return true;
  // an ally's own "cannot take actions" (`any`): its mode in play says it
  if (kind === 'any' && d.kind === 'library') return forbids(d.modes[s.cards[uid].mode ?? 0]?.effects ?? []);
  if (d.kind !== 'crypt') return false;
  for (const m of d.modes) if (m.kind === 'vampire' && forbids(m.effects)) return true;
  // "cannot have equipment or retainers": no equip or employ (LSJ 20050315; core/no-carry.ts)
  if (kind === 'equip' || kind === 'retainer') return refusesCarry(s, uid, kind === 'equip' ? 'equipment' : 'retainer');
  return false;
}

/** A condition on the player and the minion `uid` (1.6.1.3). */
export function meetsCondition(s: VtesState, r: Condition, uid: string | null, seat: SeatId): boolean {
  switch (r.r) {
    case 'disc':
      return !!uid && discLevel(s, uid, r.disc) >= r.level && !cannotUse(s, uid, r.disc);
    case 'clan':
      return !!uid && (defOf(s, uid).clan.includes(r.clan) || playsAs(s, uid, { clans: [r.clan] }));
    case 'title': {
      // a vampire may play it as if it had the title (`playsAs`: Karl Schrekt)
      if (uid === null)
        return readyVampires(s, seat).some((v) => r.titles.includes(titleOf(s, v)!) || playsAs(s, v, { titles: r.titles }, true));
      return r.titles.includes(titleOf(s, uid)!) || playsAs(s, uid, { titles: r.titles });
    }
    case 'sect':
      if (uid === null || defOf(s, uid).kind !== 'crypt')
        return readyVampires(s, seat).some((v) => sectOf(s, v) === r.sect || playsAs(s, v, { sects: [r.sect] }, true));
      return sectOf(s, uid) === r.sect || playsAs(s, uid, { sects: [r.sect] });
    case 'capacity':
      // a master card (no minion plays it): one of your ready vampires must meet it
      if (uid === null) return readyVampires(s, seat).some((v) => meetsCondition(s, r, v, seat));
      return !!uid && isVampire(s, uid) && capacityOf(s, uid) >= (r.min ?? 0) && capacityOf(s, uid) <= (r.max ?? 99);
    case 'sects':
    case 'notSect':
    case 'titled':
    case 'trait':
    case 'notClan':
    case 'version':
      return meetsDataReq(s, r, uid, seat);
    case 'edge':
      return s.edge === seat;
    case 'vampire':
      return uid === null || isVampire(s, uid);
    case 'gehenna':
      return (
        living(s).reduce(
          (n, x) => n + s.seats[x].zones.play.filter((u) => !s.cards[u].contested && defsOf(s)[s.cards[u].cid].gehenna).length,
          0,
        ) >= r.n
      );
    case 'locked':
      return !!uid && s.cards[uid].locked;
    case 'lockedOk':
      return true;
  }
}

/**
 * The combat is about to end with both combatants still ready (vtes-es 6.4: its last end-of-round step,
 * after a press step with no press to continue or a strike ending it), no other combat queued yet.
 */
export function combatAboutToEnd(s: VtesState): boolean {
  const c = s.combat;
  if (!c || c.step !== 'endRound' || c.queued || !(c.finalRound || !c.continues)) return false;
  return s.cards[c.a].zone === 'ready' && s.cards[c.b].zone === 'ready';
}

/** The mode's window holds now for minion `uid` of `seat` (every field given narrows it). */
export function inWindow(s: VtesState, w: Window, uid: string | null, seat: SeatId): boolean {
  const bleeding = s.act?.kind === 'bleed' || (s.act?.kind === 'card' && cardModeHas(s, s.act, 'bleed'));
  if (w.bleed && !bleeding) return false;
  if (w.notBleed && (!s.act || bleeding)) return false;
  if (w.against === 'directedAtYou' && !(!!s.act && s.act.target === seat)) return false;
  if (w.against === 'bleedingYou' && !(!!s.act && isBleed(s, s.act) && s.act.target === seat && s.act.step === 'react')) return false;
  if (w.predatorActing && !(!!s.act && predatorOf(s, seat) === s.act.seat)) return false;
  if (w.polling && s.ref?.step !== 'polling') return false;
  if (w.beforeVotes && !(s.ref?.step === 'polling' && s.ref.yes === 0 && s.ref.no === 0 && !s.ref.ballots)) return false;
  if (w.blocker === 'blocking' && !(!!uid && !!s.act && s.act.blocker === uid)) return false;
  if (w.blocker === 'hasBlocked' && !(!!s.act && s.act.blocker === uid && s.act.outcome === 'blocked')) return false;
  if (w.after === 'refPassed') {
    if (!(!!s.act && s.act.step === 'after' && !!s.ref === false && !!s.act.refPassed)) return false;
  } else if (w.after && !(!!s.act && s.act.step === 'after' && s.act.outcome === w.after)) return false;
  if (w.combat === 'beforeRange' && s.combat?.step !== 'preRange') return false;
  if (w.combat === 'closeBeforeStrikes' && !(s.combat?.step === 'preStrike' && s.combat.range === 'close')) return false;
  if (w.combat === 'endOfRound' && s.combat?.step !== 'endRound') return false;
  if (w.combat === 'aboutToEnd' && !combatAboutToEnd(s)) return false;
  // as the opposing vampire is going to torpor (rules/torpor-window.ts): never by that vampire
  if (w.combat === 'torpor' && !(!!s.combat?.torpor && s.combat.torpor.uid !== uid)) return false;
  // as the minion chooses its strike (6.4.3): the card is played, then the strike is chosen
  if (w.combat === 'strike' && !(s.combat?.step === 'strikeA' || s.combat?.step === 'strikeB')) return false;
  if (w.outOfTurn && !outOfTurnWindow(s, w.outOfTurn, seat)) return false;
  if (w.cancel && !cancelFits(s, w.cancel, uid, seat)) return false;
  return true;
}

/** An out-of-turn master card's window (1.6.2.4). */
function outOfTurnWindow(s: VtesState, r: NonNullable<Window['outOfTurn']>, seat: SeatId): boolean {
  // 1.6.2.4: never in your own turn; one out-of-turn card per master phase it is charged to
  if ((seat === s.active && !r.ownTurn) || s.seats[seat].masterDebt > 0) return false;
  switch (r.when) {
    case 'action':
      // while deciding blocks, or in the reaction window after the blocks
      return !!s.act && (s.act.step === 'react' || s.act.step === 'block') && s.act.seat !== seat && !s.combat && !s.ref;
    case 'bleedingYou':
      return !!s.act && isBleed(s, s.act) && s.act.target === seat && s.act.step === 'react';
    case 'referendum':
      return s.ref?.step === 'polling';
    case 'combat':
      return !!s.combat;
    case 'none': {
      // cards that cancel a card as it is played: only in that window, for the kind of card answered
      if (r.cancels) {
        if (!s.cancelWin) return false;
        const pick = cancelTop(s);
        if (r.from === 'predatorOrPrey' && pick.seat !== preyOf(s, seat) && pick.seat !== predatorOf(s, seat)) return false;
        return pick.seat !== seat && r.cancels === pick.kind;
      }
      if (s.cancelWin) return false;
      // cards naming a moment (issue 19 item 19, moments.ts): in that moment's window, or in the
      // wider window the moment happens in (the players check the rest of the card's condition)
      switch (r.moment) {
        case undefined:
          break;
        case 'controlChange':
          // about to enter combat: its window (moments.ts); a change of control: during another
          // Methuselah's action or a referendum, where the cards that change control are played
          if (s.moment) return s.moment.kind === r.moment && s.moment.order[0] === seat;
          return (
            (!!s.act && (s.act.step === 'react' || s.act.step === 'block') && s.act.seat !== seat && !s.combat) || s.ref?.step === 'polling'
          );
        case 'bleedingYou':
          return !!s.act && isBleed(s, s.act) && s.act.target === seat && s.act.step === 'react';
        default:
          return s.moment?.kind === r.moment && s.moment.order[0] === seat;
      }
      // other cards with no moment of their own (a change of control...): offered in every
      // out-of-turn window (another Methuselah's action, a referendum's polling, each combat round)
      if (s.moment) return false;
      return (
        (!!s.act && (s.act.step === 'react' || s.act.step === 'block') && s.act.seat !== seat) || s.ref?.step === 'polling' || !!s.combat
      );
    }
  }
}

/** Keyword/trait of a minion (imported crypt data, vtes-es:11). */
/**
 * Requirements the imported card data states (1.6.1.3; imported.ts reqsFromData). A master card (no
 * playing minion) needs one of your ready vampires to meet it.
 */
export function meetsDataReq(s: VtesState, r: Condition, uid: string | null, seat: SeatId): boolean {
  if (uid !== null && !isVampire(s, uid) && r.r === 'trait') return hasTrait(s, uid, r.trait) !== !!r.not; // an ally plays it
  if (uid === null || !isVampire(s, uid)) return readyVampires(s, seat).some((v) => meetsDataReq(s, r, v, seat));
  const sect = sectOf(s, uid);
  switch (r.r) {
    case 'sects':
      return (!!sect && r.sects.includes(sect)) || playsAs(s, uid, { sects: r.sects });
    case 'notSect':
      return sect !== r.sect;
    case 'titled':
      return !!titleOf(s, uid) !== !!r.not;
    case 'trait':
      return hasTrait(s, uid, r.trait) !== !!r.not;
    case 'notClan':
      return !defOf(s, uid).clan.includes(r.clan);
    case 'version': {
      const c = s.cards[uid];
      if (r.v === 'unmerged') return !c.merged;
      const adv = !!defsOf(s)[c.cid].advanced || (!!c.merged && !!defsOf(s)[s.cards[c.merged].cid].advanced);
      return r.v === 'advanced' ? adv : !adv;
    }
    default:
      return true;
  }
}

/** A mode whose effect is (only) text resolved with manual operations. */
export function hasManualOnly(m: Mode): boolean {
  return m.effects.length > 0 && m.effects.every(isEffect('manual'));
}

export function cardModeHas(s: VtesState, a: Step<ActionState>, e: Effect['e']): boolean {
  if (!a.card) return false;
  const mode = defOf(s, a.card).modes[a.mode ?? 0];
  return !!mode?.effects.some(isEffect(e));
}

export function isBleed(s: VtesState, a: Step<ActionState>): boolean {
  return a.kind === 'bleed' || (a.kind === 'card' && cardModeHas(s, a, 'bleed'));
}

/** Intercept a blocker has from its own abilities and cards (6.2.2.2). */
export function baseIntercept(s: VtesState, action: Step<ActionState>, b: string): number {
  // printed intercept (on every block, or against directed actions), retainers', and cards on it (+1 against a bleed at you)
  // (the action's own changes for the minions a Selector takes: vocab/prims/intercept-by.ts `actionIntercept`)
  return statBonus(s, 'intercept', b, {
    directed: action.target !== undefined,
    bleed: () => isBleed(s, action),
    targetsYou: action.target === s.cards[b].controller,
  });
}

export function blood(s: VtesState, uid: string): number {
  return s.cards[uid].blood;
}

/** Cost payable: blood cost by the vampire (allies pay with life), pool cost by the Methuselah. */
export function canPay(s: VtesState, d: CardDef, uid: string | null, seat: SeatId, x = 0): boolean {
  const cost = costFor(s, d, seat, uid);
  const bc = cost.blood === 'X' ? x : (cost.blood ?? 0);
  const pc = cost.pool === 'X' ? x : (cost.pool ?? 0);
  if (bc > 0 && (!uid || blood(s, uid) < bc)) return false;
  if (pc > 0 && s.seats[seat].pool < pc) return false;
  // imbued appendix 2: a conviction cost is paid with the playing imbued's convictions
  if (cost.conviction && (!uid || !isImbued(s, uid) || convictionsOn(s, uid).length < cost.conviction)) return false;
  return true;
}

export function payCost(s: VtesState, d: CardDef, uid: string | null, seat: SeatId, ev: Ev, x = 0, half = false): void {
  const full = costFor(s, d, seat, uid);
  // "pay half the cost, rounded down" (Alastor's equipment: vocab/prims/seek-equip.ts)
  const cut = (n: number | 'X' | undefined) => (typeof n === 'number' ? Math.floor(n / 2) : n);
  const cost = half ? { ...full, blood: cut(full.blood), pool: cut(full.pool) } : full;
  // a card in play used by locking it to make this card cheaper (The Shard): locked as the price is paid
  for (const u of costLocks(s, d, seat, uid)) {
    lock(s, u);
    ev.push({ type: 'vtes.lock', params: { name: nameOf(s, u) }, rule: 'vtes-es:1.6.1.3' });
  }
  // a once-each-turn reduction (Nergal's) is spent by the price it changed
  for (const k of costOnces(s, d, seat, uid)) useThisTurn(s, 'abilities', k);
  const bc = cost.blood === 'X' ? x : (cost.blood ?? 0);
  const pc = cost.pool === 'X' ? x : (cost.pool ?? 0);
  if (bc > 0 && uid) {
    burnBlood(s, uid, bc);
    if (isAlly(s, uid) && s.cards[uid].blood <= 0) outOfLife(s, uid, ev, 'vtes-es:1.6.1.3');
  }
  if (pc > 0) burnPool(s, seat, pc);
  if (cost.conviction && uid) burnConvictions(s, uid, cost.conviction, ev);
  if (bc || pc)
    ev.push({
      type: 'vtes.pay',
      params: { seat, blood: bc, pool: pc, card: d.name, ...(bc > 0 && uid ? { uid } : {}) },
      rule: 'vtes-es:1.6.1.3',
    });
}

/**
 * Whether a mode may be played once in the whole game (`onePer: 'game'`) / once each turn (`onePer: 'turn'`) / once in
 * the game by each Methuselah (`onePer: 'seat'`).
 */
function onePer(m: Mode, per: 'game' | 'turn' | 'seat'): boolean {
  return limitsOf(m).some((l) => 'onePer' in l && l.onePer === per);
}
const onePerGame = (m: Mode) => onePer(m, 'game') || onePer(m, 'seat');

/**
 * Whether a copy of the card was played in this game, by anybody: the cards of which one may be
 * played in a game (events, 1.6.4; "only one X can be played in a game") are kept in the seats' lists.
 */
export function playedInGame(s: VtesState, cid: string): boolean {
  return s.seats.some((x) => x.eventsPlayed.includes(cid));
}

/** Plays a card from hand: to limbo, then draw up (1.6.1.2). */
export function playFromHand(s: VtesState, uid: string, seat: SeatId, ev: Ev, mode?: number): void {
  const d = defOf(s, uid);
  if (d.modes.some(onePerGame) && !s.seats[seat].eventsPlayed.includes(d.id))
    markSeat(s, seat, { eventsPlayed: [...s.seats[seat].eventsPlayed, d.id] });
  // "only one can be played each turn": the mode played, when known, says it ("only one at superior": Veil the Legions)
  const modes = mode === undefined ? d.modes : [d.modes[mode]];
  if (modes.some((m) => m && onePer(m, 'turn'))) useThisTurn(s, 'playedOnce', d.id);
  moveTo(s, uid, 'limbo', seat);
  playedEvents(s, uid, seat, ev);
  // played while a vampire whose text holds back its controller's replacements acts (Skidmark; core/played-not-replaced.ts)
  playedNotReplaced(s, seat, s.act?.actor, modes);
  drawUp(s, seat, ev, true);
  // "each time you replace a card, draw one more and discard down" for the rest of a combat (Infernal Pursuit)
  const more = s.combat?.drawOnReplace?.filter((x) => x === seat).length ?? 0;
  if (more > 0) replaceExtra(s, seat, more, ev);
}

/**
 * `n` more cards drawn with a replacement, then the hand discarded down to its size, the player choosing (1.6.1.2; the
 * primitive `drawOnReplace`): the discard is a pick (core/steps.ts `discardDown`, answered in rules/picks.ts).
 */
export function replaceExtra(s: VtesState, seat: SeatId, n: number, ev: Ev): void {
  drawCards(s, seat, n, ev);
  askDiscardDown(s, seat);
}

/**
 * The Methuselah of `seat` discards down to its hand size, choosing (1.6.1.2: "discard down afterward"): the
 * `discardDown` pick, asked again after each discard (core/steps.ts `fixHand`); nothing when the hand is not above it
 * or the pick is already asked.
 */
export function askDiscardDown(s: VtesState, seat: SeatId): void {
  if (s.seats[seat].zones.hand.length <= handSize(s, seat) || (s.pick?.kind === 'discardDown' && s.pick.seat === seat)) return;
  pushFrame(s, 'pick', { seat, kind: 'discardDown', options: discardChoices(s, seat), then: 'discardDown', data: {} } as Pick);
}

/** A pick's options naming each card of the seat's hand to discard. */
export function discardChoices(s: VtesState, seat: SeatId): Pick['options'] {
  return s.seats[seat].zones.hand.map((h) => ({
    id: PICK_OPTIONS.encode('d', { card: h }),
    label: 'discard',
    params: { card: h, label: { card: cardName(s, h) } },
  }));
}

/**
 * The log of a card played (1.6.1.1), and, when its text is not all run by the engine (its data entry
 * is not `full`), a line saying so: the players apply the rest with the manual operations (1.4; issue
 * 29 item 5).
 */
export function playedEvents(s: VtesState, uid: string, seat: SeatId, ev: Ev): void {
  const name = cardName(s, uid);
  ev.push({ type: 'vtes.play', params: { seat, uid, cid: s.cards[uid].cid, name }, rule: 'vtes-es:1.6.1.1', reveals: true });
  if (defOf(s, uid).automation !== 'full') ev.push({ type: 'vtes.playedByHand', params: { seat, name }, rule: 'vtes-es:1.4' });
}

export function toAsh(s: VtesState, uid: string): void {
  const c = s.cards[uid];
  // a card played that leaves the game instead (`removedAfterPlay`: Reinforcements, even failed or cancelled)
  if (c.zone === 'limbo' && removedAfterPlay(s, uid)) return removeFromGame(s, uid);
  moveTo(s, uid, 'ash', c.owner);
  markCard(s, uid, { controller: c.owner });
}

/** Whether the card leaves the game once played rather than rest in the ash heap (effect `removedAfterPlay`, vtes-es 1.1.2). */
export function removedAfterPlay(s: VtesState, uid: string): boolean {
  return defOf(s, uid).modes.some((m) => m.effects.some(isEffect('removedAfterPlay')));
}

export function mayReact(s: VtesState, uid: string, seat: SeatId): boolean {
  const c = s.cards[uid];
  return c.zone === 'ready' && c.controller === seat && !c.contested && lockedOrWoken(s, uid);
}

/**
 * The mode's limits on the playing minion (vocab/modes.ts `limitsOf`): no copy of the card already
 * on it (`oneOn`; with `class`, no card of that class: one vehicle per minion), no copy played since its last unlock phase (`once: 'untilUnlock'`, On the Qui Vive),
 * not played by it already in this action (`once: 'action'`, every action modifier and reaction:
 * limits.ts) or this turn (`once: 'turn'`). Once per round / per combat are the combat's (combat.ts).
 */
export function withinLimits(s: VtesState, d: CardDef, m: Mode, uid: string): boolean {
  for (const l of limitsOf(m))
    if ('oneOn' in l) {
      const cls = l.class;
      // "not usable if one is already on any minion controlled by your prey" (Madman's Quill): the prey's minions' copies
      if (l.oneOn === 'prey') {
        if (preyBears(s, s.cards[uid].controller, d.id)) return false;
        continue;
      }
      // a card put on the opposing minion of the combat: that minion's copies
      const k = s.combat;
      const on = l.oneOn !== 'opponent' ? uid : !k ? undefined : k.a === uid ? k.b : k.b === uid ? k.a : undefined;
      if (on === undefined) continue;
      if (s.cards[on].attached.some((x) => (cls ? (defOf(s, x).classes?.includes(cls) ?? false) : s.cards[x].cid === d.id))) return false;
    } else if ('once' in l && (l.once === 'untilUnlock' || l.once === 'action' || l.once === 'turn') && playedWithin(s, uid, d.id, l.once))
      return false;
  return true;
}

/** Whether a minion (ready or in torpor) controlled by the prey of Methuselah `seat` bears a copy of card `cid` (1.3). */
function preyBears(s: VtesState, seat: SeatId, cid: string): boolean {
  const z = s.seats[preyOf(s, seat)]?.zones;
  return !!z && [...z.ready, ...z.torpor].some((m) => s.cards[m].attached.some((x) => s.cards[x].cid === cid));
}

/** The card names a mode's `notWith` limit gives (cards that cannot be played on the same action as it). */
const notWithOf = (m: Mode): string[] => limitsOf(m).flatMap((l) => ('notWith' in l ? l.notWith : []));

/** Whether a card played on the action under way and this one exclude each other (`notWith`, read both ways). */
function excludedInAction(s: VtesState, d: CardDef, m: Mode): boolean {
  if (!s.act) return false;
  const mine = notWithOf(m);
  // "only one X each action": a copy played by any minion in this action (a reaction's `once: 'action'` record) bars it
  if (mine.includes(d.name) && Object.values(s.act.used).some((cards) => cards.includes(d.id))) return true;
  return s.act.mods.some((x) => {
    const o = defOf(s, x);
    return mine.includes(o.name) || o.modes.some((om) => notWithOf(om).includes(d.name));
  });
}

/** Playable modes of a hand card for minion `uid` (or the Methuselah when uid null). */
export function playableModes(s: VtesState, card: string, uid: string | null, seat: SeatId, kinds: Mode['kind'][]): number[] {
  const d = defOf(s, card);
  const out: number[] = [];
  // no mode of the asked kinds: nothing to check (the minion's cards are read only for such a mode)
  if (!d.modes.some((m) => kinds.includes(m.kind))) return out;
  if (uid) {
    // 4.1: a contested vampire is out of play and plays no card
    if (s.cards[uid].contested) return out;
    const effs = attachedEffects(s, uid);
    // a card on the vampire forbids playing this card
    if (effs.some(effectWhere('cannotPlay', (e) => e.cid === d.id))) return out;
  }
  d.modes.forEach((m, i) => {
    if (!kinds.includes(m.kind)) return;
    // "no more action modifiers can be played on this action" (Approximation of Loyalty [PRE])
    if (m.kind === 'modifier' && s.act?.noMods) return;
    // "cannot play reaction cards" while a minion acts this turn (the primitive `unseenBy`: Blind Spot)
    if (m.kind === 'reaction' && uid && unseenReact(s, uid)) return;
    // imbued appendix 3 (vtes-es 1.6.3 item 8): only an imbued plays a power, and never a second copy onto itself
    if (m.kind === 'power' && (!uid || !isImbued(s, uid) || s.cards[uid].attached.some((x) => s.cards[x].cid === d.id))) return;
    if (uid && !withinLimits(s, d, m, uid)) return;
    // "only one can be played in a game": none once a copy was (by anybody)
    if (onePer(m, 'game') && playedInGame(s, d.id)) return;
    // "each Methuselah may play only one X each game": none once this Methuselah played a copy
    if (onePer(m, 'seat') && s.seats[seat].eventsPlayed.includes(d.id)) return;
    // "only one can be played each turn": none once a copy was this turn (Ashur Tablets)
    if (onePer(m, 'turn') && s.turnFlags.playedOnce?.includes(d.id)) return;
    // "X and Y cannot both be played on the same action": either card's limit bars the other
    if (excludedInAction(s, d, m)) return;
    if (!meetsReqs(s, d, m, uid, seat)) return;
    const cost = costOf(d, m);
    if (!canPay(s, d, uid, seat, cost.blood === 'X' || cost.pool === 'X' ? 1 : 0)) return;
    out.push(i);
  });
  // superior supersedes inferior when both are playable with the same kind? keep both: the player chooses.
  return out;
}

export const other = (combat: Step<CombatState>, u: string) => (u === combat.a ? combat.b : combat.a);
