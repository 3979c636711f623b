/**
 * Scenarios of the master cards swept by the thirteenth session's masters helper (issue 29; tests only), by official
 * card id: each plays the card through the engine's decisions, measures what it does and fails once its effects are
 * stripped. Shapes: blood of a ready vampire moved to a younger one of its clan in the uncontrolled region (the
 * primitive `bloodToUncontrolled { fromMinion, sameClan }`); votes in the polling for each vampire a Selector takes (the
 * Amount `count`); an investment emptied by a master phase action and burned (the primitive `burnIfEmpty`).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { announce, build, chooseP, dec, ids, passUntil, uid, V } from './testing';

const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

const MENTOR = testVampire('Test Tremere Mentor', {}, [], 'Tremere', { capacity: 8 });
const PROTEGE = testVampire('Test Tremere Protege', {}, [], 'Tremere', { capacity: 5 });
const ELDER = testVampire('Test Tremere Elder', {}, [], 'Tremere', { capacity: 9 });
const STRANGER = testVampire('Test Brujah Stranger', {}, [], 'Brujah', { capacity: 4 });

/**
 * Seat 0's master phase: the card is played on its ready Tremere (`blood` blood); in the uncontrolled region a younger
 * Tremere, an older Tremere and a younger Brujah. The younger Tremere is picked. Measured: 10 × the protégé's blood,
 * + the blood the mentor lost, + 100 if the older Tremere was offered, + 1000 if the Brujah was.
 */
export function groomCase(def: CardDef, strip: boolean, blood = 5): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [{ card: MENTOR.name, blood }],
        uncontrolled: [PROTEGE.name, ELDER.name, STRANGER.name],
        hand: [def.name],
      },
      {},
    ],
    defs: [def, MENTOR, PROTEGE, ELDER, STRANGER],
    strip: strip ? [def.name] : [],
  });
  const m = sc.uid(MENTOR.name);
  const p = sc.uid(PROTEGE.name, 0, 'uncontrolled');
  const e = sc.uid(ELDER.name, 0, 'uncontrolled');
  const x = sc.uid(STRANGER.name, 0, 'uncontrolled');
  const play = naming(sc, sc.uid(def.name, 0, 'hand'))[0];
  if (!play) return 0;
  sc.choose(play);
  const target = naming(sc, m)[0];
  if (target) sc.choose(target);
  const offered = (naming(sc, e).length ? 100 : 0) + (naming(sc, x).length ? 1000 : 0);
  const pick = naming(sc, p)[0];
  if (pick) sc.choose(pick);
  return offered + 10 * sc.s.cards[p].blood + (blood - sc.s.cards[m].blood);
}

const PRINCE = testVampire('Test Camarilla Prince', {}, [], 'Caitiff', { title: 'prince' });
const BISHOP = testVampire('Test Sabbat Bishop', {}, [], 'Caitiff', { sect: 'sabbat', title: 'bishop' });
const PLAIN = testVampire('Test Plain Camarilla', {});
const LASOMBRA = testVampire('Test Lasombra Voter', {}, [], 'Lasombra', { sect: 'sabbat' });
const THEIR_PRINCE = testVampire('Test Their Prince', {}, [], 'Caitiff', { title: 'prince' });

/**
 * Seat 0's card in play; seat 0 also controls a Camarilla prince, an untitled Camarilla vampire, a Sabbat bishop and a
 * Lasombra, seat 1 a prince; Horst von Brühl (a Camarilla prince) calls Ancilla Empowerment and seat 0 takes every use
 * of the card offered in the polling. Measured: the yes votes × 10, + the uses taken.
 */
function pollingCount(def: CardDef, strip: boolean): number {
  const others = [PRINCE, BISHOP, PLAIN, LASOMBRA];
  let s = build({
    defs: [strip ? { ...def, modes: def.modes.map((m) => ({ ...m, effects: [] })) } : def, ...others, THEIR_PRINCE],
    seats: [
      {
        ready: [V('Horst von Brühl', 4), ...others.map((o) => ({ card: o.name, blood: 2 }))],
        hand: ['Ancilla Empowerment'],
        play: [def.name],
      },
      { ready: [{ card: THEIR_PRINCE.name, blood: 2 }] },
    ],
  });
  const c = uid(s, def.name, 0, 'play');
  s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
  // seat 1's prince may block: declined
  s = passUntil(s, (x) => !x.act || x.ref?.step === 'polling', 30);
  let used = 0;
  for (let i = 0; i < 10 && s.ref?.step === 'polling'; i++) {
    const o = ids(s).find((x) => x.split(':').includes(c));
    if (!o || dec(s).seat !== 0) break;
    s = chooseP(s, o);
    used++;
  }
  return (s.ref?.yes ?? 0) * 10 + used;
}

const GIOVANNI = testVampire('Test Giovanni Heir', {}, [], 'Giovanni', { sect: 'independent' });
const GIOVANNI_TWO = testVampire('Test Giovanni Cousin', {}, [], 'Giovanni', { sect: 'independent' });

/**
 * An investment: seat 0 (with `ready` vampires, 1 blood each) plays it from the hand in its master phase (its counters
 * counted × 10); then, in another game, the card is in play with 1 counter left and its master phase use is taken
 * (for the first vampire offered): + seat 0's pool gained and the blood its vampires gained, + 100 if the card is burned.
 */
function investmentCase(def: CardDef, strip: boolean, ready: readonly CardDef[] = []): number {
  const spec = (play: boolean) => ({
    phase: 'master' as const,
    seats: [
      {
        pool: 10,
        ready: ready.map((r) => ({ card: r.name, blood: 1 })),
        ...(play ? { play: [{ card: def.name, blood: 1 }] } : { hand: [def.name] }),
      },
      {},
    ],
    defs: [def, ...ready],
    strip: strip ? [def.name] : [],
  });
  const played = new Scenario(spec(false));
  const hand = played.uid(def.name, 0, 'hand');
  const play = naming(played, hand)[0];
  if (play) played.choose(play);
  for (let i = 0; i < 3 && played.s.pick; i++) played.choose(ids(played.s)[0]);
  const counters = played.s.cards[hand].zone === 'play' ? played.s.cards[hand].blood : 0;
  const sc = new Scenario(spec(true));
  const card = sc.uid(def.name, 0, 'play');
  const use = naming(sc, card)[0];
  if (use) sc.choose(use);
  for (let i = 0; i < 3 && sc.s.pick; i++) sc.choose(ids(sc.s)[0]);
  const gained = ready.reduce((n, r) => n + sc.s.cards[sc.uid(r.name)].blood - 1, 0);
  return 10 * counters + sc.pool(0) - 10 + gained + (sc.s.cards[card].zone === 'ash' ? 100 : 0);
}

export const MASTER_SWEEP_THIRTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Grooming the Protégé: up to 3 blood of a ready vampire of yours to a younger vampire of its clan, uncontrolled
  '100860': (def) => [
    { family: 'up to 3 blood to a younger vampire of the same clan, uncontrolled', expected: 33, run: (s) => groomCase(def, s) },
  ],
  // Elysium: The Palace of Versailles: lock in the polling: +1 vote for each titled Camarilla vampire you control
  '100632': (def) => [{ family: 'polling: +1 vote per titled Camarilla vampire of yours', expected: 21, run: (s) => pollingCount(def, s) }],
  // Power Structure: lock in the polling: +1 vote for each Lasombra you control
  '101430': (def) => [{ family: 'polling: +1 vote per Lasombra of yours', expected: 11, run: (s) => pollingCount(def, s) }],
  // Short-Term Investment: 3 blood; a master phase action moves 1 to your pool; burned when the last is taken
  '101769': (def) => [
    { family: 'a master phase action: 1 blood to the pool; burned with the last', expected: 131, run: (s) => investmentCase(def, s) },
  ],
  // Slave Auction: 1 blood for each Methuselah (two here); a master phase action moves 1 to your pool; burned when empty
  '101802': (def) => [
    { family: 'a blood per Methuselah; a master phase action: 1 to the pool', expected: 121, run: (s) => investmentCase(def, s) },
  ],
  // Acquired Ventrue Assets: 1 blood per Giovanni you control; in your master phase 1 blood to a Giovanni; burned when empty
  '100019': (def) => [
    {
      family: 'a blood per Giovanni of yours; in the master phase 1 to a Giovanni',
      expected: 121,
      run: (s) => investmentCase(def, s, [GIOVANNI, GIOVANNI_TWO, PLAIN]),
    },
  ],
};

/** The checks of the rulings of the sweep, by entry key; `def` reads a card's definition by official id. */
export function masterSweepThirteenthRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // Grooming the Protégé: "up to 3": a vampire with 2 blood moves its 2
    'grooming-up-to': () => {
      const n = groomCase(def('100860'), false, 2);
      if (n !== 22) throw new Error(`Grooming the Protégé with 2 blood: ${n}`);
    },
  };
}
