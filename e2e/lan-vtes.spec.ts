import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { api } from './helpers';
import { startHost, tempDataDir, type RunningHost } from './host';

// V:TES over the LAN table (issue 31 item 7), loopback only: four Methuselahs on four browser
// contexts (three phones and a laptop, which shows the full table) and a fifth showing the public
// board. Each context answers its own questions; then the seats go to the heuristic bot and the
// board shows the end of the game. The game is set up through the service (the panel has its
// own spec, lan-table.spec.ts).

const ENV = { LANG: 'es_ES.UTF-8', LC_ALL: '' };
const NAMES = ['Ana', 'Bartek', 'Carla', 'Dorota'];
const CONFIG = {
  edition: 'vekn-current',
  decks: [{ starter: 'brujah' }, { starter: 'malkavian' }, { starter: 'nosferatu' }, { starter: 'ventrue' }],
};
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const ANSWERS = Number(process.env.VITAE_LAN_ANSWERS ?? 24);

/** Passing, ending and declining first: the game moves on without a long action of its own. */
function pick(ids: string[]): string {
  return ids.find((x) => /^(pass|noBlock|noReact|decline|done|end|no)\b/i.test(x)) ?? ids[0];
}

async function answer(page: Page): Promise<boolean> {
  const buttons = page.locator('button[data-option]:not([disabled])');
  const ids = await buttons.evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLElement).dataset.option ?? ''))]);
  if (!ids.length) return false;
  await page
    .locator(`button[data-option="${pick(ids)}"]`)
    .first()
    .click();
  await expect(page.locator('button[data-option][disabled]')).toHaveCount(0);
  const banner = page.locator('.error-banner');
  if (await banner.count()) throw new Error(`error shown: ${await banner.textContent()}`);
  return true;
}

test('V:TES over the LAN table: four Methuselahs on four devices, a board, to the end', async ({ browser, page: hostPage }) => {
  test.setTimeout(600_000);
  const host: RunningHost = await startHost(tempDataDir(), ENV);
  const contexts: BrowserContext[] = [];
  try {
    await hostPage.goto(host.url);
    const seats = NAMES.map((name) => ({ name, kind: 'human' }));
    const { id } = await api<{ id: string }>(hostPage, 'games.create', { game: 'vtes', seats, config: CONFIG, seed: 'e2e-lan-vtes' });
    await api(hostPage, 'table.open', { id });
    const { origin } = await api<{ origin: string }>(hostPage, 'lan.open', { table: id, address: '127.0.0.1' });
    const pages: Page[] = [];
    for (let s = 0; s < NAMES.length; s++) {
      const { token } = await api<{ token: string }>(hostPage, 'table.issue', { table: id, seat: s });
      const ctx = await browser.newContext({ ...(s === 3 ? LAPTOP : PHONE), locale: 'es-ES' });
      contexts.push(ctx);
      const p = await ctx.newPage();
      await p.goto(`${origin}/#t=${token}`);
      await expect(p.locator('.seat-who')).toHaveText(`Juega: ${NAMES[s]}`);
      pages.push(p);
    }
    // the laptop shows the full table (its hand among it), the phones one part at a time
    await expect(pages[3].locator('.seat-wide .vx-table, .seat-wide [class*="vx-"]').first()).toBeVisible();
    await expect(pages[0].locator('.seat-tabs')).toBeVisible();
    const { token: watch } = await api<{ token: string }>(hostPage, 'table.issue', { table: id, seat: 'public' });
    const boardCtx = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'es-ES' });
    contexts.push(boardCtx);
    const board = await boardCtx.newPage();
    await board.goto(`${origin}/#b=${watch}`);
    await expect(board.locator('.seat-who')).toHaveText('Tablero público');

    const answered = NAMES.map(() => 0);
    for (let round = 0; round < 300 && (answered.reduce((a, b) => a + b) < ANSWERS || answered.some((n) => n < 2)); round++) {
      let any = false;
      for (const [i, p] of pages.entries()) {
        if (await answer(p)) {
          answered[i]++;
          any = true;
        }
      }
      if (!any) await pages[0].waitForTimeout(200);
      await expect(board.locator('button[data-option]')).toHaveCount(0);
    }
    expect(
      answered.every((n) => n >= 2),
      answered.join(','),
    ).toBe(true);

    for (let s = 0; s < NAMES.length; s++) await api(hostPage, 'table.assign', { table: id, seat: s, to: 'bot', bot: 'heuristic' });
    for (const p of pages) await expect(p.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();
    await expect(board.getByRole('heading', { name: 'Fin de la partida' })).toBeVisible({ timeout: 240_000 });
  } finally {
    for (const c of contexts) await c.close();
    await host.stop();
  }
});
