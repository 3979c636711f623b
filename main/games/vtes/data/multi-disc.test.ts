/**
 * Cards played with several Disciplines at once (issue 29; the entry's `multiDisc`, testing/families-multi-disc.ts):
 * each card's scenario, and a vampire holding only some of the Disciplines offered only the modes it can pay.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { MULTI_DISC_SCENARIOS } from '../testing/families-multi-disc';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/families';
import { dec } from '../testing/testing';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const def = (id: string) => cardDefFromDetail(cards.find((x) => x.id === id)!);

describe.skipIf(!haveData && !process.env.CI)('V:TES cards played with several Disciplines at once (multiDisc)', () => {
  it('each card does what every Discipline used says', () => {
    for (const [id, cases] of Object.entries(MULTI_DISC_SCENARIOS))
      for (const k of cases(def(id))) expect(k.run(false), `${id} ${k.family}`).toBe(k.expected);
  });

  it('a vampire with only some of the Disciplines is offered only the modes needing those', () => {
    const d = def('100952');
    const actor = testVampire('Test Anarch', { cel: 1, pre: 1 }, [], 'Caitiff', { sect: 'anarch' });
    const sc = new Scenario({ seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [d.name] }, {}], defs: [d, actor] });
    sc.choose(`min:${sc.uid(actor.name)}`);
    const h = sc.uid(d.name, 0, 'hand');
    const modes = dec(sc.s)
      .options.map((o) => o.id.split(':'))
      .filter((p) => p.includes(h))
      .map((p) => d.modes[Number(p[p.indexOf(h) + 1])].conditions.flatMap((c) => (c.r === 'disc' ? [c.disc] : [])).join('+'));
    expect(modes.sort()).toEqual(['cel', 'cel+pre', 'pre']);
  });
});
