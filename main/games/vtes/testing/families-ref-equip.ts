/**
 * Scenarios of a referendum putting its card and an equipment searched for on the chosen vampire (issue 29, h-mods,
 * thirteenth session; tests only; vtes-es 6.3.2, 1.6.1.3): `seekEquip { to: 'target', anyReq, half }`, `attach` with
 * the mark `noDiablerie`, the bearer's offered action entering combat (Alastor).
 * - `refBearer` (Archon): the same referendum, a prince calling it, no equipment. Measured: the card on the chosen
 *   vampire (1), its offered action (10); then it bleeds seat 1 and seat 1's vampire attempting to block burns 1 blood
 *   (100). Stripped: 0.
 * - `refEquip`: seat 0's justicar calls the referendum and chooses its other Camarilla vampire; seat 0's library holds
 *   an equipment of 3 pool requiring a clan that vampire lacks. Measured: the equipment on the chosen vampire with 1
 *   pool paid (1), the card on it (10), the chosen vampire offered its +1 stealth action entering combat with seat 1's
 *   vampire (100), its diablerie barred (1000). Stripped: nothing is searched for or put on it (0).
 */
import type { CardDef } from '../schema/effects';
import { diablerieBarred } from '../core/marks';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const JUSTICAR = testVampire('Test Justicar', {}, [], 'Caitiff', { title: 'justicar' });
const PRINCE = testVampire('Test Archon Prince', {}, [], 'Caitiff', { title: 'prince' });
const CHOSEN = testVampire('Test Camarilla Chosen', {});
const FOE = testVampire('Test Foe', {});
const GEAR = {
  ...testLibraryCard('Test Dear Gear', 'Equipment', { kind: 'equip', conditions: [], cost: { pool: 3 }, effects: [] }, [
    { r: 'clan', clan: 'Tremere' },
  ]),
  pool: 3,
};

function refEquipCase(def: CardDef): FamilyCase {
  return {
    family: 'refEquip',
    expected: 1111,
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: JUSTICAR.name, blood: 4 },
              { card: CHOSEN.name, blood: 4 },
            ],
            hand: [def.name],
            library: [...Array<string>(12).fill('Blood Doll'), GEAR.name],
          },
          { ready: [{ card: FOE.name, blood: 4 }] },
        ],
        defs: [def, JUSTICAR, CHOSEN, FOE, GEAR],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(CHOSEN.name, 0);
      const f = sc.uid(FOE.name, 1);
      sc.play(def.name, { by: JUSTICAR.name });
      for (let i = 0; i < 40 && (sc.s.act || sc.s.ref || sc.s.pick); i++) {
        const o = ids(sc.s);
        if (sc.s.pick?.kind === 'equipSearch') {
          sc.choose(dec(sc.s).options.find((x) => x.id !== 'none')?.id ?? 'none');
          continue;
        }
        sc.choose(
          o.find((x) => x === `tcard:${v}` || x === 'call:y') ?? o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? o[0],
        );
      }
      const gear = sc.s.cards[sc.uid(GEAR.name, 0)];
      const card = sc.s.cards[sc.uid(def.name, 0)];
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`min:${v}`), 10);
      sc.choose(`min:${v}`);
      const act = ids(sc.s).some((x) => x.startsWith(`use:${card.uid}:`) && x.endsWith(`:${f}`));
      return (
        (gear.host === v && sc.pool(0) === 29 ? 1 : 0) +
        (card.host === v ? 10 : 0) +
        (act ? 100 : 0) +
        (diablerieBarred(sc.s, v) ? 1000 : 0)
      );
    },
  };
}

/** Seat 0's `caller` calls `def`'s referendum choosing seat 0's CHOSEN (the search, if any, takes the first equipment). */
function callOn(def: CardDef, caller: CardDef, strip: boolean) {
  const sc = new Scenario({
    seats: [
      {
        ready: [
          { card: caller.name, blood: 4 },
          { card: CHOSEN.name, blood: 4 },
        ],
        hand: [def.name],
      },
      { ready: [{ card: FOE.name, blood: 4 }] },
    ],
    defs: [def, caller, CHOSEN, FOE],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(CHOSEN.name, 0);
  sc.play(def.name, { by: caller.name });
  for (let i = 0; i < 40 && (sc.s.act || sc.s.ref || sc.s.pick); i++) {
    const o = ids(sc.s);
    sc.choose(
      o.find((x) => x === `tcard:${v}` || x === 'call:y') ?? o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? o[0],
    );
  }
  return { sc, v, f: sc.uid(FOE.name, 1) };
}

function refBearerCase(def: CardDef): FamilyCase {
  return {
    family: 'refBearer',
    expected: 111,
    run(strip) {
      const { sc, v, f } = callOn(def, PRINCE, strip);
      const card = sc.s.cards[sc.uid(def.name, 0)];
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`min:${v}`), 10);
      sc.choose(`min:${v}`);
      const act = ids(sc.s).some((x) => x.startsWith(`use:${card.uid}:`) && x.endsWith(`:${f}`));
      sc.choose(`bleed:${v}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${f}`));
      sc.choose(`block:${f}`);
      return (card.host === v ? 1 : 0) + (act ? 10 : 0) + (sc.s.cards[f].blood === 3 ? 100 : 0);
    },
  };
}

/** Archon. */
export const REF_BEARER_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100084': (def) => [refBearerCase(def)],
};

/** Alastor. */
export const REF_EQUIP_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100038': (def) => [refEquipCase(def)],
};
