/**
 * The rulings suite (rulings.ts), entries of the unlock, master and influence phases and of cards in play
 * (vtes-es 4, 5, 7): each entry of the area is checked by the scenario of the same key (testing.ts).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../rules/kernel';
import { handSize } from '../core/state';
import { build, burnCardForTests, choose, chooseP, chooseUse, dec, ids, passUntil, uid, usesOf, V, rulingsSuite } from './testing';
import { frontalAssaultTorpor } from './card-testing';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';

/** Transfers of seat 0's influence phase with Ingrid Rossler ready or uncontrolled as it starts; `out` influences her out. */
function ingridTransfers(ready: boolean, out: boolean): number {
  const def = cardDefFromDetail(officialCard('200634'));
  const ingrid = V(def.name, def.capacity ?? 0);
  let s = build({ defs: [def], phase: 'master', seats: [ready ? { ready: [ingrid] } : { uncontrolled: [ingrid] }, {}] });
  s = passUntil(s, (x) => x.phase === 'influence', 10);
  if (out) s = choose(s, `influence:${uid(s, def.name)}`);
  expect(s.cards[uid(s, def.name)].zone).toBe(ready || out ? 'ready' : 'uncontrolled');
  return s.turnFlags.transfers;
}

const SCENARIOS: Record<string, () => void> = {
  'ingrid-out-late': () => {
    const base = ingridTransfers(false, false);
    expect(ingridTransfers(true, false)).toBeGreaterThan(base); // ready as the phase starts: her bonus
    expect(ingridTransfers(false, true)).toBe(base);
  },
  'elder-library-contested': () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1)], hand: ['Elder Library'] }, { play: ['Elder Library'] }], phase: 'master' });
    expect(handSize(s, 1)).toBe(8);
    s = chooseP(s, `m:${uid(s, 'Elder Library', 0, 'hand')}`);
    // the second copy contests the first: neither gives +1 now
    expect(s.cards[uid(s, 'Elder Library', 0)].contested).toBe(true);
    expect(handSize(s, 0)).toBe(7);
    expect(handSize(s, 1)).toBe(7);
    expect(s.seats[0].zones.hand.length).toBeLessThanOrEqual(7);
    // uncontested again once the rival copy is burned; burned itself, it gives nothing
    s = burnCardForTests(s, uid(s, 'Elder Library', 1));
    s.cards[uid(s, 'Elder Library', 0)].contested = false;
    expect(handSize(s, 0)).toBe(8);
    s = burnCardForTests(s, uid(s, 'Elder Library', 0));
    expect(handSize(s, 0)).toBe(7);
  },
  'carver-once': () => {
    let s = build({
      seats: [
        { ready: [V('Ryan', 4)] },
        { ready: [V('Octane', 4)], torpor: [V('Rayne', 1), V('Meaghan', 1)], play: ["Carver's Meat Packing and Storage"] },
      ],
    });
    s.cards[uid(s, 'Rayne')].data = { carver: true };
    s.cards[uid(s, 'Meaghan')].data = { carver: true };
    s = passUntil(s, (x) => x.active === 1 && dec(x).kind === 'vtes.freeHostage', 20);
    s = choose(s, `freeHostage:${uid(s, 'Ryan')}:${uid(s, 'Rayne')}`);
    // the rest of this unlock phase: nobody (seat 0 again, or the active Methuselah) may free Meaghan
    for (let i = 0; i < 10 && s.phase === 'unlock' && s.active === 1; i++) {
      expect(ids(s).some((x) => x.startsWith('freeHostage:'))).toBe(false);
      s = passUntil(s, () => true, 0);
      const o = ids(s).find((x) => ['pass', 'done', 'decline', 'none'].includes(x) || x.startsWith('hostagePass:'));
      if (!o) break;
      s = choose(s, o);
    }
    expect(s.cards[uid(s, 'Meaghan')].data?.carver).toBe(true);
  },
  'capuchin-one': () => {
    const s = build({
      seats: [{ ready: [V('Ashley', 1)], play: [{ card: 'Visit from the Capuchin', blood: 1 }], hand: ['Visit from the Capuchin'] }, {}],
      phase: 'master',
    });
    expect(ids(s)).not.toContain(`m:${uid(s, 'Visit from the Capuchin', 0, 'hand')}`);
    const t = build({ seats: [{ ready: [V('Ashley', 1)], hand: ['Visit from the Capuchin'] }, {}], phase: 'master' });
    expect(ids(t)).toContain(`m:${uid(t, 'Visit from the Capuchin', 0, 'hand')}`);
  },
  'jack-mixed': () => {
    let s = build({
      seats: [{ play: [{ card: 'Smiling Jack, The Anarch', blood: 2 }] }, { ready: [V('Ashley', 1), V('Sully', 0)] }],
      phase: 'discard',
      active: 0,
    });
    const jack = `use:${uid(s, 'Smiling Jack, The Anarch')}:`;
    s = passUntil(s, (x) => x.active === 1 && ids(x).some((o) => o.startsWith(jack)), 20);
    const a = uid(s, 'Ashley');
    expect(ids(s)).not.toContain(`${jack}blood:${uid(s, 'Sully')}`);
    s = choose(s, `${jack}blood:${a}`);
    expect(ids(s)).not.toContain(`${jack}blood:${a}`); // empty now
    s = choose(s, `${jack}pool`);
    expect(s.cards[a].blood).toBe(0);
    expect(s.seats[1].pool).toBe(29);
    expect(ids(s).some((o) => o.startsWith(jack))).toBe(false);
  },

  'frontal-stack': () => {
    const s = frontalAssaultTorpor(2);
    expect(s.seats[0].pool).toBe(32);
  },
  'blood-doll-torpor': () => {
    let s = build({ seats: [{ torpor: [V('Sully', 1, { attached: [{ card: 'Blood Doll' }] })] }, {}], phase: 'master' });
    expect(usesOf(s, uid(s, 'Blood Doll')).length).toBeGreaterThan(0);
    expect(ids(s).some((o) => ['pass', 'done', 'none'].includes(o))).toBe(true);
    s = chooseUse(s, uid(s, 'Blood Doll'));
    expect(s.seats[0].pool + s.cards[uid(s, 'Sully')].blood).toBe(31);
    expect(s.seats[0].pool).not.toBe(30);
  },
  'vessel-torpor': () => {
    let s = build({
      seats: [{ torpor: [V('Sully', 1, { attached: [{ card: 'Vessel' }] })] }, {}],
      phase: 'discard',
      active: 1,
    });
    s = passUntil(s, (x) => x.active === 0 && usesOf(x, uid(x, 'Vessel')).length > 0, 20);
    expect(ids(s).some((o) => ['pass', 'done', 'none'].includes(o))).toBe(true);
    s = chooseUse(s, uid(s, 'Vessel'));
    expect(s.cards[uid(s, 'Sully')].blood).not.toBe(1);
  },
  'troublemaker-locked': () => {
    let s = build({
      seats: [{ play: ['Anarch Troublemaker'] }, { ready: [V('Ashley', 2), V('Sully', 2), V('Meaghan', 2)] }],
      phase: 'discard',
      active: 1,
    });
    s = passUntil(s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 10);
    const a = uid(s, 'Ashley');
    s.cards[a].locked = true; // e.g. locked by an effect after its controller's unlock phase
    s = chooseP(s, `use:${uid(s, 'Anarch Troublemaker')}:lock`);
    expect(ids(s)).toContain(`t:${a}`);
    s = choose(s, `t:${uid(s, 'Sully')}`);
    expect(ids(s)).not.toContain(`t:${uid(s, 'Sully')}`); // two different vampires
    expect(ids(s)).toContain(`t:${a}`);
  },
  'wider-view-public': () => {
    let s = build({ seats: [{ play: ['Wider View'], crypt: ['Ashley'], uncontrolled: [V('Sully', 0)] }, {}], phase: 'influence' });
    s = chooseP(s, `use:${uid(s, 'Wider View')}:draw`);
    const sully = uid(s, 'Sully');
    expect(ids(s)).toContain(`r:${sully}`);
    const r = apply(s, 0, `r:${sully}`);
    expect(r.state.cards[sully].zone).toBe('removed');
    const e = r.events.find((x) => x.type === 'vtes.removedUncontrolled')!;
    expect(e.visibleTo).toBeUndefined();
    expect(e.params).toMatchObject({ name: 'Sully' });
  },
};

rulingsSuite('phases', SCENARIOS, { describe, it, expect });
