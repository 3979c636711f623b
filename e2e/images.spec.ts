/**
 * Issue 17 item 6: card images from the user's folder, end to end — found by id and by name,
 * a card without an image shows none, and a huge file or a file that is not an image is refused
 * with a clear message while the card's detail stays readable.
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
  } finally {
    await host.stop();
  }
});
