/**
 * Records of action modifiers added for issue 29 (vtes-es 1.6.3.2, 6.2.2.2, 6.3.3), beyond what the
 * scenario families measure: a mode limited to once each turn for the playing vampire (`{ once: 'turn' }`),
 * an X cost chosen for votes (`votes` with an Amount), an intercept loss kept for the whole action for the
 * minions a Selector takes (`interceptBy`).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { dec, ids, passUntil } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import type { CardDef } from '../schema/effects';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));

describe.skipIf(!haveData)('action modifier records (issue 29)', () => {
  const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
  const def = (id: string): CardDef => cardDefFromDetail(cards.find((c) => c.id === id)!);

  it('Instantaneous Transformation [CEL][PRO]: one at superior each turn for a vampire, another vampire may play its own', () => {
    const it = def('100994');
    // another card usable after a successful action (Freak Drive [for]) keeps that window asking
    const fd = def('100788');
    const a = testVampire('Test Actor', { cel: 2, pro: 2, for: 1 });
    const b = testVampire('Test Second', { cel: 2, pro: 2 });
    const sc = new Scenario({
      seats: [
        {
          ready: [
            { card: a.name, blood: 4 },
            { card: b.name, blood: 4 },
          ],
          hand: [it.name, it.name, it.name, fd.name],
        },
        {},
        {},
      ],
      defs: [it, a, b, fd],
    });
    const [ua, ub] = [sc.uid(a.name), sc.uid(b.name)];
    const afterSuccess = (u: string, action = 'bleed') => {
      sc.choose(`min:${u}`).choose(`${action}:${u}`);
      sc.s = passUntil(sc.s, (x) => !x.act || (x.act.outcome === 'success' && dec(x).kind === 'vtes.afterAction'), 20);
    };
    const offered = () => ids(sc.s).filter((o) => o.split(':')[2] === '1' && sc.s.cards[o.split(':')[1]]?.cid === it.id);
    afterSuccess(ua);
    expect(offered().length).toBeGreaterThan(0);
    sc.choose(offered()[0]);
    expect(sc.s.cards[ua].locked).toBe(false);
    sc.s = passUntil(sc.s, (x) => !x.act);
    // the same vampire acts again (a hunt): its second copy at superior is not offered this turn
    afterSuccess(ua, 'hunt');
    expect(ids(sc.s).some((o) => o.split(':').includes(sc.uid(fd.name, 0, 'hand')))).toBe(true);
    expect(offered()).toEqual([]);
    sc.s = passUntil(sc.s, (x) => !x.act);
    // another vampire plays its own
    afterSuccess(ub);
    expect(offered().length).toBeGreaterThan(0);
  });

  it('Awe [pre]: X chosen up to the blood of the calling vampire, X blood paid, X+1 votes', () => {
    const awe = def('100119');
    const caller = testVampire('Test Caller', { pre: 1 });
    const ref: CardDef = { ...def('100059'), name: def('100059').name };
    const sc = new Scenario({
      seats: [{ ready: [{ card: caller.name, blood: 3 }], hand: [ref.name, awe.name] }, {}],
      defs: [awe, caller, ref],
    });
    const c = sc.uid(caller.name);
    const h = sc.uid(awe.name, 0, 'hand');
    sc.play(ref.name, { by: caller.name });
    sc.s = passUntil(sc.s, (x) => x.ref?.step === 'polling' && dec(x).seat === 0, 20);
    const xs = ids(sc.s).filter((o) => o.startsWith(`mod:${h}:0:y:`));
    // the action cost nothing: 3 blood, X from 0 to 3
    expect(xs.map((o) => o.split(':')[4])).toEqual(['0', '1', '2', '3']);
    const yes = sc.s.ref!.yes;
    sc.choose(`mod:${h}:0:y:3`);
    expect(sc.s.ref!.yes - yes).toBe(4);
    expect(sc.s.cards[c].blood).toBe(0);
  });

  it('Acheron Vortex: not offered when a vampire with Obtenebration attempts to block (it takes minions without it)', () => {
    const av = def('100016');
    // the card requires a Harbinger of Skulls
    const actor = testVampire('Test Actor', {}, [], av.clan[0]);
    const shadow = testVampire('Test Shadow', { obt: 1 });
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [av.name] }, { ready: [{ card: shadow.name, blood: 4 }] }],
      defs: [av, actor, shadow],
    });
    const a = sc.uid(actor.name);
    const h = sc.uid(av.name, 0, 'hand');
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    // no other minion it takes is there as the action is announced, nor when that vampire attempts to block
    expect(ids(sc.s).some((o) => o.split(':').includes(h))).toBe(false);
    sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${sc.uid(shadow.name, 1)}`), 5);
    sc.choose(`block:${sc.uid(shadow.name, 1)}`);
    expect(ids(sc.s).some((o) => o.split(':').includes(h))).toBe(false);
    // against a vampire without either Discipline it is offered
    const plain = testVampire('Test Plain', {});
    const sc2 = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [av.name] }, { ready: [{ card: plain.name, blood: 4 }] }],
      defs: [av, actor, plain],
    });
    sc2.choose(`min:${sc2.uid(actor.name)}`).choose(`bleed:${sc2.uid(actor.name)}`);
    expect(ids(sc2.s).some((o) => o.split(':').includes(sc2.uid(av.name, 0, 'hand')))).toBe(true);
  });

  it('Perfect Paragon [PRE]: not offered when an older vampire attempts to block (it takes allies and younger vampires only)', () => {
    const pp = def('101387');
    const actor = testVampire('Test Actor', { pre: 2 }, [], 'Caitiff', { capacity: 5 });
    const older = testVampire('Test Older', {}, [], 'Caitiff', { capacity: 9 });
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [pp.name] }, { ready: [{ card: older.name, blood: 4 }] }],
      defs: [pp, actor, older],
    });
    const a = sc.uid(actor.name);
    sc.choose(`min:${a}`)
      .choose(`bleed:${a}`)
      .choose(`block:${sc.uid(older.name, 1)}`);
    const h = sc.uid(pp.name, 0, 'hand');
    expect(ids(sc.s).some((o) => o.split(':').includes(h))).toBe(false);
  });
});
