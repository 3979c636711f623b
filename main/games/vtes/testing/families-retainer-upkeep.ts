/**
 * Scenarios of a retainer kept for its employer's blood in its controller's unlock phase (issue 29, h-combat; tests only;
 * a trigger `unlockPhase` with `bearer` and the Condition `yourTurn`, primitive `bloodOrBurn { burn: 'self' }`; vtes-es 4,
 * 1.1.2): Robert Carter. Seat 0's test vampire employs the card with 3 blood; in seat 0's next unlock phase its
 * Methuselah keeps the retainer (the vampire burns the blood), in the one after it lets the retainer burn. Measured: 10
 * × the blood burned in the first, plus 1 if the retainer is then in the ash heap.
 */
import type { CardDef } from '../schema/effects';
import { effectWhere, primWhere } from '../schema/effect-query';
import type { FamilyCase } from './families';
import { dec } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';

const EMPLOYER = testVampire('Test Upkeep Employer', {});
const OTHER = testVampire('Test Upkeep Other', {});

/** Plays on until seat 0's unlock phase asks about the retainer (answered `answer`) or the turn limit passes. */
function untilUpkeep(sc: Scenario, answer: 'goOn' | 'pass', turns: number): void {
  const t = sc.s.turn;
  for (let i = 0; i < 200 && sc.s.turn <= t + turns; i++) {
    const d = dec(sc.s);
    if (sc.s.pick?.kind === 'bloodOrBurn') return void sc.choose(answer);
    sc.choose(d.options.find((o) => ['pass', 'decline', 'done', 'none'].includes(o.id))?.id ?? d.options[0].id);
  }
}

function upkeepCase(def: CardDef, mi: number, n: number): FamilyCase {
  return {
    family: 'retainer kept for its employer blood in the unlock phase',
    expected: 10 * n + 1,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          { ready: [{ card: EMPLOYER.name, blood: 3, attached: [{ card: def.name, mode: mi }] }] },
          { ready: [{ card: OTHER.name, blood: 3 }] },
        ],
        defs: [def, EMPLOYER, OTHER],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(EMPLOYER.name);
      const card = sc.uid(def.name);
      untilUpkeep(sc, 'goOn', 2);
      const burned = 3 - sc.s.cards[v].blood;
      untilUpkeep(sc, 'pass', 2);
      return 10 * burned + (sc.s.cards[card].zone === 'ash' ? 1 : 0);
    },
  };
}

/** The cases a card fits: a retainer with an unlock phase trigger burning its employer's blood or itself. */
export function retainerUpkeepCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    if (m.kind !== 'retainer') return [];
    const p = m.effects
      .filter(effectWhere('on', (t) => t.event === 'unlockPhase' && !!t.bearer))
      .flatMap((t) => t.effects.filter(primWhere('bloodOrBurn', (x) => x.burn === 'self')));
    return p.length ? [upkeepCase(def, mi, p[0].n)] : [];
  });
}
