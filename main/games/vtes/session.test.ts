/** The V:TES module inside the engine's GameSession: hotseat with bots, views, undo, record replay. */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../engine/session';
import { gameRegistry } from '../registry';
import { vtesModule } from './module';

describe('V:TES in a GameSession', () => {
  it('is registered, plays a human seat against heuristic bots, undoes a choice and replays its record', () => {
    expect(gameRegistry().get('vtes')).toBe(vtesModule);
    const seats = [
      { name: 'Ana', kind: 'human' as const },
      { name: 'B1', kind: 'bot' as const, bot: 'heuristic' },
      { name: 'B2', kind: 'bot' as const, bot: 'heuristic' },
      { name: 'B3', kind: 'bot' as const, bot: 'random' },
    ];
    const g = GameSession.create(vtesModule, { players: 4, edition: 'vekn-current' }, seats, 'session-1');
    for (let turn = 0; turn < 30 && !g.isOver(); turn++) {
      g.runBots();
      const d = g.nextHuman();
      if (!d) break;
      const before = g.hash();
      const option = d.options.find((o) => o.id !== 'back') ?? d.options[0];
      g.choose(0, option.id);
      if (g.canUndo(0)) {
        g.undo(0);
        expect(g.hash()).toBe(before);
        g.choose(0, option.id);
      }
      const v = g.viewFor(0);
      expect(JSON.parse(JSON.stringify(v))).toEqual(v);
      expect((v.view as { hand?: unknown[] }).hand).toBeDefined();
    }
    const replay = GameSession.fromRecord(vtesModule, JSON.parse(JSON.stringify(g.record())));
    expect(replay.hash()).toBe(g.hash());
    expect(g.viewFor('public').decision).toBeNull();
  });
});
