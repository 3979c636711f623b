/**
 * The heuristic bot and the actions of the thirteenth session (issue 29, h-actions; testing/families-card-block.ts,
 * -unlock-later.ts): it plays them from their data where they help.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { testVampire } from '../testing/test-vampire';
import { Scenario } from '../testing/scenario';
import { dec, passUntil } from '../testing/testing';
import { botPick as pick } from '../testing/bot-pick';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const detail = (id: string) => cards.find((x) => x.id === id)!;

/** The heuristic bot's answer to the pending decision. */
const botPick = (sc: Scenario): string => pick(sc, 'bot-thirteenth');

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: actions of the thirteenth session', () => {
  it("puts a card that blocks in play rather than bleeding for 1 (Unleash Hell's Fury: `cardBlocks`)", () => {
    const def = cardDefFromDetail(detail('102076'));
    const actor = testVampire('Test Infernal', { dai: 1 }, [], 'Baali', { traits: ['infernal'] });
    const prey = testVampire('Test Prey', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: prey.name, blood: 3 }] }],
      defs: [def, actor, prey],
    });
    sc.choose(`min:${sc.uid(actor.name)}`);
    expect(botPick(sc).split(':')).toContain(sc.uid(def.name, 0, 'hand'));
  });

  it("blocks a bleed at it with its card in play before any minion (Unleash Hell's Fury)", () => {
    const def = cardDefFromDetail(detail('102076'));
    const bleeder = testVampire('Test Bleeder', {});
    const guard = testVampire('Test Guard', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: bleeder.name, blood: 5 }] }, { ready: [{ card: guard.name, blood: 6 }], play: [def.name] }],
      defs: [def, bleeder, guard],
    });
    const a = sc.uid(bleeder.name);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    sc.s = passUntil(sc.s, (x) => !x.act || (x.act.step === 'block' && dec(x).seat === 1));
    expect(botPick(sc)).toBe(`block:${sc.uid(def.name, 1)}`);
  });
});
