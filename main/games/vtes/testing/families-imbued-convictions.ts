/**
 * Scenario families of imbued that gain convictions by their own text and of actions costing convictions
 * (issue 30 item 3; tests only; imbued appendix A.2: a conviction gained goes on the imbued, a library
 * searched is shuffled, a card from the hand replaced): the primitive `gainConviction` asked in the
 * discard phase (Leaf Pankowski), after a successful action entering combat with a monster (Erick Franco),
 * after blocking a monster and staying ready (Xian Quan); and an enter-combat (D) action paid with a
 * conviction (John O'Malley). Each fails once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import type { VtesState } from '../core/state';
import { dec, ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { TEST_CONVICTION } from './imbued-scenarios';
import { TEST_RUSH } from './test-library-cards';

const RIVAL = testVampire('Test Rival', {});

/** The option of the pending decision naming card instance `u` (and starting with `prefix`), chosen; throws when none is offered. */
function chooseFor(sc: Scenario, u: string, prefix = ''): Scenario {
  const o = dec(sc.s).options.find((x) => x.id.startsWith(prefix) && x.id.split(':').includes(u));
  if (!o) throw new Error(`not offered: ${u} in ${ids(sc.s).join(' ')}`);
  return sc.choose(o.id);
}

/** The convictions on `u`, and whether the gain is asked now. */
const asked = (s: VtesState) => s.pick?.kind === 'convictionGain';

/** Takes the first conviction offered by the pending gain (from the ash heap when `zone` says so). */
function takeConviction(sc: Scenario, from: 'ash' | 'library' | 'hand'): boolean {
  if (!asked(sc.s)) return false;
  const z = sc.s.seats[dec(sc.s).seat].zones;
  const o = dec(sc.s).options.find((x) =>
    from === 'library' ? x.id.startsWith('lib:') : x.id.split(':').some((p) => z[from].includes(p)),
  );
  if (!o) throw new Error(`no conviction from ${from}: ${ids(sc.s).join(' ')}`);
  sc.choose(o.id);
  return true;
}

/**
 * In its controller's discard phase the imbued locks to gain a conviction from the library (Leaf Pankowski):
 * measured as 100 when the imbued is locked, 10 per conviction on it, 1 when the library was shuffled (the
 * conviction left it).
 */
export const lockForConvictionInDiscard = (def: CardDef): FamilyCase => ({
  family: 'imbued: lock in the discard phase to gain a conviction from library, hand or ash heap',
  expected: 111,
  run(strip) {
    const sc = new Scenario({
      phase: 'discard',
      defs: [def, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [{ ready: [{ card: def.name, blood: def.capacity ?? 4 }], library: [TEST_CONVICTION.name, TEST_CONVICTION.name] }, {}],
    });
    const u = sc.uid(def.name);
    const use = dec(sc.s).options.find((o) => o.id.startsWith('use:') && o.id.split(':').includes(u));
    if (!use) return 0;
    sc.choose(use.id);
    takeConviction(sc, 'library');
    const c = sc.s.cards[u];
    const lib = sc.s.seats[0].zones.library.filter((x) => sc.s.cards[x].cid === TEST_CONVICTION.id).length;
    return (c.locked ? 100 : 0) + 10 * c.attached.length + (lib === 1 ? 1 : 0);
  },
});

/**
 * The imbued enters combat with a monster by a successful action and gains a conviction from the ash heap
 * before the combat (Erick Franco): measured as 10 per conviction on it when the combat starts, plus 1 when
 * the combat then starts with that monster.
 */
export const convictionAfterFightAction = (def: CardDef): FamilyCase => ({
  family: 'imbued: a conviction from hand or ash heap after entering combat with a monster by an action',
  expected: 11,
  run(strip) {
    const sc = new Scenario({
      defs: [def, TEST_CONVICTION, TEST_RUSH, RIVAL],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: def.name, blood: def.capacity ?? 4 }], hand: [TEST_RUSH.name], ash: [TEST_CONVICTION.name] },
        { ready: [{ card: RIVAL.name, blood: 4 }] },
      ],
    });
    const u = sc.uid(def.name);
    sc.play(TEST_RUSH.name, { by: def.name, target: RIVAL.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => asked(x) || !!x.combat || !x.act);
    const gained = takeConviction(sc, 'ash') ? 10 * sc.s.cards[u].attached.length : 0;
    sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
    return gained + (sc.s.combat?.b === sc.uid(RIVAL.name, 1) ? 1 : 0);
  },
});

/**
 * The imbued blocks a monster's bleed and is still ready when the action ends (Xian Quan): it may gain a
 * conviction from the ash heap; measured as 10 per conviction on it, 1 when no conviction is asked for
 * the same block by a mortal ally's action (an imbued is no monster).
 */
export const convictionAfterBlockingMonster = (def: CardDef): FamilyCase => ({
  family: 'imbued: a conviction from hand or ash heap after blocking a monster and staying ready',
  expected: 10,
  run(strip) {
    const sc = new Scenario({
      defs: [def, TEST_CONVICTION, RIVAL],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: RIVAL.name, blood: 4 }] },
        { ready: [{ card: def.name, blood: def.capacity ?? 4 }], ash: [TEST_CONVICTION.name] },
      ],
    });
    const a = sc.uid(RIVAL.name);
    const u = sc.uid(def.name, 1);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    chooseFor(sc, u, 'block');
    sc.s = passUntil(sc.s, (x) => asked(x) || !x.act);
    takeConviction(sc, 'ash');
    return 10 * sc.s.cards[u].attached.length;
  },
});

/**
 * A (D) action entering combat with a ready monster of another Methuselah that costs a conviction (John
 * O'Malley): offered on the vampire, not on a mortal ally; measured as 100 when the vampire is offered
 * and the ally not, 10 when the combat starts, 1 when the conviction is spent.
 */
export const fightMonsterForConviction = (def: CardDef): FamilyCase => ({
  family: 'imbued: enter combat with a monster as a (D) action costing a conviction',
  expected: 111,
  run(strip) {
    const mortal: CardDef = { ...testVampire('Test Mortal', {}), types: ['Ally'], kind: 'library', classes: ['mortal'] };
    const sc = new Scenario({
      defs: [def, TEST_CONVICTION, RIVAL, mortal],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: def.name, blood: def.capacity ?? 4, attached: [{ card: TEST_CONVICTION.name }] }] },
        {
          ready: [
            { card: RIVAL.name, blood: 4 },
            { card: mortal.name, blood: 2 },
          ],
        },
      ],
    });
    const u = sc.uid(def.name);
    const r = sc.uid(RIVAL.name, 1);
    const m = sc.uid(mortal.name, 1);
    sc.choose(`min:${u}`);
    const offers = dec(sc.s).options.filter((o) => o.id.startsWith('use:') && o.id.split(':').includes(u));
    const right = offers.some((o) => o.id.endsWith(`:${r}`)) && !offers.some((o) => o.id.endsWith(`:${m}`)) ? 100 : 0;
    const o = offers.find((x) => x.id.endsWith(`:${r}`));
    if (!o) return right;
    sc.choose(o.id);
    sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
    return right + (sc.s.combat?.b === r ? 10 : 0) + (sc.s.cards[u].attached.length === 0 ? 1 : 0);
  },
});

/** A test power requiring the virtue `virtue` (imbued appendix A.3), with no text of its own. */
const testPower = (name: string, virtue: string): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: ['Power'],
  clan: [],
  disc: {},
  reqs: [],
  libDisc: [[virtue]],
  modes: [{ kind: 'power', conditions: [{ r: 'disc', disc: virtue, level: 1 }], effects: [] }],
  automation: 'full',
});

/**
 * The imbued enters play from the uncontrolled region and its controller searches the library for a power
 * requiring Innocence, put on it (Inez Villagrande); a power requiring another virtue is not offered.
 * Measured: 10 when only the Innocence power is offered, 1 when it is then on the imbued.
 */
export const powerOnEntry = (def: CardDef): FamilyCase => ({
  family: 'imbued: a power requiring a virtue searched and put on it as it enters play',
  expected: 11,
  run(strip) {
    const inn = testPower('Test Innocence Power', 'inn');
    const jud = testPower('Test Judgment Power', 'jud');
    const sc = new Scenario({
      phase: 'influence',
      defs: [def, inn, jud],
      strip: strip ? [def.name] : [],
      seats: [{ pool: 10, uncontrolled: [{ card: def.name, blood: def.capacity ?? 3 }], library: [jud.name, inn.name] }, {}],
    });
    const u = sc.uid(def.name, 0, 'uncontrolled');
    sc.choose(`influence:${u}`);
    if (sc.s.pick?.kind !== 'powerSearch') return 0;
    const offered = dec(sc.s).options.filter((o) => o.id.startsWith('lib:'));
    const only = offered.length === 1 && offered[0].id.includes(inn.id) ? 10 : 0;
    sc.choose(offered[0].id);
    return only + (sc.s.cards[u].attached.some((x) => sc.s.cards[x].cid === inn.id) ? 1 : 0);
  },
});

export const IMBUED_CONVICTION_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Erick "Shophet125" Franco: a conviction from hand or ash heap after entering combat with a monster by an action
  '200432': (def) => [convictionAfterFightAction(def)],
  // Inez "Nurse216" Villagrande: a power requiring Innocence from library or hand put on her as she enters play
  '200632': (def) => [powerOnEntry(def)],
  // John "Cop90" O'Malley: enters combat with a monster as a (D) action costing a conviction
  '200715': (def) => [fightMonsterForConviction(def)],
  // Leaf "Potter116" Pankowski: locks in the discard phase to gain a conviction from library, hand or ash heap
  '200825': (def) => [lockForConvictionInDiscard(def)],
  // Xian "DziDzat155" Quan: a conviction from hand or ash heap after blocking a monster and staying ready
  '201481': (def) => [convictionAfterBlockingMonster(def)],
};
