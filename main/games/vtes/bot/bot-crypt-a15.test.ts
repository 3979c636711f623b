/**
 * The heuristic bot and the records of the fifteenth session's crypt stripe a (issue 30 item 1): a vampire's own ability
 * making a bleed against its Methuselah fail (`failAction`, paid by burning the Edge: Victorine Lafourcade) is used as
 * the block is decided, and the blood of Dmitra Ilyanova's referendum (`bloodAmong`) goes on the bot's own vampire.
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
import { bloodAmongStep } from '../vocab/prims/blood-among';

const BLEEDER = testVampire('Test Small Bleeder', {}, [], 'Caitiff', { capacity: 3 });
const OTHER = testVampire('Test Other Seat', {});
const bot = (sc: Scenario) => vtesHeuristicBot.choose(seatView(sc.s, dec(sc.s).seat), dec(sc.s), new RngCursor(seedRng('bot-test')));

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('bot: crypt records of the fifteenth session', () => {
  it('burns the Edge with Victorine Lafourcade to make a small vampire’s bleed fail', () => {
    const def = cardDefFromDetail(officialCard('201445'));
    const sc = new Scenario({
      seats: [{ ready: [{ card: BLEEDER.name, blood: 3 }] }, { ready: [{ card: def.name, blood: 4, locked: true }] }, {}],
      defs: [def, BLEEDER],
      edge: 1,
    });
    const b = sc.uid(BLEEDER.name);
    const v = sc.uid(def.name, 1);
    sc.choose(`min:${b}`).choose(`bleed:${b}`);
    sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((id) => id.startsWith(`use:${v}:`)), 20);
    const pick = bot(sc);
    expect(pick.startsWith(`use:${v}:`)).toBe(true);
  });

  it('places the blood of a shared-out gift on its own vampire', () => {
    const mine = testVampire('Test Mine', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: mine.name, blood: 1 }] }, { ready: [{ card: OTHER.name, blood: 1 }] }],
      defs: [mine, OTHER],
    });
    bloodAmongStep(sc.s, 0, { left: 1, sel: { of: 'vampire', whose: 'any', count: 'each' } });
    expect(dec(sc.s).kind).toBe('vtes.bloodAmong');
    expect(bot(sc).split(':')).toContain(sc.uid(mine.name));
  });
});
