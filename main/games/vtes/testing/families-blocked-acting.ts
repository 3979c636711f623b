/**
 * The scenario family of a card on the acting minion whose trigger runs as that minion's action is blocked, before
 * block resolution (issue 29, h-masters-b; tests only; the trigger field `acting` with `bearer` on `vtes.blocked`,
 * vocab/triggers.ts `runBlockTriggers`, vtes-es 6.2.2.2): Aching Beauty, whose Toreador, once blocked, costs the
 * Methuselah of the blocker 1 pool before the block resolves.
 */
import type { CardDef } from '../schema/effects';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const TOREADOR = testVampire('Test Beauty Toreador', {}, [], 'Toreador');
const WARDEN = testVampire('Test Beauty Warden', {}, [{ e: 'mod', stat: 'intercept', n: 1, who: 'self' }]);

/**
 * Seat 0's Toreador bears the card and bleeds seat 1, whose vampire (+1 intercept) blocks. Measured: the pool seat 1 lost
 * as the block is made (before combat), + 10 if seat 0 lost none.
 */
function blockedToll(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: TOREADOR.name, blood: 4, attached: [{ card: def.name }] }] }, { ready: [{ card: WARDEN.name, blood: 4 }] }],
    defs: [def, TOREADOR, WARDEN],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(TOREADOR.name);
  const pools = [sc.pool(0), sc.pool(1)];
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(WARDEN.name, 1)}`);
  return pools[1] - sc.pool(1) + (pools[0] === sc.pool(0) ? 10 : 0);
}

export const BLOCKED_ACTING_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Aching Beauty: on a Toreador; a block of its action costs the blocker's Methuselah 1 pool, before the block resolves
  '100018': (def) => [
    { family: "the bearer's action blocked: the blocking minion's controller burns 1 pool", expected: 11, run: (s) => blockedToll(def, s) },
  ],
};
