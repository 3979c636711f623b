/**
 * Rule markers (issue 34 §1, marks.ts): put on a minion by hand, enforced by the engine until removed
 * or their duration ends — action legality (6.1), block legality (6.2.2.1), the unlock phase (4),
 * the stat sums (statBonus) — and shown on the card in the seat view.
 */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, dec, ids, passUntil, uid } from '../testing/testing';
import { seatView } from '../view/seatview';
import { statBonus } from './queries';
import type { VtesState } from './state';
import type { Mark } from './marks';
import { UNWRITTEN_LAW } from '../testing/manual-fixtures';

const LAW = UNWRITTEN_LAW;

/** Opens the manual operations in the minion phase and puts marker `kind` on `minion` (amount / seat / duration picks given in order). */
function mark(s: VtesState, minion: string, kind: string, ...then: string[]): VtesState {
  s = choose(s, 'manual');
  s = choose(s, 'op:mark');
  s = choose(s, `c:${minion}`);
  s = choose(s, `mark:${kind}`);
  for (const x of then) s = choose(s, x);
  return choose(s, 'done');
}

const two = () =>
  build({
    defs: [LAW],
    seats: [
      { ready: [{ card: 'Theo Bell', blood: 4 }], play: ['Unwritten Law'], hand: [] },
      { ready: [{ card: 'Horace Radcliffe', blood: 4 }] },
    ],
  });

describe('issue 34 rule markers', () => {
  it('6.1 a minion marked "cannot act" is not offered to act; removing the marker by hand gives it back', () => {
    let s = two();
    const theo = uid(s, 'Theo Bell');
    s = mark(s, theo, 'cannotAct', 'until:removed');
    expect(ids(s)).not.toContain(`min:${theo}`);
    s = choose(s, 'manual');
    s = choose(s, 'op:unmark');
    s = choose(s, `c:${theo}`);
    s = choose(s, 'nth:0');
    s = choose(s, 'done');
    expect(ids(s)).toContain(`min:${theo}`);
  });

  it('6.2.2.1 "cannot be blocked by" a Methuselah: that Methuselah has no blocker to offer', () => {
    let s = two();
    const theo = uid(s, 'Theo Bell');
    s = mark(s, theo, 'unblockableBy', 's:1', 'until:turn');
    expect(s.cards[theo].marks).toEqual([{ k: 'unblockableBy', seat: 1, until: 'turn' }]);
    s = announce(s, theo, 'bleed:');
    expect(dec(s).kind).not.toBe('vtes.block');
    // without the marker Horace may block
    let t = two();
    t = announce(t, uid(t, 'Theo Bell'), 'bleed:');
    expect(ids(t)).toContain(`block:${uid(t, 'Horace Radcliffe')}`);
  });

  it('6.2.2.1 "cannot be blocked" (an action the card says no one can block): no Methuselah has a blocker to offer', () => {
    const three = build({
      defs: [LAW],
      seats: [
        { ready: [{ card: 'Theo Bell', blood: 4 }], play: ['Unwritten Law'], hand: [] },
        { ready: [{ card: 'Horace Radcliffe', blood: 4 }] },
        { ready: [{ card: 'Alice Chen', blood: 4 }] },
      ],
    });
    const theo = uid(three, 'Theo Bell');
    const s = mark(three, theo, 'unblockable', 'until:turn');
    expect(s.cards[theo].marks).toEqual([{ k: 'unblockable', until: 'turn' }]);
    const t = announce(s, theo, 'bleed:');
    expect(dec(t).kind).not.toBe('vtes.block');
    expect(seatView(s, 0).seats[0].ready[0].marks?.[0].params?.what).toMatchObject({ key: 'log-vtes:markText.unblockable' });
  });

  it('"+1 intercept until the end of the action" counts in the block and is gone after it', () => {
    let s = build({
      seats: [
        { ready: [{ card: 'Theo Bell', blood: 4 }], hand: ['Swallowed by the Night'] },
        { ready: [{ card: 'Horace Radcliffe', blood: 4 }] },
      ],
    });
    const horace = uid(s, 'Horace Radcliffe');
    s = announce(s, uid(s, 'Theo Bell'), 'bleed:');
    // a +1 intercept marker until the end of the action (put by hand; set here on the record)
    const m: Mark = { k: 'intercept', n: 1, until: 'action' };
    s.cards[horace].marks = [m];
    expect(statBonus(s, 'intercept', horace)).toBe(1);
    s = choose(s, `block:${horace}`);
    expect(s.act!.intercept).toBeGreaterThanOrEqual(1);
    s = passUntil(s, (x) => !x.act, 40);
    expect(s.cards[horace].marks).toBeUndefined();
  });

  it('4 a minion marked "does not unlock" until its next unlock phase stays locked in it, then the marker is gone', () => {
    let s = build({
      defs: [LAW],
      seats: [
        {
          ready: [
            { card: 'Theo Bell', blood: 4, locked: true },
            { card: 'Andi Liu', blood: 3 },
          ],
          play: ['Unwritten Law'],
        },
        { ready: [{ card: 'Horace Radcliffe', blood: 4 }] },
      ],
    });
    const theo = uid(s, 'Theo Bell');
    s = mark(s, theo, 'noUnlock', 'until:unlock');
    s = passUntil(s, (x) => x.turn === 12 && x.active === 0, 80);
    expect(s.cards[theo].locked).toBe(true);
    expect(s.cards[theo].marks).toBeUndefined();
  });

  it('a marker lasting while a card is on the minion is offered for each card on it and shown on the card in every seat view', () => {
    let s = build({
      defs: [LAW],
      seats: [
        { ready: [{ card: 'Theo Bell', blood: 4, attached: [{ card: 'Blood Doll' }] }], play: ['Unwritten Law'] },
        { ready: [{ card: 'Horace Radcliffe', blood: 4 }] },
      ],
    });
    const theo = uid(s, 'Theo Bell');
    const doll = uid(s, 'Blood Doll');
    s = choose(s, 'manual');
    s = choose(s, 'op:mark');
    s = choose(s, `c:${theo}`);
    s = choose(s, 'mark:cannotBlock');
    expect(ids(s)).toEqual(['until:removed', 'until:turn', 'until:unlock', `until:card:${doll}`, 'back']);
    s = choose(s, `until:card:${doll}`);
    const v = seatView(s, 1).seats[0].ready.find((c) => c.uid === theo)!;
    expect(v.marks).toEqual([
      {
        key: 'log-vtes:opt.markOn',
        params: {
          what: { key: 'log-vtes:markText.cannotBlock', params: {} },
          until: { key: 'log-vtes:untilLog.card', params: { card: 'Blood Doll' } },
        },
      },
    ]);
    // the card is taken off by hand: the marker no longer holds (nor shows)
    s = choose(s, 'op:detach');
    s = choose(s, `c:${doll}`);
    expect(s.cards[doll].zone).toBe('play');
    expect(seatView(s, 1).seats[0].ready.find((c) => c.uid === theo)!.marks).toBeUndefined();
    expect(statBonus(s, 'stealth', theo)).toBe(0);
  });
});
