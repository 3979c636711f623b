/**
 * Vendetta round frame: 1. Beso, 2. Preparación de las Ubicaciones, 3. Construcción de la mano
 * (and the 3-player variant), the start of 4. Planificación (its turns), 6. Final de la ronda and
 * FINAL DE LA PARTIDA (scores, ties, team mode ranking).
 */
import { allianceById, PLANNING_TURNS, relicById } from './cards';
import type { GameResult, SeatId } from '../../engine/types';
import type { Task, VendettaState } from './state';
import { ask, gain, live, order, ownerOfCard, R, teamOf, wl, wp, runFirst, wsupply, type Ev } from './actions';

export function roundStart(s: VendettaState, ev: Ev): void {
  // 1. Beso
  s.phase = 'kiss';
  ev.push({ type: 'round', params: { round: s.round }, rule: R('1') });
  for (const seat of order(s)) {
    if (!live(s, seat)) continue;
    const p = s.players[seat];
    const want = p.alliance.reduce((a, id) => a + allianceById.get(id)!.kiss, 0);
    gain(s, seat, want, 0, ev, R('1'), 'kiss');
  }
  // 2. Preparación de las Ubicaciones
  s.phase = 'locations';
  for (let li = 0; li < s.locs.length; li++) {
    const l = wl(s, li);
    l.ally = s.allyDeck[0] ?? null;
    s.allyDeck = s.allyDeck.slice(1);
    l.resolved = false;
    l.spareMate = [];
    for (const pos of l.pos) {
      pos.withdrew = false;
      pos.token = undefined;
      pos.total = undefined;
      pos.rank = undefined;
      pos.relicHere = undefined;
    }
  }
  ev.push({ type: 'allies', params: { allies: s.locs.map((l) => l.ally) }, rule: R('2'), reveals: true });
  runFirst(s, { t: 'hand' });
}

export function handPhase(s: VendettaState, ev: Ev): void {
  // 3. Construcción de la mano (3-player variant: round 1 look at 3, keep 2)
  s.phase = 'hand';
  const three = s.n === 3 && s.round === 1;
  const seats: SeatId[] = [];
  for (const seat of order(s)) {
    if (!live(s, seat)) continue;
    const p = wp(s, seat);
    p.looking = p.deck.slice(0, three ? 3 : 2);
    p.deck = p.deck.slice(p.looking.length);
    p.keepLeft = Math.min(three ? 2 : 1, p.looking.length);
    ev.push({
      type: 'look',
      params: { seat, cards: [...p.looking] },
      rule: R(three ? 'variant.3p' : '3'),
      visibleTo: [seat],
      reveals: true,
    });
    if (p.keepLeft > 0 && p.looking.length > p.keepLeft) seats.push(seat);
    else finishKeep(s, seat, ev);
  }
  if (seats.length) ask(s, 'keep', seats);
  else runFirst(s, { t: 'planningStart' });
}

export function finishKeep(s: VendettaState, seat: SeatId, ev: Ev): void {
  const p = wp(s, seat);
  if (p.keepLeft > 0 && p.looking.length) {
    const kept = Math.min(p.keepLeft, p.looking.length);
    p.hand = [...p.hand, ...p.looking.slice(0, kept)];
    p.looking = p.looking.slice(kept);
    p.keepLeft -= kept;
  }
  if (p.looking.length) ev.push({ type: 'toBottom', params: { seat, n: p.looking.length }, rule: R('3') });
  p.deck = [...p.deck, ...p.looking];
  p.looking = [];
  p.keepLeft = 0;
}

/** The steps of 5. Resolución at one location (5.1 to 5.5, the conflict relics, the location card after). */
export function locationTasks(li: number): Task[] {
  return [
    { t: 'retreat', loc: li },
    { t: 'reveal', loc: li },
    { t: 'step', loc: li, step: 'prep' },
    { t: 'step', loc: li, step: 'conflict' },
    { t: 'conflictRelics', loc: li },
    { t: 'determine', loc: li },
    { t: 'step', loc: li, step: 'consequence' },
    { t: 'after', loc: li },
  ];
}

export function planningStart(s: VendettaState, ev: Ev): void {
  s.phase = 'planning';
  const turns = (s.n === 3 ? PLANNING_TURNS.three : PLANNING_TURNS.standard)[s.round - 1];
  ev.push({ type: 'phase', params: { phase: 'planning', round: s.round, turns }, rule: R(s.n === 3 ? 'variant.3p' : '4') });
  const tasks: Task[] = [];
  for (let t = 1; t <= turns; t++) for (const seat of order(s)) tasks.push({ t: 'turn', seat, n: t, of: turns });
  tasks.push({ t: 'resolutionStart' });
  for (let li = 0; li < s.locs.length; li++) tasks.push(...locationTasks(li));
  tasks.push({ t: 'roundEnd' });
  runFirst(s, ...tasks);
}

export function roundEnd(s: VendettaState, ev: Ev): void {
  s.resolving = null;
  if (s.round >= 3) {
    finish(s, ev);
    return;
  }
  // 6. Final de la ronda
  for (let li = 0; li < s.locs.length; li++) {
    const l = wl(s, li);
    for (let seat = 0; seat < s.n; seat++) {
      const pos = l.pos[seat];
      wsupply(s).blood += pos.blood;
      pos.blood = 0;
      for (const c of pos.cards) {
        const o = wp(s, ownerOfCard(s, c.id));
        o.hand = [...o.hand, c.id];
      }
      pos.cards = [];
    }
  }
  for (let seat = 0; seat < s.n; seat++) {
    const p = wp(s, seat);
    p.diablerieDown = 0;
    p.known = {};
  }
  ev.push({ type: 'roundEnd', params: { round: s.round }, rule: R('6') });
  s.round += 1;
  runFirst(s, { t: 'roundStart' });
}

/** FINAL DE LA PARTIDA: influence from the alliance, drained cards, tokens, relic, minus Diablerie. */
export function scoreOf(s: VendettaState, seat: SeatId): number {
  const p = s.players[seat];
  let v = p.influence - p.diablerie;
  for (const id of p.alliance) v += allianceById.get(id)!.influence;
  for (const id of p.drained) v += allianceById.get(id)!.drainedInfluence;
  if (p.relic) v += relicById.get(p.relic)!.value;
  return v;
}

export function finish(s: VendettaState, ev: Ev): void {
  s.phase = 'over';
  s.pending = null;
  s.queue = [];
  s.planning = null;
  s.resolving = null;
  const scores = s.players.map((_, seat) => scoreOf(s, seat));
  s.scores = scores;
  const ord = order(s); // from the seat that took Ambition in the last conflict
  const alive = ord.filter((x) => live(s, x));
  const out = ord.filter((x) => !live(s, x));
  let ranking: SeatId[][];
  if (s.config.teams) {
    const teams = new Map<number, SeatId[]>();
    for (const seat of ord) {
      const t = teamOf(s, seat)!;
      if (!teams.has(t)) teams.set(t, []);
      teams.get(t)!.push(seat);
    }
    const val = (g: SeatId[]) => g.filter((x) => live(s, x)).reduce((a, x) => a + scores[x], 0);
    const blood = (g: SeatId[]) => g.filter((x) => live(s, x)).reduce((a, x) => a + s.players[x].blood, 0);
    const groups = [...teams.values()];
    groups.sort((a, b) => val(b) - val(a) || blood(b) - blood(a) || ord.indexOf(a[0]) - ord.indexOf(b[0]));
    ranking = groups;
  } else {
    alive.sort((a, b) => scores[b] - scores[a] || s.players[b].blood - s.players[a].blood || ord.indexOf(a) - ord.indexOf(b));
    ranking = alive.map((x) => [x]);
    if (out.length) ranking.push(out);
  }
  const result: GameResult = { ranking, scores, reason: { key: 'log-vendetta:endReason' } };
  s.result = result;
  ev.push({ type: 'gameOver', params: { ranking, scores }, rule: R('end'), reveals: true });
  ranking.forEach((group, i) => {
    for (const seat of group)
      ev.push({ type: 'finalScore', params: { seat, place: i + 1, score: scores[seat], blood: s.players[seat].blood }, rule: R('end') });
  });
}
