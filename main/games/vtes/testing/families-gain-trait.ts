/**
 * The scenario family of a vampire gaining a trait in play (issue 29, h-masters-b; tests only; the primitive
 * vocab/prims/gain-trait.ts, `Inst.gainedTraits` read by core/state.ts `defOf`, vtes-es 11): a master card in play
 * locked with a master phase action picks a ready vampire of its Methuselah with no blood and without the trait, puts
 * 3 blood on it, makes it gain the trait and puts on it a Discipline master card found in the library (vtes-es 1.6.2.2:
 * +1 level, +1 capacity): Lilith's Blessing's "becomes Bahari".
 */
import type { CardDef } from '../schema/effects';
import type { SeatId } from '../../../engine/types';
import { hasTrait } from '../core/traits';
import { PICK_OPTIONS } from '../../../common/vtes-options';
import { Scenario } from './scenario';
import { dec, ids } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';

const EMPTY = testVampire('Test Empty Vessel', {});
const FULL = testVampire('Test Full Vessel', {});
const BAHARI = testVampire('Test Bahari Vessel', {}, [], 'Caitiff', { traits: ['bahari'] });
const OTHER = testVampire('Test Other Vessel', {});

/** A test Discipline master card of Auspex (1.6.2.2). */
const AUSPEX_CARD: CardDef = {
  id: 'test-disc-card-bahari',
  name: 'Test Discipline Card Bahari',
  kind: 'library',
  types: ['Master'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'discipline', disc: 'aus' }] }],
  automation: 'full',
};

/**
 * Seat 0's master phase, the card in play: ready, an empty vampire, a vampire with 2 blood and an empty Bahari; the
 * library holds a Discipline master card. Measured: the empty vampire's blood (3), + 10 per capacity gained (the card
 * found), + 100 if it is Bahari after, + 1,000 if a vampire with blood or a Bahari was offered too.
 */
function blessing(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [
          { card: EMPTY.name, blood: 0 },
          { card: FULL.name, blood: 2 },
          { card: BAHARI.name, blood: 0 },
        ],
        play: [def.name],
        library: ['Blood Doll', AUSPEX_CARD.name, 'Blood Doll'],
      },
      { ready: [{ card: OTHER.name, blood: 0 }] },
    ],
    defs: [def, EMPTY, FULL, BAHARI, OTHER, AUSPEX_CARD],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'play');
  const v = sc.uid(EMPTY.name);
  const uses = ids(sc.s).filter((x) => x.startsWith(`use:${card}:`));
  const wrong = [sc.uid(FULL.name), sc.uid(BAHARI.name), sc.uid(OTHER.name, 1 as SeatId)];
  let n = uses.some((x) => wrong.some((w) => x.split(':').includes(w))) ? 1000 : 0;
  const use = uses.find((x) => x.split(':').includes(v));
  if (!use) return n;
  sc.choose(use);
  const lib = PICK_OPTIONS.encode('lib', { cid: AUSPEX_CARD.id });
  if (sc.s.pick && dec(sc.s).options.some((o) => o.id === lib)) sc.choose(lib);
  const c = sc.s.cards[v];
  n += c.blood + 10 * (c.capBonus ?? 0) + (hasTrait(sc.s, v, 'bahari') ? 100 : 0);
  return n;
}

export const GAIN_TRAIT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Lilith's Blessing: master phase action, lock: a ready non-Bahari vampire of yours with no blood gets a Discipline
  // card from the library, 3 blood and becomes Bahari
  '101108': (def) => [
    {
      family: 'master phase action, lock: an empty non-Bahari vampire gets 3 blood, a Discipline card and becomes Bahari',
      expected: 113,
      run: (s) => blessing(def, s),
    },
  ],
};
