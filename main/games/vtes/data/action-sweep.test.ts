/**
 * Action cards said by records that already exist (issue 29, the ninth session's sweep; testing/action-sweep-scenarios.ts):
 * each card's scenarios, played with its effects and without them.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { ACTION_SWEEP_SCENARIOS as ACTIONS } from '../testing/action-sweep-scenarios';
import { ALLY_SWEEP_SCENARIOS } from '../testing/ally-sweep-scenarios';
import { ACTIONS_IN_PLAY } from '../testing/actions-in-play';
import { ACTIONS_TWELFTH } from '../testing/actions-twelfth';
import { ACTIONS_FOURTEENTH } from '../testing/actions-fourteenth';
import { ACTIONS_FIFTEENTH } from '../testing/actions-fifteenth';
import { ACTIONS_SIXTEENTH } from '../testing/actions-sixteenth';
import { familyCases } from '../testing/families';

const ACTION_SWEEP_SCENARIOS = {
  ...ACTIONS,
  ...ALLY_SWEEP_SCENARIOS,
  ...ACTIONS_IN_PLAY,
  ...ACTIONS_TWELFTH,
  ...ACTIONS_FOURTEENTH,
  ...ACTIONS_FIFTEENTH,
  ...ACTIONS_SIXTEENTH,
};
import { CARD_DATA, dataStatus } from './load';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/families';
import { passUntil } from '../testing/testing';
import { pressesLeft, useOptPress } from '../rules/rounds';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const detail = (id: string) => cards.find((x) => x.id === id)!;

describe.skipIf(!haveData && !process.env.CI)('V:TES action cards of the sweep', () => {
  for (const id of Object.keys(ACTION_SWEEP_SCENARIOS))
    it(`${id}: full, its scenarios pass, and fail without its effects`, () => {
      const c = detail(id);
      expect(CARD_DATA.get(id)?.status, c.name).toBe('full');
      expect(dataStatus(c), c.name).toBe('full');
      const def = cardDefFromDetail(c);
      for (const k of [...familyCases(def), ...ACTION_SWEEP_SCENARIOS[id](def)]) {
        expect(k.run(false), `${c.name}: ${k.family}`).toBe(k.expected);
        let stripped: number | string;
        try {
          stripped = k.run(true);
        } catch (e) {
          stripped = String((e as Error).message);
        }
        expect(stripped, `${c.name}: ${k.family} without its effects`).not.toBe(k.expected);
      }
    });
});

describe.skipIf(!haveData && !process.env.CI)('V:TES a press kept for the combat (press { for: combat })', () => {
  it('is usable in any round, once, and only to continue the combat when it says so (Harass)', () => {
    const def = cardDefFromDetail(detail('100886'));
    const actor = testVampire('Test Actor', {});
    const target = testVampire('Test Target', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: target.name, blood: 5, locked: true }] }],
      defs: [def, actor, target],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name, target: target.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
    expect(pressesLeft(sc.s, a, 'continue')).toBe(1);
    expect(pressesLeft(sc.s, a, 'end')).toBe(0);
    // a new round does not take it away (the round's own presses end with it: rounds.ts newRound)
    sc.s = { ...sc.s, combat: { ...sc.s.combat!, round: 2, optPresses: {} } };
    expect(pressesLeft(sc.s, a, 'continue')).toBe(1);
    useOptPress(sc.s, a, 'continue');
    expect(pressesLeft(sc.s, a, 'continue')).toBe(0);
  });
});
