/**
 * The card data files loaded and checked (issue 27 item 2): every `data/<type>.json` is parsed with
 * the schema when this module loads (an invalid entry throws, naming the file, the card id and the
 * path), and an id listed in two files is refused. At play time only these entries decide what a
 * card does: `defFromCatalog` joins a catalog card with its entry when the entry is reviewed
 * (`full`), was written from the card's current text (same fingerprint) and agrees with the card's
 * printed Disciplines; any other card is read by the importer's reader and played with the manual
 * operations. The starter cards the app shows before an official list is imported are the built-in
 * catalog rows of `starter-catalog.json` (facts only) joined with their entries. Pure: no I/O (the
 * JSON files are bundled).
 */
import type { CardDetail } from '../../../cards/types';
import { displayNameOf } from '../../../common/card-names';
import type { CardDef } from '../schema/effects';
import { schemaIssues } from '../schema/schema-check';
import { withCanonicalClans } from '../schema/clans';
import { entryParams } from '../schema/legacy-params';
import { DataFileSchema, type DataEntry } from './entry';
import { fingerprint } from './fingerprint';
import { joinEntry, joinProblems, type CatalogFacts } from './join';
import action from './action.json';
import actionModifier from './action-modifier.json';
import ally from './ally.json';
import combat from './combat.json';
import equipment from './equipment.json';
import event from './event.json';
import master from './master.json';
import politicalAction from './political-action.json';
import reaction from './reaction.json';
import retainer from './retainer.json';
import starterCatalog from './starter-catalog.json';
import vampire from './vampire.json';
import crypt from './crypt.json';
import imbued from './imbued.json';
import power from './power.json';
import conviction from './conviction.json';

/** The data files by name (`<name>.json`). */
export const DATA_FILES: Readonly<Record<string, unknown>> = {
  vampire,
  // crypt cards with abilities beyond stat sentences and keywords (issue 30)
  crypt,
  // imbued crypt cards and their powers (issue 30 items 2-3; imbued appendix A.1, A.3)
  imbued,
  power,
  conviction,
  master,
  action,
  'action-modifier': actionModifier,
  reaction,
  combat,
  equipment,
  'political-action': politicalAction,
  ally,
  retainer,
  // events (vtes-es 1.6.4: played in the discard phase, in play for everyone)
  event,
};

/** An entry with the file it comes from. */
export type LoadedEntry = DataEntry & { file: string };

/**
 * A file's entries with their old ad-hoc fields read into the shared parameter records
 * (schema/legacy-params.ts): an entry merged in the old words loads as the migration
 * (scripts/cards-migrate-params.mjs) will write it. The file itself when none has one.
 */
function withParams(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  let out: Record<string, unknown> | undefined;
  for (const [id, e] of Object.entries(raw as Record<string, unknown>)) {
    if (!e || typeof e !== 'object' || !Array.isArray((e as { modes?: unknown }).modes)) continue;
    const m = entryParams(e as { modes: unknown[] });
    if (m !== e) (out ??= { ...(raw as Record<string, unknown>) })[id] = m;
  }
  return out ?? raw;
}

/** Parses data files: every entry by id, or an error naming the file, the card id and the path of the first problem. */
export function loadDataFiles(files: Readonly<Record<string, unknown>>): ReadonlyMap<string, LoadedEntry> {
  const out = new Map<string, LoadedEntry>();
  for (const [file, read] of Object.entries(files)) {
    const raw = withParams(read);
    // parsed once per process: zod's compiled checkers would cost more to build than they save
    const r = DataFileSchema.safeParse(raw, { jitless: true });
    if (!r.success) {
      const [first] = schemaIssues(DataFileSchema, raw);
      const [id, ...path] = first.path.split('.');
      throw new Error(`card data ${file}.json: card ${id}${path.length ? ` at ${path.join('.')}` : ''}: ${first.problem}`);
    }
    for (const [id, e] of Object.entries(r.data)) {
      const before = out.get(id);
      if (before) throw new Error(`card data ${file}.json: card ${id} is also in ${before.file}.json`);
      // one clan under its two names (schema/clans.ts): the engine reads the current one
      out.set(id, { ...withCanonicalClans(e), file });
    }
  }
  return out;
}

/** Every entry of the data files, by official card id. */
export const CARD_DATA: ReadonlyMap<string, LoadedEntry> = loadDataFiles(DATA_FILES);

/** The built-in catalog rows of the starter cards (facts only), in the order the lookup lists them. */
export const STARTER_CATALOG: readonly CatalogFacts[] = starterCatalog as CatalogFacts[];

/** The starter cards' definitions, joined from their built-in catalog rows (name as the list prints it). */
export function starterDefinitions(): CardDef[] {
  return STARTER_CATALOG.map((f) => {
    const e = CARD_DATA.get(f.id);
    if (!e || e.status !== 'full') throw new Error(`card data: starter card ${f.id} has no reviewed entry`);
    return joinEntry(f, e);
  });
}

/**
 * How a catalog card is played: `full` by its reviewed entry; `draft` (an entry not reviewed yet),
 * `stale` (the entry was written from another text: the official text changed since), `mismatch` (the
 * entry's Disciplines are not the card's) and `none` (no entry) with the manual operations.
 */
export type DataStatus = 'full' | 'draft' | 'stale' | 'mismatch' | 'none';

export function dataStatus(d: CatalogFacts & { text: string }, data: ReadonlyMap<string, DataEntry> = CARD_DATA): DataStatus {
  const e = data.get(d.id);
  if (!e) return 'none';
  if (e.status !== 'full') return 'draft';
  if (e.fp !== fingerprint(d.text)) return 'stale';
  return joinProblems(d, e).length ? 'mismatch' : 'full';
}

/** The definition of a catalog card from its reviewed entry (named as players read it), or undefined when the entry does not decide (see `dataStatus`). */
export function defFromCatalog(d: CardDetail): CardDef | undefined {
  if (dataStatus(d) !== 'full') return undefined;
  const def = joinEntry(d, CARD_DATA.get(d.id)!);
  return { ...def, name: displayNameOf(def.name) };
}
