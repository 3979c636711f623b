import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { api } from './helpers';

// What the LAN table specs share (issue 31 item 7): a game opened to the network on 127.0.0.1
// only, one browser context per seat holding that seat's link, a context for the public board,
// and a loop in which every seat page answers its own questions through its own buttons, with a
// seeded policy per seat, until the game is over.

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const LAPTOP = { viewport: { width: 1366, height: 768 } };
export const OVER = 'Fin de la partida';
/**
 * The host's environment for LAN specs. Every test phone connects from 127.0.0.1, so they would
 * share one address's request budget (main/lan/rate.ts), which no real table does: raised here.
 */
export const LAN_HOST_ENV = { LANG: 'es_ES.UTF-8', LC_ALL: '', VITAE_LAN_RATE: '1000,5000' };

/** A small seeded generator (mulberry32 over a string's hash): the same seat picks the same way every run. */
export function seeded(text: string): () => number {
  let a = 0;
  for (const ch of text) a = (Math.imul(a, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seat's choice among the option ids its page shows (random: the seat's own generator). */
export type Policy = (ids: string[], random: () => number) => string;

export interface LanTable {
  id: string;
  origin: string;
  /** One token per seat. */
  tokens: string[];
  /** A watcher token for the public board. */
  watch: string;
}

/** Creates a game with human seats, opens its table and opens the table to 127.0.0.1. */
export async function openLanTable(host: Page, game: { game: string; names: string[]; config?: unknown; seed: string }): Promise<LanTable> {
  const seats = game.names.map((name) => ({ name, kind: 'human' }));
  const { id } = await api<{ id: string }>(host, 'games.create', { game: game.game, seats, config: game.config, seed: game.seed });
  return openAgain(host, id, game.names.length);
}

/** Opens a saved game's table to 127.0.0.1 and hands every seat (and a board) a new link. */
export async function openAgain(host: Page, id: string, seats: number): Promise<LanTable> {
  await api(host, 'table.open', { id });
  const { origin } = await api<{ origin: string }>(host, 'lan.open', { table: id, address: '127.0.0.1' });
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const tokens: string[] = [];
  for (let seat = 0; seat < seats; seat++) tokens.push((await api<{ token: string }>(host, 'table.issue', { table: id, seat })).token);
  const { token: watch } = await api<{ token: string }>(host, 'table.issue', { table: id, seat: 'public' });
  return { id, origin, tokens, watch };
}

/** A page on a seat's (or the board's) link; it shows the seat once connected. */
export async function openLink(ctx: BrowserContext, link: string, who: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(link);
  await expect(page.locator('.seat-online.on')).toBeVisible();
  await expect(page.locator('.seat-who')).toHaveText(who);
  return page;
}

export async function newContext(browser: Browser, kind: 'phone' | 'laptop' | 'board'): Promise<BrowserContext> {
  const size = kind === 'phone' ? PHONE : kind === 'laptop' ? LAPTOP : { viewport: { width: 1280, height: 720 } };
  return browser.newContext({ ...size, locale: 'es-ES' });
}

/** The option ids the page offers now (each once), or an empty list. */
export async function optionIds(page: Page): Promise<string[]> {
  const ids = await page
    .locator('button[data-option]:not([disabled])')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.option ?? ''));
  return [...new Set(ids.filter(Boolean))];
}

/** Clicks one option and waits until the page took the answer; an error shown fails the spec. */
export async function click(page: Page, option: string): Promise<void> {
  await page.locator(`button[data-option="${option}"]:not([disabled])`).first().click();
  await expect(page.locator('button[data-option][disabled]')).toHaveCount(0);
  const banner = page.locator('.error-banner');
  if (await banner.count()) throw new Error(`error shown: ${await banner.textContent()}`);
}

export interface PlayOptions {
  pages: Page[];
  board: Page;
  policy: Policy;
  seed: string;
  /** Called before a seat answers (a spec's hook: reconnect, a second device...); true: it answered itself. */
  before?: (seat: number, ids: string[], answered: number[]) => Promise<boolean>;
  /** Stops early once this returns true (after an answer). */
  until?: (answered: number[]) => boolean;
  maxAnswers: number;
}

/**
 * Every seat page answers its own questions (the policy picks among the buttons it shows) until
 * the board shows the game's end (or `until`). The board never has a question. Returns how many
 * questions each seat answered.
 */
export async function playThrough(o: PlayOptions): Promise<number[]> {
  const random = o.pages.map((_, seat) => seeded(`${o.seed}:${seat}`));
  const answered = o.pages.map(() => 0);
  const over = o.board.getByRole('heading', { name: OVER });
  for (let total = 0; total < o.maxAnswers;) {
    if (o.until?.(answered)) return answered;
    let any = false;
    for (let seat = 0; seat < o.pages.length; seat++) {
      const ids = await optionIds(o.pages[seat]);
      if (!ids.length) continue;
      if (process.env.VITAE_E2E_DEBUG) console.log(`${new Date().toISOString()} seat ${seat}: ${ids.join(' ')}`);
      if (!(o.before && (await o.before(seat, ids, answered)))) await click(o.pages[seat], o.policy(ids, random[seat]));
      answered[seat]++;
      total++;
      any = true;
    }
    await expect(o.board.locator('button[data-option]')).toHaveCount(0);
    if (any) continue;
    if (await over.count()) return answered;
    // nobody has a question this instant: the pages are pulling the new step
    await o.board.waitForTimeout(50);
  }
  throw new Error(`no end after ${o.maxAnswers} answers (${answered.join(',')})`);
}
