/** Setting up the game (vtes-es:2.3; vtes-pl:Obszar gry). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { vtesModule } from './module';

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
