/**
 * The scenario family of a ready vampire's own trigger in each other Methuselah's unlock phase making that Methuselah
 * choose between burning pool and losing all its transfers in its next influence phase (issue 30 item 1; tests only;
 * vtes-es 4, 7; `on unlockPhase` with `own`, `seat: 'active'` and `not controllerTurn`, the primitive
 * `poolOrTransfers`): Leandro. The vampire's Methuselah ends its turn; in the next Methuselah's unlock phase that
 * Methuselah is asked and answers one way (a case each): burning pool (measured: the pool it lost) or losing its
 * transfers (measured: 10 when its influence phase starts with no transfer). Stripped, nobody is asked.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { PICK_OPTIONS } from '../../../common/vtes-options';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase } from './test-vampire';

function otherUnlockCase(def: CardDef, n: number, pay: boolean): FamilyCase {
  return {
    family: `vampire's own trigger in another Methuselah's unlock phase: pool or transfers (${pay ? 'pool' : 'transfers'})`,
    expected: pay ? n : 10,
    run(strip) {
      const sc = new Scenario({
        phase: 'discard',
        seats: [{ ready: [{ card: def.name, blood: 3 }] }, { pool: 20 }, {}],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      // on to the next Methuselah's turn, until its question or its influence phase
      const asked = (x: typeof sc.s) => x.active === 1 && (dec(x).kind === 'vtes.poolOrTransfers' || x.phase === 'influence');
      sc.s = passUntil(sc.s, asked, 30);
      const d = dec(sc.s);
      if (d.kind === 'vtes.poolOrTransfers') {
        const [burn, lose] = d.options.filter((o) => PICK_OPTIONS.decode(o.id)?.kind === 'k');
        sc.choose((pay ? burn : lose).id);
      }
      if (pay) return 20 - sc.s.seats[1].pool;
      sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'influence', 30);
      return sc.s.turnFlags.transfers === 0 ? 10 : 0;
    },
  };
}

/** The cases of this family a vampire fits: its own unlock phase trigger of the other Methuselahs' turns with `poolOrTransfers`. */
export function cryptOtherUnlockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'on') || e.event !== 'unlockPhase' || !e.own || e.seat !== 'active' || e.effects.length !== 1) return [];
      const p = e.effects[0];
      return p.p === 'poolOrTransfers' ? [otherUnlockCase(def, p.n, true), otherUnlockCase(def, p.n, false)] : [];
    }),
  );
}
