/**
 * The heuristic bot and the master cards of the sixteenth session (issue 29, h-masters), read from their data:
 * behind in a referendum it calls, the bot locks Demonstration to make the opposing prince abstain (the option
 * `locAbst`, rules/politics.ts; testing/families-masters-sweep-sixteenth.ts); it plays Vox Domini out of turn against
 * another Methuselah's referendum about to pass (vocab/prims/ref-fails.ts), not against one failing anyway; with Gird
 * Minions it moves pool onto its emptiest vampire while its pool is high, and stops when it is low (`poolAmong`).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { sharedFile } from '../../../testing/shared-data';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { ids } from '../testing/testing';
import { botPick } from '../testing/bot-pick';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import { GAIN, has, poll, RIVAL } from '../testing/families-abstain';

const botChoice = (sc: Scenario) => {
  const pick = botPick(sc, 'bot-test');
  expect(ids(sc.s)).toContain(pick);
  return pick;
};

const SPEAKER = testVampire('Test Bot Speaker', {});

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: sixteenth session masters', () => {
  it('locks Demonstration on the prince voting against its referendum', () => {
    const demo = cardDefFromDetail(officialCard('100522'));
    const sc = new Scenario({
      seats: [
        { play: [demo.name], ready: [{ card: SPEAKER.name, blood: 4 }], hand: [GAIN.name] },
        { ready: [{ card: RIVAL.name, blood: 4 }] },
      ],
      defs: [demo, SPEAKER, RIVAL, GAIN],
    });
    const card = sc.uid(demo.name, 0, 'play');
    const r = sc.uid(RIVAL.name, 1);
    sc.play(GAIN.name, { by: SPEAKER.name });
    // the caller votes for, the prince against; then the bot is asked again in the polling
    let asked = false;
    poll(sc, [
      has('call:y'),
      has(`v:${r}:n`),
      (o) => {
        if (asked || !sc.s.ref?.tally?.[r] || !o.includes(`locAbst:${card}:${r}`)) return undefined;
        asked = true;
        return botChoice(sc);
      },
    ]);
    expect(sc.s.cards[card].locked).toBe(true);
    expect(sc.pool(0)).toBe(33);
  });

  it("plays Vox Domini against another Methuselah's referendum about to pass", () => {
    const vox = cardDefFromDetail(officialCard('102132'));
    const at = (votes: boolean) => {
      const sc = new Scenario({
        seats: [{ ready: [{ card: SPEAKER.name, blood: 4 }], hand: [GAIN.name] }, { hand: [vox.name] }],
        defs: [vox, SPEAKER, GAIN],
      });
      const card = sc.uid(vox.name, 1, 'hand');
      sc.play(GAIN.name, { by: SPEAKER.name });
      let pick: string | undefined;
      poll(sc, [
        votes ? has('call:y') : () => undefined,
        (o) => {
          if (pick !== undefined || !o.some((x) => x.startsWith('oot:') && x.split(':').includes(card))) return undefined;
          pick = botChoice(sc);
          return pick;
        },
      ]);
      return pick?.split(':').includes(card) ?? false;
    };
    expect(at(true)).toBe(true);
    expect(at(false)).toBe(false);
  });

  it('spreads pool with Gird Minions while its pool is high, and stops when it is low', () => {
    const gird = cardDefFromDetail(officialCard('100831'));
    const full = testVampire('Test Bot Full', {}, [], 'Caitiff', { capacity: 6 });
    const empty = testVampire('Test Bot Empty', {}, [], 'Caitiff', { capacity: 6 });
    const at = (pool: number) => {
      const sc = new Scenario({
        phase: 'master',
        seats: [
          {
            pool,
            ready: [
              { card: full.name, blood: 5 },
              { card: empty.name, blood: 1 },
            ],
            hand: [gird.name],
          },
          {},
        ],
        defs: [gird, full, empty],
      });
      sc.play(gird.name);
      return { sc, pick: botChoice(sc) };
    };
    const rich = at(20);
    expect(rich.pick).toBe(`t:${rich.sc.uid(empty.name)}`);
    expect(at(6).pick).toBe('done');
  });
});
