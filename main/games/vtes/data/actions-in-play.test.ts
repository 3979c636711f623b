/**
 * Action cards put in play that act in the unlock phases or as other minions act (issue 29;
 * testing/actions-in-play.ts, whose scenarios data/action-sweep.test.ts plays both ways): the heuristic bot plays
 * them and answers their picks from their data.
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
import { actorFor } from '../testing/action-scenarios';
import { testVampire } from '../testing/test-vampire';
import { Scenario } from '../testing/scenario';
import { dec, passUntil } from '../testing/testing';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const detail = (id: string) => cards.find((x) => x.id === id)!;

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: action cards put in play', () => {
  it("puts in play a card burning its prey's pool each turn rather than bleeding for 1 (Army of Rats)", () => {
    const def = cardDefFromDetail(detail('100093'));
    const actor = actorFor(def, 0);
    const prey = testVampire('Test Prey', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: prey.name, blood: 3 }] }],
      defs: [def, actor, prey],
    });
    sc.choose(`min:${sc.uid(actor.name)}`);
    const d = dec(sc.s);
    const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-in-play')));
    expect(pick.split(':')).toContain(sc.uid(def.name, 0, 'hand'));
  });

  it('plays a card becoming a vampire while it has few vampires (The Embrace)', () => {
    const def = cardDefFromDetail(detail('100633'));
    const actor = testVampire('Test Actor', {});
    const prey = testVampire('Test Prey', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: prey.name, blood: 3 }] }],
      defs: [def, actor, prey],
    });
    sc.choose(`min:${sc.uid(actor.name)}`);
    const d = dec(sc.s);
    const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-in-play')));
    expect(pick.split(':')).toContain(sc.uid(def.name, 0, 'hand'));
  });

  it('burns random hand cards rather than pool when its pool is low (burnPoolOrHand)', () => {
    const def = cardDefFromDetail(detail('100416'));
    const sc = new Scenario({
      phase: 'discard',
      active: 0,
      seats: [{ play: [{ card: def.name, blood: 2 }] }, { pool: 6, hand: ['Blood Doll', 'Blood Doll', 'Blood Doll'] }],
      defs: [def],
    });
    sc.s = passUntil(sc.s, (x) => x.pick?.then === 'burnPoolOrHand');
    const d = dec(sc.s);
    expect(vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-in-play')))).toBe('k:2');
  });
});
