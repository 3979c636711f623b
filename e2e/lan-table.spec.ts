import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { newGame } from './helpers';
import { startHost, tempDataDir, type RunningHost } from './host';
import { LAN_HOST_ENV as ENV, OVER, PHONE, playThrough } from './lan-play';

// Nights of Blood over the LAN table (issue 31 item 7), loopback only: the host opens the table
// from the game's screen on 127.0.0.1, hands each of the five seats to its own browser context
// (a phone each) through the join links the panel shows, and a sixth context shows the public
// board. Each phone answers every one of its questions to the end of the game (a simple policy
// per seat, through its own buttons); one phone loses the network in the middle of an attack and
// comes back to the same question; the board follows to the end; then a link voided from the
// panel tells its phone so.

const NAMES = ['Ana', 'Jan', 'Eva', 'Olek', 'Marta'];

function pick(ids: string[]): string {
  // attack when it can, dodge, bleed rather than die, discard; otherwise the first option
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

test('Nights of Blood over the LAN table: five phones play to the end, a board watches', async ({ browser, page: hostPage }) => {
  // a ceiling for a loaded machine (each answer waits on conditions, never on a fixed time)
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

    let dropped = false;
    const answered = await playThrough({
      pages: phones.map((p) => p.page),
      board,
      policy: pick,
      seed: 'e2e-lan-1',
      maxAnswers: 400,
      before: async (seat, ids) => {
        if (dropped || !(ids.includes('take') || ids.includes('dodge'))) return false;
        // mid-attack the phone loses the network, then reloads when it is back: same seat, same question
        dropped = true;
        const p = phones[seat];
        const prompt = await p.page.locator('#play-prompt').textContent();
        await p.ctx.setOffline(true);
        await expect(p.page.locator('.seat-online.off')).toBeVisible();
        await p.ctx.setOffline(false);
        await expect(p.page.locator('.seat-online.on')).toBeVisible();
        await p.page.reload();
        await expect(p.page.locator('.seat-online.on')).toBeVisible();
        await expect(p.page.locator('#play-prompt')).toHaveText(prompt ?? '');
        return false;
      },
    });
    expect(answered.every((n) => n >= 2)).toBe(true);
    expect(dropped).toBe(true);
    // the board never had a question nor a hand; every page shows the end
    await expect(board.locator('.seat-decision, .nb-hand button')).toHaveCount(0);
    for (const p of [...phones.map((x) => x.page), board]) await expect(p.getByRole('heading', { name: OVER })).toBeVisible();

    // a link voided from the panel: the phone is told
    await hostPage.locator('.lan-seats li[data-seat="0"]').getByRole('button', { name: 'Anular el enlace' }).click();
    await expect(hostPage.locator('.lan-seats li[data-seat="0"] .lan-holder')).toHaveText('En esta pantalla');
    await expect(phones[0].page.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();

    // closing the table to the network: the board's page loses its stream
    await hostPage.getByRole('button', { name: 'Cerrar la mesa a la red' }).click();
    await expect(board.locator('.seat-online.off')).toBeVisible();
    await boardCtx.close();
  } finally {
    for (const p of phones) await p.ctx.close();
    await host.stop();
  }
});
