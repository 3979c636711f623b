/**
 * Issue 27 item 1: one zod schema for a card's behaviour. Every definition the game builds today (the
 * starter cards, the Discipline master cards and every official card the importer reads) parses; a
 * saved record's definitions are checked after being read in the current shape, and an invalid one is
 * a localized error naming the card and the path of the wrong field.
 */
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { parseVtesConfig } from '../setup/config';
import { cardDefFromDetail } from '../data/catalog-def';
import { STARTER_DEFS } from '../data/starters';
import { CardDefSchema, EffectSchema, ModeSchema } from './schema';
import { checkSavedCard, schemaIssues } from './schema-check';

const starter = (name: string) => [...STARTER_DEFS.values()].find((d) => d.name === name)!;
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('V:TES card schema (issue 27 item 1)', () => {
  it('every starter card definition parses, and parsing gives back the same definition', () => {
    expect(STARTER_DEFS.size).toBe(119);
    for (const d of STARTER_DEFS.values()) {
      expect(schemaIssues(CardDefSchema, d), d.name).toEqual([]);
      expect(CardDefSchema.parse(clone(d)), d.name).toEqual(clone(d));
    }
  });

  it.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
    'every official card the importer reads becomes a definition that parses',
    () => {
      const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
      expect(cards.length).toBeGreaterThan(4000);
      const bad = cards.map(cardDefFromDetail).filter((d) => schemaIssues(CardDefSchema, d).length);
      expect(bad.map((d) => `${d.id} ${JSON.stringify(schemaIssues(CardDefSchema, d)[0])}`)).toEqual([]);
    },
  );

  it('a wrong field is reported at its path, deepest first, for any effect of any starter card', () => {
    const withEffects = [...STARTER_DEFS.values()].filter((d) => d.modes.some((m) => m.effects.length));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: withEffects.length - 1 }), fc.nat(), fc.nat(), (ci, mi, ei) => {
        const d = clone(withEffects[ci]);
        const modes = d.modes.map((m, i) => [m, i] as const).filter(([m]) => m.effects.length);
        const [m, i] = modes[mi % modes.length];
        const j = ei % m.effects.length;
        (m.effects[j] as { e: string }).e = 'noSuchEffect';
        expect(schemaIssues(CardDefSchema, d)[0].path).toBe(`modes.${i}.effects.${j}.e`);
      }),
      { numRuns: 60 },
    );
  });

  it('strict records: an unknown field, a wrong discriminator, a number out of its set are errors', () => {
    expect(schemaIssues(EffectSchema, { e: 'bleed', plus: 1, extra: true })[0].path).toBe('(card)');
    expect(schemaIssues(EffectSchema, { e: 'prims', do: [{ p: 'move', n: 1, from: 'pool', to: 'nowhere' }] })[0].path).toBe('do.0.to');
    expect(schemaIssues(ModeSchema, { kind: 'action', conditions: [{ r: 'disc', disc: 'pot', level: 3 }], effects: [] })[0].path).toBe(
      'conditions.0.level',
    );
    expect(schemaIssues(EffectSchema, { e: 'card', id: 'warsaw' })[0].path).toBe('clan');
    expect(schemaIssues(EffectSchema, { e: 'prims', do: [{ p: 'seatPool', n: 1, from: 'each', to: 'points' }] })).not.toEqual([]);
    expect(schemaIssues(EffectSchema, { e: 'prims', do: [{ p: 'seatPool', n: 1, from: 'chosen', to: 'points' }] })).toEqual([]);
  });

  it('a saved definition is kept as it is when valid, tolerates a field it does not know, and is refused with the card and the path when wrong', () => {
    const brawl = starter('Line Brawl');
    expect(checkSavedCard(brawl)).toBe(brawl);
    const later = { ...clone(brawl), notYetKnown: 1 };
    expect(checkSavedCard(later)).toBe(later);
    const broken = clone(brawl);
    (broken.modes[1].effects[0] as unknown as { lockTarget: string }).lockTarget = 'yes';
    expect(() => checkSavedCard(broken)).toThrow(
      expect.objectContaining({
        code: 'invalid_input',
        key: 'vtes_card_invalid',
        params: { card: 'Line Brawl', path: 'modes.1.effects.0.lockTarget' },
      }),
    );
  });

  it('a saved game config whose card definition is wrong is refused before any game is made; the legacy shapes still read', () => {
    const decks = [{ starter: 'ventrue' }, { starter: 'brujah' }];
    const bad = {
      ...clone(starter('Govern the Unaligned')),
      id: 'custom-1',
      modes: [{ kind: 'action', conditions: [], effects: [{ e: 'bleed' }] }],
    };
    expect(() => parseVtesConfig({ decks, cards: [bad], deckCheck: false })).toThrow(
      expect.objectContaining({ key: 'vtes_card_invalid', params: { card: 'Govern the Unaligned', path: 'modes.0.effects.0.plus' } }),
    );
    const legacy = { ...clone(starter('Line Brawl')), id: 'custom-2' } as unknown as { modes: { effects: unknown[] }[] };
    legacy.modes[0].effects = [{ e: 'stealPool', n: 1 }];
    expect(parseVtesConfig({ decks, cards: [legacy], deckCheck: false }).cards![0].modes[0].effects).toEqual([
      { e: 'prims', do: [{ p: 'move', n: 1, from: 'targetPool', to: 'pool' }] },
    ]);
  });
});
