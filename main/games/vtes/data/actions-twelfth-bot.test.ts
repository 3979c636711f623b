/**
 * The heuristic bot and the actions, allies and retainers of the twelfth session (issue 29, h-actions;
 * testing/actions-twelfth.ts): it plays them from their data where they help.
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
import { Scenario } from '../testing/scenario';
import { dec, ids, passUntil } from '../testing/testing';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const detail = (id: string) => cards.find((x) => x.id === id)!;

/** The heuristic bot's answer to the pending decision. */
const botPick = (sc: Scenario): string => {
  const d = dec(sc.s);
  return vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-twelfth')));
};

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: actions, allies and retainers (twelfth session)', () => {
  it('plays a title card action on an untitled anarch rather than bleeding for 1 (Fee Stake: Perth)', () => {
    const def = cardDefFromDetail(detail('100716'));
    const actor = testVampire('Test Anarch', {}, [], 'Caitiff', { capacity: 6, sect: 'anarch' });
    const prey = testVampire('Test Prey', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: prey.name, blood: 3 }] }],
      defs: [def, actor, prey],
    });
    sc.choose(`min:${sc.uid(actor.name)}`);
    expect(botPick(sc).split(':')).toContain(sc.uid(def.name, 0, 'hand'));
  });

  it('does not call a referendum to burn its own title card (Fee Stake: Perth)', () => {
    const def = cardDefFromDetail(detail('100716'));
    const actor = testVampire('Test Anarch', {}, [], 'Caitiff', { capacity: 6, sect: 'anarch' });
    const prince = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince' });
    const sc = new Scenario({
      phase: 'minion',
      seats: [
        {
          ready: [
            { card: actor.name, blood: 5, attached: [{ card: def.name }] },
            { card: prince.name, blood: 3 },
          ],
        },
        {},
      ],
      defs: [def, actor, prince],
    });
    sc.choose(`min:${sc.uid(prince.name)}`);
    expect(botPick(sc).startsWith('burnRef:')).toBe(false);
  });
});

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: abilities in every unlock phase (twelfth session)', () => {
  it("unlocks its locked vampire in another Methuselah's unlock phase for 1 blood when it has blood to spare (Homunculus)", () => {
    const def = cardDefFromDetail(detail('100932'));
    const employer = testVampire('Test Employer', { pro: 1 });
    const other = testVampire('Test Other', {});
    const sc = new Scenario({
      phase: 'discard',
      active: 0,
      seats: [
        { ready: [{ card: employer.name, blood: 4, locked: true, attached: [{ card: def.name, blood: 1 }] }] },
        { ready: [{ card: other.name, blood: 3 }] },
      ],
      defs: [def, employer, other],
    });
    sc.s = passUntil(sc.s, (x) => ids(x).some((o) => o.startsWith('useOther:0:')), 60);
    expect(botPick(sc).startsWith('useOther:0:')).toBe(true);
  });
});
