/**
 * Scenario family of the cards that end a blocked action before block resolution (issue 29; tests only;
 * vtes-es 6.2.3, primitive `endAction`, window `preCombat` of rules/action.ts): a modifier of the acting
 * minion or a reaction of the blocker whose `if` says the minion is about to enter the combat of the block
 * (`aboutToFight`). Seat 0's test vampire hunts; seat 1's vampire with +5 intercept blocks it; once the
 * block succeeded, the card is played by its side (a reaction's "acting younger vampire": the acting
 * vampire has capacity 4). Measured: 1 if no combat took place, 10 if the acting vampire is unlocked, 100
 * if the blocker is unlocked, 1000 if the unlocked acting vampire is not offered the hunt again (the same
 * action this turn). With the card's effects stripped the combat takes place.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { mentions } from '../core/params/cond';
import { didThisTurn } from '../core/deeds';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const SENTRY = { e: 'mod', stat: 'intercept', n: 5, who: 'self' } as const;

/** What the primitives promise in the family's measure (undefined: not the family's shape). */
function promised(ps: readonly Prim[]): number | undefined {
  const end = ps.find((p) => p.p === 'endAction');
  if (!end || end.p !== 'endAction') return undefined;
  let n = 1;
  for (const p of ps)
    if (p.p === 'unlock' && p.who === 'actor') n += 10 + (end.noRepeat ? 1000 : 0);
    else if (p.p !== 'endAction') return undefined;
  return n + (end.noLock ? 100 : 0);
}

/**
 * Seat 0's `a` takes its action `action` (`hunt`, `leave`; `mandatory`: offered at once, not through its
 * minion), seat 1's `b` blocks it: the scenario stands before block resolution (`preCombat`), or past the
 * action if no card is offered there.
 */
export function huntBlocked(sc: Scenario, a: string, b: string, action: string, mandatory = false): void {
  if (!mandatory) sc.choose(`min:${a}`);
  sc.choose(`${action}:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${b}`), 5);
  sc.choose(`block:${b}`);
  sc.s = passUntil(sc.s, (x) => !x.act || dec(x).kind === 'vtes.preCombat', 5);
}

function endCase(def: CardDef, mi: number, m: Mode, expected: number): FamilyCase {
  const reaction = m.kind === 'reaction';
  const clan = def.clan[0] ?? 'Caitiff';
  // the acting vampire younger than the blocker: "an acting younger vampire"
  const actor = testVampire('Test Actor', reaction ? {} : discsOf(m), [], clan, { capacity: 4 });
  const sentry = testVampire('Test Sentry', reaction ? discsOf(m) : {}, [SENTRY], clan);
  return {
    family: 'endAction',
    expected,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 4 }], hand: reaction ? [] : [def.name] },
          { ready: [{ card: sentry.name, blood: 4 }], hand: reaction ? [def.name] : [] },
        ],
        defs: [def, actor, sentry],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const b = sc.uid(sentry.name, 1);
      huntBlocked(sc, a, b, 'hunt');
      if (!sc.s.act) throw new Error(`scenario: ${def.name} is not offered before block resolution`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act && !x.combat);
      let n = didThisTurn(sc.s, a, { did: 'combat' }) ? 0 : 1;
      const free = sc.s.cards[a].zone === 'ready' && !sc.s.cards[a].locked;
      if (free) n += 10;
      if (!sc.s.cards[b].locked) n += 100;
      if (free && dec(sc.s).seat === 0 && ids(sc.s).includes(`min:${a}`)) {
        sc.choose(`min:${a}`);
        if (!ids(sc.s).includes(`hunt:${a}`)) n += 1000;
      }
      return n;
    },
  };
}

/**
 * A blocker's reaction in the block (Read the Winds): +n intercept with `noBlockLock` (the blocker does not
 * lock for its block), or a locked vampire's wake attempting to block at once with extra intercept
 * (`unlockSelf { blockWith }`). Seat 0's vampire hunts (+1 stealth); seat 1's vampire with no intercept
 * plays the card (in the intercept step, or to block while locked). Measured: 1 if it blocked, 10 if it is
 * unlocked once the action is over. With the card's effects stripped it is not offered.
 */
function blockCase(def: CardDef, mi: number, m: Mode, wake: boolean, expected: number): FamilyCase {
  const actor = testVampire('Test Actor', {}, [], 'Caitiff', { capacity: 4 });
  const sentry = testVampire('Test Sentry', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: wake ? 'wakeBlockWith' : 'noBlockLock',
    expected,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 4 }] }, { ready: [{ card: sentry.name, blood: 4, locked: wake }], hand: [def.name] }],
        defs: [def, actor, sentry],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const b = sc.uid(sentry.name, 1);
      sc.choose(`min:${a}`).choose(`hunt:${a}`);
      if (wake) sc.play(def.name, { mode: mi });
      else {
        sc.choose(`block:${b}`);
        sc.play(def.name, { mode: mi });
      }
      sc.s = passUntil(sc.s, (x) => !x.act && !x.combat);
      return (didThisTurn(sc.s, b, { did: 'block' }) ? 1 : 0) + (sc.s.cards[b].zone === 'ready' && !sc.s.cards[b].locked ? 10 : 0);
    },
  };
}

/** The block reactions of `blockCase`: its effects but the hand's ("do not replace until after this action"). */
function blockCases(def: CardDef, mi: number, m: Mode): FamilyCase[] {
  if (m.kind !== 'reaction' || m.if || m.window || !m.conditions.every((c) => c.r === 'disc' || c.r === 'locked')) return [];
  const es = m.effects.filter((e) => !isKind(e, 'noReplace'));
  const [e0, e1] = es;
  const locked = m.conditions.some((c) => c.r === 'locked');
  if (es.length === 1 && locked && isKind(e0, 'unlockSelf') && !e0.bloodCost && (e0.blockWith ?? 0) >= 1)
    return [blockCase(def, mi, m, true, 1)];
  if (
    es.length === 2 &&
    !locked &&
    isKind(e0, 'intercept') &&
    typeof e0.n === 'number' &&
    e0.n >= 1 &&
    isKind(e1, 'prims') &&
    e1.do.length === 1 &&
    e1.do[0].p === 'noBlockLock'
  )
    return [blockCase(def, mi, m, false, 11)];
  return [];
}

/** The cards a mode's `if` gives the window before block resolution, whose primitives end the action there. */
export function endActionFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if ([...def.reqs].length === 0) out.push(...blockCases(def, mi, m));
    if ((m.kind !== 'modifier' && m.kind !== 'reaction') || !mentions(m.if, 'aboutToFight')) return;
    if (![...def.reqs, ...m.conditions].every((c) => c.r === 'disc')) return;
    // a price of its own for some minions ("costs Followers of Set 1 fewer blood") changes nothing measured here
    if (!m.effects.every((e) => isKind(e, 'prims') || isKind(e, 'costMod'))) return;
    const n = promised(m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : [])));
    if (n !== undefined) out.push(endCase(def, mi, m, n));
  });
  return out;
}
