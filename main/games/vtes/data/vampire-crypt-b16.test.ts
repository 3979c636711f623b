/**
 * Issue 30 item 1 (sixteenth session, h-crypt-b): the vampires of this round played through their scenario families
 * both ways (the coverage gate runs them all; here, one card at a time), their texts in es and pl, and what the
 * families do not show.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import type { CardDef } from '../schema/effects';
import { bothWays } from '../testing/both-ways';
import { renderCardText } from '../vocab/text';
import { Scenario } from '../testing/scenario';
import { passUntil } from '../testing/testing';
import { testVampire } from '../testing/test-vampire';

const ROUND = ['201295', '200402', '201401', '201775', '201678'];

/** A test bleed action card of no Discipline, with no "do not replace" of its own. */
const rush: CardDef = {
  id: 'test-b16-rush',
  name: 'Test Plain Rush',
  kind: 'library',
  types: ['Action'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'action', conditions: [], targets: { t: 'prey' }, effects: [{ e: 'bleed', plus: 0 }] }],
  automation: 'full',
};

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES vampires, sixteenth session b (issue 30)', () => {
  const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  const def = (id: string) => cardDefFromDetail(cards.find((c) => c.id === id)!);

  it.each(ROUND)('%s: full, its scenarios pass, and fail once its effects are stripped', (id) => {
    expect(def(id).automation).toBe('full');
    const runs = bothWays(def(id));
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) expect([r.family, r.got, r.stripped === r.expected]).toEqual([r.family, r.expected, false]);
  });

  it.each(ROUND)('%s: its text renders in es and pl with no template left', (id) => {
    for (const lang of ['es', 'pl'] as const) {
      const t = renderCardText(def(id), lang);
      expect(t).not.toMatch(/\{\{|\[object|prim\.|effect\.|cost\.|ability\.|undefined/);
    }
  });

  it('Skidmark: the action card he plays is not replaced until his action ends (1.6.1.2)', () => {
    const sk = def('201295');
    // a vampire that may block keeps the action open after it is announced
    const sentry = testVampire('Test Waiting Sentry', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);
    const sc = new Scenario({
      seats: [
        { ready: [{ card: sk.name, blood: 5 }], hand: [rush.name, ...Array<string>(6).fill('Blood Doll')] },
        { ready: [{ card: sentry.name, blood: 3 }] },
      ],
      defs: [sk, rush, sentry],
    });
    sc.play(rush.name, { by: sk.name });
    expect([sc.s.seats[0].zones.hand.length, sc.s.seats[0].noReplaceAction]).toEqual([6, 1]);
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect([sc.s.seats[0].zones.hand.length, sc.s.seats[0].noReplaceAction]).toEqual([7, 0]);
  });
});
