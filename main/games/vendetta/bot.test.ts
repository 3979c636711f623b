/**
 * The heuristic bot: answers every decision with an offered option from its seat view only,
 * and beats random bots clearly more often than chance.
 */
import { describe, expect, it } from 'vitest';
import { playVendetta } from '../../bench/vendetta';
import { botsFor, getBot } from '../../engine/bots';
import { vendettaModule } from './index';

describe('Vendetta heuristic bot', () => {
  it('is registered for vendetta', () => {
    void vendettaModule;
    expect(botsFor(vendettaModule)).toContain('heuristic');
    expect(getBot(vendettaModule, 'heuristic')).toBeDefined();
  });

  it('plays complete games in every variant with only legal options', () => {
    for (const [players, extra] of [
      [3, {}],
      [5, { relics: true, locationCards: true }],
      [4, { teams: true, relics: true }],
      [6, { teams: true, locationCards: true }],
    ] as const) {
      const bots = Array.from({ length: players }, () => 'heuristic');
      const { ranking } = playVendetta(players, `bot-all-${players}`, bots, extra);
      expect(ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, i) => i));
    }
  });

  it('wins more than twice as often as chance against random bots (4 players, seat rotated)', () => {
    let wins = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const hero = g % 4;
      const bots = Array.from({ length: 4 }, (_, i) => (i === hero ? 'heuristic' : 'random'));
      if (playVendetta(4, `bot-vs-random-${g}`, bots).ranking[0].includes(hero)) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.5);
  });
});
