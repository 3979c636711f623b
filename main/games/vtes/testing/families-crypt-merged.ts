/**
 * Scenario family of an advanced vampire's "[MERGED]" sentence (issue 30 item 1; tests only; vtes-es 7, 5): an ability
 * of window `master` of the vampire itself under the Condition `merged` ("during your master phase, you may move 1 blood
 * from her to your pool", only once both versions are merged). The vampire (3 blood) is ready in its Methuselah's master
 * phase, merged with a version kept under it; the ability is used once. Then the same vampire not merged offers no use.
 * Measured: the pool gained (10 each), the blood it paid (1 each), 100 when the unmerged vampire offers nothing.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { markCard } from '../core/ops';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** The other version, kept under the vampire (not advanced: the merged pair reads the vampire's own text). */
const OTHER = testVampire('Test Other Version', {});

const mergedOnly = (c: Cond | undefined): boolean => c?.c === 'merged' && c.who === 'self';

function masterPoolCase(def: CardDef, a: Ability): FamilyCase {
  const gain = a.effects.reduce((k, p) => k + (p.p === 'move' && p.to === 'pool' && typeof p.n === 'number' ? p.n : 0), 0);
  const paid = a.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0);
  return {
    family: "advanced vampire's master phase ability once merged",
    expected: 10 * gain + paid + 100,
    run(strip) {
      const play = (merged: boolean): { pool: number; blood: number; offered: boolean } => {
        const sc = new Scenario({
          defs: [def, OTHER],
          phase: 'master',
          // a master card in hand: the master phase asks before it is over
          seats: [
            { ready: [{ card: def.name, blood: 3 }], uncontrolled: [{ card: OTHER.name, blood: 0 }], hand: ['Blood Doll'], pool: 10 },
            {},
          ],
          strip: strip ? [def.name] : [],
        });
        const v = sc.uid(def.name);
        if (merged) markCard(sc.s, v, { merged: sc.uid(OTHER.name, 0, 'uncontrolled') });
        const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
        if (!o) return { pool: 0, blood: 0, offered: false };
        const pool = sc.s.seats[0].pool;
        sc.choose(o.id);
        return { pool: sc.s.seats[0].pool - pool, blood: 3 - sc.s.cards[v].blood, offered: true };
      };
      const m = play(true);
      if (!m.offered) throw new Error(`scenario: ${def.name} merged offers no master phase use`);
      return 10 * m.pool + m.blood + (play(false).offered ? 0 : 100);
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptMergedCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) =>
      isKind(e, 'ability') &&
      e.window === 'master' &&
      e.who?.role === 'self' &&
      mergedOnly(e.if) &&
      e.cost.every((c) => c.c === 'blood') &&
      e.effects.every((p) => p.p === 'move' && p.from === 'bank' && p.to === 'pool')
        ? [masterPoolCase(def, e)]
        : [],
    ),
  );
}
