/**
 * Issue 34 §2: an option playing a card says what it does — the mode's Discipline level and its
 * effect from the card data — and never a mode number, in Spanish and Polish.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../../main/games/vtes/rules/kernel';
import { build, dec, uid } from '../../../main/games/vtes/testing/testing';
import { refText } from '../kit/text';
import { tFor } from '../../testing/rendered-games';

/** Seat 0's Andi Liu bleeds with Swallowed by the Night in hand: the action modifier options. */
function modifierOptions() {
  let s = build({
    seats: [
      { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Swallowed by the Night'] },
      { ready: [{ card: 'Horace Radcliffe', blood: 4 }] },
    ],
  });
  const theo = uid(s, 'Andi Liu');
  s = apply(s, 0, `min:${theo}`).state;
  s = apply(s, 0, dec(s).options.find((o) => o.id.startsWith('bleed:'))!.id).state;
  // Horace blocks: the stealth modifier is offered to Andi's Methuselah
  s = apply(s, 1, dec(s).options.find((o) => o.id.startsWith('block:'))!.id).state;
  return { s, options: dec(s).options.filter((o) => o.params?.card === uid(s, 'Swallowed by the Night')) };
}

describe('issue 34 §2 options say what they do', () => {
  it('Swallowed by the Night: "Obfuscate inferior: +1 stealth" in words, the card and its mode in the params, no mode number', async () => {
    const { options } = modifierOptions();
    expect(options).toHaveLength(1);
    const o = options[0];
    expect(o.params).toMatchObject({ mode: 0 });
    const es = refText(await tFor('es'), o.label);
    const pl = refText(await tFor('pl'), o.label);
    expect(es).toBe('Jugar Swallowed by the Night — Ofuscación inferior: +1 de sigilo.');
    expect(pl).toContain('Zagraj Swallowed by the Night — Niewidoczność (poziom podstawowy):');
    expect(pl).toContain('krycia');
    for (const text of [es, pl]) {
      expect(text).not.toMatch(/modo|tryb|\{\{|log-vtes|cards-vtes/);
    }
  });
});
