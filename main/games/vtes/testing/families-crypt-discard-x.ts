/**
 * The scenario family of a vampire's own stat bought with "discard X cards of a type for +X" (issue 30 item 1; tests only;
 * vtes-es 6.2.2.2, 1.6.1.2; the discard cost `x`, its set chosen whole as the use is chosen, LSJ 19981005; the bonus an
 * Amount `x`: Angelica, The Canonicus). A +1 stealth vampire of seat 1 bleeds seat 0, whose vampire (8 blood) attempts
 * to block holding three master cards; in the intercept step the use discarding two of them is chosen. Measured: the
 * intercept gained (2) plus 10 when the third master card is still in hand (the set discarded is the one named).
 * Stripped: no use, 10.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { testLibraryCard } from './test-library-cards';

const SNEAK = testVampire('Test Sneak X', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
/** Three test master cards of distinct names (two copies of one name would be one set: vocab/discard-sets.ts). */
const MASTER_DEFS: CardDef[] = ['X1', 'X2', 'X3'].map((n) =>
  testLibraryCard(`Test Master ${n}`, 'Master', { kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: true }] }),
);
const MASTERS = MASTER_DEFS.map((d) => d.name);

function discardXCase(def: CardDef, a: Ability): FamilyCase {
  const stat = a.effects[0].p === 'bonus' ? a.effects[0].stat : 'intercept';
  return {
    family: `vampire's own +X ${stat} for X discarded cards`,
    expected: 12,
    run(strip) {
      const sc = new Scenario({
        active: 1,
        seats: [{ ready: [{ card: def.name, blood: 8 }], hand: MASTERS }, { ready: [{ card: SNEAK.name, blood: 3 }] }],
        defs: [def, SNEAK, ...MASTER_DEFS],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const [a1, a2, a3] = MASTERS.map((m) => sc.uid(m, 0, 'hand'));
      const actor = sc.uid(SNEAK.name, 1);
      sc.choose(`min:${actor}`).choose(`bleed:${actor}`).choose(`block:${v}`);
      sc.s = passUntil(sc.s, (x) => x.act?.step === 'intercept' || !x.act);
      if (!sc.s.act) throw new Error('scenario: no intercept step');
      const before = sc.s.act.intercept;
      // the use naming the first two master cards as one set (and not the third)
      const use = dec(sc.s).options.find((o) => {
        const parts = o.id.split(':').flatMap((p) => p.split('+'));
        return parts.includes(a1) && parts.includes(a2) && !parts.includes(a3);
      });
      if (use) sc.choose(use.id);
      const kept = sc.s.cards[a3].zone === 'hand' ? 10 : 0;
      return (sc.s.act?.intercept ?? before) - before + kept;
    },
  };
}

/** The cases of this family a vampire fits: its own intercept ability paid by X discarded cards, +X intercept. */
export function cryptDiscardXCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((a) => {
    const p = a.effects[0];
    const x = a.cost.length === 1 && a.cost[0].c === 'discard' && a.cost[0].x && a.cost[0].type === 'master';
    return a.window === 'intercept' && x && a.effects.length === 1 && p.p === 'bonus' && p.stat === 'intercept' && typeof p.n === 'object'
      ? [discardXCase(def, a)]
      : [];
  });
}
