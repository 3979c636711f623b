/**
 * Issue 19 item 19: out-of-turn master cards naming a moment (vtes-es 1.6.2.4; vtes-pl "Karty spoza
 * tury") are offered at that moment, only to the Methuselahs holding one they may play, and no longer
 * in the general out-of-turn windows.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import logEs from '../../../../locales/es/log-vtes.json';
import logPl from '../../../../locales/pl/log-vtes.json';
import type { OotMoment } from '../schema/effects';
import { ENGINE_MOMENTS } from './moments';
import { asReviewed } from '../draft/entry';
import { outOfTurnOf } from '../schema/modes';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from '../bot/bots';
import { seatView } from '../view/seatview';
import { type VtesState } from '../core/state';
import { announce, build, burnCardForTests, choose, dec, ids, passUntil, uid, V } from '../testing/testing';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const byName = (n: string) => parsed.cards.find((c) => c.name === n) as CardDetail;
const def = (n: string) => asReviewed(byName(n));
/** An official vampire of `clan` (clan master cards need a ready vampire of their clan). */
const clanVampire = (clan: string) => asReviewed(parsed.cards.find((c) => c.types.includes('Vampire') && c.clans.includes(clan))!);
const offered = (s: VtesState, card: string) => ids(s).some((x) => x.startsWith(`oot:${card}:`));

describe('V:TES out-of-turn cards at the moment they name (1.6.2.4, issue 19 item 19)', () => {
  it('1.6.2.4 every official out-of-turn card with no window of its own names a moment, read from its data', () => {
    const moments: Record<string, string[]> = {};
    for (const c of parsed.cards) {
      if (!c.types.includes('Master')) continue;
      const r = outOfTurnOf(asReviewed(c).modes[0]);
      if (!r || r.when !== 'none' || r.cancels) continue;
      expect(r.moment, c.name).toBeDefined();
      (moments[r.moment!] ??= []).push(c.name);
    }
    const expected: Partial<Record<OotMoment, string[]>> = {
      diablerie: ['Subdued by the Blood'],
      burnedOrTorpor: ['Leadership Vacuum'],
      youOusted: ['Extremis Boon'],
      otherOusted: ['Life Boon'],
      otherUnlock: ["Regarhagan's Hold"],
      yourInfluence: ['Hanging Fermata'],
      uncontrolledMove: ['Path of Tears, The', 'Proxy Kissed'],
      combatDamage: ['Rötschreck'],
      allyBurned: ['Left for Dead'],
      controlChange: ['Diamond Thunderbolt, The'],
      hunt: ['Masquerade Endangered'],
      bleedingYou: ['Two Wrongs'],
    };
    for (const [m, names] of Object.entries(expected)) expect(moments[m]?.sort(), m).toEqual(names.sort());
    expect(Object.keys(moments).sort()).toEqual(Object.keys(expected).sort());
    // "usable during your turn" (and your own phases) lifts 1.6.2.4's own-turn ban
    const req = (n: string) => outOfTurnOf(def(n).modes[0]);
    expect(req('Leadership Vacuum')).toMatchObject({ moment: 'burnedOrTorpor', ownTurn: true });
    expect(req('Subdued by the Blood')).toMatchObject({ moment: 'diablerie', ownTurn: true });
    expect(req('Hanging Fermata')).toMatchObject({ moment: 'yourInfluence', ownTurn: true });
    expect(req('Life Boon')).not.toHaveProperty('ownTurn');
  });

  it('1.6.2.4 a ready titled vampire burned: Leadership Vacuum is asked of the other Methuselahs holding it, never of its controller nor of seats without one', () => {
    const lv = def('Leadership Vacuum');
    let s = build({
      defs: [lv],
      active: 0,
      seats: [
        { ready: [V('Alexander Silverson', 3)] },
        { ready: [V('Andi Liu', 3)], hand: ['Leadership Vacuum'] },
        { ready: [V('Ashley', 3)], hand: ['Leadership Vacuum'] },
        { ready: [V('Sully', 3)] },
      ],
    });
    const c2 = uid(s, 'Leadership Vacuum', 2);
    // not offered in the general windows: another Methuselah's action
    s = announce(s, uid(s, 'Alexander Silverson'), 'bleed:');
    expect(offered(s, c2)).toBe(false);
    s = passUntil(s, (x) => !x.act);
    expect(s.moment).toBeFalsy();
    // the prince of seat 1 burns: seat 2 is asked (its controller, seat 1, is not; seat 3 has no card)
    s = burnCardForTests(s, uid(s, 'Andi Liu'));
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.moment', rule: 'vtes-es:1.6.2.4' });
    expect(dec(s).prompt).toMatchObject({ key: 'log-vtes:prompt.moment_burnedOrTorpor' });
    expect(ids(s)).toEqual([`oot:${c2}:0`, 'ootpass']); // only the cards for this moment, or pass
    s = choose(s, `oot:${c2}:0`);
    expect(s.seats[2].masterDebt).toBe(1);
    expect(s.cards[c2].zone).toBe('play'); // "put this card in play"
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.manual' }); // its effect is the players'
    s = choose(s, 'done');
    expect(s.moment).toBeFalsy();
    expect(dec(s).kind).not.toBe('vtes.moment');
  });

  it('1.6.2.4 an untitled vampire burned opens no window', () => {
    const lv = def('Leadership Vacuum');
    let s = build({ defs: [lv], seats: [{ ready: [V('Sully', 3)] }, { ready: [V('Ashley', 3)], hand: ['Leadership Vacuum'] }] });
    s = burnCardForTests(s, uid(s, 'Sully'));
    expect(s.moment).toBeFalsy();
  });

  it('6.5.5 / 6.5.6 Subdued by the Blood is asked after the diablerie and before the blood hunt, in the acting Methuselah’s own turn too', () => {
    const sb = def('Subdued by the Blood');
    let s = build({
      defs: [sb],
      seats: [
        { ready: [V('Alexander Silverson', 2)], hand: ['Subdued by the Blood'] },
        { torpor: [V('Andi Liu', 3)], ready: [V('Horst von Brühl', 3)], hand: ['Subdued by the Blood'] },
      ],
    });
    const [c0, c1] = [uid(s, 'Subdued by the Blood', 0), uid(s, 'Subdued by the Blood', 1)];
    s = announce(s, uid(s, 'Alexander Silverson'), 'diab:');
    // not in the action's own windows
    expect(offered(s, c1)).toBe(false);
    s = choose(s, 'decline');
    expect(s.cards[uid(s, 'Andi Liu')].zone).toBe('ash');
    expect(s.ref).toBeFalsy(); // the blood hunt waits for the window
    expect(dec(s)).toMatchObject({ seat: 0, kind: 'vtes.moment' }); // "usable on your own turn"
    expect(offered(s, c0)).toBe(true);
    s = choose(s, 'ootpass');
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.moment' });
    s = choose(s, 'ootpass');
    expect(s.ref?.diablerist).toBe(uid(s, 'Alexander Silverson'));
  });

  it('9.1 / 1.6.2.4 a Methuselah with no pool: Life Boon is asked of the others before the ousting; the ousting follows if nothing changed', () => {
    const lb = def('Life Boon');
    let s = build({
      defs: [lb],
      active: 0,
      seats: [{ ready: [V('Alexander Silverson', 3)] }, { pool: 1, ready: [V('Andi Liu', 3)] }, { hand: ['Life Boon'] }, {}],
    });
    const c = uid(s, 'Life Boon');
    expect(offered(s, c)).toBe(false);
    s = announce(s, uid(s, 'Alexander Silverson'), 'bleed:');
    expect(offered(s, c)).toBe(false); // not in another's action
    s = passUntil(s, (x) => x.seats[1].pool <= 0 || x.seats[1].ousted);
    expect(s.seats[1].ousted).toBe(false);
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.moment' });
    expect(dec(s).prompt.key).toBe('log-vtes:prompt.moment_otherOusted');
    s = choose(s, 'ootpass');
    expect(s.seats[1].ousted).toBe(true);
  });

  it('4 / 1.6.2.4 Regarhagan’s Hold is asked in another Methuselah’s unlock phase, not in its holder’s own', () => {
    const rh = def("Regarhagan's Hold");
    let s = build({ defs: [rh], active: 0, phase: 'discard', seats: [{}, { hand: ["Regarhagan's Hold"] }, {}] });
    const c = uid(s, "Regarhagan's Hold");
    s = passUntil(s, (x) => x.active === 1 || x.moment != null);
    // seat 1 is the next to act: its own unlock phase asks nothing
    expect(s.moment).toBeFalsy();
    s = passUntil(s, (x) => x.active === 2 || x.moment != null, 80);
    expect(s.active).toBe(2);
    expect(s.phase).toBe('unlock');
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.moment' });
    expect(offered(s, c)).toBe(true);
    s = choose(s, `oot:${c}:0`);
    expect(s.seats[1].masterDebt).toBe(1);
  });

  it('7 / 1.6.2.4 Hanging Fermata is asked at the start of its holder’s own influence phase only', () => {
    const hf = def('Hanging Fermata');
    // a clan card: a ready vampire of its clan plays it (an official Daughter of Cacophony)
    const doc = clanVampire('Daughter of Cacophony');
    let s = build({
      defs: [hf, doc],
      active: 0,
      phase: 'minion',
      seats: [
        { ready: [V(doc.name, 3)], hand: ['Hanging Fermata'] },
        { ready: [V(doc.name, 3)], hand: ['Hanging Fermata'] },
      ],
    });
    const c0 = uid(s, 'Hanging Fermata', 0);
    expect(s.moment).toBeFalsy();
    s = passUntil(s, (x) => x.phase === 'influence' || x.moment != null);
    expect(dec(s)).toMatchObject({ seat: 0, kind: 'vtes.moment' });
    expect(offered(s, c0)).toBe(true);
    s = choose(s, 'ootpass');
    expect(s.moment).toBeFalsy();
    expect(s.phase).toBe('influence');
  });

  it('9.1 / 1.6.2.4 Extremis Boon is asked of the Methuselah being ousted first, then Life Boon of the others; passing both ousts it', () => {
    const eb = def('Extremis Boon');
    const lb = def('Life Boon');
    let s = build({
      defs: [eb, lb],
      active: 0,
      seats: [{ ready: [V('Alexander Silverson', 3)] }, { pool: 1, hand: ['Extremis Boon'] }, {}, { hand: ['Life Boon'] }],
    });
    s = announce(s, uid(s, 'Alexander Silverson'), 'bleed:');
    s = passUntil(s, (x) => x.seats[1].pool <= 0 || x.seats[1].ousted);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.moment' });
    expect(dec(s).prompt.key).toBe('log-vtes:prompt.moment_youOusted');
    s = choose(s, 'ootpass');
    expect(s.seats[1].ousted).toBe(false);
    expect(dec(s)).toMatchObject({ seat: 3, kind: 'vtes.moment' }); // seat 2 holds no such card
    s = choose(s, 'ootpass');
    expect(s.seats[1].ousted).toBe(true);
  });

  it('9.1 a Methuselah with no pool and nobody holding such a card is ousted at once', () => {
    const lb = def('Life Boon');
    let s = build({ defs: [lb], active: 0, seats: [{ ready: [V('Alexander Silverson', 3)], hand: ['Life Boon'] }, { pool: 1 }, {}] });
    s = announce(s, uid(s, 'Alexander Silverson'), 'bleed:');
    s = passUntil(s, (x) => x.seats[1].ousted || x.moment != null);
    // the acting Methuselah holds Life Boon but may not play an out-of-turn card in its own turn
    expect(s.moment).toBeFalsy();
    expect(s.seats[1].ousted).toBe(true);
  });

  it('7 / 1.6.2.4 Proxy Kissed is asked right after its holder moves a vampire out of its uncontrolled region, in its own influence phase', () => {
    const pk = def('Proxy Kissed');
    const gio = clanVampire('Giovanni');
    let s = build({
      defs: [pk, gio],
      active: 0,
      phase: 'influence',
      seats: [{ uncontrolled: [V(gio.name, 20)], hand: ['Proxy Kissed'] }, { hand: ['Proxy Kissed'] }],
    });
    const c = uid(s, 'Proxy Kissed', 0);
    expect(s.moment).toBeFalsy();
    s = choose(s, `influence:${uid(s, gio.name)}`);
    expect(dec(s)).toMatchObject({ seat: 0, kind: 'vtes.moment' });
    expect(dec(s).prompt.key).toBe('log-vtes:prompt.moment_uncontrolledMove');
    s = choose(s, `oot:${c}:0`);
    expect(s.seats[0].masterDebt).toBe(1); // charged to the next master phase
    expect(dec(s)).toMatchObject({ seat: 0, kind: 'vtes.manual' });
  });

  it('1.6.2.4 cards whose moment happens inside a wider window are offered only there: Two Wrongs while bled, Masquerade Endangered after a hunt, Rötschreck in combat', () => {
    const tw = def('Two Wrongs');
    const me = def('Masquerade Endangered');
    const ro = def('Rötschreck');
    const seats = () => [
      { ready: [V('Alexander Silverson', 3)] },
      { ready: [V('Andi Liu', 3)], hand: ['Two Wrongs', 'Masquerade Endangered', 'Rötschreck'] },
      {},
    ];
    let s = build({ defs: [tw, me, ro], active: 0, seats: seats() });
    const [cT, cM, cR] = ['Two Wrongs', 'Masquerade Endangered', 'Rötschreck'].map((n) => uid(s, n));
    s = announce(s, uid(s, 'Alexander Silverson'), 'bleed:');
    s = passUntil(s, (x) => !!x.act && x.act.step === 'react');
    expect(dec(s).seat).toBe(1);
    expect(offered(s, cT)).toBe(true); // a minion is bleeding you
    expect(offered(s, cM)).toBe(false);
    expect(offered(s, cR)).toBe(false);
    let h = build({ defs: [tw, me, ro], active: 0, seats: seats() });
    h = announce(h, uid(h, 'Alexander Silverson'), 'hunt');
    h = passUntil(h, (x) => !x.act || ids(x).some((i) => i.startsWith('oot:')));
    expect(offered(h, cM)).toBe(true);
    expect(offered(h, cT)).toBe(false);
    expect(offered(h, cR)).toBe(false);
  });

  it('the question of each moment window has its own prompt in Spanish and Polish, naming the Methuselah only through its param', () => {
    for (const m of ENGINE_MOMENTS)
      for (const log of [logEs, logPl]) {
        const text = (log.prompt as Record<string, string>)[`moment_${m}`];
        expect(text, m).toBeTruthy();
        for (const v of text.matchAll(/\{\{(\w+)\}\}/g)) expect(v[1]).toBe('who');
      }
  });

  it('1.6.1.1 a card played in a moment window may be cancelled as it is played (Sudden Reversal); if nobody does, it is played', () => {
    const lv = def('Leadership Vacuum');
    const sr = def('Sudden Reversal');
    let s = build({
      defs: [lv, sr],
      active: 0,
      seats: [{}, { ready: [V('Andi Liu', 3)] }, { hand: ['Leadership Vacuum'] }, { hand: ['Sudden Reversal'] }],
    });
    const c = uid(s, 'Leadership Vacuum');
    s = burnCardForTests(s, uid(s, 'Andi Liu'));
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.moment' });
    s = choose(s, `oot:${c}:0`);
    expect(s.cancelWin).toBeTruthy();
    expect(ids(s)).toEqual([`cancel:${uid(s, 'Sudden Reversal')}:0`, 'pass']);
    expect(dec(s).seat).toBe(3);
    s = choose(s, 'pass');
    expect(s.cards[c].zone).toBe('play');
    expect(s.seats[2].masterDebt).toBe(1);
  });

  it('bots: the heuristic bot answers the moment question (it passes: the card’s effect is the players’)', () => {
    const lv = def('Leadership Vacuum');
    let s = build({ defs: [lv], seats: [{ ready: [V('Andi Liu', 3)] }, { hand: ['Leadership Vacuum'] }] });
    s = burnCardForTests(s, uid(s, 'Andi Liu'));
    expect(dec(s).kind).toBe('vtes.moment');
    expect(vtesHeuristicBot.choose(seatView(s, 1), dec(s), new RngCursor(seedRng('bot-test')))).toBe('ootpass');
  });
  it('6.4 / 1.6.2.4 The Diamond Thunderbolt is asked when a vampire of its holder is about to enter combat, before the first round, and not in the rounds', () => {
    const dt = def('Diamond Thunderbolt, The');
    let s = build({
      defs: [dt],
      active: 0,
      seats: [{ ready: [V('Sully', 3)] }, { ready: [V('Rayne', 2)], hand: ['Diamond Thunderbolt, The', 'Diamond Thunderbolt, The'] }],
    });
    const [c1, c2] = s.seats[1].zones.hand;
    s = announce(s, uid(s, 'Sully'), 'bleed:');
    s = choose(s, `block:${uid(s, 'Rayne')}`);
    s = passUntil(s, (x) => !!x.combat);
    expect(s.combat!.round).toBe(1);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.moment', rule: 'vtes-es:1.6.2.4' });
    expect(dec(s).prompt.key).toBe('log-vtes:prompt.moment_controlChange');
    expect(ids(s)).toContain(`oot:${c1}:0`);
    s = choose(s, 'ootpass');
    expect(s.moment).toBeFalsy();
    expect(dec(s).kind).not.toBe('vtes.moment');
    // in the combat's rounds it is no longer offered (that moment has passed)
    for (let i = 0; i < 20 && s.combat; i++) {
      expect(offered(s, c1) || offered(s, c2)).toBe(false);
      const o = ids(s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? ids(s)[0];
      s = choose(s, o);
    }
  });
  it("6.1.2 / 1.6.2.4 Masquerade Endangered is asked right after a successful hunt, not in the hunt's windows, and not after a hunt that gained no blood (LSJ 20050720-2)", () => {
    const me = def('Masquerade Endangered');
    let s = build({
      defs: [me],
      active: 0,
      seats: [{ ready: [V('Sully', 1), V('Ashley', 99)] }, { ready: [V('Andi Liu', 3)], hand: ['Masquerade Endangered'] }, {}],
    });
    const c = uid(s, 'Masquerade Endangered');
    s = announce(s, uid(s, 'Ashley'), 'hunt:'); // Ashley already holds as much blood as her capacity
    s = passUntil(s, (x) => !x.act || !!x.moment);
    expect(s.moment).toBeFalsy();
    s = announce(s, uid(s, 'Sully'), 'hunt:');
    expect(dec(s).seat).toBe(1); // the prey may block
    expect(offered(s, c)).toBe(false); // not in the hunt's block and reaction windows
    s = passUntil(s, (x) => !x.act || !!x.moment);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.moment' });
    expect(dec(s).prompt.key).toBe('log-vtes:prompt.moment_hunt');
    expect(ids(s)).toEqual([`oot:${c}:0`, 'ootpass']);
  });
  it('6.4.5 / 6.4.6 / 1.6.2.4 Left for Dead is asked when the strikes would burn an ally in combat, before the damage; a combat ended in its manual window deals none', () => {
    const lf = def('Left for Dead');
    let s = build({
      defs: [lf],
      active: 0,
      seats: [{ ready: [V('Theo Bell', 8)] }, { ready: [{ card: '47th Street Royals', blood: 2 }] }, { hand: ['Left for Dead'] }],
    });
    const c = uid(s, 'Left for Dead');
    const royals = uid(s, '47th Street Royals');
    s = announce(s, uid(s, 'Theo Bell'), 'bleed:');
    s = choose(s, `block:${royals}`);
    s = passUntil(s, (x) => !!x.combat);
    expect(offered(s, c)).toBe(false); // not in the combat's other windows
    s = passUntil(s, (x) => ids(x).includes('hand'));
    s = choose(s, 'hand'); // Theo Bell: a hand strike for his strength, more than the Royals' 2 life
    s = passUntil(s, (x) => !!x.moment || !x.combat);
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.moment' });
    expect(dec(s).prompt.key).toBe('log-vtes:prompt.moment_allyBurned');
    expect(ids(s)).toEqual([`oot:${c}:0`, 'ootpass']);
    expect(s.cards[royals].zone).toBe('ready'); // the damage waits for the window
    s = choose(s, `oot:${c}:0`);
    expect(dec(s).kind).toBe('vtes.manual');
    s = choose(s, 'ctx:endCombat');
    s = choose(s, 'done');
    expect(s.combat).toBeFalsy();
    expect(s.cards[royals].zone).toBe('ready'); // the combat ended before the damage
  });
});
