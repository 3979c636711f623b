/**
 * A client of the table service for tests and benches that play games through a dispatcher or
 * a running host (issue 31): it opens each game's table once, keeps the seat tokens the host's
 * screen gets, and answers through them with the step of the view. After a host restart the
 * tokens are dead: `forget()` and the next call opens the table again.
 */
import type { SeatViewDto } from '../engine/dto';
import type { TableOpen, TableTurn } from '../services/table-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = (op: string, input: any) => Promise<any>;

export class TableClient {
  private readonly tokens = new Map<string, Map<number, string>>();

  constructor(private readonly call: AnyCall) {}

  /** Drops every token (the host restarted: its tables are closed). */
  forget(): void {
    this.tokens.clear();
  }

  /** The seats' tokens of a game's table, opening it if needed. */
  async seats(id: string): Promise<Map<number, string>> {
    let held = this.tokens.get(id);
    if (held) return held;
    const r = await this.call('table.open', { id });
    if (!r.ok) throw new Error(`table.open refused: ${JSON.stringify(r.error)}`);
    held = new Map((r.value as TableOpen).grants.map((g) => [g.seat as number, g.token]));
    this.tokens.set(id, held);
    return held;
  }

  async token(id: string, seat: number): Promise<string> {
    const t = (await this.seats(id)).get(seat);
    if (!t) throw new Error(`seat ${seat} of ${id} is not held`);
    return t;
  }

  /** Which held seat must answer now (null: the game is over). */
  async next(id: string): Promise<{ seat: number; step: number } | null> {
    const tokens = [...(await this.seats(id)).values()];
    const r = await this.call('table.turn', { table: id, tokens });
    if (!r.ok) throw new Error(`table.turn refused: ${JSON.stringify(r.error)}`);
    const turn = r.value as TableTurn;
    if (turn.kind === 'over') return null;
    if (turn.kind === 'wait') throw new Error(`no held seat must answer (waiting for ${turn.waiting.join(', ')})`);
    return { seat: turn.seat, step: turn.step };
  }

  async view(id: string, seat: number, extra: Record<string, unknown> = {}) {
    return this.call('table.view', { table: id, token: await this.token(id, seat), ...extra });
  }

  async choose(id: string, seat: number, option: string, step: number, extra: Record<string, unknown> = {}) {
    return this.call('table.choose', { table: id, token: await this.token(id, seat), step, option, ...extra });
  }

  async undo(id: string, seat: number, step: number, extra: Record<string, unknown> = {}) {
    return this.call('table.undo', { table: id, token: await this.token(id, seat), step, ...extra });
  }

  async log(id: string, seat: number, before: number, limit: number) {
    return this.call('table.log', { table: id, token: await this.token(id, seat), before, limit });
  }

  /** The next seat's view and its question (null when over). */
  async question(id: string): Promise<{ seat: number; view: SeatViewDto } | null> {
    const next = await this.next(id);
    if (!next) return null;
    const r = await this.view(id, next.seat);
    if (!r.ok) throw new Error(`table.view refused: ${JSON.stringify(r.error)}`);
    return { seat: next.seat, view: r.value as SeatViewDto };
  }
}
