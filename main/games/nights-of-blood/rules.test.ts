/**
 * Scenario tests, one per rule of the rulebook (section names as in nights-of-blood-es.txt and
 * docs/nights-of-blood.md). Each arranges a table with real card instances and answers decisions.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../engine/session';
import type { GameEvent } from '../../engine/types';
import { EVENTS, SECT_TABLES } from './cards';
import { nightsModule } from './module';
import { decisions } from './rules';
import { seatView } from './seatview';
import { setup } from './setup';
import { arrange, inHand, optionIds, play, seatOf, who } from './testing';

const types = (log: GameEvent[]) => log.map((e) => e.type);

describe('Preparación (set-up)', () => {
  for (const n of [5, 6, 7, 8]) {
    it(`5-6: ${n} players get the designed sect table (one prepared card set aside at 5 and 7), one Regent revealed with 5/5/5, the others 4/4/4`, () => {
      const { state: s } = setup(nightsModule.parseConfig({ players: n }), `setup-${n}`);
      const t = SECT_TABLES[n];
      const regents = s.players.filter((p) => p.regent);
      expect(regents).toHaveLength(1);
      expect(regents[0].sect).toBe(s.rulingSect);
      expect(regents[0].revealed).toBe(true);
      const allies = s.players.filter((p) => !p.regent && p.sect === s.rulingSect).length;
      const counts = ['logia', 'culto', 'apostatas']
        .filter((x) => x !== s.rulingSect)
        .map((x) => s.players.filter((p) => p.sect === x).length)
        .sort();
      // the prepared followers minus (at 5 and 7 players) one card set aside unseen
      const aside = t.allies + t.major + t.minor - (n - 1);
      expect(aside).toBe(n % 2 === 1 ? 1 : 0);
      expect(allies).toBeGreaterThanOrEqual(t.allies - aside);
      expect(allies).toBeLessThanOrEqual(t.allies);
      expect(allies + counts[0] + counts[1]).toBe(n - 1);
      expect(Math.max(...counts)).toBeLessThanOrEqual(t.major);
      for (const p of s.players) {
        const base = p.regent ? 5 : 4;
        if (p.line !== 'ventrue') expect(p.blood).toBe(base);
        if (p.line !== 'tzimisce') expect(p.health).toBe(base);
        expect(p.hand).toHaveLength(base);
        expect(p.powers).toHaveLength(1);
        expect(p.revealed).toBe(p.regent);
      }
      // a follower's view shows the Regent's sect and its own, nobody else's
      const f = s.players.findIndex((p) => !p.regent);
      const v = seatView(s, f);
      expect(
        v.players
          .filter((p) => p.sect !== null)
          .map((p) => p.seat)
          .sort(),
      ).toEqual([s.regent, f].sort());
    });
  }

  it('7: the Regent chooses the direction of play before the first turn', () => {
    const { state: s } = setup(nightsModule.parseConfig({ players: 5 }), 'dir');
    const d = decisions(s)[0];
    expect(d.seat).toBe(s.regent);
    expect(d.options.map((o) => o.id)).toEqual(['cw', 'ccw']);
    const after = play(s, s.regent, 'ccw');
    expect(after.direction).toBe(-1);
    expect(after.order[0]).toBe(s.regent);
    expect(after.order[1]).toBe((s.regent + 4) % 5);
  });

  it('config: players outside 5-8 or unknown fields are refused with a clear error', () => {
    expect(() => nightsModule.parseConfig({ players: 4 })).toThrow(/nights_bad_config/);
    expect(() => nightsModule.parseConfig({ players: 9 })).toThrow(/nights_bad_config/);
    expect(() => nightsModule.parseConfig({ players: 6, games: 9 })).toThrow(/nights_bad_config/);
    expect(() => nightsModule.parseConfig({ players: 6, extra: 1 })).toThrow(/nights_bad_config/);
  });
});

describe('Sistema de Juego (the night and the turn)', () => {
  it('no event on the first night; from the second night the Regent draws one that lasts the night', () => {
    let s = arrange(5, {});
    expect(s.night).toBe(1);
    expect(s.event).toBeNull();
    const log: GameEvent[] = [];
    for (let i = 0; i < 5; i++) s = play(s, who(s)!.seat, 'end', log);
    expect(s.night).toBe(2);
    expect(s.event).not.toBeNull();
    expect(log.find((e) => e.type === 'event')?.params?.seat).toBe(s.regent);
  });

  it('1: each turn the player draws 2 cards', () => {
    const s = arrange(5, {}, { turn: 4 });
    const next = play(s, 4, 'end');
    // seat 0 (ventrue, no draw change) starts a new night and draws 2
    expect(next.players[0].hand).toHaveLength(2);
  });

  it('Eventos: a reversed night runs the other way from the Regent', () => {
    let s = arrange(5, {}, { turn: 4 });
    s.eventDeck = ['sentidoInverso', ...s.eventDeck.filter((e) => e !== 'sentidoInverso')];
    s.night = 1;
    s = play(s, 4, 'end');
    expect(s.event).toBe('sentidoInverso');
    expect(s.order).toEqual([0, 4, 3, 2, 1]);
  });
});

describe('Tipos de Cartas', () => {
  it('Armas: a new weapon replaces the one in play', () => {
    let s = arrange(5, { 0: { weapon: 'navaja', hand: ['pistola'] } });
    s = play(s, 0, `play:${inHand(s, 0, 'pistola')}`);
    expect(s.players[0].weapon).toMatch(/^pistola#/);
    expect(s.discard.some((c) => c.startsWith('navaja#'))).toBe(true);
  });

  it('Contactos: face down, turned up on the next turn, then used once like an ability', () => {
    let s = arrange(5, { 0: { hand: ['rebano'], blood: 2 } });
    s.eventDeck = ['tregua', ...s.eventDeck.filter((e) => e !== 'tregua')];
    s = play(s, 0, 'down');
    // which contact is chosen in secret; the turn itself is public
    expect(decisions(s)[0]).toMatchObject({ kind: 'nights.placeContact', secret: true });
    s = play(s, 0, `down:${inHand(s, 0, 'rebano')}`);
    expect(s.players[0].contacts[0].up).toBe(false);
    expect(optionIds(s).some((o) => o.startsWith('use:'))).toBe(false);
    // the others never see which contact it is
    expect(seatView(s, 1).players[0].contacts[0].id).toBeNull();
    for (let i = 0; i < 5; i++) s = play(s, who(s)!.seat, 'end');
    expect(s.players[0].contacts[0].up).toBe(true);
    const use = optionIds(s).find((o) => o.startsWith('use:'))!;
    s = play(s, 0, use);
    expect(s.players[0].contacts).toHaveLength(0);
    expect(s.players[0].blood).toBe(4);
  });

  it('Poderes de la Sangre: a theft can never take a blood power', () => {
    const s = arrange(5, { 0: { hand: ['hurto'] }, 1: { powers: ['auspex'] } });
    expect(optionIds(s).filter((o) => o.startsWith('take:') && o.includes(':1:'))).toEqual([]);
  });
});

describe('Combate', () => {
  it('without a weapon: one attack a turn, only against a player with no shelter', () => {
    const s = arrange(5, { 0: { hand: ['ataque', 'ataque'] }, 2: { resources: ['refugio'] } });
    const atks = optionIds(s).filter((o) => o.startsWith('atk:'));
    expect(atks.map((o) => o.split(':')[2]).sort()).toEqual(['1', '3', '4']);
    let t = play(s, 0, atks[0]);
    t = play(t, 1, 'take');
    expect(optionIds(t).some((o) => o.startsWith('atk:'))).toBe(false);
  });

  it('weapons set reach, attacks per turn and damage: the pistol reaches one shelter, the rifle anybody', () => {
    const pistol = arrange(5, {
      0: { hand: ['ataque'], weapon: 'pistola' },
      1: { resources: ['refugio'] },
      2: { resources: ['refugio', 'refugio'] },
    });
    expect(
      optionIds(pistol)
        .filter((o) => o.startsWith('atk:'))
        .map((o) => o.split(':')[2]),
    ).toEqual(['1', '3', '4']);
    const rifle = arrange(5, { 0: { hand: ['ataque'], weapon: 'rifle' }, 2: { resources: ['refugio', 'refugio'] } });
    expect(optionIds(rifle).filter((o) => o.startsWith('atk:'))).toHaveLength(4);
    let knife = arrange(5, { 0: { hand: ['ataque', 'ataque', 'ataque'], weapon: 'navaja' } });
    knife = play(knife, 0, `atk:${inHand(knife, 0, 'ataque')}:1`);
    knife = play(knife, 1, 'take');
    knife = play(knife, 0, `atk:${inHand(knife, 0, 'ataque')}:3`);
    knife = play(knife, 3, 'take');
    expect(knife.players[1].light + knife.players[3].light).toBe(2);
    expect(optionIds(knife).some((o) => o.startsWith('atk:'))).toBe(false);
  });

  it('the target may cancel with one dodge; cover only with a shelter in play', () => {
    let s = arrange(5, { 0: { hand: ['ataque'] }, 1: { hand: ['esquivar', 'cobertura'] } });
    s = play(s, 0, `atk:${inHand(s, 0, 'ataque')}:1`);
    expect(who(s)).toEqual({ seat: 1, kind: 'nights.respond' });
    expect(optionIds(s)).toEqual(['dodge', 'take']);
    s = play(s, 1, 'dodge');
    expect(s.players[1].light).toBe(0);
    const c = arrange(5, { 0: { hand: ['ataque'], weapon: 'pistola' }, 1: { hand: ['cobertura'], resources: ['refugio'] } });
    expect(optionIds(play(c, 0, `atk:${inHand(c, 0, 'ataque')}:1`))).toEqual(['cover', 'take']);
  });

  it('the silent no: the target is asked even holding nothing, so the others learn nothing from the timing', () => {
    const s = arrange(5, { 0: { hand: ['ataque'] }, 1: { hand: [] } });
    const t = play(s, 0, `atk:${inHand(s, 0, 'ataque')}:1`);
    const d = decisions(t)[0];
    expect(d.options.map((o) => o.id)).toEqual(['take']);
    expect(d.confirm).toBe(true);
    // the engine session waits for the seat instead of answering for it
    const session = GameSession.create(
      nightsModule,
      { players: 5 },
      Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, kind: 'human' as const })),
      'silent',
    );
    expect(session.decisions()[0].kind).toBe('nights.direction');
  });
});

describe('Heridas y Muerte', () => {
  it('four light wounds kill (0 health); a Regent has 5', () => {
    let s = arrange(5, { 0: { hand: ['ataque'] }, 1: { light: 3 } });
    s = play(s, 0, `atk:${inHand(s, 0, 'ataque')}:1`);
    s = play(s, 1, 'take');
    expect(who(s)).toEqual({ seat: 1, kind: 'nights.save' });
    s = play(s, 1, 'die');
    expect(s.players[1].dead).toBe(true);
    const r = arrange(5, { 1: { hand: ['ataque'] }, 0: { light: 3 } }, { turn: 1 });
    const t = play(play(r, 1, `atk:${inHand(r, 1, 'ataque')}:0`), 0, 'take');
    expect(t.players[0].dead).toBe(false);
    expect(t.players[0].light).toBe(4);
  });

  it('two aggravated wounds kill', () => {
    let s = arrange(5, { 0: { hand: ['ataque'], weapon: 'lanzallamas' }, 2: { agg: 1 } });
    s = play(play(s, 0, `atk:${inHand(s, 0, 'ataque')}:2`), 2, 'take');
    s = play(s, 2, 'die');
    expect(s.players[2].dead).toBe(true);
    expect(s.players[2].agg).toBe(2);
  });

  it('a blood card just before death discards a wound and the vampire lives', () => {
    let s = arrange(5, { 0: { hand: ['ataque'] }, 1: { light: 3, hand: ['sangre'] } });
    s = play(play(s, 0, `atk:${inHand(s, 0, 'ataque')}:1`), 1, 'take');
    expect(optionIds(s)).toEqual(['blood:light', 'die']);
    s = play(s, 1, 'blood:light');
    expect(s.players[1].dead).toBe(false);
    expect(s.players[1].light).toBe(3);
  });

  it('on death the sect is revealed and every other card discarded (wounds, bloodline and sect kept)', () => {
    let s = arrange(5, { 0: { hand: ['ataque'] }, 3: { light: 3, hand: ['esquivar'], resources: ['refugio'], weapon: 'navaja' } });
    seatOf(s, 0).weapon = null;
    const log: GameEvent[] = [];
    s = play(
      play(
        play(
          arrange(5, { 0: { hand: ['ataque'], weapon: 'rifle' }, 3: { light: 3, resources: ['refugio'], weapon: 'navaja' } }),
          0,
          `atk:${inHand(arrange(5, { 0: { hand: ['ataque'], weapon: 'rifle' } }), 0, 'ataque')}:3`,
        ),
        3,
        'take',
      ),
      3,
      'die',
      log,
    );
    expect(s.players[3].revealed).toBe(true);
    expect(s.players[3].resources).toEqual([]);
    expect(s.players[3].weapon).toBeNull();
    expect(s.players[3].light).toBe(4);
    expect(seatView(s, 1).players[3].sect).toBe(s.players[3].sect);
    expect(types(log)).toContain('death');
  });

  it('killing an insurgent draws three cards', () => {
    let s = arrange(5, { 1: { hand: ['ataque'] }, 2: { light: 3 } }, { turn: 1 });
    const before = s.players[1].hand.length;
    s = play(play(play(s, 1, `atk:${inHand(s, 1, 'ataque')}:2`), 2, 'take'), 2, 'die');
    expect(s.players[1].hand.length).toBe(before - 1 + 3);
  });

  it('a Regent who kills one of his own sect discards hand and table', () => {
    let s = arrange(5, { 0: { hand: ['ataque', 'esquivar', 'mordisco'], resources: ['refugio'] }, 1: { light: 3 } });
    s = play(play(play(s, 0, `atk:${inHand(s, 0, 'ataque')}:1`), 1, 'take'), 1, 'die');
    expect(s.players[0].hand).toEqual([]);
    expect(s.players[0].resources).toEqual([]);
  });
});

describe('Mordisco (the bite and the struggle)', () => {
  it('the victim discards first; the attacker who stops first takes a light wound', () => {
    let s = arrange(5, { 0: { hand: ['mordisco'] }, 1: { hand: ['ataque'] } });
    s = play(s, 0, `bite:${inHand(s, 0, 'mordisco')}:1`);
    expect(who(s)).toEqual({ seat: 1, kind: 'nights.struggle' });
    s = play(s, 1, 'discard');
    expect(who(s)).toEqual({ seat: 0, kind: 'nights.struggle' });
    expect(optionIds(s)).toEqual(['stop']);
    s = play(s, 0, 'stop');
    expect(s.players[0].light).toBe(1);
  });

  it('the victim who stops first loses a blood point to the attacker', () => {
    let s = arrange(5, { 0: { hand: ['mordisco'], blood: 3 }, 1: { blood: 2 } });
    s = play(play(s, 0, `bite:${inHand(s, 0, 'mordisco')}:1`), 1, 'stop');
    expect(s.players[1].blood).toBe(1);
    expect(s.players[0].blood).toBe(4);
  });

  it('a victim with no blood takes an aggravated wound; killed that way it is devoured (hand and one power, limit 3)', () => {
    let s = arrange(5, {
      0: { hand: ['mordisco'], powers: ['auspex', 'potencia', 'celeridad'] },
      2: { blood: 0, agg: 1, hand: ['esquivar', 'ataque'], powers: ['obeah'] },
    });
    s = play(s, 0, `bite:${inHand(s, 0, 'mordisco')}:2`);
    s = play(s, 2, 'stop');
    s = play(s, 2, 'die');
    expect(s.players[0].hand.filter((c) => c.startsWith('esquivar#') || c.startsWith('ataque#'))).toHaveLength(2);
    expect(who(s)).toEqual({ seat: 0, kind: 'nights.stealPower' });
    s = play(s, 0, 'steal:obeah');
    expect(who(s)).toEqual({ seat: 0, kind: 'nights.dropPower' });
    s = play(s, 0, 'drop:auspex');
    expect(s.players[0].powers.sort()).toEqual(['celeridad', 'obeah', 'potencia']);
    // the victim was an insurgent: the usual reward follows
    expect(s.players[0].hand.length).toBe(2 + 3);
  });
});

describe('Sangre (spending blood on your turn)', () => {
  it('1 blood point per light wound, as many as you like', () => {
    let s = arrange(5, { 0: { light: 2, blood: 5 } });
    s = play(play(s, 0, 'mend:light'), 0, 'mend:light');
    expect(s.players[0].light).toBe(0);
    expect(s.players[0].blood).toBe(3);
  });

  it('one aggravated wound a night, and not in the same turn as light wounds', () => {
    const a = play(arrange(5, { 0: { agg: 2, blood: 5 } }), 0, 'mend:agg');
    expect(a.players[0].agg).toBe(1);
    expect(optionIds(a)).not.toContain('mend:agg');
    const b = play(arrange(5, { 0: { light: 1, agg: 1, blood: 5 } }), 0, 'mend:agg');
    expect(optionIds(b)).not.toContain('mend:light');
    const l = play(arrange(5, { 0: { light: 1, agg: 1, blood: 5 } }), 0, 'mend:light');
    expect(optionIds(l)).not.toContain('mend:agg');
  });
});

describe('Sed de Sangre (bloodlust)', () => {
  it('trigger 1: three blood points spent in one night', () => {
    const s = arrange(5, { 0: { light: 3, blood: 5 } });
    const log: GameEvent[] = [];
    play(play(play(s, 0, 'mend:light', log), 0, 'mend:light', log), 0, 'mend:light', log);
    expect(log.find((e) => e.type === 'frenzy')?.params?.trigger).toBe(1);
  });

  it('trigger 2: blood spent this night and 1 or 0 left', () => {
    const log: GameEvent[] = [];
    play(arrange(5, { 0: { light: 1, blood: 2 } }), 0, 'mend:light', log);
    expect(log.find((e) => e.type === 'frenzy')?.params?.trigger).toBe(2);
  });

  it('trigger 3: ending the turn with no blood points', () => {
    const log: GameEvent[] = [];
    play(arrange(5, { 0: { blood: 0 } }), 0, 'end', log);
    expect(log.find((e) => e.type === 'frenzy')?.params?.trigger).toBe(3);
  });

  it('procedure: table discarded, hand shown, bites against one random victim until the hand is empty, cards per blood gained, the turn ends', () => {
    let s = arrange(5, { 0: { blood: 0, hand: ['esquivar', 'mordisco'], resources: ['refugio'], weapon: 'navaja' } });
    const log: GameEvent[] = [];
    s = play(s, 0, 'end', log);
    const start = log.find((e) => e.type === 'frenzyStart')!;
    expect(start.params?.hand).toEqual(['esquivar', 'mordisco']);
    expect(s.players[0].resources).toEqual([]);
    expect(s.players[0].weapon).toBeNull();
    const victim = start.params?.victim as number;
    // the first card is the bite, the victim answers the struggle
    expect(who(s)).toEqual({ seat: victim, kind: 'nights.struggle' });
    // every seat sees the shown hand while it lasts
    expect(seatView(s, (victim + 1) % 5).players[0].hand).toEqual(['mordisco']);
    s = play(s, victim, 'stop', log);
    // second card: another bite; the victim stops again
    s = play(s, victim, 'stop', log);
    expect(s.players[0].blood).toBe(2);
    const end = log.find((e) => e.type === 'frenzyEnd')!;
    expect(end.params?.gained).toBe(2);
    expect(s.players[0].hand).toHaveLength(0 + 2 + (s.turnSeat === 0 ? 0 : 0));
    expect(s.turnSeat).toBe(1);
  });

  it('procedure: no blood gained means a light wound', () => {
    let s = arrange(5, { 0: { blood: 0, hand: ['mordisco'] }, 1: { blood: 0 }, 2: { blood: 0 }, 3: { blood: 0 }, 4: { blood: 0 } });
    const log: GameEvent[] = [];
    s = play(s, 0, 'end', log);
    const v = log.find((e) => e.type === 'frenzyStart')!.params!.victim as number;
    s = play(s, v, 'stop', log); // the victim has no blood: an aggravated wound instead
    expect(s.players[v].agg).toBe(1);
    expect(s.players[0].light).toBe(1);
  });
});

describe('Final de la Partida', () => {
  it("the Regent's death: his sect loses at once; the last insurgent sect standing wins", () => {
    let s = arrange(
      5,
      { 1: {}, 2: { hand: ['ataque'], sect: 'culto' }, 3: { sect: 'culto' }, 4: { sect: 'culto' }, 0: { light: 4 } },
      { turn: 2 },
    );
    seatOf(s, 0).light = 4;
    s = play(play(s, 2, `atk:${inHand(s, 2, 'ataque')}:0`), 0, 'take');
    s = play(s, 0, 'die');
    expect(s.players[1].lost).toBe(true);
    expect(s.result?.ranking[0].sort()).toEqual([2, 3, 4]);
  });

  it('all insurgents dead: the Regent and the allies win', () => {
    let s = arrange(5, { 1: { hand: ['ataque'] }, 2: { light: 3 } }, { turn: 1 });
    for (const x of [3, 4]) {
      seatOf(s, x).dead = true;
      seatOf(s, x).revealed = true;
    }
    s = play(play(play(s, 1, `atk:${inHand(s, 1, 'ataque')}:2`), 2, 'take'), 2, 'die');
    expect(s.result?.ranking[0]).toEqual([0, 1]);
  });

  it('chained games: the winner becomes the next Regent, survivors keep their bloodline, without wounds', () => {
    let s = arrange(5, { 1: { hand: ['ataque'], light: 2 }, 2: { light: 3 } }, { turn: 1, games: 2 });
    for (const x of [3, 4]) {
      seatOf(s, x).dead = true;
      seatOf(s, x).revealed = true;
    }
    const line1 = s.players[1].line;
    s = play(play(play(s, 1, `atk:${inHand(s, 1, 'ataque')}:2`), 2, 'take'), 2, 'die');
    expect(s.result).toBeNull();
    expect(s.game).toBe(2);
    expect(s.regent).toBe(0);
    expect(s.players[1].line).toBe(line1);
    expect(s.players[1].light).toBe(0);
    expect(s.players[0].wins).toBe(1);
  });
});

describe('every event of the data has an effect handled by the rules', () => {
  it('15 events, each with a distinct id', () => {
    expect(new Set(EVENTS.map((e) => e.id)).size).toBe(15);
  });
});
