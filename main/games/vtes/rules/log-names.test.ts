/**
 * What the log tells each seat (issue 34 §3): a transfer names the vampire for its Methuselah and only
 * its place for the others; copies of one card in play are numbered as the table numbers them; blood
 * between a card and the pool gives its amount and way; a vote says who voted how.
 */
import { describe, expect, it } from 'vitest';
import { apply } from './kernel';
import { cardName } from '../core/queries';
import { announce, build, choose, dec, runPrimsForTests, uid, V } from '../testing/testing';
import type { VtesState } from '../core/state';

/** The events of one answer of the seat the pending decision asks. */
const answer = (s: VtesState, option: string) => apply(s, dec(s).seat, option);

describe('V:TES log lines for each seat (vtes-es:7, 6.3.3; issue 34 §3)', () => {
  it('7 a transfer: its Methuselah reads the vampire named, the others its 1-based place, face down', () => {
    const s = build({ seats: [{ uncontrolled: [V('Theo Bell', 0), V('Rayne', 1)] }, {}, {}], phase: 'influence' });
    const r = uid(s, 'Rayne');
    const { events } = answer(s, `give:${r}`);
    const self = events.find((e) => e.type === 'vtes.transferSelf');
    const others = events.find((e) => e.type === 'vtes.transfer');
    expect(self).toMatchObject({ params: { seat: 0, name: 'Rayne', dir: 'in' }, visibleTo: [0] });
    expect(others).toMatchObject({ params: { seat: 0, pos: 2, dir: 'in' }, visibleTo: [1, 2] });
    expect(JSON.stringify(others)).not.toContain('Rayne');
    const back = answer(s, `take:${r}`).events.find((e) => e.type === 'vtes.transfer');
    expect(back?.params).toMatchObject({ pos: 2, dir: 'out' });
  });

  it('two copies of one card in play are numbered in table order; a single card and a card in hand are not', () => {
    const s = build({
      seats: [{ ready: [V('Theo Bell', 3), V('Rayne', 2)], hand: ['Rayne'] }, { ready: [V('Rayne', 2)] }],
    });
    const [mine, theirs] = [uid(s, 'Rayne', 0, 'ready'), uid(s, 'Rayne', 1, 'ready')];
    expect(cardName(s, mine)).toBe('Rayne (1)');
    expect(cardName(s, theirs)).toBe('Rayne (2)');
    expect(cardName(s, uid(s, 'Theo Bell'))).toBe('Theo Bell');
    expect(cardName(s, uid(s, 'Rayne', 0, 'hand'))).toBe('Rayne');
  });

  it('blood between a card and the pool: the Methuselah, the amount and the way', () => {
    const s0 = build({ seats: [{ pool: 10, ready: [V('Ashley', 2)], play: ['Barrens, The'] }, {}] });
    const c = { seat: 0, source: uid(s0, 'Barrens, The'), minion: uid(s0, 'Ashley') };
    const { ev } = runPrimsForTests(s0, [{ p: 'move', n: 2, from: 'pool', to: 'minion' }], c);
    expect(ev.find((e) => e.type === 'vtes.bloodDoll')?.params).toMatchObject({ seat: 0, n: 2, dir: 'in', name: 'Ashley' });
  });

  it('6.3.3 a vote: who cast how many votes which way, and the count', () => {
    let s = build({
      seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Belinde', 4), V('Lenny Burkhead', 4)] }],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'call:y');
    // a prince: 2 votes for
    const r = answer(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    expect(r.events.find((e) => e.type === 'vtes.vote')?.params).toMatchObject({ seat: 0, votes: 2, dir: 'for', yes: 3, no: 0 });
    s = r.state;
    const r2 = answer(s, `v:${uid(s, 'Belinde')}:n`);
    expect(r2.events.find((e) => e.type === 'vtes.vote')?.params).toMatchObject({ seat: 1, votes: 2, dir: 'against', yes: 3, no: 2 });
  });
});
