/**
 * Scenarios of a bleed modifier paid with the Edge (issue 29, h-mods, twelfth session; tests only; vtes-es 2.2, 6.1.1):
 * the primitives `burnEdge` and `noEdgeGain` with an unlimited +1 bleed (Leverage).
 * - `edgeBleed`: seat 0 holds the Edge; its vampire bleeds seat 1 (nobody blocks) and plays the card. Measured: the
 *   pool seat 1 lost (2), +10 when nobody holds the Edge afterwards (burned, and not gained by the bleed). Stripped:
 *   a bleed of 1, the Edge still seat 0's (1).
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const BLEEDER = testVampire('Test Bleeder', {});

function edgeBleedCase(def: CardDef, mi: number): FamilyCase {
  return {
    family: 'edgeBleed',
    expected: 12,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: BLEEDER.name, blood: 4 }], hand: [def.name] }, {}],
        defs: [def, BLEEDER],
        strip: strip ? [def.name] : [],
        edge: 0,
      });
      const a = sc.uid(BLEEDER.name);
      const h = sc.uid(def.name, 0, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 0 && ids(x).some((o) => o.split(':').includes(h))));
      if (sc.s.act) sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1) + (sc.s.edge === null ? 10 : 0);
    },
  };
}

/** Leverage. */
export const EDGE_BLEED_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101098': (def) => [edgeBleedCase(def, 0)],
};
