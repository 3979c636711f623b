/**
 * All four games through the table service (issue 31 items 1, 2, 6): two human seats, each on
 * its own "device" (its own token), the others bots answered in main, a watcher on the public
 * board. Each device sees exactly its seat's view as the engine makes it (the engine's leak tests
 * prove those views hide the others' hands, sects, retreats and secret choices), never another
 * seat's question; a device whose seat is not asked waits; the board is the public view.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { loadSqlJs } from '../db/sqljs';
import type { AnyModule } from '../engine/session';
import { gameRegistry } from '../games/registry';
import { tableRig } from './table-testing';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const bot = (name: string) => ({ name, kind: 'bot' as const, bot: 'random' });
const human = (name: string) => ({ name, kind: 'human' as const });

const GAMES = [
  { game: 'vtes', seats: 4, config: { decks: ['brujah', 'malkavian', 'nosferatu', 'ventrue'].map((starter) => ({ starter })) } },
  { game: 'vendetta', seats: 3 },
  { game: 'bloodborne', seats: 3 },
  { game: 'nights', seats: 5 },
];

describe('the four games through the table, one device per human seat', () => {
  for (const g of GAMES) {
    it(`${g.game}: each device sees only its seat, the board only the public view`, () => {
      const rig = tableRig(SQL, { modules: gameRegistry().list() as AnyModule[] });
      const seats = Array.from({ length: g.seats }, (_, i) => (i < 2 ? human(`H${i}`) : bot(`B${i}`)));
      const { id } = rig.games.create({ game: g.game, seats, config: g.config, seed: `table-${g.game}` });
      rig.tables.open(id);
      const devices = [rig.tables.issue(id, 0).token, rig.tables.issue(id, 1).token];
      const watcher = rig.tables.issue(id, 'public').token;
      let answers = 0;
      let waits = 0;
      for (let i = 0; i < 200; i++) {
        const turns = devices.map((tok, seat) => rig.tables.turn(id, [tok], seat));
        if (turns[0].kind === 'over') break;
        const s = rig.games.session(id);
        const board = rig.tables.board(id, watcher);
        expect(board.view).toEqual(s.viewFor('public').view);
        expect(board.decision).toBeNull();
        const views = devices.map((tok) => rig.tables.view(id, tok));
        for (const [seat, turn] of turns.entries()) {
          const v = views[seat];
          expect(v.seat).toBe(seat);
          expect(v.view).toEqual(s.viewFor(seat).view);
          expect(v.decision).toEqual(s.decisionFor(seat));
          if (turn.kind === 'wait') {
            waits++;
            expect(v.decision).toBeNull();
          } else expect(turn).toMatchObject({ kind: 'answer', seat, curtain: false });
        }
        const seat = turns.findIndex((t) => t.kind === 'answer');
        const answered = seat >= 0;
        if (answered) {
          rig.tables.choose(id, devices[seat], views[seat].step, views[seat].decision!.options[0].id);
          answers++;
        }
        if (!answered) break;
      }
      expect(answers).toBeGreaterThan(10);
      expect(waits).toBeGreaterThan(0);
      // every answer, the bots' too, is saved
      expect(rig.games.savedRecord(id).choices.length).toBe(rig.games.session(id).step);
    }, 120_000);
  }
});
