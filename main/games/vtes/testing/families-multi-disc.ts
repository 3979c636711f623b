/**
 * Cards played with several Disciplines at once ("more than one Discipline can be used to play this card";
 * issue 29; tests only): the entry's `multiDisc` gives one mode per combination of the printed Disciplines,
 * its effects those of each Discipline used. A scenario plays every mode with an Anarch holding all the
 * Disciplines at the prey, nobody blocking, and reads what each Discipline's part did: the action's stealth
 * as announced, the bleed, the acting vampire unlocked at the end. Run both ways by data/coverage-gate.test.ts.
 */
import type { CardDef } from '../schema/effects';
import { passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { Scenario } from './scenario';

const WATCHER = testVampire('Test Watcher', {});

/** Stealth as announced (hundreds), bleed (tens), the actor ready and unlocked afterwards (units), summed over the modes. */
function everyMode(def: CardDef, strip: boolean): number {
  let total = 0;
  const discs = Object.fromEntries(def.modes.flatMap((m) => m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, 1 as const]] : []))));
  const actor = testVampire('Test Anarch', discs, [], 'Caitiff', { sect: 'anarch' });
  def.modes.forEach((_, mi) => {
    const sc = new Scenario({
      // the prey's vampire is asked to block (the action waits there: its stealth is read as announced)
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: WATCHER.name, blood: 1 }] }],
      defs: [def, actor, WATCHER],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: actor.name, mode: mi });
    const stealth = sc.s.act?.stealth ?? 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    const a = sc.s.cards[sc.uid(actor.name)];
    total += stealth * 100 + (30 - sc.pool(1)) * 10 + (a.locked ? 0 : 1);
  });
  return total;
}

export const MULTI_DISC_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Illegalism: [cel] unlocks the Anarch after a successful bleed, [chi] +1 stealth, [pre] +1 bleed; seven
  // modes, each Discipline's part in the four modes that use it: stealth 4, bleed 7 + 4, unlocked 4
  '100952': (def) => [
    {
      family: 'several Disciplines at once: each part in every mode using it',
      expected: 400 + 110 + 4,
      run: (strip) => everyMode(def, strip),
    },
  ],
};
