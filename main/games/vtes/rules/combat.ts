/**
 * Combat windows (vtes-es 6.4 "Combate", 6.4.1; vtes-pl "Walka", "Kolejność walki"): the combat frame's
 * question and answer, before range, range, before strikes, strikes, press and end of round, cards
 * played in them by the minions in the combat and by other Methuselahs out of turn.
 */
import { refusesCarry } from '../core/no-carry';
import { playLabel } from '../vocab/mode-label';
import type { Decision, SeatId } from '../../../engine/types';
import type { Mode } from '../schema/effects';
import { type Handlers, runEffects } from '../schema/dispatch';
import { costOf, discsOf, hasLimit, limitKey, windowOf } from '../schema/modes';
import { abilityAt, abilityUses, findUse, useAbility, useFields, useNamed } from '../vocab/abilities';
import { offeredStrike, strikeOffers } from '../vocab/offers';
import { roundStrikeOf } from '../vocab/prims/round-strike';
import { maneuverBarred, pressKindBarred } from '../vocab/prims/combat-bar';
import { firstRoundBarred, opposingManeuverBarred } from './first-round-bar';
import { withAim } from '../vocab/prims/aim';
import { withDiscStrikes } from '../vocab/prims/disc-strikes';
import { pressBarred } from './aim';
import { type PrimCtx, primsPossible, runPrims, runPrimsIf } from '../vocab/primitives';
import { burnAfterPress, guardLeft, hasPrim, primOf, primsOf, strikeGuardCost, useGuard, useStrikeGuard } from '../vocab/prims-combat';
import { COMBAT_OPTIONS as ids, type CombatOption } from '../../../common/vtes-options';
import { markCard, setStep } from '../core/ops';
import {
  type CombatState,
  defOf,
  equipmentBarred,
  type Ev,
  isEquipmentOn,
  isWeaponOn,
  isVampire,
  living,
  type Step,
  type Strike,
  type VtesState,
} from '../core/state';
import { dec, logRef, opt, type Opt } from '../core/decision';
import { blood, cardName, hasManualOnly, liveMode, other, payCost, playableModes, playFromHand, strengthOf } from '../core/queries';
import { combatAdvanceAsker, combatPass, combatPressNext, combatRangeNext, pressesLeft, toPostStrike, useOptPress } from './rounds';
import { ootOptions } from '../core/steps';
import { playOotCard } from './oot-play';
import { bystanderAnswered, bystanderDecision, bystanderOnly, bystanderSeat } from './bystander';
import { resetAutoPress } from '../vocab/prims/auto-press';
export { startCombat } from './combat-start';

import { openManual } from '../core/manual';
import { applyNextDamage, cardStrike, resolveStrikes } from './strikes';
import { closeTorpor, torporDecision } from './torpor-window';
import { dropExtraAs, extraAsOf, useExtraAs } from './extra-as';
import { diablerie } from './diablerie';
import { markNoReplace } from './reactions';
import { meleeOffers, meleeStrike } from './melee-strikes';
import { weaponBonus, weaponStrike, weaponStrikes, weaponUses } from './weapon-strikes';
import { payStrikePrice, strikeAffordable } from './strike-price';
import { mandatoryPressLeft, useMandatoryPress } from './mandatory-press';
import {
  effectIn,
  effectWhere,
  isEffect,
  isEquipmentSteal,
  isEquipmentStrike,
  isHandStrike,
  isPrim,
  isStrike,
  modeHas,
  onlyPrims,
  primsBut,
} from '../schema/effect-query';
import { playedWithin, useInAction } from '../core/limits';

/** The primitives a before-range card needs something for (a card of the hand, a retainer on the minion). */
const PICKED_FROM = ['equipFromHand', 'employFromHand', 'burnRetainer'] as const;

/** What a combat card's effects act on: the combat, the minion that played it, the events. */
interface CombatCardCtx {
  s: VtesState;
  combat: Step<CombatState>;
  card: string;
  minion: string;
  x: number;
  ev: Ev;
}

/** Effects of a combat card played before range, before strikes or at the end of a round (6.4), one handler
 * per kind of the `combatCard` site (its strike and maneuver are used in their own steps). */
const COMBAT_CARD_EFFECTS: Handlers<'combatCard', CombatCardCtx> = {
  prims: (e, { s, card, minion, x, ev }) => runPrimsIf(s, e, combatPrimCtx(s, minion, card, x), ev),
  // a card whose text the players apply (Hunger of Marduk before range, issue 34): the manual operations now
  manual: (_e, { s, minion }) => openManual(s, s.cards[minion].controller),
};

/** What the primitives of a card played by `minion` in its combat act on (vocab/primitives.ts). */
function combatPrimCtx(s: VtesState, minion: string, card: string, x: number): PrimCtx {
  return { seat: s.cards[minion].controller, source: card, minion, opponent: other(s.combat!, minion), actor: s.act?.actor, x };
}

/** `minion` gains `n` optional presses this round (vtes-es 6.4.4; negative: one is used). */
function addOptPress(s: VtesState, minion: string, n: number): void {
  const combat = s.combat!;
  setStep(s, 'combat', { optPresses: { ...combat.optPresses, [minion]: (combat.optPresses[minion] ?? 0) + n } });
}

function combatCards(s: VtesState, u: string, pred: (m: Mode, card: string) => boolean): Opt[] {
  const seat = s.cards[u].controller;
  const o: Opt[] = [];
  for (const h of s.seats[seat].zones.hand) {
    const d = defOf(s, h);
    for (const mi of playableModes(s, h, u, seat, ['combat'])) {
      const m = d.modes[mi];
      if (hasLimit(m, 'round') && playedWithin(s, u, limitKey(d.id, m), 'round')) continue;
      if (hasLimit(m, 'combat') && playedWithin(s, u, limitKey(d.id, m), 'combat')) continue;
      if (!pred(m, h)) continue;
      if (costOf(d, m).blood === 'X') {
        for (let x = 0; x <= Math.min(3, blood(s, u)); x++)
          o.push(opt(ids.encode('card', { card: h, mode: mi, x }), 'combatCardX', { card: d.name, x }, { card: h, x }));
      } else o.push(opt(ids.encode('card', { card: h, mode: mi }), 'combatCard', playLabel(s, h, mi), { card: h, mode: mi }));
    }
  }
  return o;
}

/** What a combat card does that its own step offers (6.4.2 to 6.4.6): the others, when untimed, are offered before strikes. */
const STEP_PRIMS = ['maneuver', 'press', 'prevent', 'preventStrike', 'additionalStrike'] as const;
/**
 * A combat card with no printed timing that is no strike, maneuver, press, prevention or additional
 * strike (Claws of the Dead's aggravated hand strikes this round): usable at any time in combat, it is
 * offered each round before strikes are chosen, when it can still change the round (6.4.3).
 */
const untimed = (m: Mode) => !m.window && !modeHas(m, 'strike') && primsOf(m).length > 0 && !STEP_PRIMS.some((k) => hasPrim(m, k));
/** A crypt card whose own text the players apply in part (its data says `partial` or `manual`). */
const ownTextManual = (s: VtesState, u: string) => defOf(s, u).kind === 'crypt' && defOf(s, u).automation !== 'full';
/** 6.4.3: the mode gives a limited additional strike (one source of those per round). */
const limitedExtra = (m: Mode) =>
  primsOf(m)
    .filter(isPrim('additionalStrike'))
    .some((p) => p.limited);

export function combatDecision(s: VtesState): Decision | null {
  const combat = s.combat!;
  // a vampire going to torpor waits for the cards of that window (rules/torpor-window.ts)
  if (combat.torpor) return torporDecision(s);
  if (combat.ended) return null;
  const u = combat.asker;
  const seat = s.cards[u].controller;
  const name = cardName(s, u);
  // out-of-turn master cards of the other Methuselahs, once per round before range (1.6.2.4)
  if (combat.step === 'preRange' && combat.asker === combat.a) {
    const t = ootCombatSeat(s);
    if (t !== undefined)
      return dec(t, 'outOfTurn', 'outOfTurn', [...ootOptions(s, t), opt(ids.encode('ootpass', {}), 'noMore')], 'vtes-es:1.6.2.4');
    // then the Methuselahs with a use in a combat their card is not in (rules/bystander.ts: Mariel)
    const by = bystanderDecision(s);
    if (by) return by;
  }
  switch (combat.step) {
    case 'preRange': {
      // a card equipping from the hand only with a weapon there to equip (vocab/prims/equip-from-hand.ts), employing one
      // only with a retainer to employ, paying with a retainer only with one to burn (employ-from-hand.ts, burn-retainer.ts)
      const ctx = { seat, source: u, minion: u, opponent: other(combat, u) };
      const o = combatCards(
        s,
        u,
        (m) => windowOf(m).combat === 'beforeRange' && (!PICKED_FROM.some((p) => hasPrim(m, p)) || primsPossible(s, primsOf(m), ctx)),
      );
      // a vampire whose own text is (partly) the players' (a before-range sentence no record says yet): the
      // manual operations, once a combat
      if (ownTextManual(s, u) && !combat.manualAsked?.includes(u)) o.push(opt(ids.encode('manual', {}), 'manual'));
      // the minion's own abilities before range (Kasim Bayar: a political action card discarded for +2 strength); a
      // discarded card is the use's `target` (after its minion)
      for (const x of abilityUses(s, 'beforeRange', { seat, minion: u }))
        if (!bystanderOnly(x))
          o.push(
            opt(
              ids.encode('use', { ...useFields(s, x), ...(x.card ? { minion: u, target: x.card } : {}) }),
              x.card ? (x.ability.cost.some((k) => k.c === 'lockOther') ? 'useAbilityLock' : 'useAbilityDiscard') : 'useAbility',
              { card: cardName(s, x.source), ...(x.card ? { discard: cardName(s, x.card) } : {}) },
              { uid: x.source, ...(x.card ? { card: x.card } : {}) },
            ),
          );
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(seat, 'beforeRange', 'beforeRange', o, 'vtes-es:6.4.2', { name });
    }
    case 'range': {
      if (combat.lastMove === u) return null;
      // a minion barred from maneuvering to the other range this combat (Drawing Out the Beast: `combatBar`)
      if (maneuverBarred(s, u, combat.range === 'close' ? 'long' : 'close')) return null;
      // the opposing minion's card barring maneuvers to a range (The Crusader Sword: `opposingBar`)
      if (opposingManeuverBarred(s, u, combat.range === 'close' ? 'long' : 'close')) return null;
      // an opposing minion's own text barring its maneuvers in the first round (Ossian: rules/first-round-bar.ts)
      if (firstRoundBarred(s, u, 'maneuver')) return null;
      // a maneuver only to close range is offered at long range, one only to long range at close range (6.4.2)
      const closeOk = (m: Mode) =>
        (!primOf(m, 'maneuver')?.toClose || combat.range === 'long') && (!primOf(m, 'maneuver')?.toLong || combat.range === 'close');
      const o = combatCards(s, u, (m) => hasPrim(m, 'maneuver') && !modeHas(m, 'strike') && closeOk(m));
      // 6.4.2: a strike card with a maneuver is played now to maneuver, and it is also this round's strike
      if (!combat.strikes[u] && !combat.handOnly && !combat.noStrikeCards?.includes(u) && strikeAffordable(s, u))
        for (const c of combatCards(s, u, (m) => hasPrim(m, 'maneuver') && modeHas(m, 'strike') && closeOk(m)))
          o.push({
            ...c,
            id: strikeManeuverId(c.id),
            label: logRef('opt.strikeManeuver', { card: defOf(s, String(c.params?.card)).name }),
          });
      if ((combat.optManeuvers[u] ?? 0) > 0 || (combat.flex?.[u] ?? 0) > 0)
        o.push(opt(ids.encode('optman', {}), 'maneuverOptional', { name }));
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(seat, 'maneuver', combat.range === 'close' ? 'maneuverLong' : 'maneuverClose', o, 'vtes-es:6.4.2', { name });
    }
    case 'preStrike':
    case 'postStrike': {
      // an untimed card only when what it does can be done (Chiropteran Marauder's blood to burn); once both
      // strikes are chosen, untimed cards only (RTR 19960112)
      const ctx = { seat, source: u, minion: u, opponent: other(combat, u) };
      const before = combat.step === 'preStrike';
      const o = combatCards(
        s,
        u,
        (m) => (before && windowOf(m).combat === 'closeBeforeStrikes') || (untimed(m) && primsPossible(s, primsOf(m), ctx)),
      );
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(seat, 'beforeStrikes', before ? 'beforeStrikes' : 'strikesChosen', o, 'vtes-es:6.4.3', { name });
    }
    case 'strikeA':
    case 'strikeB':
    case 'extraStrike': {
      // the strike was already chosen with a strike card's maneuver (6.4.2)
      if (combat.step !== 'extraStrike' && combat.strikes[u]) return null;
      const o: Opt[] = [];
      // "the opposing minion cannot strike: combat ends during the first round" (the `noStrike` primitive)
      // a strike it cannot pay for (a vampire whose strikes against it cost blood: rules/strike-price.ts)
      if ((combat.round === 1 && combat.noStrikeFirst?.includes(u)) || firstRoundBarred(s, u, 'strike') || !strikeAffordable(s, u))
        return dec(seat, 'strike', 'strike', [opt(ids.encode('none', {}), 'noStrike')], 'vtes-es:6.4.3', { name, range: combat.range });
      // an additional strike that can only be one strike (Wind Dance [THA]: rules/extra-as.ts), offered alone
      const as = extraAsOf(s, u);
      if (as)
        return dec(
          seat,
          'strike',
          'strike',
          [
            opt(ids.encode('granted', { card: as.card }), `extraAs_${as.strike.s}`, { card: cardName(s, as.card) }, { card: as.card }),
            opt(ids.encode('none', {}), 'noStrike'),
          ],
          'vtes-es:6.4.3',
          { name, range: combat.range },
        );
      if (combat.range === 'close') o.push(opt(ids.encode('hand', {}), 'handStrike', { name, dmg: strengthOf(s, u) }));
      const oppEquip = s.cards[other(combat, u)].attached.filter((x) => isEquipmentOn(s, x));
      // the opposing equipment a strike card may take: its weapons only for a "steal weapon" strike
      const equipTaken = (st: { weapons?: boolean }) => (st.weapons ? oppEquip.filter((x) => isWeaponOn(s, x)) : oppEquip);
      for (const x of s.cards[u].attached) {
        // 6.4.5: equipment stolen this round cannot be used by its new holder before the next round
        // nor equipment its bearer cannot use in this combat (Form of the Bat: core/state.ts `equipmentBarred`)
        if (combat.stolen?.includes(x) || equipmentBarred(s, x)) continue;
        const m = liveMode(s, x);
        const e = m?.effects.find(effectWhere('attachStrength', (y) => y.rangedDamage)) as { rangedDamage: number } | undefined;
        if (e && !combat.handOnly) {
          o.push(opt(ids.encode('ranged', { weapon: x }), 'rangedStrike', { card: cardName(s, x), dmg: e.rangedDamage }, { card: x }));
          // 6.4.7: at long range a ranged strike may target a retainer of the opposing minion
          if (combat.range === 'long')
            for (const r of s.cards[other(combat, u)].attached)
              if (defOf(s, r).types.includes('Retainer'))
                o.push(
                  opt(
                    ids.encode('ranged', { weapon: x, target: r }),
                    'rangedStrikeRetainer',
                    { card: cardName(s, x), dmg: e.rangedDamage, target: cardName(s, r) },
                    { card: r },
                  ),
                );
        }
        if (
          m?.effects.some(isEffect('attachStrength')) &&
          defOf(s, x).modes.some((mm) => mm.effects.some(isStrike('burnEquipment'))) &&
          !combat.handOnly &&
          combat.range === 'close'
        ) {
          // 6.4.5: with several pieces of equipment the striker chooses which one
          if (oppEquip.length > 1)
            for (const q of oppEquip)
              o.push(
                opt(
                  ids.encode('burnEq', { weapon: x, target: q }),
                  'burnEquipmentStrikeAt',
                  { card: cardName(s, x), target: cardName(s, q) },
                  { card: q },
                ),
              );
          else o.push(opt(ids.encode('burnEq', { weapon: x }), 'burnEquipmentStrike', { card: cardName(s, x) }, { card: x }));
        }
      }
      // the strikes the minion's cards and its own text offer (vocab/offers.ts: an ally's ranged strike, a dodge)
      if (!combat.handOnly)
        for (const x of strikeOffers(s, u, combat.range))
          o.push(
            opt(
              ids.encode('use', { card: x.card, ability: String(x.ability) }),
              x.strike.kind === 'dodge' ? 'offeredDodge' : x.strike.kind === 'combatEnds' ? 'grantedCombatEnds' : 'offeredStrike',
              { card: cardName(s, x.card), dmg: x.strike.dmg },
              { card: x.card },
            ),
          );
      // a strike a card played before range gives this round (Hunger of Marduk: ranged, steal blood)
      const steal = roundStrikeOf(s, u);
      if (steal > 0 && !combat.handOnly) o.push(opt(ids.encode('rstrike', {}), 'roundStrikeSteal', { name, n: steal }));
      // "a hand or weapon strike at +N": one more option per weapon strike of the minion (rules/weapon-strikes.ts)
      if (!combat.handOnly)
        for (const x of weaponUses(s, u))
          for (const w of weaponStrikes(s, u, combat.range, combat.stolen ?? []))
            if (w.strike.ranged || combat.range === 'close')
              o.push(
                opt(
                  ids.encode('use', { card: x.card, ability: String(x.ability), minion: u, target: w.weapon }),
                  'offeredWeaponStrike',
                  {
                    card: cardName(s, x.card),
                    weapon: cardName(s, w.weapon),
                    dmg: w.strike.dmg + (weaponBonus(s, x.card, x.ability) ?? 0),
                  },
                  { card: x.card },
                ),
              );
      for (const c of combatCards(s, u, (m) => {
        const st = effectIn(m.effects, 'strike');
        // a card played as the strike is chosen, the strike chosen after it (Disguised Weapon's equip), when it can act
        if (!st)
          return (
            hasManualOnly(m) ||
            (windowOf(m).combat === 'strike' && primsPossible(s, primsOf(m), { seat, source: u, minion: u, opponent: other(combat, u) }))
          );
        if (combat.handOnly && !isHandStrike(st)) return false;
        // no strike cards for the rest of the combat (Thoughts Betrayed [DOM]: vocab/prims/no-strike-cards.ts)
        if (combat.noStrikeCards?.includes(u)) return false;
        // a hand strike and dodge: never an additional strike, and only where a dodge could be chosen too (not under a grapple)
        if (st.dodge && (combat.step === 'extraStrike' || combat.handOnly)) return false;
        if (combat.range === 'long' && isHandStrike(st)) return false;
        if (combat.range === 'long' && isEquipmentStrike(st) && !st.ranged) return false;
        // a strike card that destroys or steals equipment needs some on the opposing minion (a weapon for "steal
        // weapon": RTR 19980928)
        if (isEquipmentStrike(st) && !equipTaken(st).length) return false;
        // a vampire that cannot have equipment does not strike to steal it (`noCarry`: Beast, LSJ 20010210)
        if (isEquipmentSteal(st) && refusesCarry(s, u, 'equipment')) return false;
        // 6.4.3: one source of limited additional strikes per round (a Pursuit already used bars Dust Up's)
        if (combat.extraSource[u] && limitedExtra(m)) return false;
        return true;
      })) {
        // destroy/steal equipment cards: one option per opposing equipment when there is a choice (6.4.5)
        const { card: h, mode: mi, x } = playedCard(ids.decode(c.id));
        const st = effectIn(defOf(s, h).modes[Number(mi)].effects, 'strike');
        if (st && isEquipmentStrike(st) && equipTaken(st).length > 1)
          for (const q of equipTaken(st))
            o.push(
              opt(
                ids.encode('card', { card: h, mode: mi, x: x ?? 0, target: q }),
                'equipmentStrikeAt',
                { card: defOf(s, h).name, target: cardName(s, q) },
                { card: h },
              ),
            );
        else o.push(c);
        // "hand strike or use a melee weapon strike": one more option per melee weapon the striker can strike with
        if (st?.melee && !combat.handOnly)
          for (const w of meleeOffers(s, u, combat.range))
            o.push(
              opt(
                ids.encode('card', { card: h, mode: mi, x: x ?? 0, target: w.card }),
                'meleeStrike',
                { card: defOf(s, h).name, weapon: cardName(s, w.card), dmg: w.strike.dmg + (st.plus ?? 0) },
                { card: h },
              ),
            );
      }
      // the strikes the action's cards gave the minion for this combat (`grantStrike`), in their round
      if (combat.step !== 'extraStrike')
        for (const g of combat.granted ?? [])
          if (g.uid === u && (g.round === undefined || g.round === combat.round))
            o.push(opt(ids.encode('granted', { card: g.card }), 'grantedCombatEnds', { card: cardName(s, g.card) }, { card: g.card }));
      o.push(opt(ids.encode('none', {}), 'noStrike'));
      // the initial strike of the round must be a card's when a card said so (Sniper Rifle: vocab/prims/set-range.ts)
      const must = combat.step !== 'extraStrike' ? combat.strikeWith?.[u] : undefined;
      if (must && must.round === combat.round) {
        const withIt = o.filter((x) => {
          const d = ids.decode(x.id) as { card?: string; weapon?: string };
          return d.card === must.card || d.weapon === must.card;
        });
        if (withIt.length) return dec(seat, 'strike', 'strike', withIt, 'vtes-es:6.4.3', { name, range: combat.range });
      }
      return dec(seat, 'strike', 'strike', o, 'vtes-es:6.4.3', { name, range: combat.range });
    }
    case 'extra': {
      // no additional strike this round after a hand strike and dodge (Stutter-Step [CEL])
      if (combat.noExtra?.some((x) => x.uid === u && x.round === combat.round)) return null;
      // after a limited additional strike only unlimited ones remain (Quickness [CEL], LSJ 20001206, ANK 20211124)
      const o = combatCards(
        s,
        u,
        (m, h) =>
          hasPrim(m, 'additionalStrike') &&
          !modeHas(m, 'strike') &&
          !(combat.extraSource[u] && limitedExtra(m)) &&
          // the blood it burns beyond its cost, when it has some (Lightning Reflexes [CEL]: one mode per amount)
          (primsOf(m).length === 1 || primsPossible(s, primsOf(m), { seat, source: h, minion: u, opponent: other(combat, u) })),
      );
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(seat, 'additionalStrike', 'additionalStrike', o, 'vtes-es:6.4.3', { name });
    }
    case 'prevent': {
      const dmg = combat.damage[0];
      // nothing to prevent: only damage no prevention reaches (an unpreventable strike's)
      if (!dmg || dmg.normal + dmg.agg === 0) return null;
      const v = dmg.uid;
      const vs = s.cards[v].controller;
      const o: Opt[] = [];
      if (s.cards[v].zone === 'ready') {
        for (const h of s.seats[vs].zones.hand)
          for (const mi of playableModes(s, h, v, vs, ['combat'])) {
            const d = defOf(s, h);
            const m = d.modes[mi];
            // 6.4.6: prevention cards are played one at a time, as many as wanted (no per-round limit unless printed)
            const ofStrike = hasPrim(m, 'preventStrike');
            if ((!hasPrim(m, 'prevent') && !ofStrike) || (hasLimit(m, 'round') && playedWithin(s, v, d.id, 'round'))) continue;
            // a card requiring Fortitude, when all the damage waiting is a strike's it cannot prevent (Blood Rage: `noFor`)
            if (dmg.noFor && dmg.noFor >= dmg.normal + dmg.agg && discsOf(m).some((r) => r.disc === 'for')) continue;
            // "all damage from the opposing strike": only while that strike's damage is there (and its blood to burn)
            if (ofStrike && !primsPossible(s, primsOf(m), { seat: vs, source: h, minion: v, opponent: other(combat, v) })) continue;
            if (costOf(d, m).blood === 'X') {
              // X is any amount of the vampire's blood, even more than the damage needs (RTR 20041202, PIB 20121202)
              for (let x = 0; x <= blood(s, v); x++)
                o.push(opt(`card:${h}:${mi}:${x}`, 'preventX', { card: d.name, x, n: x + 1 }, { card: h, x }));
            } else o.push(opt(ids.encode('card', { card: h, mode: mi }), 'combatCard', playLabel(s, h, mi), { card: h, mode: mi }));
          }
        // its prevention of each round left this round (Horrid Form): one point at a time
        if (guardLeft(s, v) > 0) o.push(opt(ids.encode('guard', {}), 'preventGuard', { name: cardName(s, v) }));
        // its blood burned to prevent the opposing initial strike, once a round (Superior Mettle)
        const burn = strikeGuardCost(s, v);
        if (burn > 0) o.push(opt(ids.encode('strikeGuard', {}), 'preventStrikeGuard', { name: cardName(s, v), n: burn }));
        // abilities of the damaged minion's cards usable now (Guardian Angel: once each combat)
        for (const x of abilityUses(s, 'prevent', { seat: vs, minion: v }))
          o.push(opt(ids.encode('static', { card: x.source }), 'preventStatic', { card: cardName(s, x.source) }, { card: x.source }));
      }
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(vs, 'prevent', 'prevent', o, 'vtes-es:6.4.6', { name: cardName(s, v), normal: dmg.normal, agg: dmg.agg });
    }
    case 'endRound': {
      if (!isVampire(s, u) || s.cards[u].zone !== 'ready') return null;
      // Taste of Vitae: the blood of an opposing vampire only, never against an ally (PIB 20121028)
      const o = combatCards(
        s,
        u,
        (m) =>
          // only when what it does can be done (Relentless Reaper's blood to burn)
          primsPossible(s, primsOf(m), { seat, source: u, minion: u, opponent: other(combat, u) }) &&
          (windowOf(m).combat === 'aboutToEnd' ||
            (windowOf(m).combat === 'endOfRound' && (!hasPrim(m, 'gainBlood') || isVampire(s, other(combat, u))))),
      );
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(seat, 'endOfRound', 'endOfRound', o, 'vtes-es:6.4.1', { name });
    }
    case 'press': {
      // an aim that landed bars the opposing minion's presses this round (rules/aim.ts)
      if (combat.lastMove === u || pressBarred(s, u)) return null;
      // a minion barred from pressing to continue (none stands) or to end (one stands) this combat (`combatBar`)
      if (pressKindBarred(s, u, combat.lastMove ? 'end' : 'continue')) return null;
      // a mandatory press to continue, while one is left (rules/mandatory-press.ts): the only answer
      if (!combat.lastMove && mandatoryPressLeft(s, u))
        return dec(seat, 'press', 'press', [opt(ids.encode('optpress', {}), 'pressContinue', { name })], 'vtes-es:6.4.4', { name });
      // a card that is a press (6.4.4): presses only, played in no other combat window; one "only usable to
      // continue combat" is not offered to answer a press to continue (Apportation), one "only usable to end
      // combat" only to answer one (Movement of the Mind)
      const only = (m: Mode) => primOf(m, 'press')?.only;
      const o = combatCards(
        s,
        u,
        (m) =>
          !windowOf(m).combat &&
          // a press card's rider for the next round (Telepathic Tracking: an optional maneuver then)
          onlyPrims(primsBut(primsOf(m), 'nextRoundManeuver'), 'press') &&
          only(m) !== (combat.lastMove ? 'continue' : 'end'),
      );
      if (pressesLeft(s, u, combat.lastMove ? 'end' : 'continue') > 0)
        o.push(opt(ids.encode('optpress', {}), combat.lastMove ? 'pressEnd' : 'pressContinue', { name }));
      // abilities giving the minion in the combat a press (Underbridge Stray: the ally itself included)
      for (const x of abilityUses(s, 'press', { seat, minion: u }))
        if (x.ability.effects.every((p) => !isPrim('press')(p) || p.only !== (combat.lastMove ? 'continue' : 'end')))
          o.push(opt(ids.encode('use', useFields(s, x)), 'strayPress', { name: cardName(s, x.source) }, { uid: x.source }));
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(seat, 'press', combat.lastMove ? 'pressCancel' : 'press', o, 'vtes-es:6.4.4', { name });
    }
  }
  return null;
}

function ootCombatSeat(s: VtesState): SeatId | undefined {
  const combat = s.combat!;
  return living(s).find((x) => x !== s.active && !(combat.ootAsked ?? []).includes(x) && ootOptions(s, x).length > 0);
}

/** The card `cid` is played by `u` in this round and this combat (for once-per-round/combat limits). */
export function markUsed(s: VtesState, u: string, cid: string): void {
  const combat = s.combat!;
  // the lists of the other minion are kept as they are (read-only in the step record)
  const add = (used: Step<Record<string, string[]>>) => ({ ...used, [u]: [...(used[u] ?? []), cid] }) as Record<string, string[]>;
  setStep(s, 'combat', { usedRound: add(combat.usedRound), usedCombat: add(combat.usedCombat) });
}

function playCombatCard(s: VtesState, u: string, h: string, mi: number, x: number, ev: Ev): Mode {
  const combat = s.combat!;
  const d = defOf(s, h);
  const seat = s.cards[u].controller;
  markUsed(s, u, d.id);
  // a limit counted for each Discipline apart: the card at this mode's Discipline too
  if (limitKey(d.id, d.modes[mi]) !== d.id) markUsed(s, u, limitKey(d.id, d.modes[mi]));
  // a combat card limited to once per action ("one at superior each action"): the action's record
  useInAction(s, u, d, d.modes[mi]);
  markNoReplace(s, d.modes[mi], seat);
  playFromHand(s, h, seat, ev);
  // a card put on a minion, or changing prices for the combat, keeps its mode: what it does there is read from it
  // (Disarm's strength, Terror Frenzy's cost)
  if (primsOf(d.modes[mi]).some(isPrim('attach')) || d.modes[mi].effects.some(isEffect('costMod'))) markCard(s, h, { mode: mi });
  payCost(s, d, u, seat, ev, x);
  setStep(s, 'combat', { played: [...combat.played, h] });
  // a card played in the combat sets its pressing cards' counters back (Trap: vocab/prims/auto-press.ts)
  if (combat.autoPress) resetAutoPress(s);
  ev.push({ type: 'vtes.combatCard', params: { card: d.name, name: cardName(s, u) }, rule: 'vtes-es:6.4' });
  return d.modes[mi];
}

/** A combat card option (or a strike card played as a maneuver): the card, its mode and X. */
function playedCard(o: CombatOption | null): { card: string; mode: string; x?: string } {
  if (o?.kind !== 'card' && o?.kind !== 'scard') throw new Error(`vtes: not a combat card: ${o?.kind}`);
  return o;
}

/** 6.4.2: a strike card's option offered as a maneuver (it is also the round's strike). */
function strikeManeuverId(cardId: string): string {
  const c = playedCard(ids.decode(cardId));
  return ids.encode('scard', { card: c.card, mode: c.mode, x: c.x });
}

export function handleCombat(s: VtesState, id: string, ev: Ev): void {
  const combat = s.combat!;
  const u = combat.asker;
  const o = ids.decode(id);
  if (!o) throw new Error(`vtes: combat option ${id}`);
  if (combat.torpor) {
    if (o.kind === 'pass') return closeTorpor(s, ev);
    // the opposing minion's card "instead" of the torpor: burn it (Decapitate), or diablerize it (Amaranth)
    const v = combat.torpor.uid;
    const by = other(combat, v);
    const c = playedCard(o);
    const m = playCombatCard(s, by, c.card, Number(c.mode), 0, ev);
    runPrims(s, primsBut(primsOf(m), 'diablerize'), combatPrimCtx(s, by, c.card, 0), ev);
    if (hasPrim(m, 'diablerize') && s.cards[v].zone === 'ready') {
      setStep(s, 'combat', { torpor: undefined });
      return diablerie(s, by, v, ev);
    }
    return closeTorpor(s, ev);
  }
  if (o.kind === 'byuse' || o.kind === 'bypass') {
    const by = bystanderSeat(s);
    if (!by) throw new Error('vtes: no bystander asked');
    return bystanderAnswered(s, by.seat, o.kind === 'byuse' ? o : undefined, ev);
  }
  if (o.kind === 'oot' || o.kind === 'ootpass') {
    const t = ootCombatSeat(s)!;
    setStep(s, 'combat', { ootAsked: [...(combat.ootAsked ?? []), t] });
    if (o.kind === 'oot') playOotCard(s, t, o.card, Number(o.mode), ev);
    return;
  }
  switch (combat.step) {
    case 'preRange':
    case 'preStrike':
    case 'postStrike':
    case 'endRound': {
      if (o.kind === 'pass') return combatAdvanceAsker(s, ev);
      if (o.kind === 'manual') {
        setStep(s, 'combat', { manualAsked: [...(combat.manualAsked ?? []), u] });
        return openManual(s, s.cards[u].controller);
      }
      if (o.kind === 'use' && combat.step === 'preRange') {
        const c = { seat: s.cards[u].controller, minion: u };
        const a = abilityAt(s, o.card, o.ability);
        return useAbility(
          s,
          findUse(s, 'beforeRange', c, o.card, o.target, (x) => x === a),
          c,
          ev,
        );
      }
      const c = playedCard(o);
      const m = playCombatCard(s, u, c.card, Number(c.mode), Number(c.x ?? 0), ev);
      runEffects(COMBAT_CARD_EFFECTS, m.effects, { s, combat, card: c.card, minion: u, x: Number(c.x ?? 0), ev });
      return;
    }
    case 'range': {
      if (o.kind === 'pass') {
        combatPass(s);
        return combatRangeNext(s, ev);
      }
      if (o.kind === 'optman') {
        // a maneuver of its own first, then one that could have been a press (`flex`)
        if ((combat.optManeuvers[u] ?? 0) > 0)
          setStep(s, 'combat', { optManeuvers: { ...combat.optManeuvers, [u]: combat.optManeuvers[u] - 1 } });
        else setStep(s, 'combat', { flex: { ...combat.flex, [u]: (combat.flex?.[u] ?? 0) - 1 } });
      } else if (o.kind === 'scard') {
        const m = playCombatCard(s, u, o.card, Number(o.mode), Number(o.x ?? 0), ev);
        const st = withDiscStrikes(s, u, m, cardStrike(s, u, m, o.card, ev));
        payStrikePrice(s, u, st, ev);
        setStep(s, 'combat', { strikes: { ...combat.strikes, [u]: st } });
      } else {
        // the card is the maneuver; its other effects act too (Unflinching Persistence's prevention later this round)
        const c = playedCard(o);
        const m = playCombatCard(s, u, c.card, Number(c.mode), 0, ev);
        runPrims(s, primsBut(primsOf(m), 'maneuver'), combatPrimCtx(s, u, c.card, 0), ev);
      }
      setStep(s, 'combat', { range: combat.range === 'close' ? 'long' : 'close', lastMove: u, passes: 0 });
      ev.push({ type: 'vtes.maneuver', params: { name: cardName(s, u), range: combat.range }, rule: 'vtes-es:6.4.2' });
      setStep(s, 'combat', { asker: other(combat, u) });
      return;
    }
    case 'strikeA':
    case 'strikeB':
    case 'extraStrike': {
      let st: Strike = { kind: 'none', dmg: 0, ranged: false };
      const as = extraAsOf(s, u);
      if (as) st = o.kind === 'granted' ? useExtraAs(s, u, as, ev) : dropExtraAs(s, as, st);
      else if (o.kind === 'hand') st = { kind: 'hand', dmg: strengthOf(s, u), ranged: false };
      else if (o.kind === 'burnEq') st = { kind: 'burnEquipment', dmg: 0, ranged: false };
      else if (o.kind === 'rstrike') st = { kind: 'stealBlood', dmg: roundStrikeOf(s, u), ranged: true };
      else if (o.kind === 'ranged') {
        const m = defOf(s, o.weapon).modes[s.cards[o.weapon].mode ?? 0];
        const e = m.effects.find(isEffect('attachStrength')) as { rangedDamage?: number };
        // the strike comes from a card on the striker: lost if that card is gone before it resolves (6.4.5)
        st = { kind: 'damage', dmg: e.rangedDamage ?? 0, ranged: true, from: o.weapon };
      } else if (o.kind === 'card') {
        const m = playCombatCard(s, u, o.card, Number(o.mode), Number(o.x ?? 0), ev);
        if (!modeHas(m, 'strike') && windowOf(m).combat === 'strike') {
          // played as the strike is chosen: its effects act, and the minion then chooses its strike
          runPrims(s, primsOf(m), combatPrimCtx(s, u, o.card, Number(o.x ?? 0)), ev);
          return;
        }
        st = cardStrike(s, u, m, o.card, ev);
        // a melee weapon of the striker used for the card's hand strike (rules/melee-strikes.ts)
        const w = o.target !== undefined && s.cards[o.target]?.host === u ? o.target : undefined;
        if (w) st = meleeStrike(s, u, w, st, effectIn(m.effects, 'strike')?.plus ?? 0, ev);
        // the damage a card said the minion's strikes requiring that card's Discipline add (Increased Strength)
        st = withDiscStrikes(s, u, m, st);
      } else if (o.kind === 'use')
        st =
          o.target !== undefined && s.cards[o.target]?.host === u
            ? weaponStrike(s, u, o.card, o.ability, o.target, combat.range, ev)
            : offeredStrike(s, u, o.card, o.ability, ev);
      else if (o.kind === 'granted') st = { kind: 'combatEnds', dmg: 0, ranged: true };
      // the opposing equipment or retainer the strike aims at (6.4.5, 6.4.7)
      const at = 'target' in o && o.target !== undefined && s.cards[o.target]?.host !== u ? o.target : undefined;
      if (at && (st.kind === 'burnEquipment' || st.kind === 'stealEquipment')) st.equip = at;
      else if (at && combat.range === 'long' && st.ranged) st.target = at;
      // an aim played as the strike was chosen rides on it (vocab/prims/aim.ts)
      st = withAim(s, u, st);
      payStrikePrice(s, u, st, ev);
      setStep(s, 'combat', { strikes: { ...combat.strikes, [u]: st } });
      ev.push({ type: 'vtes.strike', params: { name: cardName(s, u), kind: st.kind, dmg: st.dmg }, rule: 'vtes-es:6.4.3' });
      if (combat.step === 'strikeA') setStep(s, 'combat', { step: 'strikeB', asker: combat.b });
      else if (combat.step === 'strikeB') toPostStrike(s);
      else {
        // additional strikes: next combatant with strikes left, then resolve
        setStep(s, 'combat', { extraLeft: { ...combat.extraLeft, [u]: combat.extraLeft[u] - 1 } });
        const o = other(combat, u);
        if (u === combat.a && (combat.extraLeft[o] ?? 0) > 0) setStep(s, 'combat', { asker: o });
        else resolveStrikes(s, ev);
      }
      return;
    }
    case 'extra': {
      if (o.kind === 'pass') {
        setStep(s, 'combat', { extraSource: { ...combat.extraSource, [u]: combat.extraSource[u] || false } });
        return combatAdvanceAsker(s, ev);
      }
      const c = playedCard(o);
      const m = playCombatCard(s, u, c.card, Number(c.mode), 0, ev);
      runPrims(s, primsOf(m), combatPrimCtx(s, u, c.card, 0), ev);
      return;
    }
    case 'prevent': {
      if (o.kind === 'pass') return applyNextDamage(s, ev);
      const v = combat.damage[0].uid;
      if (o.kind === 'guard') return useGuard(s, v, ev);
      if (o.kind === 'strikeGuard') return useStrikeGuard(s, v, ev);
      if (o.kind === 'static') {
        const c = { seat: s.cards[v].controller, minion: v };
        return useAbility(s, findUse(s, 'prevent', c, o.card), c, ev);
      }
      // the card's prevention (and its other primitives: Hidden Strength's press) on the damaged minion
      const c = playedCard(o);
      const x = Number(c.x ?? 0);
      const m = playCombatCard(s, v, c.card, Number(c.mode), x, ev);
      runPrims(s, primsOf(m), combatPrimCtx(s, v, c.card, x), ev);
      return;
    }
    case 'press': {
      if (o.kind === 'pass') {
        combatPass(s);
        return combatPressNext(s, ev);
      }
      const continuing = !combat.lastMove;
      if (o.kind === 'optpress') {
        // a mandatory press first (rules/mandatory-press.ts); else the round's own presses (they end with it), then one
        // of those each combat, then one kept for the combat (6.4.4)
        if (!combat.lastMove && mandatoryPressLeft(s, u)) useMandatoryPress(s, u);
        else useOptPress(s, u, combat.lastMove ? 'end' : 'continue');
      } else if (o.kind === 'use') {
        // the ability gives an optional press, used at once
        useNamed(s, { seat: s.cards[u].controller, minion: u }, o.card, o.ability, ev);
        addOptPress(s, u, -1);
      } else {
        const c = playedCard(o);
        const m = playCombatCard(s, u, c.card, Number(c.mode), 0, ev);
        // the card is the press; its rider for the next round acts now (Telepathic Tracking's maneuver)
        const rider = primsBut(primsOf(m), 'press');
        if (rider.length) runPrims(s, rider, combatPrimCtx(s, u, c.card, 0), ev);
      }
      const lastMove = combat.lastMove ? null : u;
      setStep(s, 'combat', { lastMove, passes: 0 });
      ev.push({ type: 'vtes.press', params: { name: cardName(s, u) }, rule: 'vtes-es:6.4.4' });
      // a press to continue combat with a minion saying so costs a vampire blood (`pressBurn`: Petra)
      if (continuing) burnAfterPress(s, u, ev);
      setStep(s, 'combat', { asker: other(combat, u), pressBy: lastMove ?? undefined });
      return;
    }
  }
}
