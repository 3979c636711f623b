import type { z } from 'zod';

/** One operation of the service contract: its input schema and (phantom) result type. */
export interface OpDef<I extends z.ZodType, R> {
  input: I;
  /** Phantom field carrying the result type; never read at run time. */
  readonly result?: R;
}

/** `op(schema).returns<Result>()` declares an operation once. */
export function op<I extends z.ZodType>(input: I) {
  return {
    returns<R>(): OpDef<I, R> {
      return { input };
    },
  };
}
