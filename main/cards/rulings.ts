/**
 * The community V:TES rulings (issue 32 item 1): the three YAML files of the vtes-rulings project
 * (`rulings.yaml`, `groups.yaml`, `references.yaml`, MIT) as the user imports them with the card
 * files. Everything is read and checked before anything is written; a file that is not what it
 * should be is refused with a localized error naming it, and nothing changes.
 *
 * rulings.yaml: `<card id>|<name>` or `<group id>|<name>` -> list of rulings; a ruling is a
 * sentence ending with its reference ids in brackets (`[LSJ 20040518]`), or `[REMINDER]`, or a map
 * `{ text, overrides: { '<card id>|<name>': text } }` for a group ruling worded apart for some
 * cards. groups.yaml: `<group id>|<name>` -> `{ '<card id>|<name>': '<qualifier>' }` (the qualifier,
 * e.g. `[DOM]`, says which use of the card the group is about). references.yaml: id -> URL.
 */
import { load, YAMLException } from 'js-yaml';
import { fail } from './vekn';
import type { CardRuling, ImportFile, RulingRef } from './types';

export interface ParsedRulings {
  /** VEKN card id -> its rulings, the card's own first, then its groups' in group order */
  byCard: Map<string, CardRuling[]>;
  files: string[];
  /** rulings as written in the file (a group ruling counts once) */
  rulings: number;
  groups: number;
  references: number;
}

export type RulingsFileKind = 'rulings' | 'groups' | 'references';

/** The kind of a rulings file by its name ('rulings.yaml', 'groups.yml'...), or null. */
export function rulingsFileKind(name: string): RulingsFileKind | null {
  const m = /(?:^|[\\/])(rulings|groups|references)\.ya?ml$/i.exec(name);
  return m ? (m[1].toLowerCase() as RulingsFileKind) : null;
}

/** A name that looks like YAML: the import sends it here instead of to the CSV reader. */
export function isYamlFile(name: string): boolean {
  return /\.ya?ml$/i.test(name);
}

/** Sources of the reference ids (the rules directors, the rules team, the rulebook). */
const REF = /\[((?:TOM|SFC|JON|LSJ|PIB|ANK|RTR|RBK) [\w.-]+)\]/g;
const REMINDER = /\[REMINDER\]/g;
const KEY = /^(G?\d+)\|(.+)$/;
const MAX_TEXT = 8000;

function readYaml(file: ImportFile): unknown {
  const text = file.content.replace(/^\uFEFF/, '');
  if (!text.trim()) fail('empty_file', file.name, 1);
  try {
    return load(text, { filename: file.name, json: false });
  } catch (e) {
    if (e instanceof YAMLException) fail('yaml_syntax', file.name, (e.mark?.line ?? 0) + 1);
    throw e;
  }
}

function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function badEntry(file: string, key: string): never {
  fail('rulings_bad_entry', file, 0, { key: key.slice(0, 120) });
}

function splitKey(file: string, key: string): { id: string; name: string } {
  const m = KEY.exec(key);
  if (!m) badEntry(file, key);
  return { id: m[1], name: m[2].trim() };
}

/** A ruling's sentence split into its text and its reference ids. */
export function splitRuling(raw: string, urls: ReadonlyMap<string, string>): { text: string; refs: RulingRef[]; reminder: boolean } {
  const refs: RulingRef[] = [];
  for (const m of raw.matchAll(REF)) {
    const id = m[1];
    if (refs.some((r) => r.id === id)) continue;
    const url = urls.get(id);
    refs.push(url ? { id, url } : { id });
  }
  const reminder = REMINDER.test(raw);
  REMINDER.lastIndex = 0;
  const text = raw.replace(REF, '').replace(REMINDER, '').replace(/\s+/g, ' ').trim();
  return { text, refs, reminder };
}

/** Reads and checks the rulings files; `rulings.yaml` is required, groups when a group is named. */
export function parseRulingsFiles(files: ImportFile[]): ParsedRulings {
  const byKind = new Map<RulingsFileKind, ImportFile>();
  for (const f of files) {
    const kind = rulingsFileKind(f.name);
    if (!kind) fail('rulings_unknown_file', f.name, 0);
    const other = byKind.get(kind);
    if (other) fail('duplicate_file', f.name, 1, { other: other.name });
    byKind.set(kind, f);
  }
  const rulingsFile = byKind.get('rulings');
  if (!rulingsFile) fail('rulings_missing_file', 'rulings.yaml', 0);

  const urls = new Map<string, string>();
  const refsFile = byKind.get('references');
  if (refsFile) {
    const refs = readYaml(refsFile);
    if (!isMap(refs)) fail('rulings_bad_file', refsFile.name, 0);
    for (const [id, url] of Object.entries(refs)) {
      if (typeof url !== 'string') badEntry(refsFile.name, id);
      urls.set(id, url);
    }
  }

  const members = new Map<string, { id: string; qualifier?: string }[]>();
  const groupNames = new Map<string, string>();
  const groupsFile = byKind.get('groups');
  if (groupsFile) {
    const groups = readYaml(groupsFile);
    if (!isMap(groups)) fail('rulings_bad_file', groupsFile.name, 0);
    for (const [key, cards] of Object.entries(groups)) {
      const g = splitKey(groupsFile.name, key);
      if (!isMap(cards)) badEntry(groupsFile.name, key);
      groupNames.set(g.id, g.name);
      members.set(
        g.id,
        Object.entries(cards).map(([cardKey, q]) => {
          const c = splitKey(groupsFile.name, cardKey);
          if (q !== null && typeof q !== 'string') badEntry(groupsFile.name, cardKey);
          return q ? { id: c.id, qualifier: q } : { id: c.id };
        }),
      );
    }
  }

  const doc = readYaml(rulingsFile);
  if (!isMap(doc)) fail('rulings_bad_file', rulingsFile.name, 0);
  const own = new Map<string, CardRuling[]>();
  const fromGroups = new Map<string, CardRuling[]>();
  const add = (map: Map<string, CardRuling[]>, id: string, r: CardRuling) => {
    const list = map.get(id);
    if (list) list.push(r);
    else map.set(id, [r]);
  };
  let count = 0;
  for (const [key, list] of Object.entries(doc)) {
    const k = splitKey(rulingsFile.name, key);
    if (!Array.isArray(list)) badEntry(rulingsFile.name, key);
    const isGroup = k.id.startsWith('G');
    const group = isGroup ? members.get(k.id) : undefined;
    if (isGroup && !groupsFile) fail('rulings_missing_file', 'groups.yaml', 0);
    if (isGroup && !group) fail('rulings_unknown_group', rulingsFile.name, 0, { key: key.slice(0, 120) });
    for (const entry of list) {
      let text: string;
      let overrides: Record<string, unknown> = {};
      if (typeof entry === 'string') text = entry;
      else if (isMap(entry) && typeof entry.text === 'string' && (entry.overrides === undefined || isMap(entry.overrides))) {
        text = entry.text;
        overrides = (entry.overrides as Record<string, unknown> | undefined) ?? {};
      } else badEntry(rulingsFile.name, key);
      if (text.length > MAX_TEXT) badEntry(rulingsFile.name, key);
      count++;
      const base = splitRuling(text, urls);
      if (!group) {
        add(own, k.id, prune({ text: base.text, refs: base.refs, reminder: base.reminder }));
        continue;
      }
      const worded = new Map<string, string>();
      for (const [cardKey, t] of Object.entries(overrides)) {
        if (typeof t !== 'string' || t.length > MAX_TEXT) badEntry(rulingsFile.name, cardKey);
        worded.set(splitKey(rulingsFile.name, cardKey).id, t);
      }
      for (const m of group) {
        const over = worded.get(m.id);
        const r = over === undefined ? base : splitRuling(over, urls);
        add(
          fromGroups,
          m.id,
          prune({
            text: r.text,
            // an override without its own reference keeps the group ruling's
            refs: r.refs.length ? r.refs : base.refs,
            reminder: r.reminder || base.reminder,
            group: prune({ id: k.id, name: groupNames.get(k.id) ?? k.id, qualifier: m.qualifier }),
          }),
        );
      }
    }
  }
  const byCard = new Map<string, CardRuling[]>();
  for (const id of new Set([...own.keys(), ...fromGroups.keys()])) byCard.set(id, [...(own.get(id) ?? []), ...(fromGroups.get(id) ?? [])]);
  return { byCard, files: [...byKind.values()].map((f) => f.name), rulings: count, groups: groupNames.size, references: urls.size };
}

function prune<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined || o[k] === false) delete o[k];
  return o;
}
