/**
 * Activated abilities as data (issue 11 item 5; vocab/abilities.ts): one builder offers a card's
 * ability in its window only for the minion it may benefit, within its limit and while its cost can
 * be paid; one handler pays the cost and runs the primitives.
 */
import { describe, expect, it } from 'vitest';
import { setStep } from '../core/ops';
import { defOf } from '../core/state';
import { clone } from '../core/copies';
import { renderCardText } from './text';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid } from '../testing/testing';
import { abilityUses, dollWay, useAbility } from './abilities';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

describe('V:TES activated abilities', () => {
  it('vtes-es 4: an unlock-phase ability limited to the Edge is offered only to the Methuselah holding it (Dreams of the Sphinx)', () => {
    const spec = (edge: 0 | 1) => build({ edge, seats: [{ pool: 10, play: ['Dreams of the Sphinx'] }, {}] });
    const withEdge = spec(0);
    const dreams = uid(withEdge, 'Dreams of the Sphinx');
    const uses = abilityUses(withEdge, 'unlock', { seat: 0 });
    expect(uses.map((u) => u.source)).toEqual([dreams]);
    expect(abilityUses(spec(1), 'unlock', { seat: 0 })).toEqual([]);
    const s = clone(withEdge);
    useAbility(s, uses[0], { seat: 0 }, []);
    expect(s.seats[0].pool).toBe(11);
    expect(s.cards[dreams].locked).toBe(true);
    expect(s.cards[dreams].blood).toBe(1);
  });

  it('vtes-es 6.2.2.1: an ability of the window of an action directed at you, used by a card not blocking for another minion you pick (Underbridge Stray)', () => {
    let s = build({
      seats: [
        { ready: [{ card: 'Ryan', blood: 3 }] },
        {
          ready: [
            { card: 'Underbridge Stray', blood: 1 },
            { card: 'Ashley', blood: 3, locked: true },
          ],
        },
      ],
    });
    const st = uid(s, 'Underbridge Stray');
    const ash = uid(s, 'Ashley');
    const among = [st, ash];
    expect(abilityUses(s, 'directed', { seat: 1, among })).toEqual([]); // no action under way
    s = announce(s, uid(s, 'Ryan'), 'bleed:');
    const uses = abilityUses(s, 'directed', { seat: 1, among });
    expect(uses.map((u) => [u.source, u.minion])).toEqual([[st, ash]]); // never the card itself
    expect(abilityUses(s, 'directed', { seat: 0, among: [uid(s, 'Ryan')] })).toEqual([]); // not directed at seat 0
    const used = clone(s);
    useAbility(used, uses[0], { seat: 1, among }, []);
    expect(used.cards[st].zone).toBe('ash');
    expect(used.cards[ash].locked).toBe(false);
    const blocking = clone(s);
    setStep(blocking, 'act', { blocker: st });
    expect(abilityUses(blocking, 'directed', { seat: 1, among })).toEqual([]);
  });

  it('vtes-es 6.2.2.2: a location locked for stealth serves only an acting minion of its clan, while unlocked (The Labyrinth)', () => {
    const s = build({
      seats: [
        {
          ready: [
            { card: 'Ryan', blood: 3 },
            { card: 'Ashley', blood: 3 },
          ],
          play: ['Labyrinth, The'],
        },
        {},
      ],
    });
    const lab = uid(s, 'Labyrinth, The');
    expect(abilityUses(s, 'stealth', { seat: 0, minion: uid(s, 'Ryan') }).map((u) => u.source)).toEqual([lab]);
    expect(abilityUses(s, 'stealth', { seat: 0, minion: uid(s, 'Ashley') })).toEqual([]);
    expect(abilityUses(s, 'intercept', { seat: 0, minion: uid(s, 'Ryan') })).toEqual([]);
    const locked = build({ seats: [{ ready: [{ card: 'Ryan', blood: 3 }], play: [{ card: 'Labyrinth, The', locked: true }] }, {}] });
    expect(abilityUses(locked, 'stealth', { seat: 0, minion: uid(locked, 'Ryan') })).toEqual([]);
  });

  it('vtes-es 6.3.3: a location locked for votes is used once per referendum: locked, its votes cast the way chosen', () => {
    let s = build({
      seats: [
        { ready: [{ card: 'Horst von Brühl', blood: 4 }], hand: ['Ancilla Empowerment'] },
        { ready: [{ card: 'Ashley', blood: 3 }], play: ['Ventrue Headquarters'] },
      ],
    });
    const hq = uid(s, 'Ventrue Headquarters');
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    expect(ids(s).filter((x) => x.startsWith(`loc:${hq}`))).toEqual([`loc:${hq}:y`, `loc:${hq}:n`]);
    const no = s.ref!.no;
    s = choose(s, `loc:${hq}:n`);
    expect(s.ref!.no).toBe(no + 3);
    expect(s.cards[hq].locked).toBe(true);
    expect(s.ref!.used).toContain(`ab:${hq}`);
    expect(ids(s).some((x) => x.startsWith(`loc:${hq}`))).toBe(false);
  });

  it("a vampire's own ability with a discard cost: one use per card requiring the Discipline, once per action, only in a bleed (Larissa Moreira)", () => {
    const spec = { seats: [{ ready: [{ card: 'Larissa Moreira', blood: 3 }], hand: ['Deep Song', 'Deep Song', 'Conditioning'] }, {}] };
    let s = build(spec);
    const lar = uid(s, 'Larissa Moreira');
    s = announce(s, lar, 'bleed:');
    expect(ids(s).filter((x) => x.startsWith('ability:'))).toHaveLength(2);
    s = chooseP(s, 'ability:');
    // the bleed got +1 and the action went on: the second Animalism card was not offered again
    expect(s.seats[1].pool).toBe(28);
    expect(s.seats[0].zones.ash.map((u) => defOf(s, u).name)).toEqual(['Deep Song']);
    expect(s.seats[0].zones.hand.filter((u) => defOf(s, u).name === 'Deep Song')).toHaveLength(1);
    // not during another action
    const h = build(spec);
    expect(abilityUses(h, 'afterBlock', { seat: 0, minion: uid(h, 'Larissa Moreira') })).toEqual([]);
  });

  it('vtes-es 5: a card on a vampire moves blood between it and the pool, either way, once per turn for the card (Blood Doll)', () => {
    const doll = (pool: number, blood: number) =>
      build({ seats: [{ pool, ready: [{ card: 'Ashley', blood, attached: [{ card: 'Blood Doll' }] }] }, {}], phase: 'master' });
    const ways = (s: ReturnType<typeof doll>) => abilityUses(s, 'master', { seat: 0 }).map((u) => dollWay(u.ability));
    expect(ways(doll(30, 1))).toEqual(['in', 'out']);
    // the last pool is not moved, and blood leaves only a vampire that has some
    expect(ways(doll(1, 1))).toEqual(['out']);
    expect(ways(doll(30, 0))).toEqual(['in']);
    const s = clone(doll(30, 1));
    const use = abilityUses(s, 'master', { seat: 0 })[1];
    useAbility(s, use, { seat: 0 }, []);
    expect(s.seats[0].pool).toBe(31);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(0);
    expect(ways(s)).toEqual([]);
    expect(abilityUses(s, 'unlock', { seat: 0 })).toEqual([]);
  });

  it('vtes-es 6.2.3: an ability after the action, usable from torpor, once per turn (Aline Gädeke, LSJ 20011022)', () => {
    let s = build({
      seats: [
        {
          ready: [
            { card: 'Rayne', blood: 2 },
            { card: 'Ashley', blood: 2 },
          ],
          torpor: [{ card: 'Aline Gädeke', blood: 3, locked: true }],
        },
        {},
      ],
    });
    const aline = uid(s, 'Aline Gädeke');
    s = announce(s, uid(s, 'Rayne'), 'bleed:');
    expect(ids(s)).toContain(`anarchUnlock:${aline}`);
    expect(abilityUses(s, 'after', { seat: 0 }).map((u) => u.source)).toEqual([aline]);
    // once per turn: a use recorded this turn leaves nothing to offer
    const used = clone(s);
    used.turnFlags = { ...used.turnFlags, abilities: [`ab:${aline}`] };
    expect(abilityUses(used, 'after', { seat: 0 })).toEqual([]);
    s = choose(s, `anarchUnlock:${aline}`);
    expect(s.cards[aline].locked).toBe(false);
    expect(s.cards[aline].blood).toBe(2);
    expect(s.turnFlags.abilities).toContain(`ab:${aline}`);
    // nor after the action of a non-anarch (Ashley)
    const other = build({
      seats: [{ ready: [{ card: 'Ashley', blood: 2 }], torpor: [{ card: 'Aline Gädeke', blood: 3, locked: true }] }, {}],
    });
    const o = announce(other, uid(other, 'Ashley'), 'bleed:');
    expect(ids(o).some((x) => x.startsWith('anarchUnlock:'))).toBe(false);
  });

  it('the card text of an ability is rendered from its window, cost and primitives in both languages', () => {
    const s = build({ seats: [{ play: ['Labyrinth, The'] }, {}] });
    const d = defOf(s, uid(s, 'Labyrinth, The'));
    const es = renderCardText(d, 'es');
    const pl = renderCardText(d, 'pl');
    expect(es).toContain('Nosferatu');
    expect(es).toContain('+1 de sigilo');
    expect(es).toContain('gira esta carta');
    expect(pl).toContain('Nosferatu');
    expect(pl).toContain('+1 krycia');
    expect(es).not.toMatch(/ability\.|cost\.|prim\./);
    expect(pl).not.toMatch(/ability\.|cost\.|prim\./);
  });

  it('vtes-es 6.4: two abilities of one card each "once each combat" keep their own limit (Xaviar: his prevention and his strength)', () => {
    const self = { of: 'minion', whose: 'you', role: 'self', count: 'one' } as const;
    const twice = testVampire('Test Twice', {}, [
      { e: 'ability', window: 'beforeRange', cost: [], limit: 'combat', who: self, effects: [{ p: 'strength', n: 1 }] },
      { e: 'ability', window: 'beforeRange', cost: [{ c: 'blood', n: 1 }], limit: 'combat', who: self, effects: [{ p: 'strength', n: 2 }] },
    ]);
    const blocker = testVampire('Test Twice Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);
    const sc = new Scenario({
      seats: [{ ready: [{ card: twice.name, blood: 4 }] }, { ready: [{ card: blocker.name, blood: 4 }] }],
      defs: [twice, blocker],
    });
    const v = sc.uid(twice.name);
    sc.choose(`min:${v}`)
      .choose(`bleed:${v}`)
      .choose(`block:${sc.uid(blocker.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preRange' && dec(x).seat === 0, 20);
    const uses = () => abilityUses(sc.s, 'beforeRange', { seat: 0, minion: v }).map((u) => u.ability.effects[0]);
    expect(uses()).toHaveLength(2);
    useAbility(sc.s, abilityUses(sc.s, 'beforeRange', { seat: 0, minion: v })[0], { seat: 0, minion: v }, []);
    expect(uses()).toEqual([{ p: 'strength', n: 2 }]);
  });
});
