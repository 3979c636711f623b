/**
 * Scenario families of strike and maneuver cards the families of data/families.ts leave out (issue 29;
 * tests only): strikes destroying equipment (6.4.5), strength before range is determined (6.4.3),
 * aggravated strikes (6.4.6: the damage cannot be healed, a vampire goes to torpor) and
 * combat cards usable only at a range or in a round (a mode's Condition `range` / `round`: "only usable
 * at long range", "only usable in the first round", "not usable during the first round"). Each is
 * played through the engine's decisions by card names, in a combat where its Condition holds; the
 * measure adds 100 when the card is also offered where its Condition does not hold, so a card whose
 * effects are stripped, or whose Condition is not read, measures something else.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { strengthOf } from '../core/queries';
import { dec, ids, passUntil } from './testing';
import { blockedBleed, Scenario } from './scenario';
import { plainEquipment } from './card-testing';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
/** Only Disciplines, clan and sect: what the test vampires can meet. */
const OPPONENT = testVampire('Test Opponent', {});
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc' || c.r === 'sect');
const sectOf = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].flatMap((c) => (c.r === 'sect' ? [c.sect] : []))[0];

/** Where a combat card may be played: at long or close range, in round 1, or after it; none for any other Condition. */
type When = 'long' | 'close' | 'round1' | 'later' | 'any';
function whenOf(c: Cond | undefined): When | undefined {
  if (!c) return 'any';
  if (c.c === 'range') return c.range;
  if (c.c === 'round' && c.n === 1) return 'round1';
  if (c.c === 'not' && c.of.c === 'round' && c.of.n === 1) return 'later';
  return undefined;
}

/** What a mode does that these families measure: a strike's damage, an avoiding strike, or a maneuver. */
type Shape = { k: 'damage'; dmg: number; agg: boolean } | { k: 'avoid'; ends: boolean } | { k: 'maneuver' };
function shapeOf(m: Mode): Shape | undefined {
  const [st, rider, more] = m.effects;
  if (more) return undefined;
  // riders these families do not measure: an optional press or maneuver, the blocked action going on after the combat
  const riderOk =
    !rider ||
    isKind(rider, 'continueUnblocked') ||
    (isKind(rider, 'prims') && rider.do.every((p) => p.p === 'press' || p.p === 'maneuver'));
  if (isKind(st, 'prims') && !rider && st.do.length === 1 && st.do[0].p === 'maneuver' && !st.do[0].toClose) return { k: 'maneuver' };
  if (!isKind(st, 'strike') || st.firstStrike || !riderOk) return undefined;
  if (st.s === 'dodge' || st.s === 'combatEnds') return { k: 'avoid', ends: st.s === 'combatEnds' };
  if (st.s === 'damage' && st.dmg) return { k: 'damage', dmg: st.dmg, agg: !!st.agg };
  // stolen blood costs the opposing vampire as much blood as normal damage would (6.4.5)
  if (st.s === 'stealBlood' && st.dmg && !st.agg) return { k: 'damage', dmg: st.dmg, agg: false };
  if (st.s === 'hand') return { k: 'damage', dmg: 1 + (st.plus ?? 0), agg: !!st.agg };
  return undefined;
}

/**
 * A combat between seat 0's acting test vampire (holding the card; one optional maneuver and one
 * optional press of its own) and seat 1's blocking opponent of strength `oppStrength`, brought to the
 * step where the card is played: the range step of round 1, or the strike step of round 1 at close
 * range, at long range (the actor's maneuver), or of round 2 (nobody strikes in round 1, the actor presses).
 */
function combatAt(def: CardDef, m: Mode, strip: boolean, at: 'preRange' | 'range' | 'close' | 'long' | 'round2', oppStrength: number) {
  const actor = testVampire(
    'Test Actor',
    discsOf(m),
    [
      { e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' },
      { e: 'mod', stat: 'combatPresses', n: 1, who: 'self' },
    ],
    def.clan[0] ?? 'Caitiff',
    sectOf(def, m) ? { sect: sectOf(def, m) } : {},
  );
  const opp = testVampire('Test Opponent', {}, oppStrength > 1 ? [{ e: 'mod', stat: 'strength', n: oppStrength - 1, who: 'self' }] : []);
  const { sc, a, o } = blockedBleed(def, actor, opp, strip);
  if (at === 'preRange') {
    sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preRange' || !x.act);
    return { sc, a, o };
  }
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'range' || !x.act);
  if (at === 'range') return { sc, a, o };
  if (at === 'long') sc.choose('optman');
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  if (at === 'round2') {
    sc.choose('none').choose('none');
    const p = ids(sc.s).find((x) => x.startsWith('optpress'));
    if (!p) throw new Error('scenario: no press');
    sc.choose(p);
    // round 2's range step is asked only when someone may maneuver (a card wrongly offered there)
    sc.s = passUntil(sc.s, (x) => x.combat?.round === 2 && (x.combat.step === 'range' || x.combat.step === 'strikeA'));
  }
  return { sc, a, o };
}

/** Whether the deciding Methuselah is offered the card now. */
const offered = (sc: Scenario, def: CardDef) => {
  const c = sc.uid(def.name, dec(sc.s).seat, 'hand');
  return dec(sc.s).options.some((x) => x.id.split(':').includes(c));
};

/**
 * The mode's effect where its Condition holds: damage (blood lost, +10 in torpor), blood the actor lost
 * to a strength 3 hand strike (a combat-ends strike at long range: whether the combat went on), or long
 * range (1).
 */
function measure(def: CardDef, mi: number, m: Mode, shape: Shape, when: When, strip: boolean): number {
  if (shape.k === 'maneuver') {
    const { sc } = combatAt(def, m, strip, 'range', 1);
    sc.play(def.name, { mode: mi });
    return sc.s.combat?.range === 'long' ? 1 : 0;
  }
  const at = when === 'long' ? 'long' : when === 'later' ? 'round2' : 'close';
  const { sc, a, o } = combatAt(def, m, strip, at, shape.k === 'avoid' ? 3 : 1);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  sc.play(def.name, { mode: mi });
  if (sc.s.combat && dec(sc.s).kind === 'vtes.strike') sc.choose(shape.k === 'avoid' && at !== 'long' ? 'hand' : 'none');
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press' || x.combat.round > (at === 'round2' ? 2 : 1));
  const cost = typeof m.cost?.blood === 'number' ? m.cost.blood : 0;
  // a combat-ends strike at long range, where no hand strike reaches: whether the combat went on
  if (shape.k === 'avoid' && at === 'long') return sc.s.combat ? 1 : 0;
  if (shape.k === 'avoid') return 6 - sc.s.cards[a].blood - cost;
  return 6 - sc.s.cards[o].blood + (sc.s.cards[o].zone === 'torpor' ? 10 : 0);
}

/** Whether the card is offered where its Condition does not hold (at close range; at long range; in round 2; in round 1). */
function offeredOutside(def: CardDef, m: Mode, when: When, strip: boolean): boolean {
  if (when === 'any') return false;
  const { sc } = combatAt(def, m, strip, when === 'close' ? 'long' : when === 'round1' ? 'round2' : 'close', 1);
  if (!sc.s.combat) return false;
  if (offered(sc, def)) return true;
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  return offered(sc, def);
}

/** A piece of equipment for the opposing minion to carry (no effects of its own). */
const GEAR: CardDef = plainEquipment('test-gear', 'Test Gear');

/**
 * A strike that destroys equipment (6.4.5): the opposing minion carries a piece of equipment and does
 * not strike; whether it was burned (1).
 */
function equipmentCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff', sectOf(def, m) ? { sect: sectOf(def, m) } : {});
  return {
    family: 'destroyEquipment',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
          { ready: [{ card: OPPONENT.name, blood: 6, attached: [{ card: GEAR.name }] }] },
        ],
        defs: [def, actor, OPPONENT, GEAR],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(OPPONENT.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return sc.s.cards[sc.uid(GEAR.name, 1)].zone === 'ash' ? 1 : 0;
    },
  };
}

/** A card played before range is determined giving strength (6.4.3: +n this round or this combat): the strength the actor then strikes with, beyond its own 1. */
function strengthCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  return {
    family: 'strengthBeforeRange',
    expected: n,
    run(strip) {
      const { sc, a } = combatAt(def, m, strip, 'preRange', 1);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      return strengthOf(sc.s, a) - 1;
    },
  };
}

/** The families a card's combat modes fit: aggravated strikes, and combat cards usable only at a range or in a round. */
export function strikeFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'combat' || m.if || !plainReqs(def, m)) return;
    const [st, rider] = m.effects;
    if (!m.window && isKind(st, 'strike') && st.s === 'burnEquipment' && !rider) out.push(equipmentCase(def, mi, m));
    const ps = m.effects.every((e) => isKind(e, 'prims')) ? m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : [])) : [];
    const str = ps.filter((p) => p.p === 'strength');
    if (m.window?.combat === 'beforeRange' && str.length === 1 && ps.every((p) => p.p === 'strength' || p.p === 'press'))
      if (str[0].p === 'strength' && !str[0].set && !str[0].to) out.push(strengthCase(def, mi, m, str[0].n));
  });
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'combat' || m.window || m.limits?.length || !plainReqs(def, m)) return;
    const when = whenOf(m.if);
    const shape = shapeOf(m);
    if (!when || !shape || (when === 'any' && !(shape.k === 'damage' && shape.agg))) return;
    if ((shape.k === 'maneuver' && when !== 'round1') || (shape.k === 'avoid' && when === 'long' && !shape.ends)) return;
    // 6.4.6: the first aggravated damage a ready vampire cannot heal sends it to torpor, each further one burns 1 blood
    const expected = shape.k === 'maneuver' ? 1 : shape.k === 'avoid' ? 0 : shape.agg ? 10 + shape.dmg - 1 : shape.dmg;
    out.push({
      family: when === 'any' ? 'aggravatedStrike' : `combatCard:${when}`,
      expected,
      run: (strip) => measure(def, mi, m, shape, when, strip) + (offeredOutside(def, m, when, strip) ? 100 : 0),
    });
  });
  return out;
}
