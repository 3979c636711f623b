/** The V:TES allocated pool burn names each Methuselah once, with its count (issue 16, log). */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { initTestI18n } from '../../testing/i18n';
import { logText } from '../kit/text';
import { vtesLogLine } from './log-wording';

beforeAll(initTestI18n);

const seats = ['Ana', 'Jan', 'Ola'].map((name) => ({ name, kind: 'human' as const }));

describe('allocated pool burn line', () => {
  it('collapses the list: every Methuselah once, in seat order, with the pool it burns', async () => {
    const line = { n: 4, type: 'vtes.allocBurn', params: { seats: [0, 2, 0, 0] } };
    await i18n.changeLanguage('es');
    expect(logText(i18n.t.bind(i18n), vtesLogLine(line, seats), seats, 'vtes')).toBe(
      'Reserva quemada por los puntos asignados (1 por punto): Ana 3, Ola 1',
    );
    await i18n.changeLanguage('pl');
    expect(logText(i18n.t.bind(i18n), vtesLogLine(line, seats), seats, 'vtes')).toMatch(/: Ana 3, Ola 1$/);
  });
});

describe('issue 34 §3: lines a player reads without numbers for names', () => {
  const es = async () => {
    await i18n.changeLanguage('es');
    return (line: { n: number; type: string; params: Record<string, unknown> }) =>
      logText(i18n.t.bind(i18n), vtesLogLine(line, seats), seats, 'vtes');
  };

  it('a redirected bleed and a marker name the Methuselah, not "Matusalén 1"', async () => {
    const text = await es();
    const redirect = { key: 'log-vtes:opt.redirect', params: { card: 'Deflection', name: 'Theo Bell', seat: 3 } };
    expect(text({ n: 1, type: 'engine.choice', params: { seat: 1, kind: 'vtes.react', option: redirect } })).toContain('Ola');
    expect(text({ n: 1, type: 'engine.choice', params: { seat: 1, kind: 'vtes.react', option: redirect } })).not.toMatch(/Matusalén \d/);
    const what = { key: 'log-vtes:markText.unblockableBy', params: { who: { key: 'log-vtes:opt.seat', params: { seat: 2 } } } };
    const mark = {
      n: 2,
      type: 'vtes.manualAs.mark',
      params: { seat: 0, name: 'Theo Bell', what, until: { key: 'log-vtes:untilLog.turn' } },
    };
    expect(text(mark)).toContain('Jan');
    expect(text(mark)).not.toMatch(/Matusalén \d/);
  });

  it("a modifier's line gives the action's totals as totals; no bleed said for an action that does not bleed", async () => {
    const text = await es();
    expect(text({ n: 1, type: 'vtes.modifier', params: { card: 'Freak Drive', stealth: 1, bleed: 0 } })).toBe(
      'Se juega Freak Drive. La acción queda con 1 de sigilo',
    );
    expect(text({ n: 1, type: 'vtes.modifier', params: { card: 'Enchanting Gaze', stealth: 0, bleed: 2 } })).toBe(
      'Se juega Enchanting Gaze. La acción queda con 0 de sigilo y 2 de sangrado',
    );
  });

  it('a vote line says who voted how, with how many votes, then the count', async () => {
    const text = await es();
    expect(text({ n: 1, type: 'vtes.vote', params: { seat: 1, yes: 1, no: 2, votes: 2, dir: 'against' } })).toBe(
      'Jan emite 2 votos en contra. Recuento: 1 a favor, 2 en contra',
    );
    expect(text({ n: 1, type: 'vtes.vote', params: { seat: 0, yes: 1, no: 0, votes: 1, dir: 'for' } })).toBe(
      'Ana emite 1 voto a favor. Recuento: 1 a favor, 0 en contra',
    );
    // a prisci ballot casts no vote: the count only
    expect(text({ n: 1, type: 'vtes.vote', params: { seat: 1, yes: 1, no: 2 } })).toBe('Vota Jan. Recuento: 1 a favor, 2 en contra');
    await i18n.changeLanguage('pl');
    const pl = (votes: number) =>
      logText(
        i18n.t.bind(i18n),
        vtesLogLine({ n: 1, type: 'vtes.vote', params: { seat: 1, yes: votes, no: 0, votes, dir: 'for' } }, seats),
        seats,
        'vtes',
      );
    expect(pl(1)).toBe('Jan oddaje 1 głos za. Wynik: 1 za, 0 przeciw');
    expect(pl(2)).toBe('Jan oddaje 2 głosy za. Wynik: 2 za, 0 przeciw');
    expect(pl(5)).toBe('Jan oddaje 5 głosów za. Wynik: 5 za, 0 przeciw');
  });

  it('a transfer names the vampire for its Methuselah and its numbered place for the others, with its way', async () => {
    const text = await es();
    expect(text({ n: 1, type: 'vtes.transferSelf', params: { seat: 0, uid: '1002', name: 'Theo Bell', dir: 'in' } })).toBe(
      'Ana pasa 1 de reserva a Theo Bell, de su zona incontrolada (1 transferencia)',
    );
    expect(text({ n: 1, type: 'vtes.transfer', params: { seat: 0, pos: 3, dir: 'out' } })).toBe(
      'Ana pasa 1 de sangre de su vampiro incontrolado n.º 3 a su reserva (2 transferencias)',
    );
    await i18n.changeLanguage('pl');
    const pl = logText(
      i18n.t.bind(i18n),
      vtesLogLine({ n: 1, type: 'vtes.transfer', params: { seat: 0, pos: 3, dir: 'in' } }, seats),
      seats,
      'vtes',
    );
    expect(pl).toBe('Ana przenosi 1 znacznik puli na swojego niekontrolowanego wampira nr 3 (1 przelew)');
    const blood = logText(
      i18n.t.bind(i18n),
      vtesLogLine({ n: 1, type: 'vtes.bloodToUncontrolled', params: { seat: 0, pos: 2, n: 2 } }, seats),
      seats,
      'vtes',
    );
    expect(blood).toBe('Ana kładzie 2 znaczniki krwi na swoim niekontrolowanym wampirze nr 2');
  });

  it('blood put on an uncontrolled vampire (Dreams of the Sphinx): named for its Methuselah, by place for the others', async () => {
    const text = await es();
    expect(text({ n: 1, type: 'vtes.bloodToUncontrolledSelf', params: { seat: 0, uid: '1002', name: 'Theo Bell', n: 1 } })).toBe(
      'Ana pone 1 de sangre en Theo Bell, de su zona incontrolada',
    );
    expect(text({ n: 1, type: 'vtes.bloodToUncontrolled', params: { seat: 0, pos: 2, n: 1 } })).toBe(
      'Ana pone 1 de sangre en su vampiro incontrolado n.º 2',
    );
  });

  it('a master card played on a Methuselah names the chosen one', async () => {
    const text = await es();
    expect(text({ n: 1, type: 'vtes.masterOnSeat', params: { seat: 0, card: 'Curse of Nitocris', target: 1 } })).toBe(
      'Ana juega Curse of Nitocris y elige a Jan',
    );
    expect(text({ n: 2, type: 'vtes.masterGiven', params: { card: 'Curse of Nitocris', target: 1 } })).toBe(
      'Curse of Nitocris entra en juego bajo el control de Jan',
    );
  });

  it('blood moved between a card and the pool says how much, from where to where', async () => {
    const text = await es();
    expect(text({ n: 1, type: 'vtes.bloodDoll', params: { seat: 1, uid: 'k1', name: 'Theo Bell', n: 2, dir: 'in' } })).toBe(
      'Jan pasa 2 de su reserva a Theo Bell',
    );
    expect(text({ n: 1, type: 'vtes.bloodDoll', params: { seat: 1, uid: 'k1', name: 'Theo Bell', n: 1, dir: 'out' } })).toBe(
      'Jan pasa 1 de sangre de Theo Bell a su reserva',
    );
    await i18n.changeLanguage('pl');
    const pl = (n: number) =>
      logText(
        i18n.t.bind(i18n),
        vtesLogLine({ n: 1, type: 'vtes.bloodDoll', params: { seat: 1, uid: 'k1', name: 'Theo Bell', n, dir: 'in' } }, seats),
        seats,
        'vtes',
      );
    expect(pl(1)).toBe('Jan przenosi 1 znacznik puli na kartę Theo Bell');
    expect(pl(3)).toBe('Jan przenosi 3 znaczniki puli na kartę Theo Bell');
  });
});
