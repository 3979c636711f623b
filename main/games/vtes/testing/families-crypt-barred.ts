/**
 * Scenario families of cards on a minion that lose their abilities by a vampire's own text (issue 30 item 1; tests
 * only; vtes-es 6.4; `barCards`, core/state.ts `equipmentBarred`):
 * - `{ cards: 'weapon', of: 'self' }` ("cannot use weapons"): the vampire bears a test melee weapon, bleeds, a vampire
 *   with +5 intercept blocks; at its strike no option uses the weapon, and it still bears it (LSJ 20100321). Measured:
 *   1 when no strike of the weapon is offered, 10 when the weapon is still on it.
 * - `{ cards: 'retainer', of: 'opponent' }` ("retainers employed by minions opposing her in combat lose their
 *   abilities"): the vampire bleeds, a vampire employing a test retainer (+2 strength to its employer) blocks and
 *   strikes with its hand, the vampire does not strike. Measured: the blood the vampire lost (1; stripped, 3).
 * - `{ cards: 'retainer', of: 'all', class: 'animal' }` ("while it acts or is in combat, animal retainers lose their
 *   abilities"): the same block with the watcher employing a test animal retainer (+2 strength to its employer): 1
 *   blood lost (stripped, 3); and, as the vampire's bleed is under way, the intercept the watcher's retainers give it,
 *   an animal one and one of no class, each +1: 1 (stripped, 2).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { statBonus } from '../core/queries';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { TEST_CLUB } from './families-melee';

const WATCHER = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

/** A retainer giving its employer +2 strength (1 life). */
export const TEST_BRUISER: CardDef = {
  id: 'test-bruiser',
  name: 'Test Bruiser',
  kind: 'library',
  types: ['Retainer'],
  clan: [],
  reqs: [],
  modes: [
    {
      kind: 'retainer',
      conditions: [],
      effects: [
        { e: 'retainer', life: 1 },
        { e: 'mod', stat: 'strength', n: 2, who: 'employer' },
      ],
    },
  ],
  automation: 'full',
};

/** A test retainer with another name, the classes given, and `effects` in its retainer mode after its life. */
function retainerLike(name: string, effects: CardDef['modes'][number]['effects'], classes: CardDef['classes'] = ['animal']): CardDef {
  const m = TEST_BRUISER.modes[0];
  return {
    ...TEST_BRUISER,
    id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    classes,
    modes: [{ ...m, effects: [m.effects[0], ...effects] }],
  };
}

/** An animal retainer giving its employer +2 strength; another giving +1 intercept; a retainer of no class, +1 intercept. */
const TEST_HOUND = retainerLike('Test Hound', [{ e: 'mod', stat: 'strength', n: 2, who: 'employer' }]);
const TEST_OWL = retainerLike('Test Owl', [{ e: 'mod', stat: 'intercept', n: 1, who: 'employer' }]);
const TEST_LOOKOUT = retainerLike('Test Lookout', [{ e: 'mod', stat: 'intercept', n: 1, who: 'employer' }], []);

/** The vampire (`blood`, bearing `carried`) bleeds; the watcher of seat 1 (bearing `theirs`) blocks. */
function blocked(def: CardDef, strip: boolean, carried: CardDef[], theirs: CardDef[]) {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: def.name, blood: 6, attached: carried.map((c) => ({ card: c.name })) }] },
      { ready: [{ card: WATCHER.name, blood: 6, attached: theirs.map((c) => ({ card: c.name })) }] },
    ],
    defs: [def, WATCHER, ...carried, ...theirs],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const w = sc.uid(WATCHER.name, 1);
  sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${w}`);
  return { sc, v, w };
}

const ownWeaponCase = (def: CardDef): FamilyCase => ({
  family: 'vampire: cannot use the weapons it bears',
  expected: 11,
  run(strip) {
    const { sc, v } = blocked(def, strip, [TEST_CLUB], []);
    const club = sc.uid(TEST_CLUB.name, 0, 'attached');
    sc.s = passUntil(sc.s, (x) => (!!x.combat && x.combat.step.startsWith('strike') && dec(x).seat === 0) || !x.act);
    if (!sc.s.combat) throw new Error('scenario: no combat');
    const offered = ids(sc.s).some((x) => x.split(':').includes(club));
    return (offered ? 0 : 1) + (sc.s.cards[club].host === v ? 10 : 0);
  },
});

const opposingRetainerCase = (
  def: CardDef,
  theirs = [TEST_BRUISER],
  expected = 1,
  family = 'vampire: the retainers of a minion opposing it in combat lose their abilities',
): FamilyCase => ({
  family,
  expected,
  run(strip) {
    const { sc, v } = blocked(def, strip, [], theirs);
    // the blood it has as the combat starts (a vampire of a smaller capacity starts with less)
    const start = sc.s.cards[v].blood;
    for (let i = 0; i < 40 && sc.s.combat?.round !== 2 && sc.s.act; i++) {
      const d = dec(sc.s);
      const strike = sc.s.combat?.step.startsWith('strike') && !sc.s.combat.strikes[sc.uid(WATCHER.name, 1)];
      if (strike && d.seat === 1 && ids(sc.s).includes('hand')) sc.choose('hand');
      else {
        const o = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
        if (!o) break;
        sc.choose(o);
      }
      if (!sc.s.combat && sc.s.act?.step !== 'block') break;
    }
    return start - sc.s.cards[v].blood;
  },
});

const actingAnimalCase = (def: CardDef): FamilyCase => ({
  family: 'vampire: while it acts, the animal retainers of a would-be blocker lose their abilities',
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      seats: [
        { ready: [{ card: def.name, blood: 6 }] },
        { ready: [{ card: WATCHER.name, blood: 6, attached: [{ card: TEST_OWL.name }, { card: TEST_LOOKOUT.name }] }] },
      ],
      defs: [def, WATCHER, TEST_OWL, TEST_LOOKOUT],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.choose(`min:${v}`).choose(`bleed:${v}`);
    if (!sc.s.act) throw new Error('scenario: no action');
    return statBonus(sc.s, 'intercept', sc.uid(WATCHER.name, 1)) - 5;
  },
});

/** The cases of these families a vampire fits. */
export function cryptBarredCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e) => {
          if (!isKind(e, 'barCards')) return [];
          if (e.cards === 'weapon' && e.of === 'self') return [ownWeaponCase(def)];
          if (e.cards === 'retainer' && e.of === 'opponent') return [opposingRetainerCase(def)];
          if (e.cards === 'retainer' && e.of === 'all' && e.class === 'animal')
            return [
              opposingRetainerCase(def, [TEST_HOUND], 1, 'vampire: in its combat, animal retainers lose their abilities'),
              actingAnimalCase(def),
            ];
          return [];
        }),
  );
}
