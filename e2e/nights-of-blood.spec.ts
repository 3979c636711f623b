import { expect, test, type Page } from '@playwright/test';
import { newGame, OVER_HEADING, passCurtain, resumeOnlyGame, reviewShots, shots, waitScreen } from './helpers';
import { startHost, tempDataDir, type RunningHost } from './host';

// A 5-player Nights of Blood hotseat game: three humans (Ana, Jan, Eva) and two strategist bots.
// Humans confirm curtains and answer through the table. Out-of-turn answers (a dodge, the
// struggle, the blood card before death) come to their player behind a curtain like any other
// turn. The game is played into its second night, the host is restarted, the game resumed and
// played to its end. While a curtain is up nothing of the table is in the page; a human's table
// never shows another living human's sect unless the rules revealed it.

const ENV = { LANG: 'es_ES.UTF-8', LC_ALL: '' };
const shot = shots('nights');
/** The key moments at the three window sizes and in both languages, for review (issue 34 §5). */
const review = reviewShots('nights');
const HUMANS = ['Ana', 'Jan', 'Eva'];

interface Seen {
  curtains: number;
  dodgesAfterCurtain: number;
  outOfTurn: number;
  actionsThisTurn: number;
  lastWasCurtain: boolean;
  tableClicks: number;
  /** Turns where the changes of the seat's previous action were pinned above the log (issue 34 §4). */
  changesShown: number;
}

/** The option the person in front of the screen picks. */
function pick(ids: string[], seen: Seen): string {
  const has = (p: string) => ids.find((x) => x === p || x.startsWith(p));
  if (ids.includes('take') || ids.includes('dodge')) return has('dodge') ?? has('cover') ?? 'take';
  if (ids.includes('die')) return has('blood:') ?? 'die';
  if (ids.includes('stop')) return has('discard') ?? 'stop';
  if (ids.includes('cw')) return 'cw';
  if (ids.includes('end')) {
    if (seen.actionsThisTurn >= 6) return 'end';
    return has('atk:') ?? has('use:') ?? has('play:') ?? has('down') ?? has('mend:') ?? 'end';
  }
  return ids[0];
}

/** What one step reads from the page, in one evaluation (each read of its own was a round trip). */
const readScreen = (page: Page) =>
  page.evaluate((humans) => {
    const q = (sel: string) => document.querySelector(sel);
    const me = (q('.play-you')?.textContent ?? '').replace(/^Mesa de /, '').trim();
    const others = humans
      .filter((h) => h !== me)
      .map((name) => {
        const panel = [...document.querySelectorAll('.nb-seat')].find((p) =>
          [...p.querySelectorAll('.nb-name')].some((n) => (n.textContent ?? '').trim() === name),
        );
        if (!panel) return { name, found: false, revealed: false, sect: '' };
        const revealed =
          !!panel.querySelector('.nb-regent') ||
          [...panel.querySelectorAll('.nb-badge')].some((b) => /en la tumba|Secta vencida/.test(b.textContent ?? ''));
        return { name, found: true, revealed, sect: (panel.querySelector('.nb-sect')?.textContent ?? '').trim() };
      });
    return {
      banner: q('.error-banner')?.textContent ?? null,
      me,
      others,
      ids: [...document.querySelectorAll('.nb-decision .play-options button')].map((e) => (e as HTMLElement).dataset.option ?? ''),
      prompt: q('#play-prompt')?.textContent ?? '',
      turn: q('.play-turn')?.textContent ?? '',
      answers: q('.play-answers')?.textContent ?? '',
      recent: !!q('.play-log-recent li'),
    };
  }, HUMANS);

async function step(page: Page, seen: Seen): Promise<boolean> {
  const at = await waitScreen(
    page,
    { over: OVER_HEADING, curtain: '[role="dialog"]', decision: '.nb-decision' },
    { busy: '.nb-decision .play-options button[disabled]' },
  );
  if (at === 'over') return false;

  if (
    at === 'curtain' &&
    (await passCurtain(page, {
      table: '.nb-table',
      secret: '.nb-hand, .play-log, .nb-seat',
      humans: ['Ana', 'Jan', 'Eva'],
      before: () => shot(page, '01-curtain'),
    }))
  ) {
    seen.curtains++;
    seen.lastWasCurtain = true;
    seen.actionsThisTurn = 0;
    return true;
  }
  const sc = await readScreen(page);
  if (sc.banner !== null) throw new Error(`error shown: ${sc.banner}`);
  const { me, ids } = sc;
  expect(HUMANS).toContain(me);

  // another living human's sect is never on my table unless revealed (the Regent, the dead)
  for (const o of sc.others)
    if (o.found && !o.revealed) expect(o.sect, `${o.name}'s sect on ${me}'s table`).toMatch(/Secta desconocida|Logia|Culto|Apóstatas/);

  const choice = pick(ids, seen);
  if (process.env.VITAE_E2E_DEBUG) console.log(`${me} | ${sc.prompt} | ${choice}`);
  if (ids.includes('take')) {
    seen.outOfTurn++;
    await shot(page, '03-attacked');
    await review(page, 'attacked');
    if (choice === 'dodge' && seen.lastWasCurtain) seen.dodgesAfterCurtain++;
  }
  if (ids.includes('end')) {
    seen.actionsThisTurn++;
    // the turn bar names whose turn it is and who answers: both are me on my own turn (issue 34 §4)
    expect(sc.turn).toBe(`Turno de ${me}`);
    expect(sc.answers).toBe(`Responde ${me}`);
    // a second action in the turn: what the first one changed is pinned above the log and lit on the board
    if (seen.actionsThisTurn > 1) {
      expect(sc.recent, 'the changes of the previous action pinned above the log').toBe(true);
      seen.changesShown++;
    }
    await shot(page, '02-turn');
    await review(page, 'turn');
  }
  seen.lastWasCurtain = false;
  const attacks = ids.filter((x) => x.startsWith('atk:'));
  if (me === 'Ana' && choice.startsWith('atk:')) {
    // Ana plays through the table: the Attack in her hand, then the player to hit
    seen.tableClicks++;
    await page.locator('.nb-hand button[data-card="ataque"]').click();
    if (attacks.length > 1) await page.locator(`.nb-seat[data-seat="${choice.split(':')[2]}"]`).click();
    return true;
  }
  await page.locator(`.nb-decision .play-options button[data-option="${choice}"]`).click();
  return true;
}

/** Starts a Nights of Blood game: seat names, bot seats (heuristic), seed. */
async function newNightsGame(page: Page, url: string, names: string[], bots: number[], seed: string) {
  await page.goto(url);
  await newGame(page, { game: 'nights', names, bots: Object.fromEntries(bots.map((b) => [b, 'heuristic'])), seed });
}

/** The night the table shows (0 when no table is on screen). */
const nightShown = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('.nb-table') ? Number(/noche (\d+)/.exec(document.querySelector('.nb-top')?.textContent ?? '')?.[1] ?? 0) : 0,
  );

test('Nights of Blood hotseat, 3 humans and 2 bots: curtains, an out-of-turn dodge, restart and resume, to the end', async ({ page }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const dataDir = tempDataDir();
  let host: RunningHost = await startHost(dataDir, ENV);
  const seen: Seen = {
    curtains: 0,
    dodgesAfterCurtain: 0,
    outOfTurn: 0,
    actionsThisTurn: 0,
    lastWasCurtain: false,
    tableClicks: 0,
    changesShown: 0,
  };
  try {
    const names = ['Ana', 'Jan', 'Eva', 'Bot1', 'Bot2'];
    await newNightsGame(page, host.url, names, [4, 5], process.env.VITAE_NIGHTS_SEED ?? 'e2e-nights-1');

    for (let i = 0; i < 600; i++) {
      if ((await nightShown(page)) >= 2) break;
      if (!(await step(page, seen))) break;
    }
    expect(seen.curtains).toBeGreaterThan(1);

    await host.stop();
    host = await startHost(dataDir, ENV);
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Jugar' }).click();
    await resumeOnlyGame(page, '.nb-table');
    // a reloaded page has not shown anybody the table yet: nothing is pinned as changed
    seen.actionsThisTurn = 0;
    await shot(page, '04-resumed');

    for (let i = 0; i < 3000; i++) {
      if (!(await step(page, seen))) break;
    }
    await expect(page.getByRole('heading', { name: 'Fin de la partida' })).toBeVisible();
    const ranking = page.locator('.play-ranking');
    for (const n of names) await expect(ranking).toContainText(n);
    await shot(page, '05-over');
    expect(seen.outOfTurn).toBeGreaterThan(0);
    expect(seen.dodgesAfterCurtain).toBeGreaterThan(0);
    expect(seen.tableClicks).toBeGreaterThan(0);
    expect(seen.changesShown).toBeGreaterThan(0);
  } finally {
    await host.stop();
  }
});

test('Nights of Blood with eight seats fits a 1280x720 window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const host = await startHost(tempDataDir(), ENV);
  try {
    await newNightsGame(page, host.url, ['Ana', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'], [2, 3, 4, 5, 6, 7, 8], 'e2e-nights-8');
    await expect(page.locator('.nb-table')).toBeVisible();
    const seats = page.locator('.nb-seat');
    await expect(seats).toHaveCount(8);
    for (let i = 0; i < 8; i++) {
      const box = (await seats.nth(i).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.y + box.height).toBeLessThanOrEqual(720);
    }
    await shot(page, '06-eight-seats');
  } finally {
    await host.stop();
  }
});
