/**
 * Scenarios of the polling step's cards that make a vampire abstain or cancel the referendum (issue 29, h-mods,
 * twelfth session; tests only; vtes-es 6.3.2, 6.3.3): the primitive `abstain`, and `cancel` played as a modifier.
 * A test referendum gains its caller 3 pool when it passes.
 * - `abstainModifier`: seat 0's caller (the mode's Disciplines) calls it and votes for (1); seat 1's prince votes
 *   against (2); seat 0 plays the card on that prince. Measured: 1 when the referendum passes, +10 when the prince is
 *   locked, +100 per blood it burned. Stripped: the card is not offered, the referendum fails (0).
 * - `abstainReaction`: seat 0's caller votes for with seat 0's prince (3 against seat 1's prince's 2); seat 1's
 *   reacting vampire (the mode's Disciplines) plays the card on seat 0's prince. Measured: 1 when the referendum
 *   fails, +10 / +100 as above. Stripped: it passes (0).
 * - `cancelRefModifier`: seat 0's caller (the mode's Disciplines) calls it, seat 1's prince votes against, seat 0
 *   plays the card. Measured: 1 when the political action card is back in seat 0's hand and no pool was gained.
 *   Stripped: the referendum fails, its card in the ash heap (0).
 */
import type { CardDef, Mode } from '../schema/effects';
import { primsOf } from '../schema/modes';
import { isPrim } from '../schema/effect-query';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
export const GAIN = testLibraryCard('Test Gain Referendum', 'Political Action', {
  kind: 'political',
  conditions: [],
  effects: [{ e: 'prims', do: [{ p: 'move', n: 3, from: 'bank', to: 'pool' }] }],
});
const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince' });
export const RIVAL = testVampire('Test Rival Prince', {}, [], 'Caitiff', { title: 'prince' });

/**
 * Plays a referendum to its end: at each polling decision, the first of `wants` offered (an option id, or a test on
 * the ids), else "done"; returns the scenario.
 */
export function poll(sc: Scenario, wants: ((o: string[]) => string | undefined)[]): Scenario {
  for (let i = 0; i < 60 && (sc.s.act || sc.s.ref); i++) {
    const o = ids(sc.s);
    const pick = wants.map((w) => w(o)).find((x) => x !== undefined);
    sc.choose(pick ?? o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? o[0]);
  }
  return sc;
}
export const has = (id: string) => (o: string[]) => (o.includes(id) ? id : undefined);
const outcome = (sc: Scenario, v: string, pr: { lock?: true; burn?: number }) =>
  (sc.s.cards[v].locked && pr.lock ? 10 : 0) + (pr.burn ? 100 * (4 - sc.s.cards[v].blood) : 0);

function abstainModifierCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const pr = primsOf(m.effects).find(isPrim('abstain'))!;
  const caller = testVampire('Test Caller', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'abstainModifier',
    expected: 1 + (pr.lock ? 10 : 0) + (pr.burn ?? 0) * 100,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: caller.name, blood: 4 }], hand: [GAIN.name, def.name] }, { ready: [{ card: RIVAL.name, blood: 4 }] }],
        defs: [def, caller, RIVAL, GAIN],
        strip: strip ? [def.name] : [],
      });
      const h = sc.uid(def.name, 0, 'hand');
      const r = sc.uid(RIVAL.name, 1);
      sc.play(GAIN.name, { by: caller.name });
      poll(sc, [
        has('call:y'),
        has(`v:${r}:n`),
        (o) => (sc.s.ref?.tally?.[r] ? o.find((x) => x.startsWith(`abst:${h}:${mi}:`) && x.endsWith(`:${r}`)) : undefined),
      ]);
      return (sc.pool(0) === 33 ? 1 : 0) + outcome(sc, r, pr);
    },
  };
}

function abstainReactionCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const pr = primsOf(m.effects).find(isPrim('abstain'))!;
  const caller = testVampire('Test Caller', {});
  const reactor = testVampire('Test Reactor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'abstainReaction',
    expected: 1 + (pr.lock ? 10 : 0) + (pr.burn ?? 0) * 100,
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: caller.name, blood: 4 },
              { card: PRINCE.name, blood: 4 },
            ],
            hand: [GAIN.name],
          },
          {
            ready: [
              { card: RIVAL.name, blood: 4 },
              { card: reactor.name, blood: 4 },
            ],
            hand: [def.name],
          },
        ],
        defs: [def, caller, reactor, PRINCE, RIVAL, GAIN],
        strip: strip ? [def.name] : [],
      });
      const h = sc.uid(def.name, 1, 'hand');
      const p = sc.uid(PRINCE.name);
      sc.play(GAIN.name, { by: caller.name });
      poll(sc, [
        has('call:y'),
        has(`v:${p}:y`),
        has(`v:${sc.uid(RIVAL.name, 1)}:n`),
        (o) => (sc.s.ref?.tally?.[p] ? o.find((x) => x.startsWith(`abst:${h}:${mi}:`) && x.endsWith(`:${p}`)) : undefined),
      ]);
      return (sc.pool(0) === 30 ? 1 : 0) + outcome(sc, p, pr);
    },
  };
}

function cancelRefModifierCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const caller = testVampire('Test Caller', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'cancelRefModifier',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: caller.name, blood: 4 }], hand: [GAIN.name, def.name] }, { ready: [{ card: RIVAL.name, blood: 4 }] }],
        defs: [def, caller, RIVAL, GAIN],
        strip: strip ? [def.name] : [],
      });
      const h = sc.uid(def.name, 0, 'hand');
      const g = sc.uid(GAIN.name, 0, 'hand');
      const r = sc.uid(RIVAL.name, 1);
      sc.play(GAIN.name, { by: caller.name });
      poll(sc, [
        has('call:y'),
        has(`v:${r}:n`),
        (o) => (sc.s.ref?.tally?.[r] && dec(sc.s).seat === 0 ? o.find((x) => x.startsWith(`cancel:${h}:${mi}:`)) : undefined),
      ]);
      return sc.s.cards[g].zone === 'hand' && sc.pool(0) === 30 ? 1 : 0;
    },
  };
}

function cases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    const ps = primsOf(m.effects);
    if (ps.some(isPrim('abstain'))) return [m.kind === 'reaction' ? abstainReactionCase(def, mi, m) : abstainModifierCase(def, mi, m)];
    if (ps.some((p) => p.p === 'cancel' && p.what === 'referendum') && m.kind === 'modifier') return [cancelRefModifierCase(def, mi, m)];
    return [];
  });
}

/** Telepathic Vote Counting, Scalpel Tongue. */
export const ABSTAIN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101951': cases,
  '101686': cases,
};
