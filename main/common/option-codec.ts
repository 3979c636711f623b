/**
 * Option id codec (issue 11 item 3, issue 10 item 1): a game declares the kinds of its option ids
 * and the named fields each carries, once; rules, bots and tables encode and decode ids through
 * that table instead of joining and splitting strings by position. An id is `kind:field1:field2...`
 * (the spelling saved games already use), so ids keep their form. Pure: every process may import it.
 */

/** Option kinds and the names of the fields their ids carry, in order. */
export type OptionShapes = Readonly<Record<string, readonly string[]>>;

/** A decoded option id: its kind and each field by name. */
export type DecodedOption<T extends OptionShapes> = {
  [K in keyof T & string]: { readonly kind: K } & { readonly [F in T[K][number]]: string };
}[keyof T & string];

/** The fields an id of `kind` needs, by name. */
export type OptionFields<T extends OptionShapes, K extends keyof T> = { readonly [F in T[K][number]]: string | number };

export interface OptionCodec<T extends OptionShapes> {
  readonly shapes: T;
  /** The id of an option of `kind` with these fields. */
  encode<K extends keyof T & string>(kind: K, fields: OptionFields<T, K>): string;
  /** The kind and fields of an id, or null when the id is not one of the table's kinds. */
  decode(id: string): DecodedOption<T> | null;
  /** Whether `id` is of `kind` (without decoding the fields). */
  is(id: string, kind: keyof T & string): boolean;
}

export function optionCodec<T extends OptionShapes>(shapes: T): OptionCodec<T> {
  const has = (k: string) => Object.prototype.hasOwnProperty.call(shapes, k);
  return {
    shapes,
    encode(kind, fields) {
      const names = shapes[kind];
      if (!names.length) return kind;
      return `${kind}:${names.map((f) => String((fields as Record<string, string | number>)[f])).join(':')}`;
    },
    decode(id) {
      const parts = id.split(':');
      if (!has(parts[0])) return null;
      const names = shapes[parts[0]];
      if (parts.length !== names.length + 1) return null;
      const out: Record<string, string> = { kind: parts[0] };
      names.forEach((f, i) => (out[f] = parts[i + 1]));
      return out as DecodedOption<T>;
    },
    is(id, kind) {
      return id === kind || id.startsWith(`${kind}:`);
    },
  };
}
