/**
 * Issue 27 item 6: the primitive registry has exactly one entry per primitive kind of the schema, and
 * each entry is whole: its schema accepts the records of its kind and no other, its text is a template
 * of both languages, its bot value is a number, and `runPrims` runs each kind by its entry.
 */
import { describe, expect, it } from 'vitest';
import cardsEs from '../../../../../locales/es/cards-vtes.json';
import cardsPl from '../../../../../locales/pl/cards-vtes.json';
import { testVampire } from '../../testing/families';
import { build, dec, runPrimsForTests, uid } from '../../testing/testing';
import type { Prim } from '../../schema/records';
import { PrimSchema } from '../../schema/schema-prims';
import { PRIMS, primsBotValue } from '.';

/** One record of every kind, and the variants whose text differs. */
const SAMPLES: Prim[] = [
  { p: 'lock', who: 'target' },
  { p: 'unlock', who: 'self' },
  { p: 'burn', who: 'self' },
  { p: 'move', n: 2, from: 'bank', to: 'pool' },
  { p: 'move', n: 1, from: 'targetPool', to: 'pool' },
  { p: 'counter', burnAt: 3 },
  { p: 'putIntoPlay' },
  { p: 'attach', to: 'minion' },
  { p: 'bloodToUncontrolled', n: 2 },
  { p: 'bloodToUncontrolled', n: 1, younger: true },
  { p: 'bloodToUncontrolled', n: 2, of: { clan: 'Gangrel' } },
  { p: 'bloodToUncontrolled', n: 4, of: { capacity: { min: 8 } } },
  { p: 'bloodToUncontrolled', n: 3, of: { sect: 'sabbat', titled: true } },
  { p: 'bloodToUncontrolled', n: 2, of: { trait: 'blackHand' } },
  { p: 'draw', n: 1 },
  { p: 'handSize', n: 1 },
  { p: 'drawCrypt', n: 1 },
  { p: 'discardChosen' },
  { p: 'discardFromTarget' },
  { p: 'bonus', stat: 'stealth', n: 1 },
  { p: 'wake', who: 'minion' },
  { p: 'noVampireBlock' },
  { p: 'noBlock', sel: { of: 'vampire', whose: 'other', where: { c: 'younger', who: 'it', than: 'actor' }, count: 'one' } },
  { p: 'notBlockedBy', by: { of: 'ally', whose: 'other', count: 'each' } },
  { p: 'lockFailedBlockers' },
  { p: 'blockFails' },
  { p: 'bonus', stat: 'intercept', n: -1 },
  { p: 'bonus', stat: 'bleed', n: { a: 'sum', of: [1, { a: 'if', if: { c: 'clan', who: 'minion', clan: 'Toreador' }, then: 1 }] } },
  { p: 'aggAfterAction', n: 1 },
  { p: 'noUnlock', who: 'minion', allyOnly: true },
  { p: 'votes', n: 2 },
  { p: 'chooseSeat', among: 'richer' },
  { p: 'allot', n: 3, among: 'any', spread: 2 },
  { p: 'seatPool', n: 1, from: 'each', to: 'bank', per: 'minion' },
  { p: 'seatPool', n: 1, from: 'chosen', to: 'points' },
  { p: 'cancel', what: 'referendum' },
  { p: 'cancel', what: 'played' },
  { p: 'masterAction', n: 1 },
  { p: 'bloodToPool', min: 1, from: 'target' },
  { p: 'bloodToPool', min: 2, max: 5, from: 'target' },
  { p: 'bloodToCapacity', who: 'target', torpor: true },
  { p: 'maneuver', toClose: true },
  { p: 'press', who: 'minion' },
  { p: 'prevent', n: 1, plusX: true },
  { p: 'strength', n: 1 },
  { p: 'damage', n: 1, to: 'opponent', each: 'round' },
  { p: 'strikeOnly', kind: 'hand' },
  { p: 'nextRoundClose' },
  { p: 'additionalStrike', limited: false },
  { p: 'additionalStrike', limited: true, n: 2 },
  { p: 'gainBlood', n: 'opponentLost' },
];

/** The kinds the schema's union knows (a nested union, as `seatPool`'s, by its members). */
function schemaKinds(): Set<string> {
  const out = new Set<string>();
  const walk = (o: unknown): void => {
    const d = (o as { def: { type: string; options?: unknown[]; shape?: { p?: { def: { values: string[] } } } } }).def;
    if (d.options) d.options.forEach(walk);
    else if (d.shape?.p) out.add(d.shape.p.def.values[0]);
  };
  walk(PrimSchema);
  return out;
}

function template(ns: unknown, key: string): string | undefined {
  const [group, k] = key.split('.');
  const g = (ns as Record<string, Record<string, string>>)[group] ?? {};
  return g[k] ?? g[`${k}_other`];
}

describe('V:TES primitive registry (issue 27 item 6)', () => {
  it('one entry per primitive kind of the schema, and a sample of each', () => {
    const kinds = schemaKinds();
    expect(kinds.size).toBeGreaterThanOrEqual(30);
    expect(new Set(Object.keys(PRIMS))).toEqual(kinds);
    expect(new Set(SAMPLES.map((x) => x.p))).toEqual(kinds);
  });

  it('every entry is whole: schema, run, text and bot value; possible where it can be impossible', () => {
    for (const [k, d] of Object.entries(PRIMS) as unknown as [string, Record<string, unknown>][]) {
      expect(typeof (d.schema as { safeParse?: unknown }).safeParse, `${k}.schema`).toBe('function');
      for (const f of ['run', 'text', 'botValue']) expect(typeof d[f], `${k}.${f}`).toBe('function');
      expect(['function', 'undefined'], `${k}.possible`).toContain(typeof d.possible);
      expect(
        Object.keys(d).filter((x) => !['schema', 'run', 'possible', 'text', 'botValue'].includes(x)),
        k,
      ).toEqual([]);
    }
  });

  it("each entry's schema accepts the records of its kind and refuses every other kind", () => {
    for (const pr of SAMPLES)
      for (const [k, d] of Object.entries(PRIMS)) expect(d.schema.safeParse(pr).success, `${k} ← ${pr.p}`).toBe(k === pr.p);
    // a field the kind does not have is refused by its own entry too
    expect(PRIMS.lock.schema.safeParse({ p: 'lock', who: 'target', n: 1 }).success).toBe(false);
  });

  it("each entry's text is a template of both languages, and its bot value a number", () => {
    for (const pr of SAMPLES) {
      const t = PRIMS[pr.p].text(pr as never);
      expect(template(cardsEs, t.key), `es ${t.key}`).toBeTruthy();
      expect(template(cardsPl, t.key), `pl ${t.key}`).toBeTruthy();
      expect(Number.isFinite(PRIMS[pr.p].botValue(pr as never)), pr.p).toBe(true);
    }
  });

  it('bot values follow who gains: pool taken from the target is worth twice the pool, locking the own minion is a cost', () => {
    expect(primsBotValue([{ p: 'move', n: 1, from: 'targetPool', to: 'pool' }])).toBe(2);
    expect(primsBotValue([{ p: 'move', n: 2, from: 'bank', to: 'pool' }])).toBe(2);
    expect(primsBotValue([{ p: 'move', n: 1, from: 'pool', to: 'bank' }])).toBe(-1);
    expect(primsBotValue([{ p: 'lock', who: 'target' }])).toBeGreaterThan(0);
    expect(primsBotValue([{ p: 'lock', who: 'minion' }])).toBeLessThan(0);
  });

  it("runPrims runs a kind by its registry entry: the entry's change and event", () => {
    const s0 = build({ seats: [{ ready: [{ card: 'Ashley', blood: 2 }] }, {}] });
    const a = uid(s0, 'Ashley');
    const { s, ev } = runPrimsForTests(s0, [{ p: 'lock', who: 'minion' }], { seat: 0, source: a, minion: a });
    expect(s.cards[a].locked).toBe(true);
    expect(ev.map((e) => e.type)).toEqual(['vtes.lock']);
    expect(PRIMS.lock.possible?.(s, { p: 'lock', who: 'target' }, { seat: 0, source: a, targetCard: a })).toBe(false);
  });

  it('4 a Selector filter: blood goes only to an uncontrolled vampire the filter selects (clan, capacity), none without one', () => {
    const gangrel = testVampire('Test Gangrel', {}, [], 'Gangrel', { capacity: 5 });
    const elder = testVampire('Test Elder', {}, [], 'Brujah', { capacity: 9 });
    const s0 = build({ seats: [{ uncontrolled: [{ card: gangrel.name }, { card: elder.name }] }, {}], defs: [gangrel, elder] });
    const offered = (pr: Prim) => {
      const { s } = runPrimsForTests(s0, [pr], { seat: 0, source: 'x' });
      return dec(s).options.map((o) => String(o.params?.uid));
    };
    expect(offered({ p: 'bloodToUncontrolled', n: 2, of: { clan: 'Gangrel' } })).toEqual([uid(s0, gangrel.name)]);
    expect(offered({ p: 'bloodToUncontrolled', n: 4, of: { capacity: { min: 8 } } })).toEqual([uid(s0, elder.name)]);
    expect(
      PRIMS.bloodToUncontrolled.possible?.(s0, { p: 'bloodToUncontrolled', n: 1, of: { clan: 'Tremere' } }, { seat: 0, source: 'x' }),
    ).toBe(false);
  });
});
