/**
 * Issue 17 item 6: card images from the user's folder, end to end — found by id and by name,
 * a card without an image shows none, and a huge file or a file that is not an image is refused
 * with a clear message while the card's detail stays readable; the proxy sheet prints the user's
 * images where there are some and the text layout elsewhere, and a deck without cards has none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startHost, tempDataDir, type RunningHost } from './host';
import { importOfficialCards } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openCard(page: Page, q: string, name: RegExp) {
  const box = page.getByRole('combobox', { name: 'Buscar cartas' });
  await box.fill(q);
  await expect(page.getByRole('listbox', { name: 'Resultados' }).getByRole('option').first()).toContainText(name);
  await box.press('Enter');
  const panel = page.getByRole('complementary', { name: 'Detalle de la carta' });
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  return panel;
}

test('card images from the image folder: by id, by name, missing, too large, not an image', async ({ page }) => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  const images = path.join(dataDir, 'images');
  fs.mkdirSync(images);
  fs.writeFileSync(path.join(images, '200040.png'), PNG); // by id: Alan Sovereign
  fs.writeFileSync(path.join(images, 'Villein.png'), PNG); // by name
  fs.writeFileSync(path.join(images, 'blooddoll.jpg'), 'this is a text file, not a picture'); // not an image
  const huge = path.join(images, 'Deflection.png');
  fs.writeFileSync(huge, '');
  fs.truncateSync(huge, 16 * 1024 * 1024); // sparse: over the 15 MB cap
  const host: RunningHost = await startHost(dataDir, { LANG: 'es_ES.UTF-8' });
  try {
    await page.goto(host.url);
    await importOfficialCards(page);
    await page.getByRole('link', { name: 'Ajustes' }).click();
    await page.getByLabel('Carpeta de imágenes').fill(images);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
    await page.getByRole('link', { name: 'Cartas' }).click();

    let panel = await openCard(page, 'alan sovereign', /^Alan Sovereign/);
    await expect(panel.getByRole('img', { name: 'Imagen de Alan Sovereign' })).toBeVisible();

    panel = await openCard(page, 'Villein', /^Villein/);
    await expect(panel.getByRole('img', { name: 'Imagen de Villein' })).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);

    panel = await openCard(page, 'Govern the Unaligned', /^Govern the Unaligned/);
    await expect(panel.locator('.cl-card-image')).toHaveCount(0);
    await expect(panel.getByRole('alert')).toHaveCount(0);

    panel = await openCard(page, 'Blood Doll', /^Blood Doll/);
    await expect(panel.getByRole('alert')).toContainText('El archivo blooddoll.jpg de la carpeta de imágenes no es una imagen válida');
    await expect(panel.locator('.cl-card-image')).toHaveCount(0);
    await expect(panel.locator('.cl-fields')).toBeVisible();

    panel = await openCard(page, 'Deflection', /^Deflection/);
    await expect(panel.getByRole('alert')).toContainText('La imagen Deflection.png ocupa más de 15 MB');
    await expect(panel.locator('.cl-card-image')).toHaveCount(0);

    // Proxies: a deck without cards has nothing to print, and says so.
    await page.getByRole('link', { name: 'Mazos' }).click();
    await page.getByRole('textbox', { name: 'Nombre del mazo nuevo' }).fill('Proxies con imágenes');
    await page.getByRole('button', { name: 'Crear mazo' }).click();
    await expect(page.getByTestId('deck-name')).toHaveValue('Proxies con imágenes');
    await page.getByTestId('deck-proxies').click();
    const sheet = page.getByTestId('proxy-sheet');
    await expect(sheet.getByTestId('proxy-empty')).toHaveText(
      'Este mazo no tiene cartas, así que no hay proxies que imprimir. Añade cartas y vuelve a abrir la hoja.',
    );
    await expect(sheet.getByTestId('proxy-page')).toHaveCount(0);
    await expect(sheet.getByTestId('proxy-print')).toBeDisabled();
    await sheet.getByRole('button', { name: 'Cerrar' }).click();
    // the user's images where found (two Villein, one Alan Sovereign), the text layout elsewhere
    // (no image, or an image refused: Govern the Unaligned, Blood Doll)
    for (const [name, copies] of [
      ['Villein', 2],
      ['Alan Sovereign', 1],
      ['Govern the Unaligned', 1],
      ['Blood Doll', 1],
    ] as const) {
      await page.getByTestId('lookup-search').fill(`n:"${name}"`);
      // exact: Alan Sovereign's advanced version is "Alan Sovereign (avanzado)"
      const add = page.getByTestId('lookup-results').getByRole('button', { name: `Añadir ${name} al mazo`, exact: true });
      for (let i = 0; i < copies; i++) await add.click();
    }
    await page.getByTestId('deck-proxies').click();
    await expect(sheet.getByTestId('proxy-pages')).toHaveText('1 hoja');
    await expect(sheet.locator('.px-card')).toHaveCount(5);
    await expect(sheet.getByRole('img', { name: 'Villein' })).toHaveCount(2);
    await expect(sheet.getByRole('img', { name: 'Alan Sovereign' })).toHaveCount(1);
    await expect(sheet.locator('.px-card img')).toHaveCount(3);
    await expect(sheet.locator('.px-name')).toHaveText(['Govern the Unaligned', 'Blood Doll']);
    await expect(sheet.getByTestId('proxy-print')).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    // the images are in the PDF (Chromium embeds each distinct picture as an image XObject)
    expect(pdf).toMatch(/\/Subtype\s*\/Image/);
  } finally {
    await host.stop();
  }
});
