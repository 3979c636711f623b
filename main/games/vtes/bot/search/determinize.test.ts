import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../../engine/rng';
import { vtesModule as m } from '../../module';
import type { VtesView } from '../../view/view';
import { determinize } from './determinize';
import { pairedChoice } from '../../../../engine/search/paired';
import { vtesHeuristicBot } from '../bots';
import { vtesSearchBot, vtesSearchGame } from './search-bot';
import { hiddenChanged, quietMoment } from '../../testing/search-testing';

const rng = (seed: string) => new RngCursor(seedRng(seed));

describe('V:TES determinizer (issue 33)', () => {
  it('builds a state that shows the seat exactly what it sees, its decision included', () => {
    const { d, v } = quietMoment('det-view', 6);
    const s = determinize(v, d, rng('a'));
    expect(s).not.toBeNull();
    const again = m.view(s!, d.seat) as VtesView;
    expect(again.seats.map((x) => [x.pool, x.vp, x.handCount, x.libraryCount, x.cryptCount, x.ash])).toEqual(
      v.seats.map((x) => [x.pool, x.vp, x.handCount, x.libraryCount, x.cryptCount, x.ash]),
    );
    expect(again.seats.map((x) => x.ready)).toEqual(v.seats.map((x) => x.ready));
    expect(again.seats.map((x) => x.uncontrolled.map((u) => u.blood))).toEqual(v.seats.map((x) => x.uncontrolled.map((u) => u.blood)));
    expect(again.hand).toEqual(v.hand);
    expect(m.decisions(s!)[0].options.map((o) => o.id)).toEqual(expect.arrayContaining(d.options.map((o) => o.id)));
    expect(m.invariants!(s!)).toEqual([]);
  });

  it('draws the other seats hidden cards, not the real ones', () => {
    const { s: real, d, v } = quietMoment('det-draw', 6);
    const hands = Array.from({ length: 12 }, (_, k) => {
      const s = determinize(v, d, rng(`h${k}`))!;
      return s.seats[(d.seat + 1) % 4].zones.hand.map((u) => s.cards[u].cid).join();
    });
    // the samples vary, and none is built from the real uids of that hand
    expect(new Set(hands).size).toBeGreaterThan(1);
    const realUids = real.seats[(d.seat + 1) % 4].zones.hand;
    const sample = determinize(v, d, rng('h0'))!;
    expect(sample.seats[(d.seat + 1) % 4].zones.hand.some((u) => realUids.includes(u) && sample.cards[u].cid === real.cards[u].cid)).toBe(
      false,
    );
  });

  it('gives the same sample and the same search choice for states that differ only in what the seat cannot see', () => {
    const { s, d } = quietMoment('det-hidden', 8);
    const t = hiddenChanged(s, d.seat);
    expect(JSON.stringify(t)).not.toEqual(JSON.stringify(s));
    const v1 = m.view(s, d.seat) as VtesView;
    const v2 = m.view(t, d.seat) as VtesView;
    expect(v2).toEqual(v1);
    expect(determinize(v2, d, rng('same'))).toEqual(determinize(v1, d, rng('same')));
    const bot = vtesSearchBot('test-search', { iterations: 6, determinizations: 2, rolloutDepth: 6, treeDepth: 2, margin: 0 });
    expect(bot.choose(v2, d, rng('choice'))).toBe(bot.choose(v1, d, rng('choice')));
    // the paired root sampling of the levels too, its statistics included
    const paired = { samples: 4, minSamples: 4, steps: 100, rolloutDepth: 4, z: 0, margin: 0 };
    const heuristic = vtesHeuristicBot.choose(v1, d, rng('p'));
    const p1 = pairedChoice(vtesSearchGame, v1, d, rng('p'), heuristic, paired);
    expect(Object.keys(p1.stats.diffs).length).toBeGreaterThan(0);
    expect(pairedChoice(vtesSearchGame, v2, d, rng('p'), heuristic, paired)).toEqual(p1);
  });

  it('leaves moments with an action under way to the heuristic bot (no state is built)', () => {
    const { d, v } = quietMoment('det-block', 3, (x) => x.kind === 'vtes.block');
    expect(determinize(v, d, rng('b'))).toBeNull();
  });
});
