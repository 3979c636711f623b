import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { api } from './helpers';
import { startHost, tempDataDir, type RunningHost } from './host';
import { newContext, openLanTable, openLink, LAN_HOST_ENV as ENV, OVER, playThrough } from './lan-play';

// Bloodborne and Vendetta over the LAN table (issue 31 items 6 and 7), loopback only: three
// hunters (Bloodborne) or three Princes (Vendetta) on three phones, each answering its own
// questions, secret ones included, through its own page, and a fourth context on the public
// board. Bloodborne is played to its end by the phones. Vendetta's phones play its first round
// (clans, hand building, planning with the secret fight or retreat, resolution), then the seats
// are handed to bots and the board shows the end: the V:TES and Nights of Blood specs already
// play a whole game through seat pages, and three rounds of Vendetta would double the suite's time.

const NAMES = ['Ana', 'Jan', 'Eva'];

/** The first option a page shows (the order the game lists them in). */
const first = (ids: string[]) => ids[0];

async function seats(browser: Browser, host: Page, game: string, contexts: BrowserContext[]) {
  const lan = await openLanTable(host, { game, names: NAMES, config: { players: 3 }, seed: `e2e-lan-${game}` });
  const pages: Page[] = [];
  for (let seat = 0; seat < NAMES.length; seat++) {
    const ctx = await newContext(browser, 'phone');
    contexts.push(ctx);
    pages.push(await openLink(ctx, `${lan.origin}/#t=${lan.tokens[seat]}`, `Juega: ${NAMES[seat]}`));
  }
  const boardCtx = await newContext(browser, 'board');
  contexts.push(boardCtx);
  const board = await openLink(boardCtx, `${lan.origin}/#b=${lan.watch}`, 'Tablero público');
  return { lan, pages, board };
}

for (const game of ['bloodborne', 'vendetta'] as const) {
  test(`${game} over the LAN table: three phones answer their own questions, a board follows to the end`, async ({
    browser,
    page: hostPage,
  }) => {
    // a ceiling for a loaded machine (each answer waits on conditions, never on a fixed time)
    test.setTimeout(600_000);
    const host: RunningHost = await startHost(tempDataDir(), ENV);
    const contexts: BrowserContext[] = [];
    try {
      await hostPage.goto(host.url);
      const { lan, pages, board } = await seats(browser, hostPage, game, contexts);
      // each phone shows the compact board of its own view under its question
      for (const p of pages) await expect(p.locator('.seat-compact li')).toHaveCount(NAMES.length);
      const answered = await playThrough({
        pages,
        board,
        policy: first,
        seed: `e2e-lan-${game}`,
        maxAnswers: 300,
        // Vendetta: the first round (its resolution starts the second round's questions)
        until: game === 'vendetta' ? (a) => a.reduce((x, y) => x + y) >= 60 : undefined,
      });
      expect(
        answered.every((n) => n >= 3),
        answered.join(','),
      ).toBe(true);
      if (game === 'vendetta') {
        for (let seat = 0; seat < NAMES.length; seat++)
          await api(hostPage, 'table.assign', { table: lan.id, seat, to: 'bot', bot: 'heuristic' });
        for (const p of pages) await expect(p.getByRole('heading', { name: 'Este enlace ya no sirve' })).toBeVisible();
        await expect(board.getByRole('heading', { name: OVER })).toBeVisible();
      } else {
        for (const p of [...pages, board]) await expect(p.getByRole('heading', { name: OVER })).toBeVisible();
      }
      expect((await api<{ over: boolean }>(hostPage, 'table.info', { table: lan.id })).over).toBe(true);
    } finally {
      for (const c of contexts) await c.close();
      await host.stop();
    }
  });
}
