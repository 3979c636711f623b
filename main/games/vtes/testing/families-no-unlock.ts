/**
 * Scenarios of modifiers played as the action is announced against locked minions (issue 29, h-mods, twelfth
 * session; tests only; vtes-es 1.1.2, 6.2.1, 6.2.2.1): The Sleeping Mind.
 * - `noBlockLocked`: seat 0's vampire bleeds, seat 1 has a locked vampire and a wake reaction; the card is played on
 *   it. Measured: the pool seat 1 lost (1: the vampire, even woken, could not block). Stripped: it wakes and blocks (0).
 * - `noUnlockAction`: seat 0's vampire hunts, the card is played, then a modifier unlocking the acting vampire after
 *   the action succeeds. Measured: 1 when the vampire is still locked once the action is over. Stripped: 0.
 */
import type { CardDef, Mode } from '../schema/effects';
import { primsOf } from '../schema/modes';
import { isPrim } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const SLEEPER = testVampire('Test Sleeper', {});
const WAKE = testLibraryCard('Test Wake', 'Reaction', {
  kind: 'reaction',
  conditions: [{ r: 'locked' }],
  effects: [{ e: 'prims', do: [{ p: 'wake', who: 'minion' }] }],
});
const FRESH = testLibraryCard('Test Fresh Start', 'Action Modifier', {
  kind: 'modifier',
  window: { after: 'success' },
  conditions: [],
  effects: [{ e: 'prims', do: [{ p: 'unlock', who: 'actor' }] }],
});

function noBlockLockedCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'noBlockLocked',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 4 }], hand: [def.name] },
          { ready: [{ card: SLEEPER.name, blood: 4, locked: true }], hand: [WAKE.name] },
        ],
        defs: [def, actor, SLEEPER, WAKE],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const w = sc.uid(WAKE.name, 1, 'hand');
      const block = `block:${sc.uid(SLEEPER.name, 1)}`;
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.play(def.name, { mode: mi });
      for (let i = 0; i < 60 && (sc.s.act || sc.s.combat); i++) {
        const o = ids(sc.s);
        const pick =
          o.find((x) => x.split(':').includes(w)) ??
          (o.includes(block) ? block : undefined) ??
          o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ??
          o[0];
        sc.choose(pick);
      }
      return 30 - sc.pool(1);
    },
  };
}

function noUnlockActionCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'noUnlockAction',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 2 }], hand: [def.name, FRESH.name] }, {}],
        defs: [def, actor, FRESH],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const f = sc.uid(FRESH.name, 0, 'hand');
      sc.choose(`min:${a}`).choose(`hunt:${a}`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 0 && ids(x).some((o) => o.split(':').includes(f))));
      if (!sc.s.act) throw new Error('scenario: the unlocking modifier is not offered');
      sc.play(FRESH.name);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return sc.s.cards[a].locked ? 1 : 0;
    },
  };
}

function cases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    const ps = primsOf(m.effects);
    if (ps.some(isPrim('noUnlockAction'))) return [noUnlockActionCase(def, mi, m)];
    if (ps.some((p) => p.p === 'noBlock' && p.sel.state === 'locked')) return [noBlockLockedCase(def, mi, m)];
    return [];
  });
}

/** The Sleeping Mind. */
export const NO_UNLOCK_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101805': cases,
};
