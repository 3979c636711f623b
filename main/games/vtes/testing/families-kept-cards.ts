/**
 * Scenarios of a card kept on a minion with a memory of an earlier action (issue 29, h-mods, fifteenth session; tests
 * only; vtes-es 6.2.2.2, 6.2.3, 1.1.1): the primitive `attach { keep: 'target' }` and `attach { ifBlocks }`
 * (vocab/prims/attach.ts), the Condition `keptSeat { of: 'target' }`, and the abilities of a card its user controls on
 * another Methuselah's minion (vocab/abilities.ts).
 * - `keptTarget` (Marked Path, Shadow Cast [OBL]): seat 0's vampire bleeds seat 1 unblocked and, the action successful, plays the card on
 *   itself; the turns go on to seat 0's next minion phase, where it bleeds seat 1 again and seat 1's vampire attempts to
 *   block: the card burned for stealth beats the block. Measured: the pool seat 1 lost (2). Stripped: the second bleed
 *   is blocked (1).
 * - `blockAttach` (Melange [AUS]): seat 0's sneaking vampire (+1 stealth) bleeds seat 1; seat 1's vampire attempts to
 *   block, plays the card for +1 intercept and blocks; the card goes on seat 0's vampire, still seat 1's. In seat 1's
 *   turn its vampire bleeds seat 0, nobody blocks, and it burns the card for +1 bleed. Measured: the pool seat 0 lost
 *   (2). Stripped: 1.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** Answers the action under way: the first of `wants` offered, else a pass. */
function finish(sc: Scenario, wants: string[] = []): void {
  for (let i = 0; i < 60 && sc.s.act; i++) {
    const o = ids(sc.s);
    sc.choose(o.find((x) => wants.includes(x)) ?? o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]);
  }
}

/** The option using the card `card` (any ability, any minion), if offered. */
const useOf = (sc: Scenario, card: string) => ids(sc.s).find((x) => x.split(':').includes(card) && !x.startsWith('min:'));

function keptTargetCase(def: CardDef): FamilyCase {
  // the Discipline of the mode putting the card on the vampire, at the superior level
  const disc = def.modes[1]?.conditions.find((r) => r.r === 'disc');
  const actor = testVampire('Test Marked Actor', disc?.r === 'disc' ? { [disc.disc]: 2 } : {});
  const opp = testVampire('Test Marked Blocker', {});
  return {
    family: 'keptTarget',
    expected: 2,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
        defs: [def, actor, opp],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      const h = sc.uid(def.name, 0, 'hand');
      const before = sc.pool(1);
      const t0 = sc.s.turn;
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      // seat 1 does not block; once the bleed succeeds, the card is played on the acting vampire
      for (let i = 0; i < 40 && sc.s.act; i++) {
        const o2 = ids(sc.s);
        const mine = dec(sc.s).seat === 0 ? o2.find((x) => x.split(':').includes(h) && x.split(':').includes('1')) : undefined;
        sc.choose(mine ?? o2.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o2[0]);
      }
      sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion' && x.turn > t0, 200);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      if (ids(sc.s).includes(`block:${o}`)) sc.choose(`block:${o}`);
      const use = dec(sc.s).seat === 0 ? useOf(sc, h) : undefined;
      if (use) sc.choose(use);
      finish(sc);
      return before - sc.pool(1);
    },
  };
}

function blockAttachCase(def: CardDef): FamilyCase {
  const actor = testVampire('Test Melange Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
  const reactor = testVampire('Test Melange Seer', { aus: 2 });
  return {
    family: 'blockAttach',
    expected: 2,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }] }, { ready: [{ card: reactor.name, blood: 6 }], hand: [def.name] }],
        defs: [def, actor, reactor],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const r = sc.uid(reactor.name, 1);
      const h = sc.uid(def.name, 1, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${r}`);
      finish(sc, [`react:${h}:1`]);
      sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'minion', 200);
      const before = sc.pool(0);
      sc.choose(`min:${r}`).choose(`bleed:${r}`);
      for (let i = 0; i < 40 && sc.s.act; i++) {
        const use = dec(sc.s).seat === 1 ? useOf(sc, h) : undefined;
        const o = ids(sc.s);
        sc.choose(use ?? o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]);
      }
      return before - sc.pool(0);
    },
  };
}

/** Marked Path, Melange, Shadow Cast. */
export const KEPT_CARD_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101169': (def) => [keptTargetCase(def)],
  '102280': (def) => [keptTargetCase(def)],
  '101195': (def) => [blockAttachCase(def)],
};
