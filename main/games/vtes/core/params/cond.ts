/**
 * Conditions (issue 27 item 4; vocab/schema-params.ts `Cond`), interpreted here and nowhere else:
 * whether one holds now for a use (`holds`), what a use that needed "the first time this turn" leaves
 * behind (`condUsed`), and the clause that says it in a card's text (`condRef`, cards-vtes `cond.*`:
 * "if this minion is Toreador and the action is a bleed"). Rule citations: clan, sect and title
 * (vtes-es 1.5), capacity and "younger" (1.5.1, glossary "Más joven"), ready and locked (1.1.2, 4),
 * counters (1.2), an action's kind and its target (6.1, 6.2.2), blocking (6.2.2.2), success and block (6.2.3), range (6.4.2), rounds (6.4.1).
 */
import { titleOf } from '../held-titles';
import { actedThisTurn, didThisTurn } from '../deeds';
import { useThisTurn } from '../ops';
import {
  becameAlly,
  capacityOf,
  defOf,
  discLevel,
  isAlly,
  isImbued,
  isVampire,
  predatorOf,
  preyOf,
  sectOf,
  uidsOfCid,
  type VtesState,
} from '../state';
import type { Cond } from '../../schema/schema-params';
import { type ParamCtx, type ParamRef, roleRef, roleUid } from './ctx';
import { isEffect, isKind } from '../../schema/effect-query';
import { defsOf } from '../card-tables';
import { corruptionOf } from '../corruption';
import { conditionsOf } from '../../schema/modes';

type Bounds = { min?: number; max?: number };
const within = (n: number, b: Bounds) => n >= (b.min ?? -Infinity) && n <= (b.max ?? Infinity);

/** The marker a card leaves in the turn's records once it did its "first time this turn" effect. */
const firstKey = (s: VtesState, c: ParamCtx) => `first:${c.source ? defOf(s, c.source).id : ''}:${c.seat}`;

/** Whether the action under way is of a kind (a card action counts as what its mode does: bleed). */
function actionIs(s: VtesState, kind: Extract<Cond, { c: 'action' }>['kind']): boolean {
  const a = s.act;
  if (!a) return false;
  if (kind === 'directed') return a.target !== undefined;
  if (kind === 'undirected') return a.target === undefined;
  if (kind === 'bleed' && a.kind === 'card' && a.card) return defOf(s, a.card).modes[a.mode ?? 0]?.effects.some(isEffect('bleed')) ?? false;
  // an action to enter combat: the default one (kind `combat`) or a card's (6.4)
  if (kind === 'combat' && a.kind === 'card' && a.card)
    return defOf(s, a.card).modes[a.mode ?? 0]?.effects.some(isEffect('enterCombat')) ?? false;
  return a.kind === kind;
}

/** The copies of a card (by its id) in play, whoever controls them: in a play region or on a minion, not contested. */
export function copiesInPlay(s: VtesState, cid: string): string[] {
  return uidsOfCid(s, cid).filter((u) => {
    const x = s.cards[u];
    return x.cid === cid && (x.zone === 'play' || x.zone === 'attached') && !x.contested;
  });
}

/** Whether a reaction card was played in the action under way (the cards its minions played, limits.ts `act.used`). */
function reacted(s: VtesState): boolean {
  const defs = defsOf(s);
  return Object.values(s.act?.used ?? {}).some((cids) => cids.some((cid) => defs[cid]?.modes.some((m) => m.kind === 'reaction')));
}

/** Whether a Methuselah controls a ready vampire of the clan, the sect and the title given (1.1.2, 1.5). */
function controlsReady(s: VtesState, seat: number | undefined, c: Extract<Cond, { c: 'controls' }>, self?: string): boolean {
  // a location in play: the seat's cards in play and those on its ready minions (G00047)
  if (c.location)
    return (
      seat !== undefined &&
      [...s.seats[seat].zones.play, ...s.seats[seat].zones.ready.flatMap((u) => s.cards[u].attached)].some(
        (u) => !s.cards[u].contested && isLocation(s, u),
      )
    );
  const ready = seat === undefined ? undefined : s.seats[seat]?.zones.ready;
  const fits = (u: string): boolean =>
    !s.cards[u].contested &&
    (c.imbued ? isImbued(s, u) : c.ally ? isAlly(s, u) : isVampire(s, u)) &&
    (c.clan === undefined || defOf(s, u).clan.includes(c.clan)) &&
    (c.sect === undefined || sectOf(s, u) === c.sect) &&
    (c.notSect === undefined || sectOf(s, u) !== c.notSect) &&
    (!c.titled || titleOf(s, u) !== undefined) &&
    (c.title === undefined || titleOf(s, u) === c.title) &&
    // younger than the card of the use (a vampire's capacity, 1.5.1)
    (!c.younger || (self !== undefined && !!s.cards[self] && capacityOf(s, u) < capacityOf(s, self)));
  // at least `min` of them ("more than two ready imbued"), else one
  return c.min === undefined ? !!ready?.some(fits) : (ready?.filter(fits).length ?? 0) >= c.min;
}

/** A master card put in play as a location (its `inPlay` record), or a card of the class (G00047). */
function isLocation(s: VtesState, u: string): boolean {
  const d = defOf(s, u);
  return !!d.classes?.includes('location') || d.modes.some((m) => m.effects.some((e) => isKind(e, 'inPlay') && !!e.location));
}

/** The Methuselah a pool or `controls` leaf reads: the user, the user's prey (1.3), or the one the action targets. */
function seatOf(s: VtesState, of: 'you' | 'target' | 'prey' | 'itsController', ctx: ParamCtx): number | undefined {
  // the controller of the card a Selector considers ("a minion controlled by a Methuselah with 3 or fewer pool")
  if (of === 'itsController') return ctx.it === undefined ? undefined : s.cards[ctx.it]?.controller;
  return of === 'you' ? ctx.seat : of === 'prey' ? preyOf(s, ctx.seat) : (ctx.target ?? s.act?.target);
}

/** Whether the condition holds now for the use (a role with no card now makes its leaf false). */
export function holds(s: VtesState, c: Cond, ctx: ParamCtx): boolean {
  switch (c.c) {
    case 'all':
      return c.of.every((x) => holds(s, x, ctx));
    case 'any':
      return c.of.some((x) => holds(s, x, ctx));
    case 'not':
      return !holds(s, c.of, ctx);
    case 'pool':
      return within(s.seats[seatOf(s, c.of, ctx) ?? -1]?.pool ?? -1, c);
    case 'library':
      // the cards in the user's library ("not playable with fewer than 7 cards in the library": LSJ 20070901)
      return within(s.seats[ctx.seat]?.zones.library.length ?? -1, c);
    case 'vp':
      // the user's victory points (Momentum's Edge)
      return within(s.seats[ctx.seat]?.vp ?? 0, c);
    case 'gehenna':
      // the Gehenna events in play, any Methuselah's (César Holfield)
      return within(
        s.seats.reduce((n, x) => n + x.zones.play.filter((u) => !s.cards[u].contested && defsOf(s)[s.cards[u].cid]?.gehenna).length, 0),
        c,
      );
    case 'copies':
      // copies of the card of the use the user controls in play (in play or on a minion), itself included
      return within(ctx.source ? copiesInPlay(s, s.cards[ctx.source].cid).filter((u) => s.cards[u].controller === ctx.seat).length : 0, c);
    case 'controls':
      return controlsReady(s, seatOf(s, c.of, ctx), c, ctx.source);
    case 'bleedAmount':
      // the bleed amount as it stands now, its modifiers counted (6.1.1)
      return actionIs(s, 'bleed') && within(s.act?.bleed ?? 0, c);
    case 'earlierAction':
      // an action of the acting Methuselah's minions succeeded or was blocked this turn, before the one under way
      return !!s.act && s.act.outcome === undefined && actedThisTurn(s, s.act.seat);
    case 'readyCard': {
      // `byName`: any crypt card of that name ("unless /Brunhilde/ is ready": either card named so)
      return s.seats.some(
        (x) =>
          !x.ousted &&
          x.zones.ready.some((r) => (s.cards[r].cid === c.cid || (!!c.byName && defOf(s, r).name === c.name)) && !s.cards[r].contested),
      );
    }
    case 'otherTitle':
      return s.seats.some(
        (x) =>
          !x.ousted && x.zones.ready.some((r) => r !== ctx.source && !s.cards[r].contested && isVampire(s, r) && titleOf(s, r) === c.title),
      );
    case 'action':
      return actionIs(s, c.kind);
    case 'targetsYou':
      return !!s.act && s.act.target === ctx.seat;
    case 'targetsPrey':
      return !!s.act && s.act.target !== undefined && s.act.target === preyOf(s, ctx.seat);
    case 'directed':
      return s.act?.target !== undefined;
    case 'controlsTitle':
      return s.seats[ctx.seat].zones.ready.some((v) => !s.cards[v].contested && isVampire(s, v) && titleOf(s, v) === c.title);
    case 'actionDisc': {
      // the action card played requires the Discipline (at either level: 1.6.1.3)
      const a = s.act;
      if (!a || a.kind !== 'card' || !a.card) return false;
      const d = defOf(s, a.card);
      const m = d.modes[a.mode ?? 0];
      return !!m && conditionsOf(d, m).some((r) => r.r === 'disc' && r.disc === c.disc);
    }
    case 'actionClan': {
      // the action card played requires a vampire of the clan (its clan requirement, 1.6.1.3)
      const a = s.act;
      if (!a || a.kind !== 'card' || !a.card) return false;
      const d = defOf(s, a.card);
      const m = d.modes[a.mode ?? 0];
      return d.clan.includes(c.clan) || (!!m && conditionsOf(d, m).some((r) => r.r === 'clan' && r.clan === c.clan));
    }
    case 'playedDisc': {
      // the card a trigger's event played, in the mode played, requires the Discipline (either level: 1.6.1.3)
      if (ctx.played === undefined || !s.cards[ctx.played]) return false;
      const d = defOf(s, ctx.played);
      const m = d.modes[ctx.playedMode ?? 0];
      return !!m && (!c.modifier || m.kind === 'modifier') && conditionsOf(d, m).some((r) => r.r === 'disc' && r.disc === c.disc);
    }
    case 'blockAttempt':
      return !!s.act && s.act.blocker !== undefined && (s.act.step === 'stealth' || s.act.step === 'intercept');
    case 'success':
      return s.act?.outcome === 'success';
    case 'blocked':
      return s.act?.outcome === 'blocked';
    case 'fed':
      return s.act?.kind === 'hunt' && s.act.outcome === 'success' && !s.act.huntEmpty;
    case 'refPassed':
      return !!s.act?.refPassed;
    case 'reacted':
      return reacted(s);
    case 'range':
      return !!s.combat && s.combat.step !== 'preRange' && s.combat.step !== 'range' && s.combat.range === c.range;
    case 'round':
      return s.combat?.round === c.n;
    case 'fighters': {
      const k = s.combat;
      if (!k) return false;
      const is = (u: string, kind: 'monster' | 'mortal') =>
        s.cards[u] !== undefined &&
        holds(s, kind === 'monster' ? { c: 'monster', who: 'it' } : { c: 'class', who: 'it', class: 'mortal' }, { ...ctx, it: u });
      return (is(k.a, c.a) && is(k.b, c.b)) || (is(k.a, c.b) && is(k.b, c.a));
    }
    case 'inflictedMore': {
      // the strikes' damage landed this round (rules/strikes.ts `applyNextDamage`), the minion's against its opponent's
      const k = s.combat;
      const u = ctx.minion;
      if (!k || u === undefined || (k.a !== u && k.b !== u)) return false;
      const by = (x: string) => k.struck?.[`${x}:${k.round}`] ?? 0;
      return by(u) > by(k.a === u ? k.b : k.a);
    }
    case 'firstThisTurn':
      return !(s.turnFlags.abilities ?? []).includes(firstKey(s, ctx));
    case 'edge':
      return s.edge === ctx.seat;
    case 'yourTurn':
      return s.active === ctx.seat;
    case 'unlockPhase':
      return s.phase === 'unlock';
    case 'ownOffer':
      // the action under way is one the card's own text offers (vocab/offers.ts `announceOffer`)
      return !!ctx.source && s.act?.offer?.card === ctx.source;
    case 'controllerTurn':
      return !!ctx.source && s.cards[ctx.source]?.controller === s.active;
    case 'keptSeat':
      // the Methuselahs a referendum chose as its card was put in play (vocab/prims/put-into-play.ts: Rumors of Gehenna)
      // `of: 'target'`: the action under way is directed at a Methuselah the card keeps (vocab/prims/attach.ts: Marked Path)
      if (c.of === 'target')
        return !!ctx.source && s.act?.target !== undefined && (s.cards[ctx.source]?.seatsKept ?? []).includes(s.act.target);
      return !!ctx.source && (s.cards[ctx.source]?.seatsKept ?? []).includes(ctx.seat);
    case 'wasReady':
      return ctx.wasReady === true;
    default:
      return cardHolds(s, c, ctx);
  }
}

/** A leaf about one card, by its role. */
function cardHolds(s: VtesState, c: Extract<Cond, { who: unknown }>, ctx: ParamCtx): boolean {
  const u = roleUid(s, ctx, c.who);
  if (u === undefined || !s.cards[u]) return false;
  const card = s.cards[u];
  switch (c.c) {
    case 'playedInAction': {
      // the minion played, during the action under way, its action card or a modifier or reaction (limits.ts `act.used`)
      // that requires the Discipline in one of its modes (1.6.1.3)
      const a = s.act;
      if (!a) return false;
      const needs = (cid: string) => {
        const d = defsOf(s)[cid];
        return !!d && d.modes.some((m) => conditionsOf(d, m).some((r) => r.r === 'disc' && r.disc === c.disc));
      };
      if (a.actor === u && a.card !== undefined && s.cards[a.card] && needs(s.cards[a.card].cid)) return true;
      return (a.used[u] ?? []).some(needs);
    }
    case 'clan':
      return defOf(s, u).clan.includes(c.clan);
    case 'sect':
      return sectOf(s, u) === c.sect;
    case 'titled':
      return isVampire(s, u) && titleOf(s, u) !== undefined;
    case 'title':
      return isVampire(s, u) && titleOf(s, u) === c.title;
    case 'class':
      // imbued appendix A.1, A.4: an imbued counts as a mortal ally
      return (c.class === 'mortal' && isImbued(s, u)) || (defOf(s, u).classes?.includes(c.class) ?? false);
    case 'vampire':
      return isVampire(s, u);
    case 'location':
      return isLocation(s, u);
    case 'trait':
      // the Red List is a card flag of its own (vtes-es:11)
      return c.trait === 'redList' ? !!defOf(s, u).redList : !!defOf(s, u).traits?.includes(c.trait);
    case 'disc':
      return discLevel(s, u, c.disc) >= (c.sup ? 2 : 1);
    case 'diablerieSince':
      return isVampire(s, u) && !!card.diablerie && !card.diablerie.ended.includes(ctx.seat);
    case 'influencedLast':
      // vtes-es 7: entered the user's ready region in the user's last influence phase, and is still there
      return card.zone === 'ready' && card.zoneSeat === ctx.seat && (s.seats[ctx.seat].influenced ?? []).includes(u);
    case 'ally':
      return defOf(s, u).types.includes('Ally') || becameAlly(s, u);
    case 'imbued':
      return isImbued(s, u);
    case 'bears':
      return card.attached.some((a) => s.cards[a]?.cid === c.cid);
    case 'bearsClass':
      return card.attached.some((a) => !!s.cards[a] && !!defOf(s, a).classes?.includes(c.class));
    case 'monster': {
      // imbued appendix A.4: any vampire, or an ally or retainer neither mortal nor animal (an imbued is a mortal)
      if (isVampire(s, u)) return true;
      const classes = defOf(s, u).classes ?? [];
      return !isImbued(s, u) && !classes.includes('mortal') && !classes.includes('animal');
    }
    case 'capacity':
      return isVampire(s, u) && within(capacityOf(s, u), c);
    case 'poolCost': {
      const pool = defOf(s, u).pool;
      return within(typeof pool === 'number' ? pool : 0, c);
    }
    case 'blood':
    case 'counters':
      return within(card.blood, c);
    case 'younger': {
      const than = roleUid(s, ctx, c.than);
      return than !== undefined && isVampire(s, u) && isVampire(s, than) && capacityOf(s, u) < capacityOf(s, than);
    }
    case 'ready':
      return card.zone === 'ready';
    case 'locked':
      return card.zone === 'ready' && card.locked;
    case 'torpor':
      return card.zone === 'torpor';
    case 'keptChoice':
      // the card the card of the use chose as it entered play or changed controller (vocab/kept-choice.ts)
      return !!ctx.source && s.cards[ctx.source]?.chose === u;
    case 'merged':
      // 7: the two versions of a vampire merged (the card on top carries the other one)
      return !!card.merged;
    case 'acting':
      return u === (ctx.actor ?? s.act?.actor);
    case 'same':
      // "another ready Toreador": not the card of the use itself (`as: 'self'`); "in combat with this vampire"
      return u === roleUid(s, ctx, c.as);

    case 'inCombat':
      return !!s.combat && (s.combat.a === u || s.combat.b === u);
    case 'aboutToFight':
      // blocked, before block resolution: the acting minion and the blocker are about to enter combat (rules/action.ts `preCombat`)
      return s.act?.step === 'preCombat' && (u === s.act.actor || u === s.act.blocker);
    case 'yours':
      return card.controller === ctx.seat;
    case 'activeSeat':
      return card.controller === s.active;
    case 'corrupted':
      // a corruption counter of the user's on the card (a marker put by hand: core/corruption.ts)
      return corruptionOf(s, u, ctx.seat) > 0;
    case 'gehennaOf':
      // the Gehenna events in play of the Methuselah controlling the card (Céleste Lamontagne)
      return !!s.seats[card.controller]?.zones.play.some((x) => !s.cards[x].contested && defsOf(s)[s.cards[x].cid]?.gehenna);
    case 'didThisTurn':
      // what the minion did this turn, as the engine counted it (core/deeds.ts); `withSelf`: with the card of the use
      return didThisTurn(s, u, { did: c.did, kind: c.kind, card: c.withSelf ? ctx.source : undefined });
    case 'prey': {
      const ctl = c.who === 'minion' && ctx.minionCtl !== undefined ? ctx.minionCtl : card.controller;
      return !s.seats[ctx.seat].ousted && preyOf(s, ctx.seat) === ctl;
    }
    case 'predator':
      return !s.seats[ctx.seat].ousted && card.controller !== ctx.seat && predatorOf(s, ctx.seat) === card.controller;
    case 'predatorOrPrey':
      return (
        !s.seats[ctx.seat].ousted &&
        card.controller !== ctx.seat &&
        (preyOf(s, ctx.seat) === card.controller || predatorOf(s, ctx.seat) === card.controller)
      );
  }
}

/** Whether a condition names a leaf anywhere in it (a card waiting for a window: `blockAttempt`). */
export function mentions(c: Cond | undefined, leaf: Cond['c']): boolean {
  if (!c) return false;
  if (c.c === leaf) return true;
  if (c.c === 'all' || c.c === 'any') return c.of.some((x) => mentions(x, leaf));
  return c.c === 'not' && mentions(c.of, leaf);
}

/** After a use that needed the condition: a "first time this turn" leaf is spent until the next turn. */
export function condUsed(s: VtesState, c: Cond, ctx: ParamCtx): void {
  if (c.c === 'firstThisTurn') useThisTurn(s, 'abilities', firstKey(s, ctx));
  else if (c.c === 'all' || c.c === 'any') for (const x of c.of) condUsed(s, x, ctx);
}

/** The parameters of a compared number's clause and its key suffix: at least, at most, or between. */
function boundsRef(b: Bounds, neg: boolean): { suffix: string; params: Record<string, number>; degenerate?: true } {
  if (b.min !== undefined && b.max !== undefined) return { suffix: neg ? '_between_not' : '_between', params: { min: b.min, max: b.max } };
  // "not at least n" is "at most n - 1", and the other way round
  if (b.min !== undefined) return neg ? { suffix: '_max', params: { n: b.min - 1 } } : { suffix: '_min', params: { n: b.min } };
  if (b.max !== undefined) return neg ? { suffix: '_min', params: { n: b.max + 1 } } : { suffix: '_max', params: { n: b.max } };
  // no bound at all: always (or, negated, never) true
  return { suffix: neg ? '.never' : '.always', params: {}, degenerate: true };
}

/** Two clauses joined ("a and b", "a or b"), nested for longer lists. */
function joined(key: 'cond.and' | 'cond.or', refs: ParamRef[]): ParamRef {
  return refs.length === 1 ? refs[0] : { key, params: { a: refs[0], b: joined(key, refs.slice(1)) } };
}

/**
 * The clause saying the condition (cards-vtes `cond.*`), negated with `neg` (not over all/any reads
 * as the other connective over the negated clauses).
 */
export function condRef(c: Cond, neg = false): ParamRef {
  const not = neg ? '_not' : '';
  switch (c.c) {
    case 'all':
      return joined(
        neg ? 'cond.or' : 'cond.and',
        c.of.map((x) => condRef(x, neg)),
      );
    case 'any':
      return joined(
        neg ? 'cond.and' : 'cond.or',
        c.of.map((x) => condRef(x, neg)),
      );
    case 'not':
      return condRef(c.of, !neg);
    case 'clan':
      return { key: `cond.clan${not}`, params: { who: roleRef(c.who), clan: c.clan } };
    case 'sect':
      return { key: `cond.sect_${c.sect}${not}`, params: { who: roleRef(c.who) } };
    case 'class':
      return { key: `cond.class_${c.class}${not}`, params: { who: roleRef(c.who) } };
    case 'trait':
      return { key: `cond.trait_${c.trait}${not}`, params: { who: roleRef(c.who) } };
    case 'titled':
    case 'vampire':
    case 'location':
    case 'ally':
    case 'diablerieSince':
    case 'influencedLast':
    case 'ready':
    case 'torpor':
    case 'merged':
    case 'keptChoice':
    case 'prey':
    case 'predatorOrPrey':
    case 'predator':
    case 'monster':
    case 'imbued':
    case 'acting':
    case 'yours':
    case 'aboutToFight':
    case 'inCombat':
    case 'gehennaOf':
    case 'corrupted':
    case 'activeSeat':
      return { key: `cond.${c.c}${not}`, params: { who: roleRef(c.who) } };
    case 'same':
      return { key: `cond.same${not}`, params: { who: roleRef(c.who), as: roleRef(c.as) } };
    case 'readyCard':
      return { key: `cond.readyCard${not}`, params: { name: c.name } };
    case 'otherTitle':
      return { key: `cond.otherTitle${not}`, params: { title: { key: `title.${c.title.replace(' ', '')}`, params: {} } } };
    case 'bears':
      return { key: `cond.bears${not}`, params: { who: roleRef(c.who), name: c.name } };
    case 'bearsClass':
      return { key: `cond.bearsClass_${c.class}${not}`, params: { who: roleRef(c.who) } };
    case 'locked':
      // "locked" agrees with its noun: a card (this card, the chosen one) or a minion
      return { key: `cond.locked${c.who === 'self' || c.who === 'it' ? '_card' : ''}${not}`, params: { who: roleRef(c.who) } };
    case 'capacity':
    case 'poolCost':
    case 'blood':
    case 'counters': {
      const b = boundsRef(c, neg);
      if (b.degenerate) return { key: `cond${b.suffix}`, params: {} };
      return { key: `cond.${c.c}${b.suffix}`, params: { who: roleRef(c.who), ...b.params } };
    }
    case 'library':
    case 'vp':
    case 'gehenna':
    case 'copies':
    case 'bleedAmount': {
      const b = boundsRef(c, neg);
      return { key: b.degenerate ? `cond${b.suffix}` : `cond.${c.c}${b.suffix}`, params: b.params };
    }
    case 'pool': {
      const b = boundsRef(c, neg);
      return { key: b.degenerate ? `cond${b.suffix}` : `cond.pool_${c.of}${b.suffix}`, params: b.params };
    }
    case 'controls': {
      // "the target Methuselah controls a ready Tremere / Camarilla vampire / titled vampire"
      const what = c.location
        ? 'location'
        : c.imbued
          ? 'imbued'
          : c.ally
            ? 'ally'
            : c.clan !== undefined
              ? 'clan'
              : c.sect !== undefined
                ? c.sect
                : c.notSect !== undefined
                  ? `non_${c.notSect}`
                  : c.title !== undefined
                    ? 'title'
                    : 'titled';
      return {
        key: `cond.controls_${c.of}_${what}${c.younger ? '_younger' : ''}${c.min !== undefined ? '_min' : ''}${not}`,
        params:
          c.clan !== undefined
            ? { clan: c.clan }
            : c.title !== undefined
              ? { title: { key: `title.${c.title.replace(' ', '')}`, params: {} } }
              : c.min !== undefined
                ? { n: c.min }
                : {},
      };
    }
    case 'younger':
      return { key: `cond.younger${not}`, params: { who: roleRef(c.who), than: roleRef(c.than) } };
    case 'action':
      return { key: `cond.action_${c.kind}${not}`, params: {} };
    case 'actionDisc':
      return { key: `cond.actionDisc${not}`, params: { disc: c.disc } };
    case 'actionClan':
      return { key: `cond.actionClan${not}`, params: { clan: c.clan } };
    case 'playedDisc':
      return { key: `cond.playedDisc${c.modifier ? '_modifier' : ''}${not}`, params: { disc: c.disc } };
    case 'playedInAction':
      return { key: `cond.playedInAction${not}`, params: { who: roleRef(c.who), disc: c.disc } };
    case 'disc':
      return { key: `cond.disc${c.sup ? 'Sup' : ''}${not}`, params: { who: roleRef(c.who), disc: c.disc } };
    case 'range':
      return { key: `cond.range_${c.range}${not}`, params: {} };
    case 'fighters':
      return { key: `cond.fighters_${c.a}_${c.b}${not}`, params: {} };
    case 'round':
      return { key: `cond.round${not}`, params: { n: c.n } };
    case 'inflictedMore':
      return { key: `cond.inflictedMore${not}`, params: {} };
    case 'didThisTurn':
      // "this minion performed a successful equip action this turn", "... with this card"
      return {
        key: `cond.did_${c.did}${c.kind ? `_${c.kind}` : ''}${c.withSelf ? '_self' : ''}${not}`,
        params: { who: roleRef(c.who) },
      };
    case 'title':
      return { key: `cond.title${not}`, params: { who: roleRef(c.who), title: { key: `title.${c.title.replace(' ', '')}`, params: {} } } };
    case 'controlsTitle':
      return { key: `cond.controlsTitle${not}`, params: { title: { key: `title.${c.title.replace(' ', '')}`, params: {} } } };
    case 'keptSeat':
      return { key: `cond.keptSeat${c.of === 'target' ? '_target' : ''}${not}`, params: {} };
    default:
      return { key: `cond.${c.c}${not}`, params: {} };
  }
}

/** The whole clause with its head: "if ..." (`cond.if`) or "while ..." (`cond.while`). */
export function condClause(c: Cond, head: 'if' | 'while' = 'if'): ParamRef {
  return { key: `cond.${head}`, params: { c: condRef(c) } };
}
