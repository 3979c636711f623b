import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { META_IMPORTED_AT, catalogVersion, replaceCards } from '../cards/repo';
import type { CardDetail, CardSearchResult } from '../cards/types';
import { OFFICIAL_FILES } from '../testing/catalog';
import { officialFiles } from '../testing/shared-data';
import { STARTER_DECKS } from '../games/vtes/data/starters';
import { cardDefFromDetail } from '../games/vtes/data/catalog-def';
import { createHost } from './host';

const ok = <T>(r: { ok: boolean; value?: unknown; error?: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as T;
};

describe('built-in cards in the card lookup', () => {
  it('Vendetta cards and the V:TES starter cards are there before any import, written once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-builtin-'));
    const a = await createHost({ mode: 'web', version: 't', dataDir, systemLocales: ['es'] });
    const vendetta = ok<CardSearchResult>(
      await a.dispatcher.call('cards.search', { q: '', filters: { game: 'vendetta' }, offset: 0, limit: 500 }),
    );
    // 7 clans × 9 clan cards, 30 allies, 35 victims, 7 locations, 8 relics (+ the two starting cards)
    expect(vendetta.total).toBeGreaterThanOrEqual(63 + 30 + 35 + 7 + 8);
    const bloodborne = ok<CardSearchResult>(
      await a.dispatcher.call('cards.search', { q: '', filters: { game: 'bloodborne' }, offset: 0, limit: 500 }),
    );
    // 5 starter kinds, 32 upgrades, 18 monsters, 7 bosses, 5 final bosses
    expect(bloodborne.total).toBe(67);
    const starterIds = new Set(Object.values(STARTER_DECKS).flatMap((d) => [...d.crypt, ...d.library].map(([id]) => id)));
    const vtes = ok<CardSearchResult>(await a.dispatcher.call('cards.search', { q: '', filters: { game: 'vtes' }, offset: 0, limit: 500 }));
    expect(vtes.total).toBe(starterIds.size);
    expect(vtes.items.every((c) => c.automation === 'full' || c.automation === 'partial')).toBe(true);
    const version = catalogVersion(a.ctx.stores.catalog);
    a.close();
    const b = await createHost({ mode: 'web', version: 't', dataDir, systemLocales: ['es'] });
    expect(catalogVersion(b.ctx.stores.catalog)).toBe(version);
    b.close();
  });

  it('an official import updates the starter cards in place and marks every V:TES card with its automation status', async () => {
    const h = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
    const starterIds = Object.values(STARTER_DECKS).flatMap((d) => [...d.crypt, ...d.library].map(([id]) => id));
    ok(await h.dispatcher.call('cards.import', { files: officialFiles(OFFICIAL_FILES) }));
    const starter = ok<CardDetail>(await h.dispatcher.call('cards.get', { uid: `vtes:${starterIds[0]}` }));
    expect(['full', 'partial']).toContain(starter.automation);
    expect(starter.printings.length).toBeGreaterThan(1); // the official printings replaced the built-in ones
    // a card outside the starters: the status the V:TES engine gives it (never 'full')
    const other = ok<CardSearchResult>(
      await h.dispatcher.call('cards.search', { q: 'name:"Aabbt Kindred"', filters: {}, offset: 0, limit: 5 }),
    );
    const detail = ok<CardDetail>(await h.dispatcher.call('cards.get', { uid: other.items[0].uid }));
    expect(other.items[0].automation).toBe(cardDefFromDetail(detail).automation);
    expect(['manual', 'partial']).toContain(other.items[0].automation);
    const vendetta = ok<CardSearchResult>(
      await h.dispatcher.call('cards.search', { q: '', filters: { game: 'vendetta' }, offset: 0, limit: 1 }),
    );
    expect(vendetta.total).toBeGreaterThan(0);
    h.close();
  });

  it("issue 27 §12: the lookup shows a card's automation, whether its entry fits its text, and the reading it plays in es and pl", async () => {
    const h = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
    ok(await h.dispatcher.call('cards.import', { files: officialFiles(OFFICIAL_FILES) }));
    const find = async (name: string) =>
      ok<CardSearchResult>(await h.dispatcher.call('cards.search', { q: `name:"${name}"`, filters: {}, offset: 0, limit: 5 })).items[0].uid;
    const govern = ok<CardDetail>(await h.dispatcher.call('cards.get', { uid: await find('Govern the Unaligned') }));
    expect([govern.automation, govern.automationEntry]).toEqual(['full', 'full']);
    expect(govern.reading?.es).toMatch(/\S/);
    expect(govern.reading?.pl).toMatch(/\S/);
    expect(govern.reading?.es).not.toBe(govern.reading?.pl);
    expect(govern.reading?.es).not.toContain(govern.text.slice(0, 20)); // rendered from the data, not the official text
    const tablets = ok<CardDetail>(await h.dispatcher.call('cards.get', { uid: await find('Madness Network') }));
    expect([tablets.automation, tablets.automationEntry, tablets.reading]).toEqual(['manual', 'none', undefined]);
    // the set-up's summary of a deck, through the contract
    const auto = ok<{ full: number; manual: number; cards: { uid: string }[] }>(
      await h.dispatcher.call('vtes.deckAutomation', {
        library: [
          { id: govern.id, count: 2 },
          { id: tablets.id, count: 3 },
        ],
      }),
    );
    expect(auto).toMatchObject({ full: 2, partial: 0, manual: 3, cards: [{ uid: tablets.uid }] });
    const refused = await h.dispatcher.call('vtes.deckAutomation', { starter: 'ventrue', deck: 'x' });
    expect(refused.ok).toBe(false);
    h.close();
  });

  it('every built-in card has its Polish name and text beside the Spanish ones (the lookup shows the UI language)', async () => {
    const h = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
    const celerity = ok<CardDetail>(await h.dispatcher.call('cards.get', { uid: 'nights:celeridad' }));
    expect([celerity.name, celerity.namePl]).toEqual(['Celeridad', 'Przyspieszenie']);
    expect(celerity.textPl).toBeTruthy();
    expect(celerity.textPl).not.toBe(celerity.textEs);
    // a Polish player searches by the name shown to them
    for (const q of ['przyspieszenie', 'przyspiesz', 'name:przyspieszenie']) {
      const hit = ok<CardSearchResult>(await h.dispatcher.call('cards.search', { q, filters: { game: 'nights' }, offset: 0, limit: 5 }));
      expect(
        hit.items.map((c) => c.uid),
        q,
      ).toContain('nights:celeridad');
    }
    for (const game of ['vendetta', 'bloodborne', 'nights', 'vtes']) {
      const found = ok<CardSearchResult>(await h.dispatcher.call('cards.search', { q: '', filters: { game }, offset: 0, limit: 500 }));
      for (const c of found.items) {
        const d = ok<CardDetail>(await h.dispatcher.call('cards.get', { uid: c.uid }));
        // a vampire with no ability has no text in any language
        expect(d.textPl === undefined, c.uid).toBe(false);
        if (d.text) expect(d.textPl, c.uid).not.toBe(d.text);
        if (game !== 'vtes') expect(c.namePl, c.uid).toBeTruthy();
      }
    }
    h.close();
  });

  it('a built-in starter card written by an older version is rewritten while no official list is imported, and left alone after one', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-builtin-'));
    const uid = `vtes:${STARTER_DECKS.brujah.library[0][0]}`;
    const age = async (imported: boolean) => {
      const h = await createHost({ mode: 'web', version: 't', dataDir, systemLocales: ['es'] });
      const card = ok<CardDetail>(await h.dispatcher.call('cards.get', { uid }));
      const { textPl: _dropped, ...old } = card;
      replaceCards(h.ctx.stores.catalog, [{ ...old, text: 'older text' }]);
      h.ctx.stores.catalog.write((db) => {
        db.run("UPDATE meta SET value = 'older' WHERE key = 'builtin.hash'");
        if (imported) db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [META_IMPORTED_AT, '2026-01-01T00:00:00Z']);
      });
      await h.close();
    };
    const read = async () => {
      const h = await createHost({ mode: 'web', version: 't', dataDir, systemLocales: ['es'] });
      const card = ok<CardDetail>(await h.dispatcher.call('cards.get', { uid }));
      await h.close();
      return card;
    };
    await age(false);
    const renewed = await read();
    expect(renewed.text).not.toBe('older text');
    expect(renewed.textPl).toBeTruthy();
    await age(true);
    const kept = await read();
    expect(kept.text).toBe('older text');
    expect(kept.textPl).toBeUndefined();
  });
});
