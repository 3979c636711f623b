/**
 * The heuristic bot in combat (bot-combat.ts; vtes-es 6.4.2 range, 6.4.3 strikes, 6.4.4 presses): it strikes
 * with a card that hurts more than its hand, maneuvers to the range where it deals more than it takes, and
 * presses to finish a minion it outdamages. Found by the TWD soak's `fullCardsNeverPlayed` line: Theft of
 * Vitae and Aid from Bats were held in 23 and 42 games and never played.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import type { CardDef } from '../schema/effects';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { dec, passUntil } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

const card = (name: string, effects: CardDef['modes'][number]['effects']): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: ['Combat'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'combat', conditions: [], effects }],
  automation: 'full',
});
/** A strike: 2 blood stolen, ranged (as Theft of Vitae's superior). */
const LEECH = card('Test Leech', [{ e: 'strike', s: 'stealBlood', dmg: 2, ranged: true }]);
/** A strike: 1 damage, ranged, with a maneuver (as Aid from Bats). */
const BATS = card('Test Bats', [
  { e: 'strike', s: 'damage', dmg: 1, ranged: true },
  { e: 'prims', do: [{ p: 'maneuver' }] },
]);
/** A maneuver. */
const STEP = card('Test Step', [{ e: 'prims', do: [{ p: 'maneuver' }] }]);
/** A press. */
const SHOVE = card('Test Shove', [{ e: 'prims', do: [{ p: 'press', who: 'minion' }] }]);
/** A strength 3 brute and a strength 1 actor. */
const BRUTE = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);
const ACTOR = testVampire('Test Actor', {});

/** Seat 0's actor (blood `blood`, holding `hand`) bleeds, seat 1's brute (blood `bruteBlood`) blocks; stopped at `step`. */
function fight(hand: CardDef[], step: string, blood = 6, bruteBlood = 6, brute = BRUTE) {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: ACTOR.name, blood }], hand: hand.map((h) => h.name) },
      { ready: [{ card: brute.name, blood: bruteBlood }], hand: [] },
    ],
    defs: [ACTOR, brute, ...hand, LEECH, BATS, STEP, SHOVE],
  });
  const a = sc.uid(ACTOR.name);
  const o = sc.uid(brute.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => (x.combat?.step === step && dec(x).seat === 0) || !x.act);
  return { sc, a, o };
}

const botPick = (sc: Scenario) => {
  const d = dec(sc.s);
  return vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-combat')));
};

describe('V:TES heuristic bot in combat (6.4)', () => {
  it('6.4.3: steals 2 blood with a strike card rather than striking for 1 with its hand', () => {
    const { sc } = fight([LEECH], 'strikeA');
    expect(dec(sc.s).options.map((x) => x.id)).toContain('hand');
    expect(botPick(sc)).toMatch(/^card:/);
  });

  it('6.4.3: keeps a 1-damage strike card when its hand strike deals as much at close range', () => {
    const { sc } = fight([BATS], 'strikeA');
    expect(botPick(sc)).toBe('hand');
  });

  it('6.4.2: maneuvers to long range when its ranged strike outdamages the brute and the brute has no gun', () => {
    const { sc } = fight([LEECH, STEP], 'range');
    const d = dec(sc.s);
    expect(d.kind).toBe('vtes.maneuver');
    expect(botPick(sc)).toMatch(/^card:/);
  });

  it('6.4.2: maneuvers away from a stronger minion when neither has a ranged strike (no strike lands at long range)', () => {
    const { sc } = fight([STEP], 'range');
    expect(botPick(sc)).toMatch(/^card:/);
  });

  it('6.4.2: does not spend a maneuver in an even fight', () => {
    const { sc } = fight([STEP], 'range', 6, 6, testVampire('Test Weakling', {}));
    expect(botPick(sc)).toBe('pass');
  });

  it('6.4.4: presses to continue when the next round finishes the other minion and its own survives', () => {
    const weak = testVampire('Test Weakling', {});
    const { sc } = fight([SHOVE], 'press', 6, 1, weak);
    // the round's strikes: both hands (1 damage each); the weakling empties and goes to torpor only past its blood
    expect(dec(sc.s).kind).toBe('vtes.press');
    expect(botPick(sc)).toMatch(/^card:/);
  });

  it('6.4.4: does not press to continue against a minion that outdamages it', () => {
    const { sc } = fight([SHOVE], 'press', 6, 6);
    expect(botPick(sc)).toBe('pass');
  });
});
