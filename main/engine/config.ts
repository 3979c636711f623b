/**
 * Game configs at the service boundary: `games.create` checks a game's `config` against the
 * game's zod schema (GameModule.createSchema) before any other work. A failure is a typed,
 * localized error: the schema may name its own key and parameters on a refinement
 * (`params: { key, ... }`), any other failure is `game_config_invalid` with the field's path.
 */
import type { z } from 'zod';
import { AppError } from '../common/errors';

/** Error parameters a schema refinement may carry: an `errors` key and its interpolation values. */
export interface ConfigIssueParams {
  key: string;
  [param: string]: string | number;
}

export function parseCreateConfig<T>(schema: z.ZodType<T>, raw: unknown): T {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const path = issue?.path.map(String).join('.').slice(0, 80) || '(root)';
  const custom = issue?.code === 'custom' ? (issue.params as ConfigIssueParams | undefined) : undefined;
  if (custom && typeof custom.key === 'string') {
    const { key, ...params } = custom;
    throw new AppError('invalid_input', key, params, `${path}: ${issue?.message ?? ''}`);
  }
  throw new AppError('invalid_input', 'game_config_invalid', {}, `${path}: ${issue?.message ?? ''}`.slice(0, 200));
}
