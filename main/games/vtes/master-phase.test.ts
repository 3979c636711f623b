/** The master phase (vtes-es:1.6.2.5, 5; vtes-pl:Karty mistrza). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { build, choose, chooseP, ids, uid, V } from './testing';

describe('V:TES master phase (vtes-es:1.6.2.5, 5; vtes-pl:Karty mistrza)', () => {
  it('1.6.2.5 es-2018: only one trifle may be played per turn; vtes-pl:Drobnostka a later trifle is a normal master card', () => {
    for (const edition of ['es-2018', 'vekn-current'] as const) {
      let s = build({
        edition,
        seats: [{ ready: [V('Ashley', 1)], hand: ['Life in the City', 'Life in the City', 'Blood Doll'] }, {}],
        phase: 'master',
      });
      const [l1, l2] = s.seats[0].zones.hand;
      s = choose(s, `m:${l1}`);
      s = chooseP(s, 't:');
      expect(s.turnFlags.masterLeft).toBe(1);
      if (edition === 'es-2018') expect(ids(s)).not.toContain(`m:${l2}`);
      else expect(ids(s)).toContain(`m:${l2}`);
      expect(ids(s)).toContain(`m:${uid(s, 'Blood Doll')}`);
    }
  });
});
