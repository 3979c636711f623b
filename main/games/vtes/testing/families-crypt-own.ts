/**
 * Scenario families of a vampire's own triggers and its own votes (issue 30 item 1; tests only), one per shape,
 * run for every vampire whose entry has it:
 * - `{ e: 'on', event: 'vtes.success', own: true, if: bleed }` unlocking the vampire ("can unlock after successfully
 *   bleeding your prey", "if he bleeds successfully, he unlocks at the end of the action"; vtes-es 6.2.3): it bleeds a
 *   Methuselah with no minion to block; measured: unlocked once the action is over (1).
 * - `{ e: 'on', event: 'vtes.blocked', own: true }` burning the blocker's blood (`from: 'opponent'`: "any vampire
 *   blocking him burns 1 blood", 6.2.2.2; RTR 19960530: as the block succeeds, combat or not): it bleeds, a test
 *   vampire of the prey blocks; measured: the blood that blocker lost before combat.
 * - `{ e: 'on', event: 'vtes.torpor', own: true }` burning its controller's pool ("burn 1 pool each time it goes
 *   into torpor", 6.5.1): the vampire of 1 blood takes 3 damage; measured: its controller's pool lost.
 * - an ability of window `polling` of the vampire itself paid in its blood ("during a referendum, it may burn 1
 *   blood to gain 1 vote", 6.3.3): a test vampire of the same Methuselah calls a referendum, the ability is used
 *   once for it; measured: the votes cast for (1 each) and the blood paid (10 each).
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { applyDamageForTests, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { pollingBeside } from './families-votes';

type Trigger = Extract<Effect, { e: 'on' }>;

const ownOn = (def: CardDef, event: string): Trigger[] =>
  def.modes.flatMap((m) =>
    m.effects.filter(
      (e): e is Trigger =>
        isKind(e, 'on') && !!e.own && (e.event === event || (Array.isArray(e.event) && e.event.includes(event as never))),
    ),
  );

/** 6.2.3: the vampire bleeds unblocked; 1 if it is unlocked once the action is over. */
const unlocksAfterBleed = (def: CardDef): FamilyCase => ({
  family: 'after its own successful bleed: unlocks',
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 4 }] }, { pool: 30 }],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.choose(`min:${v}`).choose(`bleed:${v}`);
    sc.s = passUntil(sc.s, (x) => !x.act);
    return sc.s.cards[v].locked ? 0 : 1;
  },
});

const BLOCKER = testVampire('Test Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

/** 6.2.2.2: the vampire bleeds and is blocked; the blood its blocker lost before combat. */
const blockerBurns = (def: CardDef, n: number): FamilyCase => ({
  family: 'its blocker burns blood',
  expected: n,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: BLOCKER.name, blood: 5 }] }],
      defs: [def, BLOCKER],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const b = sc.uid(BLOCKER.name, 1);
    sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${b}`);
    sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
    return 5 - sc.s.cards[b].blood;
  },
});

/** 6.5.1: the vampire (1 blood) takes 3 damage and goes to torpor; its controller's pool lost. */
const poolOnTorpor = (def: CardDef, n: number): FamilyCase => ({
  family: 'its controller burns pool as it goes to torpor',
  expected: n,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 1 }], pool: 20 }, {}],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.s = applyDamageForTests(sc.s, v, 3, 0);
    if (sc.s.cards[v].zone !== 'torpor') throw new Error(`scenario: ${def.name} is not in torpor`);
    return 20 - sc.pool(0);
  },
});

/** 6.3.3: the vampire's own polling ability used once for a referendum of its Methuselah; votes for + 10 per blood paid. */
const ownVotes = (def: CardDef, a: Ability, votes: number): FamilyCase => ({
  family: "vampire's own votes paid in blood",
  expected: votes + 10 * a.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0),
  run(strip) {
    const { sc, v } = pollingBeside(def, strip);
    const o = ids(sc.s).find((id) => id.startsWith('loc:') && id.split(':').includes(v) && id.endsWith(':y'));
    if (!o) throw new Error(`scenario: ${def.name} offers no votes: ${ids(sc.s).join(' ')}`);
    const before = sc.s.ref!.yes;
    sc.choose(o);
    return sc.s.ref!.yes - before + 10 * (3 - sc.s.cards[v].blood);
  },
});

/** The cases of these families a vampire fits. */
export function cryptOwnCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const out: FamilyCase[] = [];
  if (ownOn(def, 'vtes.success').some((t) => t.effects.some((p) => p.p === 'unlock' && p.who === 'self'))) out.push(unlocksAfterBleed(def));
  const burnt = ownOn(def, 'vtes.blocked')
    .flatMap((t) => t.effects)
    .reduce((k, p) => k + (p.p === 'move' && p.from === 'opponent' && p.to === 'bank' ? p.n : 0), 0);
  if (burnt) out.push(blockerBurns(def, burnt));
  const pool = ownOn(def, 'vtes.torpor')
    .flatMap((t) => t.effects)
    .reduce((k, p) => k + (p.p === 'move' && p.from === 'pool' && p.to === 'bank' ? p.n : 0), 0);
  if (pool) out.push(poolOnTorpor(def, pool));
  for (const m of def.modes)
    for (const e of m.effects)
      if (
        isKind(e, 'ability') &&
        e.window === 'polling' &&
        e.who?.role === 'self' &&
        e.cost.every((c) => c.c === 'blood') &&
        e.cost.length
      ) {
        const votes = e.effects.reduce((k, p) => k + (p.p === 'votes' && typeof p.n === 'number' ? p.n : 0), 0);
        if (votes && e.effects.every((p) => p.p === 'votes')) out.push(ownVotes(def, e, votes));
      }
  return out;
}
