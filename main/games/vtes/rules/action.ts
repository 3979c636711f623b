/**
 * The action frame (vtes-es 6.2 "Realizar acciones"; vtes-pl "Podsumowanie przebiegu akcji"): the
 * questions asked while an action is under way (block, stealth and intercept, reactions, modifiers,
 * wake cards, the window after the resolution) and their answers; its automatic progress ends the
 * action.
 */
import { playLabel } from '../vocab/mode-label';
import { manualTextInPlay, openManual } from '../core/manual';
import { blockBarred, diablerieBarred } from '../core/marks';
import { blockCost, blocksAnySeat } from '../core/block-rules';
import type { Decision, SeatId } from '../../../engine/types';
import type { Effect, Mode } from '../schema/effects';
import { wakes, windowOf } from '../schema/modes';
import { hasPrim, primsOf } from '../vocab/prims-combat';
import { primsPossible, runPrims } from '../vocab/primitives';
import { actionIntercept } from '../vocab/prims/intercept-by';
import { blockRestricted } from '../vocab/prims/not-blocked-by';
import { ACTION_OPTIONS as ids, type ActionOption } from '../../../common/vtes-options';
import { burnBlood, burnCard, loseLife, setStep } from '../core/ops';
import { type ActionState, defOf, type Ev, isVampire, type Step, type VtesState } from '../core/state';
import { dec, opt, type Opt } from '../core/decision';
import {
  baseIntercept,
  blood,
  cardName,
  hasManualOnly,
  hasTrait,
  lockedOrWoken,
  playableModes,
  readyMinions,
  readyVampires,
} from '../core/queries';
import { setBlockers } from './announce';
import { mentions } from '../core/params/cond';
import {
  type AbilityUse,
  abilityAt,
  abilityUses,
  directedOptions,
  discardUseOption,
  findUse,
  onOwnAction,
  idMinion,
  useAbility,
  useDirected,
  useNamed,
} from '../vocab/abilities';
import { diablerie } from './diablerie';
import { paidOptions, usePaid } from './paid-intercept';
import { cardBlockIntercept, cardBlockOptions } from './card-block';
import { playModifier, playReaction, reactWindowDecision } from './reactions';
import {
  afterBlockCombat,
  blockCombat,
  blockResolution,
  blockSituationChanged,
  finishAction,
  limitedBleedUsed,
  resolveBlock,
  resolveSuccess,
} from './resolution';
import { ootOptions, pollOrder, uniqueInPlay } from '../core/steps';
import { playOotCard } from './oot-play';
import { cardAnnounceOptions, cardModifierOffered, cardsBlockHandOptions, cardsInterceptHandOptions, handleCardOption } from '../cards';
import { effectWhere, isEffect, isKind, primsBut } from '../schema/effect-query';
import type { Prim } from '../schema/records';

/** A use paid by locking its card (a location's), labelled as such; any other cost (a vampire's own blood) is a use of its card. */
const locks = (u: AbilityUse): boolean => u.ability.cost.some((k) => k.c === 'lock');

/**
 * A mode restricting who may block (`notBlockedBy`) or lowering their intercept for the action (`interceptBy`,
 * usable before any block attempt: LSJ 20020612) is offered as the action is announced when a minion it
 * takes is there (6.2.1).
 */
function restrictsBlocks(s: VtesState, m: Mode, h: string): boolean {
  const a = s.act!;
  const ctx = { seat: a.seat, source: h, minion: a.actor, actor: a.actor };
  return (
    // a price to attempt a block (`blockPrice`) holds for every later attempt, whatever minions are there now
    hasPrim(m, 'blockPrice') || ((hasPrim(m, 'notBlockedBy') || hasPrim(m, 'interceptBy')) && primsPossible(s, primsOf(m), ctx))
  );
}

/**
 * The modifiers played in this action whose primitives wait for its success, at the acting Methuselah's
 * choice once it succeeded (a `prims` effect whose `if` is `success`: Forced March [CEL][FOR], whose
 * vampire may pay 1 blood to unlock once its action succeeded), not used yet and
 * possible now, with those effects.
 */
function successUses(s: VtesState): { card: string; mode: number; prims: Prim[] }[] {
  const a = s.act!;
  if (a.outcome !== 'success' || s.cards[a.actor].zone !== 'ready') return [];
  const ctx = { seat: a.seat, minion: a.actor, actor: a.actor };
  return a.mods.flatMap((h) => {
    const mode = s.cards[h].mode ?? 0;
    const m = defOf(s, h).modes[mode];
    const prims = m.effects.flatMap((e) => (isKind(e, 'prims') && same(e.if, { c: 'success' }) ? e.do : []));
    if (!prims.length || a.successUsed?.includes(h) || !primsPossible(s, prims, { ...ctx, source: h })) return [];
    return [{ card: h, mode, prims }];
  });
}

/** Whether two records are the same (plain JSON data). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The block step's option playing card `h` (mode `mi`) so that minion `b` blocks: a wake, an unlock or a block from another seat. */
function wakeOption(s: VtesState, h: string, mi: number, b: string): Opt {
  return opt(
    ids.encode('wake', { card: h, mode: mi, blocker: b }),
    'wake',
    { card: defOf(s, h).name, name: cardName(s, b) },
    { uid: b, card: h },
  );
}

export function actionDecision(s: VtesState): Decision | null {
  const action = s.act!;
  const o: Opt[] = [];
  switch (action.step) {
    case 'preBlock': {
      // options of the acting Methuselah's card modules as the action is announced (Warsaw Station's lock)
      for (const loc of s.seats[action.seat].zones.play) o.push(...cardAnnounceOptions(s, loc, action));
      // abilities of the cards on the acting minion used as the action is announced (Second Sight)
      for (const u of abilityUses(s, 'announce', { seat: action.seat, minion: action.actor }))
        o.push(opt(ids.encode('loc', { location: u.source }), 'abilityAnnounce', { card: cardName(s, u.source) }, { card: u.source }));
      // modifiers played as the action is announced, before blocks (e.g. vampires cannot block)
      for (const h of s.seats[action.seat].zones.hand) {
        const d = defOf(s, h);
        for (const mi of playableModes(s, h, action.actor, action.seat, ['modifier']))
          if (
            hasPrim(d.modes[mi], 'noVampireBlock') ||
            hasPrim(d.modes[mi], 'noBlock') ||
            restrictsBlocks(s, d.modes[mi], h) ||
            // "only usable as the action is announced" (stealth even if not yet needed: Form of the Cobra [PRO])
            windowOf(d.modes[mi]).announce
          )
            o.push(opt(ids.encode('mod', { card: h, mode: mi }), 'modifier', playLabel(s, h, mi), { card: h, mode: mi }));
      }
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(action.seat, 'announceModifier', 'announce', o, 'vtes-es:6.2.1');
    }
    case 'block': {
      const seat = action.blockSeats[action.blockIdx];
      // ended at a block attempt (the primitive `endAtAttempt`): nobody else is asked to block
      if (seat === undefined || s.seats[seat].ousted || action.ended) return null;
      const mayBlock = (b: string) =>
        !((action.failed.includes(b) && !blockSituationChanged(s, action, b)) || !lockedOrWoken(s, b)) &&
        !action.barred?.includes(b) &&
        !((action.noVampireBlock && isVampire(s, b)) || blockBarred(s, b, action.actor) || blockRestricted(s, b));
      // a Methuselah who may not block this action: only a card whose minion attempts to block anyway
      // (6.2.2.1; Eagle's Sight: every other requirement to block applies, RTR 19950413)
      if (action.anySeatFrom !== undefined && action.blockIdx >= action.anySeatFrom) {
        for (const b of readyMinions(s, seat).filter(mayBlock)) {
          // its own text lets it block any other Methuselah's vampire (Anneke: RTR 20020501, every other requirement applies)
          if (blocksAnySeat(s, b, action.actor))
            o.push(opt(ids.encode('block', { blocker: b }), 'block', { name: cardName(s, b) }, { uid: b }));
          for (const h of s.seats[seat].zones.hand)
            for (const mi of playableModes(s, h, b, seat, ['reaction']))
              if (defOf(s, h).modes[mi].effects.some(isEffect('blockAnySeat'))) o.push(wakeOption(s, h, mi, b));
        }
        if (!o.length) return null;
        o.push(opt(ids.encode('decline', {}), 'noBlock'));
        return dec(seat, 'block', 'block', o, 'vtes-es:6.2.2.1', { name: cardName(s, action.actor) });
      }
      for (const b of readyMinions(s, seat)) {
        if (!mayBlock(b)) continue;
        o.push(opt(ids.encode('block', { blocker: b }), 'block', { name: cardName(s, b) }, { uid: b }));
      }
      // reactions that let a locked minion block (wake, unlock)
      for (const b of readyMinions(s, seat)) {
        if (!s.cards[b].locked || action.woken.includes(b) || action.barred?.includes(b)) continue;
        // LSJ 20010714-2: no unlocking to block an action the minion could not block anyway (Daring the Dawn)
        if ((action.noVampireBlock && isVampire(s, b)) || blockBarred(s, b, action.actor) || blockRestricted(s, b)) continue;
        for (const h of s.seats[seat].zones.hand) {
          const d = defOf(s, h);
          for (const mi of playableModes(s, h, b, seat, ['reaction'])) {
            const m = d.modes[mi];
            if ((wakes(m) || m.effects.some(isEffect('unlockSelf'))) && windowOf(m).blocker !== 'hasBlocked') {
              const bc = m.effects.find(isEffect('unlockSelf')) as { bloodCost?: number } | undefined;
              if (bc?.bloodCost && blood(s, b) < bc.bloodCost) continue;
              o.push(wakeOption(s, h, mi, b));
            }
          }
        }
      }
      // cards in play that attempt to block as a minion would (`cardBlocks`: Unleash Hell's Fury)
      o.push(...cardBlockOptions(s, seat, action));
      // cards in the hand that make a minion block (card modules: Organized Resistance's locked anarch)
      o.push(...cardsBlockHandOptions(s, seat, action));
      // abilities usable during an action directed at you (Underbridge Stray: burn it to unlock a minion)
      o.push(...directedOptions(s, seat, (f) => ids.encode('use', f), action.woken));
      // out-of-turn master cards usable while blocks are decided (1.6.2.4)
      o.push(...ootOptions(s, seat));
      if (!o.length) return null;
      o.push(opt(ids.encode('decline', {}), 'noBlock'));
      return dec(seat, 'block', 'block', o, 'vtes-es:6.2.2.1', { name: cardName(s, action.actor) });
    }
    case 'stealth': {
      for (const h of s.seats[action.seat].zones.hand) {
        const d = defOf(s, h);
        for (const mi of playableModes(s, h, action.actor, action.seat, ['modifier'])) {
          const m = d.modes[mi];
          // stealth, or a card "only usable if a minion attempts to block" (its Condition holds only now) whose
          // primitives can act (Call of the Hungry Dead's burn of 1 blood needs the blood)
          const ctx = { seat: action.seat, source: h, minion: action.actor, actor: action.actor };
          const possible = primsPossible(s, primsOf(m), ctx);
          const atBlock = (mentions(m.if, 'blockAttempt') || hasPrim(m, 'interceptBy')) && possible;
          // a mode only usable as the action is announced is not played at a block attempt
          if (windowOf(m).announce) continue;
          // stealth paid by burning blood as an effect (Mole's Tunneling [SPI]) needs the blood; an intercept change for
          // minions that are not attempting to block does not stop the stealth (Obedient Flesh: allies get -1 intercept)
          const stealthOk = possible || primsPossible(s, primsBut(primsOf(m), 'interceptBy'), ctx);
          if (((m.effects.some(isEffect('stealth')) && stealthOk) || atBlock) && !m.effects.some(isEffect('playedByOther')))
            o.push(opt(ids.encode('mod', { card: h, mode: mi }), 'modifier', playLabel(s, h, mi), { card: h, mode: mi }));
        }
        // played by another ready vampire of the acting Methuselah (1.6.3.2: once per action for each minion that plays it)
        for (const v of readyVampires(s, action.seat))
          if (v !== action.actor)
            for (const mi of playableModes(s, h, v, action.seat, ['modifier']))
              if (
                d.modes[mi].effects.some(isEffect('playedByOther')) &&
                // its primitives act for the vampire playing it (Blanket of Night [OBT] locks it)
                primsPossible(s, primsOf(d.modes[mi]), { seat: action.seat, source: h, minion: v, actor: action.actor })
              )
                o.push(
                  opt(
                    ids.encode('modOther', { card: h, mode: mi, minion: v }),
                    'modifierOther',
                    { card: d.name, name: cardName(s, v) },
                    { card: h, uid: v },
                  ),
                );
      }
      // intercept the acting minion's cards let it take from the blocker for blood (Into Thin Air)
      o.push(...paidOptions(s, action, action.actor, -1));
      // a card locked for stealth (a location), or another cost paid (a vampire's own blood): its label
      for (const u of abilityUses(s, 'stealth', { seat: action.seat, minion: action.actor }))
        o.push(useOption(s, u, 'lockLocation', 'abilityStealth'));
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(action.seat, 'stealth', 'stealth', o, 'vtes-es:6.2.2.2', { stealth: action.stealth, intercept: action.intercept });
    }
    case 'intercept': {
      const b = action.blocker!;
      const seat = s.cards[b].controller;
      // the blocker's Methuselah passed: the others may have a card for its blocker (interceptOthers)
      if ((action.interceptPassed ?? []).includes(seat)) return interceptOthers(s, action.interceptPassed ?? []);
      for (const h of s.seats[seat].zones.hand) {
        const d = defOf(s, h);
        for (const mi of playableModes(s, h, b, seat, ['reaction'])) {
          const m = d.modes[mi];
          if (m.effects.some(isEffect('intercept')) || hasManualOnly(m))
            o.push(opt(ids.encode('react', { card: h, mode: mi }), 'reaction', playLabel(s, h, mi), { card: h, mode: mi }));
        }
      }
      // cards in the hand that add intercept (card modules: Organized Resistance's baron)
      o.push(...cardsInterceptHandOptions(s, seat, action, b));
      // intercept the blocker's cards of this action let it buy with blood (Speak with Spirits [SPI])
      o.push(...paidOptions(s, action, b, 1));
      for (const u of abilityUses(s, 'intercept', { seat, minion: b })) o.push(useOption(s, u, 'lockForIntercept', 'abilityIntercept'));
      // nothing for the blocker's Methuselah: the others may still have a card for its blocker
      if (!o.length) return interceptOthers(s, [seat]);
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(seat, 'intercept', 'intercept', o, 'vtes-es:6.2.2.2', { stealth: action.stealth, intercept: action.intercept });
    }
    case 'afterBlock': {
      // a card discarded for bleed (the card is the option's), or another cost paid (the ability's own card)
      for (const u of abilityUses(s, 'afterBlock', { seat: action.seat, minion: action.actor }))
        o.push(
          u.card === undefined
            ? opt(ids.encode('ability', { card: u.source }), 'abilityBleed', { card: cardName(s, u.source) }, { card: u.source })
            : opt(
                ids.encode('ability', { card: u.card }),
                'discardForBleed',
                { card: cardName(s, u.card), name: cardName(s, u.source) },
                { card: u.card },
              ),
        );
      for (const h of s.seats[action.seat].zones.hand) {
        const d = defOf(s, h);
        for (const mi of playableModes(s, h, action.actor, action.seat, ['modifier'])) {
          const m = d.modes[mi];
          // TOM 19951109: with nobody blocking, a mode that gives stealth (Bonding [DOM]) cannot be used; a mode played by
          // another vampire is offered below, for it
          if (m.effects.some(isEffect('stealth')) || m.effects.some(isEffect('playedByOther'))) continue;
          const bp = m.effects.find(isEffect('bleedPlus')) as Extract<Effect, { e: 'bleedPlus' }> | undefined;
          if (!bp) {
            // text resolved manually (imported cards): playable once nobody blocks
            if (hasManualOnly(m) || cardModifierOffered(s, action, m.effects))
              o.push(opt(ids.encode('mod', { card: h, mode: mi }), 'modifier', playLabel(s, h, mi), { card: h, mode: mi }));
            continue;
          }
          if (bp.limited && limitedBleedUsed(s, action) && s.edition === 'vekn-current') continue;
          if (bp.n === 'X') {
            for (let x = 1; x <= 3; x++)
              if (blood(s, action.actor) >= x)
                o.push(opt(ids.encode('mod', { card: h, mode: mi, x }), 'modifierX', { card: d.name, x }, { card: h, x }));
          } else o.push(opt(ids.encode('mod', { card: h, mode: mi }), 'modifier', playLabel(s, h, mi), { card: h, mode: mi }));
        }
      }
      // a bleed modifier played by another ready vampire of the acting Methuselah (1.6.3.2; Empowering the Puppet King)
      for (const h of s.seats[action.seat].zones.hand)
        for (const v of readyVampires(s, action.seat))
          if (v !== action.actor)
            for (const mi of playableModes(s, h, v, action.seat, ['modifier'])) {
              const m = defOf(s, h).modes[mi];
              const bp = m.effects.find(isEffect('bleedPlus'));
              if (!m.effects.some(isEffect('playedByOther')) || !bp || typeof bp.n !== 'number') continue;
              if (bp.limited && limitedBleedUsed(s, action) && s.edition === 'vekn-current') continue;
              o.push(
                opt(
                  ids.encode('modOther', { card: h, mode: mi, minion: v }),
                  'modifierOther',
                  { card: defOf(s, h).name, name: cardName(s, v) },
                  { card: h, uid: v },
                ),
              );
            }
      // cards in play whose text the players apply (Haqim's Law: Retribution): the manual operations
      if (!action.manualUsed && manualTextInPlay(s, action.seat)) o.push(opt(ids.encode('manual', {}), 'manual'));
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(action.seat, 'actionModifier', 'modifier', o, 'vtes-es:6.2', { bleed: action.bleed });
    }
    case 'react':
      return reactWindowDecision(s);
    case 'after': {
      for (const h of s.seats[action.seat].zones.hand) {
        const d = defOf(s, h);
        if (s.cards[action.actor].zone !== 'ready') continue;
        // 1.1.1: a unique card its user already controls in play is not played again (Enkil Cog)
        if (d.unique && uniqueInPlay(s, action.seat, d.id)) continue;
        for (const mi of playableModes(s, h, action.actor, action.seat, ['modifier'])) {
          const m = d.modes[mi];
          if (windowOf(m).after)
            o.push(opt(ids.encode('mod', { card: h, mode: mi }), 'modifier', playLabel(s, h, mi), { card: h, mode: mi }));
        }
      }
      // the uses of modifiers already played that wait for the success (their card in the ash heap)
      for (const u of successUses(s))
        o.push(
          opt(ids.encode('mod', { card: u.card, mode: u.mode }), 'modifierSuccess', { card: defOf(s, u.card).name }, { card: u.card }),
        );
      // abilities usable after the action (vocab/abilities.ts): a vampire's own first (Sybren van Oosten
      // unlocks after his referendum passed; Aline Gädeke pays 1 blood to unlock after another anarch's
      // success, even from torpor: LSJ 20011022), then the cards in play (The Anarch Free Press: locked
      // after an anarch's successful hunt, by its controller, whoever hunted)
      const afterUses = (x: SeatId): Opt[] => {
        const uses = abilityUses(s, 'after', { seat: x });
        const own = uses.filter((u) => isVampire(s, u.source));
        return [
          ...own.map((u) =>
            onOwnAction(u.ability)
              ? opt(ids.encode('selfUnlock', { minion: u.source }), 'abilityUnlock', { name: cardName(s, u.source) }, { uid: u.source })
              : opt(
                  ids.encode('anarchUnlock', { vampire: u.source }),
                  'abilityUnlockPay',
                  { name: cardName(s, u.source) },
                  { uid: u.source },
                ),
          ),
          ...uses
            .filter((u) => !own.includes(u))
            .map((u) =>
              opt(
                ids.encode('huntLoc', { location: u.source }),
                // after a hunt (The Anarch Free Press), or after any successful action (a power's: Vigilance)
                mentions(u.ability.if, 'fed') ? 'lockAfterHunt' : 'abilityAfter',
                { card: cardName(s, u.source) },
                { card: u.source },
              ),
            ),
        ];
      };
      const huntLocs = (x: SeatId): Opt[] => afterUses(x).filter((x) => x.id.startsWith('huntLoc'));
      o.push(...afterUses(action.seat));
      if (o.length && !action.reactPassed.includes(action.seat)) {
        o.push(opt(ids.encode('pass', {}), 'noMore'));
        return dec(action.seat, 'afterAction', 'after', o, 'vtes-es:6.2.3');
      }
      for (const x of pollOrder(s, action.seat)) {
        if (x === action.seat || action.reactPassed.includes(x)) continue;
        const fo = huntLocs(x);
        if (fo.length) return dec(x, 'afterAction', 'after', [...fo, opt(ids.encode('pass', {}), 'noMore')], 'vtes-es:6.2.3');
      }
      return null;
    }
    case 'preCombat': {
      // blocked, before block resolution (LSJ 19980224, RTR 19991206): the acting Methuselah first, then the
      // blocker's (1.6.1.5), each with the cards of its minion about to enter combat (a Condition `aboutToFight`)
      if (action.ended) return null;
      const b = action.blocker!;
      for (const [seat, minion, kind] of [
        [action.seat, action.actor, 'modifier'],
        [s.cards[b].controller, b, 'reaction'],
      ] as const) {
        if (action.preCombatPassed?.includes(seat)) continue;
        for (const h of s.seats[seat].zones.hand)
          for (const mi of playableModes(s, h, minion, seat, [kind])) {
            const m = defOf(s, h).modes[mi];
            if (!mentions(m.if, 'aboutToFight') || !primsPossible(s, primsOf(m), { seat, source: h, minion, actor: action.actor }))
              continue;
            const k = kind === 'modifier' ? 'mod' : 'blockerReact';
            o.push(opt(ids.encode(k, { card: h, mode: mi }), kind, playLabel(s, h, mi), { card: h, mode: mi }));
          }
        // the abilities of the acting minion's cards usable before block resolution (Ghoul Escort)
        if (kind === 'modifier')
          for (const u of abilityUses(s, 'preCombat', { seat, minion })) o.push(useOption(s, u, 'abilityPreCombat', 'abilityPreCombat'));
        if (!o.length) continue;
        o.push(opt(ids.encode('pass', {}), 'noMore'));
        return dec(seat, 'preCombat', 'preCombat', o, 'vtes-es:6.2.3', { name: cardName(s, b), actor: cardName(s, action.actor) });
      }
      return null;
    }
    case 'blockResolved': {
      // reactions usable by the blocker after block resolution come after all combats, and not for a
      // blocker that went to torpor or was burned (Cats' Guidance: RTR 19980623, LSJ 20040219, ANK 20221130)
      const b = action.blocker!;
      if (!action.combatDone || s.cards[b].zone !== 'ready') return null;
      const seat = s.cards[b].controller;
      for (const h of s.seats[seat].zones.hand)
        for (const mi of playableModes(s, h, b, seat, ['reaction'])) {
          const m = defOf(s, h).modes[mi];
          if (windowOf(m).blocker === 'hasBlocked')
            o.push(opt(ids.encode('blockerReact', { card: h, mode: mi }), 'reaction', playLabel(s, h, mi), { card: h, mode: mi }));
        }
      if (!o.length) return null;
      o.push(opt(ids.encode('pass', {}), 'noMore'));
      return dec(seat, 'afterBlock', 'afterBlock', o, 'vtes-es:6.2.3', { name: cardName(s, b) });
    }
    case 'diablerieChoice': {
      const b = action.blocker!;
      // vtes-es:11 / 6.5.5: a blood cursed blocker cannot commit diablerie (nothing to ask)
      if (hasTrait(s, b, 'bloodCursed') || diablerieBarred(s, b)) return null;
      return dec(
        s.cards[b].controller,
        'diablerieBlocked',
        'diablerieBlocked',
        [opt(ids.encode('diab', {}), 'diablerieYes', { name: cardName(s, b) }), opt(ids.encode('pass', {}), 'diablerieNo')],
        'vtes-es:6.5.2',
      );
    }
  }
  return null;
}

/** A card played from the hand in the action (a modifier or a reaction): the card, its mode and X. */
function cardPlayed(o: ActionOption): { card: string; mode: string; x?: string } {
  if (o.kind !== 'mod' && o.kind !== 'react' && o.kind !== 'blockerReact') throw new Error(`vtes: not a card played: ${o.kind}`);
  return o;
}

/** 6.2.2.2: with intercept at least the stealth the acting Methuselah is asked for stealth, else the blocker's Methuselah for intercept. */

/**
 * The option of a card's ability of the stealth or intercept step: its card locked (`locked`) or another cost paid
 * (`paid`: a vampire's own blood); a discard cost names the hand card it discards (`discard`: Abraham DuSable).
 */
function useOption(s: VtesState, u: AbilityUse, locked: string, paid: string): Opt {
  if (u.card !== undefined) return discardUseOption(s, u, ids.encode('loc', { location: u.source, discard: u.card }));
  return opt(ids.encode('loc', { location: u.source }), locks(u) ? locked : paid, { card: cardName(s, u.source) }, { card: u.source });
}

/**
 * The intercept step once the blocker's Methuselah passed (6.2.2.2, 1.6.1.5): the other Methuselahs, in table order from
 * the blocker's, who have not passed, each with the uses of its cards in play giving intercept to another Methuselah's
 * blocker (KRCG News Radio: "a minion controlled by another Methuselah"); none: the block resolves.
 */
function interceptOthers(s: VtesState, passed: readonly SeatId[]): Decision | null {
  const action = s.act!;
  const b = action.blocker!;
  for (const x of pollOrder(s, s.cards[b].controller)) {
    if (passed.includes(x)) continue;
    // only the uses naming another Methuselah's blocker: a card or vampire's own intercept is its Methuselah's
    const uses = abilityUses(s, 'intercept', { seat: x, minion: b }).filter(
      (u) => u.ability.who?.role === 'blocker' && u.ability.who.whose !== 'you',
    );
    if (!uses.length) continue;
    const o = uses.map((u) =>
      opt(
        ids.encode('loc', { location: u.source }),
        locks(u) ? 'lockForIntercept' : 'abilityIntercept',
        { card: cardName(s, u.source) },
        { card: u.source },
      ),
    );
    o.push(opt(ids.encode('pass', {}), 'noMore'));
    return dec(x, 'intercept', 'intercept', o, 'vtes-es:6.2.2.2', { stealth: action.stealth, intercept: action.intercept });
  }
  return null;
}

function blockStep(s: VtesState): void {
  const a = s.act!;
  setStep(s, 'act', { step: a.intercept >= a.stealth ? 'stealth' : 'intercept' });
}

export function handleAction(s: VtesState, d: Decision, id: string, ev: Ev): void {
  const action = s.act!;
  const o = ids.decode(id);
  if (!o) throw new Error(`vtes: action option ${id}`);
  switch (action.step) {
    case 'preBlock': {
      if (o.kind === 'pass') setStep(s, 'act', { step: 'block' });
      else if (handleCardOption('action', s, o, ev)) return;
      else if (o.kind === 'loc') {
        const c = { seat: action.seat, minion: action.actor };
        useAbility(s, findUse(s, 'announce', c, o.location), c, ev);
      } else {
        const c = cardPlayed(o);
        playModifier(s, c.card, Number(c.mode), ev);
      }
      return;
    }
    case 'block': {
      if (o.kind === 'oot') return playOotCard(s, action.blockSeats[action.blockIdx], o.card, Number(o.mode), ev);
      if (o.kind === 'decline') {
        ev.push({ type: 'vtes.noBlock', params: { seat: action.blockSeats[action.blockIdx] }, rule: 'vtes-es:6.2.2.1' });
        setStep(s, 'act', { blockIdx: action.blockIdx + 1 });
        return;
      }
      // a card module's block from the hand (Organized Resistance): then the next stealth or intercept
      if (handleCardOption('action', s, o, ev)) return blockStep(s);
      if (o.kind === 'use') {
        useDirected(s, action.blockSeats[action.blockIdx], o.card, o.ability, o.minion!, action.woken, ev, o.target);
        // an ability unlocking its minion to attempt to block at once (the primitive `unlockToBlock`: Under Siege)
        const now = s.act?.blockNow;
        if (now) {
          setStep(s, 'act', { blockNow: undefined });
          if (s.cards[now.uid].zone === 'ready' && !s.cards[now.uid].locked) attemptBlock(s, s.act!, now.uid, now.extra, ev);
        }
        return;
      }
      if (o.kind === 'wake') {
        const { card: h, mode: mi, blocker: b } = o;
        playReaction(s, h, Number(mi), b, ev);
        const bw = defOf(s, h).modes[Number(mi)].effects.find(effectWhere('unlockSelf', (e) => e.blockWith !== undefined)) as
          { blockWith: number } | undefined;
        // unlocks and attempts to block at once (with the extra intercept, even if not yet needed)
        if (bw && s.cards[b].zone === 'ready') attemptBlock(s, action, b, bw.blockWith, ev);
        // attempts to block from a Methuselah who may not block this action (Eagle's Sight)
        else if (defOf(s, h).modes[Number(mi)].effects.some(isEffect('blockAnySeat')) && s.cards[b].zone === 'ready')
          attemptBlock(s, action, b, 0, ev);
        return;
      }
      if (o.kind !== 'block') throw new Error(`vtes: not a block: ${id}`);
      attemptBlock(s, action, o.blocker, cardBlockIntercept(s, o.blocker), ev);
      return;
    }
    case 'stealth': {
      if (o.kind === 'pass') return resolveBlock(s, ev);
      if (o.kind === 'paid') {
        usePaid(s, o.card, ev);
        setStep(s, 'act', { interceptPassed: undefined });
        blockStep(s);
        return;
      }
      if (o.kind === 'loc') {
        const c = { seat: action.seat, minion: action.actor };
        useAbility(s, findUse(s, 'stealth', c, o.location, o.discard), c, ev);
      } else if (o.kind === 'modOther') playModifier(s, o.card, Number(o.mode), ev, 0, o.minion);
      else {
        const c = cardPlayed(o);
        playModifier(s, c.card, Number(c.mode), ev);
      }
      // the attempt failed at once (a `blockFails` card): the next blocker is asked
      if (s.act!.blocker === undefined) return;
      // new stealth: every Methuselah may answer it again (1.6.1.5)
      setStep(s, 'act', { interceptPassed: undefined });
      blockStep(s);
      return;
    }
    case 'intercept': {
      if (o.kind === 'pass') {
        // the blocker's Methuselah (counted as passed when it had nothing to play), then each other one asked
        const passed = [...new Set([...(action.interceptPassed ?? []), s.cards[action.blocker!].controller, d.seat])];
        if (!interceptOthers(s, passed)) return resolveBlock(s, ev);
        setStep(s, 'act', { interceptPassed: passed });
        return;
      }
      if (o.kind === 'paid') {
        usePaid(s, o.card, ev);
        blockStep(s);
        return;
      }
      // a card module's intercept from the hand (Organized Resistance)
      if (handleCardOption('action', s, o, ev)) return blockStep(s);
      if (o.kind === 'loc') {
        const c = { seat: d.seat, minion: action.blocker! };
        useAbility(s, findUse(s, 'intercept', c, o.location, o.discard), c, ev);
        blockStep(s);
        return;
      }
      const c = cardPlayed(o);
      playReaction(s, c.card, Number(c.mode), action.blocker!, ev);
      blockStep(s);
      return;
    }
    case 'afterBlock': {
      if (o.kind === 'pass') {
        setStep(s, 'act', { step: 'react' });
        return;
      }
      if (o.kind === 'manual') {
        setStep(s, 'act', { manualUsed: true });
        return openManual(s, action.seat);
      }
      if (o.kind === 'ability') {
        const c = { seat: action.seat, minion: action.actor };
        // a use paid otherwise than with a discard names its card (the acting vampire's own, or another's
        // lock for the acting minion: The Horde); a discard names the card discarded
        const use = abilityUses(s, 'afterBlock', c).find((x) => (x.card === undefined ? x.source === o.card : x.card === o.card));
        if (!use) throw new Error(`vtes: no bleed ability ${o.card}`);
        useAbility(s, use, c, ev);
        setStep(s, 'act', { reactPassed: [] });
        return;
      }
      if (o.kind === 'modOther') playModifier(s, o.card, Number(o.mode), ev, 0, o.minion);
      else {
        const c = cardPlayed(o);
        playModifier(s, c.card, Number(c.mode), ev, c.x ? Number(c.x) : 0);
      }
      // 1.6.1.5: the others may answer the new effect
      setStep(s, 'act', { reactPassed: [] });
      return;
    }
    case 'react': {
      // the Methuselah asked (reactWindowDecision), as the decision answered says
      const t = d.seat;
      if (o.kind === 'pass') {
        setStep(s, 'act', { reactPassed: [...action.reactPassed, t] });
        return;
      }
      // 1.6.1.5: after any card or effect the acting Methuselah has the next chance, then the
      // others in order again (everybody may answer the new effect)
      setStep(s, 'act', { step: 'afterBlock', reactPassed: [] });
      if (o.kind === 'oot') return playOotCard(s, t, o.card, Number(o.mode), ev);
      if (o.kind === 'wakeReact') return playReaction(s, o.card, Number(o.mode), o.reactor, ev);
      if (handleCardOption('action', s, o, ev)) return;
      // a data ability: one usable during an action directed at you (for a minion), or whenever asked
      if (o.kind === 'use')
        return o.minion === undefined || abilityAt(s, o.card, o.ability)?.window === 'any'
          ? useNamed(s, { seat: t }, o.card, o.ability, ev, idMinion(o.minion), o.target)
          : useDirected(s, t, o.card, o.ability, o.minion, [], ev, o.target);
      if (o.kind === 'burnself') {
        const r = o.reactor;
        // the amount its `reduceBleed` record says (47th Street Royals: 3; Dummy Corporation: 2), read before it burns
        const cut = defOf(s, r)
          .modes.flatMap((m) => m.effects)
          .find(effectWhere('reduceBleed', (e) => e.burnSelf));
        burnCard(s, r, ev, 'vtes-es:6.2');
        setStep(s, 'act', { bleed: Math.max(0, action.bleed - (cut && isKind(cut, 'reduceBleed') ? cut.n : 3)) });
        ev.push({ type: 'vtes.bleedReduced', params: { bleed: action.bleed } });
      } else if (o.kind === 'redirect') {
        const { card: h, mode: mi, reactor: r, seat: x } = o;
        playReaction(s, h, Number(mi), r, ev);
        redirectBleedTo(s, action, Number(x), ev);
        return;
      } else if (o.kind === 'reduce' || o.kind === 'manualReact') {
        playReaction(s, o.card, Number(o.mode), o.reactor, ev);
      }
      return;
    }
    case 'after': {
      if (o.kind === 'pass') {
        setStep(s, 'act', { reactPassed: [...action.reactPassed, s.pick ? -1 : d.seat] });
        return;
      }
      if (o.kind === 'selfUnlock' || o.kind === 'anarchUnlock' || o.kind === 'huntLoc') {
        const source = o.kind === 'selfUnlock' ? o.minion : o.kind === 'anarchUnlock' ? o.vampire : o.location;
        const c = { seat: d.seat };
        useAbility(s, findUse(s, 'after', c, source), c, ev);
        return;
      }
      const c = cardPlayed(o);
      const waiting = successUses(s).find((u) => u.card === c.card);
      if (waiting) {
        setStep(s, 'act', { successUsed: [...(action.successUsed ?? []), c.card] });
        runPrims(s, waiting.prims, { seat: action.seat, source: c.card, minion: action.actor, actor: action.actor }, ev);
        return;
      }
      playModifier(s, c.card, Number(c.mode), ev);
      return;
    }
    case 'preCombat': {
      if (o.kind === 'pass') {
        setStep(s, 'act', { preCombatPassed: [...(action.preCombatPassed ?? []), d.seat] });
        return;
      }
      if (o.kind === 'loc') {
        const c = { seat: action.seat, minion: action.actor };
        useAbility(s, findUse(s, 'preCombat', c, o.location), c, ev);
        return;
      }
      const c = cardPlayed(o);
      // an `endAction` card: the action ends as the step goes on (actionAuto), once the card resolved
      if (o.kind === 'mod') playModifier(s, c.card, Number(c.mode), ev);
      else playReaction(s, c.card, Number(c.mode), action.blocker!, ev);
      return;
    }
    case 'blockResolved': {
      if (o.kind === 'blockerReact') {
        playReaction(s, o.card, Number(o.mode), action.blocker!, ev);
        return;
      }
      if (action.combatDone) return afterBlockCombat(s, ev);
      return blockCombat(s, ev);
    }
    case 'diablerieChoice': {
      const b = action.blocker!;
      if (o.kind === 'diab') {
        const victim = action.actor;
        finishAction(s, ev);
        diablerie(s, b, victim, ev);
      } else finishAction(s, ev);
      return;
    }
  }
}

export function actionAuto(s: VtesState, ev: Ev): void {
  const action = s.act!;
  switch (action.step) {
    case 'preBlock':
      setStep(s, 'act', { step: 'block' });
      return;
    case 'block':
      // ended at a block attempt (The Kiss of Ra): unsuccessful, with no combat (6.2.3)
      if (action.ended) {
        ev.push({ type: 'vtes.endedAtBlock', params: { name: cardName(s, action.actor) }, rule: 'vtes-es:6.2.3' });
        return finishAction(s, ev);
      }
      if (action.blockIdx >= action.blockSeats.length) {
        setStep(s, 'act', { step: 'afterBlock' });
        ev.push({ type: 'vtes.unblocked', params: { uid: action.actor, name: cardName(s, action.actor) }, rule: 'vtes-es:6.2.2' });
      } else setStep(s, 'act', { blockIdx: action.blockIdx + 1 });
      return;
    case 'stealth':
    case 'intercept':
      return resolveBlock(s, ev);
    case 'afterBlock':
      setStep(s, 'act', { step: 'react' });
      return;
    case 'react':
      return resolveSuccess(s, ev);
    case 'after':
      return finishAction(s, ev);
    case 'preCombat':
      return blockResolution(s, ev);
    case 'blockResolved':
      if (action.combatDone) return afterBlockCombat(s, ev);
      return blockCombat(s, ev);
    case 'diablerieChoice':
      return finishAction(s, ev);
  }
}

/** A minion attempts to block (vtes-es 6.2.2.2), with `extra` intercept beyond its own. */
function attemptBlock(s: VtesState, action: NonNullable<VtesState['act']>, b: string, extra: number, ev: Ev): void {
  // a block's price in blood (a vampire's own blockCost record): paid as the attempt is made
  const price = blockCost(s, b, action.actor);
  if (price > 0 && !isVampire(s, b)) {
    // an ally pays a "blood or life" price with life (blockPrice `life`), and burns when it has none left (6.4.6)
    ev.push({ type: 'vtes.blockCostLife', params: { name: cardName(s, b), n: price }, rule: 'vtes-es:6.2.2.1' });
    loseLife(s, b, price, ev);
    if (s.cards[b].zone !== 'ready') return;
  } else if (price > 0)
    ev.push({ type: 'vtes.blockCost', params: { name: cardName(s, b), n: burnBlood(s, b, price) }, rule: 'vtes-es:6.2.2.1' });
  setStep(s, 'act', { blocker: b, intercept: baseIntercept(s, action, b) + actionIntercept(s, b) + extra, interceptPassed: undefined });
  ev.push({
    type: 'vtes.blockAttempt',
    params: { uid: b, name: cardName(s, b), stealth: action.stealth, intercept: action.intercept },
    rule: 'vtes-es:6.2.2.2',
  });
  blockStep(s);
}

/**
 * The bleed under way goes to Methuselah `x` (vtes-es 6.1.1: a redirected bleed is a bleed of its new target): a
 * redirect reaction card, or a vampire's own ability through the primitive `redirectBleed` (rules/picks.ts).
 * `action` is the action as it was before the redirect.
 */
export function redirectBleedTo(s: VtesState, action: Step<ActionState>, x: SeatId, ev: Ev): void {
  setStep(s, 'act', { target: x, reactPassed: [] });
  setBlockers(s, action);
  setStep(s, 'act', { failed: [] });
  ev.push({ type: 'vtes.redirect', params: { seat: x }, rule: 'vtes-es:6.1.1' });
}
