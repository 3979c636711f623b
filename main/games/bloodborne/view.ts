/**
 * What a seat (or 'public') may see (design.md §3): public boards, used piles, the market, the
 * monster, the last roll; its own hand only; of a pending secret choice only who has chosen
 * (and its own answer). Types only are imported by the renderer.
 */
import type { GameResult, SeatId } from '../../engine/types';
import { kindOf } from './cards';
import type { BloodborneState, Stage, Trophies } from './state';

export interface BloodborneHunterView {
  seat: SeatId;
  health: number;
  collected: number;
  deposited: number;
  trophies: Trophies;
  /** Card kinds in the public used pile (oldest first). */
  used: string[];
  handCount: number;
  /** Own seat only: instance ids in hand. */
  hand?: string[];
  /** The card played this round, once revealed (own seat: as soon as chosen). */
  played: string | null;
  /** The weapon picked after a Transform, once revealed. */
  weapon: string | null;
  /** A secret choice of this seat is pending: 'waiting' or 'chosen'. */
  secret?: 'waiting' | 'chosen';
  dead: boolean;
  eliminated: boolean;
  deaths: number;
  hit: boolean;
  score?: number;
}

export interface BloodborneView {
  game: 'bloodborne';
  viewer: SeatId | 'public';
  seats: number;
  round: number;
  stage: Stage;
  first: SeatId;
  finalBoss: string;
  current: { id: string; echoes: number; final: boolean; killed: boolean } | null;
  dungeonCount: number;
  /** Monsters and bosses killed or fled (public: out of the game). */
  gone: string[];
  market: string[];
  upgradeDeckCount: number;
  removed: string[];
  bank: number;
  lastRoll: { lantern: string; faces: { v: number; crit: boolean }[]; bonus: number; total: number } | null;
  hunters: BloodborneHunterView[];
  result: GameResult | null;
}

export function seatView(s: BloodborneState, viewer: SeatId | 'public'): BloodborneView {
  const pd = s.pending;
  const secret = pd && (pd.kind === 'action' || pd.kind === 'transform') ? pd : null;
  const hunters = s.hunters.map((h, seat): BloodborneHunterView => {
    const hv: BloodborneHunterView = {
      seat,
      health: h.health,
      collected: h.collected,
      deposited: h.deposited,
      trophies: { ...h.trophies },
      used: h.used.map(kindOf),
      handCount: h.hand.length,
      played: h.played ? kindOf(h.played) : null,
      weapon: h.weapon ? kindOf(h.weapon) : null,
      dead: h.dead,
      eliminated: h.eliminated,
      deaths: h.deaths,
      hit: h.hit,
    };
    if (viewer === seat) hv.hand = h.hand.slice();
    if (secret && secret.seats.includes(seat)) {
      const a = secret.answers[seat];
      hv.secret = a === undefined ? 'waiting' : 'chosen';
      // the chooser sees its own pending answer; nobody else does
      if (a !== undefined && viewer === seat && a !== 'none') {
        const card = kindOf(a.slice(a.indexOf(':') + 1));
        if (secret.kind === 'action') hv.played = card;
        else hv.weapon = card;
      }
    }
    if (s.scores) hv.score = s.scores[seat];
    return hv;
  });
  return {
    game: 'bloodborne',
    viewer,
    seats: s.n,
    round: s.round,
    stage: s.stage,
    first: s.first,
    finalBoss: s.finalBoss,
    current: s.current ? { ...s.current, killed: s.killed } : null,
    dungeonCount: s.dungeon.length,
    gone: s.gone.slice(),
    market: s.market.slice(),
    upgradeDeckCount: s.upgradeDeck.length,
    removed: s.removed.map(kindOf),
    bank: s.bank,
    lastRoll: s.lastRoll ? { ...s.lastRoll, faces: s.lastRoll.faces.map((f) => ({ ...f })) } : null,
    hunters,
    result: s.result,
  };
}
