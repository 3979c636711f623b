/**
 * Scenarios of an action modifier played by another vampire of the acting Methuselah (issue 29, h-mods, eleventh
 * session; tests only; vtes-es 1.6.3.2, the effect `playedByOther`) in the bleed window after no block:
 * - `bleedByOther` (Empowering the Puppet King): seat 0's vampire bleeds seat 1, which has nobody to block; seat 0's
 *   other vampire (locked for the superior mode) plays the card's mode; measured: the pool the bleed took beyond 1.
 */
import type { CardDef, Mode } from '../schema/effects';
import { isEffect } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

function bleedByOtherCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', {});
  const other = testVampire('Test Other', discsOf(m));
  const bp = m.effects.find(isEffect('bleedPlus'));
  return {
    family: 'bleedByOther',
    expected: typeof bp?.n === 'number' ? bp.n : 0,
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: actor.name, blood: 4 },
              // the superior mode only says a locked vampire may play it too: the inferior needs it unlocked
              { card: other.name, blood: 4, locked: m.conditions.some((c) => c.r === 'disc' && c.level === 2) },
            ],
            hand: [def.name],
          },
          {},
        ],
        defs: [def, actor, other],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const pool = sc.pool(1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => ids(x).some((o) => o.startsWith('modOther:')) || !x.act, 10);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act, 20);
      return pool - sc.pool(1) - 1;
    },
  };
}

/** Empowering the Puppet King. */
export const PLAYED_BY_OTHER_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100639': (def) => def.modes.map((m, mi) => bleedByOtherCase(def, mi, m)),
};
