import { describe, expect, it } from 'vitest';
import { deepFreeze, memo, memo2 } from './frozen-cache';

describe('frozen cache (shared options and refs, issue 14 item 2)', () => {
  it('memo builds a value once per key and hands the same record to every caller', () => {
    let built = 0;
    const ref = memo((id) => {
      built++;
      return { key: `cards:${id}.name` };
    });
    const a = ref('axe#1');
    expect(ref('axe#1')).toBe(a);
    expect(ref('saw#2')).not.toBe(a);
    expect(ref('saw#2').key).toBe('cards:saw#2.name');
    expect(built).toBe(2);
  });

  it('memo2 keeps one value per (key, sub) pair, 0 and the empty string included', () => {
    let built = 0;
    const opt = memo2((inst, t: number) => {
      built++;
      return { id: `atk:${inst}:${t}` };
    });
    expect(opt('ataque#1', 0).id).toBe('atk:ataque#1:0');
    expect(opt('ataque#1', 2).id).toBe('atk:ataque#1:2');
    expect(opt('ataque#1', 0)).toBe(opt('ataque#1', 0));
    expect(opt('', 0)).toBe(opt('', 0));
    expect(built).toBe(3);
  });

  it('shared values are deep-frozen: writing into one throws instead of changing every later decision', () => {
    const o = memo((id) => ({ id, label: { key: 'opt.play', params: { card: { key: `cards:${id}.name` } } } }))('axe#1');
    expect(Object.isFrozen(o.label.params.card)).toBe(true);
    expect(() => {
      (o.label.params.card as { key: string }).key = 'other';
    }).toThrow(TypeError);
    expect(deepFreeze([{ a: [1] }])[0].a).toEqual([1]);
    expect(Object.isFrozen(deepFreeze([{ a: [1] }])[0].a)).toBe(true);
  });
});
