import { describe, expect, it } from 'vitest';
import { optionCodec } from './option-codec';

const codec = optionCodec({ pass: [], bleed: ['minion'], card: ['minion', 'card', 'mode'] } as const);

describe('option id codec (issue 11 item 3)', () => {
  it('encodes the fields in their declared order, in the kind:field:field spelling', () => {
    expect(codec.encode('card', { minion: '1004', card: '1050', mode: 1 })).toBe('card:1004:1050:1');
    expect(codec.encode('pass', {})).toBe('pass');
  });

  it('decodes an id into its kind and named fields, and back to the same id', () => {
    const o = codec.decode('card:1004:1050:1');
    expect(o).toEqual({ kind: 'card', minion: '1004', card: '1050', mode: '1' });
    if (o?.kind === 'card') expect(codec.encode(o.kind, o)).toBe('card:1004:1050:1');
    expect(codec.decode('pass')).toEqual({ kind: 'pass' });
  });

  it('answers null for an unknown kind, a wrong number of fields or an inherited name', () => {
    expect(codec.decode('hunt:1004')).toBeNull();
    expect(codec.decode('bleed')).toBeNull();
    expect(codec.decode('bleed:1:2')).toBeNull();
    expect(codec.decode('constructor')).toBeNull();
    expect(codec.decode('toString:1')).toBeNull();
  });

  it('tells the kind of an id without decoding it', () => {
    expect(codec.is('bleed:1004', 'bleed')).toBe(true);
    expect(codec.is('bleeding:1004', 'bleed')).toBe(false);
    expect(codec.is('pass', 'pass')).toBe(true);
  });
});

describe('option id codec: optional and marked fields', () => {
  const strikes = optionCodec({ card: ['card', 'mode', 'x?', '@target?'], burnEq: ['card', '@target?'] } as const);

  it('leaves out optional fields at the end and writes a marked field with its @', () => {
    expect(strikes.encode('card', { card: '1050', mode: 0 })).toBe('card:1050:0');
    expect(strikes.encode('card', { card: '1050', mode: 0, x: 2, target: '1009' })).toBe('card:1050:0:2:@1009');
    expect(strikes.encode('burnEq', { card: '1050', target: '1009' })).toBe('burnEq:1050:@1009');
  });

  it('decodes the fields present, without the @, and refuses an unmarked value in a marked place', () => {
    expect(strikes.decode('card:1050:0')).toEqual({ kind: 'card', card: '1050', mode: '0' });
    expect(strikes.decode('card:1050:0:2:@1009')).toEqual({ kind: 'card', card: '1050', mode: '0', x: '2', target: '1009' });
    expect(strikes.decode('burnEq:1050:@1009')).toEqual({ kind: 'burnEq', card: '1050', target: '1009' });
    expect(strikes.decode('burnEq:1050:1009')).toBeNull();
    expect(strikes.decode('card:1050')).toBeNull();
  });
});
