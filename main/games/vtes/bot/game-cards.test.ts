/**
 * Issue 29 item 4: the heuristic bot values the cards from their data, imported cards included. In a
 * game set up from a tournament deck the bot reads that game's own card definitions (its view names
 * them) for exactly one choice; outside a choice, and after it, only the starters are known.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importDeck } from '../../../decks/formats';
import { realCards, realIndex } from '../../../testing/real-decks';
import { sharedFile } from '../../../testing/shared-data';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesModule } from '../module';
import type { VtesView } from '../view/view';
import { defOf, withGameCards } from './bot-knowledge';
import { vtesHeuristicBot } from './bots';

function twdDeck(file: string) {
  const content = importDeck(realIndex(), fs.readFileSync(path.join(sharedFile('twd'), file), 'utf8'), { fileName: file }).content;
  const lists = (counts: Record<string, number>) => Object.entries(counts).map(([uid, count]) => ({ id: uid.slice(5), count }));
  return { crypt: lists(content.crypt), library: lists(content.library) };
}

describe('the heuristic bot reads the game’s own card data while it chooses', () => {
  const decks = ['10012.txt', '10049.txt'].map(twdDeck);
  const ids = new Set(decks.flatMap((d) => [...d.crypt, ...d.library].map((x) => `vtes:${x.id}`)));
  const cards = realCards().filter((c) => ids.has(c.uid));
  const config = vtesModule.parseConfig({ edition: 'vekn-current', decks, deckCheck: false, maxTurns: 10, cards });
  const s = vtesModule.setup(config, 'game-cards').state;
  const view = vtesModule.view(s, 0) as VtesView;
  const imported = decks[0].library.map((x) => x.id).find((cid) => !defOf(cid))!;

  it('knows an imported card inside a choice only, and restores the scope after a throw and a nested call', () => {
    expect(imported).toBeDefined();
    expect(defOf(imported)).toBeUndefined();
    expect(withGameCards(view, () => defOf(imported)?.id)).toBe(imported);
    expect(() =>
      withGameCards(view, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(defOf(imported)).toBeUndefined();
    // a nested choice in a view without imported cards knows the starters only, then its caller's cards again
    const starterView = { ...view, cardData: undefined } as VtesView;
    expect(withGameCards(view, () => [withGameCards(starterView, () => defOf(imported)), defOf(imported)?.id])).toEqual([
      undefined,
      imported,
    ]);
  });

  it('a choice of the bot leaves nothing behind: the same view and seed give the same option twice', () => {
    const d = vtesModule.decisions(s)[0];
    const pick = () => vtesHeuristicBot.choose(vtesModule.view(s, d.seat), d, new RngCursor(seedRng('x')));
    expect(pick()).toBe(pick());
    expect(defOf(imported)).toBeUndefined();
  });
});
