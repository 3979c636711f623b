/**
 * Scenario families of a vampire's own text reaching other minions (issue 30 item 1; tests only):
 * - `{ e: 'mod', who: 'every', if }` on a ready vampire ("while she is ready, Inner Circle members get -2 bleed":
 *   core/queries.ts `everyMods` reads the ready vampires' own text as it reads the cards in play): the vampire is
 *   ready at the prey's seat (or beside the bleeder, for "vampires you control": Marcus Vitel); a test vampire the
 *   Condition takes (its title, clan or sect), printed +2 bleed, bleeds unblocked (the prey holding a ready vampire of
 *   the sect the Condition names). Measured: the pool the prey lost (3 without the vampire's text, 3 + n with it).
 * - an action of its own putting blood on a vampire of the uncontrolled region (`bloodToUncontrolled`; Mary Anne
 *   Blaire's 2 blood, vtes-es 6.1): the action is taken unblocked, the uncontrolled vampire chosen; measured: the blood
 *   it gained.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { Cond, Sect } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { uncontrolledAction } from './families-crypt-blood-out';
import { type FamilyCase, testVampire, type VampireFacts } from './test-vampire';

type Mod = Extract<Effect, { e: 'mod' }>;

/**
 * The game a Condition of an every-minion bleed modifier needs: the test bleeder's title, clan or sect, the
 * bleeder controlled by the vampire's own Methuselah (`yours`: "Sabbat vampires you control"), a ready vampire of
 * a sect at the bled Methuselah (`controls` of the target), the vampire's own title it already holds; undefined
 * for another leaf.
 */
interface EveryGame {
  bleeder: { clan?: string; facts: VampireFacts };
  yours?: boolean;
  targetSect?: Sect;
  /** A ready vampire of this clan at the bled Methuselah (`controls` of the target: Vasilis' "a ready Brujah"). */
  targetClan?: string;
}
function arrangeEvery(c: Cond, g: EveryGame): boolean {
  if (c.c === 'all') return c.of.every((x) => arrangeEvery(x, g));
  // "Baali and Followers of Set": the first alternative
  if (c.c === 'any') return arrangeEvery(c.of[0], g);
  // "against you": the vampire's Methuselah is the one bled (the default game)
  if (c.c === 'targetsYou') return !g.yours;
  if (c.c === 'title' && c.who === 'minion') g.bleeder.facts.title = c.title;
  // "a titled vampire": a prince
  else if (c.c === 'titled' && c.who === 'minion') g.bleeder.facts.title = 'prince';
  else if (c.c === 'clan' && c.who === 'minion') g.bleeder.clan = c.clan;
  else if (c.c === 'sect' && c.who === 'minion') g.bleeder.facts.sect = c.sect;
  else if (c.c === 'yours' && c.who === 'minion') g.yours = true;
  else if (c.c === 'controls' && c.of === 'target' && c.sect && !c.clan && !c.title && !c.titled) g.targetSect = c.sect;
  else if (c.c === 'controls' && c.of === 'target' && c.clan && !c.sect && !c.title && !c.titled) g.targetClan = c.clan;
  // the vampire is locked in the game ("while she is locked"); the bleeder is another card ("other Toreador")
  else if (c.c === 'locked' && c.who === 'self') return true;
  else if (c.c === 'not' && c.of.c === 'same' && c.of.who === 'minion' && c.of.as === 'self') return true;
  else if (!(c.c === 'vampire' && c.who === 'minion') && !(c.c === 'title' && c.who === 'self')) return false;
  return true;
}
function takenBy(c: Cond): EveryGame | undefined {
  const g: EveryGame = { bleeder: { facts: {} } };
  return arrangeEvery(c, g) ? g : undefined;
}

function everyBleedCase(def: CardDef, e: Mod, g: EveryGame, stat: 'bleed' | 'stealth'): FamilyCase {
  const t = g.bleeder;
  const bleeder = testVampire('Test Every Bleeder', {}, [{ e: 'mod', stat: 'bleed', n: 2, who: 'self' }], t.clan ?? 'Caitiff', t.facts);
  // a ready vampire of the bled Methuselah, locked (it does not block)
  const held =
    g.targetSect || g.targetClan
      ? [testVampire('Test Every Held', {}, [], g.targetClan ?? 'Caitiff', g.targetSect ? { sect: g.targetSect } : {})]
      : [];
  // a stealth is read while the prey may still block: an unlocked vampire there
  const watcher = stat === 'stealth' ? [testVampire('Test Every Watcher', {})] : [];
  const heldSpec = [...held.map((h) => ({ card: h.name, blood: 1, locked: true })), ...watcher.map((w) => ({ card: w.name, blood: 1 }))];
  const mine = { card: def.name, blood: 3, locked: true };
  return {
    family: `a ready vampire's text changing every minion's ${stat}`,
    expected: (stat === 'bleed' ? 3 : 0) + e.n,
    run(strip) {
      const sc = new Scenario({
        // the vampire at the prey's seat, or beside the bleeder ("vampires you control")
        seats: g.yours
          ? [{ ready: [{ card: bleeder.name, blood: 3 }, mine] }, { ready: heldSpec, pool: 30 }]
          : [{ ready: [{ card: bleeder.name, blood: 3 }] }, { ready: [mine, ...heldSpec], pool: 30 }],
        defs: [def, bleeder, ...held, ...watcher],
        strip: strip ? [def.name] : [],
      });
      const b = sc.uid(bleeder.name);
      sc.choose(`min:${b}`).choose(`bleed:${b}`);
      // the stealth of the bleed as announced
      if (stat === 'stealth') return sc.s.act?.stealth ?? -1;
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
      const { sc, w } = uncontrolledAction(def, WAITING, strip, 3);
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
      const t =
        isKind(e, 'mod') && e.who === 'every' && (e.stat === 'bleed' || e.stat === 'stealth') && !e.per && e.if ? takenBy(e.if) : undefined;
      if (t && isKind(e, 'mod')) out.push(everyBleedCase(def, e, t, e.stat as 'bleed' | 'stealth'));
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
