/** Seeded random decks: legality and statistics never throw and keep their invariants. */
import { describe, expect, it } from 'vitest';
import { checkLegality, libraryLimits } from './legality';
import { deckStats } from './stats';
import { realIndex } from '../testing/real-decks';
import { DECK_EDITIONS, type DeckContent } from './types';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('legality and statistics on random decks', () => {
  it('500 seeded decks: no exception, legal iff no error, counts and shares consistent', () => {
    const index = realIndex();
    const cards = [...index.byUid.values()];
    const random = rng(7);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    for (let i = 0; i < 500; i++) {
      const d: DeckContent = {
        name: `Random ${i}`,
        edition: pick([...DECK_EDITIONS]),
        tableSize: 2 + Math.floor(random() * 9),
        crypt: {},
        library: {},
        notes: '',
        tags: [],
      };
      const n = Math.floor(random() * 60);
      for (let k = 0; k < n; k++) {
        const r = random();
        const uid = r < 0.03 ? `vtes:${Math.floor(random() * 1e6)}` : r < 0.05 ? 'vendetta:1' : pick(cards).uid;
        const target = r > 0.6 ? d.crypt : d.library;
        target[uid] = (target[uid] ?? 0) + 1 + Math.floor(random() * 4);
      }
      const context = `seed 7, deck ${i}`;
      const rep = checkLegality(index, d);
      const s = deckStats(index, d, 4);
      expect(rep.legal, context).toBe(!rep.problems.some((p) => p.severity === 'error'));
      const cryptCount = Object.entries(d.crypt).reduce((t, [u, c]) => t + (index.byUid.get(u)?.kind === 'crypt' ? c : 0), 0);
      expect(rep.cryptCount, context).toBe(cryptCount);
      expect(s.crypt.count, context).toBe(cryptCount);
      expect(rep.libraryMin, context).toBe(libraryLimits(d.edition, d.tableSize).min);
      expect(s.library.playable, context).toBeLessThanOrEqual(s.library.count);
      expect(s.library.playableShare, context).toBeGreaterThanOrEqual(0);
      expect(s.library.playableShare, context).toBeLessThanOrEqual(1);
      for (const o of [...s.drawOdds, ...s.cryptDrawOdds]) {
        expect(o.opening, context).toBeGreaterThanOrEqual(0);
        expect(
          o.byTurn.every((p, j) => p <= 1 + 1e-12 && p >= (j ? o.byTurn[j - 1] : o.opening) - 1e-12),
          context,
        ).toBe(true);
      }
      for (const p of rep.problems) expect(p.rule, context).toBe(d.edition === 'es-2018' ? 'vtes-es:1.2' : 'vtes-pl:Budowa talii');
    }
  });
});
