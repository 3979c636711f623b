/**
 * Vendetta decisions: the options offered for each pending question of the phases (set-up picks,
 * 3. hand, 4. turns, cards, faces and blood, 5.1 tokens, 5.3-5.5 orders and payments, the
 * variants' questions), their rule ids and which of them are secret.
 */
import { stateCache } from '../../engine/state-cache';
import type { Decision, I18nRef, Option, SeatId } from '../../engine/types';
import type { Pending, VendettaState } from './state';
import { ability, findCardId, findSlot, R, type Step } from './actions';
import { canFaceDown, faceDownCost, maxBlood, ownAssigned, peekLocations, peekTargets, turnRelicUsable } from './planning';
import { hasStepEffect } from './resolution';

/** Option label: card, clan and location params become refs to their localized names. */
export function L(key: string, params?: Record<string, string | number>): I18nRef {
  if (!params) return { key: `log-vendetta:opt.${key}` };
  const out: Record<string, string | number | I18nRef> = {};
  for (const k in params) {
    const v = params[k];
    if (k === 'card') out[k] = { key: `cards-vendetta:${v}.name` };
    else if (k === 'clan') out[k] = { key: `cards-vendetta:clan.${v}` };
    else if (k === 'location') out[k] = { key: `cards-vendetta:place.${v}` };
    else if (k === 'seat' && typeof v === 'number') out[k] = v + 1;
    else out[k] = v;
  }
  return { key: `log-vendetta:opt.${key}`, params: out };
}

/** Freezes an option (and its label and params): shared options are never written to. */
function frozen(o: Option): Option {
  if (o.label.params) Object.freeze(o.label.params);
  Object.freeze(o.label);
  if (o.params) Object.freeze(o.params);
  return Object.freeze(o);
}

/**
 * Options whose id, label and params depend only on one value (a card id, an amount, a location
 * index): built once per value and shared by every decision that offers them, so a decision
 * allocates only its list. The values are bounded (the game's cards, small amounts).
 */
function shared<K>(build: (k: K) => Option): (k: K) => Option {
  const m = new Map<K, Option>();
  return (k) => {
    let o = m.get(k);
    if (!o) m.set(k, (o = frozen(build(k))));
    return o;
  };
}

const clanOpt = shared((c: string) => ({ id: `clan:${c}`, label: L('clan', { clan: c }), params: { clan: c } }));
const relicOpt = shared((c: string) => ({ id: `relic:${c}`, label: L('card', { card: c }), params: { card: c } }));
const keepOpt = shared((c: string) => ({ id: `keep:${c}`, label: L('keep', { card: c }), params: { card: c } }));
const playOpt = shared((c: string) => ({ id: `play:${c}`, label: L('play', { card: c }), params: { card: c } }));
const drainOpt = shared((c: string) => ({ id: `drain:${c}`, label: L('drain', { card: c }), params: { card: c } }));
const turnRelicOpt = shared((c: string) => ({ id: 'relic', label: L('relic', { card: c }), params: { card: c } }));
const restoreOpt = shared((c: string) => ({ id: `restore:${c}`, label: L('restore', { card: c }), params: { card: c } }));
const bloodOpt = shared((k: number) => ({ id: `blood:${k}`, label: L('blood', { n: k }), params: { n: k } }));
const flipOpt = shared((k: number) => ({ id: `flip:${k}`, label: L('flip', { n: k }), params: { n: k } }));
const backOpt = shared((k: number) => ({ id: `back:${k}`, label: L('back', { n: k }), params: { n: k } }));
const faceDownOpt = shared((cost: number) => ({ id: 'down', label: L('faceDown', { cost }) }));
/** Location options by index, then by the location's id (the layout depends on the player count). */
const locOpts = [0, 1, 2, 3].map((li) =>
  shared((id: string) => ({ id: `loc:${li}`, label: L('location', { location: id }), params: { location: li } })),
);
const locOpt = (s: VendettaState, li: number) => locOpts[li](s.locs[li].id);
const yesOpt = shared((kind: string) => ({ id: 'yes', label: L(`${kind}Yes`) }));
const noOpt = shared((kind: string) => ({ id: 'no', label: L(`${kind}No`) }));
const PEEK = frozen({ id: 'peek', label: L('peek') });
const FACE_UP = frozen({ id: 'up', label: L('faceUp') });
const NONE = frozen({ id: 'none', label: L('none') });
const FIGHT = frozen({ id: 'fight', label: L('fight') });
const RETREAT = frozen({ id: 'retreat', label: L('retreat') });

export function optionsFor(s: VendettaState, pd: Pending, seat: SeatId): Option[] {
  const p = s.players[seat];
  const ctx = pd.ctx;
  switch (pd.kind) {
    case 'clan':
      return s.clanOffer.map(clanOpt);
    case 'relic':
      return s.relicOffer.map(relicOpt);
    case 'keep':
      return p.looking.map(keepOpt);
    case 'turn': {
      const o: Option[] = p.hand.map(playOpt);
      for (const c of p.alliance) o.push(drainOpt(c));
      if (turnRelicUsable(s, seat)) o.push(turnRelicOpt(p.relic!));
      if (ability(s, seat, 'peek') && p.blood >= 2 && peekTargets(s, seat).length) o.push(PEEK);
      return o;
    }
    case 'location': {
      const o: Option[] = [];
      for (let li = 0; li < s.locs.length; li++) o.push(locOpt(s, li));
      return o;
    }
    case 'face': {
      const li = ctx.loc as number;
      const o: Option[] = [FACE_UP];
      if (canFaceDown(s, seat, li)) o.push(faceDownOpt(faceDownCost(s, seat, li)));
      return o;
    }
    case 'blood': {
      const o: Option[] = [];
      const max = maxBlood(s, seat);
      for (let k = 0; k <= max; k++) o.push(bloodOpt(k));
      for (const c of p.alliance) o.push(drainOpt(c));
      return o;
    }
    case 'diablerie': {
      const o: Option[] = [];
      const k = Math.min(p.diablerie - p.diablerieDown, s.supply.blood);
      for (let i = 0; i <= k; i++) o.push(flipOpt(i));
      return o;
    }
    case 'recall':
      return [
        NONE,
        ...ownAssigned(s, seat)
          .filter((k) => k !== ctx.except)
          .map((k) => ({ id: `recall:${k}`, label: L('recall', { card: findCardId(s, k)! }), params: { key: k, card: findCardId(s, k) } })),
      ];
    case 'recallRelic':
      return ownAssigned(s, seat).map((k) => ({
        id: `recall:${k}`,
        label: L('recall', { card: findCardId(s, k)! }),
        params: { key: k, card: findCardId(s, k) },
      }));
    case 'peek':
      return peekTargets(s, seat).map((k) => {
        const f = findSlot(s, k)!;
        return {
          id: `peek:${k}`,
          label: L('peekCard', { seat: f.seat, location: s.locs[f.li].id }),
          params: { key: k, seat: f.seat, location: f.li },
        };
      });
    case 'restore':
      return p.drained.map(restoreOpt);
    case 'peekLoc':
      return peekLocations(s, seat).map((li) => locOpt(s, li));
    case 'retreat':
      return [FIGHT, RETREAT];
    case 'order': {
      const li = ctx.loc as number;
      return s.locs[li].pos[seat].cards
        .filter((c) => hasStepEffect(c, ctx.step as Step) && !s.stepDone.includes(c.key))
        .map((c) => ({ id: `card:${c.key}`, label: L('card', { card: c.id }), params: { key: c.key, card: c.id } }));
    }
    case 'vanish':
    case 'pay':
    case 'mate':
    case 'relicStart':
    case 'relicConflict':
      return [yesOpt(pd.kind), noOpt(pd.kind)];
    case 'succubus': {
      const b = Math.min(3, s.locs[ctx.loc as number].pos[seat].blood);
      const o: Option[] = [];
      for (let k = 0; k <= b; k++) o.push(backOpt(k));
      return o;
    }
  }
  return [];
}

const RULE_OF: Record<string, string> = {
  clan: 'setup',
  relic: 'variant.relics',
  keep: '3',
  turn: '4',
  location: 'play-cards',
  face: 'play-cards',
  blood: 'play-blood',
  diablerie: 'diablerie',
  recall: '4',
  recallRelic: 'variant.relics',
  peek: '4',
  restore: 'variant.relics',
  peekLoc: 'variant.relics',
  retreat: '5.1',
  order: 'conflicting',
  vanish: '5.3',
  pay: '5.5',
  mate: 'variant.teams',
  relicStart: 'variant.relics',
  relicConflict: 'variant.relics',
  succubus: 'variant.locations',
};

/**
 * Decisions whose answer others must not see: the 5.1 tokens (revealed together), and the
 * private choices whose option labels name hidden cards (hand, face-down cards).
 */
const SECRET_KINDS = new Set(['retreat', 'keep', 'turn', 'recall', 'recallRelic']);

/** What a decision of one kind always carries (its kind, prompt, rule and secrecy), built once per kind. */
const kindOf = (() => {
  const m = new Map<string, { kind: string; prompt: I18nRef; rule: string; secret: boolean }>();
  return (kind: string) => {
    let k = m.get(kind);
    if (!k) {
      const prompt = Object.freeze({ key: `log-vendetta:ask.${kind}` });
      m.set(kind, (k = { kind: `vendetta.${kind}`, prompt, rule: R(RULE_OF[kind] ?? '4'), secret: SECRET_KINDS.has(kind) }));
    }
    return k;
  };
})();

/**
 * The decisions built for a state, kept per state object (states are never written to once built;
 * engine/state-cache.ts, issue 28 item 1): apply on that state checks the choice against them
 * instead of building the options again.
 */
const offered = stateCache<VendettaState, Decision[]>(buildDecisions);

export function decisions(s: VendettaState): Decision[] {
  return offered.get(s);
}

function buildDecisions(s: VendettaState): Decision[] {
  const pd = s.pending;
  if (!pd || s.result) return [];
  const out: Decision[] = [];
  for (const seat of pd.seats) {
    if (pd.answers && pd.answers[seat] !== undefined) continue;
    const k = kindOf(pd.kind);
    const options = optionsFor(s, pd, seat);
    out.push(
      k.secret
        ? { seat, kind: k.kind, prompt: k.prompt, options, secret: true, rule: k.rule }
        : { seat, kind: k.kind, prompt: k.prompt, options, rule: k.rule },
    );
  }
  return out;
}

/** The options offered to `seat` in `s`: those decisions() built for it. */
export function offeredTo(s: VendettaState, seat: SeatId): Option[] {
  for (const d of offered.get(s)) if (d.seat === seat) return d.options;
  return [];
}
