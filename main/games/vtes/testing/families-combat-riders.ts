/**
 * Scenario families of combat cards whose maneuver, press or strike carries something more (issue 29;
 * tests only): a maneuver card's other effects (6.4.2: played in the determine-range step, "maneuver,
 * and this vampire can prevent 1 damage later this round"), a strike hurting its striker at close range,
 * a strike after which the combat ends (6.4.5), a press only usable to continue combat (6.4.4), a
 * press only usable to end combat, a combat queued as this one is about to end (6.4), prevention of the opposing initial strike each
 * round for blood (6.4.6), a combat about to end going on with another round (6.4.1). Each is played through the engine's
 * decisions by card names in the combat of a blocked bleed between seat 0's test vampire holding the
 * card and seat 1's blocking opponent; with the card's effects stripped the measure differs.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { blockedBleed } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc');
const primsIn = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));

/** A strength 3 opponent with one optional maneuver of its own in the first round (it can come back to close range). */
const CLOSER = testVampire('Test Closer', {}, [
  { e: 'mod', stat: 'strength', n: 2, who: 'self' },
  { e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' },
]);

/**
 * A maneuver card that also gives prevention later this round (6.4.2, 6.4.6): the actor plays it as its
 * maneuver (to long range), the opponent maneuvers back to close range with its own optional maneuver
 * and strikes with its hand for 3; the actor uses the prevention point by point. The damage prevented,
 * plus 10 when the card made the range long.
 */
function maneuverGuardCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'maneuver:preventLater',
    expected: 10 + Math.min(3, n),
    run(strip) {
      const { sc, a } = blockedBleed(def, actor, CLOSER, strip);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'range' || !x.act);
      sc.play(def.name, { mode: mi });
      const long = sc.s.combat?.range === 'long' ? 10 : 0;
      sc.choose('optman');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      if (!sc.s.combat) throw new Error('scenario: the combat ended');
      const before = sc.s.cards[a].blood;
      sc.choose('none').choose('hand');
      while (sc.s.combat && ids(sc.s).includes('guard')) sc.choose('guard');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return long + 3 - (before - sc.s.cards[a].blood);
    },
  };
}

/** Seat 0's test actor holding the card bleeds, seat 1's `opp` blocks; at the actor's strike of round 1 (at long range: `long`, by the actor's own maneuver). */
function atStrike(def: CardDef, m: Mode, opp: CardDef, strip: boolean, long = false) {
  const actor = testVampire(
    'Test Actor',
    discsOf(m),
    [{ e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' }],
    def.clan[0] ?? 'Caitiff',
  );
  const r = blockedBleed(def, actor, opp, strip);
  r.sc.s = passUntil(r.sc.s, (x) => x.combat?.step === (long ? 'range' : 'strikeA'));
  if (long) {
    r.sc.choose('optman');
    r.sc.s = passUntil(r.sc.s, (x) => x.combat?.step === 'strikeA');
  }
  return r;
}

/**
 * A strike that hurts its own striker at close range (6.4.5: `recoil`, environmental aggravated damage):
 * the actor strikes with the card at close range, then in another combat at long range, the opponent not
 * striking. 1 when the actor went to torpor at close range (aggravated damage it cannot heal), plus 10
 * when the opponent did, plus 100 when the actor stayed ready at long range (1000 when it did not: `anyRange`).
 */
function recoilCase(def: CardDef, mi: number, m: Mode, anyRange: boolean): FamilyCase {
  const opp = testVampire('Test Opponent', {});
  const once = (strip: boolean, long: boolean) => {
    const { sc, a, o } = atStrike(def, m, opp, strip, long);
    sc.play(def.name, { mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
    return { a: sc.s.cards[a].zone, o: sc.s.cards[o].zone };
  };
  return {
    family: anyRange ? 'strike:recoil:anyRange' : 'strike:recoil',
    expected: anyRange ? 1011 : 111,
    run(strip) {
      const close = once(strip, false);
      const long = once(strip, true);
      return (close.a === 'torpor' ? 1 : 0) + (close.o === 'torpor' ? 10 : 0) + (long.a === 'ready' ? 100 : 1000);
    },
  };
}

/**
 * A strike after whose resolution the combat ends (6.4.5: `endCombatAfter`): the actor strikes with the
 * card, the opponent with its hand. 1 when the combat ended before the press step, plus 10 for each
 * blood the opponent lost, plus 100 for each blood the actor lost (none with first strike: the opposing
 * strike never resolves).
 */
function endAfterCase(def: CardDef, mi: number, m: Mode, first: boolean): FamilyCase {
  const opp = testVampire('Test Opponent', {});
  return {
    family: first ? 'strike:endCombatAfter:first' : 'strike:endCombatAfter',
    expected: first ? 11 : 111,
    run(strip) {
      const { sc, a, o } = atStrike(def, m, opp, strip);
      sc.play(def.name, { mode: mi });
      sc.choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return (sc.s.combat ? 0 : 1) + 10 * (6 - sc.s.cards[o].blood) + 100 * (6 - sc.s.cards[a].blood);
    },
  };
}

/** A strength 1 opponent with an optional press of its own each combat. */
const PRESSER = testVampire('Test Presser', {}, [{ e: 'mod', stat: 'combatPresses', n: 1, who: 'self' }]);

/**
 * A press only usable to continue combat (6.4.4: `press { only: 'continue' }`): after a round where nobody
 * strikes, the actor presses with the card and the combat goes on (1); in another combat the actor
 * passes, the opponent presses to continue with its own press, and the card is not offered to end the
 * combat (100 if it is).
 */
function pressContinueCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const toPress = (strip: boolean) => {
    const r = atStrike(def, m, PRESSER, strip);
    r.sc.choose('none').choose('none');
    r.sc.s = passUntil(r.sc.s, (x) => x.combat?.step === 'press');
    return r.sc;
  };
  return {
    family: 'press:continueOnly',
    expected: 1,
    run(strip) {
      const sc = toPress(strip);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1);
      const went = sc.s.combat ? 1 : 0;
      const other = toPress(strip);
      other.choose('pass');
      const p = ids(other.s).find((x) => x.startsWith('optpress'));
      if (!p) throw new Error('scenario: the opponent has no press');
      other.choose(p);
      const card = other.uid(def.name, 0, 'hand');
      const offered = !!other.s.combat && ids(other.s).some((x) => x.split(':').includes(card));
      return went + (offered ? 100 : 0);
    },
  };
}

/**
 * A press only usable to end combat (6.4.4: `press { only: 'end' }`): after a round where nobody strikes,
 * the card is not offered while nobody pressed to continue (100 if it is); the opponent presses to
 * continue with its own press and the actor answers with the card: 1 when the combat then ended.
 */
function pressEndCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'press:endOnly',
    expected: 1,
    run(strip) {
      const { sc } = atStrike(def, m, PRESSER, strip);
      sc.choose('none').choose('none');
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'press');
      const card = sc.uid(def.name, 0, 'hand');
      const early = ids(sc.s).some((x) => x.split(':').includes(card)) ? 100 : 0;
      if (dec(sc.s).seat === 0) sc.choose('pass');
      const p = ids(sc.s).find((x) => x.startsWith('optpress'));
      if (!p) throw new Error('scenario: the opponent has no press');
      sc.choose(p);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1);
      return early + (sc.s.combat ? 0 : 1);
    },
  };
}

/**
 * A card queueing another combat as this one is about to end (6.4: `queueCombat`, window `aboutToEnd`):
 * nobody strikes or presses in round 1, the actor plays the card at the end of the round; 1 when a new
 * combat between the same minions then stands at its first strike.
 */
function queueCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'combat:queued',
    expected: 1,
    run(strip) {
      const { sc, a, o } = atStrike(def, m, testVampire('Test Opponent', {}), strip);
      sc.choose('none').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'endRound');
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'strikeA' && x.combat.round === 1));
      return sc.s.combat?.a === a && sc.s.combat.b === o ? 1 : 0;
    },
  };
}

/**
 * Prevention of the opposing strike, then, each round of the combat, of its initial strike for blood
 * (6.4.6: `preventStrike` with `strikeGuard`): a strength 3 opponent strikes the actor with its hand in
 * round 1, the actor plays the card as the damage is prevented, presses, and in round 2 burns the blood
 * to prevent the same strike again. The blood the actor lost in all (the card's cost and the blood burned).
 */
function strikeGuardCase(def: CardDef, mi: number, m: Mode, burn: number): FamilyCase {
  const cost = typeof m.cost?.blood === 'number' ? m.cost.blood : 0;
  const actor = testVampire('Test Actor', discsOf(m), [{ e: 'mod', stat: 'combatPresses', n: 1, who: 'self' }], def.clan[0] ?? 'Caitiff');
  return {
    family: 'preventStrike:eachRound',
    expected: cost + burn,
    run(strip) {
      const { sc, a } = blockedBleed(def, actor, CLOSER, strip);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('hand');
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      const p = ids(sc.s).find((x) => x.startsWith('optpress'));
      if (!p) throw new Error('scenario: no press');
      sc.choose(p);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.round === 2 && x.combat.step === 'strikeA'));
      sc.choose('none').choose('hand');
      if (sc.s.combat && ids(sc.s).includes('strikeGuard')) sc.choose('strikeGuard');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return 6 - sc.s.cards[a].blood;
    },
  };
}

/**
 * A card making the combat about to end go on with another round (6.4.1: `continueCombat`, window
 * `aboutToEnd`, with blood burned by the effect): nobody strikes or presses in round 1, the actor plays
 * the card at the end of the round; 1 when round 2 then stands at its first strike, plus 10 for each blood
 * the actor burned.
 */
function goOnCase(def: CardDef, mi: number, m: Mode, burn: number): FamilyCase {
  return {
    family: 'combat:goesOn',
    expected: 1 + 10 * burn,
    run(strip) {
      const { sc, a } = atStrike(def, m, testVampire('Test Opponent', {}), strip);
      sc.choose('none').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'endRound');
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      // the card's own blood cost is not the blood its effect burns (Telepathic Tracking costs 1 and burns none)
      const cost = typeof m.cost?.blood === 'number' ? m.cost.blood : 0;
      return (sc.s.combat?.round === 2 ? 1 : 0) + 10 * (6 - sc.s.cards[a].blood - cost);
    },
  };
}

/** A mode's only Condition is close range, or it has none. */
const closeOrAny = (m: Mode) => !m.if || (m.if.c === 'range' && m.if.range === 'close');

/** The families a card's combat modes fit: a maneuver with prevention later in the round, strike riders. */
export function riderFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'combat' || m.window || !closeOrAny(m) || !plainReqs(def, m) || m.effects.length !== 2) return;
    const [st, rider] = m.effects;
    if (!isKind(st, 'strike') || !isKind(rider, 'prims') || rider.do.length !== 1) return;
    const r = rider.do[0];
    if (r.p === 'recoil' && st.s === 'damage' && st.ranged && st.agg && !st.firstStrike) out.push(recoilCase(def, mi, m, !!r.anyRange));
    if (r.p === 'endCombatAfter' && st.s === 'hand' && !st.plus && !st.agg) out.push(endAfterCase(def, mi, m, !!st.firstStrike));
  });
  def.modes.forEach((m, mi) => {
    const only = m.effects.length === 1 && isKind(m.effects[0], 'prims') ? m.effects[0].do : [];
    if (
      m.kind === 'combat' &&
      !m.if &&
      m.window?.combat === 'aboutToEnd' &&
      plainReqs(def, m) &&
      only.length === 1 &&
      only[0].p === 'queueCombat'
    )
      out.push(queueCase(def, mi, m));
    const burn = only.filter((p) => p.p === 'move' && p.from === 'minion' && p.to === 'bank');
    if (
      m.kind === 'combat' &&
      !m.if &&
      m.window?.combat === 'aboutToEnd' &&
      plainReqs(def, m) &&
      only.some((p) => p.p === 'continueCombat') &&
      only.length === burn.length + 1
    )
      out.push(
        goOnCase(
          def,
          mi,
          m,
          burn.reduce((k, p) => k + (p.p === 'move' ? p.n : 0), 0),
        ),
      );
    if (m.kind !== 'combat' || m.if || m.window || !plainReqs(def, m) || !m.effects.every((e) => isKind(e, 'prims'))) return;
    const ps = primsIn(m);
    const guard = ps.find((p) => p.p === 'preventEachRound');
    if (ps.length === 2 && ps.some((p) => p.p === 'maneuver' && !p.toClose) && guard?.p === 'preventEachRound' && guard.for === 'round')
      out.push(maneuverGuardCase(def, mi, m, guard.n));
    if (ps.length === 1 && ps[0].p === 'press' && ps[0].only === 'continue') out.push(pressContinueCase(def, mi, m));
    if (ps.length === 1 && ps[0].p === 'press' && ps[0].only === 'end') out.push(pressEndCase(def, mi, m));
    const sg = ps.find((p) => p.p === 'strikeGuard');
    if (ps.length === 2 && ps.some((p) => p.p === 'preventStrike' && !p.rest) && sg?.p === 'strikeGuard')
      out.push(strikeGuardCase(def, mi, m, sg.burn));
  });
  return out;
}
