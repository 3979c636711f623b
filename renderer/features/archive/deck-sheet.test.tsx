/**
 * Issue 32 item 2: an archive deck shown as players read a TWD list — the crypt as a table with
 * its figures, the library by type in TWD order with counts, trifles and disciplines per group,
 * the event as published — and the search's clan and discipline pickers in the reader's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CardSummary } from '../../../main/cards/types';
import type { ArchiveDeckDetail } from '../../../main/decks/archive-types';
import { libraryCard, vampire } from '../decks/lib/fixtures';
import { initTestI18n } from '../../testing/i18n';
import { ArchiveDeckSheet } from './ArchiveDeckView';
import { sheetCrypt, sheetEntries, sheetSections } from './deck-sheet';
import { ClanPicker, cryptRowText, DisciplinePicker } from './pickers';

beforeAll(initTestI18n);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const v1 = { ...vampire('Ana Invented', 9, 'Malkavian', 'AUS DOM obf', '4'), title: 'Primogen' };
const v2 = vampire('Bo Invented', 5, 'Malkavian', 'dom obf', '5');
const v3 = vampire('Cy Invented', 7, 'Malkavian', 'AUS obf', '4');
const master = libraryCard('Made-up Haven', ['Master']);
const trifle = libraryCard('Made-up Trifle', ['Master']);
const bleed = libraryCard('Made-up Bleed', ['Action'], { disc: 'dom' });
const cloak = libraryCard('Made-up Cloak', ['Action Modifier'], { disc: 'obf' });
const both = libraryCard('Made-up Dodge', ['Combat'], { disc: 'aus/obf' });
const plain = libraryCard('Made-up Punch', ['Combat']);
const cards = new Map<string, CardSummary>([v1, v2, v3, master, trifle, bleed, cloak, both, plain].map((c) => [c.uid, c]));

const deck: ArchiveDeckDetail = {
  id: 'x1',
  event: 'Invented Cup',
  place: 'Nowhere',
  date: '2024-02-03',
  players: 21,
  winner: 'Someone Invented',
  rounds: '3R+F',
  url: 'https://example.invalid/event/1',
  name: 'Invented Deck',
  clans: ['Malkavian'],
  disciplines: ['dom', 'obf'],
  cryptCount: 12,
  libraryCount: 30,
  content: {
    name: 'Invented Deck',
    edition: 'vekn-current',
    tableSize: 5,
    crypt: { [v1.uid]: 4, [v2.uid]: 4, [v3.uid]: 4 },
    library: { [master.uid]: 3, [trifle.uid]: 2, [bleed.uid]: 10, [cloak.uid]: 8, [both.uid]: 4, [plain.uid]: 3, 'vtes:999999': 1 },
    notes: 'The winner wrote this.\nSecond line.',
    tags: [],
  },
};

describe('the deck sheet helpers', () => {
  const { entries, unknown } = sheetEntries(deck.content, cards);
  it('crypt rows as TWD lists them with the TWD figures (4 lowest, 4 highest, mean)', () => {
    const c = sheetCrypt(entries)!;
    expect(c.count).toBe(12);
    expect(c.rows.map((r) => r.card.displayName)).toEqual(['Ana Invented', 'Cy Invented', 'Bo Invented']);
    expect(c).toMatchObject({ min: 20, max: 36, avg: 7 });
    expect(unknown).toEqual([{ uid: 'vtes:999999', count: 1 }]);
  });
  it('library sections in TWD order, each with copies and the copies asking for each discipline', () => {
    const s = sheetSections(entries);
    expect(s.map((x) => [x.key, x.count])).toEqual([
      ['Master', 5],
      ['Action', 10],
      ['Action Modifier', 8],
      ['Combat', 7],
    ]);
    const combat = s.find((x) => x.key === 'Combat')!;
    expect(combat.disciplines).toEqual([
      { code: 'aus', count: 4 },
      { code: 'obf', count: 4 },
    ]);
    expect(combat.noDiscipline).toBe(3);
  });
});

describe('the archive deck as players read it', () => {
  for (const [lang, facts, crypt, trifles, master] of [
    [
      'es',
      ['Torneo Invented Cup', 'Fecha 2024-02-03', 'Lugar Nowhere', 'Participantes 21 jugadores', 'Rondas 3R+F'],
      'Cripta (12 cartas)',
      '2 nimiedades',
      'Heril',
    ],
    [
      'pl',
      ['Turniej Invented Cup', 'Data 2024-02-03', 'Miejsce Nowhere', 'Uczestnicy 21 graczy', 'Rundy 3R+F'],
      'Krypta (12 kart)',
      '2 drobnostki',
      'Karta mistrza',
    ],
  ] as const) {
    it(`${lang}: event facts and the description as published, the crypt table with figures, the library by type`, async () => {
      await i18n.changeLanguage(lang);
      const html = renderToStaticMarkup(
        <ArchiveDeckSheet
          deck={deck}
          cards={cards}
          trifles={2}
          onShow={() => undefined}
          onBack={() => undefined}
          onOpen={() => undefined}
        />,
      );
      const t = text(html);
      for (const f of facts) expect(t).toContain(f);
      expect(t).toContain('Someone Invented');
      expect(t).toContain('https://example.invalid/event/1');
      expect(html).toContain('The winner wrote this.\nSecond line.');
      expect(t).toContain(crypt);
      expect(t).toMatch(/20.*36.*7/);
      // crypt table: copies, name, capacity, disciplines (icons), clan, title, group
      const row = html.slice(html.indexOf(`data-uid="${v1.uid}"`));
      expect(text(row.slice(0, row.indexOf('</tr>')))).toMatch(/4 Ana Invented 9 .*Malkavi.* (Primogénito|Primogen) 4/);
      expect(row.slice(0, row.indexOf('</tr>'))).toContain('cl-disc-icon');
      expect(html.match(/data-section="/g)).toHaveLength(4);
      expect(t).toContain(trifles);
      expect(t).toContain(`${master} (5) · ${trifles}`);
      expect(html).toMatch(/tabindex="0" data-uid="vtes:1/);
    });
  }
});

describe('archive search pickers', () => {
  it('es/pl: clans by their localized names, disciplines by name with the abbreviation, sorted in the reader’s language', async () => {
    await i18n.changeLanguage('es');
    const clans = text(
      renderToStaticMarkup(<ClanPicker value="" onChange={() => undefined} clans={['Assamite', 'Ventrue', 'Malkavian']} />),
    );
    expect(clans).toMatch(/Cualquier clan Assamitas? .*Malkavian.* Ventrue/);
    const disc = renderToStaticMarkup(<DisciplinePicker value="" onChange={() => undefined} codes={['obf', 'dom', 'aus']} />);
    expect(text(disc)).toContain('Dominación (dom)');
    expect(text(disc).indexOf('Auspex')).toBeLessThan(text(disc).indexOf('Dominación'));
    await i18n.changeLanguage('pl');
    const pl = text(renderToStaticMarkup(<DisciplinePicker value="" onChange={() => undefined} codes={['obf', 'dom']} />));
    expect(pl).toContain('Dowolna dyscyplina');
    expect(pl).toMatch(/Dominacja \(dom\)/);
  });

  it('a result row names its crypt in figures', async () => {
    await i18n.changeLanguage('es');
    const t = i18n.getFixedT('es', 'archive');
    expect(cryptRowText(t, 'es', { ...deck, crypt: { min: 20, max: 36, avg: 7.25, groups: ['4', '5'] } })).toBe(
      'Cripta: mín. 20, máx. 36, media 7,25 · grupos 4, 5',
    );
  });
});
