/** Test helper: the config of a V:TES game played with TWD decks of ../shared/data/twd (never copied). */
import fs from 'node:fs';
import path from 'node:path';
import { importDeck } from '../decks/formats';
import { realCards, realIndex } from './real-decks';
import { sharedFile } from './shared-data';

/** Four tournament-winning decks of the archive, one of them imbued. */
export const TWD_SAMPLE = ['10012.txt', '10049.txt', '10057.txt', '2010fsbny.txt'];

export interface TwdDeck {
  crypt: { id: string; count: number }[];
  library: { id: string; count: number }[];
}

/** A TWD deck file as the V:TES set-up takes it (card ids and copies). */
export function twdDeck(file: string): TwdDeck {
  const content = importDeck(realIndex(), fs.readFileSync(path.join(sharedFile('twd'), file), 'utf8'), { fileName: file }).content;
  const lists = (counts: Record<string, number>) => Object.entries(counts).map(([uid, count]) => ({ id: uid.slice(5), count }));
  return { crypt: lists(content.crypt), library: lists(content.library) };
}

/** The config of a game of these TWD deck files (one seat each), with the definitions of their cards. */
export function twdGameConfig(files: string[], maxTurns = 60): { config: unknown; decks: TwdDeck[] } {
  const decks = files.map(twdDeck);
  const ids = new Set(decks.flatMap((d) => [...d.crypt, ...d.library].map((x) => `vtes:${x.id}`)));
  return {
    config: { edition: 'vekn-current', decks, deckCheck: false, maxTurns, cards: realCards().filter((c) => ids.has(c.uid)) },
    decks,
  };
}
