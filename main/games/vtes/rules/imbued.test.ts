/**
 * The imbued rules (vtes-es "Apéndice: Reglas para imbuidos" A.1-A.5 and 1.6.3 item 8; vtes-pl
 * "Załącznik: Zasady natchnionych"), played with the official imbued cards read from ../shared/data
 * as the set-up reads them (catalog-def.ts): the card type and its region, life instead of blood,
 * convictions, powers, incapacitation, how imbued enter play, votes, hunting and diablerie.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { allyBleed } from './announce';
import { readyVampires, strengthOf } from '../core/queries';
import { isAlly, isImbued, isVampire, type VtesState } from '../core/state';
import { seatView } from '../view/seatview';
import { testImbued } from '../testing/imbued-scenarios';
import { testVampire } from '../testing/test-vampire';
import { announce, applyDamageForTests, build, type BuildSpec, choose, chooseP, dec, ids, passUntil, uid, V } from '../testing/testing';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const byName = (n: string) => parsed.cards.find((c) => c.name === n && !c.advanced) as CardDetail;

const WARDEN = 'François "Warden" Loehr'; // Judge, 3 life, Defense and Justice
const ANNA = 'Anna "Dictatrix11" Suljic'; // Martyr, 6 life, Martyrdom, Redemption and Vision
const ORACLE = 'Béatrice "Oracle171" Tremblay'; // Innocent, 3 life
const CARDS = [WARDEN, ANNA, ORACLE, 'Second Sight', 'Strike with Conviction', 'React with Conviction', 'Discern', 'Augur', '.44 Magnum'];
const DEFS = CARDS.map((n) => cardDefFromDetail(byName(n)));

const game = (seats: BuildSpec['seats'], more: Partial<BuildSpec> = {}): VtesState => build({ defs: DEFS, seats, ...more });
const imbued = (card: string, life: number, more = {}) => ({ card, blood: life, ...more });

describe('imbued appendix (vtes-es A.1-A.5, 1.6.3 item 8; vtes-pl "Załącznik: Zasady natchnionych")', () => {
  it('A.1 the imbued card type: a crypt card that is a mortal ally, not a vampire; its cost is its starting life', () => {
    const d = cardDefFromDetail(byName(WARDEN));
    expect(d).toMatchObject({ kind: 'crypt', types: ['Imbued'], capacity: 3, clan: ['Judge'] });
    expect(d.disc).toEqual({ def: 1, jud: 1 });
    const s = game([{ ready: [imbued(WARDEN, 3)] }, {}]);
    const w = uid(s, WARDEN);
    expect([isImbued(s, w), isVampire(s, w), isAlly(s, w)]).toEqual([true, false, true]);
    // strength 1 and bleed 1 by default
    expect(strengthOf(s, w)).toBe(1);
    expect(allyBleed(s, w)).toBe(1);
    // the view says its counters are life and how many convictions it has
    expect(seatView(s, 0).seats[0].ready[0]).toMatchObject({ imbued: true, convictions: 0, blood: 3 });
  });

  it('A.1 / 7 an imbued enters play from the uncontrolled region like a vampire: transfers up to its cost, as life', () => {
    let s = game([{ pool: 10, uncontrolled: [imbued(WARDEN, 2)], library: [] }, {}], { phase: 'influence' });
    const w = uid(s, WARDEN);
    s = choose(s, `give:${w}`);
    expect(s.cards[w].blood).toBe(3);
    s = choose(s, `influence:${w}`);
    expect(s.cards[w].zone).toBe('ready');
    expect(s.seats[0].pool).toBe(9);
  });

  it('A.1 hunting and votes: an imbued has no hunt action, is no vampire of its Methuselah and casts no vote', () => {
    const s = game([{ ready: [imbued(WARDEN, 1)] }, {}]);
    const w = uid(s, WARDEN);
    expect(dec(s).kind).not.toBe('vtes.mandatory');
    expect(readyVampires(s, 0)).toEqual([]);
    const o = ids(choose(s, `min:${w}`));
    expect(o.some((x) => x.startsWith('hunt:'))).toBe(false);
    expect(o.some((x) => x.startsWith('bleed:'))).toBe(true);
  });

  it('A.1 diablerie does not apply: an imbued cannot diablerize a vampire in torpor', () => {
    const s = game([{ ready: [imbued(ANNA, 6)] }, { torpor: [V('Rayne', 2)] }]);
    const o = ids(choose(s, `min:${uid(s, ANNA)}`));
    expect(o.some((x) => x.startsWith('diab:') || x.startsWith('rescue:'))).toBe(false);
  });

  it('A.1 / A.5 incapacitation: an imbued with no life left is incapacitated, neither burned nor in torpor', () => {
    let s = game([{ ready: [imbued(WARDEN, 2)] }, {}]);
    const w = uid(s, WARDEN);
    s = applyDamageForTests(s, w, 1, 1);
    expect(s.cards[w].zone).toBe('incapacitated');
    expect(s.seats[0].zones.incapacitated).toEqual([w]);
    expect(s.seats[0].zones.torpor).toEqual([]);
    expect(seatView(s, 1).seats[0].incapacitated?.map((c) => c.uid)).toEqual([w]);
  });

  it('A.5 the difference from torpor: no leave-torpor action, no rescue, no diablerie; another minion may burn it as a (D) action and take its equipment', () => {
    let s = game([
      { ready: [V('Theo Bell', 4)], torpor: [V('Rayne', 2)] },
      { incapacitated: [imbued(WARDEN, 0, { attached: [{ card: '.44 Magnum' }] })] },
    ]);
    const w = uid(s, WARDEN);
    const theo = uid(s, 'Theo Bell');
    const o = ids(choose(s, `min:${theo}`));
    expect(o.some((x) => x.startsWith(`rescue:${theo}:${w}`) || x.startsWith(`diab:${theo}:${w}`))).toBe(false);
    expect(o).toContain(`burnImbued:${theo}:${w}`);
    s = announce(s, theo, `burnImbued:${theo}:${w}`);
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[w].zone).toBe('ash');
    expect(s.cards[uid(s, '.44 Magnum')]).toMatchObject({ zone: 'attached', host: theo });
  });

  it('A.5 after the (D) action burns an incapacitated imbued, each ready imbued may burn a conviction for 1 unpreventable damage to the acting minion', () => {
    let s = game([
      { ready: [V('Theo Bell', 4)] },
      {
        incapacitated: [imbued(WARDEN, 0)],
        ready: [imbued(ANNA, 6, { attached: [{ card: 'Second Sight' }, { card: 'Second Sight' }] })],
      },
    ]);
    const theo = uid(s, 'Theo Bell');
    const anna = uid(s, ANNA);
    s = announce(s, theo, `burnImbued:${theo}:${uid(s, WARDEN)}`);
    s = passUntil(s, (x) => x.pick?.then === 'imbuedRetaliation' || !x.act);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.imbuedRetaliation' });
    s = choose(s, `t:${anna}`);
    // unpreventable damage outside combat: one blood burned to heal it
    expect(s.cards[theo].blood).toBe(3);
    expect(s.cards[anna].attached).toHaveLength(1);
  });

  it('A.5 an incapacitated imbued leaves the region in its unlock phase by burning 3 convictions, with 1 life', () => {
    const three = [{ card: 'Second Sight' }, { card: 'Second Sight' }, { card: 'Strike with Conviction' }];
    let s = game([{ incapacitated: [imbued(WARDEN, 0, { attached: three })] }, {}], { phase: 'unlock' });
    const w = uid(s, WARDEN);
    expect(ids(s)).toContain(`rise:${w}`);
    s = choose(s, `rise:${w}`);
    expect(s.cards[w]).toMatchObject({ zone: 'ready', blood: 1, attached: [] });
    // with fewer than 3 it is not offered
    const two = game([{ incapacitated: [imbued(WARDEN, 0, { attached: three.slice(1) })] }, {}], { phase: 'unlock' });
    expect(ids(two).some((x) => x.startsWith('rise:'))).toBe(false);
  });

  it("A.5 the rise is for its controller's own unlock phase at 3 convictions; a card in play (Jennie Orne) allows 2 in any unlock phase", () => {
    const jennie = cardDefFromDetail(byName('Jennie "Cassie247" Orne'));
    const two = [{ card: 'Second Sight' }, { card: 'Second Sight' }];
    const spec = (withJennie: boolean): BuildSpec['seats'] => [
      { incapacitated: [imbued(ANNA, 0, { attached: two })] },
      { incapacitated: [imbued(WARDEN, 0, { attached: two })], ready: withJennie ? [imbued(jennie.name, 5)] : [] },
    ];
    // without her: 2 convictions are not enough in the own phase, and another Methuselah's phase asks nothing
    const plain = build({ defs: [...DEFS, jennie], seats: spec(false), phase: 'unlock' });
    expect(ids(plain).some((x) => x.startsWith('rise'))).toBe(false);
    expect(passUntil(plain, (x) => x.phase !== 'unlock').cards[uid(plain, WARDEN)].zone).toBe('incapacitated');
    // with her in play: the active Methuselah's imbued rises for 2, then the other Methuselah is asked in that same phase
    let s = build({ defs: [...DEFS, jennie], seats: spec(true), phase: 'unlock' });
    const anna = uid(s, ANNA);
    s = choose(s, `rise:${anna}`);
    expect(s.cards[anna]).toMatchObject({ zone: 'ready', blood: 1, attached: [] });
    s = passUntil(s, (x) => dec(x).seat === 1 || x.phase !== 'unlock');
    const w = uid(s, WARDEN);
    expect(dec(s).kind).toBe('vtes.riseIncapacitated');
    s = choose(s, `riseOther:1:${w}`);
    expect(s.cards[w]).toMatchObject({ zone: 'ready', blood: 1, attached: [] });
  });

  it('A.5 leaving the incapacitated region by any other effect (a move by hand) also gives 1 life', () => {
    let s = game([{ incapacitated: [imbued(WARDEN, 0)] }, {}]);
    const w = uid(s, WARDEN);
    s = choose(s, 'manual');
    s = chooseP(s, 'op:move');
    s = choose(s, `c:${w}`);
    expect(ids(s)).not.toContain('zone:torpor');
    s = choose(s, 'zone:ready');
    expect(s.cards[w]).toMatchObject({ zone: 'ready', blood: 1 });
  });

  it('A.2 convictions are played in the unlock phase, from hand or ash heap, one on each imbued per phase', () => {
    let s = game([{ ready: [imbued(WARDEN, 3), imbued(ANNA, 6)], hand: ['Second Sight'], ash: ['Strike with Conviction'] }, {}], {
      phase: 'unlock',
    });
    const w = uid(s, WARDEN);
    const ss = uid(s, 'Second Sight');
    const sw = uid(s, 'Strike with Conviction');
    expect(ids(s)).toEqual(expect.arrayContaining([`conviction:${ss}:${w}`, `conviction:${sw}:${w}`]));
    s = choose(s, `conviction:${ss}:${w}`);
    expect(s.cards[ss]).toMatchObject({ zone: 'attached', host: w });
    expect(s.seats[0].zones.hand).toHaveLength(7); // replaced from the library
    // one per imbued: the Warden is done, Anna may still take the one in the ash heap
    expect(ids(s).some((x) => x.startsWith('conviction:') && x.endsWith(`:${w}`))).toBe(false);
    expect(ids(s)).toContain(`conviction:${sw}:${uid(s, ANNA)}`);
    // conviction cards are no master cards: never offered in the master phase
    const m = game([{ ready: [imbued(WARDEN, 3)], hand: ['Second Sight'] }, {}], { phase: 'master' });
    expect(ids(m).some((x) => x.includes(uid(m, 'Second Sight')))).toBe(false);
  });

  it('A.2 an imbued has at most 5 convictions: one gained beyond the limit burns', () => {
    const five = Array.from({ length: 5 }, () => ({ card: 'Second Sight' }));
    let s = game([{ ready: [imbued(WARDEN, 3, { attached: five })], hand: ['Strike with Conviction'] }, {}], { phase: 'unlock' });
    const sw = uid(s, 'Strike with Conviction');
    s = choose(s, `conviction:${sw}:${uid(s, WARDEN)}`);
    expect(s.cards[sw].zone).toBe('ash');
    expect(s.cards[uid(s, WARDEN)].attached).toHaveLength(5);
  });

  it('A.2 an imbued entering play without a conviction may gain one from library, hand or ash heap', () => {
    let s = game(
      [{ pool: 10, uncontrolled: [imbued(WARDEN, 3)], library: ['React with Conviction', ...Array(10).fill('Blood Doll')] }, {}],
      {
        phase: 'influence',
      },
    );
    const w = uid(s, WARDEN);
    s = choose(s, `influence:${w}`);
    expect(dec(s).kind).toBe('vtes.convictionOnEntry');
    const lib = ids(s).find((x) => x.startsWith('lib:'))!;
    s = choose(s, lib);
    expect(s.cards[uid(s, 'React with Conviction')]).toMatchObject({ zone: 'attached', host: w });
  });

  it("A.2 a conviction cost is paid by burning the imbued's convictions; without them the card is not offered", () => {
    // Augur: a Vision action with a conviction cost of 1
    const none = game([{ ready: [imbued(ANNA, 6)], hand: ['Augur'] }, {}]);
    const a0 = uid(none, ANNA);
    expect(ids(choose(none, `min:${a0}`)).some((x) => x.startsWith('card:'))).toBe(false);
    let s = game([{ ready: [imbued(ANNA, 6, { attached: [{ card: 'Second Sight' }] })], hand: ['Augur'] }, {}]);
    const a = uid(s, ANNA);
    s = announce(s, a, `card:${a}:${uid(s, 'Augur')}:`);
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[a].attached).toEqual([]);
    expect(s.cards[uid(s, 'Second Sight')].zone).toBe('ash');
  });

  it('A.3 / 1.6.3 item 8 a power is played only by an imbued, as an action with +1 stealth, never a second copy; the imbued unlocks when it succeeds', () => {
    const vamp = game([{ ready: [V('Theo Bell', 4)], hand: ['Discern'] }, {}]);
    const t = uid(vamp, 'Theo Bell');
    expect(ids(choose(vamp, `min:${t}`)).some((x) => x.startsWith('card:'))).toBe(false);
    // a vampire of the other seat could block: the action waits for it
    let s = game([{ ready: [imbued(WARDEN, 3)], hand: ['Discern', 'Discern'] }, { ready: [V('Rayne', 3)] }]);
    const w = uid(s, WARDEN);
    const [d1] = s.seats[0].zones.hand.filter((h) => s.cards[h].cid === byName('Discern').id);
    s = announce(s, w, `card:${w}:${d1}:`);
    expect(s.act).toMatchObject({ kind: 'equip', stealth: 1 });
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[d1]).toMatchObject({ zone: 'attached', host: w });
    expect(s.cards[w].locked).toBe(false);
    // the second copy: not on the same imbued
    expect(ids(choose(s, `min:${w}`)).some((x) => x.startsWith('card:'))).toBe(false);
  });

  it('A.4 monsters: an imbued counts as a mortal, so a power usable only against an acting monster (Discern) is not offered when an imbued acts', () => {
    const sneak = testImbued('Test Sneak', 3, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
    const shadow = testVampire('Test Shadow', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
    const discernOffered = (actor: string) => {
      let s = build({
        defs: [...DEFS, sneak, shadow],
        seats: [{ ready: [{ card: actor, blood: 3 }] }, { ready: [imbued(WARDEN, 3, { attached: [{ card: 'Discern' }] })] }],
      });
      const a = uid(s, actor);
      s = announce(s, a, `bleed:${a}`);
      // the intercept step asks only when something is offered
      s = choose(s, `block:${uid(s, WARDEN)}`);
      return ids(s).some((x) => x.split(':').includes(uid(s, 'Discern')));
    };
    expect(discernOffered(sneak.name)).toBe(false);
    expect(discernOffered(shadow.name)).toBe(true);
  });

  it('6.4.2 Jack "Hannibal137" Harmon: his optional maneuver is for the first round of combat only', () => {
    const jack = 'Jack "Hannibal137" Harmon';
    let s = build({ defs: [...DEFS, cardDefFromDetail(byName(jack))], seats: [{ ready: [imbued(jack, 4)] }, { ready: [V('Rayne', 3)] }] });
    const j = uid(s, jack);
    s = announce(s, j, `bleed:${j}`);
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    expect(s.combat!.optManeuvers[j]).toBe(1);
    // unused in the first round: gone in the second (a press to continue is given to reach it)
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    (s.combat as { optPresses: Record<string, number> }).optPresses = { [j]: 1 };
    s = passUntil(s, (x) => !x.combat || (x.combat.step === 'press' && ids(x).includes('optpress')));
    s = choose(s, 'optpress');
    s = passUntil(s, (x) => (x.combat?.round ?? 0) > 1 || !x.combat);
    expect(s.combat?.round).toBe(2);
    expect(s.combat!.optManeuvers[j] ?? 0).toBe(0);
  });

  it('A.1 an imbued in combat loses life for damage (no blood to heal it) and is incapacitated at 0', () => {
    let s = game([{ ready: [imbued(ANNA, 6)] }, {}]);
    const a = uid(s, ANNA);
    s = applyDamageForTests(s, a, 2, 0);
    expect(s.cards[a]).toMatchObject({ zone: 'ready', blood: 4 });
    s = applyDamageForTests(s, a, 0, 4);
    expect(s.cards[a].zone).toBe('incapacitated');
  });
});
