/**
 * Imported official cards: keywords and traits of section 11 (vtes-es:11, vtes-pl:Cechy) and library
 * requirements, read from the real card data (../shared/data) through asReviewed.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { asReviewed } from '../draft/entry';
import { cryptStats, cryptTraits, reqsFromData, reqsFromText } from '../draft/reader';
import { vtesHeuristicBot } from '../bot/bots';
import { vtesModule } from '../module';
import { apply } from '../rules/kernel';
import type { CardDef } from './starters';
import { type VtesState } from '../core/state';
import { titleOf, titleVotes } from '../core/held-titles';
import { build, choose, chooseP, dec, ids, passUntil, uid } from '../testing/testing';
import { RngCursor, seedRng } from '../../../engine/rng';
import { getBot } from '../../../engine/bots';
import { GameSession } from '../../../engine/session';
import logEs from '../../../../locales/es/log-vtes.json';
import logPl from '../../../../locales/pl/log-vtes.json';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
/** The base (non-advanced) version of a card, by name, as a definition. */
const def = (n: string): CardDef => {
  const c = parsed.cards.find((x) => x.name === n && !x.advanced) as CardDetail | undefined;
  if (!c) throw new Error(`no card ${n}`);
  return asReviewed(c);
};
const optionsOf = (s: VtesState, minion: string) => ids(choose(s, `min:${minion}`));

describe('V:TES imported keywords (vtes-es:11, vtes-pl:Cechy)', () => {
  it('11 the keywords and traits are read from the crypt data as flags only', () => {
    expect(def('Azaneal').traits).toEqual(['infernal']);
    expect(def('Anu Diptinatpa').traits).toEqual(['scarce']);
    expect(def('Allonzo Montoya').traits).toEqual(['scarce', 'sterile']);
    expect(def('Abd al-Rashid').traits).toEqual(['bloodCursed']);
    expect(def('Luma, Stone Beauty')).toMatchObject({ traits: ['flight', 'slave'], slaveOf: 'Tremere' });
    expect(def('Obsidian').traits).toEqual(['flight']);
    expect(def('Pugfar').slaveOf).toBe('Tremere antitribu');
    expect(cryptTraits('Sabbat. Black Hand Seraph: text.').traits).toEqual(['blackHand', 'seraph']);
    // its text is only keywords and a stat sentence: a plain vampire, played by its data entry (data/vampires.ts)
    expect(def('Appius Claudius Corvus')).toMatchObject({
      traits: ['blackHand', 'seraph'],
      automation: 'full',
      modes: [{ effects: [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }] }],
    });
    expect(cryptTraits('Sabbat: Black Hand vampires you control get +1 bleed.').traits).toEqual([]); // a mention, not the trait
    expect(def('Aidan Lyle').traits).toBeUndefined();
    // counts over the whole crypt: every card whose data carries the sentence gets the flag
    const crypt = parsed.cards.filter((c) => c.kind === 'crypt').map(asReviewed);
    expect(crypt.filter((d) => d.traits?.includes('infernal')).length).toBeGreaterThanOrEqual(20);
    expect(crypt.filter((d) => d.traits?.includes('bloodCursed')).length).toBeGreaterThanOrEqual(40);
    // the five the text reader finds, and Tupdog's (its entry states it: its text writes the word in lower case)
    expect(crypt.filter((d) => d.slaveOf).length).toBe(6);
    // the text itself is never stored in the definition
    expect(JSON.stringify(def('Azaneal'))).not.toMatch(/put vampires in play/);
  });

  it('4 / 11 Infernal: an infernal minion stays locked in the unlock phase; its controller may burn 1 pool to unlock it', () => {
    let s: VtesState = build({
      defs: [def('Azaneal')],
      seats: [
        {
          ready: [
            { card: 'Azaneal', blood: 3, locked: true },
            { card: 'Ashley', blood: 2, locked: true },
          ],
        },
        {},
      ],
      phase: 'discard',
      active: 1,
    });
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 10);
    const az = uid(s, 'Azaneal');
    expect(s.cards[uid(s, 'Ashley')].locked).toBe(false);
    expect(s.cards[az].locked).toBe(true);
    expect(dec(s).kind).toBe('vtes.unlock');
    expect(ids(s)).toContain(`infernal:${az}`);
    // the seat view shows the keyword (the table explains why the vampire stayed locked)
    expect(vtesModule.view(s, 1)).toMatchObject({ seats: [{ ready: [{ traits: ['infernal'] }, {}] }, {}] });
    s = choose(s, `infernal:${az}`);
    expect(s.cards[az].locked).toBe(false);
    expect(s.seats[0].pool).toBe(29);
    expect(ids(s)).not.toContain(`infernal:${az}`);
    // declining leaves it locked: it cannot act this turn
    let t: VtesState = build({
      defs: [def('Azaneal')],
      seats: [{ ready: [{ card: 'Azaneal', blood: 3, locked: true }] }, {}],
      phase: 'discard',
      active: 1,
    });
    t = passUntil(t, (x) => x.active === 0 && x.phase === 'unlock', 10);
    t = choose(t, 'done');
    expect(t.cards[uid(t, 'Azaneal')].locked).toBe(true);
    expect(ids(t).some((x) => x.startsWith('min:'))).toBe(false);
  });

  it('11 Infernal: the last pool may be paid (it ousts); the bot keeps a margin; nothing is asked with 0 pool to pay', () => {
    let s: VtesState = build({
      defs: [def('Azaneal')],
      seats: [{ pool: 1, ready: [{ card: 'Azaneal', blood: 3, locked: true }] }, {}, {}],
      phase: 'discard',
      active: 2,
    });
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 10);
    const az = uid(s, 'Azaneal');
    const d = dec(s);
    expect(vtesHeuristicBot.choose(vtesModule.view(s, 0), d, new RngCursor(seedRng('bot')))).toBe('done');
    s = choose(s, `infernal:${az}`);
    expect(s.seats[0].ousted).toBe(true);
  });

  it('7 / 11 Scarce: bringing a scarce vampire into play burns 3 pool per other controlled vampire of its clan; offered only when payable', () => {
    const anu = def('Anu Diptinatpa');
    const other = def('Asguresh'); // another Nagaraja
    expect(other.clan).toEqual(anu.clan);
    const start = (pool: number) =>
      build({
        defs: [anu, other],
        seats: [{ pool, ready: [{ card: 'Asguresh', blood: 2 }], uncontrolled: [{ card: 'Anu Diptinatpa', blood: 7 }] }, {}],
        phase: 'influence',
      });
    let s = start(10);
    const a = uid(s, 'Anu Diptinatpa');
    expect(dec(s).options.find((o) => o.id === `influence:${a}`)).toMatchObject({
      label: { key: 'log-vtes:opt.influenceInScarce', params: { n: 3 } },
      params: { cost: 3 },
    });
    s = choose(s, `influence:${a}`);
    expect(s.cards[a].zone).toBe('ready');
    expect(s.seats[0].pool).toBe(7);
    // the bot keeps a margin: with 5 pool it does not pay 3 for the scarce vampire
    const bot = (x: VtesState) => vtesHeuristicBot.choose(vtesModule.view(x, 0), dec(x), new RngCursor(seedRng('bot')));
    expect(bot(start(5))).not.toBe(`influence:${a}`);
    expect(bot(start(20))).toBe(`influence:${a}`);
    // not payable: not offered
    const t = start(2);
    expect(ids(t)).not.toContain(`influence:${uid(t, 'Anu Diptinatpa')}`);
    // no other vampire of the clan: free
    let u: VtesState = build({
      defs: [anu],
      seats: [{ ready: [{ card: 'Ashley', blood: 2 }], uncontrolled: [{ card: 'Anu Diptinatpa', blood: 7 }] }, {}],
      phase: 'influence',
    });
    expect(bot({ ...u, seats: [{ ...u.seats[0], pool: 3 }, u.seats[1]] })).toMatch(/^influence:/); // free: even with little pool
    u = chooseP(u, 'influence:');
    expect(u.seats[0].pool).toBe(30);
  });

  it('11 Sterile: a sterile vampire cannot perform an action that puts a vampire into play (data requirement "non-sterile")', () => {
    const emb = def('Embrace, The');
    expect(emb.reqs).toContainEqual({ r: 'trait', trait: 'sterile', not: true });
    const s: VtesState = build({
      defs: [emb, def('Barry'), def('Aidan Lyle')],
      seats: [
        {
          ready: [
            { card: 'Barry', blood: 5 },
            { card: 'Aidan Lyle', blood: 5 },
          ],
          hand: ['Embrace, The'],
        },
        {},
      ],
    });
    expect(optionsOf(s, uid(s, 'Barry')).some((x) => x.startsWith('card:'))).toBe(false);
    expect(optionsOf(s, uid(s, 'Aidan Lyle')).some((x) => x.startsWith('card:'))).toBe(true);
  });

  it('11 Slave: no directed action unless its controller controls a ready member of its clan', () => {
    const luma = def('Luma, Stone Beauty');
    const s: VtesState = build({
      defs: [luma, def('Aidan Lyle')],
      seats: [{ ready: [{ card: 'Luma, Stone Beauty', blood: 2 }] }, { torpor: [{ card: 'Ashley', blood: 1 }] }],
    });
    const o = optionsOf(s, uid(s, 'Luma, Stone Beauty'));
    expect(o.some((x) => x.startsWith('bleed:'))).toBe(false);
    expect(o.some((x) => x.startsWith('diab:'))).toBe(false); // diablerie of another's vampire is directed
    expect(o.some((x) => x.startsWith('hunt:'))).toBe(true);
    // imported action cards: the one the data marks (D) is not offered, the undirected one is
    expect(def("Bum's Rush").modes[0].targets).toEqual({ t: 'card', cards: { what: 'minion', combat: true } });
    expect(def('Entrenching').modes[0].targets).toBeUndefined();
    const c: VtesState = build({
      defs: [luma, def("Bum's Rush"), def('Entrenching')],
      seats: [{ ready: [{ card: 'Luma, Stone Beauty', blood: 2 }], hand: ["Bum's Rush", 'Entrenching'] }, { ready: ['Ashley'] }],
    });
    expect(optionsOf(c, uid(c, 'Luma, Stone Beauty')).filter((x) => x.startsWith('card:'))).toEqual([
      expect.stringContaining(`:${uid(c, 'Entrenching')}:`),
    ]);
    const t: VtesState = build({
      defs: [luma, def('Aidan Lyle')],
      seats: [
        {
          ready: [
            { card: 'Luma, Stone Beauty', blood: 2 },
            { card: 'Aidan Lyle', blood: 3, locked: true },
          ],
        },
        {},
      ],
    });
    expect(optionsOf(t, uid(t, 'Luma, Stone Beauty')).some((x) => x.startsWith('bleed:'))).toBe(true);
  });

  it('11 Slave: when a vampire of its clan is blocked, the slave may lock to cancel the combat, unlock the actor and fight the blocker', () => {
    const start = () =>
      build({
        defs: [def('Luma, Stone Beauty'), def('Aidan Lyle')],
        seats: [
          {
            ready: [
              { card: 'Aidan Lyle', blood: 3 },
              { card: 'Luma, Stone Beauty', blood: 2 },
            ],
          },
          { ready: [{ card: 'Ashley', blood: 3 }] },
        ],
      });
    let s: VtesState = start();
    const aidan = uid(s, 'Aidan Lyle');
    const luma = uid(s, 'Luma, Stone Beauty');
    s = choose(s, `min:${aidan}`);
    s = chooseP(s, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.slaveSwap');
    expect(dec(s).seat).toBe(0);
    expect(ids(s)).toEqual([`slave:${luma}`, 'pass']);
    s = choose(s, `slave:${luma}`);
    expect(s.cards[luma].locked).toBe(true);
    expect(s.cards[aidan].locked).toBe(false);
    expect(s.combat).toMatchObject({ a: luma, b: uid(s, 'Ashley') });
    // declined: the blocked vampire fights as usual
    let t: VtesState = start();
    t = choose(t, `min:${uid(t, 'Aidan Lyle')}`);
    t = chooseP(t, 'bleed:');
    t = chooseP(t, 'block:');
    t = passUntil(t, (x) => dec(x).kind === 'vtes.slaveSwap');
    t = choose(t, 'pass');
    expect(t.combat).toMatchObject({ a: uid(t, 'Aidan Lyle') });
    expect(t.cards[uid(t, 'Luma, Stone Beauty')].locked).toBe(false);
  });

  it('6.5.5 / 11 Blood cursed: no diablerie action, and no diablerie after blocking a vampire leaving torpor', () => {
    const bc = def('Abd al-Rashid');
    const s: VtesState = build({
      defs: [bc],
      seats: [
        {
          ready: [
            { card: 'Abd al-Rashid', blood: 3 },
            { card: 'Ashley', blood: 2 },
          ],
        },
        { torpor: [{ card: 'Rayne', blood: 2 }] },
      ],
    });
    expect(optionsOf(s, uid(s, 'Abd al-Rashid')).some((x) => x.startsWith('diab:'))).toBe(false);
    expect(optionsOf(s, uid(s, 'Abd al-Rashid')).some((x) => x.startsWith('rescue:'))).toBe(true);
    expect(optionsOf(s, uid(s, 'Ashley')).some((x) => x.startsWith('diab:'))).toBe(true);
    // blocking a vampire leaving torpor: the blood cursed blocker is not asked
    const leave = (blocker: string) => {
      let t: VtesState = build({
        defs: [bc],
        seats: [
          { torpor: [{ card: 'Ashley', blood: 3 }] },
          { ready: [{ card: blocker, blood: 3, attached: [{ card: 'Raven Spy', blood: 1 }] }] },
        ],
      });
      t = choose(t, `min:${uid(t, 'Ashley')}`);
      t = chooseP(t, 'leave:');
      return chooseP(t, 'block:');
    };
    const t = leave('Abd al-Rashid');
    expect(t.cards[uid(t, 'Ashley')].zone).toBe('torpor'); // blocked
    expect(t.act).toBeNull(); // nobody was asked about diablerie
    expect(dec(leave('Rayne')).kind).toBe('vtes.diablerieBlocked'); // the usual question for another blocker
  });
});

describe('V:TES imported library requirements (1.6.1.3, card data)', () => {
  it('1.6.1.3 requirements are read from the card data: sects, titles, titled, capacity, traits', () => {
    expect(reqsFromData(['independent', 'anarch'])).toEqual([{ r: 'sects', sects: ['independent', 'anarch'] }]);
    expect(reqsFromData(['camarilla', 'titled'])).toEqual([{ r: 'sect', sect: 'camarilla' }, { r: 'titled' }]);
    expect(reqsFromData(['non-titled', 'non-anarch'])).toEqual([
      { r: 'notSect', sect: 'anarch' },
      { r: 'titled', not: true },
    ]);
    expect(reqsFromData(['anarch', 'capacity 5 or more'])).toEqual([
      { r: 'sect', sect: 'anarch' },
      { r: 'capacity', min: 5 },
    ]);
    expect(reqsFromData(['non-sterile', 'capacity 2 or less'])).toEqual([
      { r: 'capacity', max: 2 },
      { r: 'trait', trait: 'sterile', not: true },
    ]);
    // a regent counts as a cardinal (10); a city title is prince, archbishop or baron
    expect(reqsFromData(['cardinal'])).toEqual([{ r: 'title', titles: ['cardinal', 'regent'] }]);
    expect(reqsFromData(['city title'])).toEqual([{ r: 'title', titles: ['prince', 'archbishop', 'baron'] }]);
    expect(def('Go Anarch').reqs).toEqual([{ r: 'notSect', sect: 'anarch' }, { r: 'titled', not: true }, { r: 'vampire' }]);
  });

  it('1.6.1.3 the "Requires" sentence of the text is the fallback without the requirement file, and always says "vampire"', () => {
    expect(reqsFromText('Requires a ready non-sterile vampire of capacity less than 3.', true)).toEqual([
      { r: 'capacity', max: 2 },
      { r: 'trait', trait: 'sterile', not: true },
      { r: 'vampire' },
    ]);
    expect(reqsFromText('+1 stealth action. Requires a ready Sabbat vampire with a capacity above 6.', true)).toEqual([
      { r: 'sect', sect: 'sabbat' },
      { r: 'capacity', min: 7 },
      { r: 'vampire' },
    ]);
    // "X or non-Y": neither the data row nor the text can be read as "all of these"; only "vampire" is kept
    expect(def('Mozambique Allure').reqs).toEqual([{ r: 'vampire' }]);
    // an import without vteslibmeta.csv reads the same requirements from the text
    const noMeta = parseVeknFiles(officialFiles(OFFICIAL_FILES.filter((f) => !f.includes('libmeta'))));
    const fist = noMeta.cards.find((c) => c.name === "Camarilla's Iron Fist")!;
    expect(fist.requirements).toEqual([]);
    expect(asReviewed(fist).reqs).toEqual([{ r: 'sect', sect: 'camarilla' }, { r: 'titled' }, { r: 'vampire' }]);
    // "Requires a vampire": an ally cannot play it, a vampire can
    const sip = def('Siphon');
    expect(sip.reqs).toEqual([{ r: 'vampire' }]);
    const s: VtesState = build({
      defs: [sip, def('Dark Web Procurer')],
      seats: [
        {
          ready: [
            { card: 'Dark Web Procurer', blood: 1 },
            { card: 'Ashley', blood: 2 },
          ],
          hand: ['Siphon'],
        },
        {},
      ],
    });
    expect(optionsOf(s, uid(s, 'Dark Web Procurer')).some((x) => x.startsWith('card:'))).toBe(false);
    expect(optionsOf(s, uid(s, 'Ashley')).some((x) => x.startsWith('card:'))).toBe(true);
  });

  it('1.6.4 Gehenna requirements: an event needing other Gehenna events in play is offered only when they are', () => {
    const ww = def('Wormwood');
    const an = def('Anthelios, The Red Star');
    expect(ww.reqs).toEqual([{ r: 'gehenna', n: 1 }]);
    expect(an.gehenna).toBe(true);
    const eventOpts = (play: string[]) =>
      ids(build({ defs: [ww, an], seats: [{ hand: ['Wormwood', 'Blood Doll'] }, { play }], phase: 'discard' })).filter((x) =>
        x.startsWith('event:'),
      );
    expect(eventOpts([])).toEqual([]);
    expect(eventOpts(['Anthelios, The Red Star'])).toHaveLength(1);
  });

  it('1.6.1.3 a titled Camarilla requirement: only a titled Camarilla vampire may call the referendum', () => {
    const fist = def("Camarilla's Iron Fist");
    const s: VtesState = build({
      defs: [fist, def('Aidan Lyle')],
      seats: [
        {
          ready: [
            { card: 'Horst von Brühl', blood: 4 },
            { card: 'Aidan Lyle', blood: 4 },
          ],
          hand: ["Camarilla's Iron Fist"],
        },
        // two opponents: its points go to two or more Methuselahs (LSJ 20100129)
        {},
        {},
      ],
    });
    expect(optionsOf(s, uid(s, 'Horst von Brühl')).some((x) => x.startsWith('card:'))).toBe(true); // a prince
    expect(optionsOf(s, uid(s, 'Aidan Lyle')).some((x) => x.startsWith('card:'))).toBe(false); // untitled
  });

  it('1.6.1.3 capacity and sect requirements: an anarch with capacity 5 or more', () => {
    const fee = def('Fee Stake: Boston');
    expect(fee.reqs).toEqual([
      { r: 'sect', sect: 'anarch' },
      { r: 'capacity', min: 5 },
    ]);
    expect(fee.titleCard).toBe(true);
    expect(fee.unique).toBeFalsy();
    const s: VtesState = build({
      defs: [fee, def('Aidan Lyle')],
      seats: [
        {
          ready: [
            { card: 'Aidan Lyle', blood: 4, anarch: true },
            { card: 'Ashley', blood: 2, anarch: true },
            { card: 'Horst von Brühl', blood: 4 },
          ],
          hand: ['Fee Stake: Boston'],
        },
        {},
      ],
    });
    expect(optionsOf(s, uid(s, 'Aidan Lyle')).some((x) => x.startsWith('card:'))).toBe(true); // anarch, capacity 7
    expect(optionsOf(s, uid(s, 'Ashley')).some((x) => x.startsWith('card:'))).toBe(false); // capacity 3
    expect(optionsOf(s, uid(s, 'Horst von Brühl')).some((x) => x.startsWith('card:'))).toBe(false); // not anarch
  });

  it('6.3.3 a titled Independent vampire votes with the votes its data states', () => {
    const amisa = def('Amisa');
    expect(amisa.title).toBe('2 votes');
    let s: VtesState = build({
      defs: [amisa],
      seats: [{ ready: [{ card: 'Horst von Brühl', blood: 4 }], hand: ['Ancilla Empowerment'] }, { ready: [{ card: 'Amisa', blood: 4 }] }],
    });
    s = choose(s, `min:${uid(s, 'Horst von Brühl')}`);
    s = chooseP(s, 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    expect(dec(s).seat).toBe(1);
    const am = uid(s, 'Amisa');
    expect(dec(s).options.find((o) => o.id === `v:${am}:n`)?.label.params).toMatchObject({ votes: 2 });
    const pools = s.seats.map((x) => x.pool);
    s = choose(s, `v:${am}:n`);
    // 6.3.2 votes in any order: seat 0 passed before Amisa's votes, so it is asked again
    expect(dec(s).seat).toBe(0);
    s = choose(s, 'done');
    // 1 vote for (the calling card) against 2: the referendum fails, nobody burns pool
    expect(s.ref).toBeNull();
    expect(s.seats.map((x) => x.pool)).toEqual(pools);
  });

  it('6.1.5 allies get the life, strength and bleed their data states (an ally with 0 bleed cannot bleed)', () => {
    const ah = def('Abyssal Hunter');
    expect(ah.modes[0].effects[0]).toEqual({ e: 'ally', life: 4, strength: 3, bleed: 0 });
    const s: VtesState = build({
      defs: [ah],
      seats: [
        {
          ready: [
            { card: 'Abyssal Hunter', blood: 4 },
            { card: 'Ashley', blood: 2 },
          ],
        },
        {},
      ],
    });
    expect(ids(s)).toContain(`min:${uid(s, 'Ashley')}`);
    expect(ids(s)).not.toContain(`min:${uid(s, 'Abyssal Hunter')}`); // no bleed, no card action: nothing to do
    const proc = def('Dark Web Procurer');
    expect(proc.modes[0].effects[0]).toEqual({ e: 'ally', life: 1, strength: 1, bleed: 1 });
    expect(proc.unique).toBeFalsy(); // "non-unique" in its text is not the keyword
  });

  it('4.1 unique cards are the ones whose data starts with the keyword; title cards are marked', () => {
    expect(def('Amam the Devourer').unique).toBe(true);
    expect(def('Centralized Background Check').unique).toBe(true);
    expect(def('Embrace, The').unique).toBeFalsy();
    expect(def('Praxis Seizure: Paris').titleCard).toBe(true);
    expect(def('Praxis Seizure: Paris').reqs).toEqual([{ r: 'sect', sect: 'camarilla' }, { r: 'vampire' }]);
  });

  it('11 Título: a Praxis Seizure whose referendum passes goes on the acting vampire as prince of its city; a rival copy contests it (4.2); yielding burns the card', () => {
    const ps = def('Praxis Seizure: Amsterdam');
    expect(ps.modes[0].effects[0]).toEqual({ e: 'titleCard', title: 'prince', city: 'Amsterdam' });
    let s: VtesState = build({
      defs: [ps, def('Aidan Lyle'), def('Aisling Sturbridge')],
      seats: [
        { ready: [{ card: 'Aidan Lyle', blood: 4 }], hand: ['Praxis Seizure: Amsterdam'] },
        { ready: [{ card: 'Aisling Sturbridge', blood: 4, attached: [{ card: 'Praxis Seizure: Amsterdam', mode: 0 }] }] },
      ],
    });
    const aidan = uid(s, 'Aidan Lyle');
    const aisling = uid(s, 'Aisling Sturbridge');
    const card = uid(s, 'Praxis Seizure: Amsterdam', 0);
    s = choose(s, `min:${aidan}`);
    s = chooseP(s, 'card:');
    s = choose(s, 'decline'); // seat 1 does not block
    // polling: Aidan votes for with the calling card; Aisling (prince of Amsterdam, 2 votes) abstains
    s = choose(s, 'call:y');
    s = choose(s, 'done');
    expect(s.ref).toBeNull();
    expect(s.cards[card].zone).toBe('attached');
    expect(s.cards[card].host).toBe(aidan);
    // both claim the prince of Amsterdam: the title is contested, neither has its votes meanwhile
    expect(s.cards[aidan].contestedTitle).toBe(true);
    expect(s.cards[aisling].contestedTitle).toBe(true);
    expect(vtesModule.view(s, 0)).toMatchObject({ seats: [{ ready: [{ title: 'prince', titleState: 'contested' }] }, {}] });
    // seat 1 yields in its unlock phase: its title card burns, Aidan keeps the title
    s = passUntil(s, (x) => x.active === 1 && dec(x).kind === 'vtes.unlock', 30);
    s = choose(s, `title:${aisling}:yield`);
    const other = uid(s, 'Praxis Seizure: Amsterdam', 1);
    expect(s.cards[other].zone).toBe('ash');
    expect(s.cards[aisling].noTitle).toBe(true);
  });

  it('11 Título: Fee Stake puts itself on the acting anarch as baron of its city (an action card)', () => {
    const fee = def('Fee Stake: Boston');
    let s: VtesState = build({
      defs: [fee, def('Aidan Lyle')],
      seats: [{ ready: [{ card: 'Aidan Lyle', blood: 4, anarch: true }], hand: ['Fee Stake: Boston'] }, {}],
    });
    const aidan = uid(s, 'Aidan Lyle');
    s = choose(s, `min:${aidan}`);
    s = chooseP(s, 'card:');
    s = passUntil(s, (x) => !x.act, 30);
    expect(s.cards[uid(s, 'Fee Stake: Boston')].host).toBe(aidan);
    // the title counts for votes and requirements (10.5: an anarch baron)
    expect(titleOf(s, aidan)).toBe('baron');
    expect(titleVotes(titleOf(s, aidan))).toBe(2);
    // a Camarilla vampire does not benefit from an anarch title (10)
    s.cards[aidan].anarch = false;
    expect(titleOf(s, aidan)).toBeUndefined();
  });

  it('6.1.1 / 6.4.4 an imported vampire bleeds and strikes with the bleed and strength modifiers its data states', () => {
    const adana = def('Adana de Sforza'); // "+2 bleed.", and her cost modifier (data/crypt.json)
    expect(adana.modes[0].effects).toEqual([
      { e: 'costMod', n: -1, of: { type: 'combat' }, who: 'self', to: 'blood' },
      { e: 'mod', stat: 'bleed', n: 2, who: 'self' },
    ]);
    expect(def('Fidus, The Shrunken Beast').modes[0].effects).toContainEqual({ e: 'mod', stat: 'strength', n: -1, who: 'self' });
    expect(def('J. Oswald "Ozzy" Hyde-White').modes[0].effects).toEqual([{ e: 'manual', key: 'imported' }]);
    expect(cryptStats('Camarilla: +1 stealth. +1 intercept. -1 stealth.')).toEqual([
      { e: 'mod', stat: 'stealth', n: 1, who: 'self' },
      { e: 'mod', stat: 'intercept', n: 1, who: 'self' },
    ]);
    expect(cryptStats('Sabbat: X gets +1 stealth when bleeding. [MERGED] +1 bleed.')).toEqual([]);
    let s: VtesState = build({ defs: [adana], seats: [{ ready: [{ card: 'Adana de Sforza', blood: 4 }] }, {}] });
    s = choose(s, `min:${uid(s, 'Adana de Sforza')}`);
    s = chooseP(s, 'bleed:');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(27); // 1 + 2
    // "+1 stealth." on every action; "+1 intercept." on every block: Appius hunts with 2 stealth, Anton blocks with 1 intercept
    let t: VtesState = build({
      defs: [def('Appius Claudius Corvus'), def('Anton')],
      seats: [{ ready: [{ card: 'Appius Claudius Corvus', blood: 4 }] }, { ready: [{ card: 'Anton', blood: 4 }] }],
    });
    t = choose(t, `min:${uid(t, 'Appius Claudius Corvus')}`);
    t = chooseP(t, 'hunt:');
    expect(t.act!.stealth).toBe(2);
    // Ashley hunts with 1 stealth: Anton's printed intercept is enough to block
    let b: VtesState = build({
      defs: [def('Anton')],
      seats: [{ ready: [{ card: 'Ashley', blood: 2 }] }, { ready: [{ card: 'Anton', blood: 4 }] }],
    });
    b = choose(b, `min:${uid(b, 'Ashley')}`);
    b = chooseP(b, 'hunt:');
    const blockId = ids(b).find((x) => x.startsWith('block:'))!;
    expect(apply(b, 1, blockId).events.map((e) => e.type)).toContain('vtes.blocked');
  });

  it('4.1 a unique imported location: not playable while you have one in play; played while another Methuselah has one, both are contested', () => {
    const loc = def('Centralized Background Check');
    expect(loc.unique).toBe(true);
    let s: VtesState = build({
      defs: [loc],
      phase: 'master',
      seats: [
        { ready: [{ card: 'Ashley', blood: 2 }], hand: ['Centralized Background Check', 'Centralized Background Check'] },
        { play: ['Centralized Background Check'] },
      ],
    });
    const mine = uid(s, 'Centralized Background Check', 0, 'hand');
    s = choose(s, `m:${mine}`);
    s = passUntil(s, (x) => x.cards[mine].zone === 'play', 5);
    const theirs = uid(s, 'Centralized Background Check', 1);
    expect(s.cards[mine].contested).toBe(true);
    expect(s.cards[theirs].contested).toBe(true);
    // the second copy in seat 0's hand: no longer playable (one in play already)
    s.turnFlags.masterLeft = 1;
    expect(ids(s).some((x) => x.startsWith('m:'))).toBe(false);
  });

  it('1.6.1.3 clan requirement of a master card: one of your ready vampires must be of the clan', () => {
    const loc = def("Al's Army Apparatus"); // requires a Brujah
    expect(loc.clan).toEqual(['Brujah']);
    const masters = (v: string) =>
      ids(build({ defs: [loc], phase: 'master', seats: [{ ready: [{ card: v, blood: 2 }], hand: ["Al's Army Apparatus"] }, {}] })).filter(
        (x) => x.startsWith('m:'),
      );
    expect(masters('Rayne')).toHaveLength(1); // Brujah
    expect(masters('Ashley')).toEqual([]); // Malkavian
  });

  it('playouts with imported keyword decks (infernal, scarce, sterile, slave, blood cursed, title cards): invariants, no stuck decision, replay hash, texts in es and pl', () => {
    const byName = (n: string) => parsed.cards.find((x) => x.name === n && !x.advanced) as CardDetail;
    const crypt = [
      'Azaneal',
      'Arishat',
      'Anu Diptinatpa',
      'Asguresh',
      'Luma, Stone Beauty',
      'Saxum, Master of Slaves',
      'Aidan Lyle',
      'Aisling Sturbridge',
      'Abd al-Rashid',
      'Barry',
      'Amisa',
      'Adana de Sforza',
    ].map(byName);
    const lib: [string, number][] = [
      ['Embrace, The', 4],
      ['Praxis Seizure: Amsterdam', 3],
      ['Fee Stake: Boston', 3],
      ['Siphon', 4],
      ['Abyssal Hunter', 3],
      ["Al's Army Apparatus", 2],
      ['Centralized Background Check', 2],
      ["Camarilla's Iron Fist", 4],
      ['Go Anarch', 4],
      ['Dark Web Procurer', 4],
      ['Wormwood', 2],
      ['Anthelios, The Red Star', 2],
    ];
    const libCards = lib.map(([n]) => byName(n));
    const deck = { crypt: crypt.map((c) => ({ id: c.id, count: 1 })), library: lib.map(([n, k]) => ({ id: byName(n).id, count: k })) };
    const keysSeen = new Set<string>();
    const note = (r: { key: string; params?: Record<string, unknown> } | undefined) => {
      if (!r) return;
      keysSeen.add(r.key);
      for (const v of Object.values(r.params ?? {})) if (v && typeof v === 'object' && 'key' in (v as object)) note(v as { key: string });
    };
    const seen = new Set<string>();
    for (let g = 0; g < 3; g++) {
      const seed = `kw-${g}`;
      const seats = Array.from({ length: 4 }, (_, i) => ({
        name: `P${i + 1}`,
        kind: 'bot' as const,
        bot: (i + g) % 3 === 2 ? 'random' : 'heuristic',
      }));
      const session = GameSession.create(
        vtesModule,
        {
          players: 4,
          edition: 'vekn-current',
          maxTurns: 40,
          deckCheck: false,
          decks: [deck, { starter: 'ventrue' }, deck, { starter: 'brujah' }],
          // the cards as reviewed entries (what the reader proposes, accepted unchanged)
          cards: [...crypt, ...libCards].map(asReviewed),
        },
        seats,
        seed,
      );
      const rng = new RngCursor(seedRng(`${seed}/drive`));
      for (let step = 0; !session.isOver(); step++) {
        if (step > 20000) throw new Error(`${seed}: no end`);
        const d = session.decisions()[0];
        if (!d?.options.length) throw new Error(`${seed} step ${step}: empty decision`);
        note(d.prompt);
        for (const o of d.options) note(o.label);
        const option = getBot(vtesModule, seats[d.seat].bot)!.choose(vtesModule.view(session.state, d.seat), d, rng);
        session.choose(d.seat, option);
        const bad = vtesModule.invariants!(session.state);
        if (bad.length) throw new Error(`${seed} step ${step}: ${bad.join('; ')}`);
      }
      for (const e of session.events) {
        seen.add(e.type);
        if (e.type.startsWith('vtes.')) keysSeen.add(`log-vtes:${e.type.slice(5)}`);
      }
      expect(GameSession.fromRecord(vtesModule, JSON.parse(JSON.stringify(session.record()))).hash()).toBe(session.hash());
    }
    expect(seen.has('vtes.influenced')).toBe(true);
    expect(seen.has('vtes.infernalUnlock')).toBe(true); // the heuristic bot pays for its infernal vampires
    // a key with plural forms (i18next `key_one`...`key_other`) exists through its `_other`
    const has = (bundle: unknown, key: string) =>
      [key, `${key}_other`].some(
        (k) =>
          typeof k
            .split('.')
            .reduce<unknown>((c, p) => (c && typeof c === 'object' ? (c as Record<string, unknown>)[p] : undefined), bundle) === 'string',
      );
    const missing = [...keysSeen]
      .filter((k) => k.startsWith('log-vtes:'))
      .map((k) => k.slice(9))
      .filter((k) => !has(logEs, k) || !has(logPl, k));
    expect(missing).toEqual([]);
  }, 120_000);

  it('11 Título: a clan justicar card names a ready vampire of its clan with the action; the passed referendum puts the card on it', () => {
    const bj = def('Tremere Justicar');
    expect(bj.modes[0].effects[0]).toMatchObject({ e: 'titleCard', title: 'justicar', city: 'Tremere', chosenClan: 'Tremere' });
    // no ready Tremere anywhere: not offered
    const none: VtesState = build({
      defs: [bj],
      seats: [{ ready: [{ card: 'Horst von Brühl', blood: 4 }], hand: ['Tremere Justicar'] }, {}],
    });
    expect(optionsOf(none, uid(none, 'Horst von Brühl')).some((x) => x.startsWith('card:'))).toBe(false);
    let s: VtesState = build({
      defs: [bj, def('Aidan Lyle')],
      seats: [
        { ready: [{ card: 'Horst von Brühl', blood: 4 }], hand: ['Tremere Justicar'] },
        { ready: [{ card: 'Aidan Lyle', blood: 3 }] },
      ],
    });
    const aidan = uid(s, 'Aidan Lyle');
    s = choose(s, `min:${uid(s, 'Horst von Brühl')}`);
    s = chooseP(s, 'card:');
    expect(dec(s).kind).toBe('vtes.titleTarget');
    expect(ids(s)).toEqual([`t:${aidan}`]); // another Methuselah's Tremere may be chosen
    s = choose(s, `t:${aidan}`);
    s = choose(s, 'decline'); // seat 1 does not block
    if (ids(s).includes('done') && !s.ref) s = choose(s, 'done'); // a manual window for the rest of the card, when played by hand
    s = choose(s, 'call:y');
    s = choose(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    s = passUntil(s, (x) => !x.ref, 5);
    const card = uid(s, 'Tremere Justicar');
    expect(s.cards[card].host).toBe(aidan);
    expect(titleOf(s, aidan)).toBe('justicar');
    expect(s.cards[card].controller).toBe(1);
  });
});
