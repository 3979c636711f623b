import { describe, expect, it } from 'vitest';
import { parseCardText } from './markup';

describe('parseCardText', () => {
  it('reads [aus] as inferior and [AUS] as superior (rulebook: square vs rhombus)', () => {
    const t = parseCardText('[aus] +1 stealth.\n[AUS] +2 stealth.');
    expect(t).toEqual([
      { t: 'disc', code: 'aus', level: 1, raw: '[aus]' },
      { t: 'text', s: ' +1 stealth.' },
      { t: 'br' },
      { t: 'disc', code: 'aus', level: 2, raw: '[AUS]' },
      { t: 'text', s: ' +2 stealth.' },
    ]);
  });

  it('turns /Name/ into a card reference but leaves and/or alone', () => {
    const t = parseCardText('Cannot act unless /Nefertiti/ is ready; bleed and/or hunt.');
    expect(t).toEqual([
      { t: 'text', s: 'Cannot act unless ' },
      { t: 'ref', name: 'Nefertiti' },
      { t: 'text', s: ' is ready; bleed and/or hunt.' },
    ]);
  });

  it('knows the type symbols, flight and conviction costs, keeps unknown brackets as text', () => {
    const t = parseCardText('[COMBAT] [FLIGHT] [1 CONVICTION] [MERGED] [xyz]');
    expect(t.filter((x) => x.t !== 'text')).toEqual([
      { t: 'symbol', name: 'combat', raw: '[COMBAT]' },
      { t: 'disc', code: 'fli', level: 1, raw: '[FLIGHT]' },
      { t: 'symbol', name: 'conviction:1', raw: '[1 CONVICTION]' },
      { t: 'symbol', name: 'merged', raw: '[MERGED]' },
    ]);
    expect(t[t.length - 1]).toEqual({ t: 'text', s: ' [xyz]' });
  });

  it('virtue codes have one level', () => {
    expect(parseCardText('[DEF]')).toEqual([{ t: 'disc', code: 'def', level: 1, raw: '[DEF]' }]);
  });

  it('rulings (issue 32 item 1): {Name} is a card, [vsn] the Vision virtue, [ALLY] a type symbol; braces in card texts stay text', () => {
    expect(parseCardText('Not with {Some Card} or [vsn] [ALLY].', true).filter((x) => x.t !== 'text')).toEqual([
      { t: 'ref', name: 'Some Card' },
      { t: 'disc', code: 'viz', level: 1, raw: '[vsn]' },
      { t: 'symbol', name: 'ally', raw: '[ALLY]' },
    ]);
    expect(parseCardText('an additional strike {(limited)}.')).toEqual([{ t: 'text', s: 'an additional strike {(limited)}.' }]);
  });
});
