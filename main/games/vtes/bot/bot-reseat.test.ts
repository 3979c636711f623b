import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../engine/types';
import type { VtesView } from '../view/view';
import { reseatGain, reseatScore, reseatTerm } from './bot-reseat';

/** Four Methuselahs in index order; the bot is seat 0, its prey seat 1 (20 pool), seat 2 nearly ousted (2 pool). */
const view = {
  seats: [30, 20, 2, 25].map((pool, seat) => ({ seat, pool, prey: (seat + 1) % 4, predator: (seat + 3) % 4, ousted: false })),
} as unknown as VtesView;
const seatOptions = (key: string, seats: number[]): Decision =>
  ({
    seat: 0,
    kind: 'vtes.terms',
    prompt: { key: `log-vtes:prompt.${key}` },
    options: seats.map((x) => ({ id: `s${x}`, label: { key: 'x' }, params: { seat: x } })),
  }) as unknown as Decision;

describe('the bot and a seating change (vtes-es 2.1: Dramatic Upheaval, Kindred Restructure)', () => {
  it('calls it when it gives a much poorer prey, and switches with the seat that does', () => {
    // switching with seat 1 makes seat 2 (2 pool) its prey
    expect(reseatGain(view, 0, 'swap')).toBe(18);
    expect(reseatScore(view, 0, 'swap')).toBe(30);
    expect(reseatTerm(view, 0, seatOptions('termsSeat', [1, 2, 3]))).toBe('s1');
  });

  it('orders the seats from itself to the poorest, and does not call it for nothing', () => {
    expect(reseatTerm(view, 0, seatOptions('termsSeats', [0, 1, 2, 3]))).toBe('s0');
    expect(reseatTerm(view, 0, seatOptions('termsSeats', [1, 2, 3]))).toBe('s2');
    const even = { seats: view.seats.map((x) => ({ ...x, pool: 20 })) } as unknown as VtesView;
    expect(reseatScore(even, 0, 'order')).toBe(1);
  });
});
