import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { newGame } from './helpers';
import { startHost, tempDataDir, type RunningHost } from './host';

// Nights of Blood over the LAN table (issue 31 item 7), loopback only: the host opens the table
// from the game's screen on 127.0.0.1, hands each of the five seats to its own browser context
// (a phone each) through the join links the panel shows, and a sixth context shows the public
// board. Each phone answers its own questions; one phone loses the network in the middle of an
// attack and comes back; then the seats are handed to bots from the panel (the phones are told
// their link no longer works) and the board shows the end of the game.

const ENV = { LANG: 'es_ES.UTF-8', LC_ALL: '' };
const NAMES = ['Ana', 'Jan', 'Eva', 'Olek', 'Marta'];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Answers the phones give before the bots take over (each phone answers at least twice). */
const ANSWERS = Number(process.env.VITAE_LAN_ANSWERS ?? 40);

function pick(ids: string[]): string {
  const has = (p: string) => ids.find((x) => x === p || x.startsWith(p));
  if (ids.includes('take') || ids.includes('dodge')) return has('dodge') ?? 'take';
  if (ids.includes('die')) return has('blood:') ?? 'die';
  if (ids.includes('stop')) return has('discard') ?? 'stop';
  if (ids.includes('end')) return has('atk:') ?? has('use:') ?? has('play:') ?? 'end';
  return ids[0];
}

/** The panel's link for a seat (or the board), after asking for it. */
async function giveSeat(host: Page, seat: number | 'public'): Promise<string> {
  const row = host.locator(`.lan-seats li[data-seat="${seat}"]`);
  await row.getByRole('button', { name: seat === 'public' ? 'Mostrar el enlace del tablero' : 'Dar a un dispositivo' }).click();
  const input = row.locator('.lan-link input');
  await expect(input).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/#[tb]=[0-9a-f]{64}$/);
  await expect(row.locator('.lan-qr path')).toHaveAttribute('d', /^M4 4h7v1h-7z/);
  return input.inputValue();
}

async function phone(browser: Browser, link: string): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  const page = await ctx.newPage();
  await page.goto(link);
  await expect(page.locator('.seat-online.on')).toBeVisible();
  // the token left the address bar (it stays in the tab for a reload)
  expect(new URL(page.url()).hash).toBe('');
  return { ctx, page };
}

/** Answers the page's question if it has one; the option ids it had, or null. */
async function answer(page: Page): Promise<string[] | null> {
  const buttons = page.locator('.seat-decision .play-options button:not([disabled])');
  if (!(await buttons.count())) return null;
  const ids = await buttons.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.option ?? ''));
  if (!ids.length) return null;
  await page.locator(`.seat-decision .play-options button[data-option="${pick(ids)}"]`).click();
  await expect(page.locator('.seat-decision .play-options button[disabled]')).toHaveCount(0);
  const banner = page.locator('.error-banner');
  if (await banner.count()) throw new Error(`error shown: ${await banner.textContent()}`);
  return ids;
}

test('Nights of Blood over the LAN table: five phones answer their own questions, a board watches', async ({ browser, page: hostPage }) => {
  test.setTimeout(600_000);
  const host: RunningHost = await startHost(tempDataDir(), ENV);
  const phones: { ctx: BrowserContext; page: Page }[] = [];
  try {
    await hostPage.goto(host.url);
    await newGame(hostPage, { game: 'nights', names: NAMES, seed: 'e2e-lan-1' });
    await hostPage.getByText('Jugar en la red local').click();
    await hostPage.getByLabel('Red en la que abrir la mesa').selectOption('127.0.0.1');
    await hostPage.getByRole('button', { name: 'Abrir la mesa a la red local' }).click();
    await expect(hostPage.getByText(/Mesa abierta en http:\/\/127\.0\.0\.1:\d+/)).toBeVisible();

    const links: string[] = [];
    for (let s = 0; s < NAMES.length; s++) links.push(await giveSeat(hostPage, s));
    const boardLink = await giveSeat(hostPage, 'public');
    for (const link of links) phones.push(await phone(browser, link));
    const boardCtx = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'es-ES' });
    const board = await boardCtx.newPage();
    await board.goto(boardLink);
    await expect(board.locator('.seat-who')).toHaveText('Tablero público');

    // each phone shows its own seat
    for (const [i, p] of phones.entries()) await expect(p.page.locator('.seat-who')).toHaveText(`Juega: ${NAMES[i]}`);

    const answered = NAMES.map(() => 0);
    let dropped = false;
    for (let round = 0; round < 400 && (answered.reduce((a, b) => a + b) < ANSWERS || answered.some((n) => n < 2)); round++) {
      let any = false;
      for (const [i, p] of phones.entries()) {
        const ids = await p.page
          .locator('.seat-decision .play-options button')
          .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.option ?? ''));
        if (!dropped && (ids.includes('take') || ids.includes('dodge'))) {
          // mid-attack the phone loses the network, then reloads when it is back: same seat, same question
          dropped = true;
          const prompt = await p.page.locator('#play-prompt').textContent();
          await p.ctx.setOffline(true);
          await expect(p.page.locator('.seat-online.off')).toBeVisible();
          await p.ctx.setOffline(false);
          await expect(p.page.locator('.seat-online.on')).toBeVisible();
          await p.page.reload();
          await expect(p.page.locator('.seat-online.on')).toBeVisible();
          await expect(p.page.locator('#play-prompt')).toHaveText(prompt ?? '');
        }
        if (await answer(p.page)) {
          answered[i]++;
          any = true;
        }
      }
      if (!any) await phones[0].page.waitForTimeout(200);
      // the board never has a question nor a hand
      await expect(board.locator('.seat-decision, .nb-hand button')).toHaveCount(0);
    }
    expect(answered.every((n) => n >= 2)).toBe(true);
    expect(dropped).toBe(true);

    // the bots finish the game; the phones are told their link is void
    for (let s = 0; s < NAMES.length; s++) {
      await hostPage.locator(`.lan-seats li[data-seat="${s}"]`).getByRole('button', { name: 'Pasar a un bot' }).click();
      await expect(hostPage.locator(`.lan-seats li[data-seat="${s}"] .lan-holder`)).toHaveText('Lo juega un bot');
    }
    for (const p of phones) await expect(p.page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();
    await expect(board.getByRole('heading', { name: 'Fin de la partida' })).toBeVisible({ timeout: 120_000 });

    // closing the table to the network: the board's page loses its stream
    await hostPage.getByRole('button', { name: 'Cerrar la mesa a la red' }).click();
    await expect(board.locator('.seat-online.off')).toBeVisible();
    await boardCtx.close();
  } finally {
    for (const p of phones) await p.ctx.close();
    await host.stop();
  }
});
