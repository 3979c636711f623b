/**
 * The rulings suite (rulings.ts), politics entries (vtes-es 6.3): each entry of the area is checked by the
 * scenario of the same key, on hand-built states (testing.ts).
 */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid, V, rulingsSuite } from './testing';
import { groupScenarios } from './rulings-groups-scenarios';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import type { CardDef } from '../schema/effects';

/**
 * LSJ 20000309: `card` (each Methuselah burns 1 pool per minion) ousts seat 0's prey and grand-prey at
 * once: both predators score the victory point, the ousted one too, and only the survivor gains 6 pool.
 */
function doubleOust(card: string | CardDef, terms: string[] = []): void {
  const name = typeof card === 'string' ? card : card.name;
  let s = build({
    defs: typeof card === 'string' ? [] : [card],
    seats: [
      { ready: [V('Horst von Brühl', 4)], hand: [name] },
      { pool: 1, ready: [V('Ashley', 3)] },
      { pool: 1, ready: [V('Rayne', 2)] },
      { ready: [V('Sully', 3)] },
    ],
  });
  s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
  s = passUntil(s, (x) => ids(x).includes('call:y') || dec(x).kind === 'vtes.terms');
  for (const t of terms) s = choose(s, t);
  s = passUntil(s, (x) => ids(x).includes('call:y'));
  s = choose(s, 'call:y');
  s = chooseP(s, 'v:');
  s = passUntil(s, (x) => !x.ref);
  expect([s.seats[1].ousted, s.seats[2].ousted]).toEqual([true, true]);
  expect(s.seats.map((x) => x.vp)).toEqual([1, 1, 0, 0]);
  expect(s.seats[0].pool).toBe(30 - (terms.length ? 0 : 1) + 6);
}

/** An official card as the play path defines it (catalog-def.ts). */
const catalogDef = (cid: string) => cardDefFromDetail(officialCard(cid));

/** ANK 20220705: a vampire's own "burn 1 blood for 1 vote" (Joseph O'Grady, Stefano Giovanni) is used locked too. */
function ownVotesLocked(cid: string): void {
  const v = catalogDef(cid);
  let s = build({
    defs: [v],
    seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V(v.name, 3, { locked: true })] }],
  });
  const u = uid(s, v.name);
  s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
  s = passUntil(s, (x) => ids(x).includes(`loc:${u}:y`), 5);
  s = choose(s, `loc:${u}:y`);
  expect([s.ref!.yes, s.cards[u].blood]).toEqual([1, 2]);
}

const SCENARIOS: Record<string, () => void> = {
  'votes-one-way': () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Lenny Burkhead', 3)], hand: ['Protected District'] },
      ],
    });
    const l = uid(s, 'Lenny Burkhead');
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling' && dec(x).seat === 1, 5);
    expect(ids(s)).toContain(`v:${l}:n`);
    s = choose(s, `v:${l}:y`);
    expect(ids(s).some((x) => x.startsWith('against:'))).toBe(false);
  },
  'silverson-once': () => {
    let s = build({
      seats: [
        { ready: [V('Alexander Silverson', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Lenny Burkhead', 3)], hand: ['Protected District'] },
      ],
    });
    const l = uid(s, 'Lenny Burkhead');
    s = announce(s, uid(s, 'Alexander Silverson'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling' && dec(x).seat === 1, 5);
    s = choose(s, `v:${l}:n`);
    expect(s.cards[l].blood).toBe(2);
    s = chooseP(s, 'against:');
    expect(s.cards[l].blood).toBe(2);
  },
  'delaying-political-done': () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment', 'Kine Resources Contested'] },
        { ready: [V('Ashley', 3)], hand: ['Delaying Tactics'] },
      ],
    });
    const h = uid(s, 'Horst von Brühl');
    s = announce(s, h, `card:${h}:${uid(s, 'Ancilla Empowerment')}`);
    s = choose(s, 'decline');
    s = choose(s, 'done');
    s = chooseP(s, 'cancel:');
    s = passUntil(s, (x) => !x.act || dec(x).kind === 'vtes.discardDown');
    if (s.act) s = choose(s, `d:${uid(s, 'Blood Doll', 0, 'hand')}`); // the returned card makes 8
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[h].locked).toBe(false);
    s = choose(s, `min:${h}`);
    expect(ids(s)).toContain(`bleed:${h}`);
    expect(ids(s).some((o) => o.includes(uid(s, 'Kine Resources Contested')) || o.includes(uid(s, 'Ancilla Empowerment')))).toBe(false);
  },
  'delaying-no-tally': () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment', 'Voter Captivation'] },
        { ready: [V('Ashley', 3)], hand: ['Delaying Tactics'] },
      ],
    });
    const vc = uid(s, 'Voter Captivation');
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    s = chooseP(s, 'cancel:');
    for (let i = 0; i < 10 && s.act && dec(s).kind !== 'vtes.discardDown'; i++) {
      expect(ids(s).some((o) => o.includes(vc))).toBe(false);
      s = passUntil(s, () => true, 1);
    }
    expect(s.ref).toBeNull();
    expect(s.cards[vc].zone).toBe('hand');
  },
  'krc-allocation': () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Kine Resources Contested'] }, {}, { pool: 2 }] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    expect(ids(s)).toContain('alloc:0');
    s = choose(s, 'alloc:2');
    s = choose(s, 'alloc:2');
    s = choose(s, 'alloc:2');
    expect(ids(s)).not.toContain('alloc:2'); // never all 4
    s = choose(s, 'alloc:0');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    s = passUntil(s, (x) => !x.ref);
    expect(s.seats[0].pool).toBe(29); // the point given to themself
    expect(s.seats[2].ousted).toBe(true); // 3 points against 2 pool
  },
  'parity-illegal': () => {
    let s = build({ seats: [{ pool: 25, ready: [V('Horst von Brühl', 4)], hand: ['Parity Shift'] }, { pool: 20 }, { pool: 25 }] });
    const h = uid(s, 'Horst von Brühl');
    s = choose(s, `min:${h}`);
    expect(ids(s).some((o) => o.includes(uid(s, 'Parity Shift')))).toBe(false);
    let t = build({ seats: [{ pool: 25, ready: [V('Horst von Brühl', 4)], hand: ['Parity Shift'] }, { pool: 20 }, { pool: 26 }] });
    t = choose(t, `min:${h}`);
    expect(ids(t).some((o) => o.includes(uid(t, 'Parity Shift')))).toBe(true);
  },
  'ancilla-double-oust': () => doubleOust('Ancilla Empowerment'),
  'uprising-double-oust': () => doubleOust(catalogDef('100059')),
  'breach-double-oust': () => doubleOust(catalogDef('101271'), ['tseat:1', 'tseat:2', 'tdone']),
  'kine-double-oust': () => doubleOust('Kine Resources Contested', ['alloc:1', 'alloc:1', 'alloc:2', 'alloc:2']),
  'alexa-locked-once': () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Alexa Draper', 3, { locked: true })], hand: ['Conditioning', 'Bonding'] },
      ],
    });
    const a = uid(s, 'Alexa Draper');
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => ids(x).some((o) => o.startsWith(`ab:${a}:`)), 5);
    s = chooseP(s, `ab:${a}:`);
    expect(s.ref!.yes + s.ref!.no).toBe(1);
    for (let i = 0; i < 10 && s.ref; i++) {
      expect(ids(s).some((o) => o.startsWith(`ab:${a}:`))).toBe(false);
      s = passUntil(s, () => true, 1);
    }
    expect(s.seats[1].zones.ash).toHaveLength(1); // one Dominate card discarded, not both
  },
  'voter-ousted': () => {
    let s = build({
      seats: [
        { pool: 1, ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment', 'Voter Captivation'] },
        { ready: [V('Ashley', 3)] },
        { ready: [V('Sully', 3)] },
      ],
    });
    const h = uid(s, 'Horst von Brühl');
    const vc = uid(s, 'Voter Captivation');
    s = announce(s, h, 'card:');
    s = passUntil(s, (x) => ids(x).includes('call:y'), 5);
    s = choose(s, 'call:y');
    s = choose(s, `v:${h}:y`);
    for (let i = 0; i < 10 && s.act && dec(s).seat === 0; i++) {
      expect(ids(s).some((o) => o.includes(vc))).toBe(false);
      s = passUntil(s, () => true, 1);
    }
    expect(s.seats[0].ousted).toBe(true);
  },
  'delaying-any-time': () => {
    const setup = () =>
      build({
        seats: [
          { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
          { ready: [V('Ashley', 3)], hand: ['Delaying Tactics'] },
        ],
      });
    let s = setup();
    const h = uid(s, 'Horst von Brühl');
    s = announce(s, h, 'card:');
    s = passUntil(s, (x) => ids(x).some((o) => o.startsWith('cancel:')), 3);
    expect(s.ref!.yes + s.ref!.no).toBe(0); // before any vote
    let t = setup();
    t = announce(t, h, 'card:');
    t = passUntil(t, (x) => ids(x).includes(`v:${h}:y`), 3);
    t = choose(t, `v:${h}:y`);
    t = passUntil(t, (x) => ids(x).some((o) => o.startsWith('cancel:')), 3);
    expect(t.ref!.yes).toBeGreaterThan(0); // after a vote
    t = chooseP(t, 'cancel:');
    expect(t.ref).toBeNull();
  },
  'joseph-votes-locked': () => ownVotesLocked('200724'),
  'stefano-votes-locked': () => ownVotesLocked('201314'),
};

rulingsSuite('politics', { ...SCENARIOS, ...groupScenarios(catalogDef).politics }, { describe, it, expect });
