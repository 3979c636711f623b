/**
 * The unlock phase (vtes-es 4 "Fase de enderezamiento"; vtes-pl "Faza odkręcania"): hunting grounds,
 * used in their controller's unlock phase once per turn (the per-turn limit of activated abilities,
 * vocab/abilities.ts), each vampire gaining blood from only one of them per turn.
 */
import { describe, expect, it } from 'vitest';
import { build, chooseUse, dec, passUntil, uid, usesOf } from '../testing/testing';
import { apply } from './kernel';
import { V } from '../testing/card-testing';
import type { VtesState } from '../core/state';
import { defsOf } from '../core/card-tables';

/** The hunting ground options offered now, as 'location:vampire' names. */
function grounds(s: VtesState): string[] {
  const names = new Map(Object.values(s.cards).map((c) => [c.uid, defsOf(s)[c.cid].name]));
  return dec(s)
    .options.filter((o) => o.label.key === 'log-vtes:opt.huntingGround')
    .map(({ id: x }) => {
      const [, loc, , v] = x.split(':');
      return `${names.get(loc)}:${names.get(v)}`;
    });
}

describe('hunting grounds (vtes-es 4; card rule: one use per turn, one hunting ground per vampire per turn)', () => {
  it('each hunting ground gives 1 blood once per turn, a vampire takes it from one hunting ground only, and both are offered again next turn', () => {
    let s = build({
      seats: [{ ready: [V('Rayne', 1), V('Ashley', 1)], play: ['Warzone Hunting Ground', 'Asylum Hunting Ground'] }, {}],
      phase: 'discard',
      active: 1,
    });
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 20);
    expect(grounds(s).sort()).toEqual([
      'Asylum Hunting Ground:Ashley',
      'Asylum Hunting Ground:Rayne',
      'Warzone Hunting Ground:Ashley',
      'Warzone Hunting Ground:Rayne',
    ]);
    s = chooseUse(s, uid(s, 'Warzone Hunting Ground'), uid(s, 'Rayne'));
    // Warzone is used for this turn, and Rayne has had its blood from a hunting ground
    expect(grounds(s)).toEqual(['Asylum Hunting Ground:Ashley']);
    s = chooseUse(s, uid(s, 'Asylum Hunting Ground'), uid(s, 'Ashley'));
    expect(grounds(s)).toEqual([]);
    expect([s.cards[uid(s, 'Rayne')].blood, s.cards[uid(s, 'Ashley')].blood]).toEqual([2, 2]);
    s = passUntil(s, (x) => x.active === 1, 30);
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 30);
    // the next turn of the same Methuselah: both hunting grounds again (Rayne, full at capacity 2, gains nothing)
    expect(grounds(s)).toEqual(['Warzone Hunting Ground:Ashley', 'Asylum Hunting Ground:Ashley']);
  });

  it('the 1 blood of a hunting ground is logged once, naming the vampire and the hunting ground', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1)], play: ['Asylum Hunting Ground'] }, {}], phase: 'discard', active: 1 });
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 20);
    const r = apply(s, 0, usesOf(s, uid(s, 'Asylum Hunting Ground'), uid(s, 'Ashley'))[0]);
    // (then the phase moves on: nothing else to do in it)
    expect(r.events.filter((e) => e.type !== 'vtes.phase')).toEqual([
      { type: 'vtes.huntingGround', params: { uid: uid(s, 'Ashley'), name: 'Ashley', loc: 'Asylum Hunting Ground' } },
    ]);
    expect(r.state.cards[uid(s, 'Ashley')].blood).toBe(2);
  });

  it('Carfax Abbey: one anarch, and a second one only while its controller has a ready baron', () => {
    let s = build({
      seats: [{ ready: [V('Rayne', 1), V('Atiena', 2)], play: ['Carfax Abbey'] }, {}],
      phase: 'discard',
      active: 1,
    });
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 20);
    s = chooseUse(s, uid(s, 'Carfax Abbey'), uid(s, 'Rayne'));
    // Atiena is a baron: a second anarch may gain 1 blood, then the location is used up
    expect(grounds(s)).toEqual(['Carfax Abbey:Atiena']);
    s = chooseUse(s, uid(s, 'Carfax Abbey'), uid(s, 'Atiena'));
    expect(grounds(s)).toEqual([]);
  });
});
