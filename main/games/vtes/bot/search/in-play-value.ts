/**
 * What a card in play is worth to the search's depth-cut evaluation (issue 33), read from its
 * record (the card data's modes and effects, never its name). A rollout stops after 10-16
 * decisions, before a master card, a retainer or an equipment is used, while its cost shows at once:
 * without a value for the card in play the search refused to play them (docs/bots-vtes.md).
 *
 * A card's value, in the evaluation's pool units: what was paid to put it in play (a pool 1, a
 * blood `BLOOD`: the seat played it to gain at least that) and what it gives each turn, over
 * `TURNS` turns past the rollout's horizon:
 * - blood or pool from the blood bank each turn (an ability of the unlock, influence or master
 *   phase, or a trigger at the unlock phase): that much blood or pool a turn; from an ability
 *   of another window or another trigger (a condition, an event that may not come), half of it;
 * - a stat or a number of transfers changed (`mod`, `transfers`): `STAT` a point a turn;
 * - any other ability it lends (a bonus, votes, a discard, a press, a blood converter): `STAT` a turn.
 * Losing pool to the bank (a card whose effect hurts its bearer's controller) counts against it.
 *
 * `convertsBlood`: whether a card lets its bearer's blood go to its controller's pool (an ability
 * moving blood from the minion to the pool): that blood is worth what it can become, pool, so moving
 * it there is no gain at the cut (with blood at `BLOOD` and pool at 1 it always looked one).
 */
import type { CardDef } from '../../schema/effects';
import { isEffect, primWhere } from '../../schema/effect-query';

/** Pool units of a blood on a ready vampire (evaluate.ts WEIGHTS.readyBlood). */
export const BLOOD = 0.5;
/** Pool units a turn of a stat point or an ability a card lends. */
export const STAT = 0.25;
/** Turns past the rollout's horizon a card's gains are counted for. */
export const TURNS = 2;

type Rec = Record<string, unknown>;

/** Windows and events that come every turn. */
const EVERY_TURN = new Set(['unlock', 'influence', 'master', 'unlockPhase']);

function num(x: unknown): number {
  return typeof x === 'number' ? x : 0;
}

function unitOf(to: unknown): number {
  return to === 'pool' ? 1 : BLOOD;
}

/** Pool units a turn of one effect of a card's mode (`ability`, `on`, `mod`, `transfers`...). */
function perTurn(e: Rec): number {
  switch (e.e) {
    case 'mod':
      return STAT * Math.abs(num(e.n));
    case 'transfers':
      return STAT * num(e.n);
    case 'ability':
    case 'on': {
      const when = e.window ?? e.event;
      const every = typeof when === 'string' && EVERY_TURN.has(when);
      const uses = Math.max(1, num((e.uses as Rec | undefined)?.n));
      let gain = 0;
      let other = false;
      for (const p of (e.effects as Rec[] | undefined) ?? []) {
        if (p.p === 'move' && p.from === 'bank') gain += num(p.n) * unitOf(p.to);
        else if (p.p === 'move' && p.from === 'pool' && p.to === 'bank') gain -= num(p.n);
        else if (p.p !== 'counter') other = true;
      }
      return (every ? 1 : 0.5) * uses * gain + (other ? STAT : 0);
    }
    default:
      return 0;
  }
}

const VALUES = new WeakMap<CardDef, number[]>();

/** Pool units of `def` in play, played with mode `mode` (the card's `mode`; the first when absent). */
export function inPlayValue(def: CardDef, mode = 0): number {
  let v = VALUES.get(def);
  if (!v) {
    const paid = num(def.pool) + BLOOD * num(def.blood);
    v = def.modes.map((m) => paid + TURNS * m.effects.reduce((a, e) => a + perTurn(e as Rec), 0));
    VALUES.set(def, v);
  }
  return v[mode] ?? v[0] ?? 0;
}

const CONVERTS = new WeakMap<CardDef, boolean>();

/** Whether `def` (on a minion) lets that minion's blood move to its controller's pool. */
export function convertsBlood(def: CardDef): boolean {
  let c = CONVERTS.get(def);
  if (c === undefined) {
    c = def.modes.some((m) =>
      m.effects.some((e) => isEffect('ability')(e) && e.effects.some(primWhere('move', (p) => p.from === 'minion' && p.to === 'pool'))),
    );
    CONVERTS.set(def, c);
  }
  return c;
}
