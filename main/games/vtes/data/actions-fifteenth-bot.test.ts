/**
 * The heuristic bot and the actions of the fifteenth session (issue 29, h-actions; testing/families-unlock-to-block.ts):
 * it uses their records from what they do.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { testVampire } from '../testing/test-vampire';
import { Scenario } from '../testing/scenario';
import { dec, passUntil, usesOf } from '../testing/testing';
import { botPick as pick } from '../testing/bot-pick';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const detail = (id: string) => cards.find((x) => x.id === id)!;

/** The heuristic bot's answer to the pending decision. */
const botPick = (sc: Scenario): string => pick(sc, 'bot-fifteenth');

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: actions of the fifteenth session', () => {
  it('unlocks its locked Sabbat vampire to block a bleed that would oust it (Under Siege: `unlockToBlock`)', () => {
    const def = cardDefFromDetail(detail('102063'));
    const bleeder = testVampire('Test Bleeder', {});
    const guard = testVampire('Test Sabbat Guard', {}, [], 'Caitiff', { sect: 'sabbat' });
    const sc = new Scenario({
      seats: [
        { ready: [{ card: bleeder.name, blood: 5 }] },
        { pool: 1, ready: [{ card: guard.name, blood: 4, locked: true }], play: [{ card: def.name, blood: 3 }] },
      ],
      defs: [def, bleeder, guard],
    });
    const a = sc.uid(bleeder.name);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    sc.s = passUntil(sc.s, (x) => !x.act || (x.act.step === 'block' && dec(x).seat === 1));
    const use = usesOf(sc.s, sc.uid(def.name, 1), sc.uid(guard.name, 1))[0];
    expect(use).toBeDefined();
    expect(botPick(sc)).toBe(use);
  });
});
