/**
 * Suite 'searchUi' (issue 14 item 4): keystroke to rendered results in Chromium. The browser host
 * (out/main/web.cjs, built by `npm run bench`) runs on a fresh data folder, the official card
 * files of ../shared/data are imported through the Cards page, then queries are typed one key at
 * a time. For each key the page itself measures from the keydown event to the first animation
 * frame after the answer of the search that key started has been drawn (React commits when the
 * answer arrives; the frame after it is what the player sees), and splits it in parts: keydown
 * to the call sent (the render of the keystroke), the round trip to the host (on the page's
 * WebSocket, as the page makes it) up to the answer read and parsed by the page's own client, and the answer to the
 * frame (the render of the results), itself split at the first change of the DOM after the
 * answer: 'react' (the answer committed) and 'paint' (style, layout, paint up to the frame).
 * Figures only: no test asserts time.
 * Skipped with a note when Chromium or the card files are missing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { report, percentile, type Bench } from './harness';

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED = path.resolve(ROOT, '..', 'shared', 'data');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FILES = ['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv', 'vekn/vteslibmeta.csv', 'vekn/vtesbundles.csv'];
/** Typed one key at a time, the box emptied before each (prefixes, names, a field filter, Spanish). */
const TYPED = ['the', 'blood doll', 'nefertiti', 'clan:ventrue', 'ab', 'dominacion', 'kind:crypt cap>=10'];
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'disabled-by-default-v8.cpu_profiler',
];
/** A key whose search has not started within this time started none (the box ignores it). */
const NO_SEARCH_MS = 1000;

/**
 * Counts the card searches the page starts and ends, and the keydown time of the search box. The
 * page's calls travel on its WebSocket (renderer/api/web-bridge.ts): a search is the message sent
 * with "cards.search", its answer the reply with the same call id, read and parsed by the page's
 * own client (the hook runs right after the client's handler, before the answer is drawn). A
 * search sent over HTTP (the socket not open yet, or down) is counted too, and told apart.
 */
const INSTRUMENT = `(() => {
  const w = window;
  w.__searchStarted = 0;
  w.__searchPending = 0;
  w.__viaHttp = 0;
  w.__settled = [];
  const settle = () => {
    w.__searchPending--;
    // the key's wait is told at once (a polling timer would load the page it measures)
    if (w.__searchPending === 0) for (const f of w.__settled.splice(0)) f();
  };
  const sent = () => {
    w.__searchStarted++; w.__searchPending++; w.__sentAt = performance.now();
  };
  const searches = new Set();
  const WS = w.WebSocket;
  w.WebSocket = class extends WS {
    send(data) {
      const id = typeof data === 'string' && data.includes('"cards.search"') ? /^{"call":"([^"]+)"/.exec(data)?.[1] : undefined;
      if (id) {
        searches.add(id);
        sent();
      }
      return super.send(data);
    }
    get onmessage() {
      return super.onmessage;
    }
    set onmessage(fn) {
      super.onmessage = (e) => {
        fn.call(this, e);
        const id = typeof e.data === 'string' ? /^{"reply":"([^"]+)"/.exec(e.data)?.[1] : undefined;
        if (id && searches.delete(id)) {
          w.__answerAt = performance.now();
          settle();
        }
      };
    }
  };
  const fetch0 = w.fetch.bind(w);
  w.fetch = async (url, init) => {
    const search = typeof init?.body === 'string' && init.body.includes('"cards.search"');
    if (!search) return fetch0(url, init);
    sent();
    w.__viaHttp++;
    let res;
    try {
      res = await fetch0(url, init);
    } catch (e) {
      settle();
      throw e;
    }
    const json0 = res.json.bind(res);
    res.json = async () => {
      try {
        const value = await json0();
        w.__answerAt = performance.now();
        return value;
      } finally {
        settle();
      }
    };
    return res;
  };
  document.addEventListener('keydown', (e) => { w.__keyAt = e.timeStamp; }, true);
  // the first change of the page's DOM after an answer: React's commit of that answer is done
  w.__commitAt = NaN;
  w.__watch = (el) => new MutationObserver(() => {
    if (w.__answerAt > (w.__commitAt || 0)) w.__commitAt = performance.now();
  }).observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

function startHost(dataDir: string): Promise<{ url: string; stop(): void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'out/main/web.cjs'), '--data-dir', dataDir], {
      env: { ...process.env, LANG: 'es_ES.UTF-8' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (d) => (out += String(d)));
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[a-f0-9]+)/.exec(out);
      if (m) resolve({ url: m[1], stop: () => child.kill('SIGKILL') });
    });
    child.once('exit', (code) => reject(new Error(`host exited (${code}): ${out.slice(-500)}`)));
  });
}

/** Where one key's time went: keydown to the last search sent, its round trip, answer to frame. */
interface KeyTime {
  total: number;
  toSend: number;
  /** the call's round trip: sent on the socket to its reply parsed by the page's client */
  trip: number;
  render: number;
  /** the render's parts: the answer read and drawn by React into the DOM, then that DOM to the frame */
  react: number;
  paint: number;
}

/**
 * Types one key and returns the page's own measure of keydown to the frame after the answer, split
 * in its parts, or null when the key started no search.
 */
async function keyToFrame(page: Page, key: string): Promise<KeyTime | null> {
  const started = await page.evaluate(() => (window as unknown as { __searchStarted: number }).__searchStarted);
  await page.keyboard.type(key);
  return page.evaluate(
    ([before, giveUp]) =>
      new Promise<KeyTime | null>((resolve) => {
        const w = window as unknown as {
          __searchStarted: number;
          __searchPending: number;
          __keyAt: number;
          __sentAt: number;
          __answerAt: number;
          __commitAt: number;
          __settled: (() => void)[];
        };
        const done = () =>
          // the answer's state is set; the next frame shows it
          requestAnimationFrame(() =>
            setTimeout(() => {
              const now = performance.now();
              // an answer that changes nothing on the page has no commit: all of it is the frame's
              const commit = w.__commitAt > w.__answerAt ? w.__commitAt : w.__answerAt;
              resolve({
                total: now - w.__keyAt,
                toSend: w.__sentAt - w.__keyAt,
                trip: w.__answerAt - w.__sentAt,
                render: now - w.__answerAt,
                react: commit - w.__answerAt,
                paint: now - commit,
              });
            }, 0),
          );
        const check = () => {
          if (w.__searchStarted > before && w.__searchPending === 0) done();
          else if (w.__searchStarted > before) w.__settled.push(check);
          else if (performance.now() - w.__keyAt > giveUp) resolve(null);
          else setTimeout(check, 20); // the search starts in the key's own render: rarely seen here
        };
        check();
      }),
    [started, NO_SEARCH_MS] as const,
  );
}

export const searchUiBench: Bench = async () => {
  if (!fs.existsSync(CHROMIUM) || !FILES.every((f) => fs.existsSync(path.join(SHARED, f)))) {
    report('cards.search_ui.skipped', 1, 'flag', { reason: 'no Chromium or no card files' });
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bench-ui-'));
  const host = await startHost(dataDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(INSTRUMENT);
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Cartas' }).click();
    await page.getByLabel('Elegir archivos…').setInputFiles(FILES.map((f) => path.join(SHARED, f)));
    await page.getByRole('status', { name: 'Importación terminada' }).waitFor({ timeout: 180_000 });
    const box = page.getByRole('combobox', { name: 'Buscar cartas' });
    await page.evaluate(() => (window as unknown as { __watch(el: Element): void }).__watch(document.querySelector('.cl-results-col')!));
    const keys: KeyTime[] = [];
    /** The typed text of each timed key, to name the slowest. */
    const typed: string[] = [];
    // VITAE_BENCH_TRACE=file.json: a Chromium trace of the typing (timeline and JS samples)
    const trace = process.env.VITAE_BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
    for (const query of TYPED) {
      await box.fill('');
      await box.focus();
      for (let i = 0; i < query.length; i++) {
        const k = await keyToFrame(page, query[i]);
        if (k === null) continue;
        keys.push(k);
        typed.push(query.slice(0, i + 1));
      }
    }
    if (trace) await browser.stopTracing();
    const times = keys.map((k) => k.total);
    const sorted = [...times].sort((a, b) => a - b);
    const slowest = typed[times.indexOf(Math.max(...times))];
    const viaHttp = await page.evaluate(() => (window as unknown as { __viaHttp: number }).__viaHttp);
    const extra = { keys: times.length, target: 50, slowest, viaHttp };
    report('cards.search_ui.keystroke_to_render_p50_ms', percentile(sorted, 50), 'ms', extra);
    report('cards.search_ui.keystroke_to_render_p95_ms', percentile(sorted, 95), 'ms', extra);
    report('cards.search_ui.keystroke_to_render_max_ms', sorted[sorted.length - 1], 'ms', extra);
    // the parts of the time: keydown to the call sent, its round trip, answer to frame (and its parts: the answer drawn into the DOM by React, that DOM to the frame)
    for (const part of ['toSend', 'trip', 'render', 'react', 'paint'] as const) {
      const s = keys.map((k) => k[part]).sort((a, b) => a - b);
      report(`cards.search_ui.${part}_p95_ms`, percentile(s, 95), 'ms', { p50: Math.round(percentile(s, 50) * 10) / 10 });
    }
    // VITAE_BENCH_KEYS=1: one line per key with its parts
    if (process.env.VITAE_BENCH_KEYS) {
      keys.forEach((k, i) => console.log(JSON.stringify({ typed: typed[i], ...k })));
    }
  } finally {
    await browser.close();
    host.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
