/**
 * The timing and target hints of the cards played by hand (issue 34 §1; manual-hints.ts): reviewed
 * facts in data, ids and enums only, read from the card's current text, for every card of the Banu
 * Haqim tournament deck (TWD 10238) played by hand; a draft or a hint of another text is not used.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { defFromCatalog } from './load';
import { draftHint } from '../draft/hints';
import { parseHints, reviewedHint } from './manual-hints';
import hintsFile from './manual-hints.json';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const byName = (n: string) => parsed.cards.find((c) => c.name === n && !c.advanced) as CardDetail;

/** The library cards of TWD 10238 that have no reviewed entry: the ones played by hand. */
function manualCardsOfDeck(): CardDetail[] {
  const text = readFileSync(sharedFile('twd/10238.txt'), 'utf8');
  const names = [...text.matchAll(/^\d+x\s+(.+?)(?:\s{2,}.*)?$/gm)].map((m) => m[1].trim());
  return names.map(byName).filter((d) => d && d.kind === 'library' && !defFromCatalog(d));
}

/** Every string in a JSON value. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

describe('issue 34 §1: the reviewed hints of the cards played by hand', () => {
  it('the file holds ids, enums and numbers only, never card text', () => {
    const hints = parseHints(hintsFile);
    expect(hints.size).toBeGreaterThan(0);
    for (const x of strings(hintsFile)) expect(x).toMatch(/^[A-Za-z0-9_-]{1,24}$/);
    // a sentence, an unknown field or a window no rule knows is refused, naming the card
    expect(() => parseHints({ '101384': { fp: '28e165e0c4eb458b', status: 'reviewed', text: 'This minion cannot block.' } })).toThrow(
      /card 101384/,
    );
    expect(() => parseHints({ '102227': { fp: '89b2feae7deafd69', status: 'reviewed', window: { combat: 'whenever' } } })).toThrow(
      /card 102227 at window/,
    );
    expect(() => parseHints({ '102226': { fp: 'acb75bc1f623ca37', status: 'reviewed', put: [{ e: 'bleed', plus: 1 }] } })).toThrow(
      /card 102226/,
    );
  });

  it('every card of TWD 10238 played by hand has a reviewed hint read from its current text (the four the issue names too)', () => {
    const cards = manualCardsOfDeck();
    const names = cards.map((d) => d.name);
    // the four the issue names, Villein, Pentex(TM) Subversion, Haqim's Law: Retribution, Hunger of Marduk, and Priority
    // Contract are full entries now (issue 29): the deck plays itself entirely
    expect(names).toEqual([]);
    const missing = cards.filter((d) => !reviewedHint(d)).map((d) => `${d.id} ${d.name}`);
    expect(missing).toEqual([]);
  });

  it("the reviewed hints are the draft generator's readings, reviewed (same facts, same text)", () => {
    const hints = parseHints(hintsFile);
    for (const d of manualCardsOfDeck()) {
      const { status: _s, ...draft } = draftHint(d, true)!;
      const { status, ...reviewed } = hints.get(d.id)!;
      expect(status).toBe('reviewed');
      expect(reviewed, d.name).toEqual(draft);
    }
  });

  it('the play path gives the cards their hints: a window, a target, where a master card goes', () => {
    // Hunger of Marduk (now a full entry): its modes keep the window its hint named, before range is determined
    const hunger = cardDefFromDetail(byName('Hunger of Marduk'));
    expect(hunger.automation).toBe('full');
    expect(hunger.modes.every((m) => m.window?.combat === 'beforeRange')).toBe(true);
    // Priority Contract (now a full entry): put on a minion, as its hint said
    const contract = cardDefFromDetail(byName('Priority Contract'));
    expect(contract.modes[0].effects[0]).toMatchObject({ e: 'onVampire', own: false, minion: true });
    const pentex = cardDefFromDetail(byName('Pentex(TM) Subversion'));
    expect(pentex.modes[0].effects).toContainEqual({ e: 'onVampire', own: false, ready: true, minion: true, marks: ['cannotBlock'] });
    const mark = cardDefFromDetail(byName("Hunter's Mark"));
    expect(mark.modes[0].targets).toEqual({ t: 'card', cards: { what: 'minion', combat: true } });
    // Resist Earth's Grasp (now a full entry, its hint reviewed with nothing to add): no window of a hint on its modes
    expect(cardDefFromDetail(byName("Resist Earth's Grasp")).modes.every((m) => m.window === undefined)).toBe(true);
  });

  it('a draft hint, or one read from another text, is not used', () => {
    const hunger = byName('Hunger of Marduk');
    const hint = parseHints(hintsFile).get(hunger.id)!;
    expect(reviewedHint(hunger)).toEqual(hint);
    expect(reviewedHint(hunger, new Map([[hunger.id, { ...hint, status: 'draft' as const }]]))).toBeUndefined();
    expect(reviewedHint({ id: hunger.id, text: `${hunger.text} More.` })).toBeUndefined();
  });
});
