/**
 * Issue 30 item 1 (fifteenth session, h-crypt-a): the vampires of this round played through their scenario families
 * both ways (the coverage gate runs them all; here, one card at a time), and what the families do not show.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_THERE, officialDef, roundCardTests } from '../../../testing/vtes-card-round';
import { Scenario } from '../testing/scenario';
import { ids } from '../testing/testing';

const ROUND = ['200349', '200403', '200913', '201445', '200105', '200954', '201684', '200684', '200186', '200091', '201248', '201522'];

describe.skipIf(!OFFICIAL_THERE)('V:TES vampires, fifteenth session (issue 30)', () => {
  const def = officialDef;
  roundCardTests(ROUND);

  it('Marciana Giovanni: with no blood to pay her bleed surcharge no bleed is offered to her (rules/action-cost.ts)', () => {
    const m = def('200913');
    const sc = new Scenario({ phase: 'minion', seats: [{ ready: [{ card: m.name, blood: 0 }] }, {}], defs: [m] });
    const v = sc.uid(m.name);
    // a single minion's actions are offered at once
    if (ids(sc.s).includes(`min:${v}`)) sc.choose(`min:${v}`);
    expect(ids(sc.s).some((x) => x.startsWith('bleed:'))).toBe(false);
    expect(ids(sc.s).some((x) => x.startsWith('hunt:'))).toBe(true);
  });
});
