/**
 * V:TES effect vocabulary (issue #5 item 3): every built-in card is described by these data
 * records, never by its printed text. The rules module (rules.ts) executes them; the card text
 * shown to players is rendered from them through the `cards-vtes` templates (es, pl) by
 * vocab/card-text.ts.
 *
 * A card has one or more modes {kind, window, cost, conditions, limits, targets, effects} (issue 11
 * item 5): what sort of card play it is, when it may be played, what it costs, what it needs of the
 * player and the minion, how often, what it targets and what it does. A library card with a
 * discipline has one mode per level (inferior, superior), like the printed card.
 *
 * A card whose rules no record expresses names its own module (`{ e: 'card', id }`, cards/index.ts).
 *
 * Automation status is derived from the effects: every effect in ENGINE_EFFECTS → 'full';
 * some → 'partial'; none → 'manual' (resolved by the players with manual operations).
 * Pure data and pure functions only (main/games layering).
 */
import type { AutomationStatus } from '../../../cards/types';
import { EFFECT_SITES } from './sites';
import type { Effect, Mode } from './schema';

// the types of the card definitions are inferred from the zod schema (issue 27 item 1)
export type {
  CancelCard,
  CancelKind,
  CancelWhat,
  CardDef,
  CardTrait,
  Condition,
  Cost,
  Effect,
  Limit,
  LimitOnce,
  Mode,
  ModeKind,
  ModWho,
  OotMoment,
  OotWhen,
  OutOfTurn,
  Stat,
  StrikeKind,
  Target,
  TargetCards,
  Title,
  Trait,
  Window,
} from './schema';
export type { Disc, Sect } from './schema-prims';

/** Every effect kind has its sites in vocab/sites.ts, and nothing else is listed there. */
type Missing = Exclude<Effect['e'], keyof typeof EFFECT_SITES>;
type Unknown = Exclude<keyof typeof EFFECT_SITES, Effect['e']>;
const sitesCoverEveryKind: [Missing, Unknown] extends [never, never] ? true : { missing: Missing; unknown: Unknown } = true;
void sitesCoverEveryKind;

/** Effects the engine executes: every kind with a site other than `manual` (derived from vocab/sites.ts). */
export const ENGINE_EFFECTS: ReadonlySet<Effect['e']> = new Set(
  (Object.keys(EFFECT_SITES) as Effect['e'][]).filter((k) => !(EFFECT_SITES[k] as readonly string[]).includes('manual')),
);

export function automationOf(modes: readonly Mode[]): AutomationStatus {
  let known = 0;
  let total = 0;
  for (const m of modes)
    for (const e of m.effects) {
      total++;
      if (ENGINE_EFFECTS.has(e.e)) known++;
    }
  if (total === 0 || known === total) return 'full';
  return known === 0 ? 'manual' : 'partial';
}
