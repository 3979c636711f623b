/**
 * Scenario families of the combat cards of the tenth session's sweep (issue 29; tests only), each played
 * through the engine's decisions by card names with test vampires holding the mode's Disciplines:
 * - the opposing minion's strength lowered before range is determined (6.4.3: `strength { to: 'opponent' }`,
 *   Disease, Song of Serenity): the strength the opponent (3) strikes with this round, less 3;
 * - a dodge only usable at long range (6.4.2, 6.4.5: Backflip): the actor maneuvers to long range and
 *   plays the card, the opponent strikes with a 2R gun; the blood the actor lost (0, +100 when the card is
 *   also offered at close range; stripped, the card is not offered).
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { strengthOf } from '../core/queries';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const primsIn = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc');

/** A 2R gun for the opposing minion (6.4.5: a ranged strike reaches at long range). */
const GUN: CardDef = {
  id: 'test-gun',
  name: 'Test Gun',
  kind: 'library',
  types: ['Equipment'],
  clan: [],
  reqs: [],
  classes: ['gun'],
  modes: [{ kind: 'equip', conditions: [], effects: [{ e: 'attachStrength', n: 0, rangedDamage: 2 }] }],
  automation: 'full',
};

/**
 * Seat 0's test actor (the mode's Disciplines, one optional maneuver in the first round) holding `def` bleeds;
 * seat 1's test opponent (6 blood, strength `oppStr`, carrying `gear`) blocks: the scenario stands at the
 * combat's step `step`.
 */
export function sweepFight(def: CardDef, m: Mode, strip: boolean, step: 'preRange' | 'range', oppStr = 1, gear: CardDef[] = []) {
  const actor = testVampire(
    'Test Actor',
    discsOf(m),
    [{ e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' }],
    def.clan[0] ?? 'Caitiff',
  );
  const opp = testVampire('Test Opponent', {}, oppStr !== 1 ? [{ e: 'mod', stat: 'strength', n: oppStr - 1, who: 'self' }] : []);
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

/** The families a card's combat modes fit: the opposing minion's strength before range, a dodge at long range. */
export function combatSweepFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'combat' || !plainReqs(def, m)) return;
    const ps = primsIn(m);
    const [st, rider, more] = m.effects;
    if (m.window?.combat === 'beforeRange' && !m.if && ps.length === m.effects.length && ps.length === 1) {
      const p = ps[0];
      if (p.p === 'strength' && p.to === 'opponent' && !p.set) out.push(opponentStrengthCase(def, mi, m, p.n));
    }
    const riderOk = !rider || (isKind(rider, 'prims') && rider.do.every((p) => p.p === 'press'));
    if (!m.window && m.if?.c === 'range' && m.if.range === 'long' && isKind(st, 'strike') && st.s === 'dodge' && riderOk && !more)
      out.push(longDodgeCase(def, mi, m));
  });
  return out;
}
