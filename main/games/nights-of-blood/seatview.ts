/** view(state, seat): the redacted view a seat (or 'public') may see (design.md §3). */
import type { SeatId } from '../../engine/types';
import { baseId } from './cards';
import { alive, attacksAllowed, reachOf, shelters } from './helpers';
import type { NightsState } from './state';
import { whyNot } from './why-not';
import type { NightsPlayerView, NightsView } from './view';

export function seatView(s: NightsState, viewer: SeatId | 'public'): NightsView {
  const me = viewer === 'public' ? null : s.players[viewer];
  const players: NightsPlayerView[] = s.players.map((p, seat) => {
    const sectVisible = p.revealed || viewer === seat || (me !== null && me.known[seat] !== undefined);
    const pv: NightsPlayerView = {
      seat,
      sect: sectVisible ? p.sect : null,
      regent: p.regent,
      line: p.line,
      powers: p.powers.slice(),
      blood: p.blood,
      maxBlood: p.maxBlood,
      health: p.health,
      light: p.light,
      agg: p.agg,
      dead: p.dead,
      lost: p.lost,
      handCount: p.hand.length,
      resources: p.resources.map(baseId),
      weapon: p.weapon ? baseId(p.weapon) : null,
      contacts: p.contacts.map((c) => ({ id: c.up || viewer === seat ? baseId(c.inst) : null, up: c.up })),
      shelters: shelters(s, seat),
      reach: reachOf(s, seat),
      attacksLeft: alive(s, seat) ? Math.max(0, attacksAllowed(s, seat) - p.attacksUsed) : 0,
    };
    if (viewer === seat) pv.hand = p.hand.map(baseId);
    else if (s.shownHand === seat) pv.hand = p.hand.map(baseId);
    return pv;
  });
  const top = s.stack[s.stack.length - 1];
  const struggleFrame = [...s.stack].reverse().find((f) => f.t === 'struggle');
  const v: NightsView = {
    game: 'nights',
    viewer,
    seats: s.n,
    gameNumber: s.game,
    games: s.config.games,
    night: s.night,
    regent: s.regent,
    rulingSect: s.rulingSect,
    direction: s.direction === 1 ? 'cw' : 'ccw',
    order: s.order.slice(),
    turn: s.turnSeat,
    event: s.event,
    deckCount: s.deck.length,
    discardTop: s.discard.length ? baseId(s.discard[s.discard.length - 1]) : null,
    discardCount: s.discard.length,
    eventDeckCount: s.eventDeck.length,
    players,
    struggle:
      struggleFrame && struggleFrame.t === 'struggle'
        ? {
            attacker: struggleFrame.a,
            victim: struggleFrame.v,
            turn: struggleFrame.who === 'a' ? struggleFrame.a : struggleFrame.v,
            rounds: struggleFrame.rounds,
            frenzy: struggleFrame.frenzy,
          }
        : null,
    attack:
      top && top.t === 'respond'
        ? { from: top.atk.from, to: top.atk.to, light: top.atk.light, agg: top.atk.agg, source: top.atk.source }
        : null,
    acts: {
      hostile: s.acts.hostile.map((r) => r.slice()),
      friendly: s.acts.friendly.map((r) => r.slice()),
      spared: s.acts.spared.map((r) => r.slice()),
    },
    series: s.series.map((x) => ({ ...x })),
    result: s.result,
  };
  if (viewer !== 'public') {
    const why = whyNot(s, viewer);
    if (why.length) v.whyNot = why;
  }
  return v;
}
