/**
 * Scenarios of a card's use letting its minion take an action in any Methuselah's minion phase (issue 29, h-mods,
 * eleventh session; tests only): the ability window `minionAny` and the primitive `takeAction` (vtes-es 6, 6.1).
 * - `anyPhaseBleed` (Enkil Cog): seat 0's capacity-10 vampire bleeds its prey successfully and the card is played
 *   after resolution, put on it (+1 bleed). In seat 1's minion phase, seat 0 is asked first: it locks the card and
 *   its vampire, still locked from its own turn, bleeds seat 1 again; measured: the pool that bleed took (1 + 1).
 *   Stripped, the card gives no use and no bleed happens in seat 1's turn (0).
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

function anyPhaseBleedCase(def: CardDef): FamilyCase {
  const actor = testVampire('Test Elder', {}, [], 'Caitiff', { capacity: 10 });
  const prey = testVampire('Test Prey', {});
  return {
    family: 'anyPhaseBleed',
    expected: 2,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, { ready: [{ card: prey.name, blood: 3 }] }],
        defs: [def, actor, prey],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const h = sc.uid(def.name, 0, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => ids(x).some((o) => o.split(':').includes(h)), 20);
      sc.play(def.name);
      // to seat 1's minion phase: seat 0 is asked there first (its Cog), else seat 1 decides
      sc.s = passUntil(sc.s, (x) => x.phase === 'minion' && x.active === 1, 60);
      const use = ids(sc.s).find((o) => o.startsWith('anyUse:'));
      if (!use) return 0;
      if (dec(sc.s).seat !== 0) throw new Error('scenario: the use is offered to another Methuselah');
      sc.choose(use);
      const before = sc.pool(1);
      sc.choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => !x.act, 20);
      return before - sc.pool(1);
    },
  };
}

/** Enkil Cog. */
export const ANY_PHASE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100645': (def) => [anyPhaseBleedCase(def)],
};
