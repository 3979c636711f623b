/**
 * The scenario family of a vampire's own offered action that draws cards, then discards down to the hand size (issue
 * 30 item 1; tests only; vtes-es 1.6.1.2; the primitive `draw { n, discard }`; La Viuda Blanca's "draw up to 2 cards"
 * is one ability per amount). Seat 0's vampire takes the action (unblocked) with a full hand of 7 and a library of 10;
 * the discards are the first cards offered. Measured: 10 per card drawn from the library, 1 per card discarded.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_CLUB } from './families-melee';
import { type FamilyCase, testVampire } from './test-vampire';

const FOE = testVampire('Test Draw Foe', {});

function drawCase(def: CardDef, index: number, n: number): FamilyCase {
  return {
    family: `offered action: draw ${n}, then discard down`,
    expected: 11 * n,
    run(strip) {
      const sc = new Scenario({
        defs: [def, FOE, TEST_CLUB],
        seats: [
          { ready: [{ card: def.name, blood: 4 }], hand: Array(7).fill(TEST_CLUB.name), library: Array(10).fill(TEST_CLUB.name) },
          { ready: [{ card: FOE.name, blood: 4 }] },
        ],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      sc.choose(`min:${v}`);
      const uses = dec(sc.s).options.filter((o) => o.id.startsWith('use:') && o.id.split(':').includes(v));
      const use = uses.find((o) => o.id.split(':')[2] === String(index)) ?? (uses.length === 1 ? uses[0] : undefined);
      if (!use) throw new Error(`scenario: ${def.name} offers no action ${index}: ${ids(sc.s).join(' ')}`);
      sc.choose(use.id);
      for (let i = 0; i < 20 && sc.s.act; i++) {
        const discard = sc.s.pick ? ids(sc.s).find((x) => x.startsWith('t:') || x.startsWith('d:')) : undefined;
        if (discard) sc.choose(discard);
        else sc.s = passUntil(sc.s, (x) => !x.act || !!x.pick, 20);
      }
      const z = sc.s.seats[0].zones;
      return 10 * (10 - z.library.length) + z.ash.length;
    },
  };
}

/** The cases of this family a vampire fits: its own actions whose one primitive draws and discards down. */
export function cryptDrawCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((e, i) => {
    const p = e.effects[0];
    return e.window === 'action' && !e.action?.target && e.effects.length === 1 && p.p === 'draw' && p.discard
      ? [drawCase(def, i, p.n)]
      : [];
  });
}
