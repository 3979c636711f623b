import { expect, test, type Page } from '@playwright/test';
import { startHost, tempDataDir } from './host';
import { curtain } from './helpers';

// The Play screen driven like a person, with the engine's toy game ("Puja secreta"), which the
// browser host registers when VITAE_TOY_GAME=1.
const ENV = { LANG: 'es_ES.UTF-8', LC_ALL: '', VITAE_TOY_GAME: '1' };

async function newTwoPlayerGame(page: Page, a: string, b: string) {
  await page.getByRole('link', { name: 'Jugar' }).click();
  await page.getByRole('link', { name: 'Nueva partida' }).click();
  await page.getByLabel('Juego').selectOption('toy');
  await expect(page.getByLabel('Número de jugadores (2–4)')).toBeVisible();
  await page.getByLabel('Número de jugadores (2–4)').fill('2');
  await page.getByLabel('Nombre del asiento 1').fill(a);
  await page.getByLabel('Nombre del asiento 2').fill(b);
  await page.getByRole('button', { name: 'Empezar la partida' }).click();
}

test('hotseat: curtain between players, secret choices, undo from the curtain, game over, replay', async ({ page }) => {
  const host = await startHost(tempDataDir(), ENV);
  await page.goto(host.url);
  await newTwoPlayerGame(page, 'Ana', 'Jan');

  // the curtain hides everything until Ana confirms
  await expect(curtain(page)).toContainText('Pasa el ordenador a Ana');
  await expect(page.locator('.play-options')).toHaveCount(0);
  await expect(page.locator('.play-log')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Mesa de Ana')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Puja en secreto/ })).toBeVisible();
  const anaBid = await page.locator('.play-options button').first().getAttribute('data-option');
  await page.locator('.play-options button').first().click();

  // Jan's turn: Ana may still take her bid back from the curtain
  await expect(curtain(page)).toContainText('Pasa el ordenador a Jan');
  await page.getByRole('button', { name: 'Deshacer mi jugada (Ana)' }).click();
  await expect(page.getByText('Mesa de Ana')).toBeVisible();
  await expect(page.locator(`.play-options button[data-option="${anaBid}"]`)).toBeVisible();
  await page.locator('.play-options button').last().click();

  await expect(curtain(page)).toContainText('Pasa el ordenador a Jan');
  await page.getByRole('button', { name: 'Soy Jan: mostrar mi mesa' }).click();
  await expect(page.getByText('Mesa de Jan')).toBeVisible();
  // Jan sees only that Ana has chosen, not what
  await expect(page.locator('.play-status')).toContainText('Ana ha elegido');
  await expect(page.locator('.play-log')).toContainText('Ana ha elegido en secreto');
  await expect(page.locator('.play-log')).not.toContainText('Ana: Carta');
  await page.locator('.play-options button').first().click();

  // play on to the end: confirm curtains, take the first option
  for (let i = 0; i < 80; i++) {
    if (await page.getByRole('heading', { name: 'Fin de la partida' }).isVisible()) break;
    if (await curtain(page).isVisible()) {
      await page.keyboard.press('Enter');
    } else {
      const first = page.locator('.play-options button:not([disabled])').first();
      if (await first.isVisible()) await first.click();
    }
    await page.waitForTimeout(50);
  }
  await expect(page.getByRole('heading', { name: 'Fin de la partida' })).toBeVisible();
  await expect(page.locator('.play-ranking')).toContainText('Ana');
  await expect(page.locator('.play-ranking')).toContainText('Jan');
  // the log names the rule section and links to the rules reference
  await expect(page.locator('.play-log a.rule-ref').first()).toHaveAttribute('href', /#\/rules\/toy\//);
  await expect(page.locator('.play-log')).toContainText('Se revelan las pujas');

  // the saved list shows it finished; the replay steps through it
  await page.getByRole('link', { name: '← Partidas' }).click();
  const row = page.locator('tr[data-game-id]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Terminada');
  await expect(row).toContainText('Ana, Jan');
  await row.getByRole('link', { name: 'Repetición' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Jugada 0 de \d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Al final' }).click();
  await expect(page.getByRole('heading', { name: 'Fin de la partida' })).toBeVisible();
  await page.getByRole('button', { name: 'Jugada anterior' }).click();
  await expect(page.getByRole('heading', { name: 'Fin de la partida' })).toHaveCount(0);
  await host.stop();
});

test('a game is saved after every choice and resumes after a restart, behind a curtain, in Polish too', async ({ page }) => {
  const dataDir = tempDataDir();
  let host = await startHost(dataDir, ENV);
  await page.goto(host.url);
  await newTwoPlayerGame(page, 'Ana', 'Jan');
  await expect(curtain(page)).toContainText('Pasa el ordenador a Ana');
  await page.keyboard.press('Enter');
  await page.locator('.play-options button').first().click();
  await expect(curtain(page)).toContainText('Pasa el ordenador a Jan');
  await host.stop();

  host = await startHost(dataDir, { ...ENV, LANG: 'pl_PL.UTF-8' });
  await page.goto(host.url);
  await page.getByRole('link', { name: 'Graj' }).click();
  const row = page.locator('tr[data-game-id]');
  await expect(row).toContainText('Runda 1 z 4');
  await expect(row).toContainText('(1 ruch)');
  await row.getByRole('link', { name: 'Kontynuuj' }).click();
  await expect(curtain(page)).toContainText('Przekaż komputer: Jan');
  await expect(page.locator('.play-options')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('.play-status')).toContainText('Ana: wybór dokonany');

  // delete asks for confirmation
  await page.getByRole('link', { name: '← Partie' }).click();
  await row.getByRole('button', { name: 'Usuń' }).click();
  await row.getByRole('button', { name: 'Tak, usuń partię' }).click();
  await expect(page.getByText('Nie ma jeszcze zapisanych partii.')).toBeVisible();
  await host.stop();
});

test('one human against bots: no curtain, the bots answer at once', async ({ page }) => {
  const host = await startHost(tempDataDir(), ENV);
  await page.goto(host.url);
  await page.getByRole('link', { name: 'Jugar' }).click();
  await page.getByRole('link', { name: 'Nueva partida' }).click();
  await page.getByLabel('Juego').selectOption('toy');
  await page.getByLabel('Número de jugadores (2–4)').fill('3');
  await page.getByLabel('Nombre del asiento 1').fill('Ana');
  await page.getByLabel('Quién juega en el asiento 2').selectOption('random');
  await page.getByLabel('Quién juega en el asiento 3').selectOption('random');
  await page.getByRole('button', { name: 'Empezar la partida' }).click();
  await expect(page.getByText('Mesa de Ana')).toBeVisible();
  await expect(curtain(page)).toHaveCount(0);
  // the bots already made their secret bids
  await expect(page.locator('.play-status')).toContainText('Jugador 2 ha elegido');
  await expect(page.locator('.play-status')).toContainText('Jugador 3 ha elegido');
  await page.keyboard.press('1');
  await expect(page.locator('.play-log')).toContainText('Se revelan las pujas');
  await expect(curtain(page)).toHaveCount(0);
  await host.stop();
});
