/**
 * Scenarios of the cards played as the opposing vampire is going to torpor (issue 29; tests only; vtes-es 6.4.6, 6.5,
 * 6.5.5; window `combat: 'torpor'`, rules/torpor-window.ts): seat 0's vampire (strength 3, the mode's Disciplines)
 * bleeds, seat 1's vampire with 1 blood blocks; both strike with their hands at close range, seat 1's is wounded, and
 * seat 0 plays the card in the window. Measured: 1 when seat 1's vampire is burned (not in torpor), + 10 when seat 0's
 * vampire committed diablerie (its card mark).
 */
import type { CardDef, Mode } from '../schema/effects';
import { windowOf } from '../schema/modes';
import { isKind } from '../schema/effect-query';
import type { FamilyCase } from './families';
import { dec, ids, passUntil } from './testing';
import { blockedBleed } from './scenario';
import { testVampire } from './test-vampire';

const discs = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** The fight of the family, up to the window (or the combat's end when it does not open): the scenario and both vampires. */
export function atTorporWindow(def: CardDef, m: Mode, strip: boolean) {
  const actor = testVampire('Test Headsman', discs(m), [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);
  const opp = testVampire('Test Victim', {});
  const { sc, a, o } = blockedBleed(def, actor, opp, strip, { oppBlood: 1 });
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  sc.choose('hand').choose('hand');
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.torpor !== undefined);
  return { sc, a, o };
}

function torporCase(def: CardDef, mi: number, m: Mode, diablerize: boolean): FamilyCase {
  return {
    family: 'combat: played as the opposing vampire is going to torpor',
    expected: diablerize ? 11 : 1,
    run(strip) {
      const { sc, a, o } = atTorporWindow(def, m, strip);
      if (sc.s.combat?.torpor) {
        const h = sc.s.seats[0].zones.hand[0];
        const pick = ids(sc.s).find((x) => x.split(':').includes(h) && x.includes(`:${mi}`));
        if (!pick)
          throw new Error(
            `scenario: ${def.name} not offered: ${dec(sc.s)
              .options.map((x) => x.id)
              .join(' ')}`,
          );
        sc.choose(pick);
      }
      sc.s = passUntil(sc.s, (x) => !x.combat && !x.pick);
      return (sc.s.cards[o].zone === 'ash' ? 1 : 0) + (sc.s.cards[a].diablerie ? 10 : 0);
    },
  };
}

/** The cases of this family a card fits: each mode of window `torpor`. */
export function torporWindowCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    if (windowOf(m).combat !== 'torpor') return [];
    const ps = m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
    return [
      torporCase(
        def,
        mi,
        m,
        ps.some((p) => p.p === 'diablerize'),
      ),
    ];
  });
}
