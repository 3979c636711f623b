/**
 * Announcing an action (vtes-es 6.1 "Tipos de acciones", 6.2.1 "Anunciar la acción"; vtes-pl
 * "Rodzaje akcji", "Deklarowanie akcji"): the action record (action-record.ts), its target and
 * stealth, bleed amount, who may block. The actions card modules offer are built by their modules
 * (cards/hooks.ts `announce`); this file names no card.
 */
import { discardAndDraw } from '../vocab/primitives';
import type { SeatId } from '../../../engine/types';
import { type MinionOption, PICK_OPTIONS } from '../../../common/vtes-options';
import { blocksAnySeat } from '../core/block-rules';
import {
  type ActionState,
  capacityOf,
  defOf,
  type Ev,
  isAlly,
  isImbued,
  isVampire,
  living,
  type Pick,
  predatorOf,
  preyOf,
  sectOf,
  type Step,
  type VtesState,
} from '../core/state';
import type { Mode, TargetCards } from '../schema/effects';
import { titleTargets } from '../core/titles';
import { holds } from '../core/params/cond';
import { cardName, playFromHand, readyMinions, readyVampires, statBonus, targetShielded, vampAbility } from '../core/queries';
import { cardTargets, setPick } from '../core/steps';
import { cardActionAnnounced, cardsActionCardAnnounced } from '../cards';
import { lock, pushFrame, setStep, setTurn, useThisTurn } from '../core/ops';
import { directedAt, markActed, markBled, newAction } from '../core/action-record';
import { directedByData, targetsOf } from '../schema/modes';
import { effectWhere, isEffect, isKind } from '../schema/effect-query';
import { announceOffer, offeredAction } from '../vocab/offers';
import { convictionHolder } from '../vocab/abilities';
import { nameConvictions } from './imbued';
import { markNoReplace } from './reactions';
import { playedNotReplaced } from '../core/played-not-replaced';
import { announceBurnByReferendum } from './burn-referendum';

/** Elen Kamjian: +1 bleed on her (mandatory) bleed while her controller controls a locked minion. */
function mustBleedPlus(s: VtesState, u: string): number {
  const mb = vampAbility(s, u, 'vMustBleed')[0] as { plus: number } | undefined;
  return mb && readyMinions(s, s.cards[u].controller).some((x) => x !== u && s.cards[x].locked) ? mb.plus : 0;
}

export function anarchCost(s: VtesState, u: string): number {
  return readyVampires(s, s.cards[u].controller).some((v) => v !== u && sectOf(s, v) === 'anarch') ? 1 : 2;
}

export function combatTargets(s: VtesState, u: string): string[] {
  const me = s.cards[u].controller;
  return living(s)
    .filter((x) => x !== me)
    .flatMap((x) => readyMinions(s, x))
    .filter((x) => !targetShielded(s, x, me));
}

export function allyBleed(s: VtesState, u: string, announcing?: ActionState, noEquipment = false): number {
  // a vampire bleeds 1 plus its printed bleed modifiers (those under a Condition read the bleed announced)
  // an imbued bleeds 1 by default (imbued appendix 1), plus its printed bleed modifiers
  // (its equipment's not counted for a bleed no other equipment may increase: `noEquipBleed`, Camera Phone)
  if (isVampire(s, u) || isImbued(s, u)) return 1 + statBonus(s, 'bleed', u, noEquipment ? { noEquipment } : {}, announcing);
  const e = defOf(s, u)
    .modes.flatMap((m) => m.effects)
    .find(isEffect('ally')) as { bleed: number } | undefined;
  return e?.bleed ?? 1;
}

/**
 * The cards another Methuselah controls that an action of minion `u` may target (an imported card's
 * `card` target, effects.ts `TargetCards`; 6.2.2.1: never the acting Methuselah's own), in seat order.
 */
export function targetCards(s: VtesState, u: string, tc: TargetCards): string[] {
  const me = s.cards[u].controller;
  const seats = tc.undirected ? living(s) : tc.prey ? [preyOf(s, me)].filter((x) => x !== me) : living(s).filter((x) => x !== me);
  const out: string[] = [];
  for (const x of seats) {
    const ready = s.seats[x].zones.ready.filter((c) => !s.cards[c].contested);
    const torpor = s.seats[x].zones.torpor.filter((c) => !s.cards[c].contested && isVampire(s, c));
    if (tc.what === 'location') {
      out.push(...s.seats[x].zones.play.filter((c) => isLocation(s, c)));
      continue;
    }
    if (tc.what === 'equipment' || tc.what === 'retainer') {
      const type = tc.what === 'equipment' ? 'Equipment' : 'Retainer';
      for (const m of [...ready, ...torpor]) out.push(...s.cards[m].attached.filter((c) => defOf(s, c).types.includes(type)));
      continue;
    }
    const pool = tc.state === 'inTorpor' ? torpor : tc.state === 'readyOrTorpor' ? [...ready, ...torpor] : ready;
    for (const c of pool) {
      if ((c === u && !tc.self) || targetShielded(s, c, me)) continue;
      const vamp = isVampire(s, c);
      if (tc.what === 'vampire' ? !vamp : tc.what === 'ally' ? !isAlly(s, c) : !vamp && !isAlly(s, c)) continue;
      if (tc.state === 'locked' && !s.cards[c].locked) continue;
      if (tc.state === 'unlocked' && s.cards[c].locked) continue;
      if (tc.age && (tc.age === 'younger' ? capacityOf(s, c) >= capacityOf(s, u) : capacityOf(s, c) <= capacityOf(s, u))) continue;
      if (tc.where && !holds(s, tc.where, { seat: me, minion: u, actor: u, it: c })) continue;
      out.push(c);
    }
  }
  return out;
}

/** A card in play that is a location (its data puts it in play as one). */
function isLocation(s: VtesState, c: string): boolean {
  return defOf(s, c).modes.some((m) => m.effects.some(effectWhere('inPlay', (e) => e.location === true)));
}

/**
 * The targets an action card's mode `m` offers as minion `u` announces it (6.2.1): another
 * Methuselah (also for a `directed` mode: the target card, if any, is then the players', but its
 * Methuselah is named), a ready minion of another Methuselah to enter combat with (vampires only for
 * a frenzy card), or the cards its `card` target allows; null when the target is not chosen now (the
 * prey, an undirected action).
 */
export function targetOptions(s: VtesState, u: string, m: Mode): Pick['options'] | null {
  const t = m.targets;
  // a `directed` mode (an imported action whose data names no target the engine reads) still names
  // its target Methuselah as it is announced (6.2.2.1: only that Methuselah may block)
  if (t?.t === 'methuselah' || t?.t === 'directed')
    return (
      living(s)
        .filter((x) => x !== s.cards[u].controller)
        // "your predator or prey" (1.3)
        .filter(
          (x) => t.t !== 'methuselah' || !t.among || x === preyOf(s, s.cards[u].controller) || x === predatorOf(s, s.cards[u].controller),
        )
        .map((x) => ({ id: PICK_OPTIONS.encode('s', { seat: x }), label: 'seat', params: { seat: x, label: { seat: x + 1 } } }))
    );
  if (t?.t === 'minion') {
    const frenzy = m.effects.some(isEffect('frenzy'));
    return cardTargets(
      s,
      combatTargets(s, u).filter((x) => !frenzy || isVampire(s, x)),
    );
  }
  if (t?.t === 'card') return cardTargets(s, targetCards(s, u, t.cards));
  return null;
}

/**
 * Who may block the action on the stack (6.2.2.1) and its first step: `action` is the record of the
 * `act` frame, written through the ops (the pre-block window opens once, before the first blocks).
 */
export function setBlockers(s: VtesState, action: Step<ActionState>): void {
  const me = action.seat;
  // 6.2.2.1: a directed action may be blocked by its target; an undirected one by the prey, then the predator
  const blockSeats =
    action.target !== undefined && action.target !== me
      ? [action.target]
      : [...new Set([preyOf(s, me), predatorOf(s, me)])].filter((x) => x !== me);
  // then any other Methuselah holding a card whose minion attempts to block anyway (Eagle's Sight): asked
  // only for that card (rules/action.ts), after the Methuselahs who may block
  // (or a ready minion whose own text lets it block any other Methuselah's vampire: Anneke)
  const anySeat = living(s).filter(
    (x) =>
      x !== me &&
      !blockSeats.includes(x) &&
      (s.seats[x].zones.hand.some((h) =>
        defOf(s, h).modes.some((m) => m.kind === 'reaction' && m.effects.some(isEffect('blockAnySeat'))),
      ) ||
        s.seats[x].zones.ready.some((m) => blocksAnySeat(s, m, action.actor))),
  );
  const step = action.outcome === undefined && !action.preBlockDone ? 'preBlock' : 'block';
  setStep(s, 'act', {
    blockSeats: [...blockSeats, ...anySeat],
    ...(anySeat.length ? { anySeatFrom: blockSeats.length } : {}),
    blockIdx: 0,
    step,
    preBlockDone: true,
  });
}

/** Announces the action `o` (an option of MINION_OPTIONS, main/common/vtes-options.ts) of its minion (6.2.1). */
export function announce(s: VtesState, o: MinionOption, ev: Ev): void {
  if (!('minion' in o) || o.minion === undefined) throw new Error(`vtes: not an action: ${o.kind}`);
  const u: string = o.minion;
  // the minion's controller: the acting Methuselah, or another taking an action in its minion phase (Enkil Cog)
  const active = s.cards[u].controller;
  // the other Methuselahs are asked again about their uses of any minion phase after this action (rules/minion.ts)
  if (s.turnFlags.anyAsked?.length) setTurn(s, { anyAsked: [] });
  let action: ActionState;
  switch (o.kind) {
    case 'bleed': {
      action = newAction(s, u, 'bleed');
      markBled(s, u);
      action.target = preyOf(s, active);
      action.bleed = allyBleed(s, u, action) + mustBleedPlus(s, u);
      break;
    }
    case 'hunt':
      action = newAction(s, u, 'hunt');
      action.stealth = 1;
      break;
    case 'leave':
      action = newAction(s, u, 'leaveTorpor');
      action.stealth = 1;
      break;
    case 'anarch':
      action = newAction(s, u, 'anarch');
      action.stealth = 1;
      break;
    case 'rescue':
    case 'diab': {
      const t = o.target;
      action = newAction(s, u, o.kind === 'rescue' ? 'rescue' : 'diablerie');
      action.targetCard = t;
      if (s.cards[t].controller === active) action.stealth = 1;
      else action.target = s.cards[t].controller;
      if (o.kind === 'rescue') action.split = Number(o.paid);
      break;
    }
    case 'burnAct': {
      // 6.2.2: directed at the card's controller, unless that is the acting Methuselah (a card on one's own minion)
      if (s.cards[o.card].controller === active) {
        action = newAction(s, u, 'burnCard');
        action.targetCard = o.card;
      } else action = directedAt(s, u, 'burnCard', o.card);
      markActed(s, u, s.cards[o.card].cid);
      // the card's stealth for some acting minions ("Tremere get +1 stealth during that action": The Khabar)
      const bs = defOf(s, o.card).modes[s.cards[o.card].mode ?? 0]?.effects.find(isEffect('burnableByAction'))?.stealthIf;
      if (bs && holds(s, bs.if, { seat: active, source: o.card, minion: u, actor: u })) action.stealth += bs.n;
      break;
    }
    case 'burnRef':
      // 6.3: a referendum to burn a card in play (rules/burn-referendum.ts), an undirected political action
      action = announceBurnByReferendum(s, u, o.card);
      break;
    case 'stealAct': {
      action = directedAt(s, u, 'stealCard', o.card);
      markActed(s, u, s.cards[o.card].cid);
      // the card's stealth for some acting minions ("Ventrue get +1 stealth during that action": The Shard)
      const st = defOf(s, o.card).modes[s.cards[o.card].mode ?? 0]?.effects.find(isEffect('stealableByAction'))?.stealth;
      if (st && holds(s, st.if, { seat: active, source: o.card, minion: u, actor: u })) action.stealth += st.n;
      break;
    }
    case 'burnImbued':
      // imbued appendix 5: a (D) action at the incapacitated imbued's controller
      action = directedAt(s, u, 'burnCard', o.target);
      break;
    case 'takeEquip': {
      action = newAction(s, u, 'equip');
      const [first, ...rest] = o.equipment.split('+');
      action.targetCard = first;
      action.takeAlso = rest;
      action.stealth = 1;
      break;
    }
    case 'red': {
      action = directedAt(s, u, 'combat', o.target);
      action.stealth = 1;
      action.redList = true;
      markActed(s, u, 'redList');
      break;
    }
    case 'fight': {
      action = directedAt(s, u, 'combat', o.target);
      markActed(s, u, defOf(s, u).id);
      break;
    }
    case 'card': {
      const h = o.card;
      const mi = Number(o.mode);
      const d = defOf(s, h);
      const m = d.modes[mi];
      const kind: ActionState['kind'] =
        m.kind === 'political'
          ? 'political'
          : // imbued appendix 3: a power is gained as an action with +1 stealth, as equipment is
            m.kind === 'equip' || m.kind === 'power'
            ? 'equip'
            : m.kind === 'retainer'
              ? 'employ'
              : m.kind === 'ally'
                ? 'recruit'
                : 'card';
      action = newAction(s, u, kind);
      action.card = h;
      action.mode = mi;
      markActed(s, u, d.id);
      if (kind === 'political') {
        useThisTurn(s, 'political', u);
        action.stealth = 1;
      } else if (kind !== 'card') action.stealth = 1;
      // the prey first: a bleed's amount may depend on the Methuselah bled (a vampire's conditional bleed)
      const target = targetsOf(m);
      if (target === 'prey') action.target = preyOf(s, active);
      for (const e of m.effects) {
        if (isKind(e, 'actionStealth')) action.stealth += e.n;
        if (isKind(e, 'bleed')) {
          markBled(s, u);
          action.bleed = allyBleed(s, u, action) + e.plus;
        }
      }
      // the card modules of the action card (Creeping Sabotage's X)
      cardsActionCardAnnounced(s, h, m, action);
      markNoReplace(s, m, active);
      // the action card of a vampire whose text holds back its controller's replacements while it acts (Skidmark)
      playedNotReplaced(s, active, u, [m]);
      playFromHand(s, h, active, ev);
      const tt = titleTargets(s, m);
      if (tt) {
        // vtes-es:11 Título: the vampire that will receive the title is chosen with the action
        pushFrame(s, 'act', action);
        actorLocks(s, u);
        // a title's political action is undirected
        setStep(s, 'act', { stealth: action.stealth + statBonus(s, 'stealth', u, { directed: false }) + nextStealth(s, active) });
        setPick(s, active, 'titleTarget', cardTargets(s, tt, 'titleTarget'), { then: 'titleTarget', data: {} });
        ev.push({ type: 'vtes.announce', params: { uid: u, name: cardName(s, u), kind, card: d.name }, rule: 'vtes-es:6.2.1' });
        return;
      }
      const options = targetOptions(s, u, m);
      if (options) {
        // choose the target when announcing (6.2.1)
        pushFrame(s, 'act', action);
        actorLocks(s, u);
        setStep(s, 'act', {
          stealth: action.stealth + statBonus(s, 'stealth', u, { directed: directedByData(m) }) + nextStealth(s, active),
        });
        setPick(s, active, 'actionTarget', options, { then: 'actionTarget', data: {} });
        ev.push({ type: 'vtes.announce', params: { uid: u, name: cardName(s, u), kind, card: d.name }, rule: 'vtes-es:6.2.1' });
        return;
      }
      break;
    }
    default: {
      // the actions the cards' data offer (vocab/offers.ts: an ally's, a weapon's, a minion's own)
      if (o.kind === 'useAt' && offeredAction(s, o.card, o.ability)) {
        action = announceOffer(s, { card: o.card, ability: o.ability, minion: u, seat: Number(o.seat) });
        // a bleed of the Methuselah chosen ("can bleed any Methuselah": Julia Prima), the minion's bleed added as below
        if (action.kind === 'bleed') action.bleed += allyBleed(s, u, action, !!offeredAction(s, o.card, o.ability)?.action?.noEquipBleed);
        break;
      }
      // paid by a card of the hand discarded as it is announced (Talbot), then replaced (1.6.1.2)
      if (o.kind === 'useDisc' && offeredAction(s, o.card, o.ability)) {
        action = announceOffer(s, { card: o.card, ability: o.ability, minion: u, target: o.target });
        discardAndDraw(s, s.cards[u].controller, o.discard, ev);
        break;
      }
      if (o.kind === 'use' && offeredAction(s, o.card, o.ability)) {
        action = announceOffer(s, { card: o.card, ability: o.ability, minion: u, target: o.target });
        // a bleed a minion's own text offers: its bonus on top of the minion's bleed (6.1.1)
        if (action.kind === 'bleed') action.bleed += allyBleed(s, u, action, !!offeredAction(s, o.card, o.ability)?.action?.noEquipBleed);
        break;
      }
      // the actions card modules offer (cards/hooks.ts `announce`: Haven Uncovered, Frontal Assault)
      const built = cardActionAnnounced(s, o);
      if (!built) throw new Error(`vtes: unknown action ${o.kind}`);
      action = built;
    }
  }
  // a vampire's printed stealth: on every action (imported "+1 stealth."), or only on undirected ones (rescue or
  // diablerie of one's own vampire included: Ariane's -1 stealth)
  action.stealth += statBonus(s, 'stealth', u, { directed: !(action.kind !== 'bleed' && action.target === undefined) }, action);
  action.stealth += nextStealth(s, active);
  actorLocks(s, u);
  pushFrame(s, 'act', action);
  setBlockers(s, action);
  ev.push({
    type: 'vtes.announce',
    params: {
      uid: u,
      name: cardName(s, u),
      kind: action.kind,
      // an action a card in play or the minion offers names that card (vocab/offers.ts)
      card: action.card ? cardName(s, action.card) : action.offer ? cardName(s, action.offer.card) : '',
      target: action.target ?? -1,
    },
    rule: 'vtes-es:6.2.1',
  });
  // imbued appendix A.2, RTR 20111202: the convictions paying an offered action's conviction cost are named as it is announced
  const convictionCost =
    action.offer && offeredAction(s, action.offer.card, String(action.offer.n))?.cost.find((k) => k.c === 'conviction');
  if (convictionCost && convictionCost.c === 'conviction') nameConvictions(s, convictionHolder(s, action.offer!.card), convictionCost.n);
}

/**
 * The acting minion locks to perform its action (6.1), unless a card's use lets it act (the primitive `takeAction`:
 * Enkil Cog's lock pays for the action), which is then spent.
 */
function actorLocks(s: VtesState, u: string): void {
  if (s.turnFlags.actVia?.minion === u) setTurn(s, { actVia: undefined });
  else lock(s, u);
}

/**
 * +1 stealth for one of the next actions of `seat`'s minions this turn (the primitive `stealthNext`: Veil the Legions
 * [OBF], `turnFlags.stealthNext`), spent as the action is announced.
 */
function nextStealth(s: VtesState, seat: SeatId): number {
  const left = s.turnFlags.stealthNext?.[seat] ?? 0;
  if (left <= 0) return 0;
  setTurn(s, { stealthNext: { ...s.turnFlags.stealthNext, [seat]: left - 1 } });
  return 1;
}
