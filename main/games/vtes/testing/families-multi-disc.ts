/**
 * Cards played with several Disciplines at once ("more than one Discipline can be used to play this card";
 * issue 29; tests only): the entry's `multiDisc` gives one mode per combination of the printed Disciplines,
 * its effects those of each Discipline used. A scenario plays every mode with an Anarch holding all the
 * Disciplines at the prey (whose vampire does not block), choosing whatever the effects offer, and reads
 * what each Discipline's part did. Run both ways by data/coverage-gate.test.ts.
 */
import type { CardDef } from '../schema/effects';
import { choose, dec, ids } from './testing';
import { handSize } from '../core/state';
import { type FamilyCase, testVampire } from './families';
import { Scenario } from './scenario';

const WATCHER = testVampire('Test Watcher', {});
const WAITING = testVampire('Test Waiting', {});

/**
 * Summed over the modes: the action's stealth as announced (ten thousands), the bleed (thousands), the actor
 * unlocked afterwards (hundreds), the prey's vampire locked (tens), blood on the acting Methuselah's
 * uncontrolled vampire (units).
 */
function everyMode(def: CardDef, strip: boolean, libraryCards = 0): number {
  let total = 0;
  const library = Array.from({ length: libraryCards }, () => def.name);
  const discs: Record<string, 1 | 2> = {};
  for (const m of def.modes)
    for (const c of m.conditions) if (c.r === 'disc') discs[c.disc] = Math.max(discs[c.disc] ?? 1, c.level) as 1 | 2;
  const actor = testVampire('Test Anarch', discs, [], 'Caitiff', { sect: 'anarch' });
  def.modes.forEach((_, mi) => {
    const sc = new Scenario({
      // the prey's vampire is asked to block (the action waits there: its stealth is read as announced)
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [def.name], uncontrolled: [{ card: WAITING.name, blood: 0 }], library },
        { ready: [{ card: WATCHER.name, blood: 1 }] },
      ],
      defs: [def, actor, WATCHER, WAITING],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: actor.name, mode: mi });
    const stealth = sc.s.act?.stealth ?? 0;
    for (let i = 0; i < 40 && (sc.s.act || sc.s.pick); i++) {
      const d = dec(sc.s);
      // what the effects offer is taken (the prey's vampire to lock, the uncontrolled vampire); blocks declined
      const take = sc.s.pick ? d.options.find((o) => o.params?.uid !== undefined) : undefined;
      sc.s = choose(sc.s, take?.id ?? ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? ids(sc.s)[0]);
    }
    const locked = (name: string, seat: number) => (sc.s.cards[sc.uid(name, seat)].locked ? 1 : 0);
    total += stealth * 10000 + (30 - sc.pool(1)) * 1000 + (1 - locked(actor.name, 0)) * 100 + locked(WATCHER.name, 1) * 10;
    total += sc.s.cards[sc.uid(WAITING.name, 0)].blood;
    // cards drawn beyond the replacement, then discarded down (the hand never stays above its size)
    total += (library.length - sc.s.seats[0].zones.library.length) * 100000;
    if (sc.s.seats[0].zones.hand.length > handSize(sc.s, 0)) throw new Error('hand above its size');
  });
  return total;
}

export const MULTI_DISC_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Illegalism: [cel] unlocks the Anarch after a successful bleed, [chi] +1 stealth, [pre] +1 bleed; seven
  // modes, each Discipline's part in the four modes that use it: stealth 4, bleed 7 + 4, unlocked 4
  '100952': (def) => [
    {
      family: 'several Disciplines at once: each part in every mode using it',
      expected: 40000 + 11000 + 400,
      run: (strip) => everyMode(def, strip),
    },
  ],
  // Break the Bonds: [ani] +1 bleed, [obf] lock a minion of the Methuselah bled, [pre] 1 blood on an uncontrolled
  // vampire: bleed 7 + 4, the prey's vampire locked 4 times, 4 blood
  '102247': (def) => [
    {
      family: 'several Disciplines at once: each part in every mode using it',
      expected: 11000 + 40 + 4,
      run: (strip) => everyMode(def, strip),
    },
  ],
  // Flurry of Action (one Discipline, read the same way): [cel] a successful bleed draws two cards (discard
  // afterward), [CEL] it unlocks the vampire: bleed 2, unlocked once, 16 cards drawn (each play's hand drawn
  // up to seven from one card, 14, and the two of [cel], then two discarded)
  '100752': (def) => [
    { family: 'a successful bleed draws cards or unlocks', expected: 1600000 + 2000 + 100, run: (strip) => everyMode(def, strip, 10) },
  ],
};
