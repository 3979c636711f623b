/**
 * Vendetta rules entry points: set-up, apply (one choice: the state copied once, the answer, then
 * the automatic flow), the copy of the compact state and the log decoration (the module's
 * `decorate`: setup and apply return the events without their display refs). Pure functions. The
 * rulebook is implemented by phase in the modules below:
 * - setup.ts: set-up (setup.1-11) and the variants' offers;
 * - round.ts: 1. Beso, 2. Ubicaciones, 3. Construcción de la mano, 6. Final de la ronda, end of game;
 * - planning.ts: 4. Planificación (cards, blood, Diablerie, triggers, turn relics);
 * - resolution.ts: 5. Resolución (5.1-5.5, PODER, rewards);
 * - actions.ts: the glossary actions (PERDER, ROBAR, GASTAR, Frenesí, DESANGRAR, Retirarse);
 * - flow.ts: the task queue; options.ts and answers.ts: the decisions and their answers;
 * - invariants.ts: the conservation checks.
 * Rule ids name the rulebook sections: 'vendetta:5.1' (RETIRADA), 'vendetta:setup.3', ...
 */
import { AppError } from '../../common/errors';
import type { I18nRef, SeatId } from '../../engine/types';
import { beginDraft, endDraft } from '../../engine/draft';
import type { Ev } from './actions';
import { answer } from './answers';
import { advance } from './flow';
import { offeredTo } from './options';
import { newTable } from './setup';
import type { VendettaConfig, VendettaState } from './state';

export { advance } from './flow';
export { decisions } from './options';
export { invariants } from './invariants';
export { order, present, teamOf } from './actions';
export { powers } from './resolution';
export { scoreOf } from './round';
export { parseVendettaConfig } from './setup';

export function setup(config: VendettaConfig, seed: string): { state: VendettaState; events: Ev } {
  const ev: Ev = [];
  const state = beginDraft(newTable(config, seed, ev));
  advance(state, ev);
  endDraft(state);
  return { state, events: ev };
}

/** Frozen i18n refs built once per card, clan or place id, shared by every event that names it. */
function refs(prefix: string, suffix: string): (id: string) => I18nRef {
  const m = new Map<string, I18nRef>();
  return (id) => {
    let r = m.get(id);
    if (!r) m.set(id, (r = Object.freeze({ key: `${prefix}${id}${suffix}` })));
    return r;
  };
}
const cardRef = refs('cards-vendetta:', '.name');
const clanRef = refs('cards-vendetta:clan.', '');
const placeRef = refs('cards-vendetta:place.', '');

/**
 * Adds i18n refs for the log: `<card>Name` for card ids, `locationName`, `clanName` (in place; the
 * module's `decorate`, called by the session and the golden games on the events of setup and of
 * every apply, not by random playouts, bots or benches).
 */
export function decorate(s: VendettaState, ev: Ev): Ev {
  for (const e of ev) {
    const p = e.params;
    if (!p) continue;
    // keys added here (…Name, …Names) match none of the tests below
    for (const k in p) {
      const v = p[k];
      switch (k) {
        case 'card':
        case 'ally':
        case 'victim':
        case 'relic':
          if (typeof v === 'string') p[`${k}Name`] = cardRef(v);
          break;
        case 'cards':
        case 'allies':
        case 'relics':
          if (Array.isArray(v)) p[`${k}Names`] = v.map((x) => (typeof x === 'string' ? cardRef(x) : null));
          break;
        case 'clan':
          if (typeof v === 'string') p.clanName = clanRef(v);
          break;
        case 'clans':
          if (Array.isArray(v)) p.clanNames = v.map((x) => clanRef(String(x)));
          break;
        case 'location':
          if (typeof v === 'number' && s.locs[v]) p.locationName = placeRef(s.locs[v].id);
          break;
      }
    }
  }
  return ev;
}

export function apply(state: VendettaState, seat: SeatId, optionId: string): { state: VendettaState; events: Ev } {
  const pd0 = state.pending;
  if (!pd0 || !pd0.seats.includes(seat) || (pd0.answers && pd0.answers[seat] !== undefined)) {
    throw new AppError('illegal_move', 'vendetta_illegal_move', { seat, option: optionId });
  }
  const options = offeredTo(state, seat);
  let legal = false;
  for (let i = 0; i < options.length && !legal; i++) legal = options[i].id === optionId;
  if (!legal) {
    throw new AppError('illegal_move', 'vendetta_illegal_move', { seat, option: optionId });
  }
  const s = beginDraft(cloneState(state), state);
  const ev: Ev = [];
  answer(s, seat, optionId, ev);
  advance(s, ev);
  endDraft(s);
  return { state: s, events: ev };
}

/** Copy of the compact state (faster than structuredClone on the hot path of bots and fuzzers). */
export function cloneState(s: VendettaState): VendettaState {
  // explicit literals (one object shape each), not spreads: this runs on every apply
  return {
    v: s.v,
    config: s.config,
    n: s.n,
    rng: s.rng, // copied by rngOf() when an apply draws
    round: s.round,
    phase: s.phase,
    ambition: s.ambition,
    // arrays, `known` and card slots are shared: the rules replace them, never write into them;
    // a player is copied by wp() and a location (with its positions) by wl() when an apply first
    // writes to it
    players: s.players.slice(),
    locs: s.locs.slice(),
    allyDeck: s.allyDeck,
    victimDeck: s.victimDeck,
    outAllies: s.outAllies,
    clanOffer: s.clanOffer,
    boxClans: s.boxClans,
    relicOffer: s.relicOffer,
    boxRelics: s.boxRelics,
    boxLocationCards: s.boxLocationCards,
    supply: s.supply, // copied by wsupply() when an apply changes it
    // the queue is copied by nextTask()/runFirst() when an apply changes it (tasks are never written into)
    queue: s.queue,
    // the pending decision is copied by writablePending() when an apply writes to it; planning
    // and resolving are replaced, never written into
    pending: s.pending,
    planning: s.planning,
    resolving: s.resolving,
    stepDone: s.stepDone,
    keyCounter: s.keyCounter,
    result: s.result,
    scores: s.scores,
  };
}
