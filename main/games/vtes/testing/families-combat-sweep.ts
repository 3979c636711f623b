/**
 * Scenario families of the combat cards of the tenth session's sweep (issue 29; tests only), each played
 * through the engine's decisions by card names with test vampires holding the mode's Disciplines:
 * - the opposing minion's strength lowered before range is determined (6.4.3: `strength { to: 'opponent' }`,
 *   Disease, Song of Serenity): the strength the opponent (3) strikes with this round, less 3;
 * - a dodge only usable at long range (6.4.2, 6.4.5: Backflip): the actor maneuvers to long range and
 *   plays the card, the opponent strikes with a 2R gun; the blood the actor lost (0, +100 when the card is
 *   also offered at close range; stripped, the card is not offered);
 * - the range of the round set before it is determined (6.4.2: `setRange`, Brick by Brick, Cold Aura, Shadow
 *   Step): the opponent could maneuver in the range step; 1 when the round's strikes come at the set range with
 *   no range step, plus 10 for each blood the card's effect burned;
 * - a weapon's strike only at long range, or after the first round (6.4.5: an ability's `if`, Mark V, RPG
 *   Launcher, Sniper Rifle): the actor bearing it maneuvers to long range (in round 2 after a press when it
 *   is only usable later); the opponent's blood lost, plus 100 when it is offered at close range;
 * - a blocker's weapon setting the range to long for the first round, its initial strike then the weapon's
 *   (Sniper Rifle): 1 for the range, 10 when the blocker's strike options are only the weapon's;
 * - a press card giving an optional maneuver in the next round (`nextRoundManeuver`, Telepathic Tracking): 1
 *   when the actor maneuvers to long range in round 2 with it;
 * - strikes requiring a Discipline made stronger for the combat (`discStrikes`, Increased Strength): played before
 *   range, then a hand strike card requiring that Discipline (+0); the opponent's blood lost (1 + n);
 * - a vehicle locked as it is equipped and locked to unlock its bearer after a successful action (Helicopter, card
 *   scenario `COMBAT_SWEEP_SCENARIOS`): 1 when the equip action leaves it locked, 10 when its bearer, locked by a
 *   successful bleed, unlocks by it.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { strengthOf } from '../core/queries';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { unlock } from '../core/ops';
import { forgetDecision } from '../rules/kernel';
import { Scenario } from './scenario';
import { type FamilyCase, testGun, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const primsIn = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc');

/** A gun of 2 damage (6.4.5: a ranged strike reaches at long range). */
const GUN = testGun(2);

/**
 * Seat 0's test actor (the mode's Disciplines, one optional maneuver in the first round) holding `def` bleeds;
 * seat 1's test opponent (6 blood, strength `oppStr`, carrying `gear`) blocks: the scenario stands at the
 * combat's step `step`.
 */
export function sweepFight(
  def: CardDef,
  m: Mode,
  strip: boolean,
  step: 'preRange' | 'range' | 'strikeA',
  oppStr = 1,
  gear: CardDef[] = [],
  oppMoves = false,
  noActorMoves = false,
) {
  const actor = testVampire(
    'Test Actor',
    discsOf(m),
    noActorMoves ? [] : [{ e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' }],
    def.clan[0] ?? 'Caitiff',
  );
  const opp = testVampire('Test Opponent', {}, [
    ...(oppStr !== 1 ? [{ e: 'mod' as const, stat: 'strength' as const, n: oppStr - 1, who: 'self' as const }] : []),
    ...(oppMoves ? [{ e: 'mod' as const, stat: 'firstRoundManeuvers' as const, n: 1, who: 'self' as const }] : []),
  ]);
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
      { ready: [{ card: opp.name, blood: 6, attached: gear.map((g) => ({ card: g.name })) }] },
    ],
    defs: [def, actor, opp, ...gear],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === step || !x.act);
  return { sc, a, o };
}

/** Whether the deciding Methuselah is offered the card now. */
const offered = (sc: Scenario, def: CardDef) => {
  const c = sc.uid(def.name, dec(sc.s).seat, 'hand');
  return dec(sc.s).options.some((x) => x.id.split(':').includes(c));
};

/** Before range: the opposing minion's strength changes by n (negative) for the round or the combat. */
function opponentStrengthCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  return {
    family: 'opponentStrength',
    expected: n,
    run(strip) {
      const { sc, o } = sweepFight(def, m, strip, 'preRange', 3);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      return strengthOf(sc.s, o) - 3;
    },
  };
}

/** A dodge only at long range: the opponent's 2R gun strike is dodged (the actor loses no blood). */
function longDodgeCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'dodge:long',
    expected: 0,
    run(strip) {
      // offered at close range too: +100
      const near = sweepFight(def, m, strip, 'range', 1, [GUN]);
      near.sc.s = passUntil(near.sc.s, (x) => x.combat?.step === 'strikeA');
      const outside = offered(near.sc, def) ? 100 : 0;
      const { sc, a } = sweepFight(def, m, strip, 'range', 1, [GUN]);
      sc.choose('optman');
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.play(def.name, { mode: mi });
      const gun = ids(sc.s).find((x) => x.startsWith('ranged:'));
      if (!gun) throw new Error('scenario: the gun strike is not offered');
      sc.choose(gun);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return 6 - sc.s.cards[a].blood + outside;
    },
  };
}

/** Before range: the range of this round is set (the opponent has a maneuver to use in a range step). */
function setRangeCase(def: CardDef, mi: number, m: Mode, range: 'close' | 'long', burn: number): FamilyCase {
  const cost = typeof m.cost?.blood === 'number' ? m.cost.blood : 0;
  return {
    family: `setRange:${range}`,
    expected: 1 + 10 * burn,
    run(strip) {
      const { sc, a } = sweepFight(def, m, strip, 'preRange', 1, [], range === 'close');
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'range' || x.combat.step === 'strikeA');
      let ranged = !!sc.s.combat && sc.s.combat.step === 'strikeA';
      if (sc.s.combat?.step === 'range') {
        // a range step: the opponent (or the actor) maneuvers away from the range the card should have set
        if (ids(sc.s).includes('optman')) sc.choose('optman');
        sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
        ranged = false;
      }
      return (ranged && sc.s.combat?.range === range ? 1 : 0) + 10 * (6 - sc.s.cards[a].blood - cost);
    },
  };
}

/** Whether a Condition is "at long range" and, if `later`, "not in the first round" (the weapons' ability Conditions). */
function longOnly(c: Cond | undefined): { later: boolean } | undefined {
  const parts = c?.c === 'all' ? c.of : c ? [c] : [];
  const long = parts.some((x) => x.c === 'range' && x.range === 'long');
  const later = parts.some((x) => x.c === 'not' && x.of.c === 'round' && x.of.n === 1);
  return long && parts.length === 1 + (later ? 1 : 0) ? { later } : undefined;
}

/** A weapon borne by the actor (a test vampire with two optional maneuvers and a press each combat) against a plain opponent. */
function weaponFight(def: CardDef, strip: boolean) {
  const actor = testVampire('Test Actor', {}, [
    { e: 'mod', stat: 'combatManeuvers', n: 2, who: 'self' },
    { e: 'mod', stat: 'combatPresses', n: 1, who: 'self' },
  ]);
  const opp = testVampire('Test Opponent', {});
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 6, attached: [{ card: def.name }] }] }, { ready: [{ card: opp.name, blood: 6 }] }],
    defs: [def, actor, opp],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  return { sc, a, o, w: sc.uid(def.name) };
}

/** The actor's strike with the weapon's ability `ai` this step, if offered. */
const weaponStrike = (sc: Scenario, w: string, ai: number) => ids(sc.s).find((x) => x === `use:${w}:${ai}`);

/** At the first strike of round `round` (a press in round 1 to get there), at long range by the actor's maneuver or at close range. */
function toStrike(sc: Scenario, round: 1 | 2, long: boolean): void {
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'range');
  if (round === 2) {
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
    sc.choose('none').choose('none');
    const p = ids(sc.s).find((x) => x.startsWith('optpress'));
    if (!p) throw new Error('scenario: no press');
    sc.choose(p);
    sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.round === 2 && x.combat.step === 'range'));
  }
  if (long) sc.choose('optman');
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
}

/** A weapon strike usable only at long range (and after the first round): the damage it deals there. */
function longWeaponCase(def: CardDef, ai: number, dmg: number, later: boolean): FamilyCase {
  return {
    family: later ? 'weapon:longLater' : 'weapon:long',
    expected: dmg,
    run(strip) {
      const round = later ? 2 : 1;
      // offered at close range, or in the first round: +100
      const near = weaponFight(def, strip);
      toStrike(near.sc, round, false);
      let outside = near.sc.s.combat && weaponStrike(near.sc, near.w, ai) ? 100 : 0;
      if (later) {
        const first = weaponFight(def, strip);
        toStrike(first.sc, 1, true);
        if (first.sc.s.combat && weaponStrike(first.sc, first.w, ai)) outside = 100;
      }
      const { sc, o, w } = weaponFight(def, strip);
      toStrike(sc, round, true);
      const st = weaponStrike(sc, w, ai);
      if (!st) throw new Error(`scenario: the strike of ${def.name} is not offered`);
      sc.choose(st).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return 6 - sc.s.cards[o].blood + outside;
    },
  };
}

/** The bearer blocks and, before range, sets the first round's range to long: its strike then must be the weapon's. */
function blockerRangeCase(def: CardDef, ai: number): FamilyCase {
  return {
    family: 'weapon:blockerRange',
    expected: 11,
    run(strip) {
      const actor = testVampire('Test Actor', {}, [{ e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' }]);
      const opp = testVampire('Test Opponent', {});
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }] }, { ready: [{ card: opp.name, blood: 6, attached: [{ card: def.name }] }] }],
        defs: [def, actor, opp],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      const w = sc.uid(def.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'preRange' && x.combat.asker === o));
      const use = ids(sc.s).find((x) => x.startsWith(`use:${w}:${ai}`));
      if (!use) throw new Error(`scenario: ${def.name} is not offered before range`);
      sc.choose(use);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'range' || x.combat.step === 'strikeA');
      const set = sc.s.combat?.step === 'strikeA' && sc.s.combat.range === 'long' ? 1 : 0;
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeB');
      const opts = ids(sc.s);
      return set + (sc.s.combat && opts.length > 0 && opts.every((x) => x.startsWith(`use:${w}:`)) ? 10 : 0);
    },
  };
}

/** A press card whose rider gives an optional maneuver in the next round: the actor uses it to go to long range. */
function nextManeuverCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'press:nextRoundManeuver',
    expected: 1,
    run(strip) {
      const { sc } = sweepFight(def, m, strip, 'strikeA', 1, [], false, true);
      sc.choose('none').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round === 2);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'range' || x.combat.step === 'strikeA');
      if (!ids(sc.s).includes('optman')) return 0;
      sc.choose('optman');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      return sc.s.combat?.range === 'long' ? 1 : 0;
    },
  };
}

/** A combat card requiring `disc` whose strike is a plain hand strike (the strike `discStrikes` adds to). */
const discBlow = (disc: string): CardDef => ({
  id: `test-${disc}-blow`,
  name: `Test ${disc} Blow`,
  kind: 'library',
  types: ['Combat'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'combat', conditions: [{ r: 'disc', disc, level: 1 }], effects: [{ e: 'strike', s: 'hand' }] }],
  automation: 'full',
});

/** Before range: the combat's strikes made with cards requiring `disc` deal n more; the opponent's blood lost to such a hand strike. */
function discStrikesCase(def: CardDef, mi: number, m: Mode, disc: string, n: number): FamilyCase {
  return {
    family: 'discStrikes',
    expected: 1 + n,
    run(strip) {
      const blow = discBlow(disc);
      const actor = testVampire('Test Actor', { [disc]: 1, ...discsOf(m) }, [], def.clan[0] ?? 'Caitiff');
      const opp = testVampire('Test Opponent', {});
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name, blow.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
        defs: [def, blow, actor, opp],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'preRange');
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      sc.play(blow.name, { mode: 0 });
      sc.choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return 6 - sc.s.cards[o].blood;
    },
  };
}

/** The equipment families: weapon strikes at long range only, a blocker's weapon setting the range. */
function equipmentCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  const m = def.modes[0];
  if (def.modes.length !== 1 || m.kind !== 'equip' || def.reqs.length) return out;
  m.effects.forEach((e, ai) => {
    if (!isKind(e, 'ability') || e.cost.length || e.who?.role !== 'bearer') return;
    const lo = longOnly(e.if);
    if (e.window === 'strike' && e.strike?.s === 'damage' && e.strike.ranged && !e.strike.agg && !e.strike.str && lo && !e.effects.length)
      out.push(longWeaponCase(def, ai, e.strike.dmg, lo.later));
    const p = e.effects[0];
    if (e.window === 'beforeRange' && e.effects.length === 1 && p.p === 'setRange' && p.range === 'long' && p.strikeWith) {
      const strike = m.effects.findIndex((x) => isKind(x, 'ability') && x.window === 'strike');
      if (strike >= 0) out.push(blockerRangeCase(def, ai));
    }
  });
  return out;
}

/** The families a card's combat modes fit: the opposing minion's strength before range, a dodge at long range. */
export function combatSweepFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = equipmentCases(def);
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'combat' || !plainReqs(def, m)) return;
    const ps = primsIn(m);
    const [st, rider, more] = m.effects;
    if (m.window?.combat === 'beforeRange' && !m.if && ps.length === m.effects.length && ps.length === 1) {
      const p = ps[0];
      if (p.p === 'strength' && p.to === 'opponent' && !p.set) out.push(opponentStrengthCase(def, mi, m, p.n));
    }
    // before range: the range set, with blood burned and an optional press as riders
    const set = ps.find((p) => p.p === 'setRange');
    if (
      set?.p === 'setRange' &&
      !set.strikeWith &&
      m.window?.combat === 'beforeRange' &&
      (!m.if || (m.if.c === 'round' && m.if.n === 1)) &&
      m.effects.every((e) => isKind(e, 'prims')) &&
      ps.every((p) => p === set || (p.p === 'move' && p.from === 'minion' && p.to === 'bank') || p.p === 'press')
    )
      out.push(
        setRangeCase(
          def,
          mi,
          m,
          set.range,
          ps.reduce((k, p) => k + (p.p === 'move' ? p.n : 0), 0),
        ),
      );
    // before range: strikes requiring a Discipline stronger for the combat
    const ds = ps.length === 1 && m.effects.length === 1 ? ps[0] : undefined;
    if (m.window?.combat === 'beforeRange' && !m.if && ds?.p === 'discStrikes') out.push(discStrikesCase(def, mi, m, ds.disc, ds.n));
    // a press card whose rider is a maneuver in the next round
    if (
      !m.window &&
      !m.if &&
      ps.some((p) => p.p === 'nextRoundManeuver') &&
      ps.every((p) => p.p === 'press' || p.p === 'nextRoundManeuver')
    )
      out.push(nextManeuverCase(def, mi, m));
    const riderOk = !rider || (isKind(rider, 'prims') && rider.do.every((p) => p.p === 'press'));
    if (!m.window && m.if?.c === 'range' && m.if.range === 'long' && isKind(st, 'strike') && st.s === 'dodge' && riderOk && !more)
      out.push(longDodgeCase(def, mi, m));
  });
  return out;
}

/** A vehicle locked as it is equipped, then locked after a successful action to unlock its bearer. */
function lockToUnlockCase(def: CardDef): FamilyCase {
  return {
    family: 'equipment:lockToUnlock',
    expected: 11,
    run(strip) {
      const actor = testVampire('Test Actor', {});
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, { ready: [] }],
        defs: [def, actor],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const h = sc.uid(def.name, 0, 'hand');
      sc.play(def.name, { by: actor.name });
      sc.s = passUntil(sc.s, (x) => !x.act && x.cards[h].zone === 'attached');
      const locked = sc.s.cards[h].locked ? 1 : 0;
      // next turn: both unlocked, the bearer bleeds and nobody blocks
      unlock(sc.s, a);
      unlock(sc.s, h);
      forgetDecision(sc.s);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((o) => o.split(':').includes(h)));
      const use = ids(sc.s).find((o) => o.split(':').includes(h));
      if (use) sc.choose(use);
      return locked + (!sc.s.cards[a].locked && sc.s.cards[h].locked ? 10 : 0);
    },
  };
}

/** Seat 0's test vampire (2 blood) bearing `def`, in seat 0's minion phase. */
function bearing(def: CardDef, strip: boolean) {
  const actor = testVampire('Test Actor', {});
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 2, attached: [{ card: def.name }] }] }, {}],
    defs: [def, actor],
    strip: strip ? [def.name] : [],
  });
  return { sc, a: sc.uid(actor.name) };
}

/** A piece of equipment giving its bearer +n hunt (6.1.2): the bearer (2 blood) hunts unblocked; the blood it gained (1 + n). */
function huntCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'equipment:hunt',
    expected: 1 + n,
    run(strip) {
      const { sc, a } = bearing(def, strip);
      sc.choose(`min:${a}`).choose(`hunt:${a}`);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return sc.s.cards[a].blood - 2;
    },
  };
}

/** A piece of equipment burned by its bearer (2 blood) in the minion phase to gain blood (capacity 8): the blood gained. */
function burnToGainCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'equipment:burnToGain',
    expected: n,
    run(strip) {
      const { sc, a } = bearing(def, strip);
      const w = sc.uid(def.name);
      const use = ids(sc.s).find((o) => o.startsWith('use:') && o.split(':').includes(w));
      if (!use) throw new Error(`scenario: ${def.name} is not offered`);
      sc.choose(use);
      return sc.s.cards[a].blood - 2 + (sc.s.cards[w].zone === 'attached' ? 100 : 0);
    },
  };
}

/** A piece of equipment burned by its blocked bearer (6 blood) to prevent damage of a strength 3 hand strike: the blood it kept. */
function burnToPreventCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'equipment:burnToPrevent',
    expected: n,
    run(strip) {
      const actor = testVampire('Test Actor', {});
      const opp = testVampire('Test Opponent', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6, attached: [{ card: def.name }] }] }, { ready: [{ card: opp.name, blood: 6 }] }],
        defs: [def, actor, opp],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const w = sc.uid(def.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(opp.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      sc.choose('none').choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat || ids(x).some((o) => o.split(':').includes(w)));
      const use = ids(sc.s).find((o) => o.split(':').includes(w));
      if (!use) throw new Error(`scenario: ${def.name} is not offered to prevent`);
      sc.choose(use);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return 3 - (6 - sc.s.cards[a].blood);
    },
  };
}

/** Scenarios written for one card of the sweep, by official id. */
export const COMBAT_SWEEP_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100909': (def) => [lockToUnlockCase(def)],
  '100003': (def) => [huntCase(def, 1)],
  '100212': (def) => [burnToGainCase(def, 2), burnToPreventCase(def, 2)],
};
