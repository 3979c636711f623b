/**
 * Issue 30 item 1, vtes-es 6.2.2.1: a vampire's own block rules are records of its card (core/block-rules.ts),
 * read whenever a block is offered: `cannotBlock` (Navar McClaren cannot block older vampires, Caroline
 * Bishops cannot block non-Camarilla vampires), `unblockableBy` (younger Tremere cannot block Aisling
 * Sturbridge). The coverage gate shows the block withheld where the Condition holds; here, the blocks
 * that stay allowed where it does not, and the card text.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from './catalog-def';
import { renderCardText } from '../vocab/text';
import { build, choose, dec, uid } from '../testing/testing';
import { testVampire, type VampireFacts } from '../testing/test-vampire';

/** Whether the block is offered: seat `actorSeat`'s vampire bleeds, the other seat's may block (with `blood`). */
function blockOffered(mine: CardDef, other: CardDef, mineActs: boolean, blood = 3): boolean {
  let s = build({
    seats: [{ ready: [{ card: mine.name, blood: mineActs ? 3 : blood }] }, { ready: [{ card: other.name, blood: mineActs ? blood : 3 }] }],
    active: mineActs ? 0 : 1,
    phase: 'minion',
    defs: [mine, other],
  });
  const a = uid(s, mineActs ? mine.name : other.name, mineActs ? 0 : 1);
  const b = uid(s, mineActs ? other.name : mine.name, mineActs ? 1 : 0);
  s = choose(choose(s, `min:${a}`), `bleed:${a}`);
  return !!s.act && dec(s).options.some((o) => o.id === `block:${b}`);
}

const other = (clan: string, facts: VampireFacts) => testVampire('Test Other', {}, [], clan, facts);

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES vampires with block rules (issue 30)', () => {
  const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  const def = (id: string) => cardDefFromDetail(cards.find((c) => c.id === id)!);

  it('Navar McClaren (capacity 1) blocks a vampire of his capacity, not an older one', () => {
    const navar = def('201039');
    expect(navar.automation).toBe('full');
    expect(blockOffered(navar, other('Caitiff', { capacity: 1 }), false)).toBe(true);
    expect(blockOffered(navar, other('Caitiff', { capacity: 9 }), false)).toBe(false);
  });

  it('a block priced in blood (6.2.2.1): Janet Langer without blood cannot attempt it; Dr. Julius Sutphen prices younger blockers only', () => {
    const janet = def('200672');
    expect(janet.automation).toBe('full');
    expect(blockOffered(janet, other('Caitiff', { capacity: 4 }), false, 1)).toBe(true);
    expect(blockOffered(janet, other('Caitiff', { capacity: 4 }), false, 0)).toBe(false);
    const julius = def('200378');
    const cap = julius.capacity!;
    // an older vampire blocks him for free, even without blood; a younger one needs the blood
    expect(blockOffered(julius, other('Caitiff', { capacity: cap + 1 }), true, 0)).toBe(true);
    expect(blockOffered(julius, other('Caitiff', { capacity: cap - 1 }), true, 0)).toBe(false);
    expect(blockOffered(julius, other('Caitiff', { capacity: cap - 1 }), true, 1)).toBe(true);
    expect(renderCardText(janet, 'es')).toContain('quemar 1 de sangre para intentar bloquear');
  });

  it('Lord Fianna and Rexton: allies cannot block them, a vampire may (Rexton: one of capacity 4 or more)', () => {
    expect(blockOffered(def('200855'), other('Caitiff', { capacity: 2 }), true)).toBe(true);
    const rexton = def('201770');
    expect(blockOffered(rexton, other('Caitiff', { capacity: 4 }), true)).toBe(true);
    expect(blockOffered(rexton, other('Caitiff', { capacity: 3 }), true)).toBe(false);
  });

  it('Caroline Bishops blocks Camarilla vampires only', () => {
    const caroline = def('200250');
    expect(blockOffered(caroline, other('Ventrue', { sect: 'camarilla' }), false)).toBe(true);
    expect(blockOffered(caroline, other('Ventrue', { sect: 'anarch' }), false)).toBe(false);
  });

  it('Aisling Sturbridge is blocked by an older Tremere or a younger non-Tremere, not by a younger Tremere', () => {
    const aisling = def('200031');
    const cap = aisling.capacity!;
    expect(blockOffered(aisling, other('Tremere', { capacity: cap - 1 }), true)).toBe(false);
    expect(blockOffered(aisling, other('Tremere', { capacity: cap + 1 }), true)).toBe(true);
    expect(blockOffered(aisling, other('Ventrue', { capacity: cap - 1 }), true)).toBe(true);
  });

  it('Sha-Ennu cannot be blocked by a vampire of capacity 3 or less, by others yes', () => {
    const sha = def('201270');
    expect(blockOffered(sha, other('Caitiff', { capacity: 3 }), true)).toBe(false);
    expect(blockOffered(sha, other('Caitiff', { capacity: 4 }), true)).toBe(true);
  });

  it('the block rules read in one sentence with their Condition, in Spanish and Polish', () => {
    expect(renderCardText(def('201039'), 'es')).toContain(
      'No puede intentar bloquear si esta carta tiene menos capacidad que el siervo que actúa.',
    );
    expect(renderCardText(def('200031'), 'pl')).toContain('Żaden podwładny nie może próbować zablokować tego wampira, jeśli');
    for (const id of ['201039', '200250', '200031', '201270', '200111'])
      for (const lang of ['es', 'pl'] as const) expect(renderCardText(def(id), lang)).not.toMatch(/\{\{|effect\.|cond\./);
  });
});
