/**
 * Scenario family of a vampire's own price as a rescuer (issue 30 item 1; tests only; vtes-es 6.5.3):
 * `{ e: 'mod', stat: 'rescueBy', n, who: 'self' }` ("rescuing a vampire from torpor costs her 1 less blood"). The
 * vampire (4 blood or its capacity) rescues a test vampire of its Methuselah from torpor, paying all of the price itself; measured:
 * the blood it paid (2 plus the printed amount, never below 0; stripped, 2).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const SLEEPER = testVampire('Test Sleeper', {});

const rescuerCase = (def: CardDef, n: number): FamilyCase => ({
  family: "vampire's own price to rescue a vampire from torpor",
  expected: Math.max(0, 2 + n),
  run(strip) {
    // as much blood as its capacity allows, at most 4 (enough for any price of these vampires)
    const start = Math.min(def.capacity ?? 4, 4);
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: start }], torpor: [{ card: SLEEPER.name, blood: 0 }] }, {}],
      defs: [def, SLEEPER],
      strip: strip ? [def.name] : [],
    });
    const r = sc.uid(def.name);
    const z = sc.uid(SLEEPER.name, 0, 'torpor');
    sc.choose(`min:${r}`);
    // the rescued vampire has no blood: the rescuer pays the whole price
    const o = dec(sc.s).options.find((x) => x.id.startsWith(`rescue:${r}:`));
    if (!o) throw new Error(`scenario: ${def.name} cannot rescue`);
    sc.choose(o.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    if (sc.s.cards[z].zone !== 'ready') throw new Error('scenario: the vampire was not rescued');
    return start - sc.s.cards[r].blood;
  },
});

/** The cases of this family a vampire fits. */
export function cryptRescuerCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const n = def.modes
    .flatMap((m) => (m.kind === 'vampire' ? m.effects : []))
    .reduce((k, e) => k + (isKind(e, 'mod') && e.stat === 'rescueBy' && e.who === 'self' && !e.if ? e.n : 0), 0);
  return n ? [rescuerCase(def, n)] : [];
}
