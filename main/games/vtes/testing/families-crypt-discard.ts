/**
 * The scenario family of a vampire's own discard phase ability unlocking another vampire of its Methuselah
 * (issue 30 item 1; tests only; vtes-es 8, "during your discard phase, it can burn 1 blood to unlock another ready
 * Black Hand vampire": Saul Meira). The vampire (3 blood) is ready beside a locked test vampire of the filter the
 * ability's Selector names; in the discard phase the ability is used on it. Measured: the test vampire unlocked (1)
 * and the blood the vampire paid (10 each). With the effects stripped no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { TEST_REFERENDUM } from './families-votes';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

function unlockOtherCase(def: CardDef, a: Ability): FamilyCase {
  const f = a.who?.filter ?? {};
  const other = testVampire('Test Locked Other', {}, [], f.clan ?? 'Caitiff', {
    ...(f.sect ? { sect: f.sect } : {}),
    ...(f.trait ? { traits: [f.trait] } : {}),
  });
  const blood = a.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0);
  return {
    family: 'discard phase ability: unlock another vampire',
    expected: 1 + 10 * blood,
    run(strip) {
      const sc = new Scenario({
        phase: 'discard',
        seats: [
          {
            ready: [
              { card: def.name, blood: 3 },
              { card: other.name, blood: 3, locked: true },
            ],
            hand: ['Blood Doll'],
          },
          {},
        ],
        defs: [def, other],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const t = sc.uid(other.name);
      const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v) && x.id.endsWith(`:${t}`));
      if (!o) throw new Error(`scenario: ${def.name} offers no use`);
      sc.choose(o.id);
      return (sc.s.cards[t].locked ? 0 : 1) + 10 * (3 - sc.s.cards[v].blood);
    },
  };
}

/** "During your discard phase, you can burn the Edge to gain 1 pool" (Hartmut Stover): the pool gained, 10 with the Edge burned. */
function edgePoolCase(def: CardDef, a: Ability, n: number): FamilyCase {
  return {
    family: 'discard phase ability: the Edge for pool',
    expected: n + 10,
    run(strip) {
      const sc = new Scenario({
        phase: 'discard',
        edge: 0,
        seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Blood Doll'], pool: 20 }, {}],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
      if (!o) throw new Error(`scenario: ${def.name} offers no use`);
      sc.choose(o.id);
      return sc.pool(0) - 20 + (sc.s.edge === 0 ? 0 : 10);
    },
  };
}

/**
 * "Any vampire casting votes or ballots against a referendum it calls burns 1 blood" (`vCostlyVotesAgainst`, 6.3.3):
 * the vampire calls a referendum of a test political action, a prince of the next Methuselah votes against it;
 * measured: the blood that prince burned.
 */
const PRINCE = testVampire('Test Voting Prince', {}, [], 'Caitiff', { title: 'prince' });
const costlyVotesCase = (def: CardDef): FamilyCase => ({
  family: 'votes against its referendum cost blood',
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: [TEST_REFERENDUM.name] }, { ready: [{ card: PRINCE.name, blood: 3 }] }],
      defs: [def, PRINCE, TEST_REFERENDUM],
      strip: strip ? [def.name] : [],
    });
    const p = sc.uid(PRINCE.name, 1);
    sc.play(TEST_REFERENDUM.name, { by: def.name });
    sc.s = passUntil(sc.s, (x) => ids(x).includes(`v:${p}:n`), 20);
    sc.choose(`v:${p}:n`);
    return 3 - sc.s.cards[p].blood;
  },
});

/** The cases of these families a vampire fits: its own discard phase abilities, its referendums' price. */
export function cryptDiscardCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const out: FamilyCase[] = [];
  for (const m of def.modes)
    for (const e of m.effects) {
      if (isKind(e, 'vCostlyVotesAgainst')) out.push(costlyVotesCase(def));
      if (
        isKind(e, 'ability') &&
        e.window === 'discard' &&
        e.who?.role === 'self' &&
        e.cost.length === 1 &&
        e.cost[0].c === 'edge' &&
        e.effects.every((p) => p.p === 'move' && p.from === 'bank' && p.to === 'pool')
      )
        out.push(
          edgePoolCase(
            def,
            e,
            e.effects.reduce((k, p) => k + (p.p === 'move' && typeof p.n === 'number' ? p.n : 0), 0),
          ),
        );
    }
  return out.concat(
    def.modes.flatMap((m) =>
      m.effects.flatMap((e) =>
        isKind(e, 'ability') &&
        e.window === 'discard' &&
        e.who?.of === 'vampire' &&
        !e.who.role &&
        !e.who.where &&
        e.cost.every((c) => c.c === 'blood') &&
        e.effects.length === 1 &&
        e.effects[0].p === 'unlock' &&
        e.effects[0].who === 'minion'
          ? [unlockOtherCase(def, e)]
          : [],
      ),
    ),
  );
}

/**
 * "During your unlock phase, you can move 1 blood from this vampire to any ready Pander" (an ability of window `unlock`
 * paid in its own blood for a ready vampire it chooses, of any Methuselah, of the filter its Selector names; vtes-es 4):
 * a test vampire of that filter (1 blood) is ready at the next Methuselah's seat; the ability is used for it. Measured:
 * the blood it gained (10 each) and the blood the vampire paid.
 */
function unlockGiftCase(def: CardDef, a: Ability, n: number): FamilyCase {
  const f = a.who?.filter ?? {};
  const other = testVampire('Test Gifted', {}, [], f.clan ?? 'Caitiff', f.sect ? { sect: f.sect } : {});
  const blood = a.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0);
  return {
    family: "vampire's own unlock phase ability: blood to a ready vampire",
    expected: 10 * n + blood,
    run(strip) {
      // "to a ready Gangrel you control": the test vampire is the user's own
      const own = a.who?.whose === 'you';
      const sc = new Scenario({
        phase: 'unlock',
        seats: own
          ? [
              {
                ready: [
                  { card: def.name, blood: 3 },
                  { card: other.name, blood: 1 },
                ],
              },
              {},
            ]
          : [{ ready: [{ card: def.name, blood: 3 }] }, { ready: [{ card: other.name, blood: 1 }] }],
        defs: [def, other],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const t = sc.uid(other.name, own ? 0 : 1);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`) && x.id.endsWith(`:${t}`));
      if (!o) throw new Error(`scenario: ${def.name} offers no use`);
      sc.choose(o.id);
      return 10 * (sc.s.cards[t].blood - 1) + 3 - sc.s.cards[v].blood;
    },
  };
}

/**
 * An unlock phase ability taking 1 blood from a ready vampire of a clan its Methuselah controls for this vampire (the
 * blood the chosen vampire loses, then the vampire's own gain: Ramona): a test vampire of that filter (2 blood) is the user's;
 * the ability is used for it. Measured: the blood the vampire gained (10 each) and the blood the chosen one lost.
 */
function unlockTakeCase(def: CardDef, a: Ability, n: number): FamilyCase {
  const f = a.who?.filter ?? {};
  const other = testVampire('Test Giver', {}, [], f.clan ?? 'Caitiff', f.sect ? { sect: f.sect } : {});
  return {
    family: "vampire's own unlock phase ability: blood from a ready vampire of its Methuselah",
    expected: 10 * n + n,
    run(strip) {
      const sc = new Scenario({
        phase: 'unlock',
        seats: [
          {
            ready: [
              { card: def.name, blood: 1 },
              { card: other.name, blood: 2 },
            ],
          },
          {},
        ],
        defs: [def, other],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const t = sc.uid(other.name);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`) && x.id.endsWith(`:${t}`));
      if (!o) throw new Error(`scenario: ${def.name} offers no use`);
      sc.choose(o.id);
      return 10 * (sc.s.cards[v].blood - 1) + 2 - sc.s.cards[t].blood;
    },
  };
}

/** The cases of the unlock gift family a vampire fits. */
export function cryptUnlockGiftCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'ability') || e.window !== 'unlock' || e.who?.of !== 'vampire' || e.who.role || e.who.where) return [];
      const [p, q] = e.effects;
      // the chosen vampire's blood to this one: burned from it, then gained from the bank
      if (!e.cost.length && e.effects.length === 2 && p.p === 'move' && q.p === 'move' && p.from === 'minion' && p.to === 'bank')
        return q.from === 'bank' && q.to === 'self' && p.n === q.n && typeof p.n === 'number' ? [unlockTakeCase(def, e, p.n)] : [];
      if (!e.cost.every((c) => c.c === 'blood') || e.effects.length !== 1) return [];
      return p.p === 'move' && p.from === 'bank' && p.to === 'minion' && typeof p.n === 'number' ? [unlockGiftCase(def, e, p.n)] : [];
    }),
  );
}
