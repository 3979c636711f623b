/**
 * Triggers as data (issue 11 item 5; vocab/triggers.ts): records on the engine's own events run by
 * one runner from the kernel's settle, whatever step wrote the event.
 */
import { describe, expect, it } from 'vitest';
import { burnCard, toTorpor } from '../core/ops';
import { defOf, type Ev, preyOf } from '../core/state';
import { clone } from '../core/copies';
import { renderCardText } from './text';
import { announce, build, uid } from '../testing/testing';
import type { EventHooks } from '../core/steps';
import { runBlockTriggers, runMomentTriggers, runTriggers } from './triggers';

/** No card module reading the events (the records alone). */
const NO_CARDS: EventHooks = { readyLeft: () => {}, afterEvents: () => {} };

describe('V:TES triggers', () => {
  it('vtes-es 6.5.1: a card that burns when its vampire goes to torpor burns however it got there (Guardian Angel)', () => {
    const s = clone(build({ seats: [{ ready: [{ card: 'Ashley', blood: 2, attached: [{ card: 'Guardian Angel' }] }] }, {}] }));
    const ga = uid(s, 'Guardian Angel');
    const ev: Ev = [];
    toTorpor(s, uid(s, 'Ashley'), ev);
    expect(s.cards[ga].zone).toBe('attached');
    expect(runTriggers(s, ev, 0, NO_CARDS)).toBe(ev.length);
    expect(s.cards[ga].zone).toBe('ash');
    expect(ev.filter((e) => e.type === 'vtes.burn')).toHaveLength(1);
  });

  it("Fame: its vampire sent to torpor costs its controller 3 pool; while it stays there, 1 pool in each Methuselah's unlock phase", () => {
    const s = clone(
      build({ seats: [{ pool: 20 }, { pool: 20, ready: [{ card: 'Ashley', blood: 2, attached: [{ card: 'Fame' }] }] }, { pool: 20 }] }),
    );
    const ev: Ev = [];
    runMomentTriggers(s, 'unlockPhase', ev);
    expect(s.seats[s.active].pool).toBe(20); // ready: nothing in the unlock phase
    toTorpor(s, uid(s, 'Ashley'), ev);
    runTriggers(s, ev, 0, NO_CARDS);
    expect(s.seats[1].pool).toBe(17);
    runMomentTriggers(s, 'unlockPhase', ev);
    expect(s.seats[s.active].pool).toBe(s.active === 1 ? 16 : 19);
  });

  it("Frontal Assault: 1 pool when a ready minion of its controller's prey burns, not for another Methuselah's", () => {
    const base = build({
      seats: [
        { pool: 20, play: ['Frontal Assault'] },
        { ready: [{ card: 'Ashley', blood: 2 }] },
        { ready: [{ card: 'Rayne', blood: 2 }] },
        {},
      ],
    });
    const prey = preyOf(base, 0);
    const other = [1, 2].find((x) => x !== prey)!;
    const victim = (seat: number) => base.seats[seat].zones.ready[0];
    for (const [seat, pool] of [
      [prey, 21],
      [other, 20],
    ]) {
      const s = clone(base);
      const ev: Ev = [];
      burnCard(s, victim(seat), ev);
      runTriggers(s, ev, 0, NO_CARDS);
      expect(s.seats[0].pool).toBe(pool);
    }
  });

  it('a trigger reads as its event and filter, then its primitives, in both languages (Frontal Assault)', () => {
    const s = build({ seats: [{ play: ['Frontal Assault'] }, {}] });
    const fa = defOf(s, uid(s, 'Frontal Assault'));
    for (const lang of ['es', 'pl'] as const) expect(renderCardText(fa, lang)).not.toMatch(/trigger\.|prim\./);
    expect(renderCardText(fa, 'es')).toContain('presa');
  });

  it('Rebel (vtes-es 6.2.2.2): 1 blood when its vampire blocks a titled vampire, once each turn; nothing for an untitled one', () => {
    const rebel = (actor: string) =>
      build({ seats: [{ ready: [{ card: actor, blood: 3 }] }, { ready: [{ card: 'Rayne', blood: 1, attached: [{ card: 'Rebel' }] }] }] });
    const titled = clone(announce(rebel('Horst von Brühl'), uid(rebel('Horst von Brühl'), 'Horst von Brühl'), 'bleed:'));
    const rayne = uid(titled, 'Rayne');
    const ev: Ev = [];
    runBlockTriggers(titled, rayne, ev);
    expect(titled.cards[rayne].blood).toBe(2);
    expect(ev.filter((e) => e.type === 'vtes.addBlood')).toHaveLength(1);
    runBlockTriggers(titled, rayne, ev);
    expect(titled.cards[rayne].blood).toBe(2);
    const untitled = clone(announce(rebel('Ashley'), uid(rebel('Ashley'), 'Ashley'), 'bleed:'));
    runBlockTriggers(untitled, uid(untitled, 'Rayne'), []);
    expect(untitled.cards[uid(untitled, 'Rayne')].blood).toBe(1);
  });

  it('a trigger with a limit reads its limit after its primitives, in both languages (Rebel)', () => {
    const s = build({ seats: [{ ready: [{ card: 'Rayne', blood: 1, attached: [{ card: 'Rebel' }] }] }, {}] });
    const r = defOf(s, uid(s, 'Rebel'));
    for (const lang of ['es', 'pl'] as const) expect(renderCardText(r, lang)).not.toMatch(/trigger\.|prim\.|limit\./);
    expect(renderCardText(r, 'es')).toContain('Una vez por turno');
    expect(renderCardText(r, 'pl')).toContain('Raz na turę');
  });
});
