import { expect, test, type Page } from '@playwright/test';
import { curtain, newGame, passCurtain, resumeOnlyGame, reviewShots, shots } from './helpers';
import { startHost, tempDataDir, type RunningHost } from './host';

// A 3-hunter Bloodborne hotseat game driven like people would: two humans (Ana, Jan) and one bot.
// Humans confirm curtains and answer through the table: a card in hand, a market card, the number
// keys or the option list. After a few rounds the host is restarted, the game resumed, the app
// switched to Polish, and the game played to the end. Throughout: while a curtain is up nothing of
// the table is in the page; a human never has the other human's hand or pending secret choice in
// the DOM.

const ENV = { LANG: 'es_ES.UTF-8', LC_ALL: '' };
const shot = shots('bloodborne');
/** The key moments at the three window sizes and in both languages, for review (issue 34 §5). */
const review = reviewShots('bloodborne');
const HUMANS = ['Ana', 'Jan'];
const OVER = /^(Fin de la partida|Koniec partii)$/;

interface Seen {
  curtains: number;
  handClicks: number;
  marketClicks: number;
  keyAnswers: number;
  chosenSeen: number;
  rolls: number;
}

async function roundShown(page: Page): Promise<number> {
  const text =
    (await page
      .locator('.play-progress')
      .first()
      .textContent({ timeout: 2000 })
      .catch(() => null)) ?? '';
  const m = /(Ronda|Runda) (\d+)/.exec(text);
  return m ? Number(m[2]) : 0;
}

/** One step of the game as the person in front of the screen. Returns false when it is over. */
async function step(page: Page, seen: Seen): Promise<boolean> {
  const over = page.getByRole('heading', { name: OVER });
  const dialog = curtain(page);
  const table = page.locator('.bb-table');
  await expect(over.or(dialog).or(page.locator('.bb-decision')).first()).toBeVisible();
  if (await over.isVisible()) return false;

  if (
    await passCurtain(page, {
      table: '.bb-table',
      secret: '.bb-hand, .play-log, [data-card]',
      humans: ['Ana', 'Jan'],
      before: () => shot(page, '01-curtain'),
    })
  ) {
    seen.curtains++;
    return true;
  }
  const banner = page.locator('.error-banner');
  if (await banner.count()) throw new Error(`error shown: ${await banner.textContent()}`);
  const me = (await page.locator('.play-you').textContent({ timeout: 5000 }))?.replace(/^(Mesa de |Stół: )/, '').trim() ?? '';
  expect(HUMANS).toContain(me);
  const other = HUMANS.find((h) => h !== me)!;
  const otherSeat = await page
    .locator('.bb-hunter')
    .filter({ has: page.locator('header strong', { hasText: new RegExp(`^${other}$`) }) })
    .first()
    .getAttribute('data-seat');

  // nothing of the other human's hand: their card instances are named '<kind>#<seat>'
  const options = await page.locator('[data-option]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.option ?? ''));
  for (const o of options) expect(o.endsWith(`#${otherSeat}`), `${me} is offered ${other}'s card ${o}`).toBe(false);
  // the other human's secret choice shows only "has chosen", never the card
  const otherBoard = page.locator(`.bb-hunter[data-seat="${otherSeat}"]`);
  if (await otherBoard.locator('.bb-secret.chosen').count()) {
    seen.chosenSeen++;
    await expect(otherBoard.locator('.bb-play [data-card]')).toHaveCount(0);
  }
  if (await page.locator('[data-testid="last-roll"]').count()) seen.rolls++;

  const before = await table.getAttribute('data-step');
  const act = async (fn: () => Promise<void>) => {
    await fn();
    await expect(
      dialog
        .or(over)
        .or(page.locator(`.bb-table:not([data-step="${before}"])`))
        .first(),
    ).toBeVisible();
  };
  const handButtons = page.locator('.bb-hand button.bb-card:not([disabled])');
  const marketButtons = page.locator('.bb-market button.bb-card:not([disabled])');
  if (await handButtons.count()) {
    await shot(page, '02-hand');
    await review(page, 'hand');
    seen.handClicks++;
    // Ana plays her first card, Jan his last one
    await act(() => (me === 'Ana' ? handButtons.first() : handButtons.last()).click());
  } else if (await marketButtons.count()) {
    await shot(page, '03-market');
    await review(page, 'market');
    seen.marketClicks++;
    await act(() => marketButtons.first().click());
  } else if (seen.keyAnswers % 2 === 0) {
    seen.keyAnswers++;
    await act(() => page.keyboard.press('1'));
  } else {
    seen.keyAnswers++;
    await act(() => page.locator('.bb-decision .play-options button:not([disabled])').first().click());
  }
  return true;
}

test('Bloodborne hotseat, 2 humans and a bot: curtains, secret choices, restart and resume, Polish, to the end', async ({ page }) => {
  test.setTimeout(900_000);
  const dataDir = tempDataDir();
  let host: RunningHost = await startHost(dataDir, ENV);
  const seen: Seen = { curtains: 0, handClicks: 0, marketClicks: 0, keyAnswers: 0, chosenSeen: 0, rolls: 0 };
  try {
    await page.goto(host.url);
    await newGame(page, { game: 'bloodborne', names: ['Ana', 'Jan', 'Bot'], bots: { 3: 1 }, seed: 'e2e-bloodborne-1' });

    for (let i = 0; i < 400; i++) {
      if ((await page.locator('.bb-table').count()) && (await roundShown(page)) >= 3) break;
      if (!(await step(page, seen))) break;
    }
    expect(await roundShown(page)).toBeGreaterThanOrEqual(3);
    expect(seen.curtains).toBeGreaterThan(1);
    expect(seen.handClicks).toBeGreaterThan(1);

    // restart the app and resume, then switch to Polish
    await host.stop();
    host = await startHost(dataDir, ENV);
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Ajustes' }).click();
    await page.getByLabel('Polski').click();
    await expect(page.getByLabel('Polski')).toBeChecked();
    await page.getByRole('link', { name: 'Graj' }).click();
    await resumeOnlyGame(page, '.bb-table');
    await shot(page, '04-resumed-pl');

    for (let i = 0; i < 2000; i++) {
      const progress = await page
        .locator('.play-progress')
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null);
      if (progress?.startsWith('Runda') && (await page.locator('.bb-table').count())) await shot(page, '05-table-pl');
      if (!(await step(page, seen))) break;
    }
    await expect(page.getByRole('heading', { name: 'Koniec partii' })).toBeVisible();
    const ranking = page.locator('.play-ranking');
    for (const n of ['Ana', 'Jan', 'Bot']) await expect(ranking).toContainText(n);
    await shot(page, '06-over');
    expect(seen.chosenSeen).toBeGreaterThan(0);
    expect(seen.rolls).toBeGreaterThan(0);
    expect(seen.marketClicks + seen.keyAnswers).toBeGreaterThan(0);
  } finally {
    await host.stop();
  }
});
