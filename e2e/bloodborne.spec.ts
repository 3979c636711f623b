import { expect, test, type Page } from '@playwright/test';
import { newGame, OVER_HEADING, passCurtain, resumeOnlyGame, reviewShots, shots, waitScreen } from './helpers';
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

interface Seen {
  curtains: number;
  handClicks: number;
  marketClicks: number;
  keyAnswers: number;
  chosenSeen: number;
  rolls: number;
}

/** The round the table shows (0 when no table is on screen), and the progress line. */
const progressShown = (page: Page) =>
  page.evaluate(() => {
    const text = document.querySelector('.play-progress')?.textContent ?? '';
    const m = /(Ronda|Runda) (\d+)/.exec(text);
    return { table: !!document.querySelector('.bb-table'), text, round: m ? Number(m[2]) : 0 };
  });

/** What one step reads from the page, in one evaluation (each read of its own was a round trip). */
const readScreen = (page: Page) =>
  page.evaluate((humans) => {
    const q = (sel: string) => document.querySelector(sel);
    const all = (sel: string) => [...document.querySelectorAll(sel)];
    const me = (q('.play-you')?.textContent ?? '').replace(/^(Mesa de |Stół: )/, '').trim();
    const other = humans.find((h) => h !== me) ?? '';
    const otherSeat =
      all('.bb-hunter')
        .find((el) => el.querySelector('header strong')?.textContent?.trim() === other)
        ?.getAttribute('data-seat') ?? null;
    const otherBoard = `.bb-hunter[data-seat="${otherSeat}"]`;
    return {
      banner: q('.error-banner')?.textContent ?? null,
      me,
      other,
      otherSeat,
      options: all('[data-option]').map((e) => (e as HTMLElement).dataset.option ?? ''),
      otherChosen: all(`${otherBoard} .bb-secret.chosen`).length,
      otherPlayShown: all(`${otherBoard} .bb-play [data-card]`).length,
      roll: !!q('[data-testid="last-roll"]'),
      step: q('.bb-table')?.getAttribute('data-step') ?? null,
      hand: all('.bb-hand button.bb-card:not([disabled])').length,
      market: all('.bb-market button.bb-card:not([disabled])').length,
    };
  }, HUMANS);

/** One step of the game as the person in front of the screen. Returns false when it is over. */
async function step(page: Page, seen: Seen): Promise<boolean> {
  const at = await waitScreen(page, { over: OVER_HEADING, curtain: '[role="dialog"]', decision: '.bb-decision' });
  if (at === 'over') return false;

  if (
    at === 'curtain' &&
    (await passCurtain(page, {
      table: '.bb-table',
      secret: '.bb-hand, .play-log, [data-card]',
      humans: ['Ana', 'Jan'],
      before: () => shot(page, '01-curtain'),
    }))
  ) {
    seen.curtains++;
    return true;
  }
  const sc = await readScreen(page);
  if (sc.banner !== null) throw new Error(`error shown: ${sc.banner}`);
  const { me, other } = sc;
  expect(HUMANS).toContain(me);

  // nothing of the other human's hand: their card instances are named '<kind>#<seat>'
  for (const o of sc.options) expect(o.endsWith(`#${sc.otherSeat}`), `${me} is offered ${other}'s card ${o}`).toBe(false);
  // the other human's secret choice shows only "has chosen", never the card
  if (sc.otherChosen) {
    seen.chosenSeen++;
    expect(sc.otherPlayShown, `${other}'s chosen card shown to ${me}`).toBe(0);
  }
  if (sc.roll) seen.rolls++;
  if (process.env.VITAE_E2E_DEBUG) console.log(`${me} | step ${sc.step} | hand ${sc.hand} market ${sc.market}`);

  const act = async (fn: () => Promise<void>) => {
    await fn();
    await waitScreen(
      page,
      { curtain: '[role="dialog"]', over: OVER_HEADING, later: `.bb-table:not([data-step="${sc.step}"])` },
      { what: `${me}'s answer at step ${sc.step}` },
    );
  };
  const handButtons = page.locator('.bb-hand button.bb-card:not([disabled])');
  const marketButtons = page.locator('.bb-market button.bb-card:not([disabled])');
  if (sc.hand) {
    await shot(page, '02-hand');
    await review(page, 'hand');
    seen.handClicks++;
    // Ana plays her first card, Jan his last one
    await act(() => (me === 'Ana' ? handButtons.first() : handButtons.last()).click());
  } else if (sc.market) {
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
      const p = await progressShown(page);
      if (p.table && p.round >= 3) break;
      if (!(await step(page, seen))) break;
    }
    expect((await progressShown(page)).round).toBeGreaterThanOrEqual(3);
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
      if (!shot.taken.has('05-table-pl')) {
        const p = await progressShown(page);
        if (p.text.startsWith('Runda') && p.table) await shot(page, '05-table-pl');
      }
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
