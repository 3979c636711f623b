import { z } from 'zod';
import { op } from '../define';
import type { LanAddress, LanStatus } from '../../lan/interfaces';

const table = z.string().min(1).max(64);

/**
 * Opening a table to the local network (issue 31 item 4, docs/lan-table.md). The host's screen
 * only: a seat token never reaches these (the LAN server routes the seat operations alone).
 */
export const lanOps = {
  /** This machine's addresses a table may listen on (loopback ones last). */
  'lan.addresses': op(z.object({}).strict()).returns<LanAddress[]>(),
  /** Starts listening for an open table on one of those addresses (again: moves it there). */
  'lan.open': op(z.object({ table, address: z.string().min(2).max(64) }).strict()).returns<LanStatus>(),
  /** Stops listening: the port closes, the seat pages lose their stream. */
  'lan.close': op(z.object({ table }).strict()).returns<null>(),
  /** Where the table listens, or null when it is not open to the network. */
  'lan.status': op(z.object({ table }).strict()).returns<LanStatus | null>(),
};
