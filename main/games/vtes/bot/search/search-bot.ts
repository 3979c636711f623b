/**
 * The V:TES search bots (issue 33): the shared ISMCTS core (engine/search/ismcts.ts) over V:TES, with
 * the determinizer of determinize.ts, the heuristic bot (bots.ts) as rollout and prior policy and the
 * depth-cut evaluation of evaluate.ts. Ids and levels are the core's (engine/search/search-bot.ts):
 * normal = 'search-normal', hard = 'search-hard'.
 *
 * What is searched: the quiet decisions of determinize.ts SEARCHED_KINDS (the master phase action,
 * the action a minion takes), with the options a player means (the manual operations and the way
 * back are left out). The levels weigh them by paired root sampling (engine/search/paired.ts: every
 * option played on the same samples, the heuristic's choice overruled only by a gap of `z` standard
 * errors), which replaced the ISMCTS tree there: with the few dozen iterations the time allows,
 * the tree overruled the heuristic on noise (docs/bots-vtes.md); the tree stays for a budget
 * without `paired`. Everything else (which minion acts next, blocks, combat, votes, influence,
 * discards, out-of-turn windows), games with imported cards and views no state can be built from are
 * answered by the heuristic bot. The search's answer replaces the heuristic's only when its mean
 * value is higher by `margin` (win-chance units): with few iterations the heuristic is the prior the
 * search must beat.
 *
 * Wrapped around the core (its API has no such hooks): the root restricted to the options a player
 * means, the heuristic's choice as the prior and the margin over it. The core's `fallback` answers
 * where no sample can be built.
 * Deterministic: the choice depends only on the view, the decision and the rng (the iteration budget
 * decides, or the steps; no clock cap).
 */
import type { RngCursor } from '../../../../engine/rng';
import { search, type SearchBudget, type SearchGame } from '../../../../engine/search/ismcts';
import { pairedChoice, type PairedBudget } from '../../../../engine/search/paired';
import { BOT_LEVELS } from '../../../../engine/search/search-bot';
import type { Bot, Decision } from '../../../../engine/types';
import { vtesHeuristicBot } from '../bots';
import { apply, decisions } from '../../rules/kernel';
import type { VtesState } from '../../core/state';
import type { VtesView } from '../../view/view';
import { determinize, searchable } from './determinize';
import { evaluate } from './evaluate';
import { policyView } from './policy-view';

export interface VtesBudget extends SearchBudget {
  /** How much higher (win-chance units) the search's mean must be to overrule the heuristic's choice. */
  margin: number;
  /** Weigh the root options by paired samples (engine/search/paired.ts) instead of the ISMCTS tree. */
  paired?: PairedBudget;
  /** The decision kinds searched (quiet ones: determinize.ts QUIET_KINDS); default SEARCHED_KINDS. */
  kinds?: readonly string[];
  /** Pool units the evaluation gives each non-minion card a seat controls in play (evaluate.ts `standing`); 0 or absent: none. */
  inPlay?: number;
  /** The evaluation values each such card from its record, and blood its bearer can move to the pool as pool (evaluate.ts `EvalOptions`). */
  cards?: boolean;
  /** With `cards`: whether blood a bearer can move to the pool is worth pool (evaluate.ts `EvalOptions.convert`; default yes). */
  convert?: boolean;
  /**
   * Rollout depth for the action choices (`vtes.chooseAction`) instead of `paired.rolloutDepth`:
   * shorter rollouts buy more samples under the same step ceiling (docs/bots-vtes.md); absent: the same.
   */
  actionRollout?: number;
}

/**
 * The budgets of the two levels (docs/bots-vtes.md has the measured time per decision). What stops
 * a search is deterministic, so a game replays and a bench repeats exactly: the iterations, or the
 * rule applications (`steps`, the measure of its time: a few dozen iterations vary little in steps
 * but the late game's long rollouts would take normal over 300 ms) once the floor of
 * `minIterations` is done. No clock cap: where one cuts, the answer depends on the load. The paired
 * budgets (what the levels use) add `maxSteps`, a ceiling no decision passes: under the shared
 * machine's load (20-28 on two cores) the slowest decisions cost up to 1 ms of CPU a rule
 * application (0.2-0.3 ms on average): 260 took normal to 311 ms once (389 with TWD decks) on the
 * rules of 6 December; the rules of 7 December (second session) are some 10-20 % faster in the
 * search's games (the same decisions, less CPU), and 260 (200 once its floor is done), the budget
 * that beat the heuristic 1.22 x over 200 games, then took at most 250 ms at load 25 over 30
 * games (docs/bots-vtes.md), so normal has it again; hard has 850, to stay under 1 s; `drop`
 * spends what is left on the options that may still beat the heuristic's.
 */
export const VTES_BUDGETS: { normal: VtesBudget; hard: VtesBudget } = {
  normal: {
    iterations: 16,
    steps: 200,
    minIterations: 8,
    determinizations: 4,
    rolloutDepth: 12,
    treeDepth: 3,
    margin: 0.01,
    paired: { samples: 16, minSamples: 4, steps: 200, maxSteps: 260, rolloutDepth: 10, z: 2, margin: 0.005, drop: 1 },
  },
  hard: {
    iterations: 48,
    steps: 800,
    minIterations: 24,
    determinizations: 8,
    rolloutDepth: 16,
    treeDepth: 4,
    margin: 0.005,
    paired: { samples: 32, minSamples: 8, steps: 650, maxSteps: 850, rolloutDepth: 16, z: 2, margin: 0.005, drop: 1 },
  },
};

/** Rollout policy: the heuristic bot on the seat's view of the sampled state (policy-view.ts). */
export function heuristicPolicy(s: VtesState, d: Decision, rng: RngCursor): string {
  return d.options.length === 1 ? d.options[0].id : vtesHeuristicBot.choose(policyView(s, d.seat), d, rng);
}

export const vtesSearchGame: SearchGame<VtesState> = {
  rules: { decisions, apply, result: (s) => s.result },
  determinize(view, decision, rng) {
    // a draw may build a state without the decision (a guessed card that changes what is offered): draw again
    for (let k = 0; k < 4; k++) {
      const s = determinize(view as VtesView, decision, rng);
      if (s) return s;
    }
    return null;
  },
  fallback: (view, decision, rng) => vtesHeuristicBot.choose(view, decision, rng),
  policy: heuristicPolicy,
  evaluate: (s) => evaluate(s),
};

/** The options the search weighs: what a player means at that decision (no manual operations, no way back). */
function rootOptions(d: Decision): Decision['options'] {
  return d.options.filter((o) => o.id !== 'back' && o.id !== 'manual' && !o.id.startsWith('manual'));
}

export function vtesSearchBot(id: string, budget: VtesBudget): Bot & { budget: VtesBudget } {
  return {
    id,
    budget,
    // the table asks it in the bot worker thread (engine/types.ts Bot.thinks)
    thinks: true,
    choose(view, d, rng) {
      const prior = vtesHeuristicBot.choose(view, d, rng);
      const v = view as VtesView;
      const options = rootOptions(d);
      if (options.length < 2 || !options.some((o) => o.id === prior) || !searchable(v, d, budget.kinds)) return prior;
      if (budget.paired) {
        const opts = { inPlay: budget.inPlay, cards: budget.cards, convert: budget.convert };
        const game = budget.inPlay || budget.cards ? { ...vtesSearchGame, evaluate: (s: VtesState) => evaluate(s, opts) } : vtesSearchGame;
        const paired =
          budget.actionRollout && d.kind === 'vtes.chooseAction' ? { ...budget.paired, rolloutDepth: budget.actionRollout } : budget.paired;
        return pairedChoice(game, view, { ...d, options }, rng, prior, paired).choice;
      }
      // (a sample the core could not build leaves the means empty: the prior stands)
      const { choice, stats } = search(vtesSearchGame, view, { ...d, options }, rng, budget);
      return (stats.means[choice] ?? 0) > (stats.means[prior] ?? 0) + budget.margin ? choice : prior;
    },
  };
}

export const vtesSearchBots: Bot[] = [
  vtesSearchBot(BOT_LEVELS.normal, VTES_BUDGETS.normal),
  vtesSearchBot(BOT_LEVELS.hard, VTES_BUDGETS.hard),
];
