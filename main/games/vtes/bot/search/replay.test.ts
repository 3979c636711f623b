import { describe, expect, it } from 'vitest';
import { registerBot } from '../../../../engine/bots';
import { GameSession } from '../../../../engine/session';
import { vtesModule } from '../../module';
import { vtesSearchBot } from './search-bot';

describe('a V:TES game with search bots (issue 33)', () => {
  it('replays exactly from its seed and recorded choices, and plays the same again', () => {
    // a small budget and a twelve-turn game (minions act from the first turns) keep the test short; the shipped levels differ only in their numbers
    registerBot('vtes', vtesSearchBot('search-test', { iterations: 6, determinizations: 2, rolloutDepth: 6, treeDepth: 2, margin: 0 }));
    const seats = [0, 1, 2, 3].map((i) => ({ name: `B${i}`, kind: 'bot' as const, bot: i % 2 ? 'heuristic' : 'search-test' }));
    const play = () => {
      const s = GameSession.create(vtesModule, { players: 4, maxTurns: 12 }, seats, 'replay-vtes-search');
      s.runBots();
      return s;
    };
    const played = play();
    expect(played.isOver()).toBe(true);
    const record = played.record();
    expect(GameSession.fromRecord(vtesModule, record).hash()).toBe(played.hash());
    expect(play().record()).toEqual(record);
  });
});
