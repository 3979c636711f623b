/**
 * Scenarios of a piece of equipment its bearer burns before range is determined to end the combat (issue 29, h-combat;
 * tests only; an ability of window `beforeRange` costing `burnSelf`, primitive `endCombat`; vtes-es 6.4.2): Living Manse.
 * Seat 0's test vampire carrying the card bleeds, seat 1's opponent blocks; before range the bearer burns the card.
 * Measured: 10 when the combat ended before any strike with the card burned, + the bleed the card gives its bearer.
 */
import type { CardDef } from '../schema/effects';
import { effectWhere, isKind, isPrim } from '../schema/effect-query';
import { statBonus } from '../core/queries';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const BEARER = testVampire('Test Manse Bearer', {});
const OPPONENT = testVampire('Test Manse Opponent', {});

function burnToEndCase(def: CardDef, mi: number, bleed: number): FamilyCase {
  return {
    family: 'equipment burned before range to end the combat',
    expected: 10 + bleed,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: BEARER.name, blood: 6, attached: [{ card: def.name, mode: mi }] }] },
          { ready: [{ card: OPPONENT.name, blood: 6 }] },
        ],
        defs: [def, BEARER, OPPONENT],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(BEARER.name);
      const card = sc.uid(def.name);
      const more = statBonus(sc.s, 'bleed', a);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(OPPONENT.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preRange' || !x.act);
      const use = ids(sc.s).find((x) => x.startsWith(`use:${card}`));
      if (!use) return more;
      sc.choose(use);
      return (!sc.s.combat && sc.s.cards[card]?.zone === 'ash' ? 10 : 0) + more;
    },
  };
}

/** The cases a card fits: an equipment mode with a `beforeRange` ability burning the card to end the combat. */
export function burnToEndCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    if (m.kind !== 'equip') return [];
    const ends = m.effects.some(
      effectWhere(
        'ability',
        (e) => e.window === 'beforeRange' && e.cost.some((c) => c.c === 'burnSelf') && e.effects.some(isPrim('endCombat')),
      ),
    );
    const bleed = m.effects.reduce((n, e) => n + (isKind(e, 'mod') && e.stat === 'bleed' && e.who === 'bearer' && !e.if ? e.n : 0), 0);
    return ends ? [burnToEndCase(def, mi, bleed)] : [];
  });
}
