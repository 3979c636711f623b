/**
 * fast-check arbitraries derived from an operation's zod schema (through zod's JSON Schema
 * export), for contract fuzzing: `valid` stays inside the schema, `around` steps just outside
 * it (a key dropped, a field of the wrong type, an extra key, any value at all).
 */
import fc from 'fast-check';
import { z } from 'zod';

type Json = Record<string, unknown>;

export interface SchemaHints {
  /** Strings worth trying wherever a string fits: ids of existing decks, games, cards... */
  strings: string[];
  /** Strings tried often for a property of that name (`id`, `uid`, `game`...). */
  byField?: Record<string, string[]>;
}

const MAX_STRING = 24;
const MAX_ITEMS = 4;

function strings(s: Json, hints: SchemaHints, field?: string): fc.Arbitrary<string> {
  const min = Number(s.minLength ?? 0);
  const max = Math.max(min, Math.min(Number(s.maxLength ?? MAX_STRING), MAX_STRING));
  const fits = hints.strings.filter((h) => h.length >= min && h.length <= Number(s.maxLength ?? Infinity));
  const edge: fc.Arbitrary<string>[] = [];
  // the longest string the schema allows, when that is cheap to send
  if (typeof s.maxLength === 'number' && s.maxLength <= 4096) edge.push(fc.constant('é'.repeat(s.maxLength)));
  const parts: fc.Arbitrary<string>[] = [fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }), ...edge];
  if (fits.length) parts.push(fc.constantFrom(...fits), fc.constantFrom(...fits));
  const named = field ? hints.byField?.[field] : undefined;
  if (named?.length) return fc.oneof({ arbitrary: fc.constantFrom(...named), weight: 4 }, { arbitrary: fc.oneof(...parts), weight: 1 });
  return fc.oneof(...parts);
}

function numbers(s: Json, integer: boolean): fc.Arbitrary<number> {
  const lo = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -1_000_000;
  const hi = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : 1_000_000;
  const min = Math.max(lo, -1e9);
  const max = Math.min(hi, 1e9);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

export function valid(schema: Json, hints: SchemaHints, field?: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alts = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alts) return fc.oneof(...alts.map((a) => valid(a, hints, field)));
  if (Array.isArray(schema.allOf)) return valid(schema.allOf[0] as Json, hints);
  const type = schema.type;
  if (Array.isArray(type)) return fc.oneof(...type.map((t) => valid({ ...schema, type: t }, hints)));
  switch (type) {
    case 'string':
      return strings(schema, hints, field);
    case 'integer':
      return numbers(schema, true);
    case 'number':
      return numbers(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? valid(schema.items as Json, hints) : fc.anything({ maxDepth: 1 });
      const minLength = Number(schema.minItems ?? 0);
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(Number(schema.maxItems ?? MAX_ITEMS), MAX_ITEMS)) });
    }
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      const fixed = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(v, hints, k)])), {
        requiredKeys: required,
      });
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object' && !Object.keys(props).length) {
        const keys = schema.propertyNames ? strings(schema.propertyNames as Json, hints) : fc.string({ maxLength: 12 });
        return fc.dictionary(keys, valid(extra as Json, hints), { maxKeys: MAX_ITEMS });
      }
      return fixed;
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A valid value pushed just outside the schema, or anything at all. */
export function around(schema: Json, hints: SchemaHints): fc.Arbitrary<unknown> {
  const junk = fc.oneof(fc.anything({ maxDepth: 2 }), fc.constantFrom(null, '', -1, 1e308, 'x'.repeat(5000), { toString: 1 }, [[]]));
  const mutated = fc.tuple(valid(schema, hints), fc.nat(), junk).map(([v, n, j]) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return j;
    const o = { ...(v as Record<string, unknown>) };
    const keys = Object.keys(o);
    if (!keys.length || n % 3 === 2) return { ...o, [`extra${n % 7}`]: j };
    const key = keys[n % keys.length];
    if (n % 3 === 0) delete o[key];
    else o[key] = j;
    return o;
  });
  return fc.oneof(mutated, junk);
}

/** Valid and near-valid inputs of one zod schema, about half each. */
export function inputsOf(schema: z.ZodType, hints: SchemaHints): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return fc.oneof(valid(json, hints), around(json, hints));
}
