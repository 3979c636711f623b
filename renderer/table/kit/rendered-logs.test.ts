/**
 * No raw id in a rendered sentence (issue 15 item 2): seeded bot games of every game, their whole
 * log, every prompt, option and progress line rendered in es and pl as the table renders them;
 * nothing may show an interpolation left open, an i18n key or event type, an engine enum
 * (English action/strike kinds, edition ids, camelCase ids) or a JavaScript non-value.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_DEFS } from '../../../main/games/vtes/data/starters';
import { GAME_CASES, LANGS, playGame, renderGame, tFor, type RenderedText } from '../../testing/rendered-games';
import { allowed, untranslated } from '../../testing/raw-text';

/** The bot games play the starter decks: their card names are the English a V:TES line may show. */
const ALLOW = allowed([...[...STARTER_DEFS.values()].map((d) => d.name), 'Ariane', 'Jan', 'Valeriya', 'Tomasz', 'Lucía', 'Kasia']);

describe('rendered texts hold no raw id', () => {
  it('the detector catches the known leaks and passes sentences', () => {
    expect(untranslated('Ariane anuncia una acción (bleed)', ALLOW)).toMatch(/bleed/);
    expect(untranslated('Jan ataca (hand, 3)', ALLOW)).toMatch(/hand/);
    expect(untranslated('Partida de 4 jugadores (vekn-current)', ALLOW)).toMatch(/vekn/);
    expect(untranslated('{{name}} entra en letargo', ALLOW)).toBe('open interpolation');
    expect(untranslated('vtes.torpor', ALLOW)).toBe('event type or key');
    expect(untranslated('log-vtes:opt.seat', ALLOW)).toBe('i18n key');
    expect(untranslated('Ariane sangra 1 a Jan', ALLOW)).toBeNull();
    expect(untranslated('Ariane juega Blood Doll', ALLOW)).toBeNull();
  });

  for (const c of GAME_CASES) {
    it(`${c.game} ${c.seed}: log, prompts and options in es and pl`, async () => {
      const played = playGame(c);
      expect(played.log.length).toBeGreaterThan(50);
      const bad = new Map<string, string>();
      for (const lang of LANGS) {
        const t = await tFor(lang);
        const texts: RenderedText[] = renderGame(t, c.game, played);
        for (const r of texts) {
          const why = untranslated(r.text, ALLOW);
          const k = `${lang} ${r.kind} ${r.source}`;
          if (why && !bad.has(k)) bad.set(k, `${why}: ${r.text}`);
        }
      }
      expect(Object.fromEntries(bad)).toEqual({});
    }, 120_000);
  }
});
