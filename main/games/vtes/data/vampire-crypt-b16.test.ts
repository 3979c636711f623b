/**
 * Issue 30 item 1 (sixteenth session, h-crypt-b): the vampires of this round played through their scenario families
 * both ways (the coverage gate runs them all; here, one card at a time), their texts in es and pl, and what the
 * families do not show.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_THERE, officialDef, roundCardTests } from '../../../testing/vtes-card-round';
import type { CardDef } from '../schema/effects';
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

describe.skipIf(!OFFICIAL_THERE)('V:TES vampires, sixteenth session b (issue 30)', () => {
  const def = officialDef;
  roundCardTests(ROUND);

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
