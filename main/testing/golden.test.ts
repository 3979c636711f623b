import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareGolden, readFixture, writeFixture, type GoldenSummary } from './golden';

const game = (decisions: number, choices: string, events: string, state: string): GoldenSummary => ({ decisions, choices, events, state });

describe('golden harness record mode (issue 28 item 1)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-golden-'));
  const file = path.join(dir, 'golden.txt');
  const recorded = new Map([
    ['a', game(10, 'c1', 'e1', 's1')],
    ['b', game(20, 'c2', 'e2', 's2')],
  ]);
  const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => log.mockClear());

  it('without a mode, any changed field is reported by name and the fixture is not written', () => {
    writeFixture(file, recorded);
    const before = fs.readFileSync(file, 'utf8');
    const played = new Map([
      ['a', game(10, 'c1', 'e1', 'sX')],
      ['b', game(21, 'cY', 'e2', 's2')],
    ]);
    expect(compareGolden(file, played, undefined).differing).toEqual(['a: state', 'b: decisions, choices']);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('record mode rewrites a state hash only where decisions, choices and events are unchanged, prints it, and still fails the rest', () => {
    writeFixture(file, recorded);
    const played = new Map([
      ['a', game(10, 'c1', 'e1', 'sX')],
      ['b', game(20, 'c2', 'eY', 'sY')],
      ['c', game(5, 'c3', 'e3', 's3')],
    ]);
    const r = compareGolden(file, played, '1');
    expect(r.rewritten).toEqual(['a: state s1 -> sX', 'c: added']);
    // compared with the fixture as read, not with the file just written
    expect(r.differing).toEqual(['b: events, state']);
    expect(log.mock.calls[0][0]).toContain('a: state s1 -> sX');
    const now = readFixture(file);
    expect(now.get('a')).toEqual(game(10, 'c1', 'e1', 'sX'));
    expect(now.get('b')).toEqual(recorded.get('b'));
    expect(now.get('c')).toEqual(game(5, 'c3', 'e3', 's3'));
    // a second run with the same games finds only the game whose events changed
    expect(compareGolden(file, played, undefined).differing).toEqual(['b: events, state']);
  });

  it("record mode 'all' (a deliberate rules change) rewrites every changed game and prints each field", () => {
    writeFixture(file, recorded);
    const played = new Map([
      ['a', game(10, 'c1', 'e1', 's1')],
      ['b', game(22, 'cZ', 'e2', 's2')],
    ]);
    const r = compareGolden(file, played, 'all');
    expect(r).toEqual({ differing: [], rewritten: ['b: decisions 20 -> 22, choices c2 -> cZ'] });
    expect(readFixture(file).get('b')).toEqual(game(22, 'cZ', 'e2', 's2'));
  });

  it('a recorded game no longer played is reported in every mode', () => {
    writeFixture(file, recorded);
    expect(compareGolden(file, new Map([['a', recorded.get('a')!]]), 'all').differing).toEqual(['b: not played']);
  });
});
