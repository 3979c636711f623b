/** Setting up the game (vtes-es:2.3; vtes-pl:Obszar gry). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { vtesModule } from '../module';
import { predatorOf, preyOf } from '../core/state';
import { build, choose, passUntil, uid, V } from '../testing/testing';

describe('V:TES set-up (vtes-es:2.3; vtes-pl:Obszar gry)', () => {
  it('2.3 crypts and libraries are shuffled with the game’s seeded generator: the same seed deals the same cards, another seed others', () => {
    const cfg = vtesModule.parseConfig({ players: 4, edition: 'es-2018' });
    const deal = (seed: string) => {
      const s = vtesModule.setup(cfg, seed).state;
      return s.seats.map((x) => [...x.zones.hand, ...x.zones.uncontrolled].map((u) => s.cards[u].cid).join(','));
    };
    expect(deal('a')).toEqual(deal('a'));
    expect(deal('a')).not.toEqual(deal('b'));
  });
});

describe('V:TES set-up and turn structure', () => {
  it('2.2/2.3 each Methuselah starts with 30 pool, 4 uncontrolled vampires, 7 cards; the Edge is uncontrolled', () => {
    const cfg = vtesModule.parseConfig({ players: 4 });
    const { state: s } = vtesModule.setup(cfg, 'seed');
    for (const st of s.seats) {
      expect(st.pool).toBe(30);
      expect(st.zones.uncontrolled).toHaveLength(4);
      expect(st.zones.hand).toHaveLength(7);
      expect(st.zones.library).toHaveLength(77 - 7);
      expect(st.zones.crypt).toHaveLength(12 - 4);
    }
    expect(s.edge).toBeNull();
  });

  it('2.1 the prey is the next Methuselah to the left, the predator to the right; an ousted prey is replaced by its own prey', () => {
    const s = build({ seats: [{}, {}, {}, {}] });
    expect(preyOf(s, 0)).toBe(1);
    expect(predatorOf(s, 0)).toBe(3);
    s.seats[1].ousted = true;
    expect(preyOf(s, 0)).toBe(2);
    expect(predatorOf(s, 2)).toBe(0);
  });

  it('vtes-pl:Kolejność gry the first player is drawn at random; es-2018 keeps the seating order', () => {
    const starts = new Set<number>();
    for (let i = 0; i < 12; i++)
      starts.add(vtesModule.setup(vtesModule.parseConfig({ players: 4, edition: 'vekn-current' }), `s${i}`).state.active);
    expect(starts.size).toBeGreaterThan(1);
    for (let i = 0; i < 4; i++)
      expect(vtesModule.setup(vtesModule.parseConfig({ players: 4, edition: 'es-2018' }), `s${i}`).state.active).toBe(0);
  });

  it('3 the five phases run in order and the turn passes clockwise', () => {
    const s0 = build({ seats: [{ ready: [V('Ashley')] }, {}, {}], phase: 'unlock' });
    expect(s0.phase).toBe('minion'); // unlock and master had no choice
    let s = choose(s0, 'done');
    expect(s.phase).toBe('influence');
    s = passUntil(s, (x) => x.active === 1);
    expect(s.turn).toBe(11);
  });

  it('4 the unlock phase unlocks the acting Methuselah’s cards and the Edge gives 1 pool', () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 2, { locked: true })] }, { ready: [V('Rayne', 2, { locked: true })] }],
      active: 1,
      phase: 'discard',
      edge: 0,
    });
    s = passUntil(s, (x) => x.active === 0);
    expect(s.cards[uid(s, 'Ashley')].locked).toBe(false);
    expect(s.cards[uid(s, 'Rayne')].locked).toBe(true);
    expect(s.seats[0].pool).toBe(31);
  });

  it('7 the first three Methuselahs get 1, 2 and 3 transfers in their first influence phases, then 4', () => {
    const cfg = vtesModule.parseConfig({ players: 4, edition: 'es-2018' });
    let s = vtesModule.setup(cfg, 'x').state;
    const seen: number[] = [];
    for (let turn = 0; turn < 5; turn++) {
      s = passUntil(s, (x) => x.phase === 'influence');
      seen.push(s.turnFlags.transfers);
      s = passUntil(s, (x) => x.phase !== 'influence');
    }
    expect(seen).toEqual([1, 2, 3, 4, 4]);
  });

  it('7 the second Methuselah’s first influence phase has 2 transfers (current VEKN edition too)', () => {
    const s0 = vtesModule.setup(vtesModule.parseConfig({ players: 3, edition: 'vekn-current' }), 'y').state;
    let s = passUntil(s0, (x) => x.phase === 'influence');
    s = passUntil(s, (x) => x.turn === 2 && x.phase === 'influence');
    expect(s.turnFlags.transfers).toBe(2);
  });
});
