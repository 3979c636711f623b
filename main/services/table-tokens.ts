/**
 * Seat tokens of the open tables (issue 31, item 2). A token is 32 random bytes from
 * `crypto.randomBytes` (256 bits), written as hex; it names one seat of one table, or the public
 * board of one table (a watcher). Only a SHA-256 digest of each token is kept as the key, so the
 * lookup's timing says nothing of a token's text, and a memory dump holds no usable token.
 * Tokens live in memory only: never written to disk, never logged; a host restart issues new ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TokenSeat } from './table-types';

export interface TokenEntry {
  table: string;
  seat: TokenSeat;
}

/** Bytes of randomness of a token (≥ 16 required by issue 31; 32 used). */
export const TOKEN_BYTES = 32;

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export class TokenRegistry {
  private readonly byDigest = new Map<string, TokenEntry>();

  /** A new token for `seat` of `table` (other tokens of the seat stay until revoked). */
  issue(table: string, seat: TokenSeat): string {
    const token = randomBytes(TOKEN_BYTES).toString('hex');
    this.byDigest.set(digest(token), { table, seat });
    return token;
  }

  /** What a token gives access to, or null (unknown, revoked, or not text of a token's shape). */
  lookup(token: string): TokenEntry | null {
    if (typeof token !== 'string' || token.length !== TOKEN_BYTES * 2) return null;
    return this.byDigest.get(digest(token)) ?? null;
  }

  /** Revokes every token of `seat` of `table` (every watcher token for 'public'); how many. */
  revokeSeat(table: string, seat: TokenSeat): number {
    let n = 0;
    for (const [k, e] of this.byDigest) {
      if (e.table === table && e.seat === seat) {
        this.byDigest.delete(k);
        n++;
      }
    }
    return n;
  }

  /** Revokes every token of a table (it closed). */
  revokeTable(table: string): void {
    for (const [k, e] of this.byDigest) if (e.table === table) this.byDigest.delete(k);
  }

  /** Watcher tokens of a table. */
  count(table: string, seat: TokenSeat): number {
    let n = 0;
    for (const e of this.byDigest.values()) if (e.table === table && e.seat === seat) n++;
    return n;
  }
}
