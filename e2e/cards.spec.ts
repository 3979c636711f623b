import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SHARED_DATA, startHost, tempDataDir, type RunningHost } from './host';

const OFFICIAL = ['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv', 'vekn/vteslibmeta.csv', 'vekn/vtesbundles.csv'];
const SPANISH = ['vekn-es/vtescrypt.es-ES.csv', 'vekn-es/vteslib.es-ES.csv', 'vekn-es/vtessets.es-ES.csv'];
const files = (rel: string[]) => rel.map((r) => path.join(SHARED_DATA, r));

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar cartas' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Resultados' });
const detail = (page: Page) => page.getByRole('complementary', { name: 'Detalle de la carta' });

/** Records whether an import progress bar was ever shown (imports can be quicker than a poll). */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sawProgress?: string };
    w.sawProgress = '';
    new MutationObserver(() => {
      const p = document.querySelector('progress');
      if (p) w.sawProgress = p.getAttribute('aria-label') ?? '(no label)';
    }).observe(document.body, { childList: true, subtree: true });
  });
}

test('card lookup: first-run import, search, filters, detail, es/pl, restart, malformed file', async ({ page }) => {
  test.setTimeout(240_000);
  const dataDir = tempDataDir();
  let host: RunningHost = await startHost(dataDir, { LANG: 'es_ES.UTF-8' });
  try {
    await page.goto(host.url);
    // the app opens on its home screen (issue 32 item 5); the card lookup is one click away
    await expect(page.getByTestId('home')).toBeVisible();
    await page.getByRole('link', { name: 'Cartas', exact: true }).click();

    // 1. First run: the empty state explains which official files to import.
    await expect(page.getByRole('heading', { name: 'Aún no has importado la lista oficial de V:TES' })).toBeVisible();
    for (const f of ['vtescrypt.csv', 'vteslib.csv', 'vtessets.csv', 'vteslibmeta.csv', 'vtesbundles.csv', 'vtescrypt.es-ES.csv']) {
      await expect(page.locator('.cl-import-panel code', { hasText: new RegExp(`^${f.replace(/\./g, '\\.')}$`) })).toBeVisible();
    }
    // Before any import the built-in cards (V:TES Fifth Edition starters, Vendetta) can be looked up.
    await searchBox(page).fill('game:vendetta');
    await expect(page.locator('.cl-results-info')).toHaveText(/^\d+ cartas$/);
    await searchBox(page).fill('game:vtes kind:crypt');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await searchBox(page).fill('');

    // 2. Import the official files (and the Spanish ones) through the file picker.
    await watchProgress(page);
    await page.getByLabel('Elegir archivos…').setInputFiles([...files(OFFICIAL), ...files(SPANISH)]);
    const summary = page.getByRole('status', { name: 'Importación terminada' });
    await expect(summary).toBeVisible({ timeout: 120_000 });
    await expect(summary).toContainText(/\d+ cartas nuevas/);
    await expect(summary).toContainText(/cartas con traducción al español/);
    expect(await page.evaluate(() => (window as unknown as { sawProgress?: string }).sawProgress)).toBe('Progreso de la importación');
    await expect(page.locator('.db-status')).toContainText(/V:TES \d+ \(cripta \d+, biblioteca \d+\)/);

    // 3. Search as you type, with and without accents.
    await searchBox(page).fill('alabastrom');
    await expect(results(page).getByRole('option').first()).toContainText('Alabástrom');
    await searchBox(page).fill('Alabástrom');
    await expect(results(page).getByRole('option').first()).toContainText('Alabástrom');
    await searchBox(page).fill('alan sovereign');
    await expect(page.locator('.cl-results-info')).toHaveText('2 cartas');
    await expect(results(page).getByRole('option')).toHaveCount(2);

    // The query language in the same box.
    // (4 in the official list: Arika, Hardestadt and both Mithras)
    await searchBox(page).fill('c:ventrue sup:dom cap>=11');
    await expect(page.locator('.cl-results-info')).toHaveText('4 cartas');
    await expect(results(page).getByRole('option').first()).toContainText('Arika');

    // The query language help next to the box; an example can be tried with one click.
    await page.getByRole('button', { name: 'Ayuda de consultas' }).click();
    const help = page.getByRole('region', { name: 'Cómo escribir consultas' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row').filter({ hasText: 'capacidad del vampiro' })).toContainText('cap');
    // the panel opens under its toggle, which stays clickable (it closes and reopens the panel)
    await page.getByRole('button', { name: 'Ayuda de consultas' }).click();
    await expect(help).toHaveCount(0);
    await page.getByRole('button', { name: 'Ayuda de consultas' }).click();
    await help.getByRole('button', { name: 'sup:dom sup:obf cap>=8' }).click();
    await expect(searchBox(page)).toHaveValue('sup:dom sup:obf cap>=8');
    await help.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ayuda de consultas' })).toBeFocused();

    // Sorting by capacity puts the eldest first.
    await searchBox(page).fill('c:ventrue');
    await page.getByLabel('Ordenar por').selectOption('capacity');
    await expect(results(page).getByRole('option').first().locator('.cl-row-meta')).toHaveText(/^11/);
    await page.getByLabel('Ordenar por').selectOption('relevance');

    // 4. Filters: clan Ventrue + Dominate at superior level, capacity from 11.
    await searchBox(page).fill('');
    // chips: each value a toggle; a second chip adds to the first, a second click removes it
    const clans = page.getByRole('group', { name: 'Clan', exact: true });
    await clans.getByRole('button', { name: 'Ventrue', exact: true }).click();
    await clans.getByRole('button', { name: 'Tremere', exact: true }).click();
    await expect(clans.getByRole('button', { name: 'Tremere', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await clans.getByRole('button', { name: 'Tremere', exact: true }).click();
    await expect(clans.getByRole('button', { name: 'Ventrue', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // values in Spanish
    await expect(page.getByRole('group', { name: 'Secta' }).getByRole('button', { name: 'Independiente' })).toBeVisible();
    await expect(clans.getByRole('button', { name: 'Assamitas', exact: true })).toBeVisible();
    await expect(clans.getByRole('button', { name: 'Seguidores de Set', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir disciplina' }).click();
    await page.getByLabel('Disciplina 1', { exact: true }).selectOption('dom');
    await page.getByLabel('Nivel de la disciplina 1').selectOption('superior');
    await page.getByLabel('Capacidad: desde').fill('11');
    await expect(page.locator('.cl-results-info')).toHaveText('4 cartas');
    const rows = results(page).getByRole('option');
    await expect(rows.first()).toBeVisible();
    const n = Math.min(await rows.count(), 5);
    for (let i = 0; i < n; i++) {
      await expect(rows.nth(i).getByRole('img', { name: 'Dominación superior' })).toBeVisible();
      await expect(rows.nth(i).getByRole('img', { name: 'Ventrue', exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Quitar filtros' }).click();

    // 5. Open a card with the keyboard and check its detail.
    await searchBox(page).fill('alan sovereign');
    await expect(results(page).getByRole('option')).toHaveCount(2);
    await searchBox(page).press('Enter');
    const panel = detail(page);
    await expect(panel.getByRole('heading', { name: /^Alan Sovereign/ })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Dominación superior' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Auspex superior' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Fortaleza inferior' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Presencia inferior' })).toBeVisible();
    await expect(panel.locator('.cl-disc-list [data-level="superior"]')).toHaveCount(2);
    await expect(panel.locator('.cl-disc-list [data-level="inferior"]')).toHaveCount(2);
    await expect(panel.locator('[data-field="capacity"] dd')).toHaveText('6');
    await expect(panel.locator('[data-field="group"] dd')).toHaveText('3');
    await expect(panel.getByRole('img', { name: 'Ventrue', exact: true })).toBeVisible();
    const printings = panel.getByRole('table', { name: 'Ediciones' });
    await expect(printings).toBeVisible();
    await expect(printings.getByRole('row').filter({ hasText: 'CE' })).toHaveCount(1);
    await expect(printings.getByRole('row').filter({ hasText: 'BSC' })).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('lookup-es.png') });

    // Arrow keys move through the list, Enter opens the other card.
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    await expect(panel.getByRole('heading', { name: /Alan Sovereign/ })).toContainText('AVZ');

    // 6. Switch the language in Settings: texts turn Polish, then back to Spanish.
    // Card text markup: discipline icons by level, the Spanish text first, card references as links.
    await searchBox(page).fill('beast meld');
    await expect(results(page).getByRole('option')).toHaveCount(1);
    await searchBox(page).press('Enter');
    await expect(panel.getByRole('heading', { name: 'Beast Meld' })).toBeVisible();
    await expect(panel.getByText('Fusión bestial')).toBeVisible();
    const text = panel.locator('.cl-card-text').first();
    await expect(text).toContainText('de sigilo');
    await expect(text.getByRole('img', { name: 'Animalismo inferior' })).toBeVisible();
    await expect(text.getByRole('img', { name: 'Animalismo superior' })).toBeVisible();
    await expect(panel.locator('[data-field="requirement"]').getByRole('img', { name: 'Protean' })).toBeVisible();
    await searchBox(page).fill('aabbt kindred');
    await expect(results(page).getByRole('option').first()).toContainText('Aabbt Kindred');
    await searchBox(page).press('Enter');
    await panel.getByRole('button', { name: 'Nefertiti', exact: true }).click();
    await expect(panel.getByRole('heading', { name: 'Nefertiti' })).toBeVisible();

    // Paging: the last of all cards loads when the list reaches the end.
    await searchBox(page).fill('');
    await expect(page.locator('.cl-results-info')).toHaveText(/^\d{4} cartas$/);
    const totalRows = Number((await page.locator('.cl-results-info').innerText()).split(' ')[0]);
    await results(page).focus();
    await results(page).press('End');
    const lastRow = results(page).locator(`[aria-posinset="${totalRows}"]`);
    await expect(lastRow).toBeVisible();
    await expect(lastRow).not.toContainText('Cargando');
    await expect(lastRow).toHaveAttribute('aria-selected', 'true');

    // 6. Settings: an image folder (the image is shown in the detail) and the language switch.
    const imageDir = path.join(dataDir, 'images');
    fs.mkdirSync(imageDir);
    fs.writeFileSync(
      path.join(imageDir, '200040.png'),
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    );
    await page.getByRole('link', { name: 'Ajustes' }).click();
    await page.getByLabel('Carpeta de imágenes').fill(imageDir);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();
    await page.getByLabel('Polski').click();
    await page.getByRole('link', { name: 'Karty' }).click();
    await expect(page.getByRole('heading', { name: 'Karty', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Filtry' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Szukaj kart' }).fill('alan sovereign');
    await expect(page.locator('.cl-results-info')).toHaveText('2 karty');
    await page.getByRole('combobox', { name: 'Szukaj kart' }).press('Enter');
    const plPanel = page.getByRole('complementary', { name: 'Szczegóły karty' });
    await expect(plPanel.getByRole('img', { name: 'Dominacja (poziom wyższy)' })).toBeVisible();
    await expect(plPanel.getByRole('img', { name: 'Odporność (poziom podstawowy)' })).toBeVisible();
    await expect(plPanel.getByText('Potencjał')).toBeVisible();
    await expect(plPanel.getByRole('img', { name: 'Ilustracja karty Alan Sovereign' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('lookup-pl.png') });
    // a built-in card of a board game: found by its Polish name, named and described in Polish
    await page.getByRole('combobox', { name: 'Szukaj kart' }).fill('game:nights przyspieszenie');
    await expect(page.locator('.cl-results-info')).toHaveText('1 karta');
    await page.getByRole('combobox', { name: 'Szukaj kart' }).press('Enter');
    await expect(plPanel.getByRole('heading', { name: 'Przyspieszenie' })).toBeVisible();
    await expect(plPanel.locator('.cl-card-text')).toHaveAttribute('lang', 'pl');
    await expect(plPanel.locator('.cl-card-text')).toContainText('Moc Krwi');
    await page.getByRole('link', { name: 'Ustawienia' }).click();
    await page.getByLabel('Español').click();
    await page.getByRole('link', { name: 'Cartas' }).click();
    await expect(page.getByRole('heading', { name: 'Filtros' })).toBeVisible();
    await expect(searchBox(page)).toBeVisible();

    // 7. Restart the host with the same data folder: the cards are still there.
    await host.stop();
    host = await startHost(dataDir, { LANG: 'es_ES.UTF-8' });
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Cartas', exact: true }).click();
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aún no has importado la lista oficial de V:TES' })).toHaveCount(0);
    await searchBox(page).fill('nefertiti');
    await expect(results(page).getByRole('option').first()).toContainText('Nefertiti');
    const statusText = await page.locator('.db-status').innerText();
    const counts = /^(\d+) cartas: V:TES (\d+) \(cripta (\d+), biblioteca (\d+)\)/.exec(statusText);
    expect(counts).not.toBeNull();
    expect(Number(counts![2])).toBe(Number(counts![3]) + Number(counts![4]));
    // the header agrees with the list: V:TES alone, and every card of the four games
    await searchBox(page).fill('game:vtes');
    await expect(page.locator('.cl-results-info')).toHaveText(`${counts![2]} cartas`);
    await searchBox(page).fill('');
    await expect(page.locator('.cl-results-info')).toHaveText(`${counts![1]} cartas`);

    // 8. A malformed file dropped on the page is rejected with a localized error; nothing changes.
    const header = fs.readFileSync(path.join(SHARED_DATA, 'vekn/vtescrypt.csv'), 'utf8').split('\n')[0];
    const bad = `${header}\n"299999","Broken Vampire","","Vampire","Ventrue","","","3","lots","dom","Text.","V5:1","","",""\n`;
    const dropped = [
      { name: 'vtescrypt.csv', content: bad },
      ...['vteslib.csv', 'vtessets.csv'].map((name) => ({ name, content: fs.readFileSync(path.join(SHARED_DATA, 'vekn', name), 'utf8') })),
    ];
    const dataTransfer = await page.evaluateHandle((list) => {
      const dt = new DataTransfer();
      for (const f of list) dt.items.add(new File([f.content], f.name, { type: 'text/csv' }));
      return dt;
    }, dropped);
    await page.locator('#card-results').dispatchEvent('dragover', { dataTransfer });
    await page.locator('#card-results').dispatchEvent('drop', { dataTransfer });
    const alert = page.locator('.cl-import-panel').getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 60_000 });
    await expect(alert).toContainText('vtescrypt.csv');
    await expect(alert).toContainText(/l[ií]nea 2/);
    await expect(alert).not.toContainText('Error interno');
    await page.getByRole('button', { name: 'Cerrar la importación' }).click();
    await searchBox(page).fill('broken vampire');
    await expect(page.locator('.cl-results-info')).toHaveText('0 cartas');
    await searchBox(page).fill('game:vtes');
    await expect(page.locator('.cl-results-info')).toHaveText(`${counts![2]} cartas`);
    await expect(page.locator('.db-status')).toHaveText(statusText);
  } finally {
    await host.stop();
  }
});
