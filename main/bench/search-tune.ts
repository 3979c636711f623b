/**
 * SEARCH_TUNE (issue 33, experiments only): a JSON object that changes the search levels' budgets
 * for one bench process, e.g. `{"vtes":{"normal":{"paired":{"maxSteps":200}}}}`: by game module id
 * and level, merged into the budget object the level's bot reads (nested objects merged, anything
 * else replaced). The app never reads it; a committed budget is in the game's own search module.
 */
import { getBot } from '../engine/bots';
import type { AnyModule } from '../engine/session';

function merge(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(from)) {
    const cur = into[k];
    if (v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object' && !Array.isArray(cur))
      merge(cur as Record<string, unknown>, v as Record<string, unknown>);
    else into[k] = v;
  }
}

/** Applies SEARCH_TUNE to the search bots of `m` (once per process and module) and returns what it applied. */
export function applySearchTune(m: AnyModule): unknown {
  const raw = process.env.SEARCH_TUNE;
  if (!raw) return null;
  const tune = (JSON.parse(raw) as Record<string, Record<string, Record<string, unknown>>>)[m.id];
  if (!tune || applied.has(m.id)) return tune ?? null;
  applied.add(m.id);
  for (const [level, change] of Object.entries(tune)) {
    const bot = getBot(m, `search-${level}`) as unknown as { budget?: Record<string, unknown> } | undefined;
    if (!bot?.budget) throw new Error(`SEARCH_TUNE: ${m.id} has no search-${level} with a budget`);
    merge(bot.budget, change);
  }
  return tune;
}

const applied = new Set<string>();
