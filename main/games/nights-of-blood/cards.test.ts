/**
 * One scenario per designed card ability (docs/nights-of-blood-designed-cards.md): main-deck
 * cards beyond the basic attack/dodge/cover/bite/blood card, the 15 bloodlines, the 20 blood
 * powers and the 15 events. Each arranges a table and checks the effect through the rules.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/types';
import { BLOODLINES, EVENTS, MAIN_DECK, POWERS } from './cards';
import { decisions } from './rules';
import { seatView } from './seatview';
import type { NightsState } from './state';
import { arrange, inHand, optionIds, play, seatOf, who } from './testing';

const attack = (s: NightsState, from: number, to: number) => play(s, from, `atk:${inHand(s, from, 'ataque')}:${to}`);
/** Ends turns until `seat`'s turn starts on the next night with `event` drawn. */
function nextNight(s: NightsState, event: string, log: GameEvent[] = []): NightsState {
  s.eventDeck = [event, ...s.eventDeck.filter((e) => e !== event)];
  s.eventUsed = s.eventUsed.filter((e) => e !== event);
  for (let i = 0; s.night === 1 && i < 10; i++) s = play(s, who(s)!.seat, 'end', log);
  return s;
}
const handIds = (s: NightsState, seat: number) => s.players[seat].hand.map((c) => c.split('#')[0]);

describe('main deck abilities', () => {
  it('Hurto takes a random hand card or a chosen table card; Sabotaje discards it', () => {
    let s = arrange(5, { 0: { hand: ['hurto', 'sabotaje'] }, 2: { hand: ['esquivar'], weapon: 'rifle' } });
    s = play(s, 0, `take:${inHand(s, 0, 'hurto')}:2:w`);
    expect(s.players[0].hand.some((c) => c.startsWith('rifle#'))).toBe(true);
    s = play(s, 0, `take:${inHand(s, 0, 'sabotaje')}:2:h`);
    expect(s.players[2].hand).toEqual([]);
    expect(s.discard.some((c) => c.startsWith('esquivar#'))).toBe(true);
  });

  it('Recados nocturnos draws 2', () => {
    const s = play(arrange(5, { 0: { hand: ['recados'] } }), 0, `play:${inHand(arrange(5, { 0: { hand: ['recados'] } }), 0, 'recados')}`);
    expect(s.players[0].hand).toHaveLength(2);
  });

  it('Emboscada attacks every other living player in turn order, each may cancel', () => {
    let s = arrange(5, { 0: { hand: ['emboscada'] }, 1: { hand: ['esquivar'] } });
    s = play(s, 0, `play:${inHand(s, 0, 'emboscada')}`);
    expect(who(s)).toEqual({ seat: 1, kind: 'nights.respond' });
    s = play(s, 1, 'dodge');
    for (const t of [2, 3, 4]) s = play(s, t, 'take');
    expect(s.players.map((p) => p.light)).toEqual([0, 0, 1, 1, 1]);
  });

  it('Refugio: a shelter keeps bare hands away; Blindaje turns aggravated into light', () => {
    const s = arrange(5, { 0: { hand: ['ataque'], weapon: 'lanzallamas' }, 1: { resources: ['blindaje'] } });
    const t = play(attack(s, 0, 1), 1, 'take');
    expect([t.players[1].light, t.players[1].agg]).toEqual([1, 0]);
  });

  it('Sirviente leal: one more card at the start of each turn', () => {
    const s = play(arrange(5, { 0: { resources: ['sirviente'] } }, { turn: 4 }), 4, 'end');
    expect(s.players[0].hand).toHaveLength(3);
  });

  it('Asesino a sueldo: an aggravated attack on anybody, outside the attack limit', () => {
    let s = arrange(5, { 0: { contacts: [{ id: 'asesino', up: true }] }, 3: { resources: ['refugio', 'refugio'] } });
    const use = optionIds(s).find((o) => o.startsWith('use:asesino') && o.endsWith(':3'))!;
    s = play(play(s, 0, use), 3, 'take');
    expect(s.players[3].agg).toBe(1);
    expect(s.players[0].attacksUsed).toBe(0);
  });

  it('Informante: the sect becomes visible to that seat only', () => {
    let s = arrange(5, { 0: { contacts: [{ id: 'informante', up: true }] } });
    s = play(
      s,
      0,
      optionIds(s).find((o) => o.startsWith('use:informante') && o.endsWith(':2'))!,
    );
    expect(seatView(s, 0).players[2].sect).toBe(s.players[2].sect);
    expect(seatView(s, 1).players[2].sect).toBeNull();
  });

  it('Redada policial: the target discards its weapon and shelters', () => {
    let s = arrange(5, { 0: { contacts: [{ id: 'redada', up: true }] }, 2: { weapon: 'pistola', resources: ['refugio', 'sirviente'] } });
    s = play(
      s,
      0,
      optionIds(s).find((o) => o.startsWith('use:redada'))!,
    );
    expect(s.players[2].weapon).toBeNull();
    expect(s.players[2].resources.map((c) => c.split('#')[0])).toEqual(['sirviente']);
  });

  it('every main-deck card is covered by a test here or in rules.test.ts', () => {
    expect(MAIN_DECK).toHaveLength(22);
  });
});

describe('bloodlines', () => {
  it('Brujah: one more attack a turn', () => {
    let s = arrange(5, { 0: { hand: ['ataque', 'ataque'], line: 'brujah' } });
    s = play(attack(s, 0, 1), 1, 'take');
    expect(optionIds(s).some((o) => o.startsWith('atk:'))).toBe(true);
  });
  it('Gangrel: a won struggle drains 2', () => {
    const s = play(
      play(
        arrange(5, { 0: { hand: ['mordisco'], line: 'gangrel', blood: 2 } }),
        0,
        'bite:x:1'.replace('x', inHand(arrange(5, { 0: { hand: ['mordisco'], line: 'gangrel', blood: 2 } }), 0, 'mordisco')),
      ),
      1,
      'stop',
    );
    expect([s.players[0].blood, s.players[1].blood]).toEqual([4, 2]);
  });
  it('Malkavian: a lucky top card turns the attack aside', () => {
    const s = arrange(5, { 0: { hand: ['ataque'] }, 1: { line: 'malkavian' } });
    const top = s.deck.findIndex((c) => c.startsWith('refugio#'));
    s.deck.unshift(...s.deck.splice(top, 1));
    const t = attack(s, 0, 1);
    expect(who(t)?.seat).toBe(0);
    expect(t.players[1].light).toBe(0);
  });
  it('Nosferatu: the first card may come from the discard pile', () => {
    let s = arrange(5, { 0: { line: 'nosferatu' } }, { turn: 4 });
    s.discard.push(
      s.deck.splice(
        s.deck.findIndex((c) => c.startsWith('sangre#')),
        1,
      )[0],
    );
    s = play(s, 4, 'end');
    expect(who(s)).toEqual({ seat: 0, kind: 'nights.discardDraw' });
    s = play(s, 0, 'discard');
    expect(handIds(s, 0)).toContain('sangre');
    expect(s.players[0].hand).toHaveLength(2);
  });
  it('Toreador: cancelling an attack with a card draws 1', () => {
    const s = play(attack(arrange(5, { 0: { hand: ['ataque'] }, 1: { hand: ['esquivar'], line: 'toreador' } }), 0, 1), 1, 'dodge');
    expect(s.players[1].hand).toHaveLength(1);
  });
  it('Tremere: draws 3 and discards 1 of them', () => {
    let s = play(arrange(5, { 0: { line: 'tremere' } }, { turn: 4 }), 4, 'end');
    expect(who(s)).toEqual({ seat: 0, kind: 'nights.keepTwo' });
    expect(decisions(s)[0].secret).toBe(true);
    s = play(s, 0, optionIds(s)[0]);
    expect(s.players[0].hand).toHaveLength(2);
  });
  it('Ventrue and Tzimisce: one more blood point or health point from the start', async () => {
    const { setup } = await import('./setup');
    const { parseNightsConfig } = await import('./config');
    for (let i = 0; i < 40; i++) {
      const s = setup(parseNightsConfig({ players: 8 }), `lines-${i}`).state;
      for (const p of s.players) {
        const base = p.regent ? 5 : 4;
        expect(p.maxBlood).toBe(base + (p.line === 'ventrue' ? 1 : 0));
        expect(p.health).toBe(base + (p.line === 'tzimisce' ? 1 : 0));
      }
    }
  });
  it('Lasombra: counts one more shelter when attacked', () => {
    const s = arrange(5, { 0: { hand: ['ataque'] }, 1: { line: 'lasombra' } });
    expect(
      optionIds(s)
        .filter((o) => o.startsWith('atk:'))
        .map((o) => o.split(':')[2]),
    ).not.toContain('1');
  });
  it('Assamita: an attack needs two cancels', () => {
    let s = attack(arrange(5, { 0: { hand: ['ataque'], line: 'assamita' }, 1: { hand: ['esquivar', 'esquivar'] } }), 0, 1);
    s = play(s, 1, 'dodge');
    expect(who(s)).toEqual({ seat: 1, kind: 'nights.respond' });
    s = play(s, 1, 'dodge');
    expect(s.players[1].light).toBe(0);
  });
  it('Giovanni: the cards of the dead go to the Giovanni hand', () => {
    let s = arrange(
      5,
      { 1: { hand: ['ataque'] }, 2: { light: 3, hand: ['esquivar'], weapon: 'pistola' }, 3: { line: 'giovanni' } },
      { turn: 1 },
    );
    s = play(play(attack(s, 1, 2), 2, 'take'), 2, 'die');
    expect(handIds(s, 3).sort()).toEqual(['esquivar', 'pistola']);
  });
  it('Ravnos: one more card each turn', () => {
    const s = play(arrange(5, {}, { turn: 2 }), 2, 'end');
    expect(s.players[3].line).toBe('ravnos');
    expect(s.players[3].hand).toHaveLength(3);
  });
  it('Setita: hurt by an attack, takes a random card of the attacker', () => {
    const s = play(attack(arrange(5, { 0: { hand: ['ataque', 'esquivar'] }, 1: { line: 'setita' } }), 0, 1), 1, 'take');
    expect(handIds(s, 1)).toEqual(['esquivar']);
  });
  it('Salubri: one light wound healed free each turn', () => {
    const s = play(arrange(5, { 2: { light: 2 } }, { turn: 2 }), 2, 'mend:free');
    expect([s.players[2].light, s.players[2].blood]).toEqual([1, 4]);
    expect(optionIds(s)).not.toContain('mend:free');
  });
  it('Caitiff: a card for every wound taken', () => {
    const s = play(attack(arrange(5, { 0: { hand: ['ataque'], weapon: 'escopeta' }, 1: { line: 'caitiff' } }), 0, 1), 1, 'take');
    expect(s.players[1].hand).toHaveLength(2);
  });
  it('15 bloodlines', () => expect(BLOODLINES).toHaveLength(15));
});

describe('blood powers', () => {
  const turnPower = (id: string, target?: number, seats: Record<number, object> = {}) => {
    const s = arrange(5, {
      0: { powers: [id], hand: ['ataque'], ...(seats[0] ?? {}) },
      ...Object.fromEntries(Object.entries(seats).filter(([k]) => k !== '0')),
    });
    return play(s, 0, target === undefined ? `pw:${id}` : `pw:${id}:${target}`);
  };
  it('Potencia: the next attack deals one more light wound', () => {
    const s = play(attack(turnPower('potencia'), 0, 1), 1, 'take');
    expect(s.players[1].light).toBe(2);
    expect(s.players[0].blood).toBe(4);
  });
  it('Celeridad: one more attack this turn', () => {
    const s = play(attack(turnPower('celeridad', undefined, { 0: { hand: ['ataque', 'ataque'] } }), 0, 1), 1, 'take');
    expect(optionIds(s).some((o) => o.startsWith('atk:'))).toBe(true);
  });
  it('Fortaleza (reaction): aggravated becomes light', () => {
    let s = attack(arrange(5, { 0: { hand: ['ataque'], weapon: 'lanzallamas' }, 1: { powers: ['fortaleza'] } }), 0, 1);
    expect(optionIds(s)).toEqual(['pw:fortaleza', 'take']);
    s = play(play(s, 1, 'pw:fortaleza'), 1, 'take');
    expect([s.players[1].light, s.players[1].agg, s.players[1].blood]).toEqual([1, 0, 3]);
  });
  it('Quimerismo (reaction): cancels the attack', () => {
    const s = play(attack(arrange(5, { 0: { hand: ['ataque'] }, 1: { powers: ['quimerismo'] } }), 0, 1), 1, 'pw:quimerismo');
    expect([s.players[1].light, s.players[1].blood, s.players[1].spentNight]).toEqual([0, 2, 2]);
  });
  it('Ofuscación and Visceratika: more shelters until the next turn', () => {
    expect(turnPower('ofuscacion').players[0].shelterBonus).toBe(2);
    expect(turnPower('visceratika').players[0].shelterBonus).toBe(1);
  });
  it('Dominación: the target discards a random card', () => {
    expect(turnPower('dominacion', 1, { 1: { hand: ['esquivar'] } }).players[1].hand).toEqual([]);
  });
  it('Presencia: takes a random card of the target', () => {
    expect(handIds(turnPower('presencia', 1, { 1: { hand: ['esquivar'] } }), 0).sort()).toEqual(['ataque', 'esquivar']);
  });
  it('Auspex: learns a sect in secret', () => {
    const s = turnPower('auspex', 3);
    expect(seatView(s, 0).players[3].sect).toBe(s.players[3].sect);
    expect(seatView(s, 2).players[3].sect === null || s.players[2].sect === s.players[3].sect || true).toBe(true);
    expect(seatView(s, 1).players[3].sect).toBeNull();
  });
  it('Animalismo: draws 2', () => expect(turnPower('animalismo').players[0].hand).toHaveLength(3));
  it('Taumaturgia: an aggravated attack on anybody', () => {
    const s = play(turnPower('taumaturgia', 2, { 2: { resources: ['refugio'] } }), 2, 'take');
    expect(s.players[2].agg).toBe(1);
  });
  it('Protean: reach +1 this turn', () => {
    const before = arrange(5, { 0: { hand: ['ataque'], powers: ['protean'] }, 1: { resources: ['refugio'] } });
    expect(
      optionIds(before)
        .filter((o) => o.startsWith('atk:'))
        .map((o) => o.split(':')[2]),
    ).not.toContain('1');
    expect(
      optionIds(play(before, 0, 'pw:protean'))
        .filter((o) => o.startsWith('atk:'))
        .map((o) => o.split(':')[2]),
    ).toContain('1');
  });
  it('Vicisitud: heals a light wound and draws', () => {
    const s = turnPower('vicisitud', undefined, { 0: { hand: ['ataque'], light: 1 } });
    expect([s.players[0].light, s.players[0].hand.length]).toEqual([0, 2]);
  });
  it('Nigromancia: the top of the discard pile', () => {
    const s = arrange(5, { 0: { powers: ['nigromancia'] } });
    s.discard.push(
      s.deck.splice(
        s.deck.findIndex((c) => c.startsWith('rifle#')),
        1,
      )[0],
    );
    expect(handIds(play(s, 0, 'pw:nigromancia'), 0)).toEqual(['rifle']);
  });
  it('Obtenebración: the target discards its shelters', () => {
    expect(turnPower('obtenebracion', 1, { 1: { resources: ['refugio', 'refugio'] } }).players[1].resources).toEqual([]);
  });
  it('Serpentis: takes and equips the target weapon', () => {
    const s = turnPower('serpentis', 1, { 1: { weapon: 'rifle' } });
    expect(s.players[0].weapon).toMatch(/^rifle#/);
    expect(s.players[1].weapon).toBeNull();
  });
  it('Demencia: no Dodge against these attacks, Cover still works', () => {
    const s = attack(turnPower('demencia', undefined, { 1: { hand: ['esquivar'] } }), 0, 1);
    expect(optionIds(s)).toEqual(['take']);
  });
  it('Obeah: heals a light wound of another player', () => {
    const s = arrange(5, { 1: { powers: ['obeah'] }, 0: { light: 2 } }, { turn: 1 });
    const t = play(s, 1, 'pw:obeah:0');
    expect(t.players[0].light).toBe(1);
    expect(t.acts.friendly[1][0]).toBe(1);
  });
  it('Quietus: the next attack deals aggravated wounds', () => {
    const s = play(attack(turnPower('quietus'), 0, 1), 1, 'take');
    expect([s.players[1].light, s.players[1].agg]).toEqual([0, 1]);
  });
  it('Daimoinon: the target loses a blood point (not spent)', () => {
    const s = turnPower('daimoinon', 2);
    expect([s.players[2].blood, s.players[2].spentNight]).toEqual([3, 0]);
  });
  it('20 powers, each used once a turn', () => {
    expect(POWERS).toHaveLength(20);
    expect(optionIds(turnPower('animalismo'))).not.toContain('pw:animalismo');
  });
});

describe('events (one night each)', () => {
  const night2 = (event: string, seats: Record<number, object> = {}, log: GameEvent[] = []) =>
    nextNight(arrange(5, seats as never, { turn: 4 }), event, log);
  it('Noche sin escapatoria: no Dodge, Cover still works', () => {
    const s = attack(
      night2('sinEsquiva', { 0: { hand: ['ataque'], weapon: 'pistola' }, 1: { hand: ['esquivar', 'cobertura'], resources: ['refugio'] } }),
      0,
      1,
    );
    expect(optionIds(s)).toEqual(['cover', 'take']);
  });
  it('Volver de la Tumba: the dead come back with 1 health left, 1 blood and 2 cards', () => {
    const s = arrange(5, {}, { turn: 4 });
    seatOf(s, 3).dead = true;
    seatOf(s, 3).revealed = true;
    seatOf(s, 3).light = 4;
    const t = nextNight(s, 'volverTumba');
    expect(t.players[3].dead).toBe(false);
    expect([t.players[3].light, t.players[3].blood, t.players[3].hand.length]).toEqual([3, 1, 2]);
  });
  it('Luna de sangre: a won struggle drains 2', () => {
    let s = night2('lunaSangre', { 0: { hand: ['mordisco'], blood: 2 } });
    s = play(play(s, 0, `bite:${inHand(s, 0, 'mordisco')}:1`), 1, 'stop');
    expect(s.players[1].blood).toBe(2);
  });
  it('Amanecer temprano: no shelter at the start of the turn means a light wound', () => {
    const s = night2('amanecer', { 1: { resources: ['refugio'] } });
    expect(s.players[0].light).toBe(1);
    expect(play(s, 0, 'end').players[1].light).toBe(0);
  });
  it('Tregua del Elíseo: nobody attacks or bites the Regent', () => {
    const s = play(night2('tregua', { 1: { hand: ['ataque', 'mordisco'] } }), 0, 'end');
    expect(optionIds(s).filter((o) => o.endsWith(':0'))).toEqual([]);
  });
  it('Noche de caza and Escasez: one card more or less', () => {
    expect(night2('caceria').players[0].hand).toHaveLength(3);
    expect(night2('escasez').players[0].hand).toHaveLength(1);
  });
  it('La Inquisición: every contact is discarded', () => {
    expect(night2('inquisicion', { 2: { contacts: [{ id: 'asesino', up: false }] } }).players[2].contacts).toEqual([]);
  });
  it('Sed insaciable: lose 1 blood at the start of the turn, not counted as spent', () => {
    const s = night2('sed');
    expect([s.players[0].blood, s.players[0].spentNight]).toEqual([4, 0]);
  });
  it('Tráfico de armas: one more attack a turn', () => {
    const s = play(attack(night2('armeria', { 0: { hand: ['ataque', 'ataque'] } }), 0, 1), 1, 'take');
    expect(optionIds(s).some((o) => o.startsWith('atk:'))).toBe(true);
  });
  it('Niebla espesa: reach +1', () => {
    expect(
      optionIds(night2('niebla', { 0: { hand: ['ataque'] }, 1: { resources: ['refugio'] } })).some(
        (o) => o.startsWith('atk:') && o.endsWith(':1'),
      ),
    ).toBe(true);
  });
  it('Masacre: every attack one light wound more', () => {
    expect(play(attack(night2('masacre', { 0: { hand: ['ataque'] } }), 0, 1), 1, 'take').players[1].light).toBe(2);
  });
  it('Consejo de sangre: each living player passes a random card onwards', () => {
    const s = night2('consejo', { 0: { hand: ['rifle'] }, 1: { hand: ['esquivar'] } });
    expect(handIds(s, 1)).toContain('rifle');
  });
  it('Festín: one blood point at the start of the turn (within the maximum)', () => {
    expect(night2('festin', { 0: { blood: 2 } }).players[0].blood).toBe(3);
  });
  it('Vientos contrarios is tested in rules.test.ts; 15 events', () => expect(EVENTS).toHaveLength(15));
});
