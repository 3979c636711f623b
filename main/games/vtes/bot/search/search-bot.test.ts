import { describe, expect, it } from 'vitest';
import { getBot } from '../../../../engine/bots';
import { RngCursor, seedRng } from '../../../../engine/rng';
import { BOT_LEVELS } from '../../../../engine/search/search-bot';
import { vtesHeuristicBot } from '../bots';
import { vtesModule } from '../../module';
import { vtesSearchBot } from './search-bot';
import { quietMoment } from '../../testing/search-testing';

const rng = (seed: string) => new RngCursor(seedRng(seed));
const small = { iterations: 8, determinizations: 2, rolloutDepth: 8, treeDepth: 2, margin: 0 };

describe('V:TES search bot (issue 33)', () => {
  it('is registered under the ids of the normal and hard levels', () => {
    expect(getBot(vtesModule, BOT_LEVELS.normal)?.id).toBe('search-normal');
    expect(getBot(vtesModule, BOT_LEVELS.hard)?.id).toBe('search-hard');
    // both think in the bot worker thread, the heuristic bot does not need to
    expect(getBot(vtesModule, BOT_LEVELS.normal)?.thinks).toBe(true);
    expect(getBot(vtesModule, BOT_LEVELS.hard)?.thinks).toBe(true);
  });

  it('answers a quiet decision with an offered option, the same one for the same view and seed', () => {
    const bot = vtesSearchBot('t', small);
    const { d, v } = quietMoment('bot-quiet', 6);
    const a = bot.choose(v, d, rng('x'));
    expect(d.options.map((o) => o.id)).toContain(a);
    expect(bot.choose(v, d, rng('x'))).toBe(a);
  });

  it('answers the decisions it does not search as the heuristic bot does (a block)', () => {
    const bot = vtesSearchBot('t', small);
    const { d, v } = quietMoment('bot-block', 3, (x) => x.kind === 'vtes.block');
    expect(bot.choose(v, d, rng('y'))).toBe(vtesHeuristicBot.choose(v, d, rng('y')));
  });

  it('keeps the heuristic choice unless the search finds better by the margin', () => {
    const stubborn = vtesSearchBot('t', { ...small, margin: 2 });
    const { d, v } = quietMoment('bot-margin', 6);
    expect(stubborn.choose(v, d, rng('z'))).toBe(vtesHeuristicBot.choose(v, d, rng('z')));
  });
});
