/**
 * Issue 34 §1: the Banu Haqim deck of TWD 10238 (its crypt, and a library of its cards that the
 * engine does not run) played by hand, in Spanish, and the board checked after each. These cards have
 * no reviewed data entry: they are played from their catalog facts and their reviewed timing and
 * target hints (data/manual-hints.json), the rest of their text by hand through the manual
 * operations. Haqim's Law: Retribution (a reviewed entry since issue 29, played in this deck beside the
 * hand-played cards) goes into play, and during the bleed the engine offers its discard of a combat card
 * for +1 bleed; Villein (a reviewed entry since issue 29) is played on a vampire of
 * Ana's (not offered before she has one) and moves the blood she picks; Pentex(TM) Subversion is played on a ready vampire of Ana's (any
 * ready minion is a legal target; hers, so that what she is offered shows the rule) and its "cannot
 * block" marker stops that vampire blocking when the other Methuselah bleeds her; her other vampire
 * blocks, and in that combat Hunger of Marduk, a combat card usable only before range is determined
 * (a reviewed entry since issue 29), is played at that step (never offered outside a combat) and its
 * ranged strike of the round steals 1 blood.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHARED_DATA, startHost, tempDataDir } from './host';
import { api, curtain, importOfficialCards } from './helpers';

const ENV = { LANG: 'es_ES.UTF-8', LC_ALL: '' };
/** Augustus Giovanni (capacity 11) and Blood Doll: the other Methuselah's deck. */
const GIOVANNI = '200149';
const BLOOD_DOLL = '100199';
const STEP_MS = 60_000;

/** The library card ids of the official file by name. */
function libraryIds(): Map<string, string> {
  const text = fs.readFileSync(path.join(SHARED_DATA, 'vekn', 'vteslib.csv'), 'utf8');
  return new Map([...text.matchAll(/^"(\d+)","([^"]+)"/gm)].map((m) => [m[2], m[1]]));
}

/** Clicks an option of the decision and waits until the table moved on (the curtain passed if one shows). */
async function choose(page: Page, option: ReturnType<Page['locator']>, what: string) {
  await test.step(what, async () => {
    const table = page.locator('.vx-table');
    const before = await table.getAttribute('data-step');
    await expect(option.first(), what).toBeEnabled({ timeout: STEP_MS });
    await option.first().click();
    await expect(
      curtain(page)
        .or(page.locator(`.vx-table:not([data-step="${before}"])`))
        .first(),
      `${what}: answered`,
    ).toBeVisible({
      timeout: STEP_MS,
    });
    await showTable(page);
  });
}

/** A pick with a single answer is answered by the engine itself: chooses only when it is asked. */
async function chooseIfAsked(page: Page, option: ReturnType<Page['locator']>, what: string) {
  await page.waitForTimeout(300);
  if (await option.count()) await choose(page, option, what);
}

async function showTable(page: Page) {
  const dialog = curtain(page);
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: /Soy Ana/ }).click();
  await expect(page.locator('.vx-decision, .vx-waiting').first()).toBeVisible({ timeout: STEP_MS });
}

const opt = (page: Page, id: string) => page.locator(`.vx-options button[data-option="${id}"]`);
const optText = (page: Page, text: string | RegExp) => page.locator('.vx-options button').filter({ hasText: text });
const mine = (page: Page) => page.locator('.vx-seat.me');
/** The slot of a card in a ready region of `within`: the card and the cards put on it. */
const slotOf = (page: Page, within: Locator, card: string) =>
  within
    .locator('[role="group"][aria-label^="Zona preparada"] .vx-slot')
    .filter({ has: page.locator(`button.vx-card[data-card="${card}"]`) })
    .first();

/**
 * Plays Ana's turns by the rules until `done` holds: in the influence phase blood goes to one
 * uncontrolled vampire until it can come into play; every other phase ends (the host plays the bot).
 */
async function playUntil(page: Page, done: () => Promise<boolean>) {
  let target: string | null = null;
  for (let i = 0; i < 160; i++) {
    if (await done()) return;
    const status = (await page.locator('.vx-status').textContent()) ?? '';
    const bringOut = optText(page, /Pasar a la zona preparada/);
    if (await bringOut.count()) {
      await choose(page, bringOut, 'a vampire comes into play');
      continue;
    }
    const transfers = page.locator('.vx-options button').filter({ hasText: /transferencia: 1 de reserva a / });
    if (await transfers.count()) {
      // one vampire at a time; the next one once it came into play
      if (!target || !(await transfers.filter({ hasText: target }).count()))
        target = (((await transfers.first().textContent()) ?? '').split(' de reserva a ')[1] ?? '').trim();
      const to = transfers.filter({ hasText: target });
      if (await to.count()) {
        await choose(page, to, `influence: 1 blood to ${target}`);
        continue;
      }
    }
    const end = optText(page, /^\d*\s*(Terminar la fase|Nada más|No bloquear|No voto más)$/);
    if (!(await end.count())) throw new Error(`no way on: ${status}`);
    await choose(page, end, `go on (${status.trim()})`);
  }
  throw new Error('the awaited moment never came');
}

test('V:TES issue 34: the Banu Haqim deck of TWD 10238 played by hand, the board checked after each card', async ({ page }) => {
  test.setTimeout(720_000);
  const host = await startHost(tempDataDir(), ENV);
  try {
    await page.goto(host.url);
    await importOfficialCards(page);
    const twd = await api<{ content: { crypt: Record<string, number> } }>(page, 'decks.parseImport', {
      text: fs.readFileSync(path.join(SHARED_DATA, 'twd', '10238.txt'), 'utf8'),
      edition: 'es-2018',
    });
    const ids = libraryIds();
    const cards = ['Pentex(TM) Subversion', 'Villein', "Haqim's Law: Retribution", 'Hunger of Marduk', 'Swallowed by the Night'];
    // the deck's crypt, and a library of exactly a hand of its cards (the opening hand holds them all):
    // one Hunger of Marduk is discarded for Haqim's Law, the other played in a combat
    const library = cards.map((n) => ({ id: ids.get(n)!, count: n === 'Swallowed by the Night' || n === 'Hunger of Marduk' ? 2 : 1 }));
    const crypt = Object.entries(twd.content.crypt).map(([uid, count]) => ({ id: uid.replace(/^vtes:/, ''), count }));
    const game = await api<{ id: string }>(page, 'games.create', {
      game: 'vtes',
      seats: [
        { name: 'Ana', kind: 'human' },
        { name: 'Bot', kind: 'bot', bot: 'heuristic' },
      ],
      seed: 'issue-34-banu-haqim',
      // the bot's vampires are old (capacity 11): none comes into play before Ana's bleed
      config: {
        edition: 'es-2018',
        decks: [
          { name: 'Banu Haqim (TWD 10238)', crypt, library },
          { name: 'Giovanni', crypt: [{ id: GIOVANNI, count: 12 }], library: [{ id: BLOOD_DOLL, count: 40 }] },
        ],
      },
    });
    await page.goto(`${host.url}#/play/game/${encodeURIComponent(game.id)}`);
    await showTable(page);
    await expect(page.locator('.vx-hand button.vx-card')).toHaveCount(7);

    // Villein needs a vampire of Ana's to go on: not offered while she has none (turn 1)
    await expect(optText(page, /Jugar Villein/)).toHaveCount(0);
    // by the rules until a Banu Haqim vampire is in play and Haqim's Law is offered in the master phase;
    // Hunger of Marduk (only before range is determined) is never offered outside a combat
    const readyVampires = mine(page).locator('[role="group"][aria-label^="Zona preparada"] button.vx-card');
    // the options that play Hunger of Marduk (a discard, the discard phase's, Haqim's Law's or by hand, is no play)
    const hungerUids = await page
      .locator('.vx-hand button.vx-card[data-card="Hunger of Marduk"]')
      .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-uid') ?? ''));
    expect(hungerUids).toHaveLength(2);
    const hungerPlays = () =>
      page
        .locator('.vx-options button, .vx-selected button')
        .evaluateAll(
          (bs, uids) =>
            bs
              .map((b) => b.getAttribute('data-option') ?? '')
              .filter((id) => id.split(':').some((x) => uids.includes(x)) && !/^(discard|c|ability):/.test(id)),
          hungerUids,
        );
    await playUntil(page, async () => {
      if (!(await page.locator('.vx-combat').count())) expect(await hungerPlays(), 'Hunger of Marduk outside a combat').toEqual([]);
      return (await readyVampires.count()) > 0 && (await optText(page, /^\d*\s*Jugar Haqim's Law/).count()) > 0;
    });
    const vampire = mine(page).locator('[role="group"][aria-label^="Zona preparada"] button.vx-card').first();
    const name = (await vampire.getAttribute('data-card'))!;
    const ready = mine(page).locator(`[role="group"][aria-label^="Zona preparada"] button.vx-card[data-card="${name}"]`);

    // Haqim's Law: Retribution goes into play as it is played (its reviewed entry: no manual window)
    await choose(page, optText(page, /Jugar Haqim's Law/), "play Haqim's Law");
    await expect(mine(page).locator(`button.vx-card[data-card="Haqim's Law: Retribution"]`)).toHaveCount(1);

    // the bleed: Haqim's Law's discard of a combat card (offered by the engine once nobody blocks), +1 bleed
    const poolBefore = Number(((await page.locator('.vx-seat[data-seat="1"] .vx-pool').textContent()) ?? '').replace(/\D/g, ''));
    await choose(page, page.locator(`.vx-options button[data-option^="min:"]`).filter({ hasText: name }), `${name} acts`);
    await choose(
      page,
      page.locator('.vx-options button[data-option^="bleed:"]').or(page.locator('.vx-selected button[data-option^="bleed:"]')),
      'bleed',
    );
    expect(await hungerPlays(), 'Hunger of Marduk during a bleed').toEqual([]);
    const discard = optText(page, /descartar Hunger of Marduk para \+1 de sangrado/);
    for (let i = 0; i < 4 && !(await discard.count()); i++) await choose(page, optText(page, /^\d*\s*Nada más$/), 'pass');
    await choose(page, discard, "Haqim's Law: discard Hunger of Marduk for +1 bleed");
    for (let i = 0; i < 6 && (await page.locator('.vx-action').count()); i++) {
      const pass = optText(page, /^\d*\s*(Nada más|Terminar la fase)$/);
      if (!(await pass.count())) break;
      await choose(page, pass, 'let the bleed resolve');
    }
    await expect(page.locator('.vx-seat[data-seat="1"] .vx-pool')).toHaveText(new RegExp(`${poolBefore - 2}`));
    await expect(mine(page).locator('.vx-ash summary')).toContainText(/[1-9]/);

    // Ana's next master phase: Villein played on a vampire she controls, then (its reviewed entry since
    // issue 29) the 2 to 5 blood it moves, as she picks: 2
    await playUntil(page, async () => (await optText(page, /^\d*\s*Jugar Villein/).count()) > 0);
    const blood = Number(((await ready.locator('.vx-blood').textContent()) ?? '0').split('/')[0]);
    await choose(page, optText(page, /Jugar Villein/), 'play Villein');
    await chooseIfAsked(page, optText(page, name), `Villein on ${name}`);
    await expect(slotOf(page, mine(page), name).locator('.vx-attached').filter({ hasText: 'Villein' })).toHaveCount(1);
    await chooseIfAsked(page, opt(page, 'k:2'), '2 blood from the vampire to the pool');
    await expect(ready.locator('.vx-blood')).toHaveText(new RegExp(`^${blood - 2}/`));

    // a later master phase: Pentex(TM) Subversion played on a ready minion, Ana's vampire: it goes on
    // that vampire with its "cannot block" marker, kept while the card stays
    await playUntil(page, async () => (await optText(page, /Jugar Pentex/).count()) > 0);
    await choose(page, optText(page, /Jugar Pentex/), 'play Pentex(TM) Subversion');
    await choose(page, optText(page, name), `Pentex on ${name}`);
    await expect(slotOf(page, mine(page), name).locator('.vx-attached').filter({ hasText: 'Pentex' })).toHaveCount(1);
    await expect(ready.locator('.vx-marks')).toContainText('no puede bloquear');
    await choose(page, opt(page, 'done'), 'end the manual operations');

    // the other Methuselah's vampire bleeds Ana while she has another vampire ready and unlocked: that
    // one is offered as a blocker, the one with Pentex(TM) Subversion never is
    const blockers = optText(page, /^\d*\s*Bloquear con /);
    await playUntil(page, async () => {
      if (await blockers.count()) expect(await optText(page, `Bloquear con ${name}`).count(), `${name} offered as a blocker`).toBe(0);
      return (await blockers.count()) > 0;
    });
    await expect(page.locator('.vx-decision')).toContainText('Augustus Giovanni');
    const blocker = ((await blockers.first().textContent()) ?? '').replace(/^\d*\s*Bloquear con /, '').trim();
    expect(blocker).not.toBe(name);
    await choose(page, blockers, `block with ${blocker}`);
    await expect(page.locator('.vx-combat')).toBeVisible({ timeout: STEP_MS });

    // the combat: Hunger of Marduk is offered before range is determined (the step's question says
    // so) and played there; its entry gives Ana's vampire a ranged strike this round that steals 1
    // blood, chosen at the strike step; at the end of the round the card goes to the ash heap
    const hunger = page.locator(`.vx-options button[data-option^="card:${hungerUids[1]}:"]`);
    for (let i = 0; i < 6 && !(await hunger.count()); i++) await choose(page, optText(page, /^\d*\s*Nada más$/), 'pass');
    await expect(page.locator('.vx-decision')).toContainText('antes de determinar la distancia');
    await choose(page, hunger, 'play Hunger of Marduk before range');
    // played: out of the hand, named among the combat's lines until the round ends
    await expect(page.locator(`.vx-hand button.vx-card[data-uid="${hungerUids[1]}"]`)).toHaveCount(0);
    await expect(page.locator('.vx-combat')).toContainText('Hunger of Marduk');
    const theirs = page.locator(
      '.vx-seat:not(.me) [role="group"][aria-label^="Zona preparada"] button.vx-card[data-card="Augustus Giovanni"]',
    );
    const [theirBlood] = ((await theirs.locator('.vx-blood').textContent()) ?? '0/0').split('/').map(Number);
    const steal = opt(page, 'rstrike');
    for (let i = 0; i < 8 && !(await steal.count()); i++) await choose(page, optText(page, /^\d*\s*Nada más$/), 'pass');
    await choose(page, steal, "the round's ranged strike: steal 1 blood");
    await expect(theirs.locator('.vx-blood')).toHaveText(new RegExp(`^${theirBlood - 1}/`));
    // the round ends (no strike changes it: both strike with their hands, or pass) and the card goes
    // to Ana's ash heap
    const inAsh = mine(page).locator('.vx-ash li').filter({ hasText: 'Hunger of Marduk' });
    for (let i = 0; i < 12 && (await inAsh.count()) < 2; i++) {
      const on = page
        .locator('.vx-options button[data-option^="hand"]')
        .or(optText(page, /^\d*\s*(Nada más|No bloquear|Terminar la fase)$/));
      if (!(await on.count())) break;
      await choose(page, on, 'the round goes on');
    }
    await expect(inAsh).toHaveCount(2);
  } finally {
    await host.stop();
  }
});
