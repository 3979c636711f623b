/** Test and benchmark helpers: the real card index and TWD files from ../shared/data (never copied). */
import fs from 'node:fs';
import path from 'node:path';
import { parseVeknFiles } from '../cards/vekn';
import type { CardDetail } from '../cards/types';
import { officialFiles, sharedFile } from './shared-data';
import { buildCardIndex, type DeckCardIndex } from '../decks/cards';

let cards: CardDetail[] | null = null;
let index: DeckCardIndex | null = null;

export function realCards(): CardDetail[] {
  cards ??= parseVeknFiles(officialFiles(['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv', 'vekn/vteslibmeta.csv'])).cards;
  return cards;
}

export function realIndex(): DeckCardIndex {
  index ??= buildCardIndex(realCards());
  return index;
}

export function twdFiles(): { name: string; text: string }[] {
  const dir = sharedFile('twd');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => ({ name: f, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
}
