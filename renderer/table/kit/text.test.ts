import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { logKey, logText, refText } from './text';

describe('log text', () => {
  it('maps event types to namespaces', () => {
    expect(logKey('engine.choice', 'vendetta')).toBe('play:log.engine.choice');
    expect(logKey('vendetta.drain', 'vendetta')).toBe('log-vendetta:drain');
    expect(logKey('drain', 'vendetta')).toBe('log-vendetta:drain');
    expect(logKey('block.declined', 'vtes')).toBe('log-vtes:block.declined');
  });

  it('translates nested refs and adds seat names', async () => {
    const inst = i18n.createInstance();
    await inst.init({
      lng: 'es',
      resources: {
        es: {
          play: { log: { engine: { choice: '{{seatName}}: {{option}}' } }, seat: 'Asiento {{n}}' },
          'log-toy': {
            card: 'Carta {{value}}',
            gave: '{{seatName}} → {{toName}}',
            reveal: 'Pujas: {{bids}}',
            split: '{{fromName}} reparte a {{toSeatsNames}}',
            turn: 'Turno {{turn}}: {{seatName}}',
          },
        },
      },
      interpolation: { escapeValue: false },
    });
    const t = inst.t;
    const seats = [
      { name: 'Ana', kind: 'human' as const },
      { name: 'Jan', kind: 'human' as const },
    ];
    expect(
      logText(t, { n: 0, type: 'engine.choice', params: { seat: 1, option: { key: 'log-toy:card', params: { value: 7 } } } }, seats, 'toy'),
    ).toBe('Jan: Carta 7');
    expect(logText(t, { n: 1, type: 'toy.gave', params: { seat: 0, to: 1 } }, seats, 'toy')).toBe('Ana → Jan');
    // no name for a seat number that is not a seat (e.g. -1 = nobody)
    expect(logText(t, { n: 1, type: 'gave', params: { seat: 0, to: -1 } }, seats, 'toy')).toBe('Ana → —');
    expect(logText(t, { n: 2, type: 'toy.reveal', params: { bids: [3, null] } }, seats, 'toy')).toBe('Pujas: 3, —');
    expect(logText(t, { n: 3, type: 'nope.missing' }, seats, 'toy')).toBe('nope.missing');
    expect(refText(t, { key: 'log-toy:card', params: { value: 2 } })).toBe('Carta 2');
    // lists of seat numbers get their names too; refs get seat names when the seats are given
    expect(logText(t, { n: 4, type: 'split', params: { from: 1, toSeats: [0, 1, 5] } }, seats, 'toy')).toBe('Jan reparte a Ana, Jan, —');
    expect(refText(t, { key: 'log-toy:turn', params: { turn: 3, seat: 1 } }, seats)).toBe('Turno 3: Jan');
    // an option label logged by the engine names the seat it targets (Nights of Blood: "attack Jan")
    expect(
      logText(
        t,
        { n: 5, type: 'engine.choice', params: { seat: 0, option: { key: 'log-toy:gave', params: { seat: 0, to: 1 } } } },
        seats,
        'toy',
      ),
    ).toBe('Ana: Ana → Jan');
  });

  it('a place param gives the place with the preposition each language needs, "in" and "from" (no "z: Lokacja 1")', async () => {
    const { tFor } = await import('../../testing/rendered-games');
    const seats = [{ name: 'Ana', kind: 'human' as const }];
    const withdraw = {
      n: 1,
      type: 'vendetta.withdraw',
      params: { seat: 0, locationName: { key: 'cards-vendetta:place.haven' }, blood: 2 },
    };
    expect(logText(await tFor('pl'), withdraw, seats, 'vendetta')).toBe('Ana wycofuje się ze Schronienia Księcia i odzyskuje 2 pkt Krwi.');
    expect(logText(await tFor('es'), withdraw, seats, 'vendetta')).toBe('Ana se retira del Refugio del Príncipe y recupera 2 de sangre.');
    const recall = { n: 2, type: 'vendetta.recallDown', params: { seat: 0, locationName: { key: 'cards-vendetta:place.L2' } } };
    expect(logText(await tFor('pl'), recall, seats, 'vendetta')).toBe('Ana zabiera zakrytą kartę z Lokacji 2.');
    expect(logText(await tFor('es'), recall, seats, 'vendetta')).toBe('Ana recoge una carta boca abajo de la Ubicación 2.');
  });

  it('a sect param gives the sect with its article in Spanish ("gana Apóstatas" never), a label form in Polish', async () => {
    const { tFor } = await import('../../testing/rendered-games');
    const seats = [
      { name: 'Ana', kind: 'human' as const },
      { name: 'Jan', kind: 'human' as const },
    ];
    const over = (sect: string) => ({
      n: 1,
      type: 'gameOver',
      params: { game: 1, sect, sectName: { key: `cards-nights:sect.${sect}` }, seats: [0, 1] },
    });
    expect(logText(await tFor('es'), over('apostatas'), seats, 'nights')).toBe('Fin de la partida 1. Victoria: los Apóstatas (Ana, Jan).');
    expect(logText(await tFor('es'), over('culto'), seats, 'nights')).toBe(
      'Fin de la partida 1. Victoria: el Culto de la Sangre (Ana, Jan).',
    );
    expect(logText(await tFor('pl'), over('apostatas'), seats, 'nights')).toBe('Koniec partii 1. Zwycięska Sekta: Apostaci (Ana, Jan).');
    const peek = { n: 2, type: 'peekedOwn', params: { seat: 0, target: 1, sect: 'logia', sectName: { key: 'cards-nights:sect.logia' } } };
    expect(logText(await tFor('es'), peek, seats, 'nights')).toBe('Jan pertenece a la Logia Tradicionalista.');
  });

  it('a score per seat names each seat with its score, highest first (Bloodborne game over)', async () => {
    const { tFor } = await import('../../testing/rendered-games');
    const seats = ['Jan', 'Ariane', 'Valeriya'].map((name) => ({ name, kind: 'human' as const }));
    const over = { n: 1, type: 'gameOver', params: { winnerSeats: [1], scores: [44, 46, 33] } };
    expect(logText(await tFor('es'), over, seats, 'bloodborne')).toBe(
      'Fin de la partida. Gana: Ariane. Puntuaciones: Ariane 46, Jan 44, Valeriya 33.',
    );
    expect(logText(await tFor('pl'), over, seats, 'bloodborne')).toBe(
      'Koniec gry. Wygrywa: Ariane. Wyniki: Ariane 46, Jan 44, Valeriya 33.',
    );
  });
});

describe('V:TES clan names in texts', () => {
  it('names the clan of a card text, a log line and a table label in the language, from the lookup’s own table', async () => {
    const inst = i18n.createInstance();
    await inst.init({
      lng: 'pl',
      resources: {
        pl: {
          'card-values': { clans: { Ministry: 'Ministerstwo', Brujah: 'Brujah' } },
          'cards-vtes': { cond: { clan: '{{who}} jest z klanu {{clan}}' } },
          'log-vtes': { opt: { clan: 'Klan {{clan}}' } },
          'table-vtes': { slaveOf: 'Niewolnik ({{clan}})' },
          'log-toy': { clan: '{{clan}}' },
        },
      },
      interpolation: { escapeValue: false },
    });
    const t = inst.t;
    expect(refText(t, { key: 'cards-vtes:cond.clan', params: { who: 'on', clan: 'Ministry' } })).toBe('on jest z klanu Ministerstwo');
    expect(refText(t, { key: 'log-vtes:opt.clan', params: { clan: 'Ministry' } })).toBe('Klan Ministerstwo');
    expect(refText(t, { key: 'table-vtes:slaveOf', params: { clan: 'Brujah' } })).toBe('Niewolnik (Brujah)');
    // a clan the table does not know stays as the data names it; another game's texts are left alone
    expect(refText(t, { key: 'log-vtes:opt.clan', params: { clan: 'Unknown' } })).toBe('Klan Unknown');
    expect(refText(t, { key: 'log-toy:clan', params: { clan: 'Ministry' } })).toBe('Ministry');
  });
});
