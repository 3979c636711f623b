/**
 * Scenario families of a vampire's own text reaching other minions (issue 30 item 1; tests only):
 * - `{ e: 'mod', who: 'every', if }` on a ready vampire ("while she is ready, Inner Circle members get -2 bleed":
 *   core/queries.ts `everyMods` reads the ready vampires' own text as it reads the cards in play): the vampire is
 *   ready at the prey's seat; a test vampire the Condition takes (its title, clan or sect), printed +2 bleed, bleeds
 *   unblocked. Measured: the pool the prey lost (3 without the vampire's text, 3 + n with it).
 * - an action of its own putting blood on a vampire of the uncontrolled region (`bloodToUncontrolled`; Mary Anne
 *   Blaire's 2 blood, vtes-es 6.1): the action is taken unblocked, the uncontrolled vampire chosen; measured: the blood
 *   it gained.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire, type VampireFacts } from './test-vampire';

type Mod = Extract<Effect, { e: 'mod' }>;

/** The test vampire a Condition on the modified minion takes (a title, a clan, a sect), or undefined for another Condition. */
function takenBy(c: Cond): { clan?: string; facts: VampireFacts } | undefined {
  // "when bleeding you": the family's bleed is at the vampire's Methuselah already
  if (c.c === 'all') {
    const rest = c.of.filter((x) => x.c !== 'targetsYou');
    return rest.length === 1 && rest.length < c.of.length ? takenBy(rest[0]) : undefined;
  }
  if (c.c === 'titled' && c.who === 'minion') return { facts: { title: 'prince' } };
  if (c.c === 'title' && c.who === 'minion') return { facts: { title: c.title } };
  if (c.c === 'clan' && c.who === 'minion') return { clan: c.clan, facts: {} };
  if (c.c === 'sect' && c.who === 'minion') return { facts: { sect: c.sect } };
  return undefined;
}

function everyBleedCase(def: CardDef, e: Mod, t: { clan?: string; facts: VampireFacts }): FamilyCase {
  const bleeder = testVampire('Test Every Bleeder', {}, [{ e: 'mod', stat: 'bleed', n: 2, who: 'self' }], t.clan ?? 'Caitiff', t.facts);
  return {
    family: "a ready vampire's text changing every minion's bleed",
    expected: 3 + e.n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: bleeder.name, blood: 3 }] }, { ready: [{ card: def.name, blood: 3, locked: true }], pool: 30 }],
        defs: [def, bleeder],
        strip: strip ? [def.name] : [],
      });
      const b = sc.uid(bleeder.name);
      sc.choose(`min:${b}`).choose(`bleed:${b}`);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1);
    },
  };
}

const WAITING = testVampire('Test Uncontrolled', {});

function uncontrolledActionCase(def: CardDef, a: Ability, n: number): FamilyCase {
  return {
    family: "vampire's own action: blood on an uncontrolled vampire",
    expected: n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 3 }], uncontrolled: [{ card: WAITING.name, blood: 0 }] }, {}],
        defs: [def, WAITING],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const w = sc.uid(WAITING.name, 0, 'uncontrolled');
      sc.choose(`min:${v}`);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`));
      if (!o) throw new Error(`scenario: ${def.name} offers no action`);
      sc.choose(o.id);
      sc.s = passUntil(sc.s, (x) => !x.act || dec(x).options.some((y) => y.id.split(':').includes(w)));
      const pick = sc.s.act && dec(sc.s).options.find((y) => y.id.split(':').includes(w));
      if (pick) sc.choose(pick.id);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return sc.s.cards[w].blood;
    },
  };
}

/** The cases of these families a vampire fits. */
export function cryptEveryCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const out: FamilyCase[] = [];
  for (const m of def.modes)
    for (const e of m.effects) {
      const t = isKind(e, 'mod') && e.who === 'every' && e.stat === 'bleed' && !e.per && e.if ? takenBy(e.if) : undefined;
      if (t && isKind(e, 'mod')) out.push(everyBleedCase(def, e, t));
      if (
        isKind(e, 'ability') &&
        e.window === 'action' &&
        e.who?.role === 'self' &&
        !e.action?.target &&
        e.action?.bleed === undefined &&
        !e.cost.length &&
        e.effects.length === 1 &&
        e.effects[0].p === 'bloodToUncontrolled' &&
        !e.effects[0].younger &&
        !e.effects[0].of
      )
        out.push(uncontrolledActionCase(def, e, e.effects[0].n));
    }
  return out;
}

/**
 * An action of its own aimed at another Methuselah (`action.methuselah`, 6.2.1) whose primitive discards a card of that
 * Methuselah's hand seen by the user (`discardFromTarget`; Le Dinh Tho): three Methuselahs, the one across from its
 * prey (seat 2, no minion to block) holding two cards; the vampire takes the action at seat 2 and a card is picked.
 * Measured: the cards in seat 2's ash heap (10 each) and its hand size after it draws up.
 */
const handLookCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own action at another Methuselah's hand",
  expected: 17,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 3 }] }, {}, { hand: ['Blood Doll', 'Blood Doll'] }],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.choose(`min:${v}`);
    const o = dec(sc.s).options.find((x) => x.id.startsWith(`useAt:${v}:`) && x.id.endsWith(':2'));
    if (!o) throw new Error(`scenario: ${def.name} offers no action at seat 2`);
    sc.choose(o.id);
    sc.s = passUntil(sc.s, (x) => !x.act || dec(x).options.some((y) => y.id.startsWith('d:')));
    const pick = dec(sc.s).options.find((y) => y.id.startsWith('d:'));
    if (pick) sc.choose(pick.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    return 10 * sc.s.seats[2].zones.ash.length + sc.s.seats[2].zones.hand.length;
  },
});

/** The cases of the hand-look family a vampire fits. */
export function cryptHandLookCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const own = def.modes.some((m) =>
    m.effects.some(
      (e) =>
        isKind(e, 'ability') &&
        e.window === 'action' &&
        e.who?.role === 'self' &&
        !!e.action?.methuselah &&
        e.effects.length === 1 &&
        e.effects[0].p === 'discardFromTarget',
    ),
  );
  return own ? [handLookCase(def)] : [];
}
