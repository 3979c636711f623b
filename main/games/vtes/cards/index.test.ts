/**
 * The escape hatch of the card vocabulary (issue 11 item 5): card modules in `cards/<card>.ts`,
 * one table, one function per site, per-card state kept generically. The compile-time guarantees
 * (an effect naming a missing module, a module naming a hook the engine does not call) are the
 * `@ts-expect-error` lines below: `npm run typecheck` fails if they ever compile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Effect } from '../schema/effects';
import { ENGINE_EFFECTS } from '../schema/effects';
import { STARTER_DEFS } from '../data/starters';
import { CARD_DATA } from '../data/load';
import { applyOp, burnCard, setCardData, setTurnCardData } from '../core/ops';
import { clone } from '../core/copies';
import { announce, build, dec, ids, uid, V } from '../testing/testing';
import { CARDS, cardActionDirected } from './index';
import type { CardModule } from './hooks';
import type { CardId } from '../schema/card-params';

const DIR = join(__dirname, '..');

// an effect naming a module that does not exist does not compile
// @ts-expect-error: 'noSuchCard' is not a card module
const badEffect: Effect = { e: 'card', id: 'noSuchCard' };
// a module's parameters are checked too (Warsaw Station needs its clan)
// @ts-expect-error: missing `clan`
const badParams: Effect = { e: 'card', id: 'warsaw' };
// a module naming a hook the engine does not call does not compile
const badModule: CardModule<Record<never, never>> = {
  // @ts-expect-error: no such site
  unlockSomething: () => [],
};
void badEffect;
void badParams;
void badModule;

describe('card modules (issue 11 item 5: the escape hatch)', () => {
  it('every module of the table is named by a built-in card or a card data entry, and is executed by the engine', () => {
    const used = new Set<string>();
    for (const d of STARTER_DEFS.values()) for (const m of d.modes) for (const e of m.effects) if (e.e === 'card') used.add(e.id);
    for (const d of CARD_DATA.values()) for (const m of d.modes ?? []) for (const e of m.effects) if (e.e === 'card') used.add(e.id);
    expect([...used].sort()).toEqual(Object.keys(CARDS).sort());
    expect(ENGINE_EFFECTS.has('card')).toBe(true);
  });

  it('every module file opens with what the card does and is registered in the table', () => {
    const files = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const infra = new Set(['index.ts', 'hooks.ts', 'params.ts', 'find.ts']);
    const modules = files.filter((f) => !infra.has(f));
    expect(modules).toHaveLength(Object.keys(CARDS).length);
    const index = readFileSync(join(__dirname, 'index.ts'), 'utf8');
    for (const f of modules) {
      const src = readFileSync(join(__dirname, f), 'utf8');
      expect(src.startsWith('/**'), f).toBe(true);
      expect(src, f).toMatch(/vtes-es \d/);
      expect(index, f).toContain(`from './${f.replace(/\.ts$/, '')}'`);
    }
  });

  it('the rules never test for a particular card module: only cards/ names them', () => {
    const ids = Object.keys(CARDS) as CardId[];
    const bad: string[] = [];
    // every layer's modules but the card modules themselves, the card data, the draft generator and the test helpers
    for (const f of readdirSync(DIR, { recursive: true, encoding: 'utf8' }).map((x) => x.split('\\').join('/'))) {
      if (!f.endsWith('.ts') || f.endsWith('.test.ts') || /^(cards|data|draft|testing)\//.test(f)) continue;
      const src = readFileSync(join(DIR, f), 'utf8');
      for (const id of ids) if (new RegExp(`(id|e)\\s*===\\s*'${id}'`).test(src)) bad.push(`${f}: ${id}`);
    }
    expect(bad).toEqual([]);
  });

  it('no state field is named after a card: what modules keep lives in the generic data (vtes-automation.md)', () => {
    const state = readFileSync(join(DIR, 'core/state.ts'), 'utf8');
    for (const field of ['hostage', 'hostageSeats', 'hostageFreed', 'jackLeft', 'spying', 'warsaw', 'note'])
      expect(state, field).not.toMatch(new RegExp(`^\\s+${field}\\?:`, 'm'));
  });
});

describe('per-card data (ops.ts `data` op, turn records)', () => {
  it('a module keeps small data on a card through an op; a burned card loses it (vtes-es 1.1.2)', () => {
    let s = build({ seats: [{ torpor: [V('Rayne', 1)] }, {}] });
    const r = uid(s, 'Rayne');
    s = clone(s);
    setCardData(s, r, 'carver', true);
    expect(s.cards[r].data).toEqual({ carver: true });
    setCardData(s, r, 'spying', 2);
    setCardData(s, r, 'carver', undefined);
    expect(s.cards[r].data).toEqual({ spying: 2 });
    burnCard(s, r, []);
    expect(s.cards[r].data).toBeUndefined();
  });

  it('the data op copies the card record it writes (copy on write): the previous state is unchanged', () => {
    const s0 = build({ seats: [{ torpor: [V('Rayne', 1)] }, {}] });
    const r = uid(s0, 'Rayne');
    const s = clone(s0);
    applyOp(s, { op: 'data', uid: r, id: 'carver', value: true });
    expect(s.cards[r].data?.carver).toBe(true);
    expect(s0.cards[r].data).toBeUndefined();
  });

  it("turn data of a module is one key of the turn records, gone with the turn's records", () => {
    const s = clone(build({ seats: [{}, {}] }));
    setTurnCardData(s, 'smilingJack', 2);
    setTurnCardData(s, 'carver', { seats: [1], freed: false });
    expect(s.turnFlags.cards).toEqual({ smilingJack: 2, carver: { seats: [1], freed: false } });
    setTurnCardData(s, 'smilingJack', undefined);
    expect(s.turnFlags.cards).toEqual({ carver: { seats: [1], freed: false } });
  });
});

describe('actions card modules offer (cards/hooks.ts `announce`; vtes-es 6.1, 6.2.1, 6.2.2.1)', () => {
  const owned = Object.values(CARDS).flatMap((m) => Object.keys((m as CardModule<never>).announce ?? {}));

  it('announce.ts names no action a card module owns: the module builds its record from the generic `use` id', () => {
    // by ability name: Haven Uncovered's combat and burn, Frontal Assault's combat
    expect(owned.sort()).toEqual(['burn', 'combat', 'combat']);
    const src = readFileSync(join(DIR, 'rules/announce.ts'), 'utf8');
    expect(src).not.toContain(`case 'use'`);
    // every one is directed (a slave's directed actions are barred through this answer, vtes-es 11)
    for (const m of Object.values(CARDS) as CardModule<never>[])
      for (const [name, a] of Object.entries(m.announce ?? {})) expect(a.directed, name).toBe(true);
    expect(cardActionDirected(build({ seats: [{}, {}] }), { kind: 'bleed', minion: '1000' })).toBe(false);
  });

  it("6.2.2.1: Haven Uncovered's combat is directed at the vampire's Methuselah (not the prey), +1 stealth, only they block", () => {
    // 3 seats: seat 0's prey is seat 1; the card is on a vampire of seat 2 (its predator)
    let s = build({
      seats: [
        { ready: [V('Ashley', 3)] },
        { ready: [V('Theo Bell', 4)] },
        { ready: [V('Rayne', 2, { attached: [{ card: 'Haven Uncovered' }] })] },
      ],
    });
    const a = uid(s, 'Ashley');
    const r = uid(s, 'Rayne');
    const hv = uid(s, 'Haven Uncovered');
    s = announce(s, a, `use:${hv}:combat:${a}:${r}`);
    expect(s.act).toMatchObject({ actor: a, kind: 'combat', target: 2, targetCard: r, stealth: 1 });
    expect(s.act?.blockSeats).toEqual([2]);
    expect(s.turnFlags.actedWith[a]).toEqual([`haven:${hv}`]);
  });

  it('6.2.2.1: Rayne burns the Haven Uncovered another Methuselah put on it as a (D) action at that Methuselah, +1 stealth', () => {
    let s = build({
      seats: [
        { ready: [V('Rayne', 2, { attached: [{ card: 'Haven Uncovered' }] })] },
        { ready: [V('Theo Bell', 4)] },
        { ready: [V('Ashley', 3)] },
      ],
    });
    const r = uid(s, 'Rayne');
    const hv = uid(s, 'Haven Uncovered');
    // put there by seat 2's Methuselah
    s = clone(s);
    applyOp(s, { op: 'card', uid: hv, set: { controller: 2 } });
    s = announce(s, r, `use:${hv}:burn:${r}`);
    expect(s.act).toMatchObject({ actor: r, kind: 'burnCard', target: 2, targetCard: hv, stealth: 1 });
    expect(s.act?.blockSeats).toEqual([2]);
  });

  it("6.2.2.1: Frontal Assault's combat is directed at the prey's minion: only the prey blocks, once per copy per turn", () => {
    let s = build({
      seats: [{ ready: [V('Theo Bell', 4)], play: ['Frontal Assault'] }, { ready: [V('Rayne', 1)] }, { ready: [V('Ashley', 3)] }],
    });
    const t = uid(s, 'Theo Bell');
    const fa = uid(s, 'Frontal Assault');
    s = announce(s, t, `use:${fa}:combat:${t}:${uid(s, 'Rayne')}`);
    expect(s.act).toMatchObject({ actor: t, kind: 'combat', target: 1, targetCard: uid(s, 'Rayne') });
    expect(s.act?.blockSeats).toEqual([1]);
    expect(dec(s).seat).toBe(1);
    expect(s.turnFlags.actedWith[t]).toEqual([`fa:${fa}`]);
    expect(ids(s).some((x) => x.startsWith(`use:${fa}:`))).toBe(false);
  });
});
