/**
 * Issue 17: the tournament archive end to end — import the 903 decks of ../shared/data/twd
 * through the page (with the progress bar), find the decks that play a card (from the archive
 * page and from the card's detail), open one as a deck of one's own, mark cards as owned, and
 * print its proxies (the PDF's page count and page size checked).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SHARED_DATA, startHost, tempDataDir, type RunningHost } from './host';
import { importOfficialCards, shots } from './helpers';

const shot = shots('archive');

test('tournament archive: import the folder, find decks with a card, open one as a deck', async ({ page }) => {
  test.setTimeout(300_000);
  const dataDir = tempDataDir();
  const host: RunningHost = await startHost(dataDir, { LANG: 'es_ES.UTF-8' });
  try {
    await page.goto(host.url);
    await importOfficialCards(page);
    await page.reload();

    // 1. Import the archive's deck files, with a progress bar, then the status line.
    await page.getByRole('link', { name: 'Archivo de torneos' }).click();
    await expect(page.getByTestId('archive-status')).toHaveText('Todavía no hay ningún archivo de torneos importado.');
    const dir = path.join(SHARED_DATA, 'twd');
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => path.join(dir, f));
    await page.getByTestId('archive-files').setInputFiles(files);
    await expect(page.getByTestId('archive-summary')).toContainText('Importados 903 mazos.', { timeout: 120_000 });
    await expect(page.getByTestId('archive-status')).toContainText('903 mazos en el archivo');
    await shot(page, '01-imported');

    // 2. Decks that play a card: picked by name, all of / any of.
    await page.getByTestId('archive-card-search').fill('Villein');
    await expect(page.getByTestId('archive-count')).toHaveText('903 mazos');
    await page.getByRole('button', { name: 'Añadir Villein a la búsqueda' }).click();
    await expect(page.getByTestId('archive-count')).not.toHaveText('903 mazos');
    const withVillein = Number((await page.getByTestId('archive-count').textContent())!.split(' ')[0]);
    expect(withVillein).toBeGreaterThan(10);
    await page.getByTestId('archive-card-search').fill('Blood Doll');
    await page.getByRole('button', { name: 'Añadir Blood Doll a la búsqueda' }).click();
    await expect(page.getByTestId('archive-count')).not.toHaveText(`${withVillein} mazos`);
    const both = Number((await page.getByTestId('archive-count').textContent())!.split(' ')[0]);
    expect(both).toBeLessThan(withVillein);
    await page.getByRole('radio', { name: 'Alguna' }).check();
    await expect(page.getByTestId('archive-count')).not.toHaveText(`${both} mazos`);
    const either = Number((await page.getByTestId('archive-count').textContent())!.split(' ')[0]);
    expect(either).toBeGreaterThan(withVillein);
    await page.getByRole('button', { name: 'Limpiar la búsqueda' }).click();
    await page.getByLabel('Ganador o ganadora').fill('Guilherme Machado');
    await expect(page.getByTestId('archive-results')).toContainText('Malk Madness (SDV 27)');
    await shot(page, '02-search');

    // 3. Open it, then as a deck of one's own: the deck editor opens on a copy.
    await page
      .getByTestId('archive-results')
      .getByRole('button', { name: /Malk Madness/ })
      .click();
    await expect(page.getByTestId('archive-deck')).toContainText('Sede de Vitae Part 27');
    await expect(page.getByTestId('archive-deck')).toContainText('14 jugadores');
    await page.getByTestId('archive-open').click();
    await expect(page.getByTestId('deck-name')).toHaveValue('Malk Madness (SDV 27)');
    await expect(page.getByTestId('deck-totals')).toContainText('12');
    // the stats tab suggests cards from the archive's similar decks
    await page.getByTestId('tab-stats').click();
    await expect(page.getByTestId('archive-suggestions').getByRole('listitem').first()).toBeVisible();
    await shot(page, '03-opened');

    // 4. Collection: the deck's missing copies; marking copies as owned lowers them.
    await page.getByTestId('tab-collection').click();
    const panel = page.getByTestId('deck-collection');
    await expect(page.getByTestId('deck-missing')).toHaveText('Faltan 102 copias para completar el mazo.');
    await panel.getByRole('spinbutton', { name: 'Copias de Anarch Convert en tu colección' }).fill('4');
    await expect(page.getByTestId('deck-missing')).toHaveText('Faltan 98 copias para completar el mazo.');
    await panel.getByRole('spinbutton', { name: 'Copias de Madness Network en tu colección' }).fill('2');
    await expect(page.getByTestId('deck-missing')).toHaveText('Faltan 96 copias para completar el mazo.');
    // the editor's search rows show the owned copies and edit them too (the tab follows)
    await page.getByTestId('lookup-search').fill('Madness Network');
    const lookup = page.getByTestId('lookup-results');
    const totals = (await page.getByTestId('deck-totals').textContent())!;
    const ownedMn = lookup.getByRole('spinbutton', { name: 'Copias de Madness Network en tu colección' });
    await expect(ownedMn).toHaveValue('2');
    await ownedMn.fill('4');
    await expect(page.getByTestId('deck-missing')).toHaveText('Faltan 94 copias para completar el mazo.');
    await expect(panel.getByRole('spinbutton', { name: 'Copias de Madness Network en tu colección' })).toHaveValue('4');
    // typing in the field never adds the card to the deck (the row's "+" and Enter keys stay out)
    await ownedMn.press('Enter');
    await ownedMn.press('+');
    await expect(page.getByTestId('deck-totals')).toHaveText(totals);
    await expect(page.getByTestId('deck-missing')).toHaveText('Faltan 94 copias para completar el mazo.');
    // only the owned cards in the editor's search: the two marked so far
    await page.getByTestId('lookup-search').fill('');
    await page.getByTestId('lookup-owned-only').click();
    await expect(lookup.getByRole('listitem')).toHaveCount(2);
    await expect(lookup).toContainText('Anarch Convert');
    await expect(lookup).toContainText('Madness Network');
    await page.getByTestId('lookup-owned-only').click();
    await expect(lookup.getByRole('listitem')).not.toHaveCount(2);
    await shot(page, '04-collection');

    // 5. Proxies: 102 copies at card size, 3 × 3 a page = 12 pages, on A4 and on Letter.
    await page.getByTestId('deck-proxies').click();
    const sheet = page.getByTestId('proxy-sheet');
    await expect(sheet.getByTestId('proxy-pages')).toHaveText('12 hojas');
    await expect(sheet.getByTestId('proxy-page')).toHaveCount(12);
    await expect(sheet.locator('.px-card')).toHaveCount(102);
    // no image folder: each card is laid out from its data
    await expect(sheet.locator('.px-name', { hasText: /^Anarch Convert$/ })).toHaveCount(4);
    await expect(sheet.locator('.px-card img')).toHaveCount(0);
    await expect(sheet.getByTestId('proxy-print')).toBeEnabled();
    // the browser host has no one-click PDF file (that is the desktop app's): its button opens the
    // browser's print dialog, where "Save as PDF" is a destination; page.pdf() below is that output
    await expect(sheet.getByTestId('proxy-save-pdf')).toHaveCount(0);
    await expect(sheet.getByTestId('proxy-print')).toHaveText('Imprimir o guardar en PDF');
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => void w.printed++;
    });
    await sheet.getByTestId('proxy-print').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await shot(page, '05-proxies');
    for (const [paper, format] of [
      ['a4', 'A4'],
      ['letter', 'Letter'],
    ] as const) {
      await page.emulateMedia({ media: 'screen' });
      await sheet.getByTestId('proxy-paper').selectOption(paper);
      // the print layout: the sheet alone, its toolbar hidden
      await page.emulateMedia({ media: 'print' });
      await expect(sheet.getByTestId('proxy-paper')).toBeHidden();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const text = pdf.toString('latin1');
      expect(text.startsWith('%PDF'), format).toBe(true);
      expect(text.match(/\/Type\s*\/Page[^s]/g)?.length, format).toBe(12);
      // the page size in points: A4 595 × 842, Letter 612 × 792
      const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/.exec(text);
      expect(box && [Math.round(Number(box[1])), Math.round(Number(box[2]))], format).toEqual(format === 'A4' ? [595, 842] : [612, 792]);
    }
    await page.emulateMedia({ media: 'screen' });
    await sheet.getByRole('button', { name: 'Cerrar' }).click();
    await expect(sheet).toHaveCount(0);

    // 4. From a card's detail: its popularity and the decks that play it.
    await page.getByRole('link', { name: 'Cartas' }).click();
    const box = page.getByRole('combobox', { name: 'Buscar cartas' });
    await box.fill('Villein');
    await expect(page.getByRole('listbox', { name: 'Resultados' }).getByRole('option').first()).toContainText('Villein');
    await box.press('Enter');
    await expect(page.getByRole('complementary', { name: 'Detalle de la carta' }).getByRole('heading', { name: /^Villein/ })).toBeVisible();
    const stats = page.getByTestId('card-archive');
    await expect(stats).toContainText(`Aparece en ${withVillein} de 903 mazos`);
    await expect(page.getByTestId('owned-input')).toHaveValue('0');
    await page.getByTestId('owned-input').fill('3');
    // only the owned cards: the three marked so far
    await page.getByRole('button', { name: 'Solo las que tengo' }).click();
    await box.fill('');
    await expect(page.locator('.cl-results-info')).toHaveText('3 cartas');
    await page.getByRole('button', { name: 'Solo las que tengo' }).click();
    await box.fill('Villein');
    await expect(page.getByRole('listbox', { name: 'Resultados' }).getByRole('option').first()).toContainText('Villein');
    await stats.getByTestId('card-archive-decks').click();
    await expect(page.getByTestId('archive-count')).toHaveText(`${withVillein} mazos`);
  } finally {
    await host.stop();
  }
});
