/**
 * The frame stack (issue 11 item 2): the top frame asks, the frame that asked handles the answer,
 * a frame without a question lets the highest automatic step run; a block pushes a combat on the
 * action (vtes-es:6.2.3, 6.4), the end of the combat pops back to the action and the end of the
 * action back to the minion phase (vtes-es:6.2.5).
 */
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../engine/types';
import { type Frame, FrameStack } from './frames';
import { frameStack } from '../rules/kernel';
import type { VtesState } from './state';
import { announce, build, choose, dec, passUntil, uid, V } from '../testing/testing';

const question = (kind: string): Decision => ({ seat: 0, kind, prompt: { key: kind }, options: [{ id: 'x', label: { key: 'x' } }] });

describe('V:TES frame stack (issue 11 item 2)', () => {
  const calls: string[] = [];
  const frame = (name: Frame['name'], record: Frame['record'], asks: boolean, auto: boolean): Frame => ({
    name,
    record,
    decide: () => (asks ? question(name) : null),
    handle: () => void calls.push(`handle:${name}`),
    ...(auto ? { auto: () => void calls.push(`auto:${name}`) } : {}),
  });
  const s = (over: Partial<VtesState>) => ({ phase: 'minion', act: null, combat: null, pick: null, ...over }) as VtesState;
  const stack = new FrameStack([
    frame('pick', 'pick', false, false),
    frame('combat', 'combat', true, true),
    frame('action', 'act', false, true),
    frame('minion', { phase: 'minion' }, true, true),
  ]);

  it('the top frame on the stack asks and handles; frames not on the stack are skipped', () => {
    calls.length = 0;
    const onAction = s({ act: {} as VtesState['act'] });
    expect(stack.frames(onAction)).toEqual(['minion', 'action']);
    expect(stack.decide(onAction)).toBeNull();
    expect(stack.decide(s({}))?.kind).toBe('minion');
    const inCombat = s({ act: {} as VtesState['act'], combat: {} as VtesState['combat'] });
    expect(stack.decide(inCombat)?.kind).toBe('combat');
    stack.handle(inCombat, question('combat'), 'x', []);
    expect(calls).toEqual(['handle:combat']);
  });

  it('a frame without an automatic step lets the highest frame below with one move on', () => {
    calls.length = 0;
    stack.auto(s({ act: {} as VtesState['act'], pick: {} as VtesState['pick'] }), []);
    expect(calls).toEqual(['auto:action']);
  });

  it('nothing asks once the game is over', () => {
    expect(stack.decide(s({ phase: 'over' }))).toBeNull();
  });

  it('6.2.3 a block pushes a combat on the action; its end pops back to the action, the action ends back in the minion phase', () => {
    let g = build({ seats: [{ ready: [V('Sully', 3)] }, { ready: [V('Rayne', 2)] }] });
    g = announce(g, uid(g, 'Sully'), 'bleed:');
    expect(frameStack(g)).toEqual(['minion', 'action']);
    g = choose(g, `block:${uid(g, 'Rayne')}`);
    g = passUntil(g, (x) => !!x.combat);
    expect(frameStack(g)).toEqual(['minion', 'action', 'combat']);
    g = passUntil(g, (x) => !x.combat);
    expect(frameStack(g)[0]).toBe('minion');
    g = passUntil(g, (x) => !x.act);
    expect(frameStack(g)).toEqual(['minion']);
    expect(dec(g).seat).toBe(0);
  });
});
