/**
 * Reading an option's `params` (main/engine/types.ts Option): the structured data a rules module
 * puts on an option so that a table can place it on the thing it names (a card, a seat, a
 * location, an amount). Values come from JSON, so each reader checks the type and answers null
 * for anything else. Pure: every process may import this file.
 */

/** The params of an option, as they cross the service boundary. */
export type OptionParams = Record<string, unknown> | undefined;

/** A non-empty string param, or null. */
export function paramString(params: OptionParams, key: string): string | null {
  const v = params?.[key];
  return typeof v === 'string' && v ? v : null;
}

/** An integer param (card index, seat, amount), or null. */
export function paramInt(params: OptionParams, key: string): number | null {
  const v = params?.[key];
  return typeof v === 'number' && Number.isInteger(v) ? v : null;
}
