/** The discard phase and events (vtes-es:8, 1.6.4; vtes-pl:Faza odrzucania, Karty wydarzeń). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../schema/effects';
import { build, choose, ids, passUntil, uid } from '../testing/testing';

describe('V:TES discard phase (vtes-es:8, 1.6.4; vtes-pl:Faza odrzucania, Karty wydarzeń)', () => {
  const event: CardDef = {
    id: 't-event',
    name: 'Event Test',
    kind: 'library',
    types: ['Event'],
    clan: [],
    reqs: [],
    automation: 'partial',
    modes: [{ kind: 'event', conditions: [], effects: [{ e: 'manual', key: 'test' }] }],
  };

  it('1.6.4 an event is played with the discard phase action, and each event only once per game, whoever played it', () => {
    let s = build({ defs: [event], seats: [{ hand: ['Event Test', 'Rebel'] }, { hand: ['Event Test', 'Rebel'] }], phase: 'discard' });
    const e0 = uid(s, 'Event Test', 0);
    expect(ids(s)).toContain(`event:${e0}`);
    s = choose(s, `event:${e0}`);
    expect(s.cards[e0].zone).toBe('play');
    s = passUntil(s, (x) => x.active === 1 && x.phase === 'discard', 60);
    expect(ids(s)).not.toContain(`event:${uid(s, 'Event Test', 1)}`);
  });
});
