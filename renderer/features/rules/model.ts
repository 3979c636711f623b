/**
 * The generic rules-reference model. Each game ships `locales/<lang>/rules-<game>.json` with this
 * shape (one file per language, same section ids in both); the rules page renders any of them.
 * Links from the log and elsewhere use `#/rules/<game>/<section id>`, e.g. `#/rules/vendetta/5.1`.
 */

export type RulesBlock = string | { list: string[] } | { table: { head: string[]; rows: string[][] } } | { note: string };

export interface RulesSection {
  /** Unique in the document, stable (links use it): '5.1', 'frenzy', 'play-blood'... */
  id: string;
  /** Rulebook number when the rulebook has one ('5.1'); shown before the title. */
  number?: string;
  /** Keep `number` for links and structure but do not show it (V:TES in Polish: the Polish
   * rulebook names its chapters instead of numbering them). */
  hideNumber?: boolean;
  /** Other names links may use for this section (V:TES: the Polish rulebook's chapter names). */
  aliases?: string[];
  title: string;
  paragraphs: RulesBlock[];
  sections?: RulesSection[];
}

export interface GlossaryEntry {
  term: string;
  /** The same term in the other language (es file: Polish; pl file: Spanish). */
  alt?: string;
  definition: string;
}

export interface RulesDoc {
  game: string;
  title: string;
  intro?: string;
  sections: RulesSection[];
  glossaryTitle?: string;
  glossary?: GlossaryEntry[];
  page: { toc: string; glossary: string; notFound: string };
}

export const RULES_NS_PREFIX = 'rules-';

/** Game ids that have a rules namespace, from an i18next resource tree of one language. */
export function rulesGames(bundles: Record<string, unknown>): string[] {
  return Object.keys(bundles)
    .filter((ns) => ns.startsWith(RULES_NS_PREFIX))
    .map((ns) => ns.slice(RULES_NS_PREFIX.length))
    .sort();
}

export interface RulesLocation {
  game: string | null;
  section: string | null;
}

/** Parses `#/rules/<game>/<section>` (section ids may contain dots, never slashes). */
export function parseRulesHash(hash: string): RulesLocation {
  const parts = hash
    .replace(/^#\/?/, '')
    .split('/')
    .map((p) => decodeURIComponent(p));
  if (parts[0] !== 'rules') return { game: null, section: null };
  return { game: parts[1] || null, section: parts[2] || null };
}

export function rulesHref(game: string, section?: string): string {
  return `#/rules/${encodeURIComponent(game)}${section ? `/${encodeURIComponent(section)}` : ''}`;
}

/**
 * Link for an engine rule reference such as 'vendetta:5.2' or 'vtes-es:6.1.1' (the part before
 * the colon is the game id, optionally followed by a language suffix that the page ignores).
 */
export function ruleRefHref(rule: string): string | null {
  const m = /^([a-z0-9]+)(?:-[a-z]{2})?:(.+)$/.exec(rule);
  return m ? rulesHref(m[1], m[2]) : null;
}

export function flattenSections(sections: RulesSection[], depth = 0): { section: RulesSection; depth: number }[] {
  const out: { section: RulesSection; depth: number }[] = [];
  for (const s of sections) {
    out.push({ section: s, depth });
    if (s.sections) out.push(...flattenSections(s.sections, depth + 1));
  }
  return out;
}

export function findSection(doc: RulesDoc, id: string): RulesSection | null {
  const all = flattenSections(doc.sections);
  return all.find((e) => e.section.id === id)?.section ?? all.find((e) => e.section.aliases?.includes(id))?.section ?? null;
}

/**
 * The section a link names, or the nearest enclosing one: 'setup.10' falls back to 'setup' when
 * the document has no separate section for step 10 (engine references can be finer than the
 * reference text).
 */
export function resolveSection(doc: RulesDoc, id: string): RulesSection | null {
  for (let cur: string | null = id; cur; cur = cur.includes('.') ? cur.slice(0, cur.lastIndexOf('.')) : null) {
    const s = findSection(doc, cur);
    if (s) return s;
  }
  return null;
}

/**
 * Short label of a rule reference for the log: '§5.1' when the section has a number to show,
 * else the section's title ('Frenesí'); the raw id only when the document lacks the section.
 */
export function ruleRefLabel(doc: RulesDoc | undefined, rule: string): string {
  const id = rule.replace(/^[^:]*:/, '');
  const sec = doc ? resolveSection(doc, id) : null;
  if (!sec) return `§${id}`;
  return sec.number && !sec.hideNumber ? `§${sec.number}` : sec.title;
}

/** Checks a rules document; returns problems (duplicate ids, empty texts). Used by tests. */
export function checkRulesDoc(doc: RulesDoc): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { section } of flattenSections(doc.sections)) {
    if (!section.id || /[/\s]/.test(section.id)) problems.push(`bad id "${section.id}"`);
    if (seen.has(section.id)) problems.push(`duplicate id ${section.id}`);
    seen.add(section.id);
    if (!section.title.trim()) problems.push(`${section.id}: empty title`);
    if (!section.paragraphs.length) problems.push(`${section.id}: no paragraphs`);
    for (const b of section.paragraphs) {
      const texts = typeof b === 'string' ? [b] : 'list' in b ? b.list : 'note' in b ? [b.note] : [...b.table.head, ...b.table.rows.flat()];
      if (!texts.length || texts.some((t) => typeof t !== 'string' || !t.trim())) problems.push(`${section.id}: empty text`);
    }
  }
  if (!doc.page?.toc || !doc.page.glossary || !doc.page.notFound) problems.push('page labels missing');
  return problems;
}
