import { describe, expect, it } from 'vitest';
import { isWindowsReservedName } from '../common/file-name';
import { safeFileName } from './native';

// Issue 26 item 10: the name the save dialog proposes is as safe as every suggested name.
describe('save dialog file name', () => {
  it('drops folders, Windows device names, bidi marks and trailing dots', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(isWindowsReservedName(safeFileName('CON.txt'))).toBe(false);
    expect(isWindowsReservedName(safeFileName('lpt1.pdf'))).toBe(false);
    expect(safeFileName('Deck\u202Etxt.exe')).toBe('Decktxt.exe');
    expect(safeFileName('Malk. .')).toBe('Malk');
  });

  it('keeps an ordinary name and its extension, and names an empty one', () => {
    expect(safeFileName('Tremere stealth.twd.txt')).toBe('Tremere stealth.twd.txt');
    expect(safeFileName('   ')).toBe('vitae.txt');
    expect(safeFileName('a<b>c?.csv')).toBe('a b c.csv');
  });
});
