/**
 * Vendetta decisions: the options offered for each pending question of the phases (set-up picks,
 * 3. hand, 4. turns, cards, faces and blood, 5.1 tokens, 5.3-5.5 orders and payments, the
 * variants' questions), their rule ids and which of them are secret.
 */
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

export function optionsFor(s: VendettaState, pd: Pending, seat: SeatId): Option[] {
  const p = s.players[seat];
  const ctx = pd.ctx;
  switch (pd.kind) {
    case 'clan':
      return s.clanOffer.map((c) => ({ id: `clan:${c}`, label: L('clan', { clan: c }), params: { clan: c } }));
    case 'relic':
      return s.relicOffer.map((c) => ({ id: `relic:${c}`, label: L('card', { card: c }), params: { card: c } }));
    case 'keep':
      return p.looking.map((c) => ({ id: `keep:${c}`, label: L('keep', { card: c }), params: { card: c } }));
    case 'turn': {
      const o: Option[] = p.hand.map((c) => ({ id: `play:${c}`, label: L('play', { card: c }), params: { card: c } }));
      for (const c of p.alliance) o.push({ id: `drain:${c}`, label: L('drain', { card: c }), params: { card: c } });
      if (turnRelicUsable(s, seat)) o.push({ id: 'relic', label: L('relic', { card: p.relic! }), params: { card: p.relic } });
      if (ability(s, seat, 'peek') && p.blood >= 2 && peekTargets(s, seat).length) o.push({ id: 'peek', label: L('peek') });
      return o;
    }
    case 'location':
      return s.locs.map((l, li) => ({ id: `loc:${li}`, label: L('location', { location: l.id }), params: { location: li } }));
    case 'face': {
      const li = ctx.loc as number;
      const o: Option[] = [{ id: 'up', label: L('faceUp') }];
      if (canFaceDown(s, seat, li)) o.push({ id: 'down', label: L('faceDown', { cost: faceDownCost(s, seat, li) }) });
      return o;
    }
    case 'blood': {
      const o: Option[] = [];
      for (let k = 0; k <= maxBlood(s, seat); k++) o.push({ id: `blood:${k}`, label: L('blood', { n: k }), params: { n: k } });
      for (const c of p.alliance) o.push({ id: `drain:${c}`, label: L('drain', { card: c }), params: { card: c } });
      return o;
    }
    case 'diablerie': {
      const o: Option[] = [];
      const k = Math.min(p.diablerie - p.diablerieDown, s.supply.blood);
      for (let i = 0; i <= k; i++) o.push({ id: `flip:${i}`, label: L('flip', { n: i }), params: { n: i } });
      return o;
    }
    case 'recall':
      return [
        { id: 'none', label: L('none') },
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
      return p.drained.map((c) => ({ id: `restore:${c}`, label: L('restore', { card: c }), params: { card: c } }));
    case 'peekLoc':
      return peekLocations(s, seat).map((li) => ({
        id: `loc:${li}`,
        label: L('location', { location: s.locs[li].id }),
        params: { location: li },
      }));
    case 'retreat':
      return [
        { id: 'fight', label: L('fight') },
        { id: 'retreat', label: L('retreat') },
      ];
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
      return [
        { id: 'yes', label: L(`${pd.kind}Yes`) },
        { id: 'no', label: L(`${pd.kind}No`) },
      ];
    case 'succubus': {
      const b = Math.min(3, s.locs[ctx.loc as number].pos[seat].blood);
      const o: Option[] = [];
      for (let k = 0; k <= b; k++) o.push({ id: `back:${k}`, label: L('back', { n: k }), params: { n: k } });
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

/**
 * The decisions last built and the state they were built for (states are never written to once
 * built): apply on that state checks the choice against them instead of building the options
 * again. One slot, not a WeakMap: a player or a bot answers the state it was just asked about, and
 * a WeakMap entry per state costs the garbage collector more than building the options.
 */
let offered: { state: VendettaState; decisions: Decision[] } | null = null;

export function decisions(s: VendettaState): Decision[] {
  const pd = s.pending;
  if (!pd || s.result) return [];
  const out: Decision[] = [];
  for (const seat of pd.seats) {
    if (pd.answers && pd.answers[seat] !== undefined) continue;
    const d: Decision = {
      seat,
      kind: `vendetta.${pd.kind}`,
      prompt: { key: `log-vendetta:ask.${pd.kind}` },
      options: optionsFor(s, pd, seat),
    };
    if (SECRET_KINDS.has(pd.kind)) d.secret = true;
    d.rule = R(RULE_OF[pd.kind] ?? '4');
    out.push(d);
  }
  offered = { state: s, decisions: out };
  return out;
}

/** The options offered to `seat` in `s`: those decisions() built for it, or built again. */
export function offeredTo(s: VendettaState, pd: Pending, seat: SeatId): Option[] {
  if (offered && offered.state === s) for (const d of offered.decisions) if (d.seat === seat) return d.options;
  return optionsFor(s, pd, seat);
}
