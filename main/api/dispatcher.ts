import { contract, type Contract, type OpName, type OpResult } from './contract';
import { AppError, toErrorPayload, type ApiResult } from '../common/errors';
import type { z } from 'zod';

/** The services implement every operation of the contract with already-validated input. */
export type Handlers = {
  [N in OpName]: (input: z.output<Contract[N]['input']>) => OpResult<N> | Promise<OpResult<N>>;
};

export interface Dispatcher {
  call(op: string, input: unknown): Promise<ApiResult<unknown>>;
}

function isOpName(op: string): op is OpName {
  return Object.prototype.hasOwnProperty.call(contract, op);
}

/**
 * Routes a call to its handler. Unknown operations and inputs that fail the schema are
 * rejected with a typed error before any service runs; exceptions become typed errors.
 * Never throws.
 */
export function createDispatcher(handlers: Handlers, onInternalError?: (op: string, err: unknown) => void): Dispatcher {
  return {
    async call(op, input) {
      if (typeof op !== 'string' || !isOpName(op)) {
        return { ok: false, error: { code: 'unknown_operation', key: 'unknown_operation', params: { op: String(op).slice(0, 80) } } };
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
        return { ok: false, error: toErrorPayload(err) };
      }
    },
  };
}
