/**
 * Shared set-up of the crypt families that test a vampire against some opposing minions (tests only; vtes-es 6.3.1,
 * 6.4.3): a test ally of a card class, and a combat in which that foe bleeds the vampire's Methuselah, the vampire
 * blocks and the foe strikes with its hand (families-crypt-agg-from.ts, families-crypt-strike-if.ts).
 */
import type { CardDef } from '../schema/effects';
import type { CardClass } from '../schema/schema-params';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';

/** A test ally of a class (its entry states it), 3 life, 1 strength, 1 bleed. */
export const classAlly = (cls: CardClass): CardDef => ({
  id: `test-foe-ally-${cls}`,
  name: `Test Foe Ally ${cls}`,
  kind: 'library',
  types: ['Ally'],
  clan: [],
  reqs: [],
  classes: [cls],
  modes: [{ kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 3, strength: 1, bleed: 1 }] }],
  automation: 'full',
});

/**
 * `foe` (seat 1, active) bleeds; the vampire `def` (seat 0, 4 blood) blocks; the foe strikes with its hand. Returns the
 * scenario at the vampire's strike choice (`strikeB`) and the vampire's instance id.
 */
export function foeHandStrike(def: CardDef, foe: CardDef, strip: boolean): { sc: Scenario; me: string } {
  const ally = foe.types.includes('Ally');
  const sc = new Scenario({
    active: 1,
    phase: 'minion',
    seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: foe.name, blood: ally ? 3 : 4 }] }],
    defs: [def, foe],
    strip: strip ? [def.name] : [],
  });
  const me = sc.uid(def.name, 0);
  const opp = sc.uid(foe.name, 1);
  const block = `block:${me}`;
  sc.choose(`min:${opp}`).choose(`bleed:${opp}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(block));
  sc.choose(block);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  sc.choose('hand');
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeB');
  return { sc, me };
}
