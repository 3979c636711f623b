/**
 * Bleed reductions the generated `reduceBleed` family (families-more.ts) does not take as they are (issue 29, h-mods;
 * tests only; vtes-es 6.2.3):
 * - `reduceAnyBleed` (`reduceBleed { anyTarget }`, Folderol [MYT]): seat 0's +1 stealth minion bleeds seat 1 for 3,
 *   seat 2's vampire plays the card; measured: the pool seat 1 saved (stripped, the card is not offered).
 * - `paidReduceBleed` (a blood burned, then the bleed reduced: Folderol [aus]): seat 0's minion bleeds seat 1 for 3,
 *   seat 1's vampire plays the card; measured: the pool saved, plus 10 for each blood its vampire burned.
 */
import type { CardDef, Mode } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

const SHADOW = testVampire('Test Shadow', {}, [
  { e: 'mod', stat: 'stealth', n: 1, who: 'self' },
  { e: 'mod', stat: 'bleed', n: 2, who: 'self' },
]);

const cut = (m: Mode): number => m.effects.reduce((n, e) => n + (isKind(e, 'reduceBleed') ? e.n : 0), 0);

/** Seat `by` (1: the bled Methuselah, 2: another one) plays mode `mi` of `def` during seat 0's bleed of seat 1 for 3. */
function bleedWithReactor(def: CardDef, mi: number, m: Mode, by: 1 | 2, strip: boolean) {
  const reactor = testVampire('Test Reactor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const seats = [{ ready: [{ card: SHADOW.name, blood: 3 }] }, {}, {}].map((x, i) =>
    i === by ? { ready: [{ card: reactor.name, blood: 5 }], hand: [def.name] } : x,
  );
  const sc = new Scenario({ seats, defs: [def, reactor, SHADOW], strip: strip ? [def.name] : [] });
  sc.choose(`min:${sc.uid(SHADOW.name)}`).choose(`bleed:${sc.uid(SHADOW.name)}`);
  sc.s = passUntil(sc.s, (x) => dec(x).seat === by && ids(x).some((o) => o.includes(sc.uid(def.name, by, 'hand'))), 10);
  sc.play(def.name, { mode: mi });
  const r = sc.uid(reactor.name, by);
  const blood = sc.s.cards[r].blood;
  sc.s = passUntil(sc.s, (x) => !x.act);
  return { saved: 3 - (30 - sc.pool(1)), burned: 5 - blood };
}

export function reduceAnyCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'reduceAnyBleed',
    expected: cut(m),
    run: (strip) => bleedWithReactor(def, mi, m, 2, strip).saved,
  };
}

function paidReduceCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'paidReduceBleed',
    expected: cut(m) + 10,
    run(strip) {
      const r = bleedWithReactor(def, mi, m, 1, strip);
      return r.saved + 10 * r.burned;
    },
  };
}

/** Folderol. */
export const REDUCE_ANY_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100755': (def) => [paidReduceCase(def, 0, def.modes[0]), reduceAnyCase(def, 2, def.modes[2])],
};
