/**
 * What the card definitions of a game hold (issue 14 item 2), computed once per definition table:
 * the queries and windows of the rules skip the walks that no card of the game can answer.
 */
import { stateCache } from '../../../engine/state-cache';
import type { CardDef } from '../data/starters';
import { defsOf } from './card-tables';
import { isKind, isPrim, modeHas } from '../schema/effect-query';

/**
 * What the card definitions of a game hold, computed once per definition table (issue 14 item 2):
 * the effect kinds any mode of any card carries, whether any card is on the Red List, and for each
 * crypt card id the ids of the other versions of the same vampire (7: base and advanced). Queries
 * that look for cards with an effect in play skip the walk when no card of the game has it. A
 * game's `defs` never changes (a test that adds a definition replaces the table).
 */
export interface DefsIndex {
  kinds: ReadonlySet<string>;
  /** Some mode cancels a card as it is played (its window's `cancel`, 1.6.1.1, 1.6.3.7), or a card in play may (`cancelInPlay`). */
  cancels: boolean;
  /** The moments named by out-of-turn cards (moments.ts), and whether a card is out of turn with no moment ("as it is played"). */
  moments: ReadonlySet<string>;
  outOfTurnAnytime: boolean;
  redList: boolean;
  /** The ids of the cards with a static modifier changing every minion (`who: 'every'`: The Unmasking). */
  everyMods: ReadonlySet<string>;
  /** Some card of `everyMods` is put on a minion by its own mode (`attach`: Madman's Quill): the ready minions' cards are walked then. */
  everyModsOn: boolean;
  /** Some card has an ability usable in any Methuselah's minion phase (window `minionAny`: Enkil Cog, rules/minion.ts). */
  anyPhase: boolean;
  /**
   * Some card's vampire Condition asks which vampires entered a ready region in the last influence phase (the leaf
   * `influencedLast`: Legendary Vampire): only then is that list kept (rules/influence.ts).
   */
  influencedLast: boolean;
  /** Crypt card id -> the other card ids that are the same vampire (absent: none). */
  versions: ReadonlyMap<string, readonly string[]>;
  /** The card modules some mode names (`{ e: 'card', id }`, cards/index.ts): a module no card names has no card in play. */
  modules: ReadonlySet<string>;
  /** Some card has the burn option (1.6.1.3: rules/unlock.ts reads the hands only then). */
  burnOption: boolean;
  /** Card name -> the ids of the game's cards of that name (queries.ts `cardName`). */
  named: ReadonlyMap<string, readonly string[]>;
}

/**
 * The index of each definition table, built once per table object: the last table read (one
 * comparison, engine/state-cache.ts), then a weak map by table (the tables live as long as their
 * card-data key, card-tables.ts, and a process alternating between a few tables, the bench's eight
 * TWD tables, a search bot beside a game, builds each index once instead of at every switch).
 */
const defsIndexes = stateCache<Record<string, CardDef>, DefsIndex>(indexOfTable);
const byTable = new WeakMap<Record<string, CardDef>, DefsIndex>();

function indexOfTable(defs: Record<string, CardDef>): DefsIndex {
  let ix = byTable.get(defs);
  if (!ix) byTable.set(defs, (ix = buildDefsIndex(defs)));
  return ix;
}

function buildDefsIndex(defs: Record<string, CardDef>): DefsIndex {
  const kinds = new Set<string>();
  let cancels = false;
  const moments = new Set<string>();
  let outOfTurnAnytime = false;
  let redList = false;
  let anyPhase = false;
  let influencedLast = false;
  let burnOption = false;
  let everyModsOn = false;
  const everyMods = new Set<string>();
  const modules = new Set<string>();
  const named = new Map<string, string[]>();
  const byName = new Map<string, CardDef[]>();
  for (const id in defs) {
    const d = defs[id];
    for (const m of d.modes) {
      for (const e of m.effects) {
        kinds.add(e.e);
        if (isKind(e, 'card')) modules.add(e.id);
        if (isKind(e, 'mod') && e.who === 'every') everyMods.add(id);
        if (isKind(e, 'mod') && e.who === 'every' && modeHas(m, 'prims', (x) => x.do.some(isPrim('attach')))) everyModsOn = true;
        if (isKind(e, 'ability') && e.window === 'minionAny') anyPhase = true;
        if (isKind(e, 'onVampire') && e.where && JSON.stringify(e.where).includes('"influencedLast"')) influencedLast = true;
        // a card in play burned to cancel a card as it is played (React with Conviction): the window must open
        if (isKind(e, 'cancelInPlay') || isKind(e, 'cancelOwn')) cancels = true;
      }
      if (m.window?.cancel) cancels = true;
      const oot = m.window?.outOfTurn;
      if (oot?.moment) moments.add(oot.moment);
      if (oot?.when === 'none') outOfTurnAnytime = true;
    }
    const ids = named.get(d.name);
    if (ids) ids.push(id);
    else named.set(d.name, [id]);
    if (d.redList) redList = true;
    if (d.burnOption) burnOption = true;
    if (d.kind === 'crypt') {
      const same = byName.get(d.name);
      if (same) same.push(d);
      else byName.set(d.name, [d]);
    }
  }
  const versions = new Map<string, readonly string[]>();
  for (const same of byName.values())
    for (const a of same) {
      const others = same.filter((b) => b !== a && (!!a.advanced || !!b.advanced)).map((b) => b.id);
      if (others.length) versions.set(a.id, others);
    }
  return {
    kinds,
    cancels,
    moments,
    outOfTurnAnytime,
    redList,
    anyPhase,
    influencedLast,
    everyMods,
    everyModsOn,
    versions,
    modules,
    burnOption,
    named,
  };
}

export function defsIndex(s: { readonly cardData: string }): DefsIndex {
  return defsIndexes.get(defsOf(s));
}
