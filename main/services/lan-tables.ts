/**
 * Which open tables listen on the local network, and where (issue 31 item 4). The server itself
 * (main/lan/) is handed in by the host, so this file does no network I/O and a host without it
 * (tests, a build without the seat page) says so with a localized error. A table listens only
 * while it is open: closing the table (or the host) closes its port.
 */
import { AppError } from '../common/errors';
import type { Dispatcher, Handlers } from '../api/dispatcher';
import type { lanOps } from '../api/ops/lan';
import type { TableChanged } from './table-types';
import type { TableService } from './table';
import type { LanAddress, LanStatus } from '../lan/interfaces';

export type { LanStatus } from '../lan/interfaces';
import type { TableGate } from '../lan/server';

/** What the LAN server gives back once it listens. */
export interface LanListener {
  readonly origin: string;
  readonly port: number;
  readonly address: string;
  push(e: TableChanged): void;
  sweep(): void;
  close(): Promise<void>;
}

/** The host's network side: its addresses, and a LAN server for one table on one of them. */
export interface LanProvider {
  addresses(): LanAddress[];
  start(opts: { gate: TableGate; address: string; ops: readonly string[] }): Promise<LanListener>;
}

interface Open {
  listener: LanListener;
  off: () => void;
}

/**
 * The token stands for the caller: the table and token (tokens, for `table.turn`) a seat page
 * sends are replaced by the server's own, so a token can only ever speak for itself.
 */
export function seatInput(op: string, table: string, token: string, input: unknown): Record<string, unknown> {
  const base = input !== null && typeof input === 'object' && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};
  delete base.token;
  delete base.tokens;
  return op === 'table.turn' ? { ...base, table, tokens: [token] } : { ...base, table, token };
}

export class LanTables {
  private readonly open = new Map<string, Open>();
  /** Opens under way, so two clicks never start two servers for one table. */
  private readonly pending = new Map<string, Promise<LanStatus>>();

  constructor(
    private readonly tables: TableService,
    private readonly dispatcher: () => Dispatcher,
    private readonly ops: readonly string[],
    private readonly provider: LanProvider | null,
  ) {}

  addresses(): LanAddress[] {
    return this.provider?.addresses() ?? [];
  }

  status(table: string): LanStatus | null {
    const o = this.open.get(table);
    return o ? { table, origin: o.listener.origin, address: o.listener.address, port: o.listener.port } : null;
  }

  async start(table: string, address: string): Promise<LanStatus> {
    const busy = this.pending.get(table);
    if (busy) await busy.catch(() => null);
    const p = this.startNow(table, address);
    this.pending.set(table, p);
    try {
      return await p;
    } finally {
      this.pending.delete(table);
    }
  }

  private async startNow(table: string, address: string): Promise<LanStatus> {
    if (!this.provider) throw new AppError('not_found', 'lan_unavailable');
    this.tables.info(table); // table_not_open when it is not
    if (!this.provider.addresses().some((a) => a.address === address))
      throw new AppError('invalid_input', 'lan_address_unknown', { address });
    const now = this.status(table);
    if (now?.address === address) return now;
    await this.stop(table);
    const gate: TableGate = {
      table,
      holds: (token) => this.tables.authorize(token)?.table === table,
      call: (token, op, input) => this.dispatcher().call(op, seatInput(op, table, token, input)),
    };
    let listener: LanListener;
    try {
      listener = await this.provider.start({ gate, address, ops: this.ops });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? 'error';
      throw new AppError('io_failed', 'lan_listen_failed', { address }, code);
    }
    const off = this.tables.onChange((e) => {
      if (e.table === table) listener.push(e);
    });
    this.open.set(table, { listener, off });
    return this.status(table) as LanStatus;
  }

  /** Closes a table's port (nothing when it does not listen). */
  async stop(table: string): Promise<void> {
    const o = this.open.get(table);
    if (!o) return;
    this.open.delete(table);
    o.off();
    await o.listener.close();
  }

  /** Tokens were revoked or handed on: their seat pages lose the stream now. */
  sweep(table: string): void {
    this.open.get(table)?.listener.sweep();
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.open.keys()].map((t) => this.stop(t)));
  }
}

type LanOpName = keyof typeof lanOps;
type Wrapped = 'table.close' | 'table.revoke' | 'table.assign' | 'table.issue';

/**
 * The lan.* handlers, and the host's table operations that change who holds a seat: closing a
 * table closes its port first; a revoked or handed-on token loses its seat page's stream at once.
 */
export function lanHandlers(lan: LanTables, base: Pick<Handlers, Wrapped>): Pick<Handlers, LanOpName | Wrapped> {
  return {
    'lan.addresses': () => lan.addresses(),
    'lan.open': ({ table, address }) => lan.start(table, address),
    'lan.close': async ({ table }) => {
      await lan.stop(table);
      return null;
    },
    'lan.status': ({ table }) => lan.status(table),
    'table.close': async (input) => {
      await lan.stop(input.table);
      return base['table.close'](input);
    },
    'table.revoke': async (input) => {
      const r = await base['table.revoke'](input);
      lan.sweep(input.table);
      return r;
    },
    'table.assign': async (input) => {
      const r = await base['table.assign'](input);
      lan.sweep(input.table);
      return r;
    },
    'table.issue': async (input) => {
      const r = await base['table.issue'](input);
      lan.sweep(input.table);
      return r;
    },
  };
}
