/**
 * The minion phase (vtes-es 6 "Fase servil", 6.1 "Tipos de acciones"; vtes-pl "Faza podwładnych",
 * "Rodzaje akcji"): which minions may act and which actions each may take.
 */
import { cannotHold } from '../core/no-carry';
import { playLabel } from '../vocab/mode-label';
import { actBarred, diablerieBarred } from '../core/marks';
import type { Decision, SeatId } from '../../../engine/types';
import { PICK_OPTIONS, MINION_OPTIONS as ids } from '../../../common/vtes-options';
import { defOf, type Ev, isAlly, isEquipmentOn, isVampire, living, sectOf, type VtesState } from '../core/state';
import { titleCardOf, titleInfo } from '../core/held-titles';
import { dec, opt, type Opt } from '../core/decision';
import { titleCardBarred, titleTargets } from '../core/titles';
import { manualCardsInPlay, openManual } from '../core/manual';
import {
  blood,
  cannotAct,
  cardName,
  hasTrait,
  liveMode,
  playableModes,
  readyMinions,
  readyVampires,
  rescuePrice,
  targetShielded,
  vampAbility,
} from '../core/queries';
import { allyBleed, anarchCost, announce, combatTargets, targetCards } from './announce';
import { pollOrder, setPick, uniqueInPlay } from '../core/steps';
import { setTurn } from '../core/ops';
import { defsIndex } from '../core/defs-index';
import { actionSurcharge } from './action-cost';
import { cardActionDirected, cardsAnyTimeOptions, cardsMinionActions, handleCardOption, heldInTorpor } from '../cards';
import { endTurnPhase } from './turn';
import { incapacitatedTargets } from './imbued';
import { directedByData, primsOf, targetsOf } from '../schema/modes';
import { ownPrimsPossible } from '../vocab/primitives';
import { termsPossible } from '../vocab/prims-politics';
import { abilityUses, anyTimeOptions, idMinion, useFields, useNamed } from '../vocab/abilities';
import { isEffect, isKind, isPrim } from '../schema/effect-query';
import { holds } from '../core/params/cond';
import { selectsCard } from '../core/params/selector';
import { actionOffers, offerDirected, offeredAction } from '../vocab/offers';
import { optionKeys, sameActionBarred } from '../core/same-action';
import { burnByReferendumCards } from './burn-referendum';

/** A minion that may announce an action now (6.1); 4.1: a contested vampire is out of play and takes no action. */
function canAct(s: VtesState, u: string): boolean {
  const c = s.cards[u];
  if (c.locked || c.contested || actBarred(s, u) || cannotAct(s, u, 'any')) return false;
  if (c.zone === 'ready') return (c.actFrom ?? 0) <= s.turn && (isVampire(s, u) || isAlly(s, u));
  return c.zone === 'torpor';
}

function mustHunt(s: VtesState, u: string): boolean {
  const c = s.cards[u];
  return c.zone === 'ready' && !c.locked && isVampire(s, u) && c.blood === 0;
}

/** A vampire that must hunt but may not hunt again this turn (Change of Target): it is stuck and takes no action (LSJ 19980112). */
function stuck(s: VtesState, u: string): boolean {
  return mustHunt(s, u) && sameActionBarred(s, u, ['hunt']);
}

/**
 * The uses `seat` may make now of its cards' abilities of window `minionAny` ("during any Methuselah's minion
 * phase": Enkil Cog's lock to take an action), spelled `anyUse`.
 */
function anyPhaseOptions(s: VtesState, seat: SeatId): Opt[] {
  if (!defsIndex(s).anyPhase) return [];
  return abilityUses(s, 'minionAny', { seat }).map((u) =>
    opt(ids.encode('anyUse', useFields(s, u)), 'useAbility', { card: cardName(s, u.source) }, { card: u.source }),
  );
}

/**
 * The other Methuselahs' turn in the acting one's minion phase (vtes-es 6: "during any Methuselah's minion
 * phase"): before each choice of the acting Methuselah there, after each action, each other Methuselah holding a
 * `minionAny` use is asked once, in table order from the acting one's prey, whether to make it (its action then
 * comes first); asked again after the next action is announced.
 */
function otherPhaseDecision(s: VtesState): Decision | null {
  if (!defsIndex(s).anyPhase) return null;
  const asked = s.turnFlags.anyAsked ?? [];
  for (const x of pollOrder(s, s.active)) {
    if (x === s.active || asked.includes(x)) continue;
    const uses = anyPhaseOptions(s, x);
    if (uses.length) return dec(x, 'minion', 'anyPhase', [...uses, opt(ids.encode('anyPass', { seat: x }), 'noMore')], 'vtes-es:6');
  }
  return null;
}

/** The actions of minion `u` offered as a pick to its controller (`via`: the card whose use lets it act, Enkil Cog). */
function chooseActionPick(s: VtesState, u: string, via?: string): void {
  const opts = actionOptions(s, u);
  setPick(
    s,
    s.cards[u].controller,
    'chooseAction',
    [
      ...opts.map((x) => ({
        id: x.id,
        label: x.label.key.slice('log-vtes:opt.'.length),
        params: { ...(x.params ?? {}), label: x.label.params },
      })),
      // declined, a use's action is lost (LSJ 20081213-1: the card stays locked)
      via ? { id: PICK_OPTIONS.encode('back', {}), label: 'giveUpAction' } : { id: PICK_OPTIONS.encode('back', {}), label: 'back' },
    ],
    { then: 'chooseAction', data: via ? { via } : {} },
  );
}

export function minionDecision(s: VtesState): Decision | null {
  const active = s.active;
  const o: Opt[] = [];
  const other = otherPhaseDecision(s);
  if (other) return other;
  const mand = readyVampires(s, active).filter((u) => mustHunt(s, u) && !stuck(s, u));
  if (mand.length) {
    // 6: mandatory actions first (a ready vampire with no blood must hunt)
    for (const u of mand) o.push(opt(ids.encode('hunt', { minion: u }), 'hunt', { name: cardName(s, u) }, { uid: u }));
    return dec(active, 'minion', 'mandatory', o, 'vtes-es:6');
  }
  // a vampire that must bleed while you control a locked minion (Elen Kamjian)
  const mustBleed = readyVampires(s, active).filter(
    (u) =>
      !s.cards[u].locked &&
      vampAbility(s, u, 'vMustBleed').length &&
      !s.turnFlags.bled.includes(u) &&
      readyMinions(s, active).some((x) => s.cards[x].locked),
  );
  if (mustBleed.length) {
    // only the bleed her own ability gives fulfils it (ANK 20211009-2): not a bleed action card
    for (const u of mustBleed) o.push(opt(ids.encode('bleed', { minion: u }), 'bleed', { name: cardName(s, u) }, { uid: u }));
    return dec(active, 'minion', 'mandatory', o, 'vtes-es:6');
  }
  for (const u of [...s.seats[active].zones.ready, ...s.seats[active].zones.torpor]) {
    if (!canAct(s, u)) continue;
    // she must bleed but already did this turn: she can take no other action (vtes-pl "Faza podwładnych")
    if (mustBleedStuck(s, u) || stuck(s, u)) continue;
    if (!hasActionOption(s, u)) continue;
    o.push(opt(ids.encode('min', { minion: u }), 'chooseMinion', { name: cardName(s, u) }, { uid: u }));
  }
  // abilities usable whenever asked (Dreams of the Sphinx)
  o.push(...anyTimeOptions(s, active, (f) => ids.encode('use', f)));
  // cards usable at any time (Warsaw Station's burn)
  o.push(...cardsAnyTimeOptions(s, active, 'minion'));
  // abilities usable in any Methuselah's minion phase, this one's own too (Enkil Cog)
  o.push(...anyPhaseOptions(s, active));
  for (const u of abilityUses(s, 'minion', { seat: active }))
    o.push(
      u.minion === undefined
        ? opt(
            ids.encode('use', useFields(s, u)),
            // The Barrens' discard, else the card's use (Heidelberg Castle's moves)
            u.ability.effects.some(isPrim('discardChosen')) ? 'lockToDiscard' : 'useAbility',
            { card: cardName(s, u.source) },
            { card: u.source },
          )
        : // an ability for a minion chosen as it is used (Vagabond Mystic's life for a wounded ally)
          opt(
            ids.encode('use', { ...useFields(s, u), minion: u.minion }),
            'useAbilityFor',
            { card: cardName(s, u.source), name: cardName(s, u.minion) },
            { card: u.source, uid: u.minion },
          ),
    );
  if (manualCardsInPlay(s)) o.push(opt(ids.encode('manual', {}), 'manual'));
  o.push(opt(ids.encode('done', {}), 'endPhase'));
  return dec(active, 'minion', 'minion', o, 'vtes-es:6');
}

/**
 * Whether `actionOptions(s, u)` offers something, without building its options (their labels name
 * cards): a ready vampire may always hunt, and an ally that may still bleed may bleed.
 */
function hasActionOption(s: VtesState, u: string): boolean {
  const c = s.cards[u];
  if (c.zone !== 'torpor') {
    if (isVampire(s, u)) return true;
    if (!s.turnFlags.bled.includes(u) && allyBleed(s, u) > 0) return true;
  }
  return actionOptions(s, u).length > 0;
}

/** Every action minion `u` may announce now (6.1). */
function actionOptions(s: VtesState, u: string): Opt[] {
  // the minion's controller: the acting Methuselah, or another taking an action in its minion phase (Enkil Cog)
  const active = s.cards[u].controller;
  const o: Opt[] = [];
  const c = s.cards[u];
  const vamp = isVampire(s, u);
  const name = cardName(s, u);
  if (c.zone === 'torpor') {
    // 6.5.2 leave torpor: 2 blood, +1 stealth
    if (vamp && c.blood >= 2 && !heldInTorpor(s, u)) o.push(opt(ids.encode('leave', { minion: u }), 'leaveTorpor', { name }, { uid: u }));
    return o;
  }
  // a minion bleeds once each turn; none of the Methuselah's bleeds after an Enticement (the primitive `noBleed`)
  const bled = s.turnFlags.bled.includes(u) || !!s.turnFlags.noBleed;
  // 6.1.1: a vampire may bleed for 0 (Martin Franckel's -1 against a Methuselah with no ready Tremere); an ally with no bleed does not
  // a vampire whose bleeds cost it more blood (`actionCost`: Marciana Giovanni) bleeds only with that blood
  const bleedMore = actionSurcharge(s, u, 'bleed');
  if (!bled && (vamp || allyBleed(s, u) > 0) && c.blood >= bleedMore)
    o.push(opt(ids.encode('bleed', { minion: u }), 'bleed', { name }, { uid: u }));
  if (vamp) o.push(opt(ids.encode('hunt', { minion: u }), 'hunt', { name }, { uid: u }));
  const used = s.turnFlags.actedWith[u] ?? [];
  for (const h of s.seats[active].zones.hand) {
    const d = defOf(s, h);
    if (used.includes(d.id)) continue;
    for (const mi of playableModes(s, h, u, active, ['action', 'political', 'equip', 'retainer', 'ally', 'power'])) {
      const m = d.modes[mi];
      if (m.kind === 'political' && (!vamp || s.turnFlags.political.includes(u))) continue;
      // Delaying Tactics: a cancelled political action cannot be performed again this turn by this Methuselah's minions
      if (m.kind === 'political' && (s.turnFlags.barredPolitical ?? []).includes(d.id)) continue;
      if (titleTargets(s, m)?.length === 0) continue; // a justicar title card needs a ready vampire of its clan
      if (titleCardBarred(s, m, u)) continue; // a vampire that cannot receive any title takes no title card's action
      if (m.kind !== 'political' && m.kind !== 'action' && d.types.includes('Ally') && !vamp) continue;
      if (m.effects.some(isEffect('bleed')) && (bled || c.blood < bleedMore)) continue;
      // a referendum whose terms cannot be chosen (nobody richer to choose) cannot be called
      if (m.kind === 'political' && !termsPossible(s, primsOf(m.effects), active, u)) continue;
      // a directed action needs its target (6.2.1): a ready minion of another Methuselah, another Methuselah
      const target = targetsOf(m);
      if (target === 'minion' && !combatTargets(s, u).length) continue;
      if (m.targets?.t === 'card' && !targetCards(s, u, m.targets.cards).length) continue;
      if ((target === 'methuselah' || target === 'directed') && living(s).length < 2) continue;
      if (d.unique && uniqueInPlay(s, active, d.id)) continue;
      // a card moving crypt cards is not played with an empty crypt (RTR 20000501, LSJ 20070411-2)
      if (!ownPrimsPossible(s, primsOf(m.effects), { seat: active, source: h, minion: u, actor: u })) continue;
      o.push(
        opt(ids.encode('card', { minion: u, card: h, mode: mi }), 'actionCard', playLabel(s, h, mi, { name }), {
          uid: u,
          card: h,
          mode: mi,
        }),
      );
    }
  }
  // actions the card modules offer (Haven Uncovered, Frontal Assault: enter combat as a (D) action)
  o.push(...cardsMinionActions(s, u, used));
  // actions the data of the cards in play and of the minion offer (vocab/offers.ts)
  for (const x of actionOffers(s, u)) {
    const f = { card: x.card, ability: String(x.ability), minion: u, target: x.target };
    if (x.seat !== undefined) {
      // aimed at another Methuselah (Le Dinh Tho: a look at that Methuselah's hand)
      o.push(
        opt(
          ids.encode('useAt', { card: x.card, ability: String(x.ability), minion: u, seat: x.seat }),
          'offeredActionAtSeat',
          { name, card: cardName(s, x.card), seat: x.seat + 1 },
          { uid: u, card: x.card, seat: x.seat },
        ),
      );
      continue;
    }
    // paid by a card of the hand discarded as it is announced (Talbot: a master card), named in the option
    if (x.discard !== undefined && x.target !== undefined) {
      o.push(
        opt(
          ids.encode('useDisc', { ...f, target: x.target, discard: x.discard }),
          'offeredActionAtDiscard',
          { name, card: cardName(s, x.card), target: cardName(s, x.target), discard: cardName(s, x.discard) },
          { uid: u, card: x.card, target: x.target },
        ),
      );
      continue;
    }
    o.push(
      x.target === undefined
        ? opt(ids.encode('use', f), 'offeredAction', { name, card: cardName(s, x.card) }, { uid: u, card: x.card })
        : opt(
            ids.encode('use', f),
            'offeredActionAt',
            { name, card: cardName(s, x.card), target: cardName(s, x.target) },
            {
              uid: u,
              card: x.card,
              target: x.target,
            },
          ),
    );
  }
  // cards that minions may burn as an action (6.1.6)
  for (const cu of burnableBy(s, u, active))
    if (!used.includes(s.cards[cu].cid))
      o.push(
        opt(
          ids.encode('burnAct', { minion: u, card: cu }),
          // 6.2.2: at a card of one's own, the action is not directed
          s.cards[cu].controller === active ? 'burnOwnCardAction' : 'burnCardAction',
          { name, card: cardName(s, cu) },
          { uid: u, card: cu },
        ),
      );
  // another Methuselah's cards in play that minions may steal as a (D) action (6.1.6)
  for (const x of living(s))
    if (x !== active)
      for (const cu of s.seats[x].zones.play) {
        const e = liveMode(s, cu)?.effects.find(isEffect('stealableByAction'));
        if (e && (!e.by || selectsCard(s, e.by, u, { seat: x })) && !used.includes(s.cards[cu].cid))
          o.push(
            opt(ids.encode('stealAct', { minion: u, card: cu }), 'stealCardAction', { name, card: cardName(s, cu) }, { uid: u, card: cu }),
          );
      }
  // cards in play a vampire may call a referendum to burn (6.3: `burnableByReferendum`, rules/burn-referendum.ts)
  for (const cu of burnByReferendumCards(s, u))
    o.push(
      opt(ids.encode('burnRef', { minion: u, card: cu }), 'burnCardReferendum', { name, card: cardName(s, cu) }, { uid: u, card: cu }),
    );
  // imbued appendix 5: any minion may burn an incapacitated imbued of another Methuselah as a (D) action
  for (const t of incapacitatedTargets(s, active, living(s)))
    o.push(opt(ids.encode('burnImbued', { minion: u, target: t }), 'burnImbued', { name, target: cardName(s, t) }, { uid: u, target: t }));
  // 6.1.3 equip from another minion you control (+1 stealth); any ready minion, allies too (vtes-pl "Ekwipowanie");
  // one action may take several pieces of one minion, all named when the action is announced
  for (const other of readyMinions(s, active))
    if (other !== u) {
      // not to a vampire that cannot have equipment (`noCarry`: Beast, LSJ 20050315)
      const eq = s.cards[other].attached.filter((x) => isEquipmentOn(s, x) && !cannotHold(s, x, u));
      const sets =
        eq.length <= 4
          ? [...Array(2 ** eq.length).keys()]
              .slice(1)
              .map((m) => eq.filter((_, i) => m & (1 << i)))
              .sort((x, y) => x.length - y.length)
          : [...eq.map((x) => [x]), eq];
      for (const set of sets)
        o.push(
          opt(
            ids.encode('takeEquip', { minion: u, equipment: set.join('+') }),
            'takeEquipment',
            { name, card: set.map((x) => cardName(s, x)).join(', '), from: cardName(s, other) },
            { uid: u, card: set[0] },
          ),
        );
    }
  if (vamp) {
    for (const x of living(s))
      for (const t of s.seats[x].zones.torpor) {
        // 4.1: a contested vampire in torpor is out of play (no rescue, no diablerie)
        if (t === u || heldInTorpor(s, t) || s.cards[t].contested) continue;
        // "cannot rescue other vampires from torpor" (its own record: Boss Callihan)
        const rescues = !cannotAct(s, u, 'rescue');
        // 6.5.3: the 2 blood may be split between the rescuer and the rescued vampire (announced with the action);
        // a vampire costing more to rescue ("costs 1 additional blood": Mitchell) splits its price the same way
        const price = rescuePrice(s, t, u);
        for (let k = price; k >= 0 && rescues; k--)
          if (c.blood >= k && blood(s, t) >= price - k)
            o.push(
              opt(
                ids.encode('rescue', { minion: u, target: t, paid: k }),
                'rescue',
                { name, target: cardName(s, t), paid: k },
                { uid: u, target: t, paid: k },
              ),
            );
        // vtes-es:11 / 6.5.5: a blood cursed vampire cannot commit diablerie
        if (!hasTrait(s, u, 'bloodCursed') && !diablerieBarred(s, u))
          o.push(opt(ids.encode('diab', { minion: u, target: t }), 'diablerie', { name, target: cardName(s, t) }, { uid: u, target: t }));
      }
    // 10.5 becoming anarch: untitled non-anarch vampire (a yielded title is no title), 2 blood (1 with another ready anarch)
    if (sectOf(s, u) !== 'anarch' && (!titleInfo(s, u).title || (c.noTitle && !titleCardOf(s, u))) && c.blood >= anarchCost(s, u))
      o.push(opt(ids.encode('anarch', { minion: u }), 'anarch', { name }, { uid: u }));
    if (vampAbility(s, u, 'enterCombat').length && !used.includes(defOf(s, u).id))
      for (const t of combatTargets(s, u))
        o.push(opt(ids.encode('fight', { minion: u, target: t }), 'enterCombat', { name, target: cardName(s, t) }, { uid: u, target: t }));
    // vtes-es:11: enter combat with a Red List minion marked this turn ((D), +1 stealth, 1 blood; once per vampire per turn)
    if (!used.includes('redList') && c.blood >= 1)
      for (const t of s.turnFlags.redMarks ?? [])
        if (
          t !== u &&
          s.cards[t].zone === 'ready' &&
          s.cards[t].controller !== active &&
          !s.seats[s.cards[t].controller].ousted &&
          !targetShielded(s, t, active)
        )
          o.push(
            opt(ids.encode('red', { minion: u, target: t }), 'redListCombat', { name, target: cardName(s, t) }, { uid: u, target: t }),
          );
  }
  // an action the minion cannot perform again this turn (core/same-action.ts: Change of Target, Obedience)
  const again = s.turnFlags.sameBarred ? o.filter((x) => !sameActionBarred(s, u, optionKeys(s, ids.decode(x.id) ?? undefined))) : o;
  // vtes-es:11 Esclavo: a slave performs no directed action unless its controller controls a ready member of its clan
  if (!slaveMayDirect(s, u) || directedBarred(s, u)) return again.filter((x) => !optionDirected(s, x.id));
  return again;
}

/**
 * The cards minion `u` may burn as an action (6.1.6, `burnableByAction`): another Methuselah's cards in
 * play, and cards on any minion but `u` ("other minions can burn this card": Pentex(TM) Subversion),
 * its own Methuselah's too, and on `u` itself with `bearer` (Madman's Quill); each only for the minions its Selector takes, for the card's controller.
 */
function burnableBy(s: VtesState, u: string, active: number): string[] {
  const out: string[] = [];
  const add = (cu: string, seat: number, others: boolean, bearer = false) => {
    const e = liveMode(s, cu)?.effects.find(isEffect('burnableByAction'));
    // an action that costs pool is offered only to a Methuselah who can pay it (6.2.3)
    if (
      e &&
      !!e.others === others &&
      // its own bearer only when the record says so ("vampires can burn this card": Madman's Quill)
      (!bearer || !!e.bearer) &&
      (!e.by || selectsCard(s, e.by, u, { seat })) &&
      s.seats[active].pool >= (e.pool ?? 0) &&
      // an action that costs blood: only a minion with that blood (Foundation Exhibit)
      (!e.blood || s.cards[u].blood >= e.blood)
    )
      out.push(cu);
  };
  for (const x of living(s)) {
    if (x !== active) for (const cu of s.seats[x].zones.play) add(cu, x, false);
    for (const m of [...s.seats[x].zones.ready, ...s.seats[x].zones.torpor])
      for (const cu of s.cards[m].attached) add(cu, x, true, m === u);
  }
  return out;
}

/** vtes-es:11 / vtes-pl:Cechy (Niewolnik): a slave minion may perform directed actions only with a ready member of its clan. */
function slaveMayDirect(s: VtesState, u: string): boolean {
  const clan = defOf(s, u).slaveOf;
  if (!clan) return true;
  return readyVampires(s, s.cards[u].controller).some((v) => v !== u && defOf(s, v).clan.includes(clan));
}

/** A vampire's own "cannot perform directed actions unless ..." (`noDirected`: Valkyrie), its Condition not holding now. */
function directedBarred(s: VtesState, u: string): boolean {
  const m = defOf(s, u).modes.find((x) => x.kind === 'vampire');
  for (const e of m?.effects ?? [])
    if (isKind(e, 'noDirected') && !holds(s, e.unless, { seat: s.cards[u].controller, source: u, minion: u, actor: u })) return true;
  return false;
}

/** Whether an action option (id from actionOptions) is a directed action (6.1). */
function optionDirected(s: VtesState, id: string): boolean {
  const o = ids.decode(id);
  switch (o?.kind) {
    case 'burnAct':
      // 6.2.2: an action at a card its own Methuselah controls is not directed
      return s.cards[o.card].controller !== s.cards[o.minion].controller;
    case 'bleed':
    case 'stealAct':
    case 'burnImbued':
    case 'fight':
    case 'red':
      return true;
    case 'rescue':
    case 'diab':
      return s.cards[o.target].controller !== s.cards[o.minion].controller;
    case 'card':
      return directedByData(defOf(s, o.card).modes[Number(o.mode)]);
    case 'useAt':
      return true;
    case 'use':
      // the actions the cards' data offer (vocab/offers.ts), else those card modules offer (cards/hooks.ts `announce`)
      return offeredAction(s, o.card, o.ability) ? offerDirected(s, o) : cardActionDirected(s, o);
    default:
      return false;
  }
}

/** A vampire that must bleed (Elen Kamjian, a locked minion controlled) but has already bled this turn. */
function mustBleedStuck(s: VtesState, u: string): boolean {
  return (
    s.cards[u].zone === 'ready' &&
    vampAbility(s, u, 'vMustBleed').length > 0 &&
    s.turnFlags.bled.includes(u) &&
    readyMinions(s, s.cards[u].controller).some((x) => s.cards[x].locked)
  );
}

export function handleMinion(s: VtesState, id: string, ev: Ev): void {
  const o = ids.decode(id);
  if (!o) throw new Error(`vtes: minion phase option ${id}`);
  if (o.kind === 'done') return endTurnPhase(s, ev);
  if (o.kind === 'manual') return openManual(s, s.active);
  if (handleCardOption('minion', s, o, ev)) return;
  // a data ability (vocab/abilities.ts) usable whenever asked or in the minion phase
  if (o.kind === 'anyPass') return setTurn(s, { anyAsked: [...(s.turnFlags.anyAsked ?? []), Number(o.seat)] });
  if (o.kind === 'use' || o.kind === 'anyUse') {
    // an `anyUse` is made by its card's controller, in any Methuselah's minion phase
    const seat = o.kind === 'anyUse' ? s.cards[o.card].controller : s.active;
    // a use paid by a discarded card names it as `target`, after an empty minion field (vocab/abilities.ts `anyTimeOptions`)
    useNamed(
      s,
      { seat },
      o.card,
      o.ability,
      ev,
      o.kind === 'use' ? idMinion(o.minion) : undefined,
      o.kind === 'use' ? o.target : undefined,
    );
    // a use letting a minion take an action (the primitive `takeAction`): its actions now
    const via = s.turnFlags.actVia;
    if (via) chooseActionPick(s, via.minion, via.card);
    return;
  }
  if (o.kind === 'min') return chooseActionPick(s, o.minion);
  announce(s, o, ev);
}
