/**
 * Scenario families of the modifiers and reactions that change the combat of a block (issue 29; tests
 * only; vtes-es 6.2.3, 6.4): what the card's primitives keep in the action is given to the combat of the
 * block as it starts (rules/resolution.ts `blockCombatRiders`).
 *
 * - `noEquipment` (with an optional maneuver and an intercept change: Form of the Bat): the minion playing
 *   the card (the acting vampire at a block attempt, or the blocker in the intercept step, the hunt's +1
 *   stealth to match) carries a test
 *   pistol; once the block succeeds and the combat starts it is asked for its strike. Measured: 10 for each
 *   optional maneuver it has in the combat, 1 if the pistol's strike is not offered.
 * - `aggCombat` (Domain of Evernight [tem]): the acting vampire (strength 1) plays it at the block attempt
 *   of a vampire with +5 intercept; both strike with their hands at close range. Measured: how many
 *   vampires went to torpor (1 aggravated damage each; 1 normal damage is healed by 1 blood).
 *
 * - `grantStrike` (Shroud of Absence [DOM][OBT]: stealth and a strike: combat ends in the first round): the
 *   acting vampire plays it at the block attempt of a vampire with +5 intercept (the stealth does not beat it),
 *   then strikes with it. Measured: 1 if that strike is offered in the first round, 10 if the combat ended in
 *   that round with the acting vampire's blood untouched.
 * - `reduceBleed { toZero }` with the reacting vampire locked (Visions of Zapathasura [OBF][PRE]): a +1 stealth
 *   vampire bleeds for 3; the bled Methuselah's vampire plays it. Measured: the pool saved, 10 if the reacting
 *   vampire is locked.
 * - `paidIntercept` on a wake attempting to block (Speak with Spirits [SPI]): seat 0's vampire hunts (+1
 *   stealth); seat 1's locked vampire plays the card to block at once with no intercept, then burns 1 blood
 *   for the intercept it needs. Measured: 1 if it blocked, 10 for each blood it burned; with `lockAfterAction`
 *   (Eyes of the Wild) a second hunt where it does not pay (the attempt fails): 100 if it is locked at the end.
 * - `paidIntercept` with a loss for the blocker (Into Thin Air): the acting vampire bleeds; a younger vampire of
 *   the prey with as much intercept as the card's stealth attempts to block; the card is played, then the
 *   blood paid. Measured: the pool the prey lost (the block failed), 10 for each blood burned.
 *
 * With the card's effects stripped it is not offered (the family's scenario stops with an error).
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { mentions } from '../core/params/cond';
import { dec, ids, passUntil } from './testing';
import { didThisTurn } from '../core/deeds';
import { Scenario } from './scenario';
import { TEST_PISTOL } from './families-equip';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const SENTRY = { e: 'mod', stat: 'intercept', n: 5, who: 'self' } as const;

const primsOf = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));

/** Seat 0's vampire able to play the card (its Disciplines and clan) and seat 1's sentry (+5 intercept). */
export function actorAndSentry(def: CardDef, m: Mode): { actor: CardDef; sentry: CardDef } {
  return { actor: testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff'), sentry: testVampire('Test Sentry', {}, [SENTRY]) };
}

/** The actor (4 blood, the card in hand) against the sentry (4 blood); the card stripped of its effects when asked. */
export function sentryScenario(def: CardDef, actor: CardDef, sentry: CardDef, strip: boolean): Scenario {
  return new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: sentry.name, blood: 4 }] }],
    defs: [def, actor, sentry],
    strip: strip ? [def.name] : [],
  });
}

/** Seat 0's `a` hunts, seat 1's `b` blocks, and `card` (its mode `mi`) is played at the block attempt. */
function huntBlocked(sc: Scenario, a: string, b: string, card: string, mi: number): void {
  sc.choose(`min:${a}`).choose(`hunt:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${b}`), 5);
  sc.choose(`block:${b}`);
  sc.play(card, { mode: mi });
}

/** Stops at the first strike decision of `seat` in the combat of the block (or throws: no combat). */
function toStrike(sc: Scenario, seat: number): void {
  sc.s = passUntil(
    sc.s,
    (x) => !x.act || (!!x.combat && (x.combat.step === 'strikeA' || x.combat.step === 'strikeB') && dec(x).seat === seat),
    40,
  );
  if (!sc.s.combat) throw new Error('scenario: no combat');
}

/** The modifier side: seat 0's vampire (with the pistol) hunts, seat 1's vampire with +5 intercept blocks; the card at the block attempt. */
function noEquipModifierCase(def: CardDef, mi: number, m: Mode, expected: number): FamilyCase {
  const { actor, sentry } = actorAndSentry(def, m);
  return {
    family: 'noEquipment (acting vampire)',
    expected,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 4, attached: [{ card: TEST_PISTOL.name }] }], hand: [def.name] },
          { ready: [{ card: sentry.name, blood: 4 }] },
        ],
        defs: [def, actor, sentry, TEST_PISTOL],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const b = sc.uid(sentry.name, 1);
      const gun = sc.s.cards[a].attached[0];
      huntBlocked(sc, a, b, def.name, mi);
      toStrike(sc, 0);
      const man = sc.s.combat!.optManeuvers[a] ?? 0;
      return man * 10 + (ids(sc.s).some((o) => o.split(':').includes(gun)) ? 0 : 1);
    },
  };
}

/** The reaction side: seat 0's vampire hunts (+1 stealth), seat 1's vampire (with the pistol) attempts to block and plays the card for intercept. */
function noEquipReactionCase(def: CardDef, mi: number, m: Mode, expected: number): FamilyCase {
  const clan = def.clan[0] ?? 'Caitiff';
  const actor = testVampire('Test Actor', {});
  const blocker = testVampire('Test Blocker', discsOf(m), [], clan);
  return {
    family: 'noEquipment (blocker)',
    expected,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 4 }] },
          { ready: [{ card: blocker.name, blood: 4, attached: [{ card: TEST_PISTOL.name }] }], hand: [def.name] },
        ],
        defs: [def, actor, blocker, TEST_PISTOL],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const b = sc.uid(blocker.name, 1);
      const gun = sc.s.cards[b].attached[0];
      huntBlocked(sc, a, b, def.name, mi);
      toStrike(sc, 1);
      const man = sc.s.combat!.optManeuvers[b] ?? 0;
      return man * 10 + (ids(sc.s).some((o) => o.split(':').includes(gun)) ? 0 : 1);
    },
  };
}

function aggCombatCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const { actor, sentry } = actorAndSentry(def, m);
  return {
    family: 'aggCombat',
    expected: 2,
    run(strip) {
      const sc = sentryScenario(def, actor, sentry, strip);
      const a = sc.uid(actor.name);
      const b = sc.uid(sentry.name, 1);
      huntBlocked(sc, a, b, def.name, mi);
      for (let i = 0; i < 2; i++) {
        sc.s = passUntil(sc.s, (x) => !x.combat || ids(x).includes('hand'), 40);
        if (sc.s.combat) sc.choose('hand');
      }
      sc.s = passUntil(sc.s, (x) => !x.act && !x.combat, 40);
      return [a, b].filter((u) => sc.s.cards[u].zone === 'torpor').length;
    },
  };
}

function grantStrikeCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const { actor, sentry } = actorAndSentry(def, m);
  return {
    family: 'grantStrike',
    expected: 11,
    run(strip) {
      const sc = sentryScenario(def, actor, sentry, strip);
      const a = sc.uid(actor.name);
      const b = sc.uid(sentry.name, 1);
      const h = sc.uid(def.name, 0, 'hand');
      huntBlocked(sc, a, b, def.name, mi);
      toStrike(sc, 0);
      const g = ids(sc.s).find((o) => o === `granted:${h}`);
      if (!g || sc.s.combat!.round !== 1) return 0;
      sc.choose(g);
      let round = 1;
      for (let i = 0; i < 40 && sc.s.combat; i++) {
        round = sc.s.combat.round;
        const o = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none', 'hand'].includes(x));
        if (!o) break;
        sc.choose(o);
      }
      return 1 + (round === 1 && sc.s.cards[a].blood === 4 ? 10 : 0);
    },
  };
}

/** A reaction reducing a bleed against its Methuselah to 0, its vampire locked: the +1 stealth bleeder bleeds for 3. */
function toZeroCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const shadow = testVampire('Test Shadow', {}, [
    { e: 'mod', stat: 'stealth', n: 1, who: 'self' },
    { e: 'mod', stat: 'bleed', n: 2, who: 'self' },
  ]);
  const reactor = testVampire('Test Reactor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'reduceBleed to 0',
    expected: 13,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: shadow.name, blood: 3 }] }, { ready: [{ card: reactor.name, blood: 5 }], hand: [def.name] }],
        defs: [def, reactor, shadow],
        strip: strip ? [def.name] : [],
      });
      const r = sc.uid(reactor.name, 1);
      sc.choose(`min:${sc.uid(shadow.name)}`).choose(`bleed:${sc.uid(shadow.name)}`);
      sc.s = passUntil(sc.s, (x) => dec(x).seat === 1 && ids(x).some((o) => o.includes(sc.uid(def.name, 1, 'hand'))), 10);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 3 - (30 - sc.pool(1)) + (sc.s.cards[r].locked ? 10 : 0);
    },
  };
}

function paidWakeCase(def: CardDef, mi: number, m: Mode, blood: number, lockAfter: boolean): FamilyCase {
  const actor = testVampire('Test Actor', {});
  const sleeper = testVampire('Test Sleeper', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  /** One hunt: the sleeper wakes to block, pays for the intercept it needs (`pay`) or not. */
  const once = (strip: boolean, pay: boolean): number => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 4 }] }, { ready: [{ card: sleeper.name, blood: 4, locked: true }], hand: [def.name] }],
      defs: [def, actor, sleeper],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const b = sc.uid(sleeper.name, 1);
    const h = sc.uid(def.name, 1, 'hand');
    sc.choose(`min:${a}`).choose(`hunt:${a}`);
    sc.play(def.name, { mode: mi });
    // the hunt's +1 stealth against no intercept: the paid intercept is offered in the intercept step
    const paid = ids(sc.s).find((o) => o === `paid:${h}`);
    if (paid && pay) sc.choose(paid);
    sc.s = passUntil(sc.s, (x) => !x.act || !!x.combat, 20);
    if (!pay) return sc.s.act || !sc.s.cards[b].locked ? 0 : 100;
    return (didThisTurn(sc.s, b, { did: 'block' }) ? 1 : 0) + 10 * (4 - sc.s.cards[b].blood);
  };
  return {
    family: lockAfter ? 'paidIntercept (wake), locked after the action' : 'paidIntercept (wake)',
    expected: 1 + 10 * blood + (lockAfter ? 100 : 0),
    run: (strip) => once(strip, true) + (lockAfter ? once(strip, false) : 0),
  };
}

function paidLossCase(def: CardDef, mi: number, m: Mode, stealth: number, blood: number): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const younger = testVampire('Test Younger', {}, [{ e: 'mod', stat: 'intercept', n: stealth, who: 'self' }], 'Caitiff', { capacity: 4 });
  return {
    family: 'paidIntercept (blocker loss)',
    expected: 1 + 10 * blood,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: younger.name, blood: 4 }] }],
        defs: [def, actor, younger],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const y = sc.uid(younger.name, 1);
      const h = sc.uid(def.name, 0, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${y}`), 5);
      sc.choose(`block:${y}`);
      sc.play(def.name, { mode: mi });
      const paid = ids(sc.s).find((o) => o === `paid:${h}`);
      if (paid) sc.choose(paid);
      sc.s = passUntil(sc.s, (x) => !x.act, 30);
      return 30 - sc.pool(1) + 10 * (4 - sc.s.cards[a].blood);
    },
  };
}

/** The cards whose modes give the combat of a block `noEquipment` or `aggCombat`. */
export function blockCombatFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  if (def.reqs.length) return out;
  def.modes.forEach((m, mi) => {
    const bledYou = m.kind === 'reaction' && JSON.stringify(m.window) === JSON.stringify({ against: 'bleedingYou' });
    if (
      !m.conditions.every((c) => c.r === 'disc' || c.r === 'locked') ||
      (Object.keys(m.window ?? {}).length && !bledYou) ||
      m.limits?.some((l) => !('notWith' in l))
    )
      return;
    const ps = primsOf(m);
    const atAttempt = m.kind === 'modifier' && JSON.stringify(m.if) === JSON.stringify({ c: 'blockAttempt' });
    if (ps.some((p) => p.p === 'noEquipment')) {
      const man = ps.filter((p) => p.p === 'maneuver' && !p.toClose).length;
      const known = ps.every(
        (p) =>
          p.p === 'noEquipment' ||
          (p.p === 'maneuver' && !p.toClose) ||
          (p.p === 'bonus' && p.stat === 'intercept' && typeof p.n === 'number' && p.n >= -1),
      );
      if (!known) return;
      if (atAttempt && m.effects.every((e) => isKind(e, 'prims'))) out.push(noEquipModifierCase(def, mi, m, man * 10 + 1));
      else if (
        m.kind === 'reaction' &&
        !m.if &&
        m.effects.every((e) => isKind(e, 'prims') || (isKind(e, 'intercept') && typeof e.n === 'number' && e.n >= 1))
      )
        out.push(noEquipReactionCase(def, mi, m, man * 10 + 1));
    }
    if (atAttempt && !mentions(m.if, 'younger') && ps.length === 1 && ps[0].p === 'aggCombat' && m.effects.length === 1)
      out.push(aggCombatCase(def, mi, m));
    // stealth 1 and a strike: combat ends given for the first round (or the whole combat)
    if (
      m.kind === 'modifier' &&
      !m.if &&
      ps.length === 1 &&
      ps[0].p === 'grantStrike' &&
      m.effects.every((e) => isKind(e, 'prims') || (isKind(e, 'stealth') && e.n === 1)) &&
      m.effects.some((e) => isKind(e, 'stealth'))
    )
      out.push(grantStrikeCase(def, mi, m));
    // a wake attempting to block at once, with intercept to pay for later in the action
    const [e0, e1] = m.effects;
    if (
      m.kind === 'reaction' &&
      !m.if &&
      m.effects.length === 2 &&
      isKind(e0, 'unlockSelf') &&
      e0.blockWith === 0 &&
      !e0.bloodCost &&
      isKind(e1, 'prims') &&
      ps[0]?.p === 'paidIntercept' &&
      ps[0].n === 1 &&
      !ps[0].if &&
      ps.slice(1).every((p) => p.p === 'lockAfterAction') &&
      ps.length <= 2
    )
      out.push(paidWakeCase(def, mi, m, ps[0].blood, ps.length === 2));
    // stealth, and intercept an ally or younger blocker loses for blood (do not replace until the unlock phase)
    const st = m.effects.find((e) => isKind(e, 'stealth'));
    if (
      m.kind === 'modifier' &&
      !m.if &&
      st &&
      isKind(st, 'stealth') &&
      typeof st.n === 'number' &&
      m.effects.every((e) => isKind(e, 'stealth') || isKind(e, 'prims') || isKind(e, 'noReplace')) &&
      ps.length === 1 &&
      ps[0].p === 'paidIntercept' &&
      ps[0].n === -1
    )
      out.push(paidLossCase(def, mi, m, st.n, ps[0].blood));
    // a bleed against you reduced to 0, the reacting vampire locked
    const rb = m.effects.find((e) => isKind(e, 'reduceBleed'));
    if (
      m.kind === 'reaction' &&
      rb &&
      isKind(rb, 'reduceBleed') &&
      rb.toZero &&
      m.effects.length === 2 &&
      ps.length === 1 &&
      ps[0].p === 'lock' &&
      ps[0].who === 'minion'
    )
      out.push(toZeroCase(def, mi, m));
  });
  return out;
}
