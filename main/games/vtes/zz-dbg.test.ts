import { it } from 'vitest';
import { GameSession } from '../../engine/session';
import { vtesModule } from './module';
it('dbg', () => {
  for (const seed of ['a','b','c','d']) {
  const seats = Array.from({ length: 4 }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const, bot: i % 2 ? 'heuristic' : 'heuristic' }));
  const g = GameSession.create(vtesModule, { players: 4, maxTurns: 150 }, seats, seed);
  const t0 = Date.now();
  let n = 0;
  try { n = g.runBots(); } catch (e) { console.log('ERR', e); }
  const counts: Record<string, number> = {};
  for (const e of g.events) counts[e.type] = (counts[e.type] ?? 0) + 1;
  console.log(n, Date.now() - t0, 'ms', JSON.stringify(g.result()), JSON.stringify(counts));
  }
});
