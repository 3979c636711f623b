/**
 * The readings chosen for the ambiguities of part B (docs/nights-of-blood.md, "one reading
 * each"), one scenario per reading that the rules code decides.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/types';
import { decisions } from './rules';
import { arrange, inHand, optionIds, play, seatOf, who } from './testing';

describe('readings of the ambiguities', () => {
  it('3: a Regent with 5 health survives 4 light wounds and dies at the fifth', () => {
    let s = arrange(5, { 1: { hand: ['ataque'] }, 0: { light: 4 } }, { turn: 1 });
    s = play(play(s, 1, `atk:${inHand(s, 1, 'ataque')}:0`), 0, 'take');
    expect(who(s)).toEqual({ seat: 0, kind: 'nights.save' });
  });

  it('5: a bite ignores shelters and reach, does not use an attack and cannot be dodged', () => {
    let s = arrange(5, { 0: { hand: ['mordisco', 'ataque'] }, 1: { resources: ['refugio', 'refugio'], hand: ['esquivar'] } });
    expect(optionIds(s)).toContain(`bite:${inHand(s, 0, 'mordisco')}:1`);
    s = play(s, 0, `bite:${inHand(s, 0, 'mordisco')}:1`);
    expect(who(s)?.kind).toBe('nights.struggle');
    expect(optionIds(s)).not.toContain('dodge');
    s = play(s, 1, 'stop');
    expect(s.players[0].attacksUsed).toBe(0);
  });

  it('6: a turned-up contact is used once and discarded', () => {
    const s = play(
      arrange(5, { 0: { contacts: [{ id: 'rebano', up: true }], blood: 1 } }),
      0,
      optionIds(arrange(5, { 0: { contacts: [{ id: 'rebano', up: true }], blood: 1 } })).find((o) => o.startsWith('use:'))!,
    );
    expect(s.players[0].contacts).toEqual([]);
    expect(s.discard.some((c) => c.startsWith('rebano#'))).toBe(true);
  });

  it('7: triggers 1 and 2 fire once a night; the third fires at every turn end at 0', () => {
    const log: GameEvent[] = [];
    let s = arrange(5, { 0: { light: 3, blood: 5, hand: [] } });
    s = play(play(play(s, 0, 'mend:light', log), 0, 'mend:light', log), 0, 'mend:light', log);
    expect(log.filter((e) => e.type === 'frenzy')).toHaveLength(1);
    expect(s.players[0].frenziedNight).toBe(true);
  });

  it('8: a struggle lost during bloodlust costs its light wound, and no blood gained adds another', () => {
    let s = arrange(5, {
      0: { blood: 0, hand: ['mordisco'] },
      1: { hand: ['ataque'] },
      2: { hand: ['ataque'] },
      3: { hand: ['ataque'] },
      4: { hand: ['ataque'] },
    });
    const log: GameEvent[] = [];
    s = play(s, 0, 'end', log);
    const v = log.find((e) => e.type === 'frenzyStart')!.params!.victim as number;
    s = play(s, v, 'discard', log); // the frenzied player has no card left: stops, 1 light wound
    expect(s.players[0].light).toBe(2);
  });

  it('9: the bloodlust victim is drawn once and kept for every bite of the procedure', () => {
    let s = arrange(5, { 0: { blood: 0, hand: ['esquivar', 'esquivar', 'esquivar'] } });
    const log: GameEvent[] = [];
    s = play(s, 0, 'end', log);
    const v = log.find((e) => e.type === 'frenzyStart')!.params!.victim as number;
    for (let i = 0; i < 3 && who(s)?.kind === 'nights.struggle'; i++) {
      expect(who(s)!.seat).toBe(v);
      s = play(s, v, 'stop', log);
    }
    expect(new Set(log.filter((e) => e.type === 'bite').map((e) => e.params!.victim))).toEqual(new Set([v]));
  });

  it('10: a bite at the blood cap is allowed; the victim still loses the point', () => {
    let s = arrange(5, { 0: { hand: ['mordisco'] } });
    s = play(play(s, 0, `bite:${inHand(s, 0, 'mordisco')}:1`), 1, 'stop');
    expect([s.players[0].blood, s.players[1].blood]).toEqual([5, 3]);
  });

  it('11: after the Regent falls no insurgent reward is paid', () => {
    let s = arrange(
      5,
      { 2: { hand: ['ataque'], sect: 'culto' }, 3: { light: 3, sect: 'apostatas' }, 4: { sect: 'apostatas' } },
      { turn: 2 },
    );
    seatOf(s, 0).dead = true;
    seatOf(s, 0).revealed = true;
    seatOf(s, 1).lost = true;
    seatOf(s, 1).revealed = true;
    const before = s.players[2].hand.length;
    s = play(play(play(s, 2, `atk:${inHand(s, 2, 'ataque')}:3`), 3, 'take'), 3, 'die');
    expect(s.players[2].hand.length).toBe(before - 1);
  });

  it('13: every member of the winning sect wins, the dead included', () => {
    let s = arrange(5, { 1: { hand: ['ataque'] }, 2: { light: 3 } }, { turn: 1 });
    seatOf(s, 1).sect = s.rulingSect;
    for (const x of [3, 4]) {
      seatOf(s, x).dead = true;
      seatOf(s, x).revealed = true;
    }
    seatOf(s, 0).dead = false;
    s = play(play(play(s, 1, `atk:${inHand(s, 1, 'ataque')}:2`), 2, 'take'), 2, 'die');
    expect(s.result!.ranking[0]).toEqual([0, 1]);
  });

  it('15: used events are reshuffled when the event deck runs out', () => {
    let s = arrange(5, {}, { turn: 4 });
    s.eventUsed = [...s.eventUsed, ...s.eventDeck];
    s.eventDeck = [];
    s = play(s, 4, 'end');
    expect(s.event).not.toBeNull();
    expect(s.eventDeck.length + s.eventUsed.length).toBe(15);
  });

  it('16: a blood card is an ability that also heals on its own turn', () => {
    const s = arrange(5, { 0: { hand: ['sangre'], agg: 1 } });
    expect(optionIds(s)).toContain(`heal:${inHand(s, 0, 'sangre')}:agg`);
  });

  it('17: blood lost to a bite does not count as spent', () => {
    const s = play(
      play(
        arrange(5, { 0: { hand: ['mordisco'], blood: 3 }, 1: { blood: 2 } }),
        0,
        `bite:${inHand(arrange(5, { 0: { hand: ['mordisco'], blood: 3 } }), 0, 'mordisco')}:1`,
      ),
      1,
      'stop',
    );
    expect([s.players[1].blood, s.players[1].spentNight]).toEqual([1, 0]);
  });

  it('18: a Regent who kills an ally keeps his blood powers', () => {
    let s = arrange(5, { 0: { hand: ['ataque'], powers: ['auspex'] }, 1: { light: 3 } });
    s = play(play(play(s, 0, `atk:${inHand(s, 0, 'ataque')}:1`), 1, 'take'), 1, 'die');
    expect(s.players[0].powers).toEqual(['auspex']);
    expect(decisions(s)[0].kind).toBe('nights.turn');
  });
});
