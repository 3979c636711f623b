/**
 * The hotseat window as a client of the table service (issue 31 item 1): a seeded two-human
 * V:TES game with two bots played through `nextScreen` over the real table service. Standing "I
 * will not respond" settings, kept and answered in main, spare curtains; their answers are
 * ordinary recorded choices; a seat is never shown another seat's view without a curtain; a
 * window holding one human seat never gets a curtain.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { getBot } from '../../../main/engine/bots';
import { RngCursor, seedRng } from '../../../main/engine/rng';
import type { AnyModule } from '../../../main/engine/session';
import type { SeatId } from '../../../main/engine/types';
import { currentScopes, standingAnswer } from '../../../main/common/standing-pass';
import { loadSqlJs } from '../../../main/db/sqljs';
import { vtesModule } from '../../../main/games/vtes/module';
import { tableRig } from '../../../main/services/table-testing';
import type { SeatViewDto } from '../../../main/engine/dto';
import { nextScreen, type TableClientApi } from './hotseat';

const CONFIG = {
  edition: 'vekn-current',
  decks: ['brujah', 'malkavian', 'nosferatu', 'ventrue'].map((starter) => ({ starter })),
  maxTurns: 24,
};

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** Plays the game through the flow; humans answer with the heuristic bot, and with `useStanding`
 * a human passing in another's turn sets "this turn". `humans` are the seats of this window. */
async function play(useStanding: boolean, humans = 2) {
  const seats = [0, 1, 2, 3].map((i) =>
    i < humans ? { name: `H${i}`, kind: 'human' as const } : { name: `B${i}`, kind: 'bot' as const, bot: 'heuristic' },
  );
  const rig = tableRig(SQL, { modules: [vtesModule as AnyModule] });
  const { id } = rig.games.create({ game: 'vtes', seats, config: CONFIG, seed: 'bench-curtains-vtes-0' });
  const opened = rig.tables.open(id);
  const tokens = new Map(opened.grants.map((g) => [g.seat as SeatId, g.token]));
  const bot = getBot(vtesModule as AnyModule, 'heuristic');
  if (!bot) throw new Error('no heuristic bot');
  const api: TableClientApi = {
    turn: async (onScreen) => rig.tables.turn(id, [...tokens.values()], onScreen),
    view: async (seat) => rig.tables.view(id, tokens.get(seat)!),
    board: async () => rig.tables.board(id, null),
  };
  let onScreen: SeatId | null = null;
  let current: SeatViewDto | undefined;
  let curtains = 0;
  let answers = 0;
  let standingSet = 0;
  for (let i = 0; i < 4000; i++) {
    const screen = await nextScreen(api, current, onScreen);
    if (screen.kind === 'over') break;
    if (screen.kind === 'wait') throw new Error('the window holds every human seat: it never waits');
    let dto;
    if (screen.kind === 'curtain') {
      curtains++;
      expect(screen.next.seat).not.toBe(onScreen);
      dto = await api.view(screen.next.seat);
    } else {
      // no curtain: the view shown is the seat already in front of the screen (or the only human)
      if (humans > 1) expect(screen.dto.seat).toBe(onScreen);
      dto = screen.dto;
    }
    onScreen = dto.seat as SeatId;
    const d = dto.decision;
    if (!d) throw new Error('no question on screen');
    const option = bot.choose(dto.view as never, d, new RngCursor(seedRng(`hotseat/${i}`)));
    const scopes = currentScopes(dto);
    const token = tokens.get(onScreen)!;
    if (useStanding && option === standingAnswer(d)?.id && scopes.turn !== undefined) {
      // set in main, which answers this question with it at once
      current = rig.tables.setStanding(id, token, { kind: 'turn', n: scopes.turn });
      standingSet++;
    } else current = rig.tables.choose(id, token, dto.step, option);
    answers++;
  }
  const record = rig.games.savedRecord(id);
  const humanChoices = record.choices.filter((c) => c.seat < humans).length;
  return { curtains, answers, standingSet, humanChoices, over: rig.games.session(id).isOver() };
}

describe('hotseat window through the table service', () => {
  it('a seat that will not respond this turn is answered in main without a curtain, recorded', async () => {
    const before = await play(false);
    const after = await play(true);
    expect(before.over && after.over).toBe(true);
    expect(before.standingSet).toBe(0);
    expect(after.standingSet).toBeGreaterThan(0);
    expect(after.curtains).toBeLessThan(before.curtains);
    // without settings every human choice was made on screen; with them, main made more than were set
    expect(before.humanChoices).toBe(before.answers);
    expect(after.humanChoices).toBeGreaterThan(after.answers);
  }, 180_000);

  it('one human seat: never a curtain', async () => {
    const one = await play(false, 1);
    expect(one.over).toBe(true);
    expect(one.curtains).toBe(0);
  }, 180_000);
});
