/**
 * The card data a game is set up with (issue 27 item 7): its version, its definition table and the
 * key the state keeps (`VtesState.cardData`; the rules read the table through card-tables.ts
 * `defsOf`). The key is the card-data version for a game of starter decks, and the version with a
 * content hash of the decks' other definitions otherwise: the same data, the same key and table.
 */
import { stateHash } from '../../../engine/hash';
import { hasDefs, registerDefs, type DefsTable } from '../core/card-tables';
import { DATA_FILES, STARTER_CATALOG } from '../data/load';
import { VTES_RULES_VERSION } from '../rules/kernel';
import { STARTER_DEFS, type CardDef } from '../data/starters';
import type { Mode } from '../schema/effects';
import type { VtesConfig } from '../core/state';

/**
 * The card-data version: a content hash of the data files and the starter catalog rows with the
 * version of the rules that read them (the vocabulary they are written in), 16 hex digits.
 */
export const CARD_DATA_VERSION: string = stateHash({ vocabulary: VTES_RULES_VERSION, files: DATA_FILES, starters: STARTER_CATALOG }).slice(
  0,
  16,
);

/**
 * A definition as the tables hold it: a copy listing every field of the schema in one order (absent ones
 * undefined), its modes likewise, so that all the definitions and modes of a game share one hidden class each
 * and the rules' reads of their fields stay monomorphic (docs/vtes-automation.md "Speed"). The same
 * definition as far as the rules and the state go: the effects are the same objects, JSON drops the
 * undefined members. One copy per definition object (a weak map keyed by the immutable definition).
 */
const SHAPED = new WeakMap<CardDef, CardDef>();
function shaped(d: CardDef): CardDef {
  let out = SHAPED.get(d);
  if (out) return out;
  out = {
    id: d.id,
    name: d.name,
    kind: d.kind,
    types: d.types,
    clan: d.clan,
    capacity: d.capacity,
    group: d.group,
    disc: d.disc,
    title: d.title,
    city: d.city,
    sect: d.sect,
    pool: d.pool,
    blood: d.blood,
    conviction: d.conviction,
    advanced: d.advanced,
    burnOption: d.burnOption,
    unique: d.unique,
    reqs: d.reqs,
    modes: d.modes.map(shapedMode),
    automation: d.automation,
    libDisc: d.libDisc,
    traits: d.traits,
    slaveOf: d.slaveOf,
    titleCard: d.titleCard,
    redList: d.redList,
    trophy: d.trophy,
    gehenna: d.gehenna,
    libKeywords: d.libKeywords,
    classes: d.classes,
  } satisfies Record<keyof CardDef, unknown>;
  // a field outside the schema (none today) is kept
  for (const k in d) if (!(k in out)) (out as Record<string, unknown>)[k] = (d as Record<string, unknown>)[k];
  SHAPED.set(d, out);
  return out;
}

function shapedMode(m: Mode): Mode {
  const out: Mode = {
    kind: m.kind,
    window: m.window,
    cost: m.cost,
    conditions: m.conditions,
    if: m.if,
    limits: m.limits,
    targets: m.targets,
    effects: m.effects,
  } satisfies Record<keyof Mode, unknown>;
  for (const k in m) if (!(k in out)) (out as Record<string, unknown>)[k] = (m as Record<string, unknown>)[k];
  return out;
}

/**
 * The definition table of games without imported cards, built once and shared by them (it never
 * changes during a game): its per-game index (defs-index.ts) is then built once too.
 */
const STARTER_TABLE: DefsTable = Object.fromEntries([...STARTER_DEFS].map(([id, c]) => [id, shaped(c)]));
registerDefs(CARD_DATA_VERSION, STARTER_TABLE);

/**
 * The definitions a game plays with: the starter cards', then the decks' other cards; a game
 * replayed with the card data of an older version (`pinned`, record-config.ts) plays with the
 * definitions of that version alone, as its record archive keeps them.
 */
export function defsTable(cfg: Pick<VtesConfig, 'cards' | 'pinned'>): DefsTable {
  if (cfg.pinned !== undefined) return pinnedTable(cfg.cards ?? []);
  if (!cfg.cards?.length) return STARTER_TABLE;
  return withExtra(cfg.cards);
}

/** The tables of pinned definitions met (a config is parsed once per game). */
const pinnedTables = new WeakMap<readonly CardDef[], DefsTable>();

function pinnedTable(defs: readonly CardDef[]): DefsTable {
  let t = pinnedTables.get(defs);
  if (!t) pinnedTables.set(defs, (t = Object.fromEntries(defs.map((c) => [c.id, shaped(c)]))));
  return t;
}

function withExtra(extra: readonly CardDef[]): DefsTable {
  const defs: DefsTable = {};
  for (const [id, c] of STARTER_DEFS) defs[id] = shaped(c);
  for (const c of extra) if (!defs[c.id]) defs[c.id] = shaped(c);
  return defs;
}

/** The key of each list of extra definitions met (a config is parsed once per game; hashing it once is enough). */
const extraKeys = new WeakMap<readonly CardDef[], string>();

/**
 * The card-data key of a game with these extra definitions (none: the version alone), its table
 * registered under it.
 */
export function cardDataKey(extra: readonly CardDef[] | undefined, pinned?: string): string {
  if (pinned !== undefined) return pinnedKey(extra ?? [], pinned);
  if (!extra?.length) return CARD_DATA_VERSION;
  const known = extraKeys.get(extra);
  if (known) return known;
  const key = `${CARD_DATA_VERSION}+${stateHash(extra).slice(0, 16)}`;
  if (!hasDefs(key)) registerDefs(key, withExtra(extra));
  extraKeys.set(extra, key);
  return key;
}

/**
 * The key of a game replayed with the definitions of an older card-data version (the whole table,
 * starters included): that version and a content hash of the table, registered under it.
 */
function pinnedKey(defs: readonly CardDef[], version: string): string {
  const known = extraKeys.get(defs);
  if (known) return known;
  const key = `${version}=${stateHash(defs).slice(0, 16)}`;
  if (!hasDefs(key)) registerDefs(key, pinnedTable(defs));
  extraKeys.set(defs, key);
  return key;
}
