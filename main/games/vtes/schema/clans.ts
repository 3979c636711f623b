/**
 * One clan under two names. The current rulebook's glossary (vtes-pl, "Assamita" and "Wyznawca
 * Seta"; its clan list names both) makes the Assamites the Banu Haqim and the Followers of Set the
 * Ministry: older cards print the old name, newer ones the new, and every clan requirement or
 * condition meets both. The engine reads every clan under its current name (card definitions,
 * data entries, test vampires); the card lookup keeps the printed one.
 */
const CLAN_ALIASES: Readonly<Record<string, string>> = {
  Assamite: 'Banu Haqim',
  'Follower of Set': 'Ministry',
};

/** The clan's current name ("Assamite" → "Banu Haqim"); any other name as it is. */
export function canonicalClan(name: string): string {
  return CLAN_ALIASES[name] ?? name;
}

/** Each clan of a list under its current name, without repeats. */
export function canonicalClans(names: readonly string[]): string[] {
  return [...new Set(names.map(canonicalClan))];
}

/**
 * A parsed data entry with every `clan` value under its current name (conditions, filters,
 * requirements: wherever the vocabulary has a clan). Returns the same object when nothing changes.
 */
export function withCanonicalClans<T>(value: T): T {
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((x, i) => {
      const y = withCanonicalClans(x);
      if (y !== x) (out ??= [...value])[i] = y;
    });
    return (out ?? value) as T;
  }
  if (!value || typeof value !== 'object') return value;
  let out: Record<string, unknown> | undefined;
  for (const [k, x] of Object.entries(value as Record<string, unknown>)) {
    const y = k === 'clan' && typeof x === 'string' ? canonicalClan(x) : withCanonicalClans(x);
    if (y !== x) (out ??= { ...(value as Record<string, unknown>) })[k] = y;
  }
  return (out ?? value) as T;
}
