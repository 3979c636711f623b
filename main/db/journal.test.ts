/**
 * Journal lines with checksums (issue 26, item 2): a damaged line is counted and skipped, the whole
 * lines after it are read, a torn tail is dropped; the folder's own troubles never throw.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crc32, decodeLine, encodeLine, Journal } from './journal';

const dir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-jr-')), 'journals');
type Line = { g: number; s: number; o: string };

describe('journal lines', () => {
  it('CRC-32 of the standard check string', () => {
    expect(crc32('123456789')).toBe('cbf43926');
  });

  it('a damaged line in the middle: counted, the lines after it kept; a torn tail dropped', () => {
    const d = dir();
    const j = new Journal<Line>(d);
    for (let s = 0; s < 5; s++) j.append('g1', { g: 0, s, o: `o${s}` });
    j.close();
    const file = path.join(d, 'g1.journal');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines[2] = lines[2].replace('o2', 'o7');
    fs.writeFileSync(file, lines.join('\n') + '{"g":0,"s":5');
    const r = new Journal<Line>(d).read('g1');
    expect(r.entries.map((e) => e.s)).toEqual([0, 1, 3, 4]);
    expect(r).toMatchObject({ bad: 1, torn: true, unreadable: false });
  });

  it('half a line then the retried whole line is read as the retried line', () => {
    const full = encodeLine({ g: 1, s: 9, o: 'x'.repeat(5000) }).trimEnd();
    expect(decodeLine<Line>(full.slice(0, 2000) + full)).toMatchObject({ s: 9 });
    expect(decodeLine<Line>('{"g":1,"s":9,"o":"y"}\tdeadbeef')).toBeNull();
  });

  it('a folder in place of a journal is unreadable, not empty', () => {
    const d = dir();
    const j = new Journal<Line>(d);
    fs.mkdirSync(path.join(d, 'g2.journal'));
    expect(j.read('g2')).toMatchObject({ entries: [], unreadable: true });
    expect(j.read('none')).toMatchObject({ entries: [], unreadable: false });
    const aside = j.setAside('g2');
    expect(aside).toMatch(/^g2\.journal\.unreadable-/);
    expect(fs.existsSync(path.join(path.dirname(d), aside!))).toBe(true);
  });

  it('a file where the folder should be is moved aside and the folder made', () => {
    const d = dir();
    fs.writeFileSync(d, 'x');
    const j = new Journal<Line>(d);
    expect(j.usable).toBe(true);
    expect(j.notices).toEqual([{ kind: 'moved_aside', movedTo: expect.stringMatching(/^journals\.unreadable-/) }]);
    expect(fs.statSync(d).isDirectory()).toBe(true);
    expect(j.keys()).toEqual([]);
  });

  it('a rewrite replaces the journal whole; a temp file a crash left is never read, then overwritten', () => {
    const d = dir();
    const j = new Journal<Line>(d);
    for (let s = 0; s < 3; s++) j.append('g3', { g: 0, s, o: `o${s}` });
    // killed during a rewrite, before its rename: the old journal is whole
    fs.writeFileSync(path.join(d, 'g3.journal.tmp'), '{"g":1,"s":0');
    const again = new Journal<Line>(d);
    expect(again.keys()).toEqual(['g3']);
    expect(again.read('g3').entries.map((e) => e.o)).toEqual(['o0', 'o1', 'o2']);
    again.rewrite('g3', [{ g: 1, s: 3, o: 'all' }]);
    again.append('g3', { g: 1, s: 3, o: 'o3' });
    expect(again.read('g3')).toMatchObject({ entries: [{ o: 'all' }, { o: 'o3' }], bad: 0, torn: false });
    expect(fs.readdirSync(d)).toEqual(['g3.journal']);
  });
});
