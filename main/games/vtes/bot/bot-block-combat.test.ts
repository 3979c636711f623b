/**
 * The heuristic bot and the cards that change the combat of a block (issue 29; testing/families-block-combat.ts):
 * it plays Shroud of Absence [DOM][OBT] for its stealth at the block attempt, then strikes with the strike:
 * combat ends the card gave (`grantStrike`, option `granted`) when its vampire would lose the fight, and hits
 * with its hand when it would not.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { sharedFile } from '../../../testing/shared-data';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, ids, passUntil } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

const ACTOR = testVampire('Test Actor', { dom: 2, obt: 2 });
const BRUTE = testVampire('Test Brute', {}, [
  { e: 'mod', stat: 'intercept', n: 5, who: 'self' },
  { e: 'mod', stat: 'strength', n: 3, who: 'self' },
]);

const botPick = (sc: Scenario): string => {
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
};

/** Seat 0's vampire (`blood`) holding Shroud of Absence hunts; seat 1's brute blocks; the bot plays seat 0 up to its strike. */
function botStrike(blood: number): { stealthPick: string; strikePick: string; card: string } {
  const shroud = cardDefFromDetail(officialCard('101774'));
  const sc = new Scenario({
    seats: [{ ready: [{ card: ACTOR.name, blood }], hand: [shroud.name] }, { ready: [{ card: BRUTE.name, blood: 4 }] }],
    defs: [shroud, ACTOR, BRUTE],
  });
  const a = sc.uid(ACTOR.name);
  const b = sc.uid(BRUTE.name, 1);
  const card = sc.uid(shroud.name, 0, 'hand');
  sc.choose(`min:${a}`).choose(`hunt:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${b}`), 5);
  sc.choose(`block:${b}`);
  const stealthPick = botPick(sc);
  sc.choose(stealthPick);
  sc.s = passUntil(
    sc.s,
    (x) => !x.act || (!!x.combat && (x.combat.step === 'strikeA' || x.combat.step === 'strikeB') && dec(x).seat === 0),
    40,
  );
  return { stealthPick, strikePick: botPick(sc), card };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: the combat of a block', () => {
  it('plays the stealth card at the block attempt, then ends the combat it would lose', () => {
    const { stealthPick, strikePick, card } = botStrike(1);
    expect(stealthPick.split(':')).toContain(card);
    expect(strikePick).toBe(`granted:${card}`);
  });

  it('hits with its hand when its vampire can take the blows', () => {
    const { strikePick } = botStrike(8);
    expect(strikePick).toBe('hand');
  });
});
