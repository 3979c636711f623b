/**
 * Heuristic Vendetta bot: answers from its seat view only (never the raw state). Card data is
 * public knowledge (printed cards), so the bot reads cards.ts for powers and values.
 */
import type { Bot, BotRng, Decision, Option } from '../../engine/types';
import { allianceById, clanCardById, relicById } from './cards';
import type { VendettaLocationView, VendettaView } from './view';

const CLAN_PREFERENCE = ['BR', 'TR', 'VE', 'TO', 'GA', 'NO', 'MA'];
/** Assumed power of a face-down card of another seat. */
const HIDDEN_POWER = 3;

function byId(d: Decision, id: string): string | undefined {
  return d.options.find((o) => o.id === id)?.id;
}

function best<T extends Option>(opts: T[], score: (o: T) => number): T {
  let b = opts[0];
  let bs = -Infinity;
  for (const o of opts) {
    const v = score(o);
    if (v > bs) {
      bs = v;
      b = o;
    }
  }
  return b;
}

function cardPower(id: string | null): number {
  if (!id) return HIDDEN_POWER;
  return clanCardById.get(id)?.power ?? 0;
}

/** Visible power estimate of a seat at a location. */
function powerAt(l: VendettaLocationView, seat: number, known: Record<string, string>): number {
  const pos = l.positions[seat];
  if (pos.withdrew) return 0;
  let p = pos.blood;
  for (const c of pos.cards) p += c.power ?? cardPower(c.id ?? known[c.key] ?? null);
  return p;
}

function rivalsMax(v: VendettaView, l: VendettaLocationView, me: number): number {
  let m = 0;
  for (const pos of l.positions) {
    if (pos.seat === me) continue;
    const pl = v.players[pos.seat];
    if (pl.eliminated || (v.config.teams && pl.team === v.players[me].team)) continue;
    m = Math.max(m, powerAt(l, pos.seat, v.known ?? {}));
  }
  return m;
}

function allyValue(id: string | null): number {
  if (!id) return 0;
  const a = allianceById.get(id);
  if (!a) return 0;
  return a.influence + a.kiss * 0.7 + (a.ability ? 1 : 0);
}

function locationScore(v: VendettaView, li: number, me: number, extraPower: number): number {
  const l = v.locations[li];
  const mine = powerAt(l, me, {}) + extraPower;
  const opp = rivalsMax(v, l, me);
  const reward = allyValue(l.ally) + (l.isHaven ? 2.5 : 0) + v.round;
  const margin = mine - opp;
  // winning is worth the reward; being hopelessly behind is worth little
  const win = margin >= 0 ? 1 : margin > -4 ? 0.5 : 0.15;
  return reward * win + Math.min(margin, 3) * 0.2;
}

export const heuristicBot: Bot = {
  id: 'heuristic',
  choose(rawView: unknown, d: Decision, rng: BotRng): string {
    const v = rawView as VendettaView;
    const me = d.seat;
    const p = v.players[me];
    const opts = d.options;
    const kind = d.kind.replace('vendetta.', '');
    switch (kind) {
      case 'clan':
        return best(opts, (o) => -CLAN_PREFERENCE.indexOf(String(o.params?.clan))).id;
      case 'relic':
        return best(opts, (o) => relicById.get(String(o.params?.card))?.value ?? 0).id;
      case 'keep':
        return best(opts, (o) => cardPower(String(o.params?.card)) + (clanCardById.get(String(o.params?.card))?.effect ? 1 : 0)).id;
      case 'turn': {
        const plays = opts.filter((o) => o.id.startsWith('play:'));
        // bleed a victim when the reserve is nearly empty (keeps us away from Frenesí)
        if (p.blood <= 1) {
          const victim = opts.find((o) => o.id.startsWith('drain:VI'));
          if (victim) return victim.id;
        }
        const relic = byId(d, 'relic');
        if (relic && p.relic && relicById.get(p.relic)?.effect.op !== 'restore' && rng.int(3) === 0) return relic;
        if (!plays.length) return opts[0].id;
        return best(plays, (o) => {
          const c = clanCardById.get(String(o.params?.card));
          if (!c) return 0;
          let s = c.power + (c.effect ? 1.5 : 0);
          if (c.effect?.op === 'onPlayGain' && p.blood < 5) s += 4;
          return s + rng.float() * 0.5;
        }).id;
      }
      case 'location': {
        return best(opts, (o) => locationScore(v, Number(o.params?.location), me, 0) + rng.float() * 0.3).id;
      }
      case 'face': {
        // passive cards only work face up; strong active cards hide when blood allows
        const down = byId(d, 'down');
        const hand = p.hand ?? [];
        void hand;
        if (down && p.blood >= 5 && rng.int(2) === 0) return down;
        return 'up';
      }
      case 'blood': {
        const amounts = opts.filter((o) => o.id.startsWith('blood:'));
        if (!amounts.length) return opts[0].id;
        const max = Math.max(...amounts.map((o) => Number(o.params?.n)));
        // keep a cushion of 2 blood; spend more in the last round
        const cushion = v.round === 3 ? 1 : 2;
        const want = Math.max(0, Math.min(max, p.blood - cushion, v.round === 1 ? 1 : 3));
        return `blood:${want}`;
      }
      case 'diablerie': {
        return best(opts, (o) => Number(o.params?.n ?? 0)).id;
      }
      case 'retreat': {
        const li = v.resolving?.location ?? 0;
        const l = v.locations[li];
        const mine = powerAt(l, me, {});
        const opp = rivalsMax(v, l, me);
        if (!l.isHaven && mine + 2 < opp) return 'retreat';
        return 'fight';
      }
      case 'vanish': {
        const li = v.resolving?.location ?? 0;
        const l = v.locations[li];
        return powerAt(l, me, {}) < rivalsMax(v, l, me) ? 'yes' : 'no';
      }
      case 'pay':
        return p.blood >= 5 ? 'yes' : 'no';
      case 'mate':
        return 'no';
      case 'relicStart':
      case 'relicConflict':
        return 'yes';
      case 'succubus':
        return best(opts, (o) => Number(o.params?.n ?? 0)).id;
      case 'recall':
        return byId(d, 'none') ?? opts[0].id;
      default:
        return opts[rng.int(opts.length)].id;
    }
  },
};
