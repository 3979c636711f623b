/**
 * Scenarios of the crypt cards with abilities (issue 30 item 1; tests only), by official card id, as
 * data/card-scenarios.ts: each measures what the vampire's ability does through the engine's decisions
 * and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { handSize, type VtesState } from '../core/state';
import { dec, passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { Scenario } from './scenario';

/** The vampire ready for seat 0 in `phase`, played on (passing) until `until`; then `read` measures the state. */
function readyThrough(def: CardDef, phase: VtesState['phase'], until: VtesState['phase'], read: (s: VtesState) => number) {
  return (strip: boolean): number => {
    // a master card in hand: the master phase asks (and the measure is taken) before it is over
    const sc = new Scenario({ defs: [def], phase, seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Blood Doll'] }, {}] });
    const s = passUntil((strip ? sc.stripped(def.name) : sc).s, (x) => x.phase === until && x.active === 0);
    return read(s);
  };
}

/** 5: one more master phase action while the vampire is ready (one record, `masterActions`). */
const masterActions = (def: CardDef): FamilyCase => ({
  family: 'extra master phase action while ready',
  run: readyThrough(def, 'unlock', 'master', (s) => s.turnFlags.masterLeft),
  expected: 2,
});

const BRUTE = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);

/**
 * 6.4.6: a vampire's own prevention, once each combat (one record: an ability of window `prevent`): it
 * bleeds, a strength 3 vampire blocks and strikes with its hand; the damage prevented.
 */
const preventOnce = (def: CardDef): FamilyCase => ({
  family: 'prevents 1 damage once each combat',
  expected: 1,
  run(strip) {
    const b = Math.min(def.capacity ?? 1, 6);
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: b }] }, { ready: [{ card: BRUTE.name, blood: 6 }] }],
      defs: [def, BRUTE],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(def.name);
    sc.choose(`min:${a}`)
      .choose(`bleed:${a}`)
      .choose(`block:${sc.uid(BRUTE.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
    sc.choose('none').choose('hand');
    const use = dec(sc.s).options.find((o) => o.id.startsWith('static:'));
    if (use) sc.choose(use.id);
    sc.s = passUntil(sc.s, (x) => !x.combat);
    return 3 - (b - sc.s.cards[a].blood);
  },
});

export const CRYPT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // André the Manipulator: +2 hand size while ready
  '200081': (def) => [{ family: 'hand size while ready', run: readyThrough(def, 'unlock', 'master', (s) => handSize(s, 0)), expected: 9 }],
  // Anson: two master phase actions while ready
  '200107': (def) => [masterActions(def)],
  // Ingrid Rossler: +2 transfers when ready as the influence phase starts (4 after the first three turns)
  '200634': (def) => [
    { family: 'transfers while ready', run: readyThrough(def, 'master', 'influence', (s) => s.turnFlags.transfers), expected: 6 },
  ],
  // Lodin (Olaf Holte): prevents 1 damage from an opposing minion's strike once each combat
  '200848': (def) => [preventOnce(def)],
  // Omaya: prevents 1 damage each combat
  '201079': (def) => [preventOnce(def)],
  // Nana Buruku: two master phase actions and +1 hand size while ready
  '201035': (def) => [
    masterActions(def),
    { family: 'hand size while ready', run: readyThrough(def, 'unlock', 'master', (s) => handSize(s, 0)), expected: 8 },
  ],
};
