/** The heuristic bot: legal answers only, its sect estimate from public acts, the allies spare the Regent. */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../engine/rng';
import { enmity, heuristicBot } from './bot';
import { nightsModule as m } from './module';
import { decisions } from './rules';
import { seatView } from './seatview';
import { arrange, inHand } from './testing';

describe('Nights of Blood heuristic bot', () => {
  it('plays whole games with legal options only, 5 to 8 players', () => {
    for (const players of [5, 6, 7, 8]) {
      let s = m.setup(m.parseConfig({ players }), `bot-${players}`).state;
      const rng = new RngCursor(seedRng(`bot-${players}`));
      for (let i = 0; i < 20000 && !s.result; i++) {
        const d = decisions(s)[0];
        const o = heuristicBot.choose(seatView(s, d.seat), d, rng);
        expect(d.options.some((x) => x.id === o)).toBe(true);
        s = m.apply(s, d.seat, o).state;
      }
      expect(s.result).not.toBeNull();
    }
  });

  it('an ally of the Regent never attacks the Regent; a player who hurt the Regent is its prime suspect', () => {
    const s = arrange(5, { 1: { hand: ['ataque'] } }, { turn: 1 });
    s.acts.hostile[3][0] = 2;
    const v = seatView(s, 1);
    expect(enmity(v, 1, 0)).toBeLessThan(0);
    expect(enmity(v, 1, 3)).toBeGreaterThan(enmity(v, 1, 2));
    const d = decisions(s)[0];
    const o = heuristicBot.choose(v, d, new RngCursor(seedRng('x')));
    expect(o).toBe(`atk:${inHand(s, 1, 'ataque')}:3`);
  });

  it('who was spared is public: attacking another player while the Regent was in reach counts as sparing the Regent, and softens the suspicion', () => {
    let s = arrange(5, { 3: { hand: ['ataque'] } }, { turn: 3 });
    const before = enmity(seatView(s, 1), 1, 3);
    s = m.apply(s, 3, `atk:${inHand(s, 3, 'ataque')}:2`).state;
    expect(s.acts.spared[3][0]).toBe(1);
    expect(s.acts.spared[3][1]).toBe(1);
    expect(seatView(s, 4).acts.spared[3][0]).toBe(1);
    s = m.apply(s, 2, 'take').state;
    expect(enmity(seatView(s, 1), 1, 3)).toBeLessThan(before);
  });

  it('an insurgent goes for the Regent', () => {
    const s = arrange(5, { 2: { hand: ['ataque'] } }, { turn: 2 });
    const d = decisions(s)[0];
    expect(heuristicBot.choose(seatView(s, 2), d, new RngCursor(seedRng('y')))).toBe(`atk:${inHand(s, 2, 'ataque')}:0`);
  });

  it('out of turn it dodges when it can and plays a blood card before dying', () => {
    const s = arrange(5, { 0: { hand: ['ataque'] }, 1: { hand: ['esquivar'] } });
    const t = m.apply(s, 0, `atk:${inHand(s, 0, 'ataque')}:1`).state;
    expect(heuristicBot.choose(seatView(t, 1), decisions(t)[0], new RngCursor(seedRng('z')))).toBe('dodge');
  });
});
