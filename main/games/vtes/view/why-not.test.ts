/**
 * Why an option a player expects is missing (issue 34 §4, why-not.ts): the reasons come from the
 * same legality checks as the options (6.1 who acts, 6.2.2.1 who blocks) and reach only the seat's
 * own view, as i18n refs (never raw ids).
 */
import { describe, expect, it } from 'vitest';
import { announce, build, dec, ids, uid } from '../testing/testing';
import { seatView } from './seatview';
import type { VtesState } from '../core/state';

const keys = (s: VtesState, seat: number) => (seatView(s, seat).whyNot ?? []).map((r) => r.key.replace('table-vtes:whyNot.', ''));

describe('why an option is missing', () => {
  it('6.1: a locked vampire, one in torpor without 2 blood and a contested one are named with their reason; a ready one is not', () => {
    const s = build({
      seats: [
        {
          ready: [
            { card: 'Theo Bell', blood: 4, locked: true },
            { card: 'Horace Radcliffe', blood: 3 },
          ],
          torpor: [{ card: 'Theo Bell', blood: 1 }],
        },
        { ready: [{ card: 'Horace Radcliffe', blood: 4 }] },
      ],
    });
    const theo = uid(s, 'Theo Bell', 0, 'ready');
    expect(ids(s)).not.toContain(`min:${theo}`);
    expect(keys(s, 0)).toEqual(['locked', 'torporBlood']);
    const why = seatView(s, 0).whyNot!;
    // two Theo Bells in play: each named with its number, as the table numbers them (issue 34 §3)
    expect(why[0].params).toEqual({ name: 'Theo Bell (1)' });
    // the other seat, not acting, is told nothing; nor is the public view
    expect(seatView(s, 1).whyNot).toBeUndefined();
    expect(seatView(s, 'public').whyNot).toBeUndefined();
    const contested = { ...s, cards: { ...s.cards, [theo]: { ...s.cards[theo], locked: false, contested: true } } };
    expect(keys(contested, 0)[0]).toBe('contested');
  });

  it('6.2.2.1: during a bleed, the target sees its locked minion cannot block; a seat the action is not directed at is told who may block', () => {
    let s = build({
      seats: [
        { ready: [{ card: 'Theo Bell', blood: 4 }] },
        {
          ready: [
            { card: 'Horace Radcliffe', blood: 4 },
            { card: 'Theo Bell', blood: 2, locked: true },
          ],
        },
        { ready: [{ card: 'Horace Radcliffe', blood: 4 }] },
      ],
    });
    s = announce(s, uid(s, 'Theo Bell', 0), 'bleed:');
    expect(dec(s).seat).toBe(1);
    expect(ids(s)).toContain(`block:${uid(s, 'Horace Radcliffe', 1)}`);
    expect(ids(s)).not.toContain(`block:${uid(s, 'Theo Bell', 1)}`);
    expect(keys(s, 1)).toEqual(['lockedBlock']);
    const other = seatView(s, 2).whyNot!;
    expect(other.map((r) => r.key)).toEqual(['table-vtes:whyNot.notTarget']);
    expect(other[0].params).toEqual({ actor: 'Theo Bell (1)', target: 1 });
    // the acting seat is not told why it cannot block its own action
    expect(seatView(s, 0).whyNot).toBeUndefined();
  });
});
