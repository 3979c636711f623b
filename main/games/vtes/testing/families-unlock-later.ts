/**
 * Scenarios of an unlock later in the turn and of a retainer searched and employed (issue 29; tests only; the
 * primitives `unlockLater` (vocab/prims/unlock-later.ts; vtes-es 8 "during the next discard phase", 3 "at the end of
 * the turn") and `seekRetainer` (vocab/prims/seek-retainer.ts; vtes-es 1.6.1.3, 6.1.4): Engling Fury, Muricia's Call.
 * Each plays the card through the engine's decisions and fails once its effects are stripped
 * (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { actorFor, testLibraryCard } from './action-scenarios';
import { Scenario } from './scenario';

const OTHER = testVampire('Test Other', {});

/**
 * Seat 0's actor (3 blood) plays mode `mi` of `def`, nobody blocks: the blood it gained (units), locked as the action
 * ends (10), unlocked as the discard phase starts (100), unlocked once the turn passed to seat 1 (1000).
 */
function unlockLaterCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [def.name] }, { ready: [{ card: OTHER.name, blood: 3 }] }],
      defs: [def, actor, OTHER],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const gained = sc.s.cards[a].blood - 3;
    const lockedAfter = sc.s.cards[a].locked ? 10 : 0;
    sc.s = passUntil(sc.s, (x) => x.phase === 'discard');
    const atDiscard = sc.s.cards[a].locked ? 0 : 100;
    sc.s = passUntil(sc.s, (x) => x.active === 1);
    return gained + lockedAfter + atDiscard + (sc.s.cards[a].locked ? 0 : 1000);
  };
}

/** A retainer requiring Animalism costing 1 pool with 1 life, and one requiring Potence. */
const RAVEN = {
  ...testLibraryCard('Test Raven', 'Retainer', {
    kind: 'retainer',
    conditions: [{ r: 'disc', disc: 'ani', level: 1 }],
    cost: { pool: 1 },
    effects: [{ e: 'retainer', life: 1 }],
  }),
  pool: 1,
};
const BRUTE = testLibraryCard('Test Brute', 'Retainer', {
  kind: 'retainer',
  conditions: [{ r: 'disc', disc: 'pot', level: 1 }],
  effects: [{ e: 'retainer', life: 2 }],
});

/**
 * Seat 0's actor (Animalism and Potence at the mode's level) plays mode `mi` of `def` from a full hand; its library
 * holds RAVEN, BRUTE and ten Blood Dolls: the retainers offered (tens: 1 for RAVEN alone), RAVEN on the actor with 1 pool paid (1), its
 * life (hundreds), the library shuffled with the other cards (thousands), the actor unlocked once the turn passed
 * (ten thousands).
 */
function seekRetainerCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const base = actorFor(def, mi);
    const actor = { ...base, disc: { ...base.disc, pot: 1 as const } };
    const sc = new Scenario({
      seats: [
        {
          ready: [{ card: actor.name, blood: 5 }],
          hand: [def.name, ...Array<string>(6).fill('Blood Doll')],
          library: [...Array<string>(10).fill('Blood Doll'), RAVEN.name, BRUTE.name],
        },
        { ready: [{ card: OTHER.name, blood: 3 }] },
      ],
      defs: [def, actor, OTHER, RAVEN, BRUTE],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'retainerSearch');
    let offered = 0;
    if (sc.s.pick?.kind === 'retainerSearch') {
      const opts = dec(sc.s).options.filter((o) => o.id !== 'none');
      offered = opts.length;
      sc.choose(opts[0].id);
    }
    sc.s = passUntil(sc.s, (x) => !x.act);
    const raven = sc.s.cards[sc.uid(RAVEN.name, 0)];
    const on = raven.host === a && sc.pool(0) === 29 ? 1 : 0;
    // one card drawn to replace the action card, the retainer taken: ten left
    const lib = sc.s.seats[0].zones.library.length === 10 ? 1000 : 0;
    sc.s = passUntil(sc.s, (x) => x.active === 1);
    return on + 10 * offered + 100 * (raven.host === a ? raven.blood : 0) + lib + (sc.s.cards[a].locked ? 0 : 10000);
  };
}

export const UNLOCK_LATER_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Engling Fury: +1 stealth; [for] 2 blood (the gains family); [spi] 2 blood and an unlock as the next discard phase
  // starts; [SPI] 2 blood and an unlock now
  '100643': (def) => [
    { family: 'gains 2 blood, unlocks during the next discard phase', expected: 1112, run: unlockLaterCase(def, 1) },
    { family: 'gains 2 blood and unlocks', expected: 1102, run: unlockLaterCase(def, 2) },
  ],
  // Muricia's Call: +1 stealth; [ani] a retainer requiring Animalism searched and employed (cost as normal); [ani][spi]
  // with 1 more life; [ANI][SPI] and the acting vampire unlocks at the end of the turn
  '101255': (def) => [
    { family: 'a retainer requiring Animalism searched and employed', expected: 1111, run: seekRetainerCase(def, 0) },
    { family: 'a retainer requiring Animalism employed with 1 more life', expected: 1211, run: seekRetainerCase(def, 1) },
    {
      family: 'a retainer employed with 1 more life, the actor unlocked at the end of the turn',
      expected: 11211,
      run: seekRetainerCase(def, 2),
    },
  ],
};
