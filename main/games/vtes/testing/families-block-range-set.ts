/**
 * Scenarios of action modifiers setting the range of the combat of a block or lowering the blockers' intercept (issue
 * 29, h-mods, twelfth session; tests only; vtes-es 6.4.2): `rangeIfBlocked` (Squirrel Balance [cel], Neutral Guard
 * [obe]).
 * - `rangeIfBlocked`: seat 0's vampire bleeds and plays the card as it is announced; seat 1's +5 intercept vampire
 *   blocks. Measured: 1 when round 1 is at long range, +10 when round 2 (after a press) is too (`each`). Stripped: the
 *   range is determined (close: 0).
 * Squirrel Balance's [spi] modes play the `interceptLoss` family (families.ts); Neutral Guard's [for] mode is a
 * `blockPrice` (families-block-price.ts measures that record).
 */
import type { CardDef, Mode } from '../schema/effects';
import { primsOf } from '../schema/modes';
import { isPrim } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

function rangeCase(def: CardDef, mi: number, m: Mode, each: boolean): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [{ e: 'mod', stat: 'combatPresses', n: 1, who: 'self' }], def.clan[0] ?? 'Caitiff');
  const guard = testVampire('Test Guard', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }], 'Caitiff', { capacity: 9 });
  return {
    family: 'rangeIfBlocked',
    expected: each ? 11 : 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 8 }], hand: [def.name] }, { ready: [{ card: guard.name, blood: 8 }] }],
        defs: [def, actor, guard],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const block = `block:${sc.uid(guard.name, 1)}`;
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(block));
      sc.choose(block);
      sc.s = passUntil(sc.s, (x) => !x.act || x.combat?.step === 'strikeA');
      if (!sc.s.combat) throw new Error('scenario: no combat');
      let n = sc.s.combat.range === 'long' ? 1 : 0;
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      const press = sc.s.combat ? ids(sc.s).find((x) => x.startsWith('optpress')) : undefined;
      if (press && dec(sc.s).seat === 0) {
        sc.choose(press);
        sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.round === 2 && x.combat.step === 'strikeA'));
        if (sc.s.combat?.range === 'long') n += 10;
      }
      return n;
    },
  };
}

function cases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    const ps = primsOf(m.effects);
    const r = ps.find(isPrim('rangeIfBlocked'));
    if (r) return [rangeCase(def, mi, m, !!r.each)];
    return [];
  });
}

/** Squirrel Balance, Neutral Guard. */
export const BLOCK_RANGE_SET_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101858': cases,
  '101276': cases,
};
