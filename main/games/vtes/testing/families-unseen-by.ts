/**
 * Scenario family of the primitive `unseenBy` (issue 29, h-masters-b, fourteenth session; tests only; vtes-es 6.2.2.1,
 * 1.6.1.5): a master card choosing a vampire of yours and one of your prey's minions, which cannot block nor play
 * reaction cards while the first acts this turn (Blind Spot).
 *
 * Seat 0's master phase: it controls a capacity 6 vampire (the chooser) and a capacity 6 one (the other); its prey,
 * seat 1, controls a capacity 3 vampire (younger), a capacity 9 one (older) and a retainer-less ally, and holds a reaction
 * card. Seat 0 plays the card on its chooser and picks the younger vampire. In the minion phase the chooser bleeds.
 * Measured: +1 when the younger vampire is not offered a block, +1 when it is not offered the reaction card (the older
 * one still is), +10 when, as the other vampire bleeds next, the younger one may block it again (the pair holds only
 * for the chooser's actions), +100 if the older vampire was offered in the pick (only allies and younger vampires).
 * Stripped: 10.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { testLibraryCard, TEST_ALLY } from './action-scenarios';
import { Scenario } from './scenario';
import { choose, dec, ids, passUntil } from './testing';

const CHOOSER = testVampire('Test Blind Chooser', {}, [], 'Caitiff', { capacity: 6 });
const SECOND = testVampire('Test Blind Second', {}, [], 'Caitiff', { capacity: 6 });
const YOUNG = testVampire('Test Blind Young', {}, [], 'Caitiff', { capacity: 3 });
const OLD = testVampire('Test Blind Old', {}, [], 'Caitiff', { capacity: 9 });
/** A reaction card any minion may play, after the blocks (its effect played by hand). */
const GLANCE = testLibraryCard('Test Glance', 'Reaction', {
  kind: 'reaction',
  conditions: [],
  effects: [{ e: 'manual', key: 'imported' }],
});

const naming = (sc: Scenario, u: string) => ids(sc.s).filter((x) => x.split(':').includes(u));

export function unseenCase(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [
          { card: CHOOSER.name, blood: 5 },
          { card: SECOND.name, blood: 5 },
        ],
        hand: [def.name],
      },
      {
        ready: [
          { card: YOUNG.name, blood: 3 },
          { card: OLD.name, blood: 3 },
          { card: TEST_ALLY.name, blood: 2 },
        ],
        hand: [GLANCE.name, GLANCE.name],
      },
    ],
    defs: [def, CHOOSER, SECOND, YOUNG, OLD, GLANCE, TEST_ALLY],
    strip: strip ? [def.name] : [],
  });
  const chooser = sc.uid(CHOOSER.name);
  const second = sc.uid(SECOND.name);
  const young = sc.uid(YOUNG.name, 1);
  const old = sc.uid(OLD.name, 1);
  const play = naming(sc, sc.uid(def.name, 0, 'hand'))[0];
  if (!play) return 0;
  sc.choose(play);
  const target = sc.s.pick ? naming(sc, chooser)[0] : undefined;
  if (target) sc.choose(target);
  let n = 0;
  if (sc.s.pick) {
    if (naming(sc, old).length) n += 100;
    const pick = naming(sc, young)[0];
    if (pick) sc.choose(pick);
  }
  // to the minion phase: the chooser bleeds
  sc.s = passUntil(sc.s, (x) => x.phase === 'minion' && !x.act && dec(x).seat === 0, 20);
  sc.s = choose(sc.s, `min:${chooser}`);
  sc.s = choose(sc.s, `bleed:${chooser}`);
  sc.s = passUntil(sc.s, (x) => !x.act || (x.act.step === 'block' && dec(x).seat === 1), 20);
  if (!sc.s.act) return n;
  if (!ids(sc.s).includes(`block:${young}`)) n += 1;
  sc.s = choose(sc.s, 'decline');
  sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && dec(x).options.some((o) => o.id.startsWith('manualReact'))), 20);
  if (sc.s.act) {
    const reactors = ids(sc.s).filter((x) => x.startsWith('manualReact'));
    if (reactors.some((x) => x.split(':').includes(old)) && !reactors.some((x) => x.split(':').includes(young))) n += 1;
  }
  // the second vampire bleeds: the younger one may block it
  sc.s = passUntil(sc.s, (x) => x.phase === 'minion' && !x.act && dec(x).seat === 0, 30);
  if (!ids(sc.s).includes(`min:${second}`)) return n;
  sc.s = choose(sc.s, `min:${second}`);
  sc.s = choose(sc.s, `bleed:${second}`);
  sc.s = passUntil(sc.s, (x) => !x.act || (x.act.step === 'block' && dec(x).seat === 1), 20);
  if (sc.s.act && ids(sc.s).includes(`block:${young}`)) n += 10;
  return n;
}

export const UNSEEN_BY_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Blind Spot: a vampire of yours and an ally or younger vampire of your prey: no block nor reaction while it acts
  '100188': (def) => [
    { family: 'a prey minion cannot block or react while the chosen vampire acts', expected: 12, run: (s) => unseenCase(def, s) },
  ],
};
