/**
 * Scenarios of the retainers that change the opposing Methuselah's hand while their employer is in combat (issue 29;
 * tests only; stats `opponentOpenHand`, `opponentHandSize`, rules/combat-start.ts): seat 0's vampire employs the card
 * (its mode) and bleeds; seat 1's vampire blocks and the combat starts. Measured: 1 when seat 1's hand is open to every
 * seat, + 10 for each hand size seat 1 loses while the combat lasts.
 */
import type { CardDef, Mode } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import type { FamilyCase } from './families';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';

const discs = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

function handsCase(def: CardDef, mi: number, m: Mode, open: boolean, size: number): FamilyCase {
  const employer = testVampire('Test Handler', discs(m));
  const foe = testVampire('Test Blocker', {});
  return {
    family: 'retainer: the opposing hand while its employer is in combat',
    expected: (open ? 1 : 0) - 10 * size,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: employer.name, blood: 5, attached: [{ card: def.name, mode: mi }] }] },
          { ready: [{ card: foe.name, blood: 5 }] },
        ],
        defs: [def, employer, foe],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(employer.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(foe.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
      const c = sc.s.combat;
      if (!c) throw new Error('scenario: no combat');
      return (c.openHands?.includes(1) ? 1 : 0) - 10 * (c.handSize?.[1] ?? 0);
    },
  };
}

/** The cases of this family a card fits: each mode whose modifiers name the opposing hand. */
export function combatHandsCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    const mods = m.effects.flatMap((e) => (isKind(e, 'mod') && e.who === 'employer' ? [e] : []));
    const open = mods.some((e) => e.stat === 'opponentOpenHand');
    const size = mods.filter((e) => e.stat === 'opponentHandSize').reduce((n, e) => n + e.n, 0);
    return open || size ? [handsCase(def, mi, m, open, size)] : [];
  });
}
