import { expect, test } from '@playwright/test';
import { startHost, tempDataDir } from './host';

test('the app starts in the OS language, switches es ↔ pl, and remembers the choice after a restart', async ({ page }) => {
  const dataDir = tempDataDir();
  let host = await startHost(dataDir, { LANG: 'pl_PL.UTF-8', LC_ALL: '' });
  await page.goto(host.url);
  // token is moved out of the address bar
  await expect(page).not.toHaveURL(/token=/);
  await expect(page.getByRole('link', { name: 'Ustawienia' })).toBeVisible();
  await page.getByRole('link', { name: 'Ustawienia' }).click();
  await expect(page.getByText('Język pobrany z systemu operacyjnego.')).toBeVisible();
  await page.getByLabel('Español').click();
  await expect(page.getByLabel('Español')).toBeChecked();
  await expect(page.getByRole('link', { name: 'Ajustes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await host.stop();

  host = await startHost(dataDir, { LANG: 'pl_PL.UTF-8', LC_ALL: '' });
  await page.goto(host.url);
  await expect(page.getByRole('link', { name: 'Ajustes' })).toBeVisible();
  await host.stop();
});

test('an unreadable data file is moved aside and the user is told', async ({ page }) => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const dataDir = tempDataDir();
  fs.writeFileSync(path.join(dataDir, 'user.sqlite'), 'not a database'.repeat(200));
  const host = await startHost(dataDir, { LANG: 'es_ES.UTF-8' });
  await page.goto(host.url);
  await expect(page.getByRole('status').filter({ hasText: 'No se pudo abrir el archivo de datos user.sqlite' })).toBeVisible();
  expect(fs.readdirSync(dataDir).some((f) => f.startsWith('user.sqlite.unreadable-'))).toBe(true);
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByText('No se pudo abrir el archivo de datos')).toHaveCount(0);
  await host.stop();
});
