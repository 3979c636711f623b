import { describe, expect, it } from 'vitest';
import { shownName, shownText } from './localized';

describe("a card's name and text in the UI language", () => {
  const official = { text: 'Strike: 2R damage.', textEs: 'Ataque: 2 de daño a distancia.' };
  const builtinBoard = { text: 'Habilidad. Esquiva.', textEs: 'Habilidad. Esquiva.', textPl: 'Umiejętność. Unik.' };
  const starter = { text: '[Habilidad] +1 de fuerza.', textPl: '[Umiejętność] +1 do siły.' };

  it('Polish: the built-in Polish text; an official card keeps its English text', () => {
    expect(shownText(builtinBoard, 'pl')).toEqual({ text: 'Umiejętność. Unik.', lang: 'pl', original: null });
    expect(shownText(starter, 'pl').text).toBe('[Umiejętność] +1 do siły.');
    expect(shownText(official, 'pl')).toEqual({ text: 'Strike: 2R damage.', lang: 'en', original: null });
  });

  it('Spanish: the translation with the official text behind it; a built-in text is not offered twice', () => {
    expect(shownText(official, 'es')).toEqual({ text: 'Ataque: 2 de daño a distancia.', lang: 'es', original: 'Strike: 2R damage.' });
    expect(shownText(builtinBoard, 'es')).toEqual({ text: 'Habilidad. Esquiva.', lang: 'es', original: null });
    expect(shownText(starter, 'es')).toEqual({ text: '[Habilidad] +1 de fuerza.', lang: 'es', original: null });
  });

  it('names: the Polish name of a built-in card in Polish only', () => {
    const card = { displayName: 'Celeridad', namePl: 'Przyspieszenie' };
    expect(shownName(card, 'pl')).toBe('Przyspieszenie');
    expect(shownName(card, 'es')).toBe('Celeridad');
    expect(shownName({ displayName: 'The Rack' }, 'pl')).toBe('The Rack');
  });
});
