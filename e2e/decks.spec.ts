import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHARED_DATA, startHost, tempDataDir, type RunningHost } from './host';
import { importOfficialCards, shots } from './helpers';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lookup = (page: Page) => page.getByTestId('lookup-search');

/** The lookup result row whose name is exactly `name` (after searching for it by name). */
async function resultRow(page: Page, name: string): Promise<Locator> {
  await lookup(page).fill(`n:"${name}"`);
  const row = page
    .getByTestId('lookup-results')
    .locator('[data-row]')
    .filter({ has: page.locator('.dk-rname', { hasText: new RegExp(`^${escape(name)}$`) }) })
    .first();
  await expect(row).toBeVisible();
  return row;
}

const deckRow = (page: Page, name: string) =>
  page
    .getByTestId('deck-view')
    .locator('[data-row]')
    .filter({ has: page.locator('.dk-cname', { hasText: new RegExp(`^${escape(name)}$`) }) });

async function expectCount(page: Page, name: string, n: number) {
  await expect(deckRow(page, name).getByTestId('count')).toHaveText(String(n));
}

/** Every card line of the deck shown in the editor: "uid×count", sorted. */
async function deckLines(page: Page): Promise<string[]> {
  const rows = page.getByTestId('deck-view').locator('[data-row]');
  const lines = await rows.evaluateAll((els) =>
    els.map((el) => `${(el as HTMLElement).dataset.uid}×${el.querySelector('[data-testid="count"]')?.textContent}`),
  );
  return lines.sort();
}

/**
 * HTML drag and drop through the DOM events the app listens to (dragstart on the source,
 * dragenter/dragover/drop on the target), sharing one DataTransfer. Native mouse drags
 * proved timing-dependent on a loaded machine; these events exercise the same handlers.
 * `armed` is what the target shows while a card is over it.
 */
async function dragAndDrop(page: Page, source: Locator, target: Locator, armed: Locator) {
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent('dragstart', { dataTransfer });
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await expect(armed).toBeVisible();
  await target.dispatchEvent('drop', { dataTransfer });
  // (no dragend: the app does not use it, and a card dropped out of the deck is gone)
  await dataTransfer.dispose();
}

const shot = shots('decks');

test('deck editor: build from lookup, live legality, autosave and leave guard, export, delete with undo, import back', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const dataDir = tempDataDir();
  const host: RunningHost = await startHost(dataDir, { LANG: 'es_ES.UTF-8' });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(host.url).origin });
    await page.goto(host.url);
    // Without cards the decks page says where to import them.
    await page.getByRole('link', { name: 'Mazos' }).click();
    await expect(page.getByTestId('no-cards')).toBeVisible();
    await importOfficialCards(page);
    await page.reload();

    // 1. An empty list, then a new deck opens in the editor.
    await expect(page.getByTestId('no-cards')).toHaveCount(0);
    await expect(page.getByTestId('no-decks')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre del mazo nuevo' }).fill('Prueba e2e');
    await page.getByRole('button', { name: 'Crear mazo' }).click();
    await expect(page.getByTestId('deck-name')).toHaveValue('Prueba e2e');
    await expect(page.getByTestId('legality-summary')).toHaveAttribute('data-legal', 'false');
    const errors = page.getByTestId('legality-errors');
    await expect(errors.locator('[data-code="crypt_too_small"]')).toBeVisible();
    await expect(errors.locator('[data-code="library_too_small"]')).toBeVisible();
    // each problem names its rule
    await expect(errors.locator('[data-code="crypt_too_small"] cite')).toContainText('Material necesario y construcción del mazo');

    // 2. Crypt: mouse (+ button), keyboard ("+" and Enter on a result), drag and drop.
    const convert = await resultRow(page, 'Anarch Convert');
    for (let i = 0; i < 4; i++) await convert.locator('button.dk-add').click();
    await expectCount(page, 'Anarch Convert', 4);

    const ozmo = await resultRow(page, 'Ozmo');
    await ozmo.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('Enter');
    await page.keyboard.press('+');
    await expectCount(page, 'Ozmo', 3);
    await expect(page.getByTestId('card-detail')).toContainText('Ozmo');

    const aleph = await resultRow(page, 'Aleph');
    await aleph.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('+');
    await expectCount(page, 'Aleph', 3);

    const dollface = await resultRow(page, 'Dollface');
    await dragAndDrop(page, dollface, page.getByTestId('deck-view'), page.getByText('Suelta para añadir la carta'));
    await expectCount(page, 'Dollface', 1);
    await expect(page.getByTestId('crypt-title')).toContainText('Cripta (11 cartas)');
    // still one short: the crypt error is there
    await expect(errors.locator('[data-code="crypt_too_small"]')).toBeVisible();
    await dragAndDrop(page, dollface, page.getByTestId('deck-view'), page.getByText('Suelta para añadir la carta'));
    await expectCount(page, 'Dollface', 2);
    await expect(page.getByTestId('crypt-title')).toContainText('Cripta (12 cartas)');
    // 12 crypt cards: the crypt error disappears, the library one stays
    await expect(page.locator('[data-code="crypt_too_small"]')).toHaveCount(0);
    await expect(errors.locator('[data-code="library_too_small"]')).toBeVisible();
    await shot(page, '01-crypt-12');

    // 3. Library to 60 cards with the keyboard.
    const library: [string, number][] = [
      ['Eyes of Argus', 12],
      ['Telepathic Misdirection', 12],
      ['Madness Network', 6],
      ['Conditioning', 10],
      ['Forced Awakening', 10],
      ['Target Vitals', 10],
    ];
    for (const [name, n] of library) {
      const row = await resultRow(page, name);
      await row.focus();
      for (let i = 0; i < n; i++) await page.keyboard.press('+');
      await expectCount(page, name, n);
    }
    await expect(page.getByTestId('library-title')).toContainText('Biblioteca (60 cartas)');
    await expect(page.locator('[data-code="library_too_small"]')).toHaveCount(0);
    await expect(page.getByTestId('legality-summary')).toHaveAttribute('data-legal', 'true');
    // library grouped by type as in TWD lists
    await expect(page.getByTestId('deck-view').getByRole('region', { name: 'Reacción' })).toContainText('Eyes of Argus');

    // 4. Keyboard in the deck: "-" and "+" change counts, Delete removes.
    const argus = deckRow(page, 'Eyes of Argus');
    await argus.focus();
    await page.keyboard.press('-');
    await expectCount(page, 'Eyes of Argus', 11);
    await expect(page.getByTestId('legality-errors').locator('[data-code="library_too_small"]')).toBeVisible();
    await page.keyboard.press('+');
    await expectCount(page, 'Eyes of Argus', 12);
    await expect(page.getByTestId('legality-summary')).toHaveAttribute('data-legal', 'true');

    // Every change is autosaved as a draft; Save makes a version.
    await expect(page.getByTestId('draft-state')).toContainText('Borrador guardado');
    await page.getByTestId('deck-save').click();
    await expect(page.getByTestId('draft-state')).toContainText('Guardada la versión 2');

    // Edition per deck: the 2018 rules take the table size into account (40 + 10 per player).
    const legalityPanel = page.getByTestId('legality-panel');
    await expect(legalityPanel).toContainText('biblioteca 60 (de 60 a 90)');
    await page.getByTestId('deck-edition').selectOption('es-2018');
    await expect(legalityPanel).toContainText('biblioteca 60 (de 40 a 90)');
    await page.getByTestId('table-size').selectOption('2');
    await expect(legalityPanel).toContainText('biblioteca 60 (de 40 a 60)');
    await expect(page.getByTestId('legality-summary')).toHaveAttribute('data-legal', 'true');
    await expect(legalityPanel.locator('cite').first()).toContainText('1.2');
    await page.getByTestId('table-size').selectOption('5');
    await page.getByTestId('deck-edition').selectOption('vekn-current');
    await expect(page.getByTestId('table-size')).toHaveCount(0);
    // back to the saved content: nothing unsaved any more
    await expect(page.getByTestId('draft-state')).toHaveText('Sin cambios desde la versión 2');

    // Delete removes a whole line; dragging it out of the deck too. Then the leave guard.
    await deckRow(page, 'Target Vitals').focus();
    await page.keyboard.press('Delete');
    await expect(deckRow(page, 'Target Vitals')).toHaveCount(0);
    await page.getByRole('link', { name: 'Cartas' }).click();
    const leave = page.getByTestId('leave-dialog');
    await expect(leave).toBeVisible();
    await shot(page, '02-leave-guard');
    await leave.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page.getByTestId('deck-view')).toBeVisible();
    // reloading asks first (beforeunload); the draft survives and is restored with a notice
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.accept();
      }),
    );
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await expect(page.getByText(/Se ha recuperado el borrador sin guardar/)).toBeVisible();
    await expect(deckRow(page, 'Target Vitals')).toHaveCount(0);
    await page.getByRole('button', { name: 'Descartar', exact: true }).click();
    await expectCount(page, 'Target Vitals', 10);
    await expect(page.getByTestId('draft-state')).toHaveText('Sin cambios desde la versión 2');
    await dragAndDrop(
      page,
      deckRow(page, 'Madness Network'),
      page.getByTestId('remove-zone'),
      page.getByText('Suelta aquí para quitar la carta del mazo'),
    );
    await expect(deckRow(page, 'Madness Network')).toHaveCount(0);
    await page.getByRole('button', { name: 'Descartar', exact: true }).click();
    await expectCount(page, 'Madness Network', 6);

    // 5. Statistics and history.
    await page.getByTestId('tab-stats').click();
    await expect(page.getByTestId('chart-capacity')).toBeVisible();
    await expect(page.getByTestId('chart-disciplines').locator('[data-key="aus"]')).toBeVisible();
    await expect(page.getByTestId('odds-table')).toContainText('Eyes of Argus');
    await shot(page, '03-stats');
    await page.getByTestId('tab-history').click();
    await expect(page.getByTestId('history-diff')).toContainText('Anarch Convert');
    await shot(page, '04-history');

    // Tags and notes are part of the deck and saved with it.
    await page.getByTestId('tab-notes').click();
    await page.getByTestId('deck-tags').fill('sigilo, Malkavian');
    await page.getByTestId('deck-notes').fill('Mazo de prueba');
    await page.getByTestId('deck-save').click();
    await expect(page.getByTestId('draft-state')).toContainText('Guardada la versión 3');

    // Reverting names the version brought back and the version it became (issue 17 item 5);
    // version 3 is then brought back too, so the deck goes on with its tags and notes.
    await page.getByTestId('tab-history').click();
    const history = page.getByTestId('history-panel');
    await history.getByRole('listitem').filter({ hasText: 'Versión 2' }).getByRole('button', { name: 'Volver a esta' }).click();
    await expect(page.getByTestId('draft-state')).toHaveText('Recuperada la versión 2: ahora es la versión 4');
    await history.getByRole('listitem').filter({ hasText: 'Versión 3' }).getByRole('button', { name: 'Volver a esta' }).click();
    await expect(page.getByTestId('draft-state')).toHaveText('Recuperada la versión 3: ahora es la versión 5');

    const original = await deckLines(page);
    expect(original).toHaveLength(10);

    // 6. Export as TWD: to the clipboard and as a file.
    await page.getByTestId('deck-export').click();
    const exportDialog = page.getByTestId('export-dialog');
    await expect(exportDialog.getByTestId('export-format')).toHaveValue('twd');
    await expect(exportDialog.getByTestId('export-text')).toHaveValue(/Ozmo/);
    const exported = await exportDialog.getByTestId('export-text').inputValue();
    expect(exported).toMatch(/Crypt \(12 cards/);
    await exportDialog.getByTestId('export-copy').click();
    await expect(exportDialog.getByText('Copiado al portapapeles.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exported);
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByTestId('export-save').click()]);
    const file = await download.path();
    expect(fs.readFileSync(file, 'utf8')).toBe(exported);
    await shot(page, '05-export');
    await exportDialog.getByRole('button', { name: 'Cerrar' }).last().click();

    // 7. Back to the list (nothing unsaved, no question), delete with undo, delete again.
    await page.getByRole('link', { name: '← Mazos' }).click();
    await expect(page.getByTestId('leave-dialog')).toHaveCount(0);
    const list = page.getByTestId('deck-list');
    await expect(list.getByRole('link', { name: 'Prueba e2e' })).toBeVisible();
    await expect(list.getByTestId('legality-badge')).toHaveText(/^Legal/);
    await expect(list.getByRole('button', { name: 'sigilo' })).toBeVisible();
    // search by tag and by name
    await page.getByRole('searchbox', { name: 'Buscar mazos' }).fill('sigilo');
    await expect(list.getByRole('link', { name: 'Prueba e2e' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar mazos' }).fill('zzz');
    await expect(page.getByTestId('no-decks')).toHaveText('Ningún mazo coincide con la búsqueda.');
    await page.getByRole('searchbox', { name: 'Buscar mazos' }).fill('prueba');
    await expect(list.getByRole('link', { name: 'Prueba e2e' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar mazos' }).fill('');
    await page.getByRole('button', { name: 'Borrar «Prueba e2e»' }).click();
    await expect(page.getByTestId('no-decks')).toBeVisible();
    await page.getByTestId('undo-toast').getByRole('button', { name: 'Deshacer' }).click();
    await expect(list.getByRole('link', { name: 'Prueba e2e' })).toBeVisible();
    await shot(page, '06-list');
    await page.getByRole('button', { name: 'Borrar «Prueba e2e»' }).click();
    await expect(page.getByTestId('no-decks')).toBeVisible();

    // 8. Import the exported text back: preview first, nothing saved until confirmed.
    await page.getByRole('button', { name: 'Importar…' }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-text').fill(exported);
    await expect(dialog.getByTestId('import-format')).toContainText('TWD');
    await expect(dialog.getByTestId('import-counts')).toHaveText('Cripta: 12 · Biblioteca: 60');
    await expect(dialog.getByText('Se han reconocido todas las cartas.')).toBeVisible();
    await expect(dialog.getByTestId('import-name')).toHaveValue('Prueba e2e');
    await shot(page, '07-import');
    await dialog.getByTestId('import-confirm').click();
    await expect(page.getByTestId('deck-name')).toHaveValue('Prueba e2e');
    await expect(page.getByTestId('crypt-title')).toContainText('Cripta (12 cartas)');
    expect(await deckLines(page)).toEqual(original);
    await expect(page.getByTestId('legality-summary')).toHaveAttribute('data-legal', 'true');

    // 9a. Files: the exported file, and a real tournament-winning deck list, picked from disk.
    await page.getByRole('link', { name: '← Mazos' }).click();
    await page.getByRole('button', { name: 'Importar…' }).click();
    await dialog.getByTestId('import-file').setInputFiles(file);
    await expect(dialog.getByTestId('import-counts')).toHaveText('Cripta: 12 · Biblioteca: 60');
    await dialog.getByTestId('import-file').setInputFiles(path.join(SHARED_DATA, 'twd', '10012.txt'));
    await expect(dialog.getByText('Leído del archivo 10012.txt.')).toBeVisible();
    await expect(dialog.getByTestId('import-format')).toContainText('TWD');
    await expect(dialog.getByTestId('import-name')).toHaveValue('Malk Madness (SDV 27)');
    await expect(dialog.getByTestId('import-counts')).toHaveText('Cripta: 12 · Biblioteca: 90');
    await expect(dialog.getByTestId('legality-summary')).toHaveAttribute('data-legal', 'true');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('deck-list').locator('tbody tr')).toHaveCount(1);

    // 9b. An unknown name is reported with its line and a close match to pick.
    await page.getByRole('button', { name: 'Importar…' }).click();
    await dialog.getByTestId('import-text').fill(exported.replace('Ozmo', 'Ozmoo'));
    const unresolved = dialog.getByTestId('import-unresolved');
    await expect(unresolved).toContainText('Ozmoo');
    await expect(unresolved.getByRole('combobox', { name: 'Carta que corresponde a «Ozmoo»' })).toContainText('Ozmo');
    // the closest match is preselected: the preview counts it and stays legal
    await expect(dialog.getByTestId('import-counts')).toHaveText('Cripta: 12 · Biblioteca: 60');
    await expect(dialog.getByTestId('legality-summary')).toHaveAttribute('data-legal', 'true');
    await unresolved.getByRole('combobox').selectOption({ label: 'No importar esta línea' });
    await expect(dialog.getByTestId('import-counts')).toHaveText('Cripta: 9 · Biblioteca: 60');
    await expect(dialog.getByTestId('legality-summary')).toHaveAttribute('data-legal', 'false');
    // the preview lists each problem before the deck is created (issue 32 item 6)
    await expect(dialog.getByTestId('import-problems').getByTestId('legality-errors')).toContainText('La cripta tiene 9 cartas');
    await shot(page, '08-import-unknown');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('deck-list').locator('tbody tr')).toHaveCount(1);

    // Duplicate and rename from the list.
    await page.getByRole('button', { name: 'Duplicar «Prueba e2e»' }).click();
    await expect(page.getByTestId('deck-list').getByRole('link', { name: 'Prueba e2e (copia)' })).toBeVisible();
    await page.getByRole('button', { name: 'Renombrar «Prueba e2e (copia)»' }).click();
    await page.getByRole('textbox', { name: 'Nuevo nombre para «Prueba e2e (copia)»' }).fill('Copia renombrada');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByTestId('deck-list').getByRole('link', { name: 'Copia renombrada' })).toBeVisible();
    await expect(page.getByTestId('deck-list').locator('tbody tr')).toHaveCount(2);

    // 10. Polish: the editor's terms and plural forms.
    await page.getByRole('link', { name: 'Ajustes' }).click();
    await page.getByLabel('Polski').click();
    await page.getByRole('link', { name: 'Talie' }).click();
    await page.getByTestId('deck-list').getByRole('link', { name: 'Prueba e2e', exact: true }).click();
    await expect(page.getByTestId('crypt-title')).toContainText('Krypta (12 kart)');
    await expect(page.getByTestId('library-title')).toContainText('Biblioteka (60 kart)');
    await expect(page.getByRole('region', { name: 'Modyfikator akcji' })).toContainText('Conditioning');
    await page.getByTestId('tab-help').click();
    await expect(page.getByTestId('deck-help')).toContainText('Budowa talii');
    await shot(page, '09-polish-help');
    await page.getByTestId('tab-stats').click();
    await expect(page.getByTestId('playable-line')).toContainText('egzemplarzy');
    await shot(page, '10-polish-stats');
  } finally {
    await host.stop();
  }
});
