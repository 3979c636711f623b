/**
 * What the e2e specs share: the curtain, screenshots taken once per name, and the query of the
 * cards drawn on the page (to check a seat sees only what its view holds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { SHARED_DATA } from './host';

/** One service call from the page, with the browser host's token (sessionStorage); expects success. */
export async function api<T>(page: Page, op: string, input: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ op, input }) => {
      const res = await fetch('/api/call', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vitae-token': sessionStorage.getItem('vitae.token') ?? '' },
        body: JSON.stringify({ op, input }),
      });
      return res.json();
    },
    { op, input },
  );
  expect(result.ok, JSON.stringify(result.error ?? '')).toBe(true);
  return result.value as T;
}

/** The curtain between two human seats (renderer/table/kit/Curtain.tsx). */
export const curtain = (page: Page) => page.getByRole('dialog');

/** The heading of a finished game, in either language. */
const OVER = /^(Fin de la partida|Koniec partii)$/;

/** The game-over heading's element (renderer/table/kit/GameOver.tsx), for waitScreen. */
export const OVER_HEADING = '#play-over-title';

/**
 * Waits until one of `states` (name → CSS selector, in order of priority) matches a visible element
 * and nothing matches `busy` (e.g. an option list disabled while an answer is under way), and
 * returns its name. The page checks at every animation frame, so a spec goes on as soon as the
 * screen changed: `expect(...).toBeVisible()` polls from the test process, after the first few
 * tries every 500 ms, which cost a hotseat spec up to half a second per answer (issue 28).
 */
export async function waitScreen<K extends string>(
  page: Page,
  states: Record<K, string>,
  o: { busy?: string; timeout?: number; what?: string } = {},
): Promise<K> {
  const timeout = o.timeout ?? 20_000;
  try {
    const found = await page.waitForFunction(
      ({ states, busy }: { states: Record<string, string>; busy?: string }) => {
        const shown = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        };
        if (busy && document.querySelector(busy)) return false;
        for (const [name, sel] of Object.entries(states)) if ([...document.querySelectorAll(sel)].some(shown)) return name;
        return false;
      },
      { states: states as Record<string, string>, busy: o.busy },
      { polling: 'raf', timeout },
    );
    return (await found.jsonValue()) as K;
  } catch (e) {
    const wanted = Object.entries(states)
      .map(([k, v]) => `${k} (${String(v)})`)
      .join(', ');
    throw new Error(`${o.what ?? 'waitScreen'}: none of ${wanted}${o.busy ? ` without ${o.busy}` : ''} within ${timeout} ms`, {
      cause: e,
    });
  }
}

/**
 * The curtain between two humans, when it is up: nothing of the table is in the page (the
 * `table` and `secret` selectors match nothing), then one of `humans` shows their table
 * (`before` runs first, e.g. a screenshot). False when no curtain is up.
 */
export async function passCurtain(
  page: Page,
  o: { table: string; secret: string; humans: string[]; before?: () => Promise<void> },
): Promise<boolean> {
  const dialog = curtain(page);
  if (!(await dialog.isVisible())) return false;
  // one look at the page: nothing of the table, nothing secret (the curtain is up, nothing changes)
  const behind = await page.evaluate((sel) => document.querySelectorAll(sel).length, `${o.table}, ${o.secret}`);
  expect(behind, `behind the curtain: ${o.table}, ${o.secret}`).toBe(0);
  await o.before?.();
  const names = o.humans.join('|');
  const button = new RegExp(`^(Soy (${names}): mostrar mi mesa|Jestem (${names}): pokaż mój stół)$`);
  await dialog.getByRole('button', { name: button }).click();
  await waitScreen(page, { table: o.table }, { what: 'the table after the curtain' });
  return true;
}

/**
 * After a restart, on the games list: opens the only saved game, which comes back behind the
 * curtain (with nothing of the table in the page), on its table, or over.
 */
export async function resumeOnlyGame(page: Page, table: string): Promise<void> {
  const row = page.locator('tr[data-game-id]');
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^(Continuar|Kontynuuj)$/ }).click();
  await expect(
    curtain(page)
      .or(page.locator(table))
      .or(page.getByRole('heading', { name: OVER }))
      .first(),
  ).toBeVisible();
  if (await curtain(page).isVisible()) await expect(page.locator(table)).toHaveCount(0);
}

/** Screenshots of one spec: each name once, into `VITAE_SHOTS_DIR` or test-results/<game>. */
export function shots(game: string) {
  const dir = process.env.VITAE_SHOTS_DIR ?? path.join('test-results', game);
  const taken = new Set<string>();
  const shot = async (page: Page, name: string) => {
    if (taken.has(name)) return;
    taken.add(name);
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
  };
  /** `taken`: the names shot so far (a spec may check that a moment happened). */
  return Object.assign(shot, { taken });
}

/** A game set up in the new-game form (Spanish UI): who sits where, which seats are bots, the seed. */
export interface NewGame {
  /** The game's id in the form's list ('vtes', 'vendetta', 'bloodborne', 'nights', 'toy'). */
  game: string;
  /** Seat names in order; their count is the number of players. */
  names: string[];
  /** Bot seats (1-based), each with the bot's option value, or its index in the seat's list. */
  bots?: Record<number, string | number>;
  /** A fixed seed (under "Avanzado"), so the game is the same at every run. */
  seed?: string;
}

/** Opens Jugar → Nueva partida, fills the form and starts the game. */
export async function newGame(page: Page, g: NewGame): Promise<void> {
  await page.getByRole('link', { name: 'Jugar', exact: true }).click();
  await page.getByRole('link', { name: 'Nueva partida' }).click();
  await page.getByLabel('Juego').selectOption(g.game);
  await page.getByLabel(/^Número de jugadores/).fill(String(g.names.length));
  for (const [i, n] of g.names.entries()) await page.getByLabel(`Nombre del asiento ${i + 1}`).fill(n);
  for (const [seat, bot] of Object.entries(g.bots ?? {}))
    await page.getByLabel(`Quién juega en el asiento ${seat}`).selectOption(typeof bot === 'number' ? { index: bot } : bot);
  if (g.seed) {
    await page.getByText('Avanzado').click();
    await page.getByLabel('Semilla del azar').fill(g.seed);
  }
  await page.getByRole('button', { name: 'Empezar la partida' }).click();
}

/**
 * The window sizes a table is made for (issue 16, issue 34 §5): the smallest usual laptop, full
 * HD and 1440p.
 */
export const REVIEW_SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
] as const;

/** Switches the app's language through the settings service; the open screen follows it live. */
async function setLanguage(page: Page, language: 'es' | 'pl'): Promise<void> {
  await page.evaluate(async (lang) => {
    const token = sessionStorage.getItem('vitae.token') ?? '';
    const res = await fetch('/api/call', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vitae-token': token },
      body: JSON.stringify({ op: 'settings.set', input: { language: lang } }),
    });
    if (!((await res.json()) as { ok: boolean }).ok) throw new Error('settings.set refused');
  }, language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await page.getByRole('link', { name: language === 'pl' ? 'Graj' : 'Jugar', exact: true }).waitFor();
}

/**
 * Review screenshots (issue 16: a reviewer looks at the table without playing): each named
 * moment once, at each of REVIEW_SIZES, in Spanish and in Polish, into
 * `<shots dir>/review/<name>-<lang>-<width>x<height>.png`. The language changes live (the game
 * stays where it is) and the window size and Spanish are put back afterwards.
 */
export function reviewShots(game: string) {
  const dir = path.join(process.env.VITAE_SHOTS_DIR ?? path.join('test-results', game), 'review');
  const taken = new Set<string>();
  const review = async (page: Page, name: string) => {
    if (taken.has(name)) return;
    taken.add(name);
    fs.mkdirSync(dir, { recursive: true });
    const size = page.viewportSize();
    for (const language of ['es', 'pl'] as const) {
      if (language === 'pl') await setLanguage(page, 'pl');
      for (const s of REVIEW_SIZES) {
        await page.setViewportSize(s);
        await page.screenshot({ path: path.join(dir, `${name}-${language}-${s.width}x${s.height}.png`) });
      }
    }
    await setLanguage(page, 'es');
    if (size) await page.setViewportSize(size);
  };
  return Object.assign(review, { taken });
}

/**
 * Layout at one window size (issue 16; the size is put back afterwards): how much of the window
 * below its top an element covers (0-1), and the pairs of elements that overlap.
 */
export async function atSize<T>(page: Page, size: { width: number; height: number }, f: () => Promise<T>): Promise<T> {
  const before = page.viewportSize();
  await page.setViewportSize(size);
  try {
    return await f();
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/**
 * What a real pointer on the middle of `target` misses (issue 34 §1): '' when, with the pointer first
 * on `from` (so that pointing at `target` changes what the table shows) and then on `target`, the
 * element at the pointer is `target` or inside it and `target` stayed where it was when the pointer
 * arrived; otherwise what the pointer hit and how far `target` moved. A hover that reflowed the page
 * once made a click's press and release fall on two different options, and the click on neither.
 */
export async function pointerMiss(page: Page, target: Locator, from?: Locator): Promise<string> {
  if (from && (await from.count())) await from.first().hover();
  await target.scrollIntoViewIfNeeded();
  const before = await target.boundingBox();
  await target.hover();
  // the hover's render and layout, two frames later
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));
  return target.evaluate((el, b) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const out: string[] = [];
    if (!hit || !el.contains(hit)) out.push(`the pointer hits ${hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing'}`);
    if (b && (Math.abs(r.x - b.x) > 1 || Math.abs(r.y - b.y) > 1)) out.push(`moved by ${r.x - b.x},${r.y - b.y} when pointed at`);
    return out.join('; ');
  }, before);
}

/** The share of the window's height below an element's top that the element covers. */
export async function heightShare(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.height / Math.max(1, window.innerHeight - r.top);
    });
}

/** Pairs (a, b) of visible elements matching `a` and `b` whose boxes intersect. */
export async function overlapping(page: Page, a: string, b: string): Promise<string[]> {
  return page.evaluate(
    ([sa, sb]) => {
      const boxes = (sel: string) =>
        [...document.querySelectorAll(sel)]
          .map((el, i) => ({ name: `${sel}#${i}`, r: el.getBoundingClientRect() }))
          .filter((x) => x.r.width && x.r.height);
      const out: string[] = [];
      for (const x of boxes(sa))
        for (const y of boxes(sb))
          if (x.r.left < y.r.right - 1 && y.r.left < x.r.right - 1 && x.r.top < y.r.bottom - 1 && y.r.top < x.r.bottom - 1)
            out.push(`${x.name} × ${y.name}`);
      return out;
    },
    [a, b],
  );
}

/** How a table marks its cards: the data attribute naming a card, and where a card may sit. */
export interface CardQuery<F extends string> {
  /** 'card' (data-card, Vendetta) or 'uid' (data-uid, V:TES). */
  attr: 'card' | 'uid';
  /** The hand bar. */
  hand: string;
  /** A seat's area, carrying data-seat. */
  seat: string;
  /** Named flags: the card is inside `in` (and not inside `notIn`). */
  flags: Record<F, { in: string; notIn?: string }>;
}

export type CardInDom<F extends string> = { id: string; inHand: boolean; seat: string | null } & Record<F, boolean>;

/** Every card drawn on the page, with where it is drawn. */
export async function cardsInDom<F extends string>(page: Page, q: CardQuery<F>): Promise<CardInDom<F>[]> {
  return page.evaluate((query) => {
    const selector = `[data-${query.attr}]`;
    return [...document.querySelectorAll<HTMLElement>(selector)].map((el) => {
      const out: Record<string, unknown> = {
        id: el.dataset[query.attr]!,
        inHand: !!el.closest(query.hand),
        seat: el.closest<HTMLElement>(query.seat)?.dataset.seat ?? null,
      };
      for (const [name, f] of Object.entries(query.flags as Record<string, { in: string; notIn?: string }>)) {
        out[name] = !!el.closest(f.in) && !(f.notIn && el.closest(f.notIn));
      }
      return out;
    });
  }, q) as Promise<CardInDom<F>[]>;
}

/** Imports the official V:TES card files through the token-authenticated API, from the page. */
export async function importOfficialCards(page: Page): Promise<void> {
  const rels = ['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv', 'vekn/vteslibmeta.csv'];
  const files = rels.map((rel) => ({ name: path.basename(rel), content: fs.readFileSync(path.join(SHARED_DATA, rel), 'utf8') }));
  const result = await page.evaluate(async (files) => {
    const res = await fetch('/api/call', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vitae-token': sessionStorage.getItem('vitae.token') ?? '' },
      body: JSON.stringify({ op: 'cards.import', input: { files } }),
    });
    return res.json();
  }, files);
  expect(result.ok, JSON.stringify(result.error ?? '')).toBe(true);
  expect(result.value.crypt).toBeGreaterThan(1000);
}
