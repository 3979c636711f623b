/**
 * The scenario family of a vampire's own trigger as it is burned in combat (issue 30 item 1; tests only; the rule:
 * vocab/triggers.ts `runTriggers`, the burned minion's own text read from the ash heap, vtes-es 6.4.6):
 * `{ e: 'on', event: 'vtes.burn', own: true, seat: 'minionCtl', filter: inCombat self }` burning its controller's pool
 * (Angela Decker). The vampire, with 1 blood, bleeds; a test vampire whose hand strikes are aggravated, with +2
 * strength, blocks and strikes with its hand; the vampire does not strike and burns. Measured: the pool its controller
 * lost (2). With the effects stripped: none.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind, isPrim } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const BURNER = testVampire('Test Ash Maker', {}, [
  { e: 'ownStrikes', aggHand: true },
  { e: 'mod', stat: 'strength', n: 2, who: 'self' },
]);

function poolAsBurned(def: CardDef): FamilyCase {
  return {
    family: "vampire's own trigger as it is burned in combat: its controller burns pool",
    expected: 2,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 1 }] }, { ready: [{ card: BURNER.name, blood: 6 }] }],
        defs: [def, BURNER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(BURNER.name, 1)}`);
      const pool = sc.s.seats[0].pool;
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none');
      if (ids(sc.s).includes('hand')) sc.choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat && !x.act);
      if (sc.s.cards[a]?.zone !== 'ash') throw new Error(`scenario: ${def.name} ends in ${String(sc.s.cards[a]?.zone)}`);
      return pool - sc.s.seats[0].pool;
    },
  };
}

const isOwnBurn = (e: Effect): boolean =>
  isKind(e, 'on') &&
  !!e.own &&
  e.event === 'vtes.burn' &&
  e.seat === 'minionCtl' &&
  e.effects.some((p) => isPrim('move')(p) && p.from === 'pool' && p.to === 'bank');

/** The cases of this family a vampire fits. */
export function cryptOwnBurnCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.kind === 'vampire' && m.effects.some(isOwnBurn)) ? [poolAsBurned(def)] : [];
}
