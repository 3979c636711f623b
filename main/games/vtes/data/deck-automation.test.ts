/**
 * Issue 27 item 12: before a game starts, the set-up shows how much of each deck plays itself. Cards
 * count by copies as full, partial or manual, exactly as the set-up will play them; the cards not full
 * are listed (manual first) with why; an id the catalog lacks is reported.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { buildCardIndex } from '../../../decks/cards';
import { importDeck } from '../../../decks/formats';
import type { SetupSources } from '../../../engine/types';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { deckAutomation } from './deck-automation';
import { STARTER_DECKS } from './starters';

const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
const byUid = new Map(cards.map((c) => [c.uid, c]));
const byName = (n: string) => cards.find((c) => c.name === n)!;

function sources(
  saved: Record<string, { crypt: Record<string, number>; library: Record<string, number> }> = {},
  over: CardDetail[] = [],
): SetupSources<CardDetail> {
  const mine = new Map([...byUid, ...over.map((c) => [c.uid, c] as const)]);
  return {
    deck: (id) => ({ name: id, ...saved[id] }),
    cards: (uids) => uids.flatMap((u) => (mine.has(u) ? [mine.get(u)!] : [])),
  };
}

describe('V:TES deck automation summary (issue 27 item 12)', () => {
  it('a starter deck plays itself entirely', () => {
    const a = deckAutomation({ starter: 'ventrue' }, sources());
    const total = [...STARTER_DECKS.ventrue.crypt, ...STARTER_DECKS.ventrue.library].reduce((n, [, k]) => n + k, 0);
    expect(a).toEqual({ full: total, partial: 0, manual: 0, unknown: [], cards: [] });
  });

  it('a tournament deck saved from the archive: every copy counted once, as the set-up plays it; the cards not full listed, manual first', () => {
    const twd = importDeck(buildCardIndex(cards), fs.readFileSync(sharedFile('twd/10012.txt'), 'utf8'), { fileName: '10012.txt' }).content;
    const a = deckAutomation({ deck: 'd1' }, sources({ d1: { crypt: twd.crypt, library: twd.library } }));
    const copies = [...Object.values(twd.crypt), ...Object.values(twd.library)].reduce((n, k) => n + k, 0);
    expect(a.full + a.partial + a.manual).toBe(copies);
    expect(a.unknown).toEqual([]);
    for (const [uid, n] of Object.entries({ ...twd.crypt, ...twd.library })) {
      const def = cardDefFromDetail(byUid.get(uid)!);
      const listed = a.cards.find((c) => c.uid === uid);
      if (def.automation === 'full') expect(listed).toBeUndefined();
      else expect(listed).toMatchObject({ count: n, status: def.automation });
    }
    // (TWD 10238, read here before, plays itself entirely since Priority Contract is full)
    const law = a.cards.find((c) => c.name === 'Madness Network');
    expect(law).toMatchObject({ status: 'manual', entry: 'none', part: 'library' });
    const statuses = a.cards.map((c) => c.status);
    expect(statuses).toEqual([...statuses].sort((x, y) => (x === 'manual' ? 0 : 1) - (y === 'manual' ? 0 : 1)));
    expect(a.manual).toBeGreaterThan(0);
  });

  it('card lists: a reviewed card whose text changed is manual (stale); an unknown id is reported', () => {
    const govern = byName('Govern the Unaligned');
    const changed = { ...govern, text: `${govern.text} Changed.` };
    const a = deckAutomation(
      {
        crypt: [{ id: byName('Aabbt Kindred').id, count: 2 }],
        library: [
          { id: govern.id, count: 3 },
          { id: '999999', count: 1 },
        ],
      },
      sources({}, [changed]),
    );
    expect(a.unknown).toEqual(['999999']);
    expect(a.cards.find((c) => c.uid === govern.uid)).toMatchObject({ status: 'manual', entry: 'stale', count: 3 });
    const plain = deckAutomation({ library: [{ id: govern.id, count: 3 }] }, sources());
    expect(plain).toMatchObject({ full: 3, manual: 0, cards: [] });
  });
});
