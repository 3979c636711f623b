/**
 * End of the game (rulebook "Final de la Partida"): the Regent's death ends his sect; the last
 * sect standing wins; all insurgents dead gives the ruling sect the win. With the chained-games
 * variant the winner becomes the next Regent and the survivors keep their characters.
 */
import type { SeatId } from '../../engine/types';
import type { SectId } from './cards';
import { R, alive, circle, living, wp, type Ev } from './helpers';
import { startGame } from './setup';
import type { NightsState } from './state';

/** The winning sect if the game is over now (null sect = nobody left), else undefined. */
export function winner(s: NightsState): { sect: SectId | null } | undefined {
  const alive = living(s);
  const regentAlive = !s.players[s.regent].dead && !s.players[s.regent].lost;
  if (regentAlive) return alive.every((x) => s.players[x].sect === s.rulingSect) ? { sect: s.rulingSect } : undefined;
  if (!alive.length) return { sect: null };
  const sects = new Set(alive.map((x) => s.players[x].sect));
  return sects.size === 1 ? { sect: [...sects][0] } : undefined;
}

export function checkEnd(s: NightsState, ev: Ev): void {
  const w = winner(s);
  if (!w) return;
  // every member of the winning sect wins, the dead included (docs: ambiguity 13)
  const winners: SeatId[] = [];
  for (let seat = 0; seat < s.n; seat++) if (w.sect !== null && s.players[seat].sect === w.sect) winners.push(seat);
  for (const seat of winners) wp(s, seat).wins++;
  for (let seat = 0; seat < s.n; seat++) if (!s.players[seat].revealed) wp(s, seat).revealed = true;
  s.series = [...s.series, { winner: w.sect, regent: s.regent }];
  ev.push({
    type: 'gameOver',
    params: { game: s.game, sect: w.sect ?? 'none', seats: winners, sects: s.players.map((p) => p.sect) },
    rule: R('end'),
    reveals: true,
  });
  s.stack = [];
  if (s.game < s.config.games) {
    // chained games: the next Regent is a winner (the living first, from the old Regent onwards)
    const livingWinners = circle(s, s.regent).filter((x) => winners.includes(x));
    const next = livingWinners[0] ?? winners.find((x) => x !== undefined) ?? s.regent;
    const survivors = living(s).filter((x) => alive(s, x));
    ev.push({ type: 'chainNext', params: { seat: next, game: s.game + 1 }, rule: R('end.chain') });
    startGame(s, { regent: next, survivors }, ev);
    return;
  }
  const scores = s.players.map((p) => p.wins);
  const levels = [...new Set(scores)].sort((a, b) => b - a);
  s.result = {
    ranking: levels.map((lv) => scores.flatMap((sc, seat) => (sc === lv ? [seat] : []))),
    scores,
  };
}
