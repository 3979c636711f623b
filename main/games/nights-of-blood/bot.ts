/**
 * Heuristic bot for Nights of Blood. It reads only its seat view: its own sect, the revealed
 * sects, the sects it learned, and the public record of acts (who attacked, bit, robbed or healed
 * whom). From those it estimates who is on which side: a player who hurts the Regent is taken for
 * an insurgent, one who hurts the Regent's attackers or heals the Regent for an ally. The ruling
 * sect protects the Regent and hunts the likely insurgents; insurgents go for the Regent first.
 */
import type { Bot } from '../../engine/bots';
import type { BotRng, Decision, SeatId } from '../../engine/types';
import { POWERS, SECT_TABLES, mainCard } from './cards';
import type { NightsView } from './view';

/** How much `me` wants to hurt `x` (negative: a friend). Exported for the tests. */
export function enmity(v: NightsView, me: SeatId, x: SeatId): number {
  if (x === me) return -100;
  const my = v.players[me].sect!;
  const p = v.players[x];
  const regent = v.regent;
  const regentUp = !v.players[regent].dead && !v.players[regent].lost;
  const h = v.acts.hostile;
  const f = v.acts.friendly;
  if (p.sect !== null) {
    if (p.sect === my) return -100;
    if (!regentUp) return 10;
    if (my === v.rulingSect) return 10;
    return p.regent ? 12 : p.sect === v.rulingSect ? 8 : 2;
  }
  // unknown sect: the odds from the sect table and the revealed sects, then the public acts
  const againstRegent = h[x][regent] - 2 * f[x][regent];
  let forRegent = f[x][regent];
  for (let y = 0; y < v.seats; y++) if (y !== regent && h[y][regent] > 0) forRegent += h[x][y] > 0 ? 1 : 0;
  // sparing the Regent when the Regent was a legal target too is a hint of loyalty
  forRegent += Math.min(2, v.acts.spared[x][regent] / 2);
  if (!regentUp) return 4;
  const enemyOdds = oddsOfEnemy(v, me);
  if (my === v.rulingSect) return 1 + 6 * enemyOdds + 3 * againstRegent - 2 * forRegent;
  return 1 + 6 * enemyOdds + 3 * forRegent - 2 * againstRegent;
}

/**
 * Chance that a living player of unknown sect is on the other side, from the designed sect table
 * and the sects already known to `me` (a follower of the ruling sect counts insurgents, an
 * insurgent counts the Regent's allies).
 */
export function oddsOfEnemy(v: NightsView, me: SeatId): number {
  const table = SECT_TABLES[v.seats];
  const mine = v.players[me].sect === v.rulingSect;
  let enemies = mine ? table.major + table.minor : table.allies;
  let unknown = 0;
  for (const p of v.players) {
    if (p.seat === me || p.regent) continue;
    const enemy = p.sect !== null && (mine ? p.sect !== v.rulingSect : p.sect === v.rulingSect);
    if (p.sect !== null) {
      if (enemy && (p.dead || p.lost)) enemies--;
      else if (enemy) enemies--;
    } else if (!p.dead && !p.lost) unknown++;
  }
  return unknown > 0 ? Math.max(0, Math.min(1, enemies / unknown)) : 0;
}

const count = (hand: string[] | undefined, id: string) => (hand ?? []).filter((c) => c === id).length;

function weaponScore(id: string | null): number {
  if (!id) return 0;
  const e = mainCard(id).effect;
  return e.op === 'weapon' ? Math.min(e.reach, 3) * 2 + e.attacks * 2 + e.damage.light + 3 * e.damage.agg : 0;
}

const VALUE: Record<string, number> = { sangre: 9, esquivar: 8, ataque: 7, cobertura: 6, mordisco: 5, refugio: 6 };

function turnScore(v: NightsView, me: SeatId, id: string, params: Record<string, unknown> | undefined): number {
  const p = v.players[me];
  const [verb, a, b] = id.split(':');
  const target = typeof params?.target === 'number' ? params.target : b !== undefined && /^\d+$/.test(b) ? Number(b) : -1;
  const e = target >= 0 ? enmity(v, me, target) : 0;
  const hurt = p.light + 2 * p.agg;
  const spare = p.blood - 2; // spending below 2 blood points invites bloodlust
  switch (verb) {
    case 'end':
      return 10;
    case 'mend':
      if (a === 'free') return 100;
      return spare >= 1 && hurt > 0 && p.health - hurt <= 2 ? 90 : 0;
    case 'heal':
      return p.health - hurt <= 1 ? 85 : 0;
    case 'play': {
      const c = mainCard(`${a.slice(0, a.indexOf('#'))}`);
      if (c.kind === 'weapon') return weaponScore(c.id) > weaponScore(p.weapon) ? 80 : 0;
      if (c.kind === 'resource') return c.effect.op === 'shelter' ? 75 : 72;
      if (c.effect.op === 'attackAll') return v.players[me].sect === v.rulingSect && !v.players[v.regent].dead ? 0 : 55;
      return v.deckCount + v.discardCount > 6 ? 68 : 0;
    }
    case 'down':
      return 70;
    case 'use': {
      const c = mainCard(a.slice(0, a.indexOf('#')));
      if (c.effect.op === 'gainBlood') return p.blood < p.maxBlood ? 65 : 0;
      if (c.effect.op === 'peekSect') return 60;
      return e >= 5 ? 60 + e : 0;
    }
    case 'atk':
      return e >= 3 ? 50 + e : 0;
    case 'bite':
      return e >= 5 && count(p.hand, 'ataque') >= 2 ? 45 + e : 0;
    case 'take':
      return e >= 5 ? 38 + e + (b === 'w' ? 3 : 0) : 0;
    case 'pw': {
      const pw = POWERS.find((x) => x.id === a)!;
      if (p.blood - pw.cost < 2) return 0;
      if (pw.effect.op === 'healOther') return target === v.regent && v.players[me].sect === v.rulingSect ? 60 : 0;
      if (pw.effect.op === 'peekSect') return 40;
      if (pw.target === 'other') return e >= 5 ? 45 + e : 0;
      if (pw.effect.op === 'draw' || pw.effect.op === 'fromDiscard' || pw.effect.op === 'healDraw') return 42;
      return count(p.hand, 'ataque') > 0 ? 30 : 0;
    }
    default:
      return 0;
  }
}

function pickMax(d: Decision, score: (id: string, params?: Record<string, unknown>) => number, rng: BotRng): string {
  let best: string[] = [];
  let top = -Infinity;
  for (const o of d.options) {
    const sc = score(o.id, o.params);
    if (sc > top) {
      top = sc;
      best = [o.id];
    } else if (sc === top) best.push(o.id);
  }
  return rng.pick(best);
}

export const heuristicBot: Bot = {
  id: 'heuristic',
  choose(view, d, rng) {
    const v = view as NightsView;
    const me = d.seat;
    const has = (id: string) => d.options.some((o) => o.id === id);
    switch (d.kind) {
      case 'nights.respond':
        for (const id of ['dodge', 'cover', 'pw:quimerismo', 'pw:fortaleza']) if (has(id)) return id;
        return 'take';
      case 'nights.save':
        return has('blood:agg') ? 'blood:agg' : has('blood:light') ? 'blood:light' : 'die';
      case 'nights.struggle':
        return has('discard') ? 'discard' : 'stop';
      case 'nights.keepTwo':
        return pickMax(d, (id) => -(VALUE[id.slice(5)] ?? 4), rng);
      case 'nights.dropPower':
      case 'nights.stealPower':
        return pickMax(
          d,
          (id) => -(POWERS.find((p) => p.id === id.slice(id.indexOf(':') + 1))?.cost ?? 0) * (d.kind === 'nights.dropPower' ? -1 : 1),
          rng,
        );
      case 'nights.discardDraw':
        return (VALUE[v.discardTop ?? ''] ?? 0) >= 6 ? 'discard' : 'deck';
      case 'nights.turn':
        return pickMax(d, (id, params) => turnScore(v, me, id, params), rng);
      default:
        return rng.pick(d.options).id;
    }
  },
};
