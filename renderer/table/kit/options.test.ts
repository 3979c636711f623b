import { describe, expect, it } from 'vitest';
import type { Decision, Option } from '../../../main/engine/types';
import { groupOptions, optionForKey, single } from './options';
import { foreignKey } from './useOptionKeys';

const o = (id: string, params?: Record<string, unknown>): Option => ({ id, label: { key: id }, params });
const decision: Decision = {
  seat: 0,
  kind: 'k',
  prompt: { key: 'p' },
  options: [o('a', { card: 'x' }), o('b', { card: 'x' }), o('c', { card: 'y' }), o('d')],
};

describe('table kit: options', () => {
  it('groups options by the thing they name; a target is clickable only when one option names it', () => {
    const byCard = groupOptions(decision.options, (x) => (typeof x.params?.card === 'string' ? x.params.card : null));
    expect([...byCard.keys()]).toEqual(['x', 'y']);
    expect(single(byCard.get('x'))).toBeNull();
    expect(single(byCard.get('y'))?.id).toBe('c');
    expect(single(byCard.get('z'))).toBeNull();
  });

  it('number keys 1-9 pick from the decision or from a given list; other keys pick nothing', () => {
    expect(optionForKey(decision, '3')?.id).toBe('c');
    expect(optionForKey(decision.options.slice(2), '1')?.id).toBe('c');
    expect(optionForKey(decision, '5')).toBeNull();
    expect(optionForKey(decision, '0')).toBeNull();
    expect(optionForKey(decision, 'a')).toBeNull();
    expect(optionForKey(null, '1')).toBeNull();
  });

  it('keys typed in a field or with a modifier are not the table’s', () => {
    const key = (over: Partial<KeyboardEvent> & { tagName?: string }) =>
      ({
        key: '1',
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        target: { tagName: over.tagName ?? 'BODY' },
        ...over,
      }) as unknown as KeyboardEvent;
    expect(foreignKey(key({}))).toBe(false);
    expect(foreignKey(key({ tagName: 'INPUT' }))).toBe(true);
    expect(foreignKey(key({ tagName: 'SELECT' }))).toBe(true);
    expect(foreignKey(key({ ctrlKey: true }))).toBe(true);
  });
});
