/**
 * Issue 26 item 4: the collection import end to end, in Spanish — a file with bad counts is
 * refused with each row; a good file is previewed (added, changed, removed) and replaces the
 * collection only when confirmed; the replaced collection comes back with "Deshacer"; the
 * export escapes nothing it does not need to and reads back the same collection.
 */
import { expect, test, type Page } from '@playwright/test';
import { startHost, tempDataDir, type RunningHost } from './host';
import { importOfficialCards, shots } from './helpers';

const shot = shots('collection-import');

const csvFile = (text: string) => ({ name: 'coleccion.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

async function ownedCount(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Solo las que tengo' }).click();
  const text = (await page.locator('.cl-results-info').textContent()) ?? '';
  await page.getByRole('button', { name: 'Solo las que tengo' }).click();
  return text;
}

test('collection import: refused with its rows, previewed, confirmed, undone', async ({ page }) => {
  test.setTimeout(240_000);
  const host: RunningHost = await startHost(tempDataDir(), { LANG: 'es_ES.UTF-8' });
  try {
    await page.goto(host.url);
    await importOfficialCards(page);
    await page.reload();
    await page.getByRole('link', { name: 'Cartas', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Filtros' })).toBeVisible();
    const input = page.getByTestId('collection-import');

    // 1. Bad counts: refused, each row named with its line; nothing imported.
    await input.setInputFiles(csvFile('name,count\nVillein,2\nBlood Doll,0x10\nDeflection,\nConditioning,2.5\n'));
    const refused = page.getByTestId('collection-refused');
    await expect(refused).toContainText('No se ha importado nada');
    await expect(refused).toContainText('El archivo coleccion.csv tiene 3 filas que no se pueden leer.');
    const bad = refused.getByTestId('collection-bad-rows').getByRole('listitem');
    await expect(bad).toHaveText([
      'Línea 3: «0x10» no es un número de copias (escribe un número entero, como 3)',
      'Línea 4: falta el número de copias',
      'Línea 5: el número de copias tiene que ser entero (2.5)',
    ]);
    await shot(page, '01-refused');
    await refused.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(refused).toHaveCount(0);

    // 2. A first collection: previewed, then confirmed.
    await input.setInputFiles(csvFile('Villein,3\nBlood Doll,2\n'));
    const preview = page.getByTestId('collection-preview');
    await expect(preview).toContainText('2 cartas nuevas');
    await preview.getByTestId('collection-confirm').click();
    await expect(page.getByTestId('collection-done')).toHaveText(/Colección reemplazada: ahora tienes 2 cartas\./);
    await expect.poll(() => ownedCount(page)).toBe('2 cartas');

    // 3. A second file: one card added, one changed, one removed; cancelling changes nothing.
    await input.setInputFiles(csvFile('id,name,owned\n,Villein,4\n,Deflection,1\n,Nobody Card,1\n'));
    await expect(preview).toContainText('1 carta nueva');
    await expect(preview).toContainText('1 carta con otro número de copias');
    await expect(preview).toContainText('1 carta que sale de la colección');
    await expect(preview.getByTestId('collection-ignored')).toContainText('Línea 4: no hay ninguna carta llamada «Nobody Card»');
    await preview.getByTestId('collection-changed').locator('summary').click();
    await expect(preview.getByTestId('collection-changed')).toContainText('Villein: de 3 a 4');
    await shot(page, '02-preview');
    await preview.getByRole('button', { name: 'Cancelar' }).click();
    await expect(preview).toHaveCount(0);
    await input.setInputFiles(csvFile('id,name,owned\n,Villein,4\n,Deflection,1\n,Nobody Card,1\n'));
    await preview.getByTestId('collection-confirm').click();
    await expect(page.getByTestId('collection-done')).toContainText('ahora tienes 2 cartas');

    // 4. Undo: the collection before the import is back (Villein 3, Blood Doll 2).
    await page.getByTestId('collection-undo').click();
    await expect(page.getByTestId('collection-done')).toHaveText(/Se ha recuperado la colección anterior: 2 cartas\./);
    const box = page.getByRole('combobox', { name: 'Buscar cartas' });
    await box.fill('Villein');
    await expect(page.getByRole('listbox', { name: 'Resultados' }).getByRole('option').first()).toContainText('Villein');
    await box.press('Enter');
    await expect(page.getByTestId('owned-input')).toHaveValue('3');
    await shot(page, '03-undone');

    // 5. The export reads back as the same collection: nothing changes.
    const download = page.waitForEvent('download');
    await page.getByTestId('collection-export').click();
    const file = await (await download).path();
    await input.setInputFiles(file);
    await expect(preview).toContainText('2 cartas sin cambios');
    await expect(preview.getByTestId('collection-added')).toHaveCount(0);
    await expect(preview.getByTestId('collection-removed')).toHaveCount(0);
  } finally {
    await host.stop();
  }
});
