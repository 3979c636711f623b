/**
 * Stable hash of a game state: canonical JSON (object keys sorted, undefined members dropped)
 * hashed with SHA-256. Used by tests, playouts and replays to prove that a record always
 * rebuilds the same state. The engine runs only in main, so node:crypto is available.
 */
import { createHash } from 'node:crypto';

/** JSON with sorted keys; rejects values JSON cannot represent faithfully. */
export function canonicalJson(value: unknown): string {
  const seen = new Set<object>();
  const enc = (v: unknown): string => {
    if (v === null) return 'null';
    switch (typeof v) {
      case 'string':
        return JSON.stringify(v);
      case 'boolean':
        return v ? 'true' : 'false';
      case 'number':
        if (!Number.isFinite(v)) throw new TypeError(`canonicalJson: non-finite number ${v}`);
        return Object.is(v, -0) ? '0' : String(v);
      case 'object': {
        const o = v as object;
        if (seen.has(o)) throw new TypeError('canonicalJson: cycle');
        if (o instanceof Map || o instanceof Set) throw new TypeError('canonicalJson: Map/Set not allowed in game state');
        seen.add(o);
        let out: string;
        if (Array.isArray(o)) {
          out = `[${o.map((x) => (x === undefined ? 'null' : enc(x))).join(',')}]`;
        } else {
          const rec = o as Record<string, unknown>;
          const keys = Object.keys(rec)
            .filter((k) => rec[k] !== undefined)
            .sort();
          out = `{${keys.map((k) => `${JSON.stringify(k)}:${enc(rec[k])}`).join(',')}}`;
        }
        seen.delete(o);
        return out;
      }
      default:
        throw new TypeError(`canonicalJson: unsupported ${typeof v}`);
    }
  };
  return enc(value);
}

/** Hex SHA-256 of the canonical JSON of `value`. */
export function stateHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
