/**
 * Typed errors that cross the service boundary. The renderer localizes them with
 * i18next: `key` is a key of the `errors` namespace, `params` its interpolation values.
 * Main never sends raw exception text to be shown as the message.
 */
export type ErrorCode =
  'invalid_input' | 'unknown_operation' | 'not_found' | 'illegal_move' | 'import_failed' | 'io_failed' | 'unauthorized' | 'internal';

export interface ApiErrorPayload {
  code: ErrorCode;
  key: string;
  params?: Record<string, string | number>;
  /** Technical details for logs and bug reports (never required to understand the error). */
  detail?: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key: string;
  readonly params: Record<string, string | number>;
  readonly detail?: string;

  constructor(code: ErrorCode, key: string, params: Record<string, string | number> = {}, detail?: string) {
    super(`${code}: ${key} ${JSON.stringify(params)}${detail ? ` (${detail})` : ''}`);
    this.name = 'AppError';
    this.code = code;
    this.key = key;
    this.params = params;
    this.detail = detail;
  }

  toPayload(): ApiErrorPayload {
    const p: ApiErrorPayload = { code: this.code, key: this.key };
    if (Object.keys(this.params).length) p.params = this.params;
    if (this.detail) p.detail = stripPaths(this.detail);
    return p;
  }
}

/**
 * Replaces absolute paths in a message by their last component ("…/user.sqlite"), so error
 * details that reach the renderer (and bug reports) carry no folder names of the user.
 */
export function stripPaths(text: string): string {
  return text.replace(/(?:\b[A-Za-z]:)?(?:[\\/][^\\/\s'",:()<>|?*]+)+[\\/]?/g, (p) => {
    const parts = p.split(/[\\/]+/).filter(Boolean);
    return parts.length > 1 ? `…/${parts[parts.length - 1]}` : p;
  });
}

export function toErrorPayload(err: unknown): ApiErrorPayload {
  if (err instanceof AppError) return err.toPayload();
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return { code: 'internal', key: 'internal', detail: stripPaths(detail) };
}

/** Result envelope used by every transport: never throws across the boundary. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiErrorPayload };
