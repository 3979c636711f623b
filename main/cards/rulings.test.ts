/**
 * Issue 32 item 1: the community rulings (../shared/data/rulings, read from there, never copied)
 * imported with the card files, attached to their cards and groups, and searched with r:.
 * Skipped without the shared files, except on CI where a missing file fails.
 */
import { existsSync } from 'node:fs';
import { load } from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../common/errors';
import { importedService, memoryCatalog, RULINGS_FILES } from '../testing/catalog';
import { officialFiles, sharedFile } from '../testing/shared-data';
import { parseRulingsFiles, splitRuling, type ParsedRulings } from './rulings';
import { CardService } from './service';

const haveFiles = existsSync(sharedFile(RULINGS_FILES[0]));

function raw(rel: string): Record<string, unknown> {
  return load(officialFiles([rel])[0].content) as Record<string, unknown>;
}

function reason(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.key;
    throw e;
  }
  return undefined;
}

describe('a ruling sentence split into text and references', () => {
  const urls = new Map([['LSJ 20010101', 'https://example.invalid/a']]);
  it('takes the bracketed reference ids off the text, keeps discipline and card markup, links known ids', () => {
    const r = splitRuling('Use [dom] with {Some Card}. [LSJ 20010101] [ANK 20200202-1]', urls);
    expect(r).toEqual({
      text: 'Use [dom] with {Some Card}.',
      refs: [{ id: 'LSJ 20010101', url: 'https://example.invalid/a' }, { id: 'ANK 20200202-1' }],
      reminder: false,
    });
  });
  it('marks a reminder and keeps card type symbols', () => {
    expect(splitRuling('A [COMBAT] card. [REMINDER]', urls)).toEqual({ text: 'A [COMBAT] card.', refs: [], reminder: true });
  });
});

describe('rulings files refused with a reason, nothing read', () => {
  const f = (name: string, content: string) => ({ name, content });
  it('bad YAML, an unknown file, a missing rulings.yaml, a group without groups.yaml, an entry of the wrong shape', () => {
    expect(reason(() => parseRulingsFiles([f('rulings.yaml', 'a: [b\n')]))).toBe('import.yaml_syntax');
    expect(reason(() => parseRulingsFiles([f('notes.yaml', 'a: 1\n')]))).toBe('import.rulings_unknown_file');
    expect(reason(() => parseRulingsFiles([f('groups.yaml', 'G00001|X:\n  100001|A: ""\n')]))).toBe('import.rulings_missing_file');
    expect(reason(() => parseRulingsFiles([f('rulings.yaml', 'G00001|X:\n  - Text. [LSJ 20010101]\n')]))).toBe(
      'import.rulings_missing_file',
    );
    expect(reason(() => parseRulingsFiles([f('rulings.yaml', 'nokey:\n  - Text.\n')]))).toBe('import.rulings_bad_entry');
    expect(reason(() => parseRulingsFiles([f('rulings.yaml', '100001|A: just text\n')]))).toBe('import.rulings_bad_entry');
    expect(reason(() => parseRulingsFiles([f('rulings.yaml', '- a\n- b\n')]))).toBe('import.rulings_bad_file');
    expect(reason(() => parseRulingsFiles([f('rulings.yaml', '')]))).toBe('import.empty_file');
    expect(
      reason(() => parseRulingsFiles([f('rulings.yaml', 'G00002|Y:\n  - T.\n'), f('groups.yaml', 'G00001|X:\n  100001|A: ""\n')])),
    ).toBe('import.rulings_unknown_group');
  });
  it('a group ruling reaches every member; an override words it apart and keeps the reference', () => {
    const parsed = parseRulingsFiles([
      f(
        'rulings.yaml',
        '100001|A:\n  - Own. [LSJ 20010101]\nG00001|X:\n  - text: Shared. [ANK 20200202]\n    overrides:\n      100002|B: Apart.\n',
      ),
      f('groups.yaml', 'G00001|X:\n  100001|A: "[DOM]"\n  100002|B: ""\n'),
    ]);
    expect(parsed.byCard.get('100001')).toEqual([
      { text: 'Own.', refs: [{ id: 'LSJ 20010101' }] },
      { text: 'Shared.', refs: [{ id: 'ANK 20200202' }], group: { id: 'G00001', name: 'X', qualifier: '[DOM]' } },
    ]);
    expect(parsed.byCard.get('100002')).toEqual([{ text: 'Apart.', refs: [{ id: 'ANK 20200202' }], group: { id: 'G00001', name: 'X' } }]);
    expect(parsed.rulings).toBe(2);
  });
});

describe.skipIf(!haveFiles && !process.env.CI)('the shared rulings files', () => {
  let parsed: ParsedRulings;
  let rulings: Record<string, unknown>;
  let groups: Record<string, Record<string, string>>;
  beforeAll(() => {
    parsed = parseRulingsFiles(officialFiles(RULINGS_FILES));
    rulings = raw(RULINGS_FILES[0]);
    groups = raw(RULINGS_FILES[1]) as Record<string, Record<string, string>>;
  });

  it('every ruling of the file is read, each card ruling lands on its card with its references linked', () => {
    const entries = Object.values(rulings) as unknown[][];
    expect(parsed.rulings).toBe(entries.reduce((n, l) => n + l.length, 0));
    expect(parsed.rulings).toBeGreaterThan(1000);
    expect(parsed.references).toBe(Object.keys(raw(RULINGS_FILES[2])).length);
    const cardKeys = Object.keys(rulings).filter((k) => !k.startsWith('G'));
    for (const key of cardKeys) {
      const id = key.split('|')[0];
      const own = (parsed.byCard.get(id) ?? []).filter((r) => !r.group);
      expect(own.length, key).toBe((rulings[key] as unknown[]).length);
    }
    const all = [...parsed.byCard.values()].flat();
    // no reference id is left in a text; most rulings name one and nearly all ids have a link
    expect(all.filter((r) => /\[(LSJ|ANK|PIB|RTR|RBK) /.test(r.text))).toEqual([]);
    const refs = all.flatMap((r) => r.refs);
    expect(refs.length).toBeGreaterThan(all.length / 2);
    expect(refs.filter((r) => r.url).length / refs.length).toBeGreaterThan(0.95);
  });

  it('a group ruling attaches to every card of its group, with the card qualifier of groups.yaml', () => {
    const groupKeys = Object.keys(rulings).filter((k) => k.startsWith('G'));
    expect(groupKeys.length).toBeGreaterThan(20);
    for (const key of groupKeys) {
      const gid = key.split('|')[0];
      const members = Object.entries(groups[key] ?? {});
      expect(members.length, key).toBeGreaterThan(0);
      for (const [cardKey, qualifier] of members) {
        const got = (parsed.byCard.get(cardKey.split('|')[0]) ?? []).filter((r) => r.group?.id === gid);
        expect(got.length, `${key} ${cardKey}`).toBe((rulings[key] as unknown[]).length);
        expect(got[0].group?.qualifier ?? '', cardKey).toBe(qualifier ?? '');
      }
    }
  });

  describe('imported with the card files', () => {
    let service: CardService;
    beforeAll(async () => {
      ({ service } = await importedService(false, true));
    }, 120_000);

    it('status counts them; a card shows its own and its groups\' rulings; r:"..." finds a card by a ruling\'s words', () => {
      const stored = [...parsed.byCard.values()].reduce((n, l) => n + l.length, 0);
      expect(service.status().rulings).toEqual({ count: stored, importedAt: '2026-01-02T03:04:05.000Z' });
      const [id, list] = [...parsed.byCard].find(([, l]) => l.some((r) => r.group) && l.some((r) => !r.group))!;
      expect(service.rulings(`vtes:${id}`)).toEqual(list);
      expect(service.rulings('vendetta:1')).toEqual([]);
      // three words of one of its rulings, read from the file at run time
      const [wid, wl] = [...parsed.byCard].find(([, l]) => !l[0].group && l[0].text.split(' ').length > 5)!;
      const words = wl[0].text
        .replace(/[{}[\].,"()]/g, ' ')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 3)
        .join(' ');
      const hits = service.search({ q: `r:"${words}"`, filters: {}, offset: 0, limit: 500 });
      expect(hits.items.map((c) => c.uid)).toContain(`vtes:${wid}`);
      const none = service.search({ q: 'r:"zzqx no ruling says this"', filters: {}, offset: 0, limit: 5 });
      expect(none.total).toBe(0);
      const negated = service.search({ q: `kind:crypt -r:"${words}"`, filters: {}, offset: 0, limit: 1 });
      expect(negated.total).toBeGreaterThan(0);
    });

    it('a refused rulings file changes nothing: the stored rulings stay', async () => {
      const before = service.status().rulings;
      const bad = officialFiles(RULINGS_FILES).map((f) => (f.name === 'groups.yaml' ? { ...f, content: 'G1: [' } : f));
      await expect(service.import(bad, () => {})).rejects.toMatchObject({ key: 'import.yaml_syntax' });
      expect(service.status().rulings).toEqual(before);
    });
  });

  it('rulings alone import into an empty catalog (no card file needed)', async () => {
    const service = new CardService(await memoryCatalog(), () => new Date('2026-05-06T00:00:00Z'));
    const summary = await service.import(officialFiles(RULINGS_FILES), () => {});
    expect(summary.rulings).toMatchObject({
      cards: parsed.byCard.size,
      rulings: parsed.rulings,
      files: ['rulings.yaml', 'groups.yaml', 'references.yaml'],
    });
    expect(summary.added).toBe(0);
    expect(service.status().rulings.count).toBeGreaterThan(1000);
  });
});
