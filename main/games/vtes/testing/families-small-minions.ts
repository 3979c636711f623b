/**
 * Scenarios of an action modifier aimed at small minions (issue 29, h-mods, twelfth session; tests only; vtes-es
 * 6.2.1, 6.2.2.1, 1.6.1.1): Approximation of Loyalty.
 * - `noBlockSmall` ([pre], as the action is announced): seat 0's capacity 8 vampire bleeds; seat 1 has a capacity 2
 *   and a capacity 9 vampire, both +5 intercept, the big one locked. Played, the small one cannot block. Measured:
 *   the pool seat 1 lost (1), +10 when no choice of a minion was asked (the big one is not a candidate). Stripped:
 *   the small one blocks (0 + 10).
 * - `cancelSmallReaction` ([PRE]): seat 0's +1 stealth capacity 8 vampire bleeds; seat 1's capacity 2 vampire
 *   attempts to block and plays a +1 intercept reaction, which the card cancels as it is played. Measured: the pool
 *   seat 1 lost (1: the block failed), +10 when a +1 bleed modifier of seat 0's hand was never offered after it.
 *   Stripped: the block succeeds (0), and the bleed modifier is never offered either (10).
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (def: CardDef, mi: number): Record<string, 1 | 2> =>
  Object.fromEntries(def.modes[mi].conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const SMALL = testVampire('Test Small Sentry', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }], 'Caitiff', { capacity: 2 });
const BIG = testVampire('Test Big Sentry', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }], 'Caitiff', { capacity: 9 });
const SHY = testVampire('Test Shy', {}, [], 'Caitiff', { capacity: 2 });
const EYES = testLibraryCard('Test Eyes', 'Reaction', { kind: 'reaction', conditions: [], effects: [{ e: 'intercept', n: 1 }] });
const PUSH = testLibraryCard('Test Push', 'Action Modifier', {
  kind: 'modifier',
  window: { bleed: true },
  conditions: [],
  effects: [{ e: 'bleedPlus', n: 1, limited: false }],
});

function noBlockSmallCase(def: CardDef, mi: number): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(def, mi), [], def.clan[0] ?? 'Caitiff', { capacity: 8 });
  return {
    family: 'noBlockSmall',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 5 }], hand: [def.name] },
          {
            ready: [
              { card: SMALL.name, blood: 2 },
              { card: BIG.name, blood: 2, locked: true },
            ],
          },
        ],
        defs: [def, actor, SMALL, BIG],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.play(def.name, { mode: mi });
      const asked = dec(sc.s).kind === 'vtes.pick' ? 0 : 10;
      const block = `block:${sc.uid(SMALL.name, 1)}`;
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(block));
      if (sc.s.act) sc.choose(block);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1) + asked;
    },
  };
}

function cancelSmallReactionCase(def: CardDef, mi: number): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(def, mi), [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }], def.clan[0] ?? 'Caitiff', {
    capacity: 8,
  });
  return {
    family: 'cancelSmallReaction',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 5 }], hand: [def.name, PUSH.name] },
          { ready: [{ card: SHY.name, blood: 2 }], hand: [EYES.name] },
        ],
        defs: [def, actor, SHY, EYES, PUSH],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const eyes = sc.uid(EYES.name, 1, 'hand');
      const push = sc.uid(PUSH.name, 0, 'hand');
      const block = `block:${sc.uid(SHY.name, 1)}`;
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(block));
      sc.choose(block);
      sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && ids(x).some((o) => o.split(':').includes(eyes))));
      const react = ids(sc.s).find((o) => o.split(':').includes(eyes));
      if (!react) throw new Error(`scenario: no reaction: ${ids(sc.s).join(' ')}`);
      sc.choose(react);
      if (dec(sc.s).seat === 0 && ids(sc.s).some((o) => o.split(':').includes(sc.uid(def.name, 0, 'hand'))))
        sc.play(def.name, { mode: mi });
      let offered = false;
      for (let i = 0; i < 50 && sc.s.act; i++) {
        if (dec(sc.s).seat === 0 && ids(sc.s).some((o) => o.split(':').includes(push))) offered = true;
        const o = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
        if (!o) throw new Error(`scenario: cannot pass: ${ids(sc.s).join(' ')}`);
        sc.choose(o);
      }
      return 30 - sc.pool(1) + (offered ? 0 : 10);
    },
  };
}

/** Approximation of Loyalty. */
export const SMALL_MINION_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100078': (def) => [noBlockSmallCase(def, 0), cancelSmallReactionCase(def, 1)],
};
