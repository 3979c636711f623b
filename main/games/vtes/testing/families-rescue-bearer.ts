/**
 * The scenario family of a card on a vampire that helps it rescue vampires from torpor and bars its diablerie (issue 29,
 * h-masters-b; tests only; the action kind `rescue` of a Condition, the stat `rescueBy`, the mark `noDiablerie`;
 * vtes-es 6.5.3, 6.5.1): Humanitas.
 */
import type { CardDef } from '../schema/effects';
import { statBonus } from '../core/queries';
import { Scenario } from './scenario';
import { ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';

const SAVIOUR = testVampire('Test Rescue Saviour', {});
const SLEEPER = testVampire('Test Rescue Sleeper', {});
const VICTIM = testVampire('Test Rescue Victim', {});
const WATCHER = testVampire('Test Rescue Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

/**
 * Seat 0 puts the card on its vampire in its master phase; one of its vampires and one of seat 1's are in torpor (seat 1
 * has a ready watcher, so the rescue waits for its block); then its minion phase. Measured: 10 × the most blood
 * the rescue of its own vampire asks of it, + 100 if the diablerie of seat 1's vampire is offered, + 1,000 × its stealth
 * once the rescue (paid by it alone) is announced.
 */
function rescuer(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      { ready: [{ card: SAVIOUR.name, blood: 4 }], torpor: [{ card: SLEEPER.name, blood: 2 }], hand: [def.name] },
      { torpor: [{ card: VICTIM.name, blood: 2 }], ready: [{ card: WATCHER.name, blood: 3 }] },
    ],
    defs: [def, SAVIOUR, SLEEPER, VICTIM, WATCHER],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(SAVIOUR.name);
  const t = sc.uid(SLEEPER.name, 0, 'torpor');
  sc.play(def.name, { target: SAVIOUR.name });
  sc.s = passUntil(sc.s, (x) => x.phase === 'minion', 10);
  sc.choose(`min:${v}`);
  const rescues = ids(sc.s).filter((x) => x.startsWith('rescue:') && x.split(':').includes(t));
  const paid = rescues.map((x) => Number(x.split(':').pop()));
  const price = Math.max(...paid);
  const diab = ids(sc.s).some((x) => x.startsWith('diab:') && x.split(':').includes(sc.uid(VICTIM.name, 1, 'torpor'))) ? 100 : 0;
  sc.choose(rescues[paid.indexOf(price)]);
  return 10 * price + diab + 1000 * statBonus(sc.s, 'stealth', v);
}

export const RESCUE_BEARER_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Humanitas: on a vampire of yours: +1 stealth rescuing a vampire from torpor, 1 blood less to pay; cannot commit diablerie
  '100943': (def) => [
    { family: 'its vampire: +1 stealth and 1 blood less to rescue, no diablerie', expected: 1010, run: (s) => rescuer(def, s) },
  ],
};
