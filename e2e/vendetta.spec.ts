import { expect, test, type Page } from '@playwright/test';
import { startHost, tempDataDir, type RunningHost } from './host';
import {
  atSize,
  cardsInDom,
  newGame,
  OVER_HEADING,
  overlapping,
  passCurtain,
  resumeOnlyGame,
  reviewShots,
  shots,
  waitScreen,
} from './helpers';

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

/** What one step reads from the page, in one evaluation (each read of its own was a round trip). */
interface Screen {
  banner: string | null;
  /** Log lines of a retreat with cards that say where the cards go. */
  retreatWhere: number;
  me: string;
  clan: string;
  otherSeat: string | null;
  /** Card backs in the other human's position. */
  backs: number;
  status: string;
  round: number;
  step: string | null;
  /** The first option's id, and how many options the decision lists. */
  kind: string | null;
  options: number;
  /** At the location being resolved: the other human's "has chosen" token, and revealed tokens. */
  otherChosen: number;
  revealed: number;
  down: boolean;
  handButtons: number;
  locButtons: number;
  /** Of `ids`, those that appear anywhere in the page's markup. */
  inHtml: string[];
}

/** `hands`: each human's last known hand; the other human's is looked for in the page's markup. */
const readScreen = (page: Page, hands: Record<string, string[]>) =>
  page.evaluate(
    ({ humans, hands }): Screen => {
      const q = (sel: string) => document.querySelector(sel);
      const text = (sel: string) => q(sel)?.textContent ?? null;
      const all = (sel: string) => [...document.querySelectorAll(sel)];
      const me = (text('.play-you') ?? '').replace(/^Mesa de /, '').trim();
      const other = humans.find((h) => h !== me) ?? '';
      const ids = hands[other] ?? [];
      const otherSeat =
        all('.vt-player')
          .find((el) => (el.textContent ?? '').toLowerCase().includes(other.toLowerCase()))
          ?.getAttribute('data-seat') ?? null;
      const decision = '.vt-decision:not(.vt-waiting)';
      const current = '.vt-location.vt-current';
      const html = document.documentElement.outerHTML;
      return {
        banner: text('.error-banner'),
        retreatWhere: all('.play-log li').filter((l) =>
          /se retira de .*(vuelven? a la mano|boca arriba al Refugio del Príncipe)\./.test(l.textContent ?? ''),
        ).length,
        me,
        clan: (text('.vt-player.vt-me .vt-marker') ?? '?').trim(),
        otherSeat,
        backs: all(`.vt-position[data-seat="${otherSeat}"] .vt-back`).length,
        status: text('.vt-status') ?? '',
        round: Number(/Ronda (\d) de 3/.exec(text('.vt-status strong') ?? '')?.[1] ?? 0),
        step: q('.vt-table')?.getAttribute('data-step') ?? null,
        kind: q(`${decision} .vt-options button`)?.getAttribute('data-option') ?? null,
        options: all(`${decision} .vt-options button`).length,
        otherChosen: all(`${current} .vt-position[data-seat="${otherSeat}"] .vt-token-chosen`).length,
        revealed: all(`${current} .vt-token-fight, ${current} .vt-token-retreat`).length,
        down: !!q(`${decision} .vt-options button[data-option="down"]`),
        handButtons: all('.vt-hand button.vt-card:not([disabled])').length,
        locButtons: all('button.vt-location-choose:not([disabled])').length,
        inHtml: ids.filter((id) => html.includes(id)),
      };
    },
    { humans: HUMANS, hands },
  );

/** The round the table shows (0 when no table is on screen). */
const roundShown = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('.vt-table')
      ? Number(/Ronda (\d) de 3/.exec(document.querySelector('.vt-status strong')?.textContent ?? '')?.[1] ?? 0)
      : 0,
  );

/** One step of the game as the person in front of the screen. Returns false when it is over. */
async function step(page: Page, seen: Seen): Promise<boolean> {
  const at = await waitScreen(page, { over: OVER_HEADING, curtain: '[role="dialog"]', decision: '.vt-decision:not(.vt-waiting)' });
  if (at === 'over') return false;

  if (
    at === 'curtain' &&
    (await passCurtain(page, {
      table: '.vt-table',
      secret: '.vt-hand, .play-log, [data-card]',
      humans: ['Ana', 'Jan'],
      before: () => shot(page, '01-curtain'),
    }))
  ) {
    seen.curtains++;
    return true;
  }

  // who is at the table, their cards, and (one evaluation) the rest of the screen; the other
  // human's last known hand is looked for anywhere in the page's markup
  const cards = await cardsOnPage(page);
  const sc = await readScreen(page, seen.hands);
  if (sc.banner !== null) throw new Error(`error shown: ${sc.banner}`);
  if (!seen.retreatWhere) seen.retreatWhere = sc.retreatWhere;
  const me = sc.me;
  expect(HUMANS).toContain(me);
  const other = HUMANS.find((h) => h !== me)!;
  const otherHand = new Set(seen.hands[other] ?? []);
  // my own hand, and my clan once chosen
  const hand = cards.filter((c) => c.inHand).map((c) => c.id);
  seen.hands[me] = hand;
  if (sc.clan !== '?') seen.clans[me] = sc.clan;

  // nothing of the other human's hidden cards: a card of their last known hand may only be
  // here face up on the table
  for (const c of cards) {
    if (!otherHand.has(c.id)) continue;
    expect(c.inHand, `${me} sees ${other}'s hand card ${c.id}`).toBe(false);
    expect(c.faceDown, `${me} sees ${other}'s face-down ${c.id}`).toBe(false);
  }
  // nor anywhere else in the page (attributes, option ids, log parameters)
  const faceUpHere = new Set(cards.filter((c) => !c.faceDown && !c.inHand).map((c) => c.id));
  for (const id of sc.inHtml) expect(faceUpHere.has(id), `${me}'s page contains ${other}'s hidden ${id}`).toBe(true);
  seen.backsSeen += sc.backs;
  // every card in the hand bar is of my clan
  if (seen.clans[me]) for (const id of hand) expect(id.startsWith(seen.clans[me])).toBe(true);

  const decision = page.locator('.vt-decision:not(.vt-waiting)');
  const act = async (fn: () => Promise<void>) => {
    await fn();
    // the answer went through: a curtain, the end, or a table at a later step, nothing busy
    await waitScreen(
      page,
      { curtain: '[role="dialog"]', over: OVER_HEADING, later: `.vt-table:not([data-step="${sc.step}"])` },
      { busy: '.vt-options button[disabled]', what: `${me}'s answer at step ${sc.step}` },
    );
  };
  const { status, kind } = sc;
  if (process.env.VITAE_E2E_DEBUG) console.log(`${me} | ${status} | ${kind}`);

  // secret 5.1 choice: the other human's token shows only "has chosen"
  if (/5\.1 Retirada/.test(status) && (kind === 'fight' || kind === 'retreat')) {
    if (sc.otherChosen > 0) {
      // the other human already chose: only "has chosen" shows, no token is revealed yet
      seen.secretChosenSeen = true;
      expect(sc.revealed, 'tokens revealed before both chose').toBe(0);
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
  if (me === 'Ana' && sc.down) {
    seen.faceDownPlayed++;
    await act(() => decision.locator('.vt-options button[data-option="down"]').click());
    return true;
  }

  const handButton = page.locator('.vt-hand button.vt-card:not([disabled])').first();
  // Ana goes to the first location offered; Jan too in round 1 (both face the secret 5.1
  // choice there), later to the last one
  const locButtons = page.locator('button.vt-location-choose:not([disabled])');
  const locButton = me === 'Ana' || sc.round === 1 ? locButtons.first() : locButtons.last();
  if (sc.handButtons) {
    if (/Planificación/.test(status)) {
      await shot(page, '02-planning');
      await review(page, 'planning');
    }
    seen.handClicks++;
    await act(() => handButton.click());
  } else if (sc.locButtons) {
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
  } else if (sc.options <= 9 && seen.keyAnswers % 2 === 0) {
    seen.keyAnswers++;
    await act(() => page.keyboard.press('1'));
  } else {
    seen.keyAnswers++;
    await act(() => decision.locator('.vt-options button:not([disabled])').first().click());
  }
  return true;
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
      if ((await roundShown(page)) >= 2) break;
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
