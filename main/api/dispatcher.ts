import { contract, type Contract, type OpName, type OpResult } from './contract';
import { AppError, toErrorPayload, type ApiErrorPayload, type ApiResult } from '../common/errors';
import type { z } from 'zod';

/** The services implement every operation of the contract with already-validated input. */
export type Handlers = {
  [N in OpName]: (input: z.output<Contract[N]['input']>) => OpResult<N> | Promise<OpResult<N>>;
};

export interface Dispatcher {
  call(op: unknown, input: unknown): Promise<ApiResult<unknown>>;
}

function isOpName(op: string): op is OpName {
  return Object.prototype.hasOwnProperty.call(contract, op);
}

/**
 * What escaped a handler, as a typed error. Input arrives parsed and checked, so text that is
 * not JSON inside a handler is a saved row (a damaged or hand-edited file): said as such, not as
 * an internal error (issue 26, item 10). Anything else unexpected stays `internal`.
 */
function payloadOf(err: unknown): ApiErrorPayload {
  if (err instanceof SyntaxError && /JSON/.test(err.message)) {
    return new AppError('io_failed', 'saved_data_damaged', {}, `${err.name}: ${err.message}`).toPayload();
  }
  return toErrorPayload(err);
}

/**
 * Routes a call to its handler. Unknown operations (an operation that is not text included) and
 * inputs that fail the schema are rejected with a typed error before any service runs;
 * exceptions become typed errors. Never throws.
 */
export function createDispatcher(handlers: Handlers, onInternalError?: (op: string, err: unknown) => void): Dispatcher {
  const route = async (op: unknown, input: unknown): Promise<ApiResult<unknown>> => {
    if (typeof op !== 'string') {
      // never converted to text: an object's toString may throw, or name a real operation
      const type = op === null ? 'null' : Array.isArray(op) ? 'array' : typeof op;
      return { ok: false, error: { code: 'unknown_operation', key: 'operation_not_text', detail: `operation of type ${type}` } };
    }
    if (!isOpName(op)) {
      return { ok: false, error: { code: 'unknown_operation', key: 'unknown_operation', params: { op: op.slice(0, 80) } } };
    }
    const parsed = (contract[op].input as z.ZodType).safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path.join('.') || '(root)';
      return {
        ok: false,
        error: { code: 'invalid_input', key: 'invalid_input', params: { op, path }, detail: issue?.message },
      };
    }
    try {
      const handler = handlers[op] as (i: unknown) => unknown;
      const value = await handler(parsed.data);
      return { ok: true, value: value === undefined ? null : value };
    } catch (err) {
      if (!(err instanceof AppError)) onInternalError?.(op, err);
      return { ok: false, error: payloadOf(err) };
    }
  };
  return {
    async call(op, input) {
      try {
        return await route(op, input);
      } catch (err) {
        // an input whose getters throw, a schema that trips on a hostile shape
        onInternalError?.(typeof op === 'string' ? op.slice(0, 80) : '?', err);
        return { ok: false, error: payloadOf(err) };
      }
    },
  };
}
