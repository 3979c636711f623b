/**
 * Referendums whose outcome lets each Methuselah choose one of their ready vampires (issue 29; record
 * `capacityPool`, testing/families-ref-choice.ts): Ancient Influence and Reins of Power, card by card with
 * their scenarios, the choice asked in turn from the caller, and the heuristic bot's choice.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { REF_CHOICE_SCENARIOS, refChoice } from '../testing/families-ref-choice';
import { CARD_DATA, dataStatus } from './load';
import { dec, ids } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/families';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from '../bot/bots';
import { seatView } from '../view/seatview';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const def = (id: string) => cardDefFromDetail(cards.find((x) => x.id === id)!);

describe.skipIf(!haveData && !process.env.CI)('V:TES referendums with a vampire chosen as they pass (capacityPool)', () => {
  it('both cards are full, with their scenarios (run both ways by coverage-gate.test.ts)', () => {
    for (const id of Object.keys(REF_CHOICE_SCENARIOS)) {
      expect(CARD_DATA.get(id)?.status, id).toBe('full');
      expect(dataStatus(cards.find((x) => x.id === id)!), id).toBe('full');
      for (const k of REF_CHOICE_SCENARIOS[id](def(id))) expect(k.run(false), k.family).toBe(k.expected);
    }
  });

  it('vtes-es 6.3.2: the choice is asked in turn from the caller, each of its own ready vampires or none', () => {
    const d = def('100064');
    const caller = testVampire('Test Caller', {}, [], 'Caitiff', { title: 'prince' });
    const other = testVampire('Test Other', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: caller.name, blood: 5 }], hand: [d.name] }, { ready: [{ card: other.name, blood: 1 }] }, {}],
      defs: [d, caller, other],
    });
    const c = sc.uid(caller.name);
    sc.play(d.name, { by: caller.name });
    const asked: number[] = [];
    for (let i = 0; i < 60 && (sc.s.act || sc.s.ref); i++) {
      const x = dec(sc.s);
      if (x.prompt.key.endsWith('outcomeVampire')) {
        asked.push(x.seat);
        // its own ready vampires and "none", never another Methuselah's
        const mine = sc.s.seats[x.seat].zones.ready;
        expect(x.options.every((o) => o.id === 'onone' || mine.includes(String(o.params?.uid)))).toBe(true);
        expect(x.options.some((o) => o.id === 'onone')).toBe(true);
      }
      const o = ids(sc.s);
      sc.choose(o.find((y) => y === 'call:y' || y === `v:${c}:y`) ?? o.find((y) => ['pass', 'decline', 'done'].includes(y)) ?? o[0]);
    }
    // seat 2 has no ready vampire: not asked, and counts 0
    expect(asked).toEqual([0, 1]);
    expect(sc.pool(2)).toBe(25);
  });

  it('only one per game: not offered again once called', () => {
    const d = def('101591');
    const sc = refChoice(d, [{ hand: [] }, {}, {}], [null, null, null])(false);
    expect(sc.s.seats[0].eventsPlayed).toContain(d.id);
  });

  it('the heuristic bot chooses its largest ready vampire', () => {
    const d = def('101591');
    const caller = testVampire('Test Caller', {}, [], 'Caitiff', { title: 'prince', capacity: 3 });
    const big = testVampire('Test Other', {});
    const sc = new Scenario({
      seats: [
        {
          ready: [
            { card: caller.name, blood: 3 },
            { card: big.name, blood: 1 },
          ],
          hand: [d.name],
        },
        {},
      ],
      defs: [d, caller, big],
    });
    const c = sc.uid(caller.name);
    sc.play(d.name, { by: caller.name });
    for (let i = 0; i < 60 && !dec(sc.s).prompt.key.endsWith('outcomeVampire'); i++) {
      const o = ids(sc.s);
      sc.choose(o.find((y) => y === 'call:y' || y === `v:${c}:y`) ?? o.find((y) => ['pass', 'decline', 'done'].includes(y)) ?? o[0]);
    }
    const x = dec(sc.s);
    expect(x.seat).toBe(0);
    const pick = vtesHeuristicBot.choose(seatView(sc.s, x.seat), x, new RngCursor(seedRng('ref-choice')));
    expect(x.options.find((o) => o.id === pick)?.params?.uid).toBe(sc.uid(big.name));
  });
});
