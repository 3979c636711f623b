/**
 * No raw id in a rendered sentence (issue 15 item 2): seeded bot games of every game, their whole
 * log, every prompt, option and progress line rendered in es and pl as the table renders them;
 * nothing may show an interpolation left open, an i18n key or event type, an engine enum
 * (English action/strike kinds, edition ids, camelCase ids) or a JavaScript non-value.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, STRIKE_KINDS } from '../vtes/log-wording';
import { GAME_CASES, LANGS, playGame, renderGame, tFor, type RenderedText } from '../../testing/rendered-games';

/** Engine enum values that reach the params of log lines and options (lower case, as ids). */
const ENGINE_WORDS = [
  // V:TES action and strike kinds ('card', 'combat' and 'diablerie' are also words of card names
  // and of the Spanish text, so they are not banned)
  ...[...ACTION_KINDS, ...STRIKE_KINDS].filter((k) => k !== 'card' && k !== 'combat' && k !== 'diablerie'),
  'close',
  'long',
  // editions and zones
  'es-2018',
  'vekn-current',
  'ready',
  'torpor',
  'library',
  'crypt',
  'ash',
];
const ENGINE_WORD = new RegExp(`(^|[\\s(:,])(${ENGINE_WORDS.join('|')})(?=$|[\\s),.:;])`);

/** Why a rendered text shows something untranslated, or null. */
export function untranslated(text: string): string | null {
  if (/\{\{|\}\}|\$t\(/.test(text)) return 'open interpolation';
  if (/\b(undefined|null|NaN)\b|\[object Object\]/.test(text)) return 'non-value';
  if (/\b[\w-]+:[\w-]+\.[\w.-]+/.test(text)) return 'i18n key';
  if (/^[a-z]+(\.[a-zA-Z]+)+$/.test(text.trim())) return 'event type or key';
  if (/\b[a-z]+[A-Z][a-zA-Z]*\b/.test(text)) return 'camelCase id';
  const m = ENGINE_WORD.exec(text);
  if (m) return `engine word "${m[2]}"`;
  return null;
}

describe('rendered texts hold no raw id', () => {
  it('the detector catches the known leaks and passes sentences', () => {
    expect(untranslated('Ariane anuncia una acción (bleed)')).toMatch(/bleed/);
    expect(untranslated('Jan ataca (hand, 3)')).toMatch(/hand/);
    expect(untranslated('Partida de 4 jugadores (vekn-current)')).toMatch(/vekn/);
    expect(untranslated('{{name}} entra en letargo')).toBe('open interpolation');
    expect(untranslated('vtes.torpor')).toBe('event type or key');
    expect(untranslated('log-vtes:opt.seat')).toBe('i18n key');
    expect(untranslated('Ariane sangra 1 a Jan')).toBeNull();
    expect(untranslated('Alice Chen juega Line Brawl')).toBeNull();
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
          const why = untranslated(r.text);
          const k = `${lang} ${r.kind} ${r.source}`;
          if (why && !bad.has(k)) bad.set(k, `${why}: ${r.text}`);
        }
      }
      expect(Object.fromEntries(bad)).toEqual({});
    }, 120_000);
  }
});
