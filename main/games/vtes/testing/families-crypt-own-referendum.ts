/**
 * The scenario family of a vampire's own political action (issue 30 item 1; tests only; vtes-es 6.3, 6.3.2, 10, 4.2; the
 * offered action's `political`, rules/own-referendum.ts): "can call a referendum to ... as a +1 stealth political action"
 * (Zane, Horatio Ballard, Benjamin Rose). The vampire's Methuselah also controls a titled test voter (a primogen, 1 vote);
 * another Methuselah controls a test prince of a test city. The vampire takes its political action (at the prince when
 * the ability names a target), nobody blocks, the voter votes for, the referendum passes. Measured by what the ability's
 * primitives say: the title the vampire then holds (the prince's, contested by both; or the one named), the hand size
 * gained. Stripped, no such action is offered and nothing changes.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { Prim } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { defOf, handSize } from '../core/state';
import { titleInfo } from '../core/held-titles';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const VOTER = testVampire('Test Primogen Voter', {}, [], 'Caitiff', { title: 'primogen' });
const PRINCE: CardDef = { ...testVampire('Test City Prince', {}, [], 'Caitiff', { title: 'prince' }), city: 'Test City' };

/** The vampire's own political actions (an ability of window `action` whose action is political). */
function ownPolitical(def: CardDef): Ability | undefined {
  for (const m of def.modes)
    for (const e of m.effects)
      if (isKind(e, 'ability') && (e as Ability).window === 'action' && (e as Ability).action?.political) return e as Ability;
  return undefined;
}

/**
 * Seat 0: the vampire (5 blood) and the voter; seat 1: the prince. The vampire takes its political action, the voter
 * votes for; the state once the action is over, and the vampire's uid, or undefined when no such action is offered.
 */
export function callReferendum(def: CardDef, strip: boolean, pick = 'vtes.ashToHand'): { sc: Scenario; v: string } | undefined {
  const sc = new Scenario({
    phase: 'minion',
    seats: [
      {
        ready: [
          { card: def.name, blood: 5 },
          { card: VOTER.name, blood: 3 },
        ],
        ash: ['Deflection', 'Blood Doll', 'Deflection'],
      },
      { ready: [{ card: PRINCE.name, blood: 3 }] },
    ],
    defs: [def, VOTER, PRINCE],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const prince = sc.uid(PRINCE.name, 1);
  const voter = sc.uid(VOTER.name);
  sc.choose(`min:${v}`);
  const o = ids(sc.s).find((x) => x.startsWith(`use:${v}:`) && (x.split(':').length < 5 || x.split(':').includes(prince)));
  if (!o) return undefined;
  sc.choose(o);
  const cast = `v:${voter}:y`;
  sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).includes(cast), 40);
  if (sc.s.ref && ids(sc.s).includes(cast)) sc.choose(cast);
  // the picks asked as the referendum passes (the cards of the ash heap taken, `ashToHand`): the first offered each time
  for (let i = 0; i < 40 && (sc.s.act || sc.s.ref || dec(sc.s).kind === pick); i++)
    if (dec(sc.s).kind === pick) sc.choose(dec(sc.s).options[0].id);
    else sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || dec(x).kind === pick, 40);
  return { sc, v };
}

/** "receive (and contest) the title held by a prince": the prince's title and city, both contesting it (1). */
function fromPrinceCase(def: CardDef): FamilyCase {
  return {
    family: "vampire's own political action: the title of a prince received and contested",
    expected: 1,
    run(strip) {
      const r = callReferendum(def, strip);
      if (!r) return 0;
      const { sc, v } = r;
      const prince = sc.uid(PRINCE.name, 1);
      const t = titleInfo(sc.s, v);
      return t.title === 'prince' && t.city === 'Test City' && sc.s.cards[v].contestedTitle && sc.s.cards[prince].contestedTitle ? 1 : 0;
    },
  };
}

/** "become the Prince of X": that title and city held (1). */
function namedTitleCase(def: CardDef, p: Extract<Prim, { p: 'gainTitle' }>): FamilyCase {
  return {
    family: "vampire's own political action: a title received",
    expected: 1,
    run(strip) {
      const r = callReferendum(def, strip);
      if (!r) return 0;
      const t = titleInfo(r.sc.s, r.v);
      return t.title === p.title && (t.city ?? undefined) === p.city ? 1 : 0;
    },
  };
}

/** "+n hand size until the end of the game": the hand size gained, kept after the action (n). */
function handSizeCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own political action: hand size until the end of the game",
    expected: n,
    run(strip) {
      const r = callReferendum(def, strip);
      if (!r) return 0;
      return handSize(r.sc.s, 0) - 7;
    },
  };
}

/** "move n minion cards from your ash heap to your hand": the minion cards moved (the ash heap holds two and a master card). */
function ashToHandCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own political action: minion cards of the ash heap to the hand",
    expected: n,
    run(strip) {
      const r = callReferendum(def, strip);
      if (!r) return 0;
      return r.sc.s.seats[0].zones.hand.filter((u) => !defOf(r.sc.s, u).types.includes('Master')).length;
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptOwnReferendumCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const a = ownPolitical(def);
  if (!a) return [];
  const out: FamilyCase[] = [];
  for (const p of a.effects) {
    if (p.p === 'gainTitle') out.push(p.from === 'target' ? fromPrinceCase(def) : namedTitleCase(def, p));
    if (p.p === 'handSize' && p.for === 'game') out.push(handSizeCase(def, p.n));
    if (p.p === 'ashToHand' && p.minionCards) out.push(ashToHandCase(def, Math.min(p.n, 2)));
  }
  return out;
}
