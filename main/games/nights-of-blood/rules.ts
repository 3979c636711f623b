/**
 * Nights of Blood rules entry: the frame stack (design.md §9) turned into decisions, `apply`,
 * the automatic flow (`advance`), the state copy and the invariants. Each rule concept lives in
 * its own module: setup.ts, night.ts, play.ts, combat.ts, bite.ts, end.ts.
 */
import { AppError } from '../../common/errors';
import { beginDraft, endDraft } from '../../engine/draft';
import { stateCache } from '../../engine/state-cache';
import type { Decision, I18nRef, Option, SeatId } from '../../engine/types';
import { BLOODLINES, EVENTS, MAIN_DECK_SIZE, POWERS, POWER_LIMIT, baseId } from './cards';
import { autoStruggle, answerStruggle, runFrenzy, struggleIsAuto, struggleOptions, struggler } from './bite';
import { answerDropPower, answerRespond, answerSave, answerStealPower, respondOptions, runDeath, saveOptions } from './combat';
import { R, alive, damageTaken, draw, living, removeAt, wp, type Ev } from './helpers';
import { chooseDirection, nextTurn, turnDraws } from './night';
import { deepFreeze, memo, memo2 } from '../common/frozen-cache';
import { cardRef, powerRef } from './logrefs';
import { answerTurn, placeContactOptions, runAmbush, turnOptions } from './play';
import type { Frame, NightsState } from './state';

const L = (key: string, params: Record<string, string | number | I18nRef> = {}): I18nRef => ({ key: `log-nights:opt.${key}`, params });
const P = (key: string, params: Record<string, string | number | I18nRef> = {}): I18nRef => ({ key: `log-nights:prompt.${key}`, params });

const top = (s: NightsState): Frame | undefined => s.stack[s.stack.length - 1];

/** Runs automatic frames until a seat must answer or the game ends. */
export function advance(s: NightsState, ev: Ev): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (s.result) return;
    const f = top(s);
    if (!f) {
      if (!living(s).length) return;
      nextTurn(s, ev);
      continue;
    }
    switch (f.t) {
      case 'turn':
        if (!f.over && alive(s, f.seat)) return;
        s.stack.pop();
        s.turnSeat = null;
        ev.push({ type: 'turnEnd', params: { seat: f.seat }, rule: R('night.turn') });
        continue;
      case 'struggle':
        if (!struggleIsAuto(f)) return;
        autoStruggle(s, f, ev);
        continue;
      case 'frenzy':
        runFrenzy(s, f, ev);
        continue;
      case 'ambush':
        runAmbush(s, f, ev);
        continue;
      case 'death':
        runDeath(s, f, ev);
        continue;
      case 'respond':
        if (alive(s, f.atk.to)) return;
        s.stack.pop();
        continue;
      case 'save':
        if (alive(s, f.seat) && damageTaken(s.players[f.seat]) >= s.players[f.seat].health) return;
        s.stack.pop();
        continue;
      case 'keepTwo':
      case 'discardDraw':
        if (alive(s, f.seat)) return;
        s.stack.pop();
        continue;
      default:
        return;
    }
  }
  throw new Error('nights: automatic flow does not settle');
}

/** The question of a state: the Decision itself (its `secret` and `confirm` only where true). */
type Ask = Decision;

// the answers of the out-of-turn questions: one shared option per id (frozen, common/frozen-cache.ts)
const simpleOpt = memo2((key: string, id: string): Option => ({ id, label: L(`${key}.${id.replace(':', '.')}`) }));
const simple = (key: string, ids: string[]): Option[] => ids.map((id) => simpleOpt(key, id));
const respondOpt = memo((id): Option => ({
  id,
  label: id.startsWith('pw:') ? L('reaction', { power: powerRef(id.slice(3)) }) : L(`respond.${id}`),
}));
const stealOpt = memo((id): Option => ({ id: `steal:${id}`, label: L('pick', { what: powerRef(id) }) }));
const dropPowerOpt = memo((id): Option => ({ id: `drop:${id}`, label: L('pick', { what: powerRef(id) }) }));
const keepTwoOpt = memo((id): Option => ({ id: `drop:${id}`, label: L('drop', { card: cardRef(id) }) }));
const SAVE_PROMPT = deepFreeze(P('save'));
const SAVE_RULE = R('wounds.save');
const STRUGGLE_RULE = R('bite');
const RESPOND_RULE = R('combat');

// the turn decision is most of the decisions: its prompt (frozen, shared) and rule built once
const TURN_PROMPT = deepFreeze(P('turn'));
const TURN_RULE = R('night.turn');

/** The question the top frame asks, if any. */
function ask(s: NightsState): Ask | null {
  const f = top(s);
  if (!f || s.result) return null;
  switch (f.t) {
    case 'direction':
      return {
        seat: s.regent,
        kind: 'nights.direction',
        prompt: P('direction'),
        options: simple('dir', ['cw', 'ccw']),
        rule: R('night'),
      };
    case 'turn':
      return { seat: f.seat, kind: 'nights.turn', prompt: TURN_PROMPT, options: turnOptions(s, f.seat), rule: TURN_RULE, confirm: true };
    case 'placeContact':
      return {
        seat: f.seat,
        kind: 'nights.placeContact',
        prompt: P('placeContact'),
        options: placeContactOptions(s, f.seat),
        rule: R('types.contacts'),
        secret: true,
      };
    case 'respond': {
      const a = f.atk;
      const opts = respondOptions(s, a).map(respondOpt);
      return {
        seat: a.to,
        kind: 'nights.respond',
        prompt: P('respond', { by: a.from, card: cardOrPower(a.source), light: a.light, agg: a.agg }),
        options: opts,
        rule: RESPOND_RULE,
        confirm: true,
      };
    }
    case 'save':
      return {
        seat: f.seat,
        kind: 'nights.save',
        prompt: SAVE_PROMPT,
        options: simple('save', saveOptions(s, f.seat)),
        rule: SAVE_RULE,
        confirm: true,
      };
    case 'struggle': {
      const seat = struggler(f);
      const other = seat === f.a ? f.v : f.a;
      return {
        seat,
        kind: 'nights.struggle',
        prompt: P('struggle', { otherSeat: other, round: f.rounds + 1 }),
        options: simple('struggle', struggleOptions(s, f)),
        rule: STRUGGLE_RULE,
        confirm: true,
      };
    }
    case 'stealPower':
      return {
        seat: f.seat,
        kind: 'nights.stealPower',
        prompt: P('stealPower', { victim: f.from }),
        options: s.players[f.from].powers.map(stealOpt),
        rule: R('bite.devour'),
      };
    case 'dropPower':
      return {
        seat: f.seat,
        kind: 'nights.dropPower',
        prompt: P('dropPower', { n: POWER_LIMIT }),
        options: s.players[f.seat].powers.map(dropPowerOpt),
        rule: R('bite.devour'),
      };
    case 'keepTwo': {
      const held = f.cards.filter((c) => s.players[f.seat].hand.includes(c));
      const ids = [...new Set(held.map(baseId))];
      return {
        seat: f.seat,
        kind: 'nights.keepTwo',
        prompt: P('keepTwo'),
        options: ids.map(keepTwoOpt),
        rule: R('lines'),
        secret: true,
      };
    }
    case 'discardDraw':
      return {
        seat: f.seat,
        kind: 'nights.discardDraw',
        prompt: P('discardDraw'),
        options: [
          { id: 'discard', label: L('fromDiscard', { card: cardRef(s.discard[s.discard.length - 1]) }) },
          { id: 'deck', label: L('fromDeck') },
        ],
        rule: R('lines'),
      };
    default:
      return null;
  }
}

const cardOrPower = memo((source): I18nRef => (POWERS.some((p) => p.id === source) ? powerRef(source) : cardRef(source)));

/**
 * The question computed for a state, kept per state object (states are never changed;
 * engine/state-cache.ts, issue 28 item 1): apply on that state reuses it instead of computing the
 * options again.
 */
const asked = stateCache<NightsState, { ask: Ask | null; decisions: Decision[] }>((s) => {
  const a = ask(s);
  return { ask: a, decisions: a ? [a] : [] };
});

/** Forgets the question kept for `s` (tests that write into a state after it was asked about). */
export function forgetDecision(s: NightsState): void {
  asked.forget(s);
}

function askOnce(s: NightsState): Ask | null {
  return asked.get(s).ask;
}

/** The pending decision (built once per state, like its question; callers only read it). */
export function decisions(s: NightsState): Decision[] {
  return asked.get(s).decisions;
}

export function apply(state: NightsState, seat: SeatId, optionId: string): { state: NightsState; events: Ev } {
  const a = askOnce(state);
  if (!a || a.seat !== seat || !a.options.some((o) => o.id === optionId)) {
    throw new AppError('illegal_move', 'nights_illegal_move', { seat: seat + 1 });
  }
  const s = cloneState(state);
  const ev: Ev = [];
  const f = top(s)!;
  switch (f.t) {
    case 'direction':
      chooseDirection(s, optionId === 'cw' ? 1 : -1, ev);
      break;
    case 'turn':
      answerTurn(s, seat, optionId, ev);
      break;
    case 'placeContact':
      s.stack.pop();
      answerTurn(s, seat, optionId, ev);
      break;
    case 'respond':
      answerRespond(s, f, optionId, ev);
      break;
    case 'save':
      answerSave(s, f, optionId, ev);
      break;
    case 'struggle':
      answerStruggle(s, f, optionId, ev);
      break;
    case 'stealPower':
      answerStealPower(s, f, optionId.slice(6), ev);
      break;
    case 'dropPower':
      answerDropPower(s, f, optionId.slice(5), ev);
      break;
    case 'keepTwo': {
      const p = wp(s, seat);
      const inst = f.cards.find((c) => baseId(c) === optionId.slice(5) && p.hand.includes(c))!;
      p.hand = removeAt(p.hand, p.hand.indexOf(inst));
      s.discard = [...s.discard, inst];
      s.stack.pop();
      ev.push({ type: 'keptTwo', params: { seat }, rule: R('lines') });
      break;
    }
    case 'discardDraw': {
      const n = turnDraws(s, seat);
      s.stack.pop();
      if (optionId === 'discard') {
        const card = s.discard[s.discard.length - 1];
        s.discard = s.discard.slice(0, -1);
        wp(s, seat).hand = [...s.players[seat].hand, card];
        ev.push({ type: 'fromDiscard', params: { seat, card: baseId(card) }, rule: R('lines') });
        draw(s, seat, n - 1, ev, 'night.turn');
      } else draw(s, seat, n, ev, 'night.turn');
      break;
    }
    default:
      break;
  }
  advance(s, ev);
  endDraft(s);
  return { state: s, events: ev };
}

/**
 * Copy of the state (faster than structuredClone on the hot path of bots and playouts): one object
 * literal per record (one shape each, no spread), the card lists copied, the records the rules
 * replace instead of writing into them shared. It is a draft (engine/draft.ts): its players are
 * copied one by one when first written (helpers.wp).
 */
export function cloneState(s: NightsState): NightsState {
  return beginDraft(
    {
      v: s.v,
      config: s.config,
      n: s.n,
      // replaced, never written into (helpers.withRng: RngCursor copies it and gives a new one)
      rng: s.rng,
      game: s.game,
      night: s.night,
      regent: s.regent,
      rulingSect: s.rulingSect,
      direction: s.direction,
      // the seat order and the decks are shared: the rules replace them, never write into them
      order: s.order,
      turnIndex: s.turnIndex,
      turnSeat: s.turnSeat,
      event: s.event,
      eventDeck: s.eventDeck,
      eventUsed: s.eventUsed,
      deck: s.deck,
      discard: s.discard,
      powerDeck: s.powerDeck,
      powerDiscard: s.powerDiscard,
      lineDeck: s.lineDeck,
      // the players are copied one by one when written (helpers.wp)
      players: s.players.slice(),
      stack: s.stack.map(copyFrame),
      // the act records and the series are replaced by the rules (helpers.bump, end), never written into
      acts: s.acts,
      shownHand: s.shownHand,
      result: s.result,
      series: s.series,
    },
    s,
  );
}

/**
 * A frame of the copied stack: the frames the rules write into (the turn's end, the struggle's
 * rounds, the bloodlust's progress, the attack being answered, the ambush's targets) are copied,
 * one object literal each in the order they are built; the others (direction, save, death, power
 * theft and drop, contact placing, Nosferatu's and Tremere's choices) are never written: shared.
 */
function copyFrame(f: Frame): Frame {
  switch (f.t) {
    case 'turn':
      return { t: 'turn', seat: f.seat, over: f.over };
    case 'struggle':
      return { t: 'struggle', a: f.a, v: f.v, who: f.who, frenzy: f.frenzy, rounds: f.rounds };
    case 'frenzy':
      return { t: 'frenzy', seat: f.seat, victim: f.victim, gained: f.gained, started: f.started };
    case 'respond': {
      const a = f.atk;
      const atk = { from: a.from, to: a.to, light: a.light, agg: a.agg, cancels: a.cancels, dodgeable: a.dodgeable, source: a.source };
      return { t: 'respond', atk };
    }
    case 'ambush':
      return { ...f, targets: f.targets.slice() };
    default:
      return f;
  }
}

/** Conservation and bounds (used by the playouts after every choice). */
export function invariants(s: NightsState): string[] {
  const bad: string[] = [];
  const all = [...s.deck, ...s.discard];
  for (const p of s.players) all.push(...p.hand, ...p.resources, ...(p.weapon ? [p.weapon] : []), ...p.contacts.map((c) => c.inst));
  if (all.length !== MAIN_DECK_SIZE || new Set(all).size !== MAIN_DECK_SIZE)
    bad.push(`main deck cards: ${all.length} (${new Set(all).size} distinct)`);
  const powers = [...s.powerDeck, ...s.powerDiscard, ...s.players.flatMap((p) => p.powers)];
  if (powers.length !== POWERS.length || new Set(powers).size !== POWERS.length) bad.push(`blood powers: ${powers.length}`);
  const lines = [...s.lineDeck, ...s.players.map((p) => p.line)];
  if (lines.length !== BLOODLINES.length || new Set(lines).size !== BLOODLINES.length) bad.push(`bloodlines: ${lines.length}`);
  const events = [...s.eventDeck, ...s.eventUsed];
  if (events.length !== EVENTS.length || new Set(events).size !== EVENTS.length) bad.push(`events: ${events.length}`);
  const f = top(s);
  s.players.forEach((p, seat) => {
    if (p.blood < 0 || p.blood > p.maxBlood) bad.push(`seat ${seat} blood ${p.blood}/${p.maxBlood}`);
    if (p.light < 0 || p.agg < 0) bad.push(`seat ${seat} negative wounds`);
    if (p.powers.length > POWER_LIMIT && !(f && f.t === 'dropPower' && f.seat === seat))
      bad.push(`seat ${seat} holds ${p.powers.length} powers`);
    const dying = s.stack.some((x) => (x.t === 'save' || x.t === 'death') && x.seat === seat);
    if (alive(s, seat) && damageTaken(p) >= p.health && !dying) bad.push(`seat ${seat} alive at 0 health`);
  });
  if (s.shownHand !== null && !alive(s, s.shownHand)) bad.push('the hand of a seat out of the game is shown');
  if (!s.result && decisions(s).some((d) => d.options.length === 0)) bad.push('decision without options');
  if (!s.result && !decisions(s).length) bad.push('no decision before the end');
  return bad;
}
