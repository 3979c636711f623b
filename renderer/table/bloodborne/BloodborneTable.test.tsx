/**
 * The table over real Bloodborne games. Test-only: it runs the game module in Node to produce
 * seat views (the renderer bundle never imports main/ at runtime). At every decision it draws
 * every seat's view and checks that the drawing holds no other seat's hand or pending secret
 * choice, that every option is offered, that the seat's own hand cards are clickable in step 1,
 * and that the texts are translated (no raw keys).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initTestI18n } from '../../testing/i18n';
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Decision } from '../../../main/engine/types';
import { bloodborneModule as m } from '../../../main/games/bloodborne/module';
import type { BloodborneState } from '../../../main/games/bloodborne/state';
import type { BloodborneView } from '../../../main/games/bloodborne/view';
import { BloodborneTable } from './BloodborneTable';

beforeAll(initTestI18n);

function dtoFor(s: BloodborneState, seat: number, decision: Decision | null): SeatViewDto<BloodborneView> {
  return {
    game: 'bloodborne',
    seat,
    seats: s.hunters.map((_, i) => ({ name: `P${i + 1}`, kind: 'human' as const })),
    view: m.view(s, seat) as BloodborneView,
    decision,
    waitingFor: [],
    log: [],
    result: null,
    canUndo: false,
    progress: { key: 'x' },
    step: 0,
  };
}

describe('BloodborneTable over real games', () => {
  for (const lang of ['es', 'pl']) {
    it(`${lang}: nothing hidden drawn, every option offered, own hand clickable in step 1, no raw keys`, async () => {
      await i18n.changeLanguage(lang);
      let state = m.setup(m.parseConfig({ players: 4 }), `table-${lang}`).state;
      for (let i = 0; i < 400 && !state.result; i++) {
        const ds = m.decisions(state);
        for (let seat = 0; seat < state.n; seat++) {
          const d = ds.find((x) => x.seat === seat) ?? null;
          const html = renderToStaticMarkup(<BloodborneTable dto={dtoFor(state, seat, d)} onChoose={() => undefined} />);
          expect(html).not.toMatch(/cards-bloodborne:|log-bloodborne:|table-bloodborne:/);
          // another seat's hand or pending secret answer is never in the drawing
          const pd = state.pending;
          state.hunters.forEach((h, o) => {
            if (o === seat) return;
            for (const c of h.hand) expect(html.includes(`data-option="play:${c}"`)).toBe(false);
            if (pd && (pd.kind === 'action' || pd.kind === 'transform') && pd.answers[o]) {
              const v = m.view(state, seat) as BloodborneView;
              expect(pd.kind === 'action' ? v.hunters[o].played : v.hunters[o].weapon).toBeNull();
            }
          });
          if (d) for (const o of d.options) expect(html).toContain(`data-option="${o.id}"`);
          if (d?.kind === 'bloodborne.action') {
            const clickable = (html.match(/class="bb-card bb-target"/g) ?? []).length;
            expect(clickable).toBe(d.options.length);
          }
        }
        const d = ds[i % ds.length];
        state = m.apply(state, d.seat, d.options[(i * 7) % d.options.length].id).state;
      }
      await i18n.changeLanguage('es');
    });
  }
});
