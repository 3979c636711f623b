import { expect, test, type Page } from '@playwright/test';
import { startHost, tempDataDir } from './host';
import { newGame } from './helpers';

// The smallest window the desktop app opens comfortably: 1280×680 of content (a 1366×768 laptop,
// or a 1080p screen at 150 % scaling, minus title bar, menu and taskbar). One pass over every
// section and a game table, not a second run of the whole suite.
test.use({ viewport: { width: 1280, height: 680 } });

/** No horizontal scrolling, and the section navigation entirely on screen. */
async function fits(page: Page, where: string) {
  const box = await page.evaluate(() => {
    const nav = document.querySelector('nav.app-nav')!.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      navTop: nav.top,
      navBottom: nav.bottom,
      navRight: nav.right,
    };
  });
  expect(box.scrollWidth, `${where}: no horizontal scroll`).toBeLessThanOrEqual(box.innerWidth);
  expect(box.navTop, `${where}: navigation on screen`).toBeGreaterThanOrEqual(0);
  expect(box.navBottom, `${where}: navigation on screen`).toBeLessThanOrEqual(680);
  expect(box.navRight, `${where}: navigation on screen`).toBeLessThanOrEqual(1280);
}

test('every section and the Vendetta table are usable at 1280×680', async ({ page }) => {
  const host = await startHost(tempDataDir(), { LANG: 'es_ES.UTF-8', LC_ALL: '' });
  await page.goto(host.url);
  for (const section of ['Cartas', 'Mazos', 'Jugar', 'Reglas', 'Ajustes']) {
    await page.getByRole('link', { name: section, exact: true }).click();
    await expect(page.locator('main.app-main h1').first()).toBeVisible();
    await fits(page, section);
  }

  // a game table: after the curtain, the current decision and the hand can be reached on screen
  await newGame(page, { game: 'vendetta', names: ['Ana', 'Jan', 'Bot'], bots: { 3: 1 }, seed: 'e2e-small-window' });
  const curtain = page.getByRole('dialog');
  await expect(curtain).toBeVisible();
  await expect(curtain.getByRole('button', { name: /^Soy (Ana|Jan): mostrar mi mesa$/ })).toBeInViewport();
  await curtain.getByRole('button', { name: /^Soy (Ana|Jan): mostrar mi mesa$/ }).click();
  await expect(page.locator('.vt-table')).toBeVisible();
  await fits(page, 'Vendetta table');
  await page.screenshot({ path: 'test-results/small-window/vendetta-table.png' });
  const decision = page.locator('.vt-decision').first();
  await decision.scrollIntoViewIfNeeded();
  await expect(decision).toBeInViewport();
  const hand = page.locator('.vt-hand').first();
  if (await hand.count()) {
    await hand.scrollIntoViewIfNeeded();
    await expect(hand).toBeInViewport();
  }
  await host.stop();
});
