/**
 * Scenario tests of the Vendetta rules, one per rule, named after the rulebook section
 * (locales/es/rules-vendetta.json ids). Each builds a precise state, applies choices and checks
 * the state and the events.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../common/errors';
import { stateHash } from '../../engine/hash';
import { PLANNING_TURNS, REWARDS } from './cards';
import { vendettaModule as m } from './module';
import { seatView } from './seatview';
import type { GameEvent } from '../../engine/types';
import { advance, apply, decisions, invariants, scoreOf } from './rules';
import type { VendettaState } from './state';
import { assign, fightAll, giveAlliance, place, play, resolve, scenario, setAlly, setBlood, turns } from './testing';

/** Invariants (a scenario may stop with an empty queue, which a real game never does). */
const ok = (s: VendettaState) => expect(invariants(s).filter((x) => x !== 'no decision before the end')).toEqual([]);
const kinds = (s: VendettaState) => decisions(s).map((d) => `${d.seat}:${d.kind}`);
const types = (ev: { type: string }[]) => ev.map((e) => e.type);

describe('Preparación de la partida', () => {
  it('setup 1-11: random first player with Ambition, players+1 clan sheets, 6 blood, 3 influence, a victim, Caza and En guardia', () => {
    const { state, events } = m.setup(m.parseConfig({ players: 4 }), 'seed-a');
    expect(events[0]).toMatchObject({ type: 'firstPlayer', rule: 'vendetta:ambition' });
    expect(state.clanOffer).toHaveLength(5);
    expect(state.locs.map((l) => l.id)).toEqual(['L1', 'L2', 'haven']);
    // clan sheets are picked in turn order, one decision per seat
    let s = state;
    for (let i = 0; i < 4; i++) {
      const d = decisions(s);
      expect(d).toHaveLength(1);
      expect(d[0].seat).toBe((state.ambition + i) % 4);
      s = apply(s, d[0].seat, d[0].options[0].id).state;
    }
    for (const p of s.players) {
      expect(p.blood).toBe(6 + 1); // 6 at set-up + the victim's kiss in 1. Beso of round 1
      expect(p.influence).toBe(3);
      expect(p.alliance).toHaveLength(1);
      expect(p.hand.filter((id) => id.endsWith('08') || id.endsWith('09'))).toHaveLength(2);
    }
    expect(s.phase).toBe('hand');
    ok(s);
  });

  it('setup 2: 5 players play with locations 1, 2, 3 and the Prince’s Haven; the Haven is last', () => {
    const s = m.setup(m.parseConfig({ players: 5 }), 'x').state;
    expect(s.locs.map((l) => l.id)).toEqual(['L1', 'L2', 'L3', 'haven']);
    expect(m.setup(m.parseConfig({ players: 3 }), 'x').state.locs).toHaveLength(3);
  });

  it('bad configurations throw a localized AppError and create nothing', () => {
    for (const bad of [{ players: 2 }, { players: 6 }, { players: 5, teams: true }, { players: 'x' }, { players: 4, relics: 'yes' }]) {
      expect(() => m.parseConfig(bad)).toThrow(AppError);
    }
    expect(() => m.parseConfig({ players: 6, teams: true })).not.toThrow();
  });
});

describe('1. Beso, 2. Preparación de las Ubicaciones, 3. Construcción de la mano', () => {
  it('1 Beso: each seat gains the kiss blood of its alliance; 2: one Ally per location', () => {
    const s = scenario();
    giveAlliance(s, 0, 'AL05'); // kiss 2
    s.queue = [{ t: 'roundStart' }];
    const st = s;
    const ev: GameEvent[] = [];
    advance(st, ev);
    expect(st.players[0].blood).toBe(6 + 1 + 2);
    expect(st.players[1].blood).toBe(7);
    expect(st.locs.every((l) => l.ally)).toBe(true);
    expect(types(ev)).toContain('allies');
    // 3: each seat looks at 2 and keeps 1, simultaneously and in secret
    expect(kinds(st)).toEqual(['0:vendetta.keep', '1:vendetta.keep', '2:vendetta.keep', '3:vendetta.keep']);
    expect(decisions(st)[0].secret).toBe(true);
    const looked = [...st.players[1].looking];
    const after = apply(st, 1, `keep:${looked[1]}`).state;
    expect(after.players[1].hand).toContain(looked[1]);
    expect(after.players[1].deck[after.players[1].deck.length - 1]).toBe(looked[0]);
    ok(after);
  });

  it('Partidas de 3 jugadores: in round 1 look at 3 cards and keep 2; planning turns 3/4/5', () => {
    let s = m.setup(m.parseConfig({ players: 3 }), 'three').state;
    while (s.phase === 'setup-clan') s = apply(s, decisions(s)[0].seat, decisions(s)[0].options[0].id).state;
    const p = s.players[0];
    expect(p.looking).toHaveLength(3);
    s = apply(s, 0, `keep:${p.looking[0]}`).state;
    expect(decisions(s).find((d) => d.seat === 0)!.options).toHaveLength(2);
    s = apply(s, 0, `keep:${s.players[0].looking[0]}`).state;
    expect(s.players[0].hand).toHaveLength(4);
    expect(PLANNING_TURNS.three).toEqual([3, 4, 5]);
    expect(PLANNING_TURNS.standard).toEqual([2, 3, 4]);
  });
});

describe('4. Planificación', () => {
  it('play-cards: card → location → face; face down costs 1 blood and does not count for the 3-blood limit', () => {
    const s = scenario();
    turns(s, [0]);
    expect(kinds(s)).toEqual(['0:vendetta.turn']);
    let r = play(s, [
      [0, 'play:BR09'],
      [0, 'loc:1'],
      [0, 'down'],
    ]);
    expect(r.state.players[0].blood).toBe(5);
    expect(r.events.find((e) => e.type === 'playDownOwn')!.visibleTo).toEqual([0]);
    expect(r.events.find((e) => e.type === 'playDown')!.params).not.toHaveProperty('card');
    const d = decisions(r.state)[0];
    expect(d.kind).toBe('vendetta.blood');
    expect(d.options.filter((o) => o.id.startsWith('blood:')).map((o) => o.id)).toEqual(['blood:0', 'blood:1', 'blood:2', 'blood:3']);
    r = play(r.state, [[0, 'blood:3']]);
    expect(r.state.locs[1].pos[0].blood).toBe(3);
    expect(r.state.players[0].blood).toBe(2);
    // the face-down card is visible only to its owner, others see a back
    expect(seatView(r.state, 0).locations[1].positions[0].cards[0].id).toBe('BR09');
    expect(seatView(r.state, 1).locations[1].positions[0].cards[0].id).toBeNull();
    ok(r.state);
  });

  it('GASTAR: the last blood can never be spent or played (no voluntary Frenesí)', () => {
    const s = scenario();
    setBlood(s, 0, 1);
    turns(s, [0]);
    const r = play(s, [
      [0, 'play:BR09'],
      [0, 'loc:0'],
    ]);
    // no face-down option (would spend the last blood), and no blood to assign
    expect(decisions(r.state)[0].kind).toBe('vendetta.blood');
    expect(
      decisions(r.state)[0]
        .options.filter((o) => o.id.startsWith('blood:'))
        .map((o) => o.id),
    ).toEqual(['blood:0']);
  });

  it('drain: María drains a victim for 3 blood; the victim is then worth 0 influence instead of 1', () => {
    const s = scenario();
    setBlood(s, 0, 2);
    const before = scoreOf(s, 0);
    turns(s, [0]);
    const victim = s.players[0].alliance[0];
    const r = play(s, [
      [0, 'play:BR09'],
      [0, 'loc:0'],
      [0, 'down'],
      [0, `drain:${victim}`],
      [0, 'blood:3'],
    ]);
    expect(r.state.players[0].drained).toEqual([victim]);
    expect(r.state.locs[0].pos[0].blood).toBe(3);
    expect(r.state.players[0].blood).toBe(1);
    expect(scoreOf(r.state, 0)).toBe(before - 1);
    expect(r.events.find((e) => e.type === 'drain')).toMatchObject({ params: { blood: 3 }, rule: 'vendetta:drain' });
  });

  it('diablerie: draining a Vampire gives a token; flipped tokens give extra assigned blood beyond the 3; the third token eliminates', () => {
    const s = scenario();
    giveAlliance(s, 0, 'AL22'); // vampire
    giveAlliance(s, 0, 'AL20'); // vampire: 2 tokens
    turns(s, [0]);
    let r = play(s, [[0, 'drain:AL22']]);
    expect(r.state.players[0].diablerie).toBe(1);
    r = play(r.state, [
      [0, 'play:BR09'],
      [0, 'loc:0'],
      [0, 'up'],
      [0, 'blood:3'],
      [0, 'flip:1'],
    ]);
    expect(r.state.locs[0].pos[0].blood).toBe(4);
    expect(r.state.players[0].diablerieDown).toBe(1);
    ok(r.state);
    // third token: eliminated at once
    turns(r.state, [0]);
    r = play(r.state, [[0, 'drain:AL20']]);
    expect(r.state.players[0].diablerie).toBe(3);
    expect(r.state.players[0].eliminated).toBe(true);
    expect(types(r.events)).toContain('eliminated');
    expect(r.state.locs[0].pos[0].cards).toHaveLength(0);
    ok(r.state);
  });

  it('BR03 Desafío: an opponent who plays a card at another location loses 1 blood (only while face up)', () => {
    const s = scenario();
    place(s, 0, 0, 'BR03', true);
    turns(s, [1]);
    const r = play(s, [
      [1, 'play:GA09'],
      [1, 'loc:1'],
      [1, 'up'],
    ]);
    expect(r.state.players[1].blood).toBe(5);
    expect(r.events.find((e) => e.type === 'loseBlood')).toMatchObject({ params: { seat: 1, n: 1, by: 0 } });
    // at the same location: nothing
    const s2 = scenario();
    place(s2, 0, 0, 'BR03', true);
    turns(s2, [1]);
    expect(
      play(s2, [
        [1, 'play:GA09'],
        [1, 'loc:0'],
        [1, 'up'],
      ]).state.players[1].blood,
    ).toBe(6);
    // face down: no effect
    const s3 = scenario();
    place(s3, 0, 0, 'BR03', false);
    turns(s3, [1]);
    expect(
      play(s3, [
        [1, 'play:GA09'],
        [1, 'loc:1'],
        [1, 'up'],
      ]).state.players[1].blood,
    ).toBe(6);
  });

  it('an illegal option throws AppError(illegal_move) and leaves the state unchanged', () => {
    const s = scenario();
    turns(s, [0]);
    const h = stateHash(s);
    expect(() => apply(s, 0, 'play:GA01')).toThrow(AppError);
    expect(() => apply(s, 1, 'play:GA09')).toThrow(AppError);
    expect(stateHash(s)).toBe(h);
  });
});

describe('5. Resolución', () => {
  it('5.1 Retirada: tokens chosen in secret by every seat at once, revealed together; retreat returns blood and moves cards face up to the Haven', () => {
    const s = scenario();
    place(s, 0, 0, 'BR01', false);
    assign(s, 0, 0, 2);
    place(s, 1, 0, 'GA05', true);
    resolve(s, [0]);
    const ds = decisions(s);
    expect(ds.map((d) => d.seat)).toEqual([0, 1]);
    expect(ds.every((d) => d.secret && d.rule === 'vendetta:5.1')).toBe(true);
    let r = play(s, [[0, 'retreat']]);
    // the other seat only sees "has chosen"
    expect(seatView(r.state, 1).locations[0].positions[0].token).toBe('chosen');
    expect(seatView(r.state, 0).locations[0].positions[0].token).toBe('retreat');
    expect(r.events.find((e) => e.type === 'tokenOwn')!.visibleTo).toEqual([0]);
    r = play(r.state, [[1, 'fight']]);
    expect(r.state.players[0].blood).toBe(6 + 2); // the 2 assigned blood came back to the reserve
    expect(r.state.locs[0].pos[0].cards).toHaveLength(0);
    expect(r.state.locs[2].pos[0].cards).toEqual([expect.objectContaining({ id: 'BR01', up: true })]);
    // seat 1 fought alone: wins, but only the first-place reward
    expect(r.state.locs[0].pos[1].rank).toBe(1);
    ok(r.state);
  });

  it('5.1 Retirada at the Prince’s Haven: cards and blood simply come back', () => {
    const s = scenario();
    place(s, 0, 2, 'BR01', true);
    assign(s, 0, 2, 1);
    place(s, 1, 2, 'GA05', true);
    resolve(s, [2]);
    const r = play(s, [
      [0, 'retreat'],
      [1, 'fight'],
    ]);
    expect(r.state.players[0].hand).toContain('BR01');
    expect(r.state.players[0].blood).toBe(7);
  });

  it('5.2 Revelación and 5.3 Preparación: BR07 Exhibición de fuerza steals 1 blood from each rival', () => {
    const s = scenario();
    place(s, 0, 0, 'BR07', false);
    place(s, 1, 0, 'GA09', true);
    place(s, 2, 0, 'NO09', true);
    place(s, 3, 1, 'TR09', true);
    resolve(s, [0]);
    const r = fightAll(s);
    expect(r.events.find((e) => e.type === 'reveal')).toMatchObject({ params: { seat: 0, cards: ['BR07'] }, rule: 'vendetta:5.2' });
    expect(r.state.players[0].blood).toBe(8);
    expect(r.state.players[1].blood).toBe(5);
    expect(r.state.players[2].blood).toBe(5);
    expect(r.state.players[3].blood).toBe(6); // not a rival here
  });

  it('5.3 NO07 Desvanecerse: may withdraw during preparation and then steals 1 from each rival', () => {
    const s = scenario({ clans: ['NO', 'BR', 'GA', 'TR'] });
    place(s, 0, 0, 'NO07', true);
    place(s, 1, 0, 'BR09', true);
    resolve(s, [0]);
    let r = fightAll(s);
    expect(kinds(r.state)).toEqual(['0:vendetta.vanish']);
    r = play(r.state, [[0, 'yes']]);
    expect(r.state.locs[0].pos[0].withdrew).toBe(true);
    expect(r.state.locs[2].pos[0].cards.map((c) => c.id)).toEqual(['NO07']);
    expect(r.state.players[0].blood).toBe(7);
    expect(r.state.players[1].blood).toBe(5);
  });

  it('5.4 Conflicto: BR01 Furia sangrienta loses 2 power with assigned blood; ties go to the earlier seat in turn order', () => {
    const s = scenario({ ambition: 1 });
    place(s, 0, 0, 'BR01', true); // 6 - 2 + 1 blood = 5
    assign(s, 0, 0, 1);
    place(s, 1, 0, 'GA05', true); // 5 - 1 (one rival) = 4, + 1 blood = 5
    assign(s, 1, 0, 1);
    setAlly(s, 0, 'AL02');
    resolve(s, [0]);
    const r = fightAll(s);
    expect(r.state.locs[0].pos[0].total).toBe(5);
    expect(r.state.locs[0].pos[1].total).toBe(5);
    // seat 1 holds the Ambition token: it wins the tie
    expect(r.state.locs[0].pos[1].rank).toBe(1);
    expect(r.state.players[1].alliance).toContain('AL02');
    expect(r.state.players[0].alliance).toHaveLength(2); // second place: a victim
    expect(r.state.players[1].influence).toBe(3 + REWARDS[0][0]);
    expect(r.state.players[0].influence).toBe(3 + REWARDS[0][1]);
  });

  it('5.4 GA02 Compañero lobo halves the printed power of the rivals’ cards (rounded down)', () => {
    const s = scenario();
    place(s, 0, 0, 'BR01', true); // printed 6 -> 3
    place(s, 1, 0, 'GA02', true); // 2
    place(s, 1, 0, 'GA09', true); // 3
    resolve(s, [0]);
    const r = fightAll(s);
    expect(r.state.locs[0].pos[0].total).toBe(3);
    expect(r.state.locs[0].pos[1].total).toBe(5);
    expect(r.state.locs[0].pos[1].rank).toBe(1);
  });

  it('5.4 an Ally who wins every tie (AL19) beats the turn order', () => {
    const s = scenario();
    giveAlliance(s, 1, 'AL19');
    place(s, 0, 0, 'BR09', true);
    place(s, 1, 0, 'GA09', true);
    resolve(s, [0]);
    expect(fightAll(s).state.locs[0].pos[1].rank).toBe(1);
  });

  it('5.4 with no clan card at the location there are no rewards and the Ally leaves the game', () => {
    const s = scenario();
    assign(s, 0, 0, 2);
    setAlly(s, 0, 'AL03');
    resolve(s, [0]);
    const r = fightAll(s);
    expect(r.state.outAllies).toEqual(['AL03']);
    expect(r.state.players[0].influence).toBe(3);
    expect(types(r.events)).toContain('noRewards');
  });

  it('rewards at the Prince’s Haven: +1 influence and the Ambition token, at once', () => {
    const s = scenario({ ambition: 0, round: 2 });
    place(s, 0, 2, 'BR09', true);
    place(s, 1, 2, 'GA05', true);
    resolve(s, [2]);
    const r = fightAll(s);
    expect(r.state.locs[2].pos[1].rank).toBe(1);
    expect(r.state.players[1].influence).toBe(3 + REWARDS[1][0] + 1);
    expect(r.state.ambition).toBe(1);
    expect(r.events.find((e) => e.type === 'ambition')).toMatchObject({ params: { seat: 1 }, rule: 'vendetta:rewards' });
  });

  it('5.5 Consecuencias: BR04 Puño de Caín makes each rival lose 1/2/3 blood by round', () => {
    for (const round of [1, 2, 3]) {
      const s = scenario({ round });
      place(s, 0, 0, 'BR04', true);
      place(s, 1, 0, 'GA05', true);
      resolve(s, [0]);
      expect(fightAll(s).state.players[1].blood).toBe(6 - round);
    }
  });

  it('5.5 TR05 Caldero de sangre: may spend half the reserve (rounded down); then each rival loses 4', () => {
    const s = scenario({ clans: ['TR', 'BR', 'GA', 'VE'] });
    setBlood(s, 0, 7);
    place(s, 0, 0, 'TR05', true);
    place(s, 1, 0, 'BR09', true);
    resolve(s, [0]);
    let r = fightAll(s);
    expect(kinds(r.state)).toEqual(['0:vendetta.pay']);
    r = play(r.state, [[0, 'yes']]);
    expect(r.state.players[0].blood).toBe(4);
    expect(r.state.players[1].blood).toBe(2);
  });

  it('conflicting: when a seat has several cards for the same step it chooses the order; seats act in turn order', () => {
    const s = scenario({ ambition: 1 });
    place(s, 0, 0, 'BR07', true);
    place(s, 0, 0, 'BR05', true);
    place(s, 1, 0, 'GA03', true);
    resolve(s, [0]);
    const r = fightAll(s);
    // seat 1 (Ambition) resolves first: GA03 gains 2 blood, then seat 0 chooses its order
    expect(r.state.players[1].blood).toBe(8);
    expect(kinds(r.state)).toEqual(['0:vendetta.order']);
    expect(decisions(r.state)[0].options).toHaveLength(2);
  });

  it('conflicting: a partial effect applies as far as it can (steal 1 from a seat with 0 is ignored, Frenesí steals the last one)', () => {
    const s = scenario();
    setBlood(s, 1, 1);
    place(s, 0, 0, 'BR07', true);
    place(s, 1, 0, 'GA09', true);
    resolve(s, [0]);
    const r = fightAll(s);
    expect(r.state.players[0].blood).toBe(7); // stole the only blood seat 1 had (the frenzy bonus is influence)
    expect(types(r.events)).toContain('frenzy');
  });
});

describe('Frenesí', () => {
  it('a seat left without blood drains a random alliance card; the seat that caused it gains 1 influence', () => {
    const s = scenario();
    setBlood(s, 1, 1);
    place(s, 0, 0, 'BR07', true);
    place(s, 1, 0, 'GA09', true);
    resolve(s, [0]);
    const r = fightAll(s);
    expect(r.state.players[1].drained).toHaveLength(1);
    expect(r.state.players[1].blood).toBe(3); // the victim's drain blood
    expect(r.state.players[0].influence).toBeGreaterThanOrEqual(4);
    expect(r.events.find((e) => e.type === 'frenzyPick')!.reveals).toBe(true);
  });

  it('with no cards left in the alliance: lose 1 influence and take only 1 blood', () => {
    const s = scenario();
    setBlood(s, 1, 1);
    s.victimDeck.unshift(s.players[1].alliance.pop()!);
    place(s, 0, 0, 'BR07', true);
    place(s, 1, 0, 'GA09', true);
    resolve(s, [0]);
    const r = fightAll(s);
    expect(r.state.players[1].influence).toBe(2 + 1); // -1 for frenzy, +1 second place in round 1
    expect(r.state.players[1].blood).toBe(1);
    ok(r.state);
  });

  it('the dancer (AL05) is drained directly; Las Afueras and AL21 add +1 influence each', () => {
    const s = scenario({ locationCards: true });
    s.boxLocationCards.push(...s.locs.filter((l) => l.card).map((l) => l.card!));
    s.locs.forEach((l) => (l.card = null));
    s.boxLocationCards.splice(s.boxLocationCards.indexOf('LC02'), 1);
    s.locs[0].card = 'LC02';
    giveAlliance(s, 1, 'AL05');
    giveAlliance(s, 0, 'AL21');
    setBlood(s, 1, 1);
    place(s, 0, 0, 'BR07', true);
    place(s, 1, 0, 'GA09', true);
    resolve(s, [0]);
    const r = fightAll(s);
    expect(r.state.players[1].drained).toEqual(['AL05']);
    const frenzyGain = r.events.find((e) => e.type === 'gain' && e.params?.why === 'frenzy');
    expect(frenzyGain).toMatchObject({ params: { seat: 0, influence: 3 } });
    ok(r.state);
  });
});

describe('6. Final de la ronda and Final de la partida', () => {
  it('6: assigned blood goes to the supply, cards back to their owners’ hands, Diablerie tokens face up', () => {
    const s = scenario();
    place(s, 0, 0, 'BR09', true);
    assign(s, 0, 0, 2);
    s.players[0].diablerie = 1;
    s.players[0].diablerieDown = 1;
    s.supply.diablerie -= 1;
    resolve(s, [0, 1, 2], true);
    const r = fightAll(s);
    const st = r.state;
    // next round started: kiss, allies, hand building
    expect(st.round).toBe(2);
    expect(st.players[0].diablerieDown).toBe(0);
    expect(st.locs.every((l) => l.pos.every((p) => p.blood === 0 && p.cards.length === 0))).toBe(true);
    expect(st.players[0].hand).toContain('BR09');
    ok(st);
  });

  it('end: influence + alliance + drained values + relic − Diablerie; ties by reserve blood, then turn order from the Ambition holder', () => {
    const s = scenario({ round: 3, ambition: 2 });
    for (const seat of [0, 1, 2, 3]) place(s, seat, 1, s.players[seat].hand[0], true);
    resolve(s, [], true);
    expect(s.result).not.toBeNull();
    // all tied on influence and blood: order from the Ambition holder (seat 2)
    expect(s.result!.ranking).toEqual([[2], [3], [0], [1]]);
    const t = scenario({ round: 3, ambition: 0 });
    setBlood(t, 3, 9);
    t.players[1].diablerie = 1;
    t.supply.diablerie -= 1;
    resolve(t, [], true);
    expect(t.result!.ranking[0]).toEqual([3]);
    expect(t.result!.ranking[3]).toEqual([1]);
    expect(t.result!.scores[1]).toBe(t.result!.scores[0] - 1);
  });
});

describe('Variantes', () => {
  it('Cartas de Reliquia: players+1 offered, picked in reverse turn order starting right of the Ambition holder', () => {
    let s = m.setup(m.parseConfig({ players: 4, relics: true }), 'relic').state;
    expect(s.relicOffer).toHaveLength(5);
    while (s.phase === 'setup-clan') s = apply(s, decisions(s)[0].seat, decisions(s)[0].options[0].id).state;
    const seats: number[] = [];
    while (decisions(s)[0]?.kind === 'vendetta.relic') {
      seats.push(decisions(s)[0].seat);
      s = apply(s, decisions(s)[0].seat, decisions(s)[0].options[0].id).state;
    }
    const a = s.ambition;
    expect(seats).toEqual([(a + 3) % 4, (a + 2) % 4, (a + 1) % 4, a]);
    expect(s.boxRelics).toHaveLength(8 - 4);
    ok(s);
  });

  it('relic RE04: one use during the turn; its value counts at the end whether used or not', () => {
    const s = scenario({ relics: true });
    s.relicOffer = [];
    s.boxRelics = ['RE01', 'RE02', 'RE03', 'RE05', 'RE06', 'RE07', 'RE08'];
    s.players[0].relic = 'RE04';
    const before = scoreOf(s, 0);
    turns(s, [0]);
    const r = play(s, [[0, 'relic']]);
    expect(r.state.players[0].blood).toBe(9);
    expect(r.state.players[0].relicUsed).toBe(true);
    expect(decisions(r.state)[0].options.some((o) => o.id === 'relic')).toBe(false);
    expect(scoreOf(r.state, 0)).toBe(before);
    ok(r.state);
  });

  it('Succubus Club: after resolving, each seat may take back up to 3 of its assigned blood', () => {
    const s = scenario({ locationCards: true });
    s.boxLocationCards.push(...s.locs.filter((l) => l.card).map((l) => l.card!));
    s.locs.forEach((l) => (l.card = null));
    s.boxLocationCards.splice(s.boxLocationCards.indexOf('LC01'), 1);
    s.locs[0].card = 'LC01';
    place(s, 0, 0, 'BR09', true);
    assign(s, 0, 0, 4);
    resolve(s, [0]);
    let r = fightAll(s);
    expect(kinds(r.state)).toEqual(['0:vendetta.succubus']);
    expect(decisions(r.state)[0].options.map((o) => o.id)).toEqual(['back:0', 'back:1', 'back:2', 'back:3']);
    r = play(r.state, [[0, 'back:3']]);
    expect(r.state.players[0].blood).toBe(9);
    expect(r.state.locs[0].pos[0].blood).toBe(1);
  });

  it('Modo por equipos: the owner chooses whether an effect on rivals includes the teammate; no influence for a teammate’s Frenesí', () => {
    const s = scenario({ teams: true }); // teams: seats 0+2, 1+3
    setBlood(s, 2, 1);
    place(s, 0, 0, 'BR07', true);
    place(s, 1, 0, 'GA09', true);
    place(s, 2, 0, 'NO09', true);
    resolve(s, [0]);
    let r = fightAll(s);
    expect(kinds(r.state)).toEqual(['0:vendetta.mate']);
    r = play(r.state, [[0, 'yes']]);
    expect(types(r.events)).toContain('frenzyMate');
    const noInfluenceForMate = r.events.filter((e) => e.type === 'gain' && e.params?.why === 'frenzy');
    expect(noInfluenceForMate).toHaveLength(0);
    // sparing the teammate
    const t = scenario({ teams: true });
    place(t, 0, 0, 'BR07', true);
    place(t, 1, 0, 'GA09', true);
    place(t, 2, 0, 'NO09', true);
    resolve(t, [0]);
    const q = play(fightAll(t).state, [[0, 'no']]);
    expect(q.state.players[2].blood).toBe(6);
    expect(q.state.players[1].blood).toBe(5);
  });

  it('Modo por equipos: a relic that hits every opponent (RE05) asks whether the teammate is included, then the turn goes on', () => {
    const s = scenario({ teams: true, relics: true });
    s.relicOffer = [];
    s.boxRelics = ['RE01', 'RE02', 'RE03', 'RE04', 'RE06', 'RE07', 'RE08'];
    s.players[0].relic = 'RE05';
    turns(s, [0]);
    let r = play(s, [[0, 'relic']]);
    expect(kinds(r.state)).toEqual(['0:vendetta.mate']);
    r = play(r.state, [[0, 'no']]);
    expect(r.state.players.map((p) => p.blood)).toEqual([6, 5, 6, 5]);
    expect(kinds(r.state)).toEqual(['0:vendetta.turn']);
    ok(r.state);
  });

  it('Modo por equipos: the team with more influence wins (teammates summed)', () => {
    const s = scenario({ teams: true, round: 3 });
    s.players[1].influence += 2;
    s.supply.influence -= 2;
    resolve(s, [], true);
    expect(s.result!.ranking[0].sort()).toEqual([1, 3]);
  });
});
