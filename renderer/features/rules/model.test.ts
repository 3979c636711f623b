import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  checkRulesDoc,
  findSection,
  resolveSection,
  flattenSections,
  parseRulesHash,
  ruleRefHref,
  ruleRefLabel,
  rulesGames,
  type RulesDoc,
} from './model';

const LOCALES = path.resolve(__dirname, '../../../locales');
const load = (lang: string, game: string): RulesDoc =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `rules-${game}.json`), 'utf8')) as RulesDoc;

const games = fs
  .readdirSync(path.join(LOCALES, 'es'))
  .filter((f) => /^rules-[\w-]+\.json$/.test(f))
  .map((f) => f.slice('rules-'.length, -'.json'.length));

describe('rules page model', () => {
  it('parses #/rules/<game>/<section> with dotted section ids', () => {
    expect(parseRulesHash('#/rules/vendetta/5.1')).toEqual({ game: 'vendetta', section: '5.1' });
    expect(parseRulesHash('#/rules/vendetta')).toEqual({ game: 'vendetta', section: null });
    expect(parseRulesHash('#/rules')).toEqual({ game: null, section: null });
    expect(parseRulesHash('#/cards/x')).toEqual({ game: null, section: null });
  });

  it('turns engine rule references into links', () => {
    expect(ruleRefHref('vendetta:5.2')).toBe('#/rules/vendetta/5.2');
    expect(ruleRefHref('vtes-es:6.1.1')).toBe('#/rules/vtes/6.1.1');
    expect(ruleRefHref('nonsense')).toBeNull();
  });

  it('lists games from rules-* namespaces only', () => {
    expect(rulesGames({ ui: {}, 'rules-vendetta': {}, 'table-vendetta': {}, 'rules-vtes': {} })).toEqual(['vendetta', 'vtes']);
  });

  it('reports duplicate ids and empty texts', () => {
    const bad: RulesDoc = {
      game: 'x',
      title: 'x',
      page: { toc: 'a', glossary: 'b', notFound: 'c' },
      sections: [{ id: '1', title: 'a', paragraphs: ['x'], sections: [{ id: '1', title: 'b', paragraphs: [{ list: [''] }] }] }],
    };
    expect(checkRulesDoc(bad)).toEqual(['duplicate id 1', '1: empty text']);
  });
});

describe.each(games)('rules-%s in es and pl', (game) => {
  const es = load('es', game);
  const pl = load('pl', game);

  it('both documents are well formed', () => {
    expect(checkRulesDoc(es)).toEqual([]);
    expect(checkRulesDoc(pl)).toEqual([]);
  });

  it('have the same sections (ids, numbers, order, block shapes) in both languages', () => {
    const shape = (d: RulesDoc) =>
      flattenSections(d.sections).map(({ section, depth }) => ({
        id: section.id,
        number: section.number,
        depth,
        blocks: section.paragraphs.map((b) =>
          typeof b === 'string' ? 'p' : 'list' in b ? `list${b.list.length}` : 'note' in b ? 'note' : `table${b.table.rows.length}`,
        ),
      }));
    expect(shape(pl)).toEqual(shape(es));
  });

  it('glossaries pair the same terms in both directions', () => {
    const esPairs = (es.glossary ?? []).map((g) => [g.term, g.alt]);
    const plPairs = (pl.glossary ?? []).map((g) => [g.alt, g.term]);
    expect(plPairs).toEqual(esPairs);
  });
});

describe('rules-vendetta follows the rulebook sections', () => {
  const es = load('es', 'vendetta');
  it('has the five phases, the resolution steps 5.1-5.5, end of round and the variants', () => {
    for (const id of [
      'components',
      'setup',
      '1',
      '2',
      '3',
      '4',
      '5',
      '5.1',
      '5.2',
      '5.3',
      '5.4',
      '5.5',
      'frenzy',
      '6',
      'end',
      'conflicting',
      'variant.3p',
      'variant.locations',
      'variant.relics',
      'variant.teams',
      'diablerie',
      'drain',
      'play-blood',
    ]) {
      expect(findSection(es, id), id).not.toBeNull();
    }
    expect(findSection(es, '5.1')?.title).toBe('Retirada');
  });

  it('resolves finer engine references to the enclosing section', () => {
    expect(resolveSection(es, 'setup.10')?.id).toBe('setup');
    expect(resolveSection(es, '5.4')?.id).toBe('5.4');
    expect(resolveSection(es, 'nope')).toBeNull();
  });

  it('has a section for every rule reference the Vendetta engine emits', () => {
    // every rules module of the engine (split by rulebook phase), not its tests
    const dir = path.resolve(__dirname, '../../../main/games/vendetta');
    const src = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    const refs = [...new Set([...src.matchAll(/R\('([^']+)'\)/g)].map((m) => m[1]))];
    expect(refs.length).toBeGreaterThan(20);
    for (const r of refs) expect(resolveSection(es, r), r).not.toBeNull();
  });
});

describe('ruleRefLabel', () => {
  const doc = {
    game: 'g',
    title: 'G',
    sections: [
      {
        id: '5',
        number: '5',
        title: 'Resolución',
        paragraphs: ['x'],
        sections: [{ id: '5.1', number: '5.1', title: 'Retirada', paragraphs: ['y'] }],
      },
      { id: 'frenzy', title: 'Frenesí', paragraphs: ['z'] },
      { id: '6', number: '6', hideNumber: true, title: 'Rozdział', paragraphs: ['w'] },
    ],
    page: { toc: '', glossary: '', notFound: '' },
  };
  it('shows the section number, else its title, else the raw id', () => {
    expect(ruleRefLabel(doc, 'g:5.1')).toBe('§5.1');
    expect(ruleRefLabel(doc, 'g:5.1.2')).toBe('§5.1');
    expect(ruleRefLabel(doc, 'g:frenzy')).toBe('Frenesí');
    expect(ruleRefLabel(doc, 'g:6')).toBe('Rozdział');
    expect(ruleRefLabel(doc, 'g:nope')).toBe('§nope');
    expect(ruleRefLabel(undefined, 'g:5.1')).toBe('§5.1');
  });
});
