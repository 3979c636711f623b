/**
 * The heuristic bot never loops on an ability that only unlocks a minion (Lord Tremere: "lock or unlock another ready
 * Tremere" in the minion phase, no cost, no limit; vtes-pl "Polowanie": a vampire may hunt again once unlocked). The
 * TWD bench's game twd-h-15 ran 30,000 choices: unlock Malgorzata, hunt at full blood, unlock her again. The bot
 * unlocks a locked Tremere that can still gain blood, and passes once it is full.
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
import { dec, ids } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

const TREMERE = testVampire('Test Tremere', {}, [], 'Tremere', { capacity: 5 });
const SPARE = testVampire('Test Spare', {}, []);
const PREY = testVampire('Test Prey', {}, []);

/** Seat 0 in its minion phase: Lord Tremere and the Tremere both locked, `blood` on the Tremere; the bot's pick. */
function botPick(blood: number): { pick: string; unlock: string | undefined } {
  const lord = cardDefFromDetail(officialCard('200856'));
  const sc = new Scenario({
    seats: [
      {
        ready: [
          { card: lord.name, blood: 3, locked: true },
          { card: TREMERE.name, blood, locked: true },
        ],
        uncontrolled: [SPARE.name],
      },
      { ready: [{ card: PREY.name, blood: 2 }] },
    ],
    defs: [lord, TREMERE, SPARE, PREY],
  });
  const t = sc.uid(TREMERE.name);
  const d = dec(sc.s);
  const unlock = ids(sc.s).find((id) => id.startsWith('use:') && id.endsWith(`:${t}`));
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('idle-unlock')));
  expect(ids(sc.s)).toContain(pick);
  return { pick, unlock };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: unlock abilities', () => {
  it('unlocks a locked Tremere that can still gain blood by hunting', () => {
    const { pick, unlock } = botPick(2);
    expect(unlock).toBeDefined();
    expect(pick).toBe(unlock);
  });

  it('does not unlock a Tremere already full of blood: it ends the minion phase instead', () => {
    const { pick, unlock } = botPick(5);
    expect(unlock).toBeDefined();
    expect(pick).not.toBe(unlock);
  });
});
