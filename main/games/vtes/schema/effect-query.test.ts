/**
 * The typed queries on the effect vocabulary (issue 27 item 6): what they find, and that no rule
 * module tests an effect record's kind inline any more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardDef, Effect, Mode } from './effects';
import type { Prim } from './prim-records';
import {
  cardEffect,
  cardHas,
  effectIn,
  effectsIn,
  effectWhere,
  hasEffect,
  isEffect,
  isEquipmentStrike,
  isHandStrike,
  isKind,
  isPrim,
  isStrike,
  modeHas,
  onlyPrims,
  primsBut,
  primWhere,
} from './effect-query';

const effects: Effect[] = [
  { e: 'stealth', n: 1 },
  { e: 'bleedPlus', n: 2, limited: true },
  { e: 'stealth', n: 2 },
];
const mode: Mode = { kind: 'modifier', conditions: [], effects };
const card = { modes: [{ kind: 'modifier', conditions: [], effects: [] }, mode] } as unknown as CardDef;

describe('effect queries (issue 27 item 6)', () => {
  it('find the first record of a kind, typed, or the first that passes the test', () => {
    expect(effectIn(effects, 'stealth')?.n).toBe(1);
    expect(effectIn(effects, 'stealth', (e) => e.n > 1)?.n).toBe(2);
    expect(effectIn(effects, 'intercept')).toBeUndefined();
    expect(effectIn(undefined, 'stealth')).toBeUndefined();
    expect(effectsIn(effects, 'stealth').map((e) => e.n)).toEqual([1, 2]);
  });

  it('say whether a list, a mode or a card carries a kind', () => {
    expect(hasEffect(effects, 'bleedPlus')).toBe(true);
    expect(hasEffect(effects, 'bleedPlus', (e) => !e.limited)).toBe(false);
    expect(modeHas(mode, 'stealth')).toBe(true);
    expect(modeHas(undefined, 'stealth')).toBe(false);
    expect(cardHas(card, 'bleedPlus')).toBe(true);
    expect(cardHas(card, 'intercept')).toBe(false);
    expect(cardEffect(card, 'bleedPlus')?.n).toBe(2);
  });

  it('give one test per kind, for some, find and filter', () => {
    expect(isEffect('stealth')).toBe(isEffect('stealth'));
    expect(effects.filter(isEffect('stealth'))).toHaveLength(2);
    expect(effects.find(effectWhere('stealth', (e) => e.n === 2))).toBe(effects[2]);
    expect(isKind(effects[1], 'bleedPlus')).toBe(true);
    expect(isKind(undefined, 'bleedPlus')).toBe(false);
  });

  it("ask a primitive's kind: one test per kind, only presses, all but the maneuvers", () => {
    const prims: Prim[] = [{ p: 'maneuver' }, { p: 'press', who: 'minion' }, { p: 'additionalStrike', limited: true }];
    expect(prims.filter(isPrim('additionalStrike')).map((x) => x.limited)).toEqual([true]);
    expect(prims.some(primWhere('additionalStrike', (x) => !x.limited))).toBe(false);
    expect(prims.find(primWhere('press', (x) => x.who === 'minion'))).toBe(prims[1]);
    expect(primsBut(prims, 'maneuver').map((x) => x.p)).toEqual(['press', 'additionalStrike']);
    expect(onlyPrims(prims, 'press')).toBe(false);
    expect(onlyPrims([prims[1], prims[1]], 'press')).toBe(true);
    expect(onlyPrims([], 'press')).toBe(false);
  });

  it("ask a strike's kind: a hand strike (close range only), an equipment strike (burn or steal)", () => {
    expect(isHandStrike({ s: 'hand' })).toBe(true);
    expect(isHandStrike({ s: 'damage' })).toBe(false);
    expect(['burnEquipment', 'stealEquipment', 'stealBlood', 'dodge'].map((k) => isEquipmentStrike({ s: k as 'dodge' }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const strikes: Effect[] = [
      { e: 'strike', s: 'dodge' },
      { e: 'strike', s: 'burnEquipment' },
      { e: 'stealth', n: 1 },
    ];
    expect(strikes.filter(isStrike('burnEquipment'))).toEqual([strikes[1]]);
  });

  it("no rule module tests a primitive's or a strike's kind inline, nor the core and the bots a primitive's: the registry runs them, these queries ask them", () => {
    const inline: string[] = [];
    const scan = (folder: string, test: RegExp) => {
      const dir = join(__dirname, '..', folder);
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts') && !x.endsWith('.test.ts')))
        readFileSync(join(dir, f), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (test.test(line)) inline.push(`${folder}/${f}:${i + 1}: ${line.trim()}`);
          });
    };
    scan('rules', /\.[ps]\s*[!=]==?\s*['"]/);
    for (const folder of ['core', 'bot', 'setup', 'view', 'cards']) scan(folder, /\.p\s*[!=]==?\s*['"]/);
    expect(inline).toEqual([]);
  });

  it('no rule module tests an effect record kind inline: each asks through these queries', () => {
    const root = join(__dirname, '..');
    // the queries themselves, and the readers of records saved in the old vocabulary (kinds and fields no longer in the schema)
    const allowed = new Set(['schema/effect-query.ts', 'schema/modes.ts', 'schema/legacy-params.ts']);
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [join(dir, d.name)] : [],
      );
    const inline: string[] = [];
    for (const f of files(root)) {
      const rel = relative(root, f).split(sep).join('/');
      if (allowed.has(rel)) continue;
      readFileSync(f, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/\.e\s*[!=]==?\s*['"\w]/.test(line)) inline.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(inline).toEqual([]);
  });
});
