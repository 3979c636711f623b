/**
 * The definition the rules play for a catalog card (issue 27 item 3): only the card data files
 * decide what a card does. A card with a reviewed (`full`) entry written from its current text is
 * played by it (data/load.ts `defFromCatalog`); the starter rows the app shows before an official
 * import are the starters. Any other card (no entry, a `draft` entry, an entry written from another
 * text or with other Disciplines) is played with the manual operations (1.4, `manual*.ts`), from the
 * catalog's columns only: its types, clan, costs, printed Discipline alternatives, the requirement
 * row (vteslibmeta.csv) and a vampire's capacity, group, sect, title and Disciplines, with the
 * reviewed timing and target hints of data/manual-hints.json (manual-hints.ts: the window it is
 * offered in, where it is played, what it requires). The card text is never read here: its readings
 * are the offline draft generator's (draft/, `npm run cards:draft`).
 */
import type { CardDetail } from '../../../cards/types';
import { displayNameOf } from '../../../common/card-names';
import { canonicalClans } from '../schema/clans';
import { CRYPT_TITLES, DISC_CODES, kindOf, reqsFromData } from './catalog-facts';
import { defFromCatalog } from './load';
import { convictionCostOf, costValue, sectOfFacts } from './join';
import type { Condition, Cost, Effect, Mode, ModeKind } from '../schema/effects';
import { type CardDef, STARTER_DEFS } from './starters';
import { hintedMode, hintedReqs, reviewedHint } from './manual-hints';

/**
 * Requirement rows that list alternatives, not conditions together ("a Laibon or a non-titled
 * vampire"): the row cannot say so, so these are left to the players. Official card ids.
 */
const ALTERNATIVE_ROWS: ReadonlySet<string> = new Set(['101248']);

/** A library card's printed cost (pool, blood), and the cost every mode carries (vocab/modes.ts costOf). */
export function printedCost(d: Pick<CardDetail, 'poolCost' | 'bloodCost' | 'convictionCost'>): {
  pool: number | 'X' | undefined;
  blood: number | 'X' | undefined;
  conviction: number | undefined;
  cost: Cost | undefined;
} {
  const pool = costValue(d.poolCost);
  const blood = costValue(d.bloodCost);
  // imbued appendix 2: a conviction cost is paid by burning the imbued's convictions
  const conviction = convictionCostOf(d);
  if (pool === undefined && blood === undefined && !conviction) return { pool, blood, conviction, cost: undefined };
  return {
    pool,
    blood,
    conviction,
    cost: {
      ...(pool !== undefined ? { pool } : {}),
      ...(blood !== undefined ? { blood } : {}),
      ...(conviction ? { conviction } : {}),
    },
  };
}

const MANUAL: Effect = { e: 'manual', key: 'imported' };

/** A catalog card played with the manual operations: its catalog facts, every effect the players'. */
export function manualDef(d: CardDetail): CardDef {
  if (d.kind === 'crypt') {
    const disc: Record<string, 1 | 2> = {};
    for (const x of d.disciplines) disc[x.code] = x.level;
    // a vampire with a text has an ability the players apply; one with none plays itself
    const modes: Mode[] = d.text ? [{ kind: 'vampire', conditions: [], effects: [MANUAL] }] : [];
    return {
      id: d.id,
      name: displayNameOf(d.name),
      kind: 'crypt',
      // an imbued is its own crypt card type (imbued appendix 1), its cost the life it starts with
      types: d.types.includes('Imbued') ? ['Imbued'] : ['Vampire'],
      clan: canonicalClans(d.clans),
      capacity: d.capacity ?? 1,
      group: d.group,
      disc,
      title: CRYPT_TITLES.find((t) => (d.title ?? '').toLowerCase() === t),
      sect: sectOfFacts(d.sect),
      advanced: d.advanced,
      reqs: [],
      modes,
      automation: modes.length ? 'partial' : 'full',
    };
  }
  const row: Condition[] = ALTERNATIVE_ROWS.has(d.id) ? [] : reqsFromData(d.requirements);
  const { pool, blood, conviction, cost } = printedCost(d);
  const kinds: ModeKind[] = d.types.length ? d.types.map((t) => kindOf([t])) : ['master'];
  const alternatives = d.libraryDisciplines.length ? d.libraryDisciplines : [[]];
  const plain: Mode[] = kinds.flatMap((kind) =>
    alternatives.map((alt) => ({
      kind,
      ...(cost ? { cost } : {}),
      conditions: alt.map((code) => ({ r: 'disc' as const, disc: DISC_CODES[code] ?? code, level: 1 as const })),
      effects: [MANUAL],
    })),
  );
  // its reviewed timing and target hints (manual-hints.ts, issue 34 §1): the window its type and text
  // allow, where it is played, what it requires; the rest of its text stays the players'
  const hint = reviewedHint(d);
  const modes = hint ? plain.map((m) => hintedMode(m, hint)) : plain;
  const reqs = hint ? hintedReqs(row, hint) : row;
  return {
    id: d.id,
    name: displayNameOf(d.name),
    kind: 'library',
    types: d.types,
    clan: canonicalClans(d.clans),
    pool,
    blood,
    ...(conviction ? { conviction } : {}),
    burnOption: d.burnOption,
    reqs,
    modes,
    automation: 'manual',
    libDisc: d.libraryDisciplines,
  };
}

/** The definition the set-up and the lookup use for a catalog card (see the file's comment). */
export function cardDefFromDetail(d: CardDetail): CardDef {
  const reviewed = defFromCatalog(d) ?? (d.textPl !== undefined ? STARTER_DEFS.get(d.id) : undefined);
  return reviewed ?? manualDef(d);
}
