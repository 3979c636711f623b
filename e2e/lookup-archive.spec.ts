/**
 * Issue 32 end to end, in Spanish then Polish, with screenshots of each screen (test-results/
 * lookup-archive): the home screen; the card lookup at 1920 px with the discipline picker's names
 * whole and a card's imported rulings; a proxy sheet of cards picked in the lookup, in the
 * player's language; the archive's clan and discipline pickers with the crypt figures of each row;
 * an archive deck as players read it. The official files, the rulings and part of the TWD archive
 * are read from ../shared/data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SHARED_DATA, startHost, tempDataDir, type RunningHost } from './host';
import { shots } from './helpers';

const shot = shots('lookup-archive');

const CARD_FILES = [
  'vekn/vtescrypt.csv',
  'vekn/vteslib.csv',
  'vekn/vtessets.csv',
  'vekn/vteslibmeta.csv',
  'vekn-es/vtescrypt.es-ES.csv',
  'vekn-es/vteslib.es-ES.csv',
  'vekn-es/vtessets.es-ES.csv',
  'rulings/rulings.yaml',
  'rulings/groups.yaml',
  'rulings/references.yaml',
];

async function api<T>(page: Page, op: string, input: unknown): Promise<T> {
  const r = await page.evaluate(
    async ([op, input]) => {
      const res = await fetch('/api/call', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vitae-token': sessionStorage.getItem('vitae.token') ?? '' },
        body: JSON.stringify({ op, input }),
      });
      return res.json();
    },
    [op, input] as const,
  );
  expect(r.ok, JSON.stringify(r.error ?? '')).toBe(true);
  return r.value as T;
}

const WORDS = {
  es: {
    cards: 'Cartas',
    archive: 'Archivo de torneos',
    settings: 'Ajustes',
    search: 'Buscar cartas',
    results: 'Resultados',
    addDiscipline: 'Añadir disciplina',
    discipline: 'Disciplina 1',
    rulings: /^Fallos de reglas \(\d+\)$/,
    add: 'Añadir a la hoja de proxies',
    basket: 'Hoja de proxies (2 copias)',
    lacking: 'Solo lo que falta en mi colección',
    pages: '1 hoja',
    bots: 'Jugar a Vendetta contra bots',
    figures: /^Cripta: mín\. \d+, máx\. \d+, media [\d,]+ · grupos /,
    crypt: /^Cripta \(\d+ cartas\) mín\. \d+, máx\. \d+, media/,
    facts: 'Torneo',
    close: 'Cerrar',
  },
  pl: {
    cards: 'Karty',
    archive: 'Archiwum turniejowe',
    settings: 'Ustawienia',
    search: 'Szukaj kart',
    results: 'Wyniki',
    addDiscipline: 'Dodaj dyscyplinę',
    discipline: 'Dyscyplina 1',
    rulings: /^Orzeczenia \(\d+\)$/,
    add: 'Dodaj do arkusza proxy',
    basket: 'Arkusz proxy (2 egzemplarze)',
    lacking: 'Tylko tego, czego brakuje w mojej kolekcji',
    pages: '1 strona',
    bots: 'Vendetta: zagraj z botami',
    figures: /^Krypta: min\. \d+, maks\. \d+, średnio [\d,]+ · grupy /,
    crypt: /^Krypta \(\d+ kart\) /,
    facts: 'Turniej',
    close: 'Zamknij',
  },
} as const;

async function tour(page: Page, lang: 'es' | 'pl') {
  const w = WORDS[lang];
  await page.setViewportSize({ width: 1920, height: 1080 });

  // 1. Home: the four games, two one-click buttons each, the sections and what to import.
  await page.goto(page.url().replace(/#.*$/, ''));
  const home = page.getByTestId('home');
  await expect(home).toBeVisible();
  await expect(home.locator('[data-testid^="home-bots-"]')).toHaveCount(4);
  await expect(home.locator('[data-testid^="home-hotseat-"]')).toHaveCount(4);
  await expect(home.getByRole('button', { name: w.bots })).toBeEnabled();
  await expect(page.getByTestId('home-cards-status')).not.toBeEmpty();
  await shot(page, `01-home-${lang}`);

  // 2. Card lookup at 1920 px: each discipline's name fits its picker.
  await page.getByRole('link', { name: w.cards, exact: true }).click();
  await page.getByRole('button', { name: w.addDiscipline }).click();
  const picker = page.getByRole('combobox', { name: w.discipline, exact: true });
  const cut = await picker.evaluate((el: HTMLSelectElement) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    const cs = getComputedStyle(el);
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    // room for the text: the box less its padding and the arrow (about 24 px)
    const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 24;
    return [...el.options].filter((o) => ctx.measureText(o.text).width > room).map((o) => o.text);
  });
  expect(cut).toEqual([]);
  await picker.selectOption('dom');
  await shot(page, `02-discipline-picker-${lang}`);
  await page.getByRole('combobox', { name: w.discipline, exact: true }).selectOption('');

  // 3. A card's rulings in its detail; it goes to the proxy sheet, twice.
  await page.getByRole('combobox', { name: w.search }).fill('magnum');
  await page.getByRole('listbox', { name: w.results }).getByRole('option').first().click();
  const rulings = page.locator('.cl-rulings');
  await expect(rulings.getByRole('heading', { name: w.rulings })).toBeVisible();
  await expect(rulings.locator('.cl-ruling-refs code').first()).toHaveText(/^[A-Z]{3} \d{8}/);
  await page.getByTestId('proxy-add').click();
  await page.getByTestId('proxy-add').click();
  await shot(page, `03-rulings-${lang}`);

  // 4. The proxy sheet of the cards picked: the text in the player's language where it exists.
  await page.getByTestId('proxy-basket').click();
  const sheet = page.getByTestId('proxy-sheet');
  await expect(page.getByTestId('proxy-basket')).toHaveText(w.basket);
  await expect(sheet.getByTestId('proxy-pages')).toHaveText(w.pages);
  await expect(sheet.locator('.px-card')).toHaveCount(2);
  if (lang === 'es') await expect(sheet.locator('.px-body [lang="es"]').first()).toBeVisible();
  await expect(sheet.locator('.px-body').first()).not.toContainText('[');
  await sheet.getByLabel(w.lacking).check();
  await expect(sheet.locator('.px-card')).toHaveCount(2);
  await shot(page, `04-proxies-${lang}`);
  await sheet.getByRole('button', { name: w.close, exact: true }).click();
  await page.getByRole('button', { name: lang === 'es' ? 'Vaciar la hoja de proxies' : 'Wyczyść arkusz proxy' }).click();

  // 5. The archive: clan and discipline pickers by name; each row with its crypt in figures.
  await page.getByRole('link', { name: w.archive, exact: true }).click();
  await page.getByTestId('archive-clan').selectOption('Malkavian');
  await page.getByTestId('archive-discipline').selectOption('dom');
  const rows = page.getByTestId('archive-results').getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByTestId('archive-row-crypt')).toHaveText(w.figures);
  await shot(page, `05-archive-pickers-${lang}`);

  // 6. A deck as players read it; pointing at a card shows it.
  await rows.first().getByRole('button').click();
  const deck = page.getByTestId('archive-deck');
  await expect(deck.getByTestId('archive-deck-facts')).toContainText(w.facts);
  await expect(deck.getByTestId('archive-crypt').getByRole('heading').first()).toHaveText(w.crypt);
  await expect(deck.locator('.ar-crypt-table tbody tr').first()).toBeVisible();
  expect(await deck.locator('.ar-lib-section').count()).toBeGreaterThan(2);
  await deck.locator('.ar-crypt-table tbody tr').first().hover();
  await expect(page.getByTestId('card-detail')).toBeVisible();
  await shot(page, `06-archive-deck-${lang}`);
  await deck.getByTestId('archive-library').scrollIntoViewIfNeeded();
  await expect(deck.locator('.ar-lib-section h4').first()).toBeVisible();
  await shot(page, `07-archive-library-${lang}`);
}

test('issue 32 screens in Spanish and Polish: home, lookup, rulings, proxies, archive', async ({ page }) => {
  test.setTimeout(420_000);
  const dataDir = tempDataDir();
  const host: RunningHost = await startHost(dataDir, { LANG: 'es_ES.UTF-8' });
  try {
    await page.goto(host.url);
    const files = CARD_FILES.map((rel) => ({ name: path.basename(rel), content: fs.readFileSync(path.join(SHARED_DATA, rel), 'utf8') }));
    const summary = await api<{ crypt: number; rulings?: { rulings: number } }>(page, 'cards.import', { files });
    expect(summary.crypt).toBeGreaterThan(1000);
    expect(summary.rulings?.rulings).toBeGreaterThan(1000);
    const twd = path.join(SHARED_DATA, 'twd');
    const decks = fs
      .readdirSync(twd)
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .slice(0, 300)
      .map((f) => ({ name: f, content: fs.readFileSync(path.join(twd, f), 'utf8') }));
    await api(page, 'archive.import', { files: decks });

    await tour(page, 'es');
    await page.getByRole('link', { name: 'Ajustes' }).click();
    await page.getByLabel('Polski').click();
    await expect(page.getByLabel('Polski')).toBeChecked();
    await tour(page, 'pl');
  } finally {
    await host.stop();
  }
});
