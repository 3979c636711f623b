import { expect, test, type Page } from '@playwright/test';
import { startHost, tempDataDir, type RunningHost } from './host';
import { atSize, cardsInDom, curtain, newGame, overlapping, passCurtain, resumeOnlyGame, reviewShots, shots } from './helpers';

// A 3-player Vendetta hotseat game driven like people would: two humans (Ana, Jan) and one bot.
// Humans confirm curtains and answer through the table: a card in hand, a location, the number
// keys or the option list. The game is played to the end of round 1, the host is restarted, the
// game resumed and played to the end. Throughout: while a curtain is up nothing of the table is
// in the page, and a human never has the other human's hidden cards in the DOM.

const ENV = { LANG: 'es_ES.UTF-8', LC_ALL: '' };
const HUMANS = ['Ana', 'Jan'];

interface Seen {
  /** Last hand each human had at the table (card ids), to check the other one never sees it. */
  hands: Record<string, string[]>;
  /** Clan id of each human once known. */
  clans: Record<string, string>;
  curtains: number;
  secretChosenSeen: boolean;
  /** Card backs of the other human seen in a position (their face-down cards). */
  backsSeen: number;
  faceDownPlayed: number;
  retreatAnswers: number;
  /** Log lines of a retreat with cards, saying where the cards go (issue 16). */
  retreatWhere: number;
  handClicks: number;
  locationClicks: number;
  keyAnswers: number;
}

const shot = shots('vendetta');
/** The key moments at both window sizes and in both languages, for review (issue 16). */
const review = reviewShots('vendetta');

/** Cards in the page: id, whether in the hand bar, whether face down, and whose position. */
const cardsOnPage = (page: Page) =>
  cardsInDom(page, { attr: 'card', hand: '.vt-hand', seat: '.vt-position', flags: { faceDown: { in: '.vt-own-down' } } });

/** One step of the game as the person in front of the screen. Returns false when it is over. */
async function step(page: Page, seen: Seen): Promise<boolean> {
  const over = page.getByRole('heading', { name: 'Fin de la partida' });
  const dialog = curtain(page);
  const table = page.locator('.vt-table');
  await expect(over.or(dialog).or(page.locator('.vt-decision:not(.vt-waiting)')).first()).toBeVisible();
  if (await over.isVisible()) return false;

  if (
    await passCurtain(page, {
      table: '.vt-table',
      secret: '.vt-hand, .play-log, [data-card]',
      humans: ['Ana', 'Jan'],
      before: () => shot(page, '01-curtain'),
    })
  ) {
    seen.curtains++;
    return true;
  }

  const banner = page.locator('.error-banner');
  if (await banner.count()) throw new Error(`error shown: ${await banner.textContent()}`);
  if (!seen.retreatWhere) {
    const lines = await page.locator('.play-log li').allTextContents();
    seen.retreatWhere = lines.filter((l) => /se retira de .*(vuelven? a la mano|boca arriba al Refugio del Príncipe)\./.test(l)).length;
  }
  const me = (await page.locator('.play-you').textContent({ timeout: 5000 }))?.replace(/^Mesa de /, '').trim() ?? '';
  expect(HUMANS).toContain(me);
  const other = HUMANS.find((h) => h !== me)!;

  // my own hand, and my clan once chosen
  const cards = await cardsOnPage(page);
  const hand = cards.filter((c) => c.inHand).map((c) => c.id);
  seen.hands[me] = hand;
  const clan = (await page.locator('.vt-player.vt-me .vt-marker').textContent({ timeout: 5000 }))?.trim() ?? '?';
  if (clan !== '?') seen.clans[me] = clan;

  // nothing of the other human's hidden cards: a card of their last known hand may only be
  // here face up on the table
  const otherHand = new Set(seen.hands[other] ?? []);
  for (const c of cards) {
    if (!otherHand.has(c.id)) continue;
    expect(c.inHand, `${me} sees ${other}'s hand card ${c.id}`).toBe(false);
    expect(c.faceDown, `${me} sees ${other}'s face-down ${c.id}`).toBe(false);
  }
  // nor anywhere else in the page (attributes, option ids, log parameters)
  const faceUpHere = new Set(cards.filter((c) => !c.faceDown && !c.inHand).map((c) => c.id));
  const html = await page.content();
  for (const id of otherHand) {
    if (!faceUpHere.has(id)) expect(html.includes(id), `${me}'s page contains ${other}'s hidden ${id}`).toBe(false);
  }
  const otherSeat = await page.locator('.vt-player', { hasText: other }).first().getAttribute('data-seat');
  seen.backsSeen += await page.locator(`.vt-position[data-seat="${otherSeat}"] .vt-back`).count();
  // every card in the hand bar is of my clan
  if (seen.clans[me]) for (const id of hand) expect(id.startsWith(seen.clans[me])).toBe(true);

  const decision = page.locator('.vt-decision:not(.vt-waiting)');
  const before = await table.getAttribute('data-step');
  const act = async (fn: () => Promise<void>) => {
    await fn();
    // the answer went through: a curtain, the end, or a table at a later step, nothing busy
    await expect(
      dialog
        .or(over)
        .or(page.locator(`.vt-table:not([data-step="${before}"])`))
        .first(),
    ).toBeVisible();
    await expect(page.locator('.vt-options button[disabled]')).toHaveCount(0);
  };
  const status = (await page.locator('.vt-status').textContent()) ?? '';
  const kind = await decision.locator('.vt-options button').first().getAttribute('data-option');
  if (process.env.VITAE_E2E_DEBUG) console.log(`${me} | ${status} | ${kind}`);

  // secret 5.1 choice: the other human's token shows only "has chosen"
  if (/5\.1 Retirada/.test(status) && (kind === 'fight' || kind === 'retreat')) {
    const current = page.locator('.vt-location.vt-current');
    if ((await current.locator(`.vt-position[data-seat="${otherSeat}"] .vt-token-chosen`).count()) > 0) {
      // the other human already chose: only "has chosen" shows, no token is revealed yet
      seen.secretChosenSeen = true;
      await expect(current.locator('.vt-token-fight, .vt-token-retreat')).toHaveCount(0);
    }
    await shot(page, '04-retreat');
    await review(page, 'retreat');
    seen.retreatAnswers++;
    // Jan retreats, Ana fights: both through the option list
    await act(() => decision.locator(`.vt-options button[data-option="${me === 'Jan' ? 'retreat' : 'fight'}"]`).click());
    return true;
  }

  if (/elección de Clan/.test(status)) await shot(page, '00-clan');
  if (/Construcción de la mano/.test(status)) await shot(page, '00-hand');

  // Ana plays her cards face down (paying 1 blood) whenever she may, Jan face up
  const down = decision.locator('.vt-options button[data-option="down"]');
  if (me === 'Ana' && (await down.count())) {
    seen.faceDownPlayed++;
    await act(() => down.click());
    return true;
  }

  const handButton = page.locator('.vt-hand button.vt-card:not([disabled])').first();
  // Ana goes to the first location offered; Jan too in round 1 (both face the secret 5.1
  // choice there), later to the last one
  const locButtons = page.locator('button.vt-location-choose:not([disabled])');
  const locButton = me === 'Ana' || (await roundShown(page)) === 1 ? locButtons.first() : locButtons.last();
  if (await handButton.count()) {
    if (/Planificación/.test(status)) {
      await shot(page, '02-planning');
      await review(page, 'planning');
    }
    seen.handClicks++;
    await act(() => handButton.click());
  } else if (await locButton.count()) {
    await shot(page, '03-location');
    if (!review.taken.has('location')) {
      // at 1280x720 the card-text panel (a card's text is shown) stays clear of the player boxes
      await expect(page.locator('.vt-inspect')).toBeVisible();
      const clash = await atSize(page, { width: 1280, height: 720 }, () => overlapping(page, '.vt-inspect', '.vt-player'));
      expect(clash, 'card text over a player box at 1280x720').toEqual([]);
    }
    await review(page, 'location');
    seen.locationClicks++;
    await act(() => locButton.click());
  } else if ((await decision.locator('.vt-options button').count()) <= 9 && seen.keyAnswers % 2 === 0) {
    seen.keyAnswers++;
    await act(() => page.keyboard.press('1'));
  } else {
    seen.keyAnswers++;
    await act(() => decision.locator('.vt-options button:not([disabled])').first().click());
  }
  return true;
}

async function roundShown(page: Page): Promise<number> {
  const text =
    (await page
      .locator('.vt-status strong')
      .first()
      .textContent()
      .catch(() => null)) ?? '';
  const m = /Ronda (\d) de 3/.exec(text);
  return m ? Number(m[1]) : 0;
}

test('Vendetta hotseat, 2 humans and a bot: curtains, secret retreat, restart and resume, to the end', async ({ page }) => {
  test.setTimeout(900_000);
  const dataDir = tempDataDir();
  let host: RunningHost = await startHost(dataDir, ENV);
  const seen: Seen = {
    hands: {},
    clans: {},
    curtains: 0,
    secretChosenSeen: false,
    backsSeen: 0,
    faceDownPlayed: 0,
    retreatAnswers: 0,
    retreatWhere: 0,
    handClicks: 0,
    locationClicks: 0,
    keyAnswers: 0,
  };
  try {
    await page.goto(host.url);
    await newGame(page, { game: 'vendetta', names: ['Ana', 'Jan', 'Bot'], bots: { 3: 1 }, seed: 'e2e-vendetta-1' });

    // round 1
    for (let i = 0; i < 400; i++) {
      if ((await page.locator('.vt-table').count()) && (await roundShown(page)) >= 2) break;
      if (!(await step(page, seen))) break;
    }
    expect(await roundShown(page)).toBe(2);
    expect(seen.curtains).toBeGreaterThan(1);
    expect(seen.handClicks).toBeGreaterThan(1);

    // restart the app and resume: the game comes back behind a curtain
    await host.stop();
    host = await startHost(dataDir, ENV);
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Jugar' }).click();
    await resumeOnlyGame(page, '.vt-table');
    await shot(page, '05-resumed');

    for (let i = 0; i < 1500; i++) {
      if (!(await step(page, seen))) break;
    }
    await expect(page.getByRole('heading', { name: 'Fin de la partida' })).toBeVisible();
    const ranking = page.locator('.play-ranking');
    for (const n of ['Ana', 'Jan', 'Bot']) await expect(ranking).toContainText(n);
    await shot(page, '06-over');
    await review(page, 'over');

    expect(seen.retreatAnswers).toBeGreaterThan(0);
    expect(seen.retreatWhere, 'a retreat line says where the cards go').toBeGreaterThan(0);
    expect(seen.secretChosenSeen).toBe(true);
    expect(seen.locationClicks).toBeGreaterThan(0);
    expect(seen.faceDownPlayed).toBeGreaterThan(0);
    expect(seen.backsSeen).toBeGreaterThan(0);

    // a rule reference of the log opens the rules reference at that section, highlighted
    const ref = page.locator('.play-log a.rule-ref[href="#/rules/vendetta/5.1"]').first();
    await ref.click();
    await expect(page.locator('.rules-section.highlight[data-section="5.1"]')).toBeInViewport();
    await expect(page.locator('.rules-section.highlight h3')).toHaveText('5.1. Retirada');
    await shot(page, '07-rules');
  } finally {
    await host.stop();
  }
});

test('rules reference: table of contents, section links, highlight, unknown section, Polish', async ({ page }) => {
  const host = await startHost(tempDataDir(), ENV);
  try {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Reglas' }).click();
    // several games have rules: pick Vendetta's
    await page.locator('.rules-games').getByRole('link', { name: 'Vendetta', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglas de Vampiro: La Mascarada – Vendetta');
    const toc = page.getByRole('navigation', { name: 'Índice' });
    await toc.getByRole('link', { name: '5.4. Conflicto' }).click();
    await expect(page).toHaveURL(/#\/rules\/vendetta\/5\.4$/);
    await expect(page.locator('.rules-section.highlight')).toHaveAttribute('data-section', '5.4');
    await expect(page.locator('.rules-section.highlight')).toBeInViewport();
    await expect(toc.locator('a[aria-current="location"]')).toHaveText('5.4. Conflicto');
    // a finer engine reference opens the enclosing section
    await page.evaluate(() => (window.location.hash = '#/rules/vendetta/setup.10'));
    await expect(page.locator('.rules-section.highlight')).toHaveAttribute('data-section', 'setup');
    await page.evaluate(() => (window.location.hash = '#/rules/vendetta/nope'));
    await expect(page.getByRole('status').filter({ hasText: 'La sección «nope» no existe' })).toBeVisible();
    await expect(page.locator('.rules-section.highlight')).toHaveCount(0);
    await page.evaluate(() => (window.location.hash = '#/rules/vendetta/glossary'));
    await expect(page.locator('.rules-glossary')).toContainText('Frenesí · Szał');
  } finally {
    await host.stop();
  }

  const pl = await startHost(tempDataDir(), { ...ENV, LANG: 'pl_PL.UTF-8' });
  try {
    await page.goto(pl.url + '#/rules/vendetta/5.1');
    await expect(page.locator('.rules-section.highlight h3')).toHaveText('5.1. Odwrót');
    await expect(page.getByRole('navigation', { name: 'Spis treści' })).toBeVisible();
    await shot(page, '08-rules-pl');
  } finally {
    await pl.stop();
  }
});
