import { it, expect } from 'vitest';
import { getBot } from '../../engine/bots';
import { stateHash } from '../../engine/hash';
import { RngCursor, seedRng } from '../../engine/rng';
import { vtesModule } from './module';
import { invariants } from './rules';
it('purity', () => {
  for (let g = 0; g < 6; g++) {
    const n = 4 + (g % 2);
    const cfg = vtesModule.parseConfig({ players: n, maxTurns: 60, deckCheck: false });
    let s = vtesModule.setup(cfg, `pur-${g}`).state;
    const rng = new RngCursor(seedRng(`pur-${g}`));
    for (let i = 0; i < 4000; i++) {
      const d = vtesModule.decisions(s)[0];
      if (!d) break;
      const bot = getBot('vtes', (d.seat + g) % 3 === 2 ? 'random' : 'heuristic')!;
      const o = bot.choose(vtesModule.view(s, d.seat), d, rng);
      const h = stateHash(s);
      const r = vtesModule.apply(s, d.seat, o);
      expect(stateHash(s), `g${g} step ${i} ${d.kind} ${o}`).toBe(h);
      expect(invariants(r.state)).toEqual([]);
      s = r.state;
    }
  }
}, 300000);
