/**
 * The detector of raw texts (issue 15 item 2, issue 34 §3): it finds each leak the issue saw and
 * lets through the catalog's card names, the players' names, Discipline codes and sentences.
 */
import { describe, expect, it } from 'vitest';
import { allowed, untranslated } from './raw-text';

describe('the raw-text detector', () => {
  const allow = allowed(['Blood Doll', 'Aline Gädeke', 'Freak Drive', 'Ariane'], ['ani', 'cel']);
  it('finds the leaks the issue saw', () => {
    expect(untranslated('Manual (bloodMinus: Aline Gädeke)', allow)).toBe('camelCase id');
    expect(untranslated('blockResolved', allow)).toBe('camelCase id');
    expect(untranslated('Ver la regla vtes-es:4.1', allow)).toBe('rule id');
    expect(untranslated('Forcejeo con Jan (ronda 0)', allow)).toMatch(/zero-based/);
    expect(untranslated('Assamite', allow)).toMatch(/English word "Assamite"/);
    expect(untranslated('Follower of Set', allow)).toMatch(/English/);
    expect(untranslated('Título: prince', allow)).toMatch(/"prince"/);
    expect(untranslated('exige un siervo de la secta anarch', allow)).toMatch(/anarch/);
    expect(untranslated('Blood of a Doll', allow)).toMatch(/English word "Blood"/);
    expect(untranslated('Ana juega Deflection: el sangrado va al Matusalén 1', allow)).toMatch(/Methuselah by number/);
    expect(untranslated('nie może go zablokować żaden podwładny Matuzalema 4', allow)).toMatch(/Methuselah by number/);
  });
  it('lets through card and player names of the catalog, Discipline codes and sentences', () => {
    expect(untranslated('Ariane juega Blood Doll', allow)).toBeNull();
    expect(untranslated('Se juega Freak Drive: el siervo se endereza', allow)).toBeNull();
    expect(untranslated('ani CEL', allow)).toBeNull();
    expect(untranslated('Votos: 1 a favor (Ariane), 2 en contra', allow)).toBeNull();
    expect(untranslated('Turno 1 · ronda 10', allow)).toBeNull();
  });
});
