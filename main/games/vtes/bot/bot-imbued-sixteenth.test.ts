/**
 * The heuristic bot with the imbued cards of the sixteenth session (issue 30 item 3, h-imbued; docs/vtes-cards.md):
 * from its data the bot spends Maman Boumba's conviction for her votes against another Methuselah's referendum it
 * opposes (its vote balance: a costly vote while the result is in doubt).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { officialCard } from '../../../testing/official-cards';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { Scenario } from '../testing/scenario';
import { dec, ids, passUntil } from '../testing/testing';
import { testVampire } from '../testing/test-vampire';
import { TEST_CONVICTION } from '../testing/imbued-scenarios';
import { TEST_REFERENDUM } from '../testing/families-votes';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));

/** The bot's answer to the pending decision (it must be offered). */
function bot(sc: Scenario): string {
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-imbued-16')));
  expect(d.options.map((o) => o.id)).toContain(pick);
  return pick;
}

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: imbued of the sixteenth session', () => {
  it("spends Maman Boumba's conviction for votes against another Methuselah's referendum", () => {
    const maman = cardDefFromDetail(officialCard('200907'));
    const caller = testVampire('Test Bot Orator', {});
    const sc = new Scenario({
      active: 1,
      defs: [maman, caller, TEST_REFERENDUM, TEST_CONVICTION],
      seats: [
        { ready: [{ card: maman.name, blood: 4, attached: [{ card: TEST_CONVICTION.name }] }] },
        { ready: [{ card: caller.name, blood: 3 }], hand: [TEST_REFERENDUM.name] },
      ],
    });
    const m = sc.uid(maman.name);
    sc.play(TEST_REFERENDUM.name, { by: caller.name });
    sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).some((o) => o.startsWith(`loc:${m}:`)), 20);
    expect(bot(sc)).toBe(`loc:${m}:n`);
  });
});
