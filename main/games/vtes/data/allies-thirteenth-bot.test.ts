/**
 * The heuristic bot and the allies of the thirteenth session (issue 29, h-allies; testing/allies-thirteenth.ts): it reads
 * their records from the data: a card of the ash heap removed rather than Shambling Hordes burned (`ashRemoveOrBurn`), and
 * War Ghoul recruited only with another ally or retainer to burn (`burnOwn`).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from '../bot/bots';
import { seatView } from '../view/seatview';
import { testVampire } from '../testing/test-vampire';
import { TEST_ALLY } from '../testing/action-scenarios';
import { Scenario } from '../testing/scenario';
import { dec, passUntil } from '../testing/testing';
import { forgetDecision } from '../rules/kernel';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const detail = (id: string) => cards.find((x) => x.id === id)!;

/** The heuristic bot's answer to the pending decision. */
const botPick = (sc: Scenario): string => {
  const d = dec(sc.s);
  return vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-thirteenth')));
};

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: allies (thirteenth session)', () => {
  it('removes a card of its ash heap rather than burning Shambling Hordes as it enters play', () => {
    const def = cardDefFromDetail(detail('101751'));
    const necro = testVampire('Test Necromancer', { nec: 1 });
    const sc = new Scenario({
      seats: [{ pool: 20, ready: [{ card: necro.name, blood: 5 }], hand: [def.name], ash: [TEST_ALLY.name] }, {}],
      defs: [def, necro, TEST_ALLY],
    });
    sc.play(def.name, { by: necro.name });
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'ashRemoveOrBurn', 40);
    expect(sc.s.pick?.kind).toBe('ashRemoveOrBurn');
    expect(botPick(sc)).not.toBe('none');
  });

  it('does not recruit War Ghoul with no other ally or retainer to burn (it would burn itself); does with one', () => {
    const def = cardDefFromDetail(detail('102144'));
    const tz = testVampire('Test Tzimisce', {}, [], 'Tzimisce');
    const offered = (others: boolean) => {
      const sc = new Scenario({
        seats: [
          { pool: 20, ready: [{ card: tz.name, blood: 5 }, ...(others ? [{ card: TEST_ALLY.name, blood: 2 }] : [])], hand: [def.name] },
          {},
        ],
        defs: [def, tz, TEST_ALLY],
      });
      // it bled already this turn: recruiting beats hunting with 5 blood
      sc.s = { ...sc.s, turnFlags: { ...sc.s.turnFlags, bled: [sc.uid(tz.name)] } };
      forgetDecision(sc.s);
      sc.choose(`min:${sc.uid(tz.name)}`);
      return botPick(sc)
        .split(':')
        .includes(sc.uid(def.name, 0, 'hand'));
    };
    expect(offered(false)).toBe(false);
    expect(offered(true)).toBe(true);
  });
});
