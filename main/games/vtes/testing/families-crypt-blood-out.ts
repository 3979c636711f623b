/**
 * The scenario family of a vampire's own action moving its blood to a vampire of its Methuselah's uncontrolled region
 * (issue 30 item 1; tests only; vtes-es 6.1, 6.2.3: an offered action of window `action` whose cost is its blood, paid on
 * success, and whose primitive is `bloodToUncontrolled` with the filter of the text): as an action, up to 3 of its blood
 * goes to a younger Nosferatu waiting in its Methuselah's uncontrolled region (Casino Reeds, Ugadja: one ability per amount). The vampire (4
 * blood) is ready, a test vampire of the filter's clan or sect (capacity 3, younger) waits in the uncontrolled region; the action
 * is taken unblocked. Measured: the blood the waiting vampire gained, plus 10 times the blood the vampire lost.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { Sect } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/**
 * The vampire (`blood`) takes its `nth` own action unblocked, `waiting` (no blood) of its Methuselah's uncontrolled region
 * chosen when asked (shared with families-crypt-every.ts).
 */
export function uncontrolledAction(def: CardDef, waiting: CardDef, strip: boolean, blood: number, nth = 0) {
  const sc = new Scenario({
    seats: [{ ready: [{ card: def.name, blood }], uncontrolled: [{ card: waiting.name, blood: 0 }] }, {}],
    defs: [def, waiting],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const w = sc.uid(waiting.name, 0, 'uncontrolled');
  sc.choose(`min:${v}`);
  const o = dec(sc.s).options.filter((x) => x.id.startsWith(`use:${v}:`))[nth];
  if (!o) throw new Error(`scenario: ${def.name} offers no action`);
  sc.choose(o.id);
  sc.s = passUntil(sc.s, (x) => !x.act || dec(x).options.some((y) => y.id.split(':').includes(w)));
  const pick = sc.s.act && dec(sc.s).options.find((y) => y.id.split(':').includes(w));
  if (pick) sc.choose(pick.id);
  sc.s = passUntil(sc.s, (x) => !x.act);
  return { sc, v, w };
}

function bloodOutCase(def: CardDef, n: number, nth: number, of: { clan?: string; sect?: Sect }): FamilyCase {
  const waiting = testVampire(`Test Heir ${of.clan ?? of.sect}`, {}, [], of.clan ?? 'Caitiff', {
    capacity: 3,
    ...(of.sect ? { sect: of.sect } : {}),
  });
  return {
    family: "vampire's own action: its blood to an uncontrolled vampire",
    expected: 11 * n,
    run(strip) {
      const { sc, v, w } = uncontrolledAction(def, waiting, strip, 4, nth);
      return sc.s.cards[w].blood + 10 * (4 - sc.s.cards[v].blood);
    },
  };
}

/** The cases of this family a vampire fits: its own actions paying n blood for n blood on an uncontrolled vampire of a clan. */
export function cryptBloodOutCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const own = def.modes.flatMap((m) =>
    m.effects.filter((e): e is Ability => isKind(e, 'ability') && e.window === 'action' && e.who?.role === 'self' && !e.action?.target),
  );
  return own.flatMap((a, i) => {
    const p = a.effects[0];
    const k = a.cost[0];
    if (a.effects.length !== 1 || p.p !== 'bloodToUncontrolled' || a.cost.length !== 1 || k.c !== 'blood' || k.n !== p.n) return [];
    const f = p.of ?? {};
    return (f.clan || f.sect) && Object.keys(f).every((k) => k === 'clan' || k === 'sect') ? [bloodOutCase(def, p.n, i, f)] : [];
  });
}
