/**
 * One language per screen (issue 32 item 3): every clan, sect, title, Path, type and discipline
 * value of the official files (read from ../shared/data/vekn) and of the built-in board-game cards
 * has a Spanish and a Polish name; the English values are never shown as they are, except the proper
 * names every language keeps (Brujah, Banu Haqim...). Type chips of two games with the same name
 * say their game.
 */
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { OFFICIAL_FILES } from '../../../main/testing/catalog';
import { parseVeknFiles } from '../../../main/cards/vekn';
import { bloodborneCardsForLookup } from '../../../main/games/bloodborne';
import { nightsCardsForLookup } from '../../../main/games/nights-of-blood';
import { vendettaCardsForLookup } from '../../../main/games/vendetta';
import { officialFiles } from '../../../main/testing/shared-data';
import { tFor } from '../../testing/rendered-games';
import { clanLabel, pathLabel, sectLabel, titleLabel, typeChipLabels, typeGame, typeName } from './values';

const catalog = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
const uniq = (xs: Iterable<string>) => [...new Set(xs)].sort();
const VALUES = {
  clan: uniq(catalog.flatMap((c) => c.clans)),
  sect: uniq(catalog.flatMap((c) => (c.sect ? [c.sect] : []))),
  title: uniq(catalog.flatMap((c) => (c.title ? [c.title] : []))),
  path: uniq(catalog.flatMap((c) => (c.path ? [c.path] : []))),
  type: uniq(catalog.flatMap((c) => c.types)),
  discipline: uniq(catalog.flatMap((c) => [...c.disciplines.map((d) => d.code), ...c.libraryDisciplines.flat()])),
};
const board = [...vendettaCardsForLookup(), ...bloodborneCardsForLookup(), ...nightsCardsForLookup()];

/** Names every language writes as the files do (clans named after a founder or a people). */
const PROPER = new Set([
  'Akunanse',
  'Baali',
  'Banu Haqim',
  'Brujah',
  'Gangrel',
  'Giovanni',
  'Guruhi',
  'Hecata',
  'Ishtarri',
  'Lasombra',
  'Malkavian',
  'Nagaraja',
  'Nosferatu',
  'Osebo',
  'Ravnos',
  'Salubri',
  'Samedi',
  'Toreador',
  'Tremere',
  'Tzimisce',
  'Ventrue',
  'Camarilla',
  'Sabbat',
  'Laibon',
  'Kiasyd',
  'Caitiff',
  'Pander',
  'magaji',
  'kholo',
]);

function missing(t: TFunction, label: (t: TFunction, v: string) => string, values: string[], lang: string): string[] {
  const keep = (v: string) => PROPER.has(v) || (lang === 'es' && / antitribu$/.test(v));
  return values.filter((v) => label(t, v) === v && !keep(v));
}

describe('catalog values in the UI language', () => {
  it('the official files have the values the lookup shows (read from ../shared/data/vekn)', () => {
    expect(VALUES.clan).toContain('Assamite');
    expect(VALUES.clan).toContain('Follower of Set');
    expect(VALUES.sect).toContain('Anarch');
    expect(VALUES.title).toContain('prince');
    expect(VALUES.type).toContain('Political Action');
    expect(VALUES.clan.length).toBeGreaterThan(40);
    expect(VALUES.path).toContain('Death and the Soul');
  });

  for (const lang of ['es', 'pl'] as const) {
    it(`${lang}: every clan, sect, title, type and discipline of the catalog has a translation`, async () => {
      const t = await tFor(lang);
      const has = (key: string) => t(key, { defaultValue: '\u0000' }) !== '\u0000';
      expect(VALUES.clan.filter((v) => !has(`card-values:clans.${v}`))).toEqual([]);
      expect(VALUES.sect.filter((v) => !has(`card-values:sects.${v.toLowerCase()}`))).toEqual([]);
      expect(VALUES.title.filter((v) => !/^\d+ votes?$/.test(v) && !has(`card-values:titles.${v.toLowerCase()}`))).toEqual([]);
      expect(VALUES.type.filter((v) => !has(`lookup:types.${v}`))).toEqual([]);
      expect(VALUES.path.filter((v) => !has(`card-values:paths.${v}`))).toEqual([]);
      expect(VALUES.discipline.filter((v) => !has(`lookup:disciplines.${v}`))).toEqual([]);
      expect(uniq(board.flatMap((c) => c.types)).filter((v) => !has(`lookup:types.${v}`))).toEqual([]);
      expect(uniq(board.map((c) => c.kind)).filter((v) => !has(`lookup:kinds.${v}`))).toEqual([]);
    });

    it(`${lang}: no English value is shown as it is ("Assamite", "Follower of Set", "Anarch", "prince")`, async () => {
      const t = await tFor(lang);
      expect(missing(t, clanLabel, VALUES.clan, lang)).toEqual([]);
      expect(missing(t, sectLabel, VALUES.sect, lang)).toEqual([]);
      expect(missing(t, titleLabel, VALUES.title, lang)).toEqual([]);
      expect(missing(t, typeName, VALUES.type, lang)).toEqual([]);
      expect(missing(t, pathLabel, VALUES.path, lang)).toEqual([]);
    });
  }

  it('names from the rulebooks', async () => {
    const es = await tFor('es');
    const pl = await tFor('pl');
    expect([clanLabel(es, 'Assamite'), clanLabel(pl, 'Assamite')]).toEqual(['Assamitas', 'Assamici']);
    expect([clanLabel(es, 'Follower of Set'), clanLabel(pl, 'Follower of Set')]).toEqual(['Seguidores de Set', 'Wyznawcy Seta']);
    expect(clanLabel(pl, 'Malkavian antitribu')).toBe('Odszczepieńcy Malkavianie');
    expect([sectLabel(es, 'Anarch'), sectLabel(pl, 'Anarch')]).toEqual(['Anarquista', 'Anarchiści']);
    expect([titleLabel(es, 'prince'), titleLabel(pl, 'justicar'), titleLabel(pl, 'priscus')]).toEqual(['Príncipe', 'Egzekutor', 'Prymas']);
    expect([titleLabel(es, '2 votes'), titleLabel(pl, '1 vote')]).toEqual(['2 votos', '1 głos']);
  });

  it('every built-in card type belongs to its game, and a type name two games share says the game', async () => {
    expect(board.filter((c) => c.types.some((ty) => typeGame(ty) !== c.game)).map((c) => c.uid)).toEqual([]);
    expect(VALUES.type.filter((ty) => typeGame(ty) !== 'vtes')).toEqual([]);
    const es = await tFor('es');
    const labels = typeChipLabels(es, ['Event', 'event', 'Vampire', 'vampire', 'Action']);
    expect(labels.get('Event')).toBe('Evento (V:TES)');
    expect(labels.get('event')).toBe('Evento (Nights of Blood)');
    expect(labels.get('vampire')).toBe('Vampiro (Vendetta)');
    expect(labels.get('Action')).toBe('Acción');
    // all the types of all games at once: every chip label is different, in both languages
    const all = uniq([...VALUES.type, ...board.flatMap((c) => c.types)]);
    for (const lang of ['es', 'pl']) {
      const chips = typeChipLabels(await tFor(lang), all);
      expect(new Set(chips.values()).size).toBe(all.length);
    }
  });
});
