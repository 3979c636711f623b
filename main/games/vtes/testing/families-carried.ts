/**
 * Scenario families of what a carried card says of its bearer (issue 29; tests only), beside
 * families-allies.ts: each is played through the engine's decisions by card names, and with the card's
 * effects stripped the measure differs.
 *
 * - **The bearer's block rules** (vtes-es 6.2.2.1, `unblockableBy` on equipment: no elder of capacity 8+
 *   may try to block its bearer, no ally may block its vampire; core/block-rules.ts): the
 *   bearer bleeds a Methuselah with a minion the Condition takes and one it does not; measured: 10 if the
 *   other one may attempt to block + 1 if the one the Condition takes may not.
 * - **A carried trigger of "your master phase"** (5, the trigger `masterPhase` with the Condition `yourTurn`:
 *   as each of its controller's master phases starts, the bearer takes 1 blood from the bank): from its controller's unlock
 *   phase to the other Methuselah's minion phase; measured: the blood the bearer gained in its own master
 *   phase + 10 × what it gained in the other's.
 * - **A carried stat for a bearer of a clan** (6.2.1, "the Harbinger of Skulls with this equipment gets +1
 *   stealth"; a minion of another clan may carry it, ANK 20180719-3): measured: the bearer of the clan's stat
 *   minus that of a bearer of another clan.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { statBonus } from '../core/queries';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

/** A plain ally of 2 life that may block (6.1.5). */
const BLOCKING_ALLY: CardDef = {
  id: 'test-blocking-ally',
  name: 'Test Blocking Ally',
  kind: 'library',
  types: ['Ally'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 2, strength: 1, bleed: 1 }] }],
  automation: 'full',
};

const carrierFor = (def: CardDef, name = 'Test Carrier') => testVampire(name, {}, [], def.clan[0] ?? 'Caitiff');

/** The minion the Condition takes as a blocker and one it does not, for the leaves this family knows. */
function blockersFor(c: Cond): [CardDef, CardDef] | undefined {
  if (c.c === 'capacity' && c.who === 'blocker' && c.min !== undefined && c.max === undefined)
    return [
      testVampire('Test Elder Blocker', {}, [], 'Caitiff', { capacity: c.min }),
      testVampire('Test Young Blocker', {}, [], 'Caitiff', { capacity: c.min - 1 }),
    ];
  if (c.c === 'ally' && c.who === 'blocker') return [BLOCKING_ALLY, testVampire('Test Vampire Blocker', {})];
  return undefined;
}

/** 6.2.2.1: the bearer bleeds; which of the prey's minions may attempt to block. */
function carriedBlockCase(def: CardDef, mi: number, taken: CardDef, other: CardDef): FamilyCase {
  const carrier = carrierFor(def);
  return {
    family: 'carried: the bearer cannot be blocked by some minions',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: carrier.name, blood: 5, attached: [{ card: def.name, mode: mi }] }] },
          {
            ready: [
              { card: taken.name, blood: 3 },
              { card: other.name, blood: 3 },
            ],
          },
        ],
        defs: [def, carrier, taken, other],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(carrier.name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      const ids = dec(sc.s).options.map((o) => o.id);
      const offered = (name: string) => ids.includes(`block:${sc.uid(name, 1)}`);
      return (offered(other.name) ? 10 : 0) + (offered(taken.name) ? 0 : 1);
    },
  };
}

/** 5: the blood the bearer gains in its controller's master phase (and 10 × in the other Methuselah's). */
function masterPhaseCase(def: CardDef, mi: number, n: number): FamilyCase {
  const carrier = carrierFor(def);
  const other = testVampire('Test Neighbour', {});
  return {
    family: 'carried: your master phase',
    expected: n,
    run(strip) {
      const sc = new Scenario({
        phase: 'unlock',
        seats: [
          { ready: [{ card: carrier.name, blood: 2, attached: [{ card: def.name, mode: mi }] }] },
          { ready: [{ card: other.name, blood: 3 }] },
        ],
        defs: [def, carrier, other],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(carrier.name);
      sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion', 40);
      const own = sc.s.cards[a].blood - 2;
      sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'minion', 80);
      return own + 10 * (sc.s.cards[a].blood - 2 - own);
    },
  };
}

/** 6.2.1: the stat a bearer of the Condition's clan gets, minus that of a bearer of another clan. */
function clanStatCase(def: CardDef, mi: number, stat: 'stealth' | 'intercept' | 'bleed', clan: string, n: number): FamilyCase {
  const kin = testVampire('Test Kin', {}, [], clan);
  const stranger = testVampire('Test Stranger', {}, [], clan === 'Caitiff' ? 'Pander' : 'Caitiff');
  const measure = (v: CardDef, strip: boolean) => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: v.name, blood: 4, attached: [{ card: def.name, mode: mi }] }] }, {}],
      defs: [def, v],
      strip: strip ? [def.name] : [],
    });
    return statBonus(sc.s, stat, sc.uid(v.name), { directed: true });
  };
  return {
    family: 'carried: a stat for a bearer of a clan',
    expected: n,
    run: (strip) => measure(kin, strip) - measure(stranger, strip),
  };
}

const plain = (def: CardDef, m: Mode) => !def.reqs.length && !m.if && m.conditions.length === 0;

/** The families of carried cards a card's modes fit. */
export function carriedFamilyCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'library') return [];
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'equip' || !plain(def, m)) return;
    for (const e of m.effects) {
      if (isKind(e, 'unblockableBy')) {
        const b = blockersFor(e.if);
        if (b) out.push(carriedBlockCase(def, mi, b[0], b[1]));
      }
      if (isKind(e, 'on') && e.event === 'masterPhase' && e.bearer && e.if?.c === 'yourTurn' && e.effects.length === 1) {
        const p = e.effects[0];
        if (p.p === 'move' && p.from === 'bank' && p.to === 'minion') out.push(masterPhaseCase(def, mi, p.n));
      }
      if (isKind(e, 'mod') && e.who === 'bearer' && !e.per && e.if?.c === 'clan' && e.if.who === 'minion')
        if (e.stat === 'stealth' || e.stat === 'intercept' || e.stat === 'bleed') out.push(clanStatCase(def, mi, e.stat, e.if.clan, e.n));
    }
  });
  return out;
}
