/**
 * Option id codec (issue 11 item 3, issue 10 item 1): a game declares the kinds of its option ids
 * and the named fields each carries, once; rules, bots and tables encode and decode ids through
 * that table instead of joining and splitting strings by position. An id is `kind:field1:field2...`
 * (the spelling saved games already use), so ids keep their form. A field named `name?` may be
 * left out at the end of an id; a field named `@name` is written with a leading `@`. Pure: every
 * process may import it.
 */

/** Option kinds and the names of the fields their ids carry, in order. */
export type OptionShapes = Readonly<Record<string, readonly string[]>>;

type Bare<F extends string> = F extends `@${infer N}` ? Bare<N> : F extends `${infer N}?` ? N : F;
type RequiredField<F> = F extends `${string}?` ? never : F extends string ? Bare<F> : never;
type OptionalField<F> = F extends `${string}?` ? Bare<F> : never;

/** A decoded option id: its kind and each field by name (optional fields may be absent). */
export type DecodedOption<T extends OptionShapes> = {
  [K in keyof T & string]: { readonly kind: K } & { readonly [F in RequiredField<T[K][number]>]: string } & {
    readonly [F in OptionalField<T[K][number]>]?: string;
  };
}[keyof T & string];

/** The fields an id of `kind` needs, by name. */
export type OptionFields<T extends OptionShapes, K extends keyof T> = { readonly [F in RequiredField<T[K][number]>]: string | number } & {
  readonly [F in OptionalField<T[K][number]>]?: string | number;
};

export interface OptionCodec<T extends OptionShapes> {
  readonly shapes: T;
  /** The id of an option of `kind` with these fields. */
  encode<K extends keyof T & string>(kind: K, fields: OptionFields<T, K>): string;
  /** The kind and fields of an id, or null when the id is not one of the table's kinds. */
  decode(id: string): DecodedOption<T> | null;
  /** Whether `id` is of `kind` (without decoding the fields). */
  is(id: string, kind: keyof T & string): boolean;
}

interface Field {
  name: string;
  optional: boolean;
  at: boolean;
}

function parseField(spec: string): Field {
  const at = spec.startsWith('@');
  const optional = spec.endsWith('?');
  return { name: spec.slice(at ? 1 : 0, optional ? -1 : undefined), optional, at };
}

/** Decoded ids kept per codec (a bound on memory: the cache starts again when full). */
const DECODED_MAX = 20000;

export function optionCodec<T extends OptionShapes>(shapes: T): OptionCodec<T> {
  const decoded = new Map<string, DecodedOption<T> | null>();
  // a null-prototype table: ids such as 'constructor' are no kind, and lookups stay plain reads
  const fields: Record<string, Field[]> = Object.create(null) as Record<string, Field[]>;
  const required: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const [k, v] of Object.entries(shapes)) {
    fields[k] = v.map(parseField);
    required[k] = fields[k].filter((f) => !f.optional).length;
  }
  return {
    shapes,
    encode(kind, values) {
      const v = values as Record<string, string | number | undefined>;
      const spec = fields[kind];
      let id: string = kind;
      for (let i = 0; i < spec.length; i++) {
        const f = spec[i];
        const x = v[f.name];
        if (x === undefined && f.optional) break;
        id += f.at ? ':@' + x : ':' + x;
      }
      return id;
    },
    decode(id) {
      // ids repeat (the same options are offered again and again): each is decoded once, into a frozen record
      const known = decoded.get(id);
      if (known !== undefined) return known;
      if (decoded.size >= DECODED_MAX) decoded.clear();
      const out = decodeId(id);
      decoded.set(id, out);
      return out;
    },
    is(id, kind) {
      return id === kind || id.startsWith(`${kind}:`);
    },
  };

  function decodeId(id: string): DecodedOption<T> | null {
    const parts = id.split(':');
    const spec = fields[parts[0]];
    if (!spec) return null;
    const given = parts.length - 1;
    if (given > spec.length || given < required[parts[0]]) return null;
    const out: Record<string, string> = { kind: parts[0] };
    for (let i = 0; i < given; i++) {
      const f = spec[i];
      const x = parts[i + 1];
      if (f.at !== x.startsWith('@')) return null;
      out[f.name] = f.at ? x.slice(1) : x;
    }
    return Object.freeze(out) as DecodedOption<T>;
  }
}
