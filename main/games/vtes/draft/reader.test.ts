/**
 * Item 5: any official card from an import plays with its type, requirements and printed costs
 * enforced, and its effect resolved by the players with logged manual operations.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { asDrafted, asReviewed, draftEntry } from './entry';
import { EntrySchema } from '../data/entry';
import { fingerprint } from '../data/fingerprint';
import { outOfTurnOf } from '../schema/modes';
import { apply } from '../rules/kernel';
import { vtesModule } from '../module';
import { automationOf, type CardDef } from '../schema/effects';
import { STARTER_DEFS } from '../data/starters';
import { cardUid, type VtesState } from '../core/state';
import { build, choose, chooseP, dec, ids, passUntil, uid, withDefs } from '../testing/testing';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const byName = (n: string) => parsed.cards.find((c) => c.name === n) as CardDetail;

describe('V:TES imported cards (manual automation)', () => {
  it('every official card gets a draft entry the data files accept, status draft, written from its text', () => {
    for (const c of parsed.cards) {
      const e = draftEntry(c);
      expect(EntrySchema.safeParse(e).success, c.name).toBe(true);
      expect(e.status).toBe('draft');
      expect(e.fp).toBe(fingerprint(c.text));
      if (c.kind === 'library') expect(e.modes.length, c.name).toBeGreaterThan(0);
      // what a reviewer accepts unchanged plays: a definition of the card with its catalog facts
      const d = asReviewed(c);
      expect(d.id).toBe(c.id);
      if (STARTER_DEFS.has(c.id)) expect(d).toEqual(STARTER_DEFS.get(c.id));
    }
    expect(automationOf(asReviewed(byName('Govern the Unaligned')).modes)).toBe('full');
  });

  it('printed costs and discipline requirements are enforced: an imported bleed modifier needs the discipline and is resolved manually', () => {
    const ds = byName('Dominate'); // a master Discipline card: manual
    expect(asReviewed(ds).modes[0].kind).toBe('master');
    // an action modifier requiring Dominate that is not a starter card
    const conf = parsed.cards.find(
      (c) =>
        c.types.join() === 'Action Modifier' &&
        JSON.stringify(c.libraryDisciplines) === '[["dom"]]' &&
        !c.bloodCost &&
        !c.poolCost &&
        !STARTER_DEFS.has(c.id) &&
        !c.requirements.length,
    )!;
    const def = asReviewed(conf);
    expect(def.modes[0].conditions).toEqual([{ r: 'disc', disc: 'dom', level: 1 }]);
    // put the imported definition into a hand-built game
    let s: VtesState = build({ seats: [{ ready: [{ card: 'Andi Liu', blood: 4 }], hand: [] }, {}] });
    s = withDefs(s, def);
    const card = cardUid(s.nextUid);
    s.cards[card] = {
      uid: card,
      cid: def.id,
      owner: 0,
      controller: 0,
      zone: 'hand',
      zoneSeat: 0,
      attached: [],
      blood: 0,
      locked: false,
      capBonus: 0,
    };
    s.seats[0].zones.hand.push(card);
    s.totalCards++;
    s.nextUid++;
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    expect(dec(s).kind).toBe('vtes.actionModifier');
    s = choose(s, `mod:${card}:0`);
    expect(dec(s).kind).toBe('vtes.manual');
    expect(ids(s)).toContain('ctx:bleedPlus');
    s = choose(s, 'ctx:bleedPlus');
    s = choose(s, 'done');
    expect(s.seats[1].pool).toBe(28);
  });

  it('1.6.2.2 a Discipline master card gives its vampire +1 level and +1 capacity', () => {
    const aus = asReviewed(byName('Auspex'));
    expect(aus.automation).toBe('full');
    let s: VtesState = build({ defs: [aus], seats: [{ ready: [{ card: 'Ashley', blood: 2 }], hand: ['Auspex'] }, {}], phase: 'master' });
    s = chooseP(s, 'm:');
    s = choose(s, `t:${uid(s, 'Ashley')}`);
    const a = uid(s, 'Ashley');
    expect(s.cards[a].capBonus).toBe(1);
    expect(s.cards[a].discBonus).toEqual({ aus: 1 });
    expect(vtesModule.view(s, 0)).toMatchObject({ seats: [{ ready: [{ capacity: 4 }] }, {}] });
  });

  it('7 advanced vampires: 4 transfers and 1 pool merge the advanced version onto the controlled base vampire', () => {
    const [base, adv] = parsed.cards.filter((c) => c.name === 'Alfred Benezri').sort((x, y) => Number(x.advanced) - Number(y.advanced));
    const db = asReviewed(base);
    const da = asReviewed(adv);
    expect(da.advanced).toBe(true);
    let s: VtesState = build({ defs: [db, { ...da, name: 'Alfred Benezri (adv)' }], seats: [{}, {}], phase: 'influence' });
    // place the two versions by hand: base ready with 3 blood, advanced uncontrolled with 1
    s = withDefs(s, da);
    const mk = (cid: string, zone: 'ready' | 'uncontrolled', blood: number) => {
      const u = cardUid(s.nextUid++);
      s.cards[u] = { uid: u, cid, owner: 0, controller: 0, zone, zoneSeat: 0, attached: [], blood, locked: false, capBonus: 0 };
      s.seats[0].zones[zone].push(u);
      s.totalCards++;
      s.total += blood;
      return u;
    };
    const b = mk(db.id, 'ready', 3);
    const v = mk(da.id, 'uncontrolled', 1);
    s = choose(s, `merge:${v}:${b}`);
    expect(s.cards[v].host).toBe(b);
    expect(s.cards[b].merged).toBe(v);
    expect(s.seats[0].pool).toBe(29);
    expect(s.turnFlags.transfers).toBe(0);
    expect(vtesModule.view(s, 0)).toMatchObject({ seats: [{ ready: [{ capacity: da.capacity }] }, {}] });
  });

  it('4.1 contested cards: the base and the advanced version of one vampire, held by different Methuselahs, are contested', () => {
    const [base, adv] = parsed.cards.filter((c) => c.name === 'Alfred Benezri').sort((x, y) => Number(x.advanced) - Number(y.advanced));
    const db = asReviewed(base);
    const da = asReviewed(adv);
    let s: VtesState = build({ defs: [db], seats: [{ ready: [{ card: 'Alfred Benezri', blood: 3 }] }, {}], phase: 'influence', active: 1 });
    s = withDefs(s, da);
    const v = cardUid(s.nextUid++);
    s.cards[v] = {
      uid: v,
      cid: da.id,
      owner: 1,
      controller: 1,
      zone: 'uncontrolled',
      zoneSeat: 1,
      attached: [],
      blood: 7,
      locked: false,
      capBonus: 0,
    };
    s.seats[1].zones.uncontrolled.push(v);
    s.totalCards++;
    s.total += 7;
    s = choose(s, `influence:${v}`);
    const b = s.seats[0].zones.ready[0];
    expect(s.cards[v].zone).toBe('ready');
    expect(s.cards[v].contested).toBe(true);
    expect(s.cards[b].contested).toBe(true);
    // the same Methuselah bringing out the other version normally (not merging): the new card burns
    let t: VtesState = build({ defs: [db], seats: [{}, { ready: [{ card: 'Alfred Benezri', blood: 3 }] }], phase: 'influence', active: 1 });
    t = withDefs(t, da);
    const w = cardUid(t.nextUid++);
    t.cards[w] = {
      uid: w,
      cid: da.id,
      owner: 1,
      controller: 1,
      zone: 'uncontrolled',
      zoneSeat: 1,
      attached: [],
      blood: 7,
      locked: false,
      capBonus: 0,
    };
    t.seats[1].zones.uncontrolled.push(w);
    t.totalCards++;
    t.total += 7;
    t = choose(t, `influence:${w}`);
    expect(t.cards[w].zone).toBe('ash');
  });

  it('6.5.5 step 4: diablerizing an older vampire lets the diablerist take a Discipline card from the library', () => {
    const aus = asReviewed(byName('Auspex'));
    let s: VtesState = build({
      defs: [aus],
      seats: [
        { ready: [{ card: 'Ashley', blood: 2 }], library: ['Blood Doll', 'Auspex', 'Blood Doll'] },
        { torpor: [{ card: 'Andi Liu', blood: 3 }] },
      ],
    });
    const a = uid(s, 'Ashley');
    s = choose(s, `min:${a}`);
    s = chooseP(s, 'diab:');
    expect(dec(s).kind).toBe('vtes.diablerieDiscipline');
    // a library card is offered by card id (the library's instances stay hidden)
    s = choose(s, `lib:${aus.id}`);
    expect(s.cards[uid(s, 'Auspex')].host).toBe(a);
    expect(s.cards[a].capBonus).toBe(1);
    expect(s.cards[a].discBonus).toEqual({ aus: 1 });
  });

  it('1.6.1.3 burn option: during any unlock phase a Methuselah without a minion able to play the card may discard it', () => {
    const bo = parsed.cards.find((c) => c.burnOption && c.types.join() === 'Combat')!;
    const def = asReviewed(bo);
    let s: VtesState = build({ defs: [{ ...def, name: 'Burnable' }], seats: [{}, { hand: ['Burnable'] }], phase: 'discard', active: 1 });
    s = passUntil(s, (x) => x.active === 0 && x.turn > 10, 10);
    expect(dec(s).kind).toBe('vtes.burnOption');
    expect(dec(s).seat).toBe(1);
    s = chooseP(s, 'burnoptOther:');
    expect(s.seats[1].zones.ash).toHaveLength(1);
    expect(s.seats[1].zones.hand).toHaveLength(7);
  });

  it('a deck of imported cards can be passed in the config (CardDetail list) and plays', () => {
    const lib = parsed.cards.filter((c) => c.kind === 'library' && c.types.includes('Master') && !STARTER_DEFS.has(c.id)).slice(0, 60);
    const cfg = vtesModule.parseConfig({
      players: 2,
      edition: 'vekn-current',
      decks: [{ starter: 'ventrue' }, { crypt: [{ id: '201529', count: 12 }], library: lib.map((c) => ({ id: c.id, count: 1 })) }],
      cards: lib,
    });
    const { state } = vtesModule.setup(cfg, 'imp');
    expect(state.seats[1].zones.hand).toHaveLength(7);
    expect(vtesModule.decisions(state).length).toBe(1);
  });

  it('1.6.2.4 / 5 out-of-turn master cards: timing read from the card data markers; never offered in your own turn', () => {
    const when = (n: string) => outOfTurnOf(asReviewed(byName(n)).modes[0]);
    expect(when('Archon Investigation')).toEqual({ when: 'bleedingYou' });
    expect(when('Vox Domini')).toEqual({ when: 'referendum' });
    expect(when('Frenzy')).toEqual({ when: 'combat' });
    expect(when('Warning Sirens')).toEqual({ when: 'action' });
    expect(when('Direct Intervention')).toEqual({ when: 'none', cancels: 'minion', noCost: true }); // cancels a minion card as played: its own window
    expect(when('Dominate')).toBeUndefined();
    // in its own master phase a Methuselah cannot play an out-of-turn card
    const ws = asReviewed(byName('Warning Sirens'));
    const s: VtesState = build({
      defs: [ws],
      seats: [{ ready: [{ card: 'Ashley', blood: 2 }], hand: ['Warning Sirens', 'Blood Doll'] }, {}],
      phase: 'master',
    });
    expect(ids(s).filter((x) => x.startsWith('m:'))).toEqual([`m:${uid(s, 'Blood Doll', 0, 'hand')}`]);
  });

  it("5 Fase heril: an out-of-turn master card is offered during another Methuselah's action and costs the next master action", () => {
    // Archon Investigation plays itself since the tenth session: the reader's draft of it (timing only, effect by hand) is tested here
    const ai = asDrafted(byName('Archon Investigation'));
    const ws = asReviewed(byName('Warning Sirens'));
    let s: VtesState = build({
      defs: [ai, ws],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        { ready: [{ card: 'Ashley', blood: 2, locked: true }], hand: ['Archon Investigation', 'Warning Sirens', 'Blood Doll'] },
        { ready: [{ card: 'Sully', blood: 2, locked: true }], hand: ['Warning Sirens'] },
      ],
    });
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.bleedReaction');
    // the bled Methuselah: both its out-of-turn cards (bleeding-you and any-action timing)
    expect(dec(s).seat).toBe(1);
    const aiCard = uid(s, 'Archon Investigation');
    expect(ids(s)).toEqual([`oot:${aiCard}:0`, `oot:${uid(s, 'Warning Sirens', 1)}:0`, 'pass']);
    s = choose(s, `oot:${aiCard}:0`);
    expect(s.seats[1].pool).toBe(27); // its printed pool cost, paid now
    expect(s.seats[1].masterDebt).toBe(1);
    expect(s.cards[aiCard].zone).toBe('ash');
    expect(dec(s).kind).toBe('vtes.manual'); // its effect is resolved by the players
    s = choose(s, 'done');
    // one out-of-turn card per master phase: the second one is no longer offered to seat 1; seat 2 is asked
    expect(dec(s).seat).toBe(2);
    expect(dec(s).kind).toBe('vtes.reaction');
    s = choose(s, 'pass');
    expect(s.seats[1].pool).toBe(26); // bleed 1 after the window
    // seat 1's next master phase has no master action left
    s = passUntil(s, (x) => x.active === 1, 30);
    expect(s.turnFlags.masterLeft).toBe(0);
    expect(s.seats[1].masterDebt).toBe(0);
  });

  it('1.6.2.4 an out-of-turn card with combat timing is offered to the other Methuselahs once per round before range', () => {
    const fr = asReviewed(byName('Frenzy'));
    let s: VtesState = build({
      defs: [fr],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        { ready: [{ card: 'Ashley', blood: 3 }] },
        { ready: [{ card: 'Sully', blood: 2 }], hand: ['Frenzy'] },
      ],
    });
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    expect(dec(s).kind).toBe('vtes.outOfTurn');
    expect(dec(s).seat).toBe(2);
    s = choose(s, 'ootpass');
    expect(dec(s).kind).not.toBe('vtes.outOfTurn'); // asked once this round
    expect(s.seats[2].masterDebt).toBe(0);
  });

  it("1.6.2.4 / 6.4.5 Rötschreck is asked when the strikes resolved with aggravated damage to a vampire (not in the combat's other windows), paid and charged", () => {
    const when = (n: string) => outOfTurnOf(asReviewed(byName(n)).modes[0]);
    expect(when('Rötschreck')).toEqual({ when: 'none', moment: 'combatDamage' });
    expect(when('Two Wrongs')).toEqual({ when: 'none', moment: 'bleedingYou' });
    const ro = asReviewed(byName('Rötschreck'));
    // a test strike card: 1 aggravated damage
    const claws: CardDef = {
      id: 't-agg',
      name: 'Aggravated Strike Test',
      kind: 'library',
      types: ['Combat'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'damage', dmg: 1, agg: true }] }],
    };
    let s: VtesState = build({
      defs: [ro, claws],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Aggravated Strike Test'] },
        { ready: [{ card: 'Ashley', blood: 3 }] },
        { ready: [{ card: 'Sully', blood: 2 }], hand: ['Rötschreck'] },
      ],
    });
    const card = uid(s, 'Rötschreck');
    // not in the master phase of another Methuselah, nor before any window opens
    expect(ids(s).some((x) => x.startsWith(`oot:${card}`))).toBe(false);
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    expect(ids(s).some((x) => x.startsWith(`oot:${card}`))).toBe(false); // not in the combat's out-of-turn window
    s = passUntil(s, (x) => ids(x).some((i) => i.startsWith(`card:${uid(x, 'Aggravated Strike Test')}`)));
    s = choose(
      s,
      ids(s).find((i) => i.startsWith(`card:${uid(s, 'Aggravated Strike Test')}`))!,
    );
    s = passUntil(s, (x) => !!x.moment || !x.combat);
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.moment' });
    expect(dec(s).prompt.key).toBe('log-vtes:prompt.moment_combatDamage');
    const pool = s.seats[2].pool;
    s = choose(s, `oot:${card}:0`);
    expect(s.seats[2].masterDebt).toBe(1);
    expect(s.seats[2].pool).toBe(pool - Number(byName('Rötschreck').poolCost ?? 0));
    expect(s.cards[card].zone).not.toBe('hand');
    // its reviewed entry puts it on the vampire about to take the damage (testing/master-moment-scenarios.ts)
    expect([s.cards[card].zone, s.cards[card].host]).toEqual(['attached', uid(s, 'Ashley')]);
  });

  it('6.2 / 1.6.3.6 reactions to an undirected action: every other Methuselah with a ready unlocked minion may react, not only the prey', () => {
    const rc = parsed.cards.find(
      (c) =>
        c.types.join() === 'Reaction' &&
        !c.libraryDisciplines.length &&
        !c.bloodCost &&
        !c.poolCost &&
        !c.requirements.length &&
        !c.clans.length &&
        !STARTER_DEFS.has(c.id),
    )!;
    // an imported reaction without conditions of its own (this test is about who is asked)
    const def = {
      ...asReviewed(rc),
      name: 'Imported Reaction',
      modes: [{ kind: 'reaction' as const, conditions: [], effects: [{ e: 'manual' as const, key: 'imported' }] }],
    };
    expect(def.modes[0].kind).toBe('reaction');
    let s: VtesState = build({
      defs: [def],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        { ready: [{ card: 'Ashley', blood: 2, locked: true }] },
        {
          ready: [
            { card: 'Sully', blood: 2 },
            { card: 'Rayne', blood: 2, locked: true },
          ],
          hand: ['Imported Reaction'],
        },
        {},
      ],
    });
    // hunting is undirected: seat 2 (neither prey nor target) is asked with its unlocked minion only
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'hunt:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.reaction');
    expect(dec(s).seat).toBe(2);
    expect(ids(s)).toEqual([`manualReact:${uid(s, 'Imported Reaction')}:0:${uid(s, 'Sully')}`, 'pass']);
    s = chooseP(s, 'manualReact:');
    expect(dec(s).kind).toBe('vtes.manual');
    expect(dec(s).seat).toBe(2);
    // 1.6.3.6 (and vtes-pl "Karty reakcji"): a directed action (bleed of seat 1) may be answered by seat 2 too
    let t: VtesState = build({
      defs: [def],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        { ready: [{ card: 'Ashley', blood: 2, locked: true }] },
        { ready: [{ card: 'Sully', blood: 2 }], hand: ['Imported Reaction'] },
      ],
    });
    t = choose(t, `min:${uid(t, 'Andi Liu')}`);
    t = chooseP(t, 'bleed:');
    t = passUntil(t, (x) => x.seats[1].pool < 30 || dec(x).kind === 'vtes.reaction');
    expect(t.seats[1].pool).toBe(30);
    expect(dec(t).seat).toBe(2);
    expect(ids(t)).toEqual([`manualReact:${uid(t, 'Imported Reaction')}:0:${uid(t, 'Sully')}`, 'pass']);
  });

  it('1.6.1.1 / 1.6.2.4 Direct Intervention cancels a minion card as it is played: only seats holding a fitting card are asked; its cost is not paid', () => {
    const di = asReviewed(byName('Direct Intervention'));
    const sr = asReviewed(byName('Sudden Reversal'));
    expect(outOfTurnOf(di.modes[0])).toEqual({ when: 'none', cancels: 'minion', noCost: true });
    expect(outOfTurnOf(sr.modes[0])).toEqual({ when: 'none', cancels: 'master', noCost: true });
    const start = () =>
      build({
        defs: [di, sr],
        seats: [
          { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning'] },
          { hand: ['Direct Intervention'] },
          { hand: ['Sudden Reversal'] },
        ],
      });
    let s: VtesState = start();
    const andi = uid(s, 'Andi Liu');
    const cond = uid(s, 'Conditioning');
    const card = uid(s, 'Direct Intervention');
    s = choose(s, `min:${andi}`);
    s = chooseP(s, 'bleed:');
    expect(dec(s).kind).toBe('vtes.actionModifier');
    s = choose(s, `mod:${cond}:1`);
    // the window: seat 1 only (seat 2's Sudden Reversal cancels master cards, not minion cards)
    expect(dec(s).kind).toBe('vtes.cancelCard');
    expect(dec(s).seat).toBe(1);
    expect(ids(s)).toEqual([`cancel:${card}:0`, 'pass']);
    expect(s.cards[cond].zone).toBe('hand');
    s = choose(s, `cancel:${card}:0`);
    // Direct Intervention is a master card played: seat 2 may answer it with Sudden Reversal (it passes)
    expect(dec(s).seat).toBe(2);
    expect(ids(s)).toEqual([`cancel:${uid(s, 'Sudden Reversal')}:0`, 'pass']);
    s = choose(s, 'pass');
    expect(s.cards[cond].zone).toBe('ash');
    expect(s.cards[card].zone).toBe('ash');
    expect(s.seats[1].masterDebt).toBe(1); // charged to seat 1's next master phase
    expect(s.cards[andi].blood).toBe(4); // "its cost is not paid": Conditioning's blood stays
    expect(s.seats[0].zones.hand).toHaveLength(7); // the player draws up after the "as played" period
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(28); // Direct Intervention's printed cost (1), then bleed 1: the cancelled +3 has no effect
    // everybody passes: the play goes on as chosen
    let t: VtesState = start();
    t = choose(t, `min:${uid(t, 'Andi Liu')}`);
    t = chooseP(t, 'bleed:');
    t = choose(t, `mod:${uid(t, 'Conditioning')}:1`);
    t = choose(t, 'pass');
    t = passUntil(t, (x) => !x.act);
    expect(t.seats[1].pool).toBe(26);
    expect(t.seats[1].masterDebt).toBe(0);
    expect(t.cards[uid(t, 'Direct Intervention')].zone).toBe('hand');
  });

  it('1.6.1.1 / 5 Sudden Reversal cancels a master card as it is played: the master phase action is spent; never in your own turn', () => {
    const di = asReviewed(byName('Direct Intervention'));
    const sr = asReviewed(byName('Sudden Reversal'));
    let s: VtesState = build({
      defs: [di, sr],
      phase: 'master',
      seats: [
        { ready: [{ card: 'Ashley', blood: 1 }], hand: ['Blood Doll', 'Sudden Reversal'] },
        { hand: ['Sudden Reversal', 'Direct Intervention'] },
      ],
    });
    const doll = uid(s, 'Blood Doll', 0, 'hand');
    const card = uid(s, 'Sudden Reversal', 1);
    // the card is shown to the asked Methuselah: a public line that ends undo of the choice
    expect(apply(s, 0, `m:${doll}`).events).toEqual([
      expect.objectContaining({ type: 'vtes.playing', reveals: true, params: { seat: 0, card: 'Blood Doll' } }),
    ]);
    s = choose(s, `m:${doll}`);
    expect(dec(s).kind).toBe('vtes.cancelCard');
    expect(dec(s).seat).toBe(1);
    expect(ids(s)).toEqual([`cancel:${card}:0`, 'pass']);
    s = choose(s, `cancel:${card}:0`);
    expect(s.cards[doll].zone).toBe('ash');
    expect(s.cards[card].zone).toBe('ash');
    expect(s.seats[1].masterDebt).toBe(1);
    expect(s.turnFlags.masterLeft).toBe(0);
    expect(ids(s).some((x) => x.startsWith('m:'))).toBe(false);
    // seat 0's own Sudden Reversal is never offered (its own card, its own turn)
    expect(s.seats[0].zones.hand).toContain(uid(s, 'Sudden Reversal', 0));
  });

  it('an unknown card id or a wrong library size is refused with a localized error', () => {
    expect(() => vtesModule.parseConfig({ decks: [{ starter: 'ventrue' }, { crypt: [{ id: 'nope', count: 12 }], library: [] }] })).toThrow(
      /vtes_deck_unknown_card/,
    );
    expect(() => vtesModule.parseConfig({ players: 2, edition: 'es-2018' })).toThrow(/vtes_deck_library_size/);
    expect(() => vtesModule.parseConfig({ players: 7 })).toThrow(/vtes_seats/);
  });
});
