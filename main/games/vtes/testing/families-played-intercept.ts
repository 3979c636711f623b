/**
 * Scenarios of a piece of equipment giving its bearer intercept once a vampire plays an action modifier requiring one of
 * some Disciplines during the action (issue 29, h-combat; tests only; a `vtes.play` trigger of the bearer with the filter
 * leaf `playedDisc { modifier: true }` and the primitive `interceptBy` on the bearer, once each action; vtes-es 6.2.2.2):
 * Phased Motion Detector. Seat 0's test vampire, with the first Discipline the filter names, bleeds seat 1; seat 1's test
 * vampire bears the card and attempts to block; seat 0 plays a test +1 stealth modifier requiring that Discipline.
 * Measured: 10 when the block then succeeds (the combat starts), plus 1 when the bearer had no such intercept before.
 */
import type { CardDef } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { effectWhere, primWhere } from '../schema/effect-query';
import { actionIntercept } from '../vocab/prims/intercept-by';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { testLibraryCard } from './test-library-cards';

/** The Disciplines whose action modifiers the filter watches (its `playedDisc { modifier }` leaves). */
function watched(c: Cond | undefined): string[] {
  if (!c) return [];
  if (c.c === 'playedDisc' && c.modifier) return [c.disc];
  if (c.c === 'all' || c.c === 'any') return c.of.flatMap(watched);
  return [];
}

function playedInterceptCase(def: CardDef, mi: number, disc: string): FamilyCase {
  const actor = testVampire('Test Detected Actor', { [disc]: 1 });
  const bearer = testVampire('Test Detector Bearer', {});
  const veil = testLibraryCard('Test Veil', 'Action Modifier', {
    kind: 'modifier',
    conditions: [{ r: 'disc', disc, level: 1 }],
    effects: [{ e: 'stealth', n: 1 }],
  });
  return {
    family: 'equipment: intercept once a modifier requiring a Discipline is played',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 6 }], hand: [veil.name] },
          { ready: [{ card: bearer.name, blood: 6, attached: [{ card: def.name, mode: mi }] }] },
        ],
        defs: [def, actor, bearer, veil],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const b = sc.uid(bearer.name, 1);
      const card = sc.uid(veil.name, 0, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      const before = actionIntercept(sc.s, b);
      let fought = false;
      for (let i = 0; i < 20 && sc.s.act && !fought; i++) {
        const d = dec(sc.s);
        // the bearer attempts to block: the acting Methuselah then plays the modifier (6.2.2.2)
        const pick =
          d.options.find((o) => o.id.startsWith(`mod:${card}`)) ??
          d.options.find((o) => o.id === `block:${b}`) ??
          d.options.find((o) => ['pass', 'decline', 'done', 'none'].includes(o.id))!;
        sc.choose(pick.id);
        fought = !!sc.s.combat;
      }
      return (fought ? 10 : 0) + (before === 0 ? 1 : 0);
    },
  };
}

/** The cases a card fits: an equipment mode with a `vtes.play` trigger of its bearer giving it intercept (`interceptBy`). */
export function playedInterceptCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    if (m.kind !== 'equip') return [];
    const discs = m.effects
      .filter(effectWhere('on', (e) => e.event === 'vtes.play' && !!e.bearer && e.effects.some(primWhere('interceptBy', (p) => p.n > 0))))
      .flatMap((e) => watched(e.filter));
    return discs.length ? [playedInterceptCase(def, mi, discs[0])] : [];
  });
}
