/**
 * Scenario families of a vampire's own text about the combats it is in (issue 30 item 1; tests only; vtes-es 6.4.4,
 * 6.4.6): the vampire bleeds and a test vampire with +5 intercept blocks.
 * - `ownStrikes { aggIf }` ("damage it inflicts on Baali is aggravated"): the blocker is of the clan the Condition names
 *   (6 blood); the vampire strikes with its hand, the blocker does not strike. Measured: 1 when the blocker went to
 *   torpor (aggravated damage is not healed); the same fight against a blocker of another clan must not.
 * - `pressBurn` (a press to continue combat with it costs the pressing vampire blood): nobody strikes, the
 *   blocker uses its own optional press to continue. Measured: the blood the blocker lost (n).
 */
import type { CardDef } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** A test blocker of the clan given, +5 intercept and an optional press each combat. */
const blocker = (clan: string): CardDef =>
  testVampire(
    `Test Guard ${clan}`,
    {},
    [
      { e: 'mod', stat: 'intercept', n: 5, who: 'self' },
      { e: 'mod', stat: 'combatPresses', n: 1, who: 'self' },
    ],
    clan,
  );

/** The vampire (4 blood) bleeds, the guard (6 blood) blocks; the combat's first round is reached. */
function blocked(def: CardDef, strip: boolean, guard: CardDef) {
  const sc = new Scenario({
    seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: guard.name, blood: 6 }] }],
    defs: [def, guard],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const w = sc.uid(guard.name, 1);
  sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${w}`);
  return { sc, v, w };
}

/** Plays the first round: seat 0 strikes with its hand if `hand`, nobody else strikes; stops at the press step or the end. */
function toPress(sc: Scenario, hand: boolean): void {
  for (let i = 0; i < 40 && sc.s.combat && sc.s.combat.step !== 'press'; i++) {
    const striking = sc.s.combat.step.startsWith('strike');
    if (striking && hand && dec(sc.s).seat === 0 && ids(sc.s).includes('hand')) sc.choose('hand');
    else if (striking && ids(sc.s).includes('none')) sc.choose('none');
    else sc.s = passUntil(sc.s, (x) => x !== sc.s, 1);
  }
}

/** The clan a Condition names for the opposing minion (`clan` of `opponent`), if that is what it says. */
function opponentClan(c: Cond): string | undefined {
  return c.c === 'clan' && c.who === 'opponent' ? c.clan : undefined;
}

const aggIfCase = (def: CardDef, clan: string): FamilyCase => ({
  family: "vampire's own damage aggravated against a clan",
  expected: 1,
  run(strip) {
    const torpor = (guard: CardDef) => {
      const { sc, w } = blocked(def, strip, guard);
      toPress(sc, true);
      return sc.s.cards[w].zone === 'torpor' ? 1 : 0;
    };
    // against another clan the damage stays normal (the 6-blood guard heals it)
    return torpor(blocker(clan)) + 10 * torpor(blocker(clan === 'Caitiff' ? 'Pander' : 'Caitiff'));
  },
});

const pressBurnCase = (def: CardDef, n: number): FamilyCase => ({
  family: "vampire's own price of a press against it",
  expected: n,
  run(strip) {
    const { sc, w } = blocked(def, strip, blocker('Caitiff'));
    toPress(sc, false);
    if (dec(sc.s).seat === 0) sc.choose('pass');
    const p = ids(sc.s).find((x) => x.startsWith('optpress'));
    if (!p) throw new Error('scenario: the guard has no press');
    sc.choose(p);
    return 6 - sc.s.cards[w].blood;
  },
});

/** The cases of these families a vampire fits. */
export function cryptCombatOwnCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e) => {
          if (isKind(e, 'ownStrikes') && e.aggIf) {
            const clan = opponentClan(e.aggIf);
            return clan ? [aggIfCase(def, clan)] : [];
          }
          if (isKind(e, 'pressBurn')) return [pressBurnCase(def, e.n)];
          return [];
        }),
  );
}
