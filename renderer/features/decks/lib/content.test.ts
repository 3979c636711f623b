import { describe, expect, it } from 'vitest';
import { addCopies, applyChoices, emptyContent, parseTags, removeCard, sameContent, toEntries } from './content';
import { libraryCard, vampire } from './fixtures';

const v = vampire('Vera Test', 5, 'Brujah', 'CEL pot');
const c = libraryCard('Punch Card', ['Combat'], { disc: 'pot' });

describe('deck content edits', () => {
  it('adds crypt cards to the crypt and library cards to the library', () => {
    let d = emptyContent('T');
    d = addCopies(d, v, 1);
    d = addCopies(d, c, 3);
    expect(d.crypt).toEqual({ [v.uid]: 1 });
    expect(d.library).toEqual({ [c.uid]: 3 });
    expect(addCopies(d, c, -3).library).toEqual({});
    expect(addCopies(d, c, -10).library).toEqual({});
    expect(addCopies(d, c, 5000).library[c.uid]).toBe(999);
  });
  it('returns the same object when nothing changes and never mutates', () => {
    const d = emptyContent('T');
    expect(addCopies(d, c, -1)).toBe(d);
    const e = addCopies(d, c, 1);
    expect(d.library).toEqual({});
    expect(removeCard(e, c.uid).library).toEqual({});
    expect(removeCard(d, 'vtes:1')).toBe(d);
  });
  it('compares contents by value', () => {
    const a = addCopies(addCopies(emptyContent('T'), v, 1), c, 2);
    const b = addCopies(addCopies(emptyContent('T'), c, 2), v, 1);
    expect(sameContent(a, b)).toBe(true);
    expect(sameContent(a, addCopies(b, c, 1))).toBe(false);
    expect(sameContent(a, { ...b, notes: 'x' })).toBe(false);
    expect(sameContent(a, { ...b, tags: ['x'] })).toBe(false);
  });
  it('lists unknown uids apart', () => {
    const d = { ...addCopies(emptyContent('T'), v, 2), library: { 'vtes:999999': 1 } };
    const { entries, unknown } = toEntries(d, new Map([[v.uid, v]]));
    expect(entries).toEqual([{ card: v, count: 2 }]);
    expect(unknown).toEqual([{ uid: 'vtes:999999', count: 1 }]);
  });
  it('parses tags without empties or case duplicates', () => {
    expect(parseTags(' bleed, Stealth ,, bleed , BLEED,x')).toEqual(['bleed', 'Stealth', 'x']);
  });
});

describe('import choices', () => {
  it('adds the chosen card of each unknown line to its section with the line count; skipped lines add nothing', () => {
    const parsed = addCopies(emptyContent('Imp'), c, 2);
    const unresolved = [
      {
        line: 3,
        text: '3x Vera Tst',
        name: 'Vera Tst',
        count: 3,
        section: 'crypt' as const,
        suggestions: [{ uid: v.uid, name: v.name, distance: 1 }],
      },
      {
        line: 7,
        text: '1x Punch Crd',
        name: 'Punch Crd',
        count: 1,
        section: 'library' as const,
        suggestions: [{ uid: c.uid, name: c.name, distance: 1 }],
      },
      { line: 9, text: '2x Nothing', name: 'Nothing', count: 2, section: 'unknown' as const, suggestions: [] },
    ];
    const cards = new Map([
      [v.uid, v],
      [c.uid, c],
    ]);
    const all = applyChoices(parsed, unresolved, { 3: v.uid, 7: c.uid }, cards);
    expect(all.crypt).toEqual({ [v.uid]: 3 });
    expect(all.library).toEqual({ [c.uid]: 3 });
    const skipped = applyChoices(parsed, unresolved, { 3: '', 7: c.uid }, cards);
    expect(skipped.crypt).toEqual({});
    expect(parsed.library).toEqual({ [c.uid]: 2 });
  });
});
