/**
 * Scenarios of stealth given by another vampire and kept for the next actions of the turn (issue 29, h-mods, eleventh
 * session; tests only): a modifier played by a ready unlocked vampire other than the acting one (`playedByOther`),
 * and the primitive `stealthNext` (vtes-es 6.2.2).
 * - `stealthNext` (Veil the Legions): seat 0's vampire bleeds, seat 1's vampire attempts to block, seat 0's other
 *   vampire (4 blood) plays the card's mode (burning 1 blood for X when it asks); measured: the pool the bleed took
 *   (1 once the stealth beats the blocker's 0 intercept), plus 10 times the stealth a third vampire's hunt gets beyond its own once that bleed is over.
 */
import type { CardDef, Mode } from '../schema/effects';
import { primsOf } from '../schema/modes';
import { isPrim } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

function stealthNextCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', {});
  const veil = testVampire('Test Veiler', discsOf(m));
  const third = testVampire('Test Third', {});
  const watcher = testVampire('Test Watcher', {});
  const next = primsOf(m.effects).some(isPrim('stealthNext'));
  return {
    family: 'stealthNext',
    expected: 1 + (next ? 10 : 0),
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: actor.name, blood: 4 },
              { card: veil.name, blood: 4 },
              { card: third.name, blood: 4 },
            ],
            hand: [def.name],
          },
          { ready: [{ card: watcher.name, blood: 3 }] },
        ],
        defs: [def, actor, veil, third, watcher],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const w = sc.uid(watcher.name, 1);
      const t = sc.uid(third.name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${w}`), 10);
      sc.choose(`block:${w}`);
      const pool = sc.pool(1);
      sc.play(def.name, { mode: mi });
      if (ids(sc.s).includes('k:1')) sc.choose('k:1');
      sc.s = passUntil(sc.s, (x) => !x.act, 30);
      // +1 stealth against no intercept: the attempt failed and the bleed took its 1 pool
      const added = pool - sc.pool(1);
      sc.choose(`min:${t}`).choose(`hunt:${t}`);
      // a hunt has 1 stealth of its own
      return added + 10 * (sc.s.act!.stealth - 1);
    },
  };
}

/** Veil the Legions. */
export const STEALTH_NEXT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '102097': (def) => def.modes.map((m, mi) => stealthNextCase(def, mi, m)),
};
