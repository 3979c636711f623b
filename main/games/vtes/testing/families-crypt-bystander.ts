/**
 * The scenario family of a vampire's own use in a combat it is not in (issue 30 item 1; tests only; vtes-es 6.4.2, 6.4,
 * 6.4.6; an ability of window `beforeRange` with `bystander`, rules/bystander.ts, whose primitive is `endCombatHurt`:
 * Mariel, Lady Thunder, RTR 19970630). Three Methuselahs: seat 0's test vampire (4 blood) bleeds seat 1, whose test
 * vampire (+5 intercept, 4 blood, a test retainer of 2 life) blocks; seat 2 controls the vampire. Before range, seat 2 is
 * asked and uses it. Measured: the blood the acting vampire lost, ten times the blocker's, 100 when the retainer lost its
 * life point, 1000 when the vampire is locked, and nothing when the combat was not ended before strikes. Stripped: the
 * combat is fought (each hand strike 1 damage: 11).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { testLibraryCard } from './test-library-cards';

const ACTOR = testVampire('Test Bystanded Actor', {});
const GUARD = testVampire('Test Bystanded Guard', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
const RETAINER = testLibraryCard('Test Bystanded Retainer', 'Retainer', {
  kind: 'retainer',
  conditions: [],
  effects: [{ e: 'retainer', life: 2 }],
});

function bystanderCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'a combat it is not in ended before range, damage after it',
    expected: n + 10 * n + 100 + 1000,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: ACTOR.name, blood: 4 }] },
          { ready: [{ card: GUARD.name, blood: 4, attached: [{ card: RETAINER.name, blood: 2 }] }] },
          { ready: [{ card: def.name, blood: 4 }] },
        ],
        defs: [def, ACTOR, GUARD, RETAINER],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name, 2);
      const actor = sc.uid(ACTOR.name);
      const guard = sc.uid(GUARD.name, 1);
      const ret = sc.s.cards[guard].attached[0];
      const life = sc.s.cards[ret].blood;
      sc.choose(`min:${actor}`).choose(`bleed:${actor}`).choose(`block:${guard}`);
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((id) => id.startsWith('byuse:')) || dec(x).kind === 'vtes.strike');
      const use = ids(sc.s).find((id) => id.startsWith('byuse:') && id.split(':').includes(v));
      if (use) sc.choose(use);
      const struck = !!sc.s.combat && dec(sc.s).kind === 'vtes.strike';
      const lostLife = sc.s.cards[ret].zone !== 'attached' || sc.s.cards[ret].blood < life ? 100 : 0;
      const score = 4 - sc.s.cards[actor].blood + 10 * (4 - sc.s.cards[guard].blood) + lostLife + (sc.s.cards[v].locked ? 1000 : 0);
      return struck ? 11 : score;
    },
  };
}

/** The cases of this family a vampire fits: its own bystander ability ending the combat with damage after it. */
export function cryptBystanderCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((a) => {
    const p = a.effects[0];
    return a.bystander && a.window === 'beforeRange' && a.effects.length === 1 && p.p === 'endCombatHurt' ? [bystanderCase(def, p.n)] : [];
  });
}
