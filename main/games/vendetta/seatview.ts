/** view(state, seat): the redacted view a seat (or 'public') may see (design.md §3). */
import type { SeatId } from '../../engine/types';
import { order, teamOf } from './actions';
import { powers } from './resolution';
import type { VendettaState } from './state';
import type { VendettaPlayerView, VendettaSlotView, VendettaView } from './view';

export function seatView(s: VendettaState, viewer: SeatId | 'public'): VendettaView {
  const pd = s.pending;
  const showPowers = s.resolving && (s.resolving.step === 'conflict' || s.resolving.step === 'consequence' || s.resolving.step === 'after');
  const players: VendettaPlayerView[] = s.players.map((p, seat) => {
    const pv: VendettaPlayerView = {
      seat,
      clan: p.clan,
      blood: p.blood,
      influence: p.influence,
      diablerie: p.diablerie,
      diablerieDown: p.diablerieDown,
      handCount: p.hand.length,
      deckCount: p.deck.length,
      alliance: [...p.alliance.map((id) => ({ id, drained: false })), ...p.drained.map((id) => ({ id, drained: true }))],
      relic: p.relic,
      relicUsed: p.relicUsed,
      eliminated: p.eliminated,
      shown: [...p.shown],
    };
    const team = teamOf(s, seat);
    if (team !== undefined) pv.team = team;
    if (viewer === seat) {
      pv.hand = [...p.hand];
      if (p.looking.length) pv.looking = [...p.looking];
      if (pd && (pd.kind === 'location' || pd.kind === 'face') && pd.seats.includes(seat))
        pv.placing = pd.kind === 'face' ? { card: pd.ctx.card as string, loc: pd.ctx.loc as number } : { card: pd.ctx.card as string };
    }
    if (s.scores) pv.score = s.scores[seat];
    return pv;
  });
  const known: Record<string, string> = {};
  const locations = s.locs.map((l, li) => ({
    index: li,
    id: l.id,
    isHaven: l.haven,
    locationCard: l.card,
    ally: l.ally,
    resolved: l.resolved,
    positions: l.pos.map((pos, seat) => {
      const pw = showPowers && s.resolving!.location === li && pos.total !== undefined ? powers(s, li, seat) : null;
      const cards: VendettaSlotView[] = pos.cards.map((c) => {
        const visible = c.up || viewer === seat;
        if (!visible && viewer !== 'public' && s.players[viewer].known[c.key]) known[c.key] = c.id;
        const v: VendettaSlotView = { key: c.key, id: visible ? c.id : null, faceUp: c.up, owner: seat };
        if (pw && c.up) v.power = pw.cards[c.key];
        return v;
      });
      const out: VendettaLocationPosition = { seat, blood: pos.blood, cards };
      if (pd && pd.kind === 'retreat' && pd.ctx.loc === li && pd.seats.includes(seat)) {
        const a = pd.answers?.[seat];
        out.token = a === undefined ? 'hidden' : viewer === seat ? (a as 'fight' | 'retreat') : 'chosen';
      } else if (pos.token) out.token = pos.token;
      if (pos.withdrew) out.withdrew = true;
      if (pos.total !== undefined) out.total = pos.total;
      if (pos.rank !== undefined) out.rank = pos.rank;
      return out;
    }),
  }));
  const view: VendettaView = {
    game: 'vendetta',
    viewer,
    seats: s.n,
    round: s.round,
    phase: s.phase,
    ambition: s.ambition,
    order: order(s).slice(),
    config: {
      threePlayerTables: s.n === 3,
      locationCards: s.config.locationCards,
      relics: s.config.relics,
      teams: s.config.teams,
    },
    supply: { ...s.supply },
    allyDeckCount: s.allyDeck.length,
    victimDeckCount: s.victimDeck.length,
    clanOffer: [...s.clanOffer],
    relicOffer: [...s.relicOffer],
    planning: s.phase === 'planning' && s.planning ? { ...s.planning } : null,
    resolving: s.resolving ? { ...s.resolving } : null,
    players,
    locations,
    result: s.result,
  };
  if (viewer !== 'public') view.known = known;
  return view;
}

type VendettaLocationPosition = VendettaView['locations'][number]['positions'][number];
