/**
 * The per-card checks of a round of cards made `full` (issues 29 and 30), shared by the rounds' test files: each card is
 * `full`, its scenarios pass and fail once its effects are stripped (the coverage gate runs them all; a round's file
 * runs them one card at a time), and its text renders in es and pl with no template key left. Call inside a
 * `describe.skipIf(!OFFICIAL_THERE)` (the card facts come from ../shared/data).
 */
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { CardDetail } from '../cards/types';
import { parseVeknFiles } from '../cards/vekn';
import { OFFICIAL_FILES } from './catalog';
import { officialFiles, sharedFile } from './shared-data';
import { cardDefFromDetail } from '../games/vtes/data/catalog-def';
import type { CardDef } from '../games/vtes/schema/effects';
import { renderCardText } from '../games/vtes/vocab/text';
import { bothWays } from '../games/vtes/testing/both-ways';

/** Whether the official card files are there (CI requires them). */
export const OFFICIAL_THERE = existsSync(sharedFile(OFFICIAL_FILES[0])) || !!process.env.CI;

let cards: CardDetail[] | undefined;

/** The definition the game plays for an official card id (its data entry joined with its catalog facts). */
export function officialDef(id: string): CardDef {
  cards ??= parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  return cardDefFromDetail(cards.find((c) => c.id === id)!);
}

/** What a rendered card text must not hold: a template key the locale files lack, or an unrendered value. */
export const TEMPLATE_LEFT = /\{\{|\[object|prim\.|effect\.|cost\.|ability\.|limit\.|cond\.|trigger\.|sel\.|undefined/;

/** The two checks of every card of a round (see the file's comment). */
export function roundCardTests(ids: readonly string[]): void {
  it.each(ids)('%s: full, its scenarios pass, and fail once its effects are stripped', (id) => {
    const d = officialDef(id);
    expect(d.automation).toBe('full');
    const runs = bothWays(d);
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) expect([r.family, r.got, r.stripped === r.expected]).toEqual([r.family, r.expected, false]);
  });

  it.each(ids)('%s: its text renders in es and pl with no template left', (id) => {
    for (const lang of ['es', 'pl'] as const) expect(renderCardText(officialDef(id), lang)).not.toMatch(TEMPLATE_LEFT);
  });
}
