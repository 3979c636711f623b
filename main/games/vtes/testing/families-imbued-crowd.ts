/**
 * Scenario families of imbued beside other imbued (an imbued that burns a conviction in its controller's unlock phase while that Methuselah controls
 * more than two ready imbued (issue 30 item 3; tests only; imbued appendix A.2; vtes-es 4; the Condition leaf
 * `controls { imbued, min }` and the primitive `burnConviction`; one whose unlock phase hurts another imbued of its
 * Methuselah's, the primitive `hurtChosen`). Each fails once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { chooseP, dec, passUntil } from './testing';
import type { FamilyCase } from './families';
import { Scenario } from './scenario';
import { TEST_CONVICTION, testImbued } from './imbued-scenarios';

const MATE = testImbued('Test Mate', 3);
const PAL = testImbued('Test Pal', 3);

/**
 * Seat 1's discard phase; seat 0's imbued bears two convictions, beside one or two other ready imbued. Measured once
 * seat 0's unlock phase is over: 10 when, with three ready imbued, one conviction is burned (one left), 1 when, with two,
 * both stay.
 */
export const crowdBurnsConviction = (def: CardDef): FamilyCase => ({
  family: 'imbued: a conviction burned in the unlock phase while its Methuselah controls more than two ready imbued',
  expected: 11,
  run(strip) {
    const left = (crowd: boolean): number => {
      const sc = new Scenario({
        phase: 'discard',
        active: 1,
        defs: [def, MATE, PAL, TEST_CONVICTION],
        strip: strip ? [def.name] : [],
        seats: [
          {
            ready: [
              { card: def.name, blood: 4, attached: [{ card: TEST_CONVICTION.name }, { card: TEST_CONVICTION.name }] },
              { card: MATE.name, blood: 3 },
              ...(crowd ? [{ card: PAL.name, blood: 3 }] : []),
            ],
          },
          {},
        ],
      });
      const me = sc.uid(def.name);
      sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion', 40);
      return sc.s.cards[me].attached.length;
    };
    return (left(true) === 1 ? 10 : 0) + (left(false) === 2 ? 1 : 0);
  },
});

/**
 * Seat 1's discard phase; seat 0's imbued beside other ready imbued of its Methuselah. Measured once seat 0's unlock
 * phase is over: 10 when, beside two imbued at 3 life, one of them (picked) lost 1 life and the card (at 3) none; 1 when the only
 * other imbued, at 1 life, is incapacitated (imbued appendix A.5).
 */
export const unlockHurtsAnother = (def: CardDef): FamilyCase => ({
  family: 'imbued: in its unlock phase another ready imbued of its Methuselah takes 1 unpreventable damage',
  expected: 11,
  run(strip) {
    const play = (two: boolean) => {
      const sc = new Scenario({
        phase: 'discard',
        active: 1,
        defs: [def, MATE, PAL],
        strip: strip ? [def.name] : [],
        seats: [
          {
            ready: [{ card: def.name, blood: 3 }, { card: MATE.name, blood: two ? 3 : 1 }, ...(two ? [{ card: PAL.name, blood: 3 }] : [])],
          },
          {},
        ],
      });
      const ids = [def.name, MATE.name, ...(two ? [PAL.name] : [])].map((n) => sc.uid(n));
      const done = (x: typeof sc.s) => x.active === 0 && x.phase === 'minion';
      sc.s = passUntil(sc.s, (x) => done(x) || dec(x).kind === 'vtes.hurtTarget', 40);
      // two other imbued: the pick of the one hurt (the first offered)
      if (!done(sc.s)) sc.s = passUntil(chooseP(sc.s, 't:'), done, 40);
      return ids.map((u) => (sc.s.cards[u].zone === 'ready' ? sc.s.cards[u].blood : -1));
    };
    const [self, mate, pal] = play(true);
    const [, alone] = play(false);
    return (self === 3 && mate + pal === 5 ? 10 : 0) + (alone === -1 ? 1 : 0);
  },
});

export const IMBUED_CROWD_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Earl "Shaka74" Deams: a conviction burned in his unlock phase with more than two ready imbued (+1 stealth: its stat case)
  '200397': (def) => [crowdBurnsConviction(def)],
  // Béatrice "Oracle171" Tremblay: another ready imbued of hers takes 1 unpreventable damage in her unlock phase (+1 bleed)
  '200181': (def) => [unlockHurtsAnother(def)],
};
