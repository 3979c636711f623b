import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../testing/i18n';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SeatViewDto } from '../../../main/engine/dto';
import { Curtain } from './Curtain';
import { GameOver } from './GameOver';
import { GenericTable } from './GenericTable';
import { LogPanel } from './LogPanel';
import { WaitingBar } from './WaitingBar';

beforeAll(initTestI18n);

const seats = [
  { name: 'Ana', kind: 'human' as const },
  { name: 'Jan', kind: 'human' as const },
  { name: 'Ola', kind: 'bot' as const },
];

function dto(over: Partial<SeatViewDto> = {}): SeatViewDto {
  return {
    game: 'vtes',
    seat: 1,
    seats,
    view: { secretField: 'visible-to-jan' },
    decision: {
      seat: 1,
      kind: 'toy.bid',
      prompt: { key: 'log-toy:promptBid', params: { prize: 3 } },
      options: [
        { id: 'c4', label: { key: 'log-toy:card', params: { value: 4 } } },
        { id: 'c9', label: { key: 'log-toy:card', params: { value: 9 } } },
      ],
      secret: true,
      rule: 'toy:2',
    },
    waitingFor: [
      { seat: 0, status: 'chosen' },
      { seat: 1, status: 'deciding' },
      { seat: 2, status: 'deciding' },
    ],
    log: [{ n: 4, type: 'engine.secretChosen', params: { seat: 0 } }],
    result: null,
    canUndo: false,
    progress: { key: 'log-toy:progress', params: { round: 2, rounds: 4 } },
    step: 3,
    ...over,
  };
}

describe('table pieces (design §3)', () => {
  it('the curtain names the next player and shows nothing else', () => {
    const html = renderToStaticMarkup(<Curtain name="Jan" onConfirm={() => undefined} />);
    expect(html).toContain('Pasa el ordenador a Jan');
    expect(html).toContain('Soy Jan');
    expect(html).not.toContain('Deshacer');
    expect(
      renderToStaticMarkup(<Curtain name="Jan" onConfirm={() => undefined} undo={{ name: 'Ana', onUndo: () => undefined }} />),
    ).toContain('Deshacer mi jugada (Ana)');
  });

  it('the status bar says who has chosen a secret and who answers now, not what', () => {
    const html = renderToStaticMarkup(<WaitingBar dto={dto()} />);
    expect(html).toContain('Ronda 2 de 4');
    expect(html).toContain('Ana ha elegido');
    expect(html).toContain('Responden Jan y Ola');
    expect(html).not.toContain('Turno de'); // a game without turns
  });

  it('the turn bar tells whose turn it is apart from who answers (issue 34 §4), in es and pl', async () => {
    const blocking = dto({ waitingFor: [{ seat: 1, status: 'deciding' }] });
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    expect(text(renderToStaticMarkup(<WaitingBar dto={blocking} turn={0} />))).toBe('Ronda 2 de 4 Turno de Ana Responde Jan');
    await i18n.changeLanguage('pl');
    expect(text(renderToStaticMarkup(<WaitingBar dto={blocking} turn={0} />))).toContain('Tura: Ana Odpowiada: Jan');
    expect(text(renderToStaticMarkup(<WaitingBar dto={dto()} turn={2} />))).toContain('Tura: Ola Odpowiadają: Jan i Ola');
    await i18n.changeLanguage('es');
    // at the end nobody has the turn
    expect(
      renderToStaticMarkup(<WaitingBar dto={dto({ waitingFor: [], result: { ranking: [[0]], scores: [1] } })} turn={0} />),
    ).not.toContain('Turno de');
  });

  it('the generic table shows the prompt, every option and the secret hint', () => {
    const html = renderToStaticMarkup(<GenericTable dto={dto()} onChoose={() => undefined} />);
    expect(html).toContain('Puja en secreto por el premio de 3 puntos');
    expect(html).toContain('data-option="c4"');
    expect(html).toContain('Carta 9');
    expect(html).toContain('Elección secreta');
  });

  it('the log links the rule section to the rules reference', () => {
    const html = renderToStaticMarkup(
      <LogPanel log={[{ n: 0, type: 'won', params: { seat: 1, points: 3 }, rule: 'vendetta:5.2' }]} seats={seats} game="toy" />,
    );
    expect(html).toContain('Jan se lleva 3 puntos');
    expect(html).toMatch(/href="#\/rules\/vendetta\/5\.2"/);
  });

  it('game over ranks ties together and counts points with plurals', async () => {
    const html = renderToStaticMarkup(<GameOver result={{ ranking: [[1], [0, 2]], scores: [1, 5, 1] }} seats={seats} />);
    expect(html).toContain('Fin de la partida');
    expect(html).toMatch(/<li value="1">.*Jan.*5 puntos/);
    expect(html).toMatch(/<li value="2">.*Empate.*Ana.*1 punto<.*Ola/);
    await i18n.changeLanguage('pl');
    const pl = renderToStaticMarkup(<GameOver result={{ ranking: [[0], [1], [2]], scores: [2, 5, 1] }} seats={seats} />);
    expect(pl).toContain('2 punkty');
    expect(pl).toContain('5 punktów');
    expect(pl).toContain('1 punkt<');
    await i18n.changeLanguage('es');
  });

  it("game over counts in the game's own unit: influence in Vendetta, victory points in V:TES, games won in Nights of Blood", async () => {
    const result = { ranking: [[1], [0], [2]], scores: [1, 16, 2] };
    expect(renderToStaticMarkup(<GameOver result={result} seats={seats} game="vendetta" />)).toContain('16 de influencia');
    expect(renderToStaticMarkup(<GameOver result={result} seats={seats} game="vtes" />)).toMatch(
      /1 punto de victoria<.*2 puntos de victoria/,
    );
    expect(renderToStaticMarkup(<GameOver result={result} seats={seats} game="nights" />)).toContain('1 partida ganada');
    expect(renderToStaticMarkup(<GameOver result={result} seats={seats} game="bloodborne" />)).toContain('16 puntos');
    await i18n.changeLanguage('pl');
    expect(renderToStaticMarkup(<GameOver result={result} seats={seats} game="vtes" />)).toMatch(
      /1 punkt zwycięstwa<.*2 punkty zwycięstwa/,
    );
    expect(renderToStaticMarkup(<GameOver result={{ ranking: [[0]], scores: [5] }} seats={seats} game="nights" />)).toContain(
      '5 wygranych partii',
    );
    expect(renderToStaticMarkup(<GameOver result={result} seats={seats} game="vendetta" />)).toContain('16 pkt Wpływów');
    await i18n.changeLanguage('es');
  });

  it('the log draws its last page and offers the earlier lines; a game may reword its lines', async () => {
    const log = Array.from({ length: 5 }, (_, n) => ({ n, type: 'won', params: { seat: n % 3, points: n } }));
    const html = renderToStaticMarkup(<LogPanel log={log} seats={seats} game="toy" pageSize={2} />);
    expect((html.match(/data-type="won"/g) ?? []).length).toBe(2);
    expect(html).toContain('Ver 2 líneas anteriores');
    expect(html).toContain('Jan se lleva 4 puntos');
    const renamed = renderToStaticMarkup(
      <LogPanel log={log.slice(0, 1)} seats={seats} game="toy" mapLine={(l) => ({ ...l, params: { ...l.params, seat: 2 } })} />,
    );
    expect(renamed).toContain('Ola se lleva 0 puntos');
    await i18n.changeLanguage('pl');
    expect(renderToStaticMarkup(<LogPanel log={log} seats={seats} game="toy" pageSize={3} />)).toContain('Pokaż 2 wcześniejsze wpisy');
    await i18n.changeLanguage('es');
  });

  it('the log switches between the compact and the verbose reading; important lines are marked', () => {
    const log = [
      { n: 0, type: 'engine.choice', params: { seat: 1, option: { key: 'log-toy:card', params: { value: 4 } } } },
      { n: 1, type: 'won', params: { seat: 1, points: 3 } },
      { n: 2, type: 'won', params: { seat: 1, points: 3 } },
    ];
    const compact = renderToStaticMarkup(<LogPanel log={log} seats={seats} game="toy" important={new Set(['won'])} verbose={false} />);
    expect(compact).not.toContain('data-type="engine.choice"');
    expect(compact).toContain('×2');
    expect(compact).toContain('class="play-log-important"');
    expect(compact).toContain('aria-pressed="false"');
    const verbose = renderToStaticMarkup(<LogPanel log={log} seats={seats} game="toy" verbose />);
    expect(verbose).toContain('data-type="engine.choice"');
    expect((verbose.match(/data-type="won"/g) ?? []).length).toBe(2);
    expect(verbose).toContain('aria-pressed="true"');
  });

  it('the lines since the seat last looked are pinned above the log and marked in it (issue 34 §4)', async () => {
    const log = Array.from({ length: 10 }, (_, n) => ({ n, type: 'won', params: { seat: n % 3, points: n } }));
    expect(renderToStaticMarkup(<LogPanel log={log} seats={seats} game="toy" />)).not.toContain('play-log-recent');
    const two = renderToStaticMarkup(<LogPanel log={log} seats={seats} game="toy" recentAfter={7} />);
    const pinned = two.slice(two.indexOf('play-log-recent'), two.indexOf('<ol'));
    expect(pinned).toContain('Qué ha cambiado');
    expect(pinned).toContain('Ola se lleva 8 puntos');
    expect(pinned).toContain('Ana se lleva 9 puntos');
    expect(pinned).not.toContain('7 puntos');
    expect((two.match(/class="play-log-new"/g) ?? []).length).toBe(2);
    // more than fit: the newest are pinned, the rest counted
    const all = renderToStaticMarkup(<LogPanel log={log} seats={seats} game="toy" recentAfter={-1} />);
    expect(all).toContain('Y 4 líneas antes, en el registro');
    await i18n.changeLanguage('pl');
    const pl = renderToStaticMarkup(<LogPanel log={log} seats={seats} game="toy" recentAfter={-1} />);
    expect(pl).toContain('Co się zmieniło');
    expect(pl).toContain('I jeszcze 4 wcześniejsze wpisy w dzienniku');
    await i18n.changeLanguage('es');
  });

  it('the log offers the lines main still holds before its first line only when it can fetch them', () => {
    const log = Array.from({ length: 2 }, (_, n) => ({ n: 700 + n, type: 'won', params: { seat: 0, points: n } }));
    const fetches = renderToStaticMarkup(
      <LogPanel log={log} earlier={698} onEarlier={() => undefined} seats={seats} game="toy" pageSize={5} />,
    );
    expect(fetches).toContain('Ver 5 líneas anteriores');
    expect(renderToStaticMarkup(<LogPanel log={log} earlier={698} seats={seats} game="toy" pageSize={5} />)).not.toContain('anteriores');
  });
});
