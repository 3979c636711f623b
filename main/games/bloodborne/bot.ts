/**
 * Heuristic Bloodborne bot: answers from its seat view only. Card data is public (printed cards).
 * It judges the monster (echoes left, its die, whether it will likely die this round and so share
 * trophies), its own health and collected echoes (goes to the Hunter's Dream before a likely
 * death or when it has much to bank or nothing left to fight with) and the market.
 */
import type { Bot } from '../../engine/bots';
import type { RngCursor } from '../../engine/rng';
import type { Decision, Option } from '../../engine/types';
import {
  actionById,
  DICE,
  finalById,
  isWeapon,
  kindOf,
  MAX_HEALTH,
  monsterById,
  TROPHY_TRACKS,
  type ActionCard,
  type Lantern,
  type MonsterType,
} from './cards';
import type { BloodborneView } from './view';

/** Expected value and a "bad roll" (about the 85th percentile) of each die, criticals included. */
function dieStats(l: Lantern): { mean: number; bad: number } {
  const faces = DICE[l];
  const crit = faces.filter((f) => f.crit).length / faces.length;
  const base = faces.reduce((a, f) => a + f.v, 0) / faces.length;
  const mean = base / (1 - crit);
  return { mean, bad: Math.ceil(mean * 1.6 + 0.5) };
}

/** A static rating of an action card (used for the market and the upgrade limit). */
export function rating(c: ActionCard): number {
  let r = c.dmg + (c.instant ? 0.5 : 0);
  for (const e of c.fx) {
    if (e.op === 'avoid') r += 2;
    else if (e.op === 'armor') r += e.n;
    else if (e.op === 'vsType') r += e.n * 0.4;
    else if (e.op === 'vsBoss') r += e.n * 0.5;
    else if (e.op === 'alone') r += e.n * 0.4;
    else if (e.op === 'blast') r += e.n * 0.5;
    else if (e.op === 'heal') r += Math.min(e.n, 4) * 0.5;
    else if (e.op === 'steal') r += e.n;
    else if (e.op === 'bank' || e.op === 'lifesteal' || e.op === 'trophyBonus' || e.op === 'cancelMelee') r += 1;
    else if (e.op === 'reclaim') r += e.n * 0.7;
    else if (e.op === 'selfHurt') r -= e.n * 0.5;
    else if (e.op === 'dream' || e.op === 'transform') r += 10; // never removed before the others
  }
  return r;
}

function cardOfOption(o: Option): ActionCard {
  return actionById.get(String(o.params?.card))!;
}

function best(opts: Option[], score: (o: Option) => number): string {
  let b = opts[0];
  let bs = -Infinity;
  for (const o of opts) {
    const v = score(o);
    if (v > bs) {
      bs = v;
      b = o;
    }
  }
  return b.id;
}

/** Damage estimate of a card against the current monster (its always-abilities are ignored). */
function estimate(v: BloodborneView, c: ActionCard, weaponsOthers: number): number {
  const cur = v.current!;
  const types = cur.final ? [] : (monsterById.get(cur.id)?.types ?? []);
  const boss = cur.final || monsterById.get(cur.id)?.kind === 'boss';
  let d = c.dmg;
  for (const e of c.fx) {
    if (e.op === 'vsType' && types.includes(e.type)) d += e.n;
    if (e.op === 'vsBoss' && boss) d += e.n;
    if (e.op === 'alone' && weaponsOthers === 0) d += e.n;
    if (e.op === 'blast') d += e.n;
  }
  return d;
}

function chooseAction(v: BloodborneView, d: Decision, rng: RngCursor): string {
  const me = v.hunters[d.seat];
  const cur = v.current!;
  const lantern: Lantern = cur.final ? finalById.get(cur.id)!.lantern : monsterById.get(cur.id)!.lantern;
  const { mean, bad } = dieStats(lantern);
  const danger = me.health <= bad; // a bad roll would kill
  const others = v.hunters.filter((h) => h.seat !== d.seat && !h.dead && !h.eliminated).length;
  const likelyKill = cur.echoes <= 2 + others * 1.2;
  const weaponsInHand = d.options.filter((o) => isWeapon(cardOfOption(o))).length;
  return best(d.options, (o) => {
    const c = cardOfOption(o);
    const noise = rng.float() * 0.4;
    if (c.fx.some((e) => e.op === 'dream')) {
      let s = me.collected * (danger ? 1.2 : 0.35) + me.used.length * 0.5 + (danger ? 3 : 0) + (weaponsInHand === 0 ? 4 : 0);
      if (me.health <= mean + 1) s += 2;
      return s + noise;
    }
    if (c.fx.some((e) => e.op === 'transform')) return weaponsInHand >= 2 ? 1.2 + noise : -1;
    let s = 0;
    const dmg = estimate(v, c, others);
    if (dmg > 0) s += Math.min(dmg, cur.echoes) + (likelyKill ? 2 : 0) + (c.instant ? 0.5 : 0);
    for (const e of c.fx) {
      if (e.op === 'heal') s += Math.min(e.n, MAX_HEALTH - me.health) * 0.6;
      if (e.op === 'avoid' || e.op === 'armor') s += danger ? 3 : 0.5;
      if (e.op === 'steal') s += Math.min(e.n, Math.max(0, ...v.hunters.filter((h) => h.seat !== d.seat).map((h) => h.collected)));
      if (e.op === 'bank') s += me.collected * 0.5;
      if (e.op === 'selfHurt') s -= me.health <= e.n + 1 ? 5 : e.n * 0.3;
      if (e.op === 'reclaim') s += Math.min(e.n, me.used.length) * 0.6;
    }
    // a likely death loses the collected echoes: weapons are worth less then
    if (danger) s -= me.collected * 0.6 + 1.5;
    // keep strong cards for the bosses
    if (!cur.final && monsterById.get(cur.id)?.kind !== 'boss' && c.dmg >= 3 && cur.echoes <= 2) s -= 1;
    return s + noise;
  });
}

function trophyGain(v: BloodborneView, seat: number, t: MonsterType): number {
  const n = v.hunters[seat].trophies[t];
  const track = TROPHY_TRACKS[t];
  return track[Math.min(n + 1, track.length - 1)] - track[Math.min(n, track.length - 1)];
}

export const heuristicBot: Bot = {
  id: 'heuristic',
  choose(rawView: unknown, d: Decision, rng: RngCursor): string {
    const v = rawView as BloodborneView;
    switch (d.kind) {
      case 'bloodborne.action':
        return chooseAction(v, d, rng);
      case 'bloodborne.transform':
        return best(d.options, (o) => (o.id === 'none' ? 0 : estimate(v, cardOfOption(o), 1)));
      case 'bloodborne.upgrade':
        return best(d.options, (o) => rating(cardOfOption(o)) + rng.float() * 0.3);
      case 'bloodborne.remove':
        return best(d.options, (o) => -rating(actionById.get(kindOf(String(o.params?.instance ?? o.params?.card)))!));
      case 'bloodborne.trophyType':
        return best(d.options, (o) => trophyGain(v, d.seat, o.params?.type as MonsterType));
      default:
        return d.options[rng.int(d.options.length)].id;
    }
  },
};
