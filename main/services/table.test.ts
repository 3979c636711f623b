/**
 * The table service (issue 31 items 1-3, issue 34 §4): seats reached only through their own
 * token, stale answers refused and harmless, two answers to one question (one wins), bots
 * answered in main (at once or one per delay, pushed), reconnecting with a token, seats handed
 * over and tokens revoked, the multi-step undo policy, and a host killed mid-game resuming.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { AppError } from '../common/errors';
import { loadSqlJs } from '../db/sqljs';
import { createDispatcher } from '../api/dispatcher';
import { gameHandlers } from './games';
import { tableHandlers } from './table-handlers';
import { bot, human, tableRig } from './table-testing';
import { TOKEN_BYTES } from './table-tokens';
import type { SeatConfig } from '../engine/types';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});
afterEach(() => {
  vi.useRealTimers();
});

function errKey(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return `${e.code}/${e.key}`;
    throw e;
  }
  return 'no error';
}

/** A chain game (each seat answers three questions in a row) opened as a table. */
function chainTable(seats: SeatConfig[] = [human('Ana'), human('Jan')], config = { players: seats.length, perTurn: 3, turns: 6 }) {
  const rig = tableRig(SQL);
  const { id } = rig.games.create({ game: 'chain', seats, config });
  const opened = rig.tables.open(id);
  const token = (seat: number) => opened.grants.find((g) => g.seat === seat)!.token;
  return { ...rig, id, opened, token };
}

describe('seat tokens', () => {
  it('each human seat on the screen gets its own random token of 256 bits; bots get none', () => {
    const t = chainTable([human('Ana'), bot('B'), human('Jan')]);
    expect(t.opened.grants.map((g) => g.seat)).toEqual([0, 2]);
    for (const g of t.opened.grants) expect(g.token).toMatch(new RegExp(`^[0-9a-f]{${TOKEN_BYTES * 2}}$`));
    expect(new Set(t.opened.grants.map((g) => g.token)).size).toBe(2);
    expect(t.opened.seats.map((s) => s.holder)).toEqual(['screen', 'bot', 'screen']);
    // opening again (a reload of the window) gives the same screen tokens back
    expect(t.tables.open(t.id).grants).toEqual(t.opened.grants);
  });

  it("a token serves only its own seat: seat A's token shows A's secret, never B's, and cannot answer B's question", () => {
    const t = chainTable();
    const a = t.tables.view(t.id, t.token(0));
    const b = t.tables.view(t.id, t.token(1));
    expect(a.seat).toBe(0);
    expect((a.view as { secret: number }).secret).toBe(100);
    expect((b.view as { secret: number }).secret).toBe(101);
    expect(JSON.stringify(a)).not.toContain('101');
    // seat 0 must answer; seat 1's token cannot answer it (it has no question), nothing changes
    expect(errKey(() => t.tables.choose(t.id, t.token(1), 0, 'x'))).toBe('illegal_move/not_your_decision');
    expect(t.games.session(t.id).step).toBe(0);
    // a made-up token, an empty one, a watcher token: refused alike
    for (const bad of ['f'.repeat(64), '', 'nope', t.tables.issue(t.id, 'public').token]) {
      expect(errKey(() => t.tables.view(t.id, bad))).toBe('unauthorized/seat_token_invalid');
      expect(errKey(() => t.tables.choose(t.id, bad, 0, 'x'))).toBe('unauthorized/seat_token_invalid');
    }
    expect(t.games.session(t.id).step).toBe(0);
  });

  it("a token of another table is refused there; a closed table's tokens are dead", () => {
    const t = chainTable();
    const { id: other } = t.games.create({ game: 'chain', seats: [human('X'), human('Y')], config: { players: 2, perTurn: 1, turns: 2 } });
    const o = t.tables.open(other);
    expect(errKey(() => t.tables.view(t.id, o.grants[0].token))).toBe('unauthorized/seat_token_invalid');
    expect(errKey(() => t.tables.board(t.id, o.grants[0].token))).toBe('unauthorized/seat_token_invalid');
    t.tables.close(other);
    expect(t.tables.authorize(o.grants[0].token)).toBeNull();
    expect(errKey(() => t.tables.view(other, o.grants[0].token))).toBe('not_found/table_not_open');
  });

  it('a seat handed to a device: the screen token is revoked, the device token works, revoking it brings the seat back to the screen', () => {
    const t = chainTable();
    const screenToken = t.token(1);
    const phone = t.tables.issue(t.id, 1);
    expect(t.tables.info(t.id).seats[1].holder).toBe('device');
    expect(errKey(() => t.tables.view(t.id, screenToken))).toBe('unauthorized/seat_token_invalid');
    expect(t.tables.view(t.id, phone.token).seat).toBe(1);
    expect(t.tables.authorize(phone.token)).toEqual({ table: t.id, seat: 1 });
    const pushes = t.pushes.length;
    t.tables.revoke(t.id, 1);
    expect(t.pushes.length).toBeGreaterThan(pushes);
    expect(errKey(() => t.tables.view(t.id, phone.token))).toBe('unauthorized/seat_token_invalid');
    expect(errKey(() => t.tables.choose(t.id, phone.token, 0, 'x'))).toBe('unauthorized/seat_token_invalid');
    const back = t.tables.open(t.id).grants.find((g) => g.seat === 1)!;
    expect(back.token).not.toBe(screenToken);
    expect(t.tables.view(t.id, back.token).seat).toBe(1);
    expect(t.games.session(t.id).step).toBe(0);
  });

  it('a seat handed to a bot is played by main and saved so; handed back, a player answers it again', () => {
    const t = chainTable();
    t.tables.choose(t.id, t.token(0), 0, 'x');
    t.tables.choose(t.id, t.token(0), 1, 'x');
    t.tables.choose(t.id, t.token(0), 2, 'x');
    const { info } = t.tables.assign(t.id, 1, 'bot');
    expect(info.seats[1]).toMatchObject({ kind: 'bot', holder: 'bot' });
    // the bot answered its three questions at once: seat 0 is asked again
    expect(t.games.session(t.id).step).toBe(6);
    expect(t.games.list()[0].seats[1].kind).toBe('bot');
    expect(t.games.savedRecord(t.id).seats[1].kind).toBe('bot');
    // revoking a bot's seat revokes nothing and leaves the bot in place
    expect(t.tables.revoke(t.id, 1).seats[1].kind).toBe('bot');
    const { grant } = t.tables.assign(t.id, 1, 'screen');
    expect(grant?.seat).toBe(1);
    expect(t.games.savedRecord(t.id).seats[1].kind).toBe('human');
    expect(errKey(() => t.tables.assign(t.id, 0, 'bot', 'no-such-bot'))).toBe('invalid_input/bot_not_available');
  });

  it('the public board needs a token of the table (or the host); it shows no secret', () => {
    const t = chainTable();
    const watcher = t.tables.issue(t.id, 'public');
    const board = t.tables.board(t.id, watcher.token);
    expect(board.seat).toBe('public');
    expect(board.decision).toBeNull();
    expect((board.view as { secret: unknown }).secret).toBeNull();
    expect(t.tables.info(t.id).watchers).toBe(1);
    t.tables.revoke(t.id, 'public');
    expect(errKey(() => t.tables.board(t.id, watcher.token))).toBe('unauthorized/seat_token_invalid');
  });
});

describe('steps', () => {
  it('an answer to an older step is refused (stale_step) and changes nothing', () => {
    const t = chainTable();
    const v0 = t.tables.view(t.id, t.token(0));
    t.tables.choose(t.id, t.token(0), v0.step, 'x');
    const saved = JSON.stringify(t.games.savedRecord(t.id));
    // the same view answered again: its question was answered, a new one asked at step 1
    expect(errKey(() => t.tables.choose(t.id, t.token(0), v0.step, 'y'))).toBe('illegal_move/stale_step');
    // a step from the future too
    expect(errKey(() => t.tables.choose(t.id, t.token(0), 7, 'y'))).toBe('illegal_move/stale_step');
    expect(JSON.stringify(t.games.savedRecord(t.id))).toBe(saved);
    expect(t.games.session(t.id).step).toBe(1);
  });

  it('two answers to the same question at once: the first wins, the other is told stale_step', async () => {
    const t = chainTable();
    const d = createDispatcher({ ...gameHandlers(t.store, t.games), ...tableHandlers(t.tables) } as never);
    const input = (option: string) => ({ table: t.id, token: t.token(0), step: 0, option });
    const [a, b] = await Promise.all([d.call('table.choose', input('x')), d.call('table.choose', input('y'))]);
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({ ok: false, error: { code: 'illegal_move', key: 'stale_step' } });
    expect(t.games.savedRecord(t.id).choices).toEqual([{ seat: 0, option: 'x' }]);
  });

  it('the same answer sent again (a retried request, a double click) is recorded once; the second gets the view as it is', async () => {
    const t = chainTable();
    const d = createDispatcher({ ...gameHandlers(t.store, t.games), ...tableHandlers(t.tables) } as never);
    const input = { table: t.id, token: t.token(0), step: 0, option: 'y' };
    const [a, b] = await Promise.all([d.call('table.choose', input), d.call('table.choose', input)]);
    expect(a).toMatchObject({ ok: true, value: { step: 1 } });
    expect(b).toMatchObject({ ok: true, value: { step: 1 } });
    expect(t.games.savedRecord(t.id).choices).toEqual([{ seat: 0, option: 'y' }]);
    // another seat's token sending the same answer is not taken for it
    expect(errKey(() => t.tables.choose(t.id, t.token(1), 0, 'y'))).toBe('illegal_move/stale_step');
    expect(t.games.session(t.id).step).toBe(1);
  });

  it("a simultaneous secret question is still answerable after another seat's answer (its question did not change)", () => {
    const rig = tableRig(SQL);
    const { id } = rig.games.create({ game: 'toy', seats: [human('Ana'), human('Jan')], seed: 'sim' });
    const o = rig.tables.open(id);
    const [a, b] = [o.grants[0].token, o.grants[1].token];
    const va = rig.tables.view(id, a);
    const vb = rig.tables.view(id, b);
    expect(va.decision?.kind).toBe('toy.bid');
    expect(vb.decision?.kind).toBe('toy.bid');
    rig.tables.choose(id, a, va.step, va.decision!.options[0].id);
    const after = rig.tables.choose(id, b, vb.step, vb.decision!.options[0].id);
    expect(after.step).toBe(2);
  });

  it('every change is pushed as {table, step}', () => {
    const t = chainTable();
    t.tables.choose(t.id, t.token(0), 0, 'x');
    t.tables.choose(t.id, t.token(0), 1, 'y');
    t.tables.undo(t.id, t.token(0), 2);
    expect(t.pushes.slice(-3)).toEqual([
      { table: t.id, step: 1 },
      { table: t.id, step: 2 },
      { table: t.id, step: 1 },
    ]);
  });
});

describe('bots in main', () => {
  it('without a delay, bots answer before the answer returns (as the hotseat did)', () => {
    const t = chainTable([human('Ana'), bot('B')], { players: 2, perTurn: 2, turns: 4 });
    t.tables.choose(t.id, t.token(0), 0, 'x');
    const v = t.tables.choose(t.id, t.token(0), 1, 'x');
    // the bot's two answers are in, Ana is asked again
    expect(v.step).toBe(4);
    expect(v.decision?.seat).toBe(0);
    expect(t.games.savedRecord(t.id).choices.map((c) => c.seat)).toEqual([0, 0, 1, 1]);
  });

  it('with a delay, bots answer one choice per delay on a timer, each pushed; clients wait meanwhile', () => {
    vi.useFakeTimers();
    const t = chainTable([human('Ana'), bot('B')], { players: 2, perTurn: 2, turns: 4 });
    t.tables.open(t.id, { botDelayMs: 300 });
    t.tables.choose(t.id, t.token(0), 0, 'x');
    t.tables.choose(t.id, t.token(0), 1, 'x');
    expect(t.games.session(t.id).step).toBe(2);
    expect(t.tables.turn(t.id, [t.token(0)], 0)).toMatchObject({ kind: 'wait', waiting: [1] });
    const pushes = t.pushes.length;
    vi.advanceTimersByTime(300);
    expect(t.games.session(t.id).step).toBe(3);
    expect(t.pushes.length).toBe(pushes + 1);
    vi.advanceTimersByTime(300);
    expect(t.games.session(t.id).step).toBe(4);
    expect(t.tables.turn(t.id, [t.token(0)], 0)).toMatchObject({ kind: 'answer', seat: 0, curtain: false });
  });
});

describe('turn: who answers, and the curtain', () => {
  it('a screen holding two human seats puts up the curtain when the seat changes; one seat per device never', () => {
    const t = chainTable([human('Ana'), human('Jan')], { players: 2, perTurn: 1, turns: 4 });
    const both = [t.token(0), t.token(1)];
    expect(t.tables.turn(t.id, both, null)).toMatchObject({ kind: 'answer', seat: 0, curtain: true, undo: null });
    expect(t.tables.turn(t.id, both, 0)).toMatchObject({ kind: 'answer', seat: 0, curtain: false });
    t.tables.choose(t.id, t.token(0), 0, 'x');
    // Ana may still take back her answer from the curtain shown to Jan
    expect(t.tables.turn(t.id, both, 0)).toMatchObject({ kind: 'answer', seat: 1, name: 'Jan', curtain: true, undo: 0 });
    // Jan's phone: no curtain; Ana's phone: waits for seat 1
    expect(t.tables.turn(t.id, [t.token(1)], null)).toMatchObject({ kind: 'answer', seat: 1, curtain: false });
    expect(t.tables.turn(t.id, [t.token(0)], 0)).toMatchObject({ kind: 'wait', waiting: [1] });
  });

  it('reports the game over', () => {
    const t = chainTable([human('Ana'), bot('B')], { players: 2, perTurn: 1, turns: 2 });
    const v = t.tables.choose(t.id, t.token(0), 0, 'x');
    expect(v.result).not.toBeNull();
    expect(t.tables.turn(t.id, [t.token(0)], 0)).toEqual({ kind: 'over', step: 2 });
  });
});

describe('multi-step undo (issue 34 §4)', () => {
  it("takes back a player's own choices one by one, through the bots' answers after them", () => {
    const t = chainTable([human('Ana'), bot('B')], { players: 2, perTurn: 3, turns: 4 });
    for (let i = 0; i < 3; i++) t.tables.choose(t.id, t.token(0), i, 'x');
    // the bot answered its three; Ana may still take back her three
    expect(t.games.session(t.id).step).toBe(6);
    let v = t.tables.view(t.id, t.token(0));
    expect(v.canUndo).toBe(true);
    v = t.tables.undo(t.id, t.token(0), v.step);
    expect(v.step).toBe(2);
    expect(v.decision?.seat).toBe(0);
    v = t.tables.undo(t.id, t.token(0), v.step);
    v = t.tables.undo(t.id, t.token(0), v.step);
    expect(v.step).toBe(0);
    expect(v.canUndo).toBe(false);
    expect(errKey(() => t.tables.undo(t.id, t.token(0), 0))).toBe('illegal_move/undo_not_allowed');
    expect(t.games.savedRecord(t.id).choices).toEqual([]);
    expect(t.logs.some((l) => /took back 4 recorded choice/.test(l))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(t.token(0));
  });

  it('stops at what another seat saw: its own answer, or a view with its question', () => {
    const t = chainTable([human('Ana'), human('Jan')], { players: 2, perTurn: 2, turns: 4 });
    t.tables.choose(t.id, t.token(0), 0, 'x');
    t.tables.choose(t.id, t.token(0), 1, 'x');
    // Jan has not looked: Ana may undo
    expect(t.tables.view(t.id, t.token(0)).canUndo).toBe(true);
    // Jan is shown his question: Ana's answers are seen
    t.tables.view(t.id, t.token(1));
    expect(t.tables.view(t.id, t.token(0)).canUndo).toBe(false);
    expect(errKey(() => t.tables.undo(t.id, t.token(0), 2))).toBe('illegal_move/undo_not_allowed');
    // Jan answers once, then takes it back: his own answer only
    t.tables.choose(t.id, t.token(1), 2, 'y');
    const v = t.tables.undo(t.id, t.token(1), 3);
    expect(v.step).toBe(2);
    expect(t.tables.view(t.id, t.token(1)).canUndo).toBe(false);
  });

  it('never goes back past a revealing event', () => {
    const t = chainTable([human('Ana'), human('Jan')], { players: 2, perTurn: 3, turns: 4 });
    t.tables.choose(t.id, t.token(0), 0, 'x');
    t.tables.choose(t.id, t.token(0), 1, 'z'); // reveals
    t.tables.choose(t.id, t.token(0), 2, 'x');
    let v = t.tables.undo(t.id, t.token(0), 3);
    expect(v.step).toBe(2);
    expect(v.canUndo).toBe(false);
    v = t.tables.view(t.id, t.token(0));
    expect(errKey(() => t.tables.undo(t.id, t.token(0), v.step))).toBe('illegal_move/undo_not_allowed');
  });

  it('an undo names the step it was asked at: a stale one is refused, the same one sent again is made once', () => {
    const t = chainTable();
    t.tables.choose(t.id, t.token(0), 0, 'x');
    t.tables.choose(t.id, t.token(0), 1, 'x');
    expect(errKey(() => t.tables.undo(t.id, t.token(0), 1))).toBe('illegal_move/stale_step');
    expect(t.games.session(t.id).step).toBe(2);
    expect(t.tables.undo(t.id, t.token(0), 2).step).toBe(1);
    expect(t.tables.undo(t.id, t.token(0), 2).step).toBe(1);
    expect(t.games.session(t.id).step).toBe(1);
  });
});

describe('reconnecting and restarting', () => {
  it('a client that comes back with its token gets its seat and question back', () => {
    const t = chainTable();
    const phone = t.tables.issue(t.id, 0);
    const before = t.tables.view(t.id, phone.token);
    // the phone sleeps; the table goes on being the same; it comes back with the same token
    const again = t.tables.view(t.id, phone.token);
    expect(again.decision).toEqual(before.decision);
    const v = t.tables.choose(t.id, phone.token, again.step, 'y');
    expect(v.step).toBe(1);
  });

  it('a host killed mid-game resumes with every confirmed choice (journal), under new tokens', () => {
    const rig = tableRig(SQL, { disk: true });
    const { id } = rig.games.create({ game: 'chain', seats: [human('Ana'), bot('B')], config: { players: 2, perTurn: 2, turns: 6 } });
    const o = rig.tables.open(id);
    const tok = o.grants[0].token;
    rig.tables.choose(id, tok, 0, 'x');
    rig.tables.choose(id, tok, 1, 'y');
    rig.tables.choose(id, tok, 4, 'z');
    const confirmed = rig.games.session(id).record().choices;
    // killed: nothing is closed or folded; a new process opens the same folder
    const again = tableRig(SQL, { dir: rig.dir! });
    const o2 = again.tables.open(id);
    expect(again.games.session(id).record().choices).toEqual(confirmed);
    expect(o2.grants[0].token).not.toBe(tok);
    expect(errKey(() => again.tables.view(id, tok))).toBe('unauthorized/seat_token_invalid');
    const v = again.tables.view(id, o2.grants[0].token);
    expect(v.step).toBe(confirmed.length);
    expect(v.decision?.seat).toBe(0);
  });
});

describe('the contract', () => {
  it('games.view and games.log serve only the public view; games.choose, games.undo and games.next are gone', async () => {
    const t = chainTable();
    const d = createDispatcher({ ...gameHandlers(t.store, t.games), ...tableHandlers(t.tables) } as never);
    expect((await d.call('games.view', { id: t.id, seat: 0 })).ok).toBe(false);
    expect((await d.call('games.view', { id: t.id, seat: 'public' })).ok).toBe(true);
    expect((await d.call('games.log', { id: t.id, seat: 1, before: 1, limit: 1 })).ok).toBe(false);
    for (const op of ['games.choose', 'games.undo', 'games.next']) {
      expect(await d.call(op, { id: t.id, seat: 0, option: 'x' })).toMatchObject({ ok: false, error: { code: 'unknown_operation' } });
    }
    // a seat parameter next to a token is refused before any service runs
    expect(await d.call('table.view', { table: t.id, token: t.token(0), seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
  });
});

describe('the table errors a player reads', () => {
  it('every error the table service throws has a sentence in Spanish and in Polish', () => {
    const src = fs.readFileSync(path.join(__dirname, 'table.ts'), 'utf8');
    const keys = new Set([...src.matchAll(/new AppError\('[a-z_]+', '([a-z_]+)'/g)].map((m) => m[1]));
    for (const k of ['stale_step', 'seat_token_invalid', 'table_not_open', 'undo_not_allowed']) expect(keys).toContain(k);
    for (const lang of ['es', 'pl']) {
      const file = path.join(__dirname, '..', '..', 'locales', lang, 'errors.json');
      const errors = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      for (const k of keys) expect(typeof errors[k], `${lang}: ${k}`).toBe('string');
    }
  });
});
