/**
 * The manual operations (vtes-es 1.4; issue 34 §1): each a logged choice among enumerated options —
 * amounts, regions, hosts, Methuselahs — that changes only what it names and can be taken back.
 */
import { describe, expect, it } from 'vitest';
import { apply } from './kernel';
import { build, choose, dec, ids, uid } from '../testing/testing';
import { capacityOf, type VtesState } from '../core/state';
import { UNWRITTEN_LAW } from '../testing/manual-fixtures';

const LAW = UNWRITTEN_LAW;

function table(): VtesState {
  const s = build({
    defs: [LAW],
    seats: [
      {
        ready: [{ card: 'Theo Bell', blood: 4 }],
        play: ['Unwritten Law'],
        hand: ['Blood Doll', 'Immortal Grapple'],
        library: ['Govern the Unaligned', 'Blood Doll', 'Blood Doll'],
        uncontrolled: [{ card: 'Andi Liu', blood: 1 }],
        ash: ['Torn Signpost'],
        pool: 20,
      },
      { ready: [{ card: 'Horace Radcliffe', blood: 4 }], pool: 20 },
    ],
  });
  return choose(s, 'manual');
}

/** Applies `option` and returns the state and the log lines it made. */
function step(s: VtesState, option: string) {
  const d = dec(s);
  const r = apply(s, d.seat, option);
  return { s: r.state, types: r.events.map((e) => e.type), ev: r.events };
}

describe('issue 34 manual operations', () => {
  it('blood by any amount: the removals offered go no further than what the card holds; a vampire keeps no blood above its capacity', () => {
    let s = table();
    const horace = uid(s, 'Horace Radcliffe');
    s = choose(s, 'op:bloodAmount');
    s = choose(s, `c:${horace}`);
    expect(dec(s).kind).toBe('vtes.manualAmount');
    expect(ids(s)).toEqual(['amt:1', 'amt:2', 'amt:3', 'amt:4', 'amt:5', 'amt:-1', 'amt:-2', 'amt:-3', 'amt:-4', 'back']);
    const r = step(s, 'amt:-3');
    expect(r.s.cards[horace].blood).toBe(1);
    expect(r.types).toContain('vtes.manualAs.bloodRemove');
  });

  it('pool by any amount and transfers between the pool and a vampire in either direction', () => {
    let s = table();
    s = choose(s, 'op:poolAmount');
    s = choose(s, 's:1');
    s = choose(s, 'amt:-5');
    expect(s.seats[1].pool).toBe(15);
    const andi = uid(s, 'Andi Liu');
    s = choose(s, 'op:transfer');
    s = choose(s, `c:${andi}`);
    expect(dec(s).options.find((o) => o.id === 'amt:2')!.label.key).toBe('log-vtes:opt.manualTransferIn');
    s = choose(s, 'amt:2');
    expect(s.cards[andi].blood).toBe(3);
    expect(s.seats[0].pool).toBe(18);
  });

  it('moves between regions: a card from the ash heap to the hand, the face-down top of the library to the ash heap, a vampire to the ready region', () => {
    let s = table();
    const sign = uid(s, 'Torn Signpost');
    s = choose(s, 'op:move');
    s = choose(s, `c:${sign}`);
    expect(ids(s)).toEqual(['zone:hand', 'zone:libraryTop', 'zone:libraryBottom', 'zone:play', 'zone:removed', 'back']);
    s = choose(s, 'zone:hand');
    expect(s.seats[0].zones.hand).toContain(sign);
    // the top of the library is offered face down: its id never appears in the options
    const top = s.seats[0].zones.library[0];
    s = choose(s, 'op:move');
    expect(JSON.stringify(dec(s).options)).not.toContain(`"${top}"`);
    s = choose(s, 'top:library');
    const r = step(s, 'zone:ash');
    expect(r.s.cards[top].zone).toBe('ash');
    expect(r.types).toContain('vtes.manualAs.move');
    s = r.s;
    const andi = uid(s, 'Andi Liu');
    s = choose(s, 'op:move');
    s = choose(s, `c:${andi}`);
    s = choose(s, 'zone:ready');
    expect(s.cards[andi]).toMatchObject({ zone: 'ready', blood: 1 });
  });

  it('vtes-es 7: an uncontrolled vampire holding more blood than its capacity, moved into play by hand, keeps its capacity; the rest goes to the bank', () => {
    const seats = (blood: number) => [
      { play: ['Unwritten Law'], uncontrolled: [{ card: 'Andi Liu', blood }], ready: [{ card: 'Theo Bell', blood: 4 }], pool: 20 },
      { ready: [{ card: 'Horace Radcliffe', blood: 4 }], pool: 20 },
    ];
    const probe = build({ defs: [LAW], seats: seats(1) });
    const cap = capacityOf(probe, uid(probe, 'Andi Liu'));
    let s = choose(build({ defs: [LAW], seats: seats(cap + 2) }), 'manual');
    const andi = uid(s, 'Andi Liu');
    expect(s.cards[andi].blood).toBe(cap + 2); // allowed while uncontrolled (transfers beyond its capacity)
    s = choose(s, 'op:move');
    s = choose(s, `c:${andi}`);
    s = choose(s, 'zone:ready');
    expect(s.cards[andi]).toMatchObject({ zone: 'ready', blood: cap });
    expect(s.seats[0].pool).toBe(20); // the excess goes to the bank, not to the pool
  });

  it('a card moved out of play leaves its counters in the bank and the cards on it in the ash heap', () => {
    let s = table();
    const theo = uid(s, 'Theo Bell');
    const doll = uid(s, 'Blood Doll', 0, 'hand');
    s = choose(s, 'op:attach');
    expect(dec(s).secret).toBe(true);
    s = choose(s, `c:${doll}`);
    expect(dec(s).kind).toBe('vtes.manualHost');
    s = choose(s, `c:${theo}`);
    expect(s.cards[doll]).toMatchObject({ zone: 'attached', host: theo });
    s = choose(s, 'op:move');
    s = choose(s, `c:${theo}`);
    s = choose(s, 'zone:ash');
    expect(s.cards[theo]).toMatchObject({ zone: 'ash', blood: 0 });
    expect(s.cards[doll].zone).toBe('ash');
  });

  it("showing a hand card: its name only in the two Methuselahs' log lines; the others read that a card was shown", () => {
    let s = table();
    const grapple = uid(s, 'Immortal Grapple');
    s = choose(s, 'op:show');
    s = choose(s, `c:${grapple}`);
    const r = step(s, 's:1');
    const own = r.ev.find((e) => e.type === 'vtes.manualAs.showSelf')!;
    expect(own.visibleTo).toEqual([0, 1]);
    expect(own.params).toMatchObject({ name: 'Immortal Grapple' });
    const pub = r.ev.find((e) => e.type === 'vtes.manualAs.show')!;
    expect(pub.visibleTo).toBeUndefined();
    expect(JSON.stringify(pub.params)).not.toContain('Grapple');
  });

  it("the Edge, a label, a random number drawn from the game's seeded generator", () => {
    let s = table();
    s = choose(s, 'op:edge');
    s = choose(s, 's:1');
    expect(s.edge).toBe(1);
    s = choose(s, 'op:edge');
    s = choose(s, 'nobody');
    expect(s.edge).toBeNull();
    const theo = uid(s, 'Theo Bell');
    s = choose(s, 'op:label');
    s = choose(s, `c:${theo}`);
    s = choose(s, 'label:used');
    expect(s.cards[theo].label).toBe('used');
    s = choose(s, 'op:random');
    const a = step(s, 'amt:6');
    const b = step(s, 'amt:6');
    const roll = (x: typeof a) => x.ev.find((e) => e.type === 'vtes.manualAs.random')!.params!.roll as number;
    expect(roll(a)).toBe(roll(b));
    expect(roll(a)).toBeGreaterThanOrEqual(1);
    expect(roll(a)).toBeLessThanOrEqual(6);
    expect(a.s.rng).not.toEqual(s.rng);
  });

  it("JOL's order: a card of one's ready region put first in it; offered only when there is something to reorder", () => {
    let s = table();
    expect(ids(s)).not.toContain('op:order');
    s = build({
      defs: [LAW],
      seats: [
        {
          ready: [
            { card: 'Theo Bell', blood: 4 },
            { card: 'Andi Liu', blood: 3 },
          ],
          play: ['Unwritten Law'],
        },
        {},
      ],
    });
    s = choose(s, 'manual');
    const andi = uid(s, 'Andi Liu');
    s = choose(s, 'op:order');
    s = choose(s, `c:${andi}`);
    expect(s.seats[0].zones.ready[0]).toBe(andi);
  });

  it('an operation is a recorded choice that changes a copy: the state before it stays whole (what undo restores)', () => {
    const s = table();
    const before = JSON.stringify(s);
    const r = step(choose(s, 'op:poolAmount'), 's:0');
    step(r.s, 'amt:3');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('a window whose operations are used up closes by itself: the phase under it asks again (it did not end unasked)', () => {
    let s = table();
    const phase = s.phase;
    for (let i = 0; i < 12; i++) s = choose(choose(s, 'op:poolPlus'), 's:0');
    expect(s.manualSeat ?? null).toBeNull();
    expect(s.phase).toBe(phase);
    expect(dec(s).kind).toBe(`vtes.${phase}`);
    expect(ids(s)).toContain('manual');
  });

  it("the minion phase offers the manual operations when a card in play is not automated, another Methuselah's too", () => {
    const at = (play: 0 | 1 | null) =>
      build({
        defs: [LAW],
        phase: 'minion',
        seats: [
          { ready: [{ card: 'Theo Bell', blood: 4 }], play: play === 0 ? ['Unwritten Law'] : [] },
          { ready: [{ card: 'Horace Radcliffe', blood: 4 }], play: play === 1 ? ['Unwritten Law'] : [] },
        ],
      });
    expect(ids(at(0))).toContain('manual');
    expect(ids(at(1))).toContain('manual');
    expect(ids(at(null))).not.toContain('manual');
  });
});
