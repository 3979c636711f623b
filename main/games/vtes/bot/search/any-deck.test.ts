/**
 * Issue 33: the V:TES search bot plays any deck. In a game of tournament-winning decks (imported
 * cards, ../shared/data/twd) its seat's own view names the game's card data and its own deck list;
 * the determinizer draws the bot's own unseen cards from that list less what it has seen, and the
 * other seats' from what they have shown (deck-guess.ts), so the search answers there too, and it
 * still sees nothing hidden.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../../engine/rng';
import { search } from '../../../../engine/search/ismcts';
import { TWD_SAMPLE, twdGameConfig } from '../../../../testing/twd-game';
import { vtesModule as m } from '../../module';
import { STARTER_DEFS } from '../../data/starters';
import type { VtesView } from '../../view/view';
import { hiddenChanged, quietMoment } from '../../testing/search-testing';
import { vtesHeuristicBot } from '../bots';
import { determinize, searchable } from './determinize';
import { vtesSearchBot, vtesSearchGame } from './search-bot';

const rng = (seed: string) => new RngCursor(seedRng(seed));
const small = { iterations: 6, determinizations: 2, rolloutDepth: 6, treeDepth: 2, margin: 0 };

describe('V:TES search bot with imported decks (issue 33)', () => {
  const { config, decks } = twdGameConfig(TWD_SAMPLE);
  const moment = () => quietMoment('any-deck', 4, (d, v) => searchable(v, d) && d.options.length > 2, config);

  it('own view names the card data and the seat own deck list, nobody else sees it', () => {
    const { s, d, v } = moment();
    expect(v.cardData).toBe(s.cardData);
    const count = (l: [string, number][]) => l.reduce((n, [, k]) => n + k, 0);
    const want = decks[d.seat];
    expect(count(v.deck!.crypt)).toBe(want.crypt.reduce((n, x) => n + x.count, 0));
    expect(count(v.deck!.library)).toBe(want.library.reduce((n, x) => n + x.count, 0));
    expect((m.view(s, 'public') as VtesView).deck).toBeUndefined();
  });

  it('builds a state from the view: the same table, its own unseen cards drawn from its own deck list', () => {
    const { s: real, d, v } = moment();
    // the table shows cards of no starter deck: the old determinizer built nothing here
    expect((v.hand ?? []).some((c) => !STARTER_DEFS.has(c.cid))).toBe(true);
    const s = determinize(v, d, rng('a'))!;
    expect(s).not.toBeNull();
    expect(s.cardData).toBe(real.cardData);
    const again = m.view(s, d.seat) as VtesView;
    expect(again.seats.map((x) => [x.pool, x.vp, x.handCount, x.libraryCount, x.cryptCount, x.ash, x.ready])).toEqual(
      v.seats.map((x) => [x.pool, x.vp, x.handCount, x.libraryCount, x.cryptCount, x.ash, x.ready]),
    );
    expect(again.hand).toEqual(v.hand);
    expect(again.deck).toEqual(v.deck);
    expect(m.invariants!(s)).toEqual([]);
    const own = new Set(decks[d.seat].library.map((x) => x.id));
    expect(s.seats[d.seat].zones.library.every((u) => own.has(s.cards[u].cid))).toBe(true);
  });

  it('searches there (not the heuristic fallback), and two states differing only in hidden cards give the same choice', () => {
    const { s, d, v } = moment();
    const { stats } = search(vtesSearchGame, v, d, rng('s'), small);
    expect(Object.keys(stats.means).length).toBeGreaterThan(1);
    const t = hiddenChanged(s, d.seat);
    const v2 = m.view(t, d.seat) as VtesView;
    expect(v2).toEqual(v);
    const bot = vtesSearchBot('t', small);
    expect(bot.choose(v2, d, rng('c'))).toBe(bot.choose(v, d, rng('c')));
  });

  it('leaves a game whose card data this process does not have to the heuristic bot', () => {
    const { d, v } = moment();
    const unknown = { ...v, cardData: 'not-loaded' };
    expect(determinize(unknown, d, rng('u'))).toBeNull();
    expect(vtesSearchBot('t', small).choose(unknown, d, rng('h'))).toBe(vtesHeuristicBot.choose(unknown, d, rng('h')));
  });
});
