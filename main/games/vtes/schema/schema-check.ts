/**
 * Card definitions checked against the schema (issue 27 item 1): the definitions a saved record
 * carries (config.ts, after vocab/modes.ts `cardFromRecord` read an older shape in the current one)
 * and the entries of the data files (data/load.ts). An invalid definition is an error naming the
 * card and the path of the first wrong field (`modes.1.effects.0.n`); nothing is replaced: the
 * checked value is the one the game keeps, so a valid record replays exactly as it was saved.
 */
import type { z } from 'zod';
import { AppError } from '../../../common/errors';
import { CardDefSchema, type CardDef } from './schema';

/** One problem of a definition: where (a dotted path from the checked object) and what (zod's own words, for logs only). */
export interface CardIssue {
  path: string;
  problem: string;
}

/** The dotted path of a zod issue (`modes.0.effects.2`), or `(card)` for the object itself. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(card)';
}

/**
 * The problems of `value` under `schema`, most specific first. `tolerant`: a field the vocabulary does
 * not know is not a problem (saved records: a field a later version dropped is read by nobody).
 */
export function schemaIssues(schema: z.ZodType, value: unknown, tolerant = false): CardIssue[] {
  const r = schema.safeParse(value);
  if (r.success) return [];
  return r.error.issues
    .filter((i) => !(tolerant && i.code === 'unrecognized_keys'))
    .map((i) => ({ path: issuePath(i.path), problem: i.message }))
    .sort((a, b) => b.path.split('.').length - a.path.split('.').length);
}

/**
 * A card definition of a saved record, checked: returned as it is when valid, else a localized error
 * (`vtes_card_invalid`) naming the card and the path. Unknown fields are tolerated (see `schemaIssues`).
 */
export function checkSavedCard(def: unknown): CardDef {
  const issues = schemaIssues(CardDefSchema, def, true);
  if (!issues.length) return def as CardDef;
  const d = def as { id?: unknown; name?: unknown };
  const card = typeof d.name === 'string' && d.name ? d.name : String(d.id);
  const [first] = issues;
  throw new AppError('invalid_input', 'vtes_card_invalid', { card, path: first.path }, `${String(d.id)} ${first.path}: ${first.problem}`);
}
