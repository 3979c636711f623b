/**
 * The rulings suite (rulings.ts), library card entries (issue 29 item 3): each entry of the area is
 * checked by the scenario of the same key, played with the card's reviewed data (the catalog join) and
 * test vampires holding exactly what the card needs.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import type { VtesState } from '../core/state';
import { dec, ids, passUntil, rulingsSuite, uid } from './testing';
import { Scenario, type ScenarioSpec } from './scenario';
import { testVampire, type VampireFacts } from './test-vampire';
import { AGG_HAND, CONTINUE_UNBLOCKED, NEEDS_DAMAGE, NON_AGG } from './rulings-cards';
import { burnBlood, moveTo, setStep } from '../core/ops';
import { guardLeft } from '../vocab/prims-combat';
import { clone } from '../core/copies';
import { forgetDecision } from '../rules/kernel';
import { EXTRA, preventedOf } from './families-damage';
import { allyRulingScenarios } from './rulings-allies-scenarios';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
/** A catalog card as the set-up plays it (its reviewed entry). */
function card(name: string): CardDef {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`no card ${name}`);
  const d = cardDefFromDetail(c);
  expect(d.automation, name).toBe('full');
  return d;
}

const vamp = (name: string, disc: Record<string, 1 | 2>, facts: VampireFacts = {}, strength = 1) =>
  testVampire(name, disc, strength > 1 ? [{ e: 'mod', stat: 'strength', n: strength - 1, who: 'self' }] : [], 'Caitiff', facts);

/**
 * Seat 0's `actor` (holding the strike card twice) hunts with its stealth set to 0; seat 1 (the prey)
 * declines, seat 2 (the predator) blocks with `OPP` (beside a second vampire); at the actor's strike.
 */
function blockedHunt(c: CardDef, mode: number) {
  const m = c.modes[mode];
  const discs = Object.fromEntries(m.conditions.flatMap((x) => (x.r === 'disc' ? [[x.disc, x.level]] : [])));
  const actor = vamp('Test Actor', discs);
  const other = vamp('Test Sentry', {});
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 4 }], hand: [c.name, c.name] },
      { ready: [{ card: OPP.name, blood: 4 }] },
      {
        ready: [
          { card: OPP.name, blood: 4 },
          { card: other.name, blood: 4 },
        ],
      },
    ],
    defs: [c, actor, OPP, other],
  });
  const a = sc.uid(actor.name);
  sc.choose(`min:${a}`).choose(`hunt:${a}`);
  setStep(sc.s, 'act', { stealth: 0 });
  sc.s = passUntil(sc.s, (x) => x.act?.step === 'block' && dec(x).seat === 1);
  sc.choose('decline');
  const blocker = sc.uid(OPP.name, 2);
  sc.choose(`block:${blocker}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  return { sc, a, blocker, sentry: sc.uid(other.name, 2) };
}

/** Seat 0's vampire named `actor` bleeds and seat 1's `blocker` blocks it; the actor's uid. */
function bleedAndBlock(sc: Scenario, actor: string, blocker: string): string {
  const u = sc.uid(actor);
  sc.choose(`min:${u}`)
    .choose(`bleed:${u}`)
    .choose(`block:${sc.uid(blocker, 1)}`);
  return u;
}

/** Seat 0's Celerity vampire bleeds, seat 1's Celerity vampire blocks, each holding the cards named; at the actor's first strike. */
function psycheFight(actorHand: string[], blockerHand: string[]): Scenario {
  const defs = [...new Set([...actorHand, ...blockerHand])].map(card);
  const a = vamp('Test Actor', { cel: 2 });
  const b = vamp('Test Blocker', { cel: 2 });
  const sc = new Scenario({
    seats: [
      { ready: [{ card: a.name, blood: 6 }], hand: actorHand },
      { ready: [{ card: b.name, blood: 6 }], hand: blockerHand },
    ],
    defs: [...defs, a, b],
  });
  bleedAndBlock(sc, a.name, b.name);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  return sc;
}

/** Past the combat of the block up to where the action goes on: its cost paid when it has one (Form of Mist). */
function goOn(sc: Scenario): void {
  sc.s = passUntil(sc.s, (x) => !x.act || x.act.step === 'block' || x.pick?.kind === 'continueUnblocked');
  if (sc.s.pick) sc.choose(dec(sc.s).options[0].id);
  sc.s = passUntil(sc.s, (x) => !x.act || x.act.step === 'block');
}

/** The blood a `continueUnblocked` costs. */
function costOf(c: CardDef, mode: number): number {
  const e = c.modes[mode].effects.find((x) => x.e === 'continueUnblocked');
  return e && e.e === 'continueUnblocked' ? (e.cost ?? 0) : 0;
}

/** Seat 0's `a` bleeds and seat 1's `b` blocks; at the acting minion's first strike of the combat. */
function fight(a: CardDef, b: CardDef, hand: CardDef, more: Partial<ScenarioSpec> = {}, bBlood = 6): Scenario {
  const sc = new Scenario({
    seats: [{ ready: [{ card: a.name, blood: 6 }], hand: [hand.name] }, { ready: [{ card: b.name, blood: bBlood }] }],
    defs: [hand, a, b],
    ...more,
  });
  bleedAndBlock(sc, a.name, b.name);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  return sc;
}

/** The modes of `name` (in seat `seat`'s hand) offered in the pending decision of `s`. */
function modesIn(s: VtesState, name: string, seat = 0): number[] {
  const h = uid(s, name, seat, 'hand');
  return dec(s)
    .options.map((o) => o.id.split(':'))
    .filter((p) => p.includes(h))
    .map((p) => Number(p[p.indexOf(h) + 1]));
}
const offeredModes = (sc: Scenario, name: string, seat = 0) => modesIn(sc.s, name, seat);

const OPP = vamp('Test Opponent', {});
/** A dodge card anyone may play (6.4.5), for the opposing minion. */
const DODGE: CardDef = {
  id: 'test-dodge',
  name: 'Test Dodge',
  kind: 'library',
  types: ['Combat'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'dodge' }] }],
  automation: 'full',
};

/**
 * Seat 0's `actor` (6 blood, `played` in hand) bleeds and the opponent (6 blood, `opp` in hand: a dodge)
 * blocks: at the combat's `step`.
 */
function blockedStrike(
  played: CardDef,
  actor: CardDef,
  step: 'range' | 'preStrike' | 'strikeA' = 'strikeA',
  opp: CardDef = DODGE,
): { sc: Scenario; u: string } {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [played.name] },
      { ready: [{ card: OPP.name, blood: 6 }], hand: [opp.name] },
    ],
    defs: [played, actor, OPP, opp],
  });
  const u = bleedAndBlock(sc, actor.name, OPP.name);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === step);
  return { sc, u };
}

/** Seat 0's `a` (with `blood`) bleeds, seat 1's opponent blocks; at the first step before strikes where seat 0 is asked, or the strike. */
function beforeStrikes(a: CardDef, hand: CardDef, blood = 6): Scenario {
  const sc = new Scenario({
    seats: [{ ready: [{ card: a.name, blood: 6 }], hand: [hand.name] }, { ready: [{ card: OPP.name, blood: 6 }] }],
    defs: [hand, a, OPP],
  });
  const u = bleedAndBlock(sc, a.name, OPP.name);
  // the blood the vampire keeps into the combat (burned as it begins, before range is determined)
  sc.s = passUntil(sc.s, (x) => !!x.combat);
  burnBlood(sc.s, u, 6 - blood);
  forgetDecision(sc.s);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preStrike' || x.combat?.step === 'strikeA');
  return sc;
}

/**
 * RTR 19960112: the card played before strikes makes the round's hand strike aggravated (the opponent goes
 * to torpor); held until both strikes are chosen, it is offered then, before they resolve, to the same end.
 */
function aggHandRound(a: { card: string; mode: number }): void {
  const c = card(a.card);
  const disc = Object.fromEntries(c.modes[a.mode].conditions.flatMap((x) => (x.r === 'disc' ? [[x.disc, x.level]] : [])));
  for (const late of [false, true]) {
    const sc = beforeStrikes(vamp('Test Actor', disc), c);
    if (!late) sc.play(a.card, { mode: a.mode });
    sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
    sc.choose('hand').choose('none');
    if (late) {
      expect(sc.s.combat?.step).toBe('postStrike');
      sc.play(a.card, { mode: a.mode });
    }
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
    expect(sc.s.cards[sc.uid(OPP.name, 1)].zone, late ? 'played once both strikes are chosen' : 'played before strikes').toBe('torpor');
  }
}

rulingsSuite(
  'cards',
  {
    ...allyRulingScenarios((cid) => card(cards.find((x) => x.id === cid)?.name ?? cid)),
    'burning-wrath-all-aggravated': () => {
      const sc = fight(vamp('Test Actor', { pot: 1 }), OPP, card('Burning Wrath'));
      sc.play('Burning Wrath', { mode: 0 }).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      const o = sc.s.cards[sc.uid(OPP.name, 1)];
      expect([o.zone, o.blood]).toEqual(['torpor', 5]);
    },
    'canine-horde-needs-equipment': () => {
      const horde = card('Canine Horde');
      const actor = vamp('Test Actor', { ani: 2 });
      expect(offeredModes(fight(actor, OPP, horde), 'Canine Horde')).toEqual([0]);
      const gun = card('.44 Magnum');
      const armed = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 6 }], hand: [horde.name] },
          { ready: [{ card: OPP.name, blood: 6, attached: [{ card: gun.name }] }] },
        ],
        defs: [horde, actor, OPP, gun],
      });
      bleedAndBlock(armed, actor.name, OPP.name);
      armed.s = passUntil(armed.s, (x) => x.combat?.step === 'strikeA');
      expect(offeredModes(armed, 'Canine Horde')).toEqual([0, 1]);
      armed.play('Canine Horde', { mode: 1 });
      armed.s = passUntil(armed.s, (x) => !x.combat || x.combat.step === 'press');
      expect(armed.s.cards[armed.uid(gun.name, 1)].zone).toBe('ash');
    },
    'diversion-no-blood': () => {
      const sc = fight(vamp('Test Actor', { tha: 1 }, { sect: 'anarch' }), OPP, card('Diversion'), {}, 0);
      expect(offeredModes(sc, 'Diversion')).toEqual([2]);
      sc.play('Diversion', { mode: 2 }).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      expect([sc.s.cards[sc.uid('Test Actor')].blood, sc.s.cards[sc.uid(OPP.name, 1)].blood]).toEqual([6, 0]);
    },
    'anesthetic-touch-after-resolution': () => {
      const sc = fight(vamp('Test Actor', { obe: 1 }), OPP, card('Anesthetic Touch'));
      sc.play('Anesthetic Touch', { mode: 1 }).choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      const [a, o] = [sc.s.cards[sc.uid('Test Actor')], sc.s.cards[sc.uid(OPP.name, 1)]];
      expect([!!sc.s.combat, a.zone, a.blood, o.zone, o.blood]).toEqual([false, 'ready', 5, 'ready', 5]);
    },
    'anesthetic-touch-dodged': () => {
      const touch = card('Anesthetic Touch');
      const actor = vamp('Test Actor', { obe: 1 });
      const { sc } = blockedStrike(touch, actor);
      sc.play('Anesthetic Touch', { mode: 1 }).play(DODGE.name);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      expect([!!sc.s.combat, sc.s.cards[sc.uid(OPP.name, 1)].blood]).toEqual([false, 6]);
    },
    'breath-of-the-dragon-environmental': () => {
      const breath = card('Breath of the Dragon');
      const actor = vamp('Test Actor', { vic: 1 });
      const { sc, u } = blockedStrike(breath, actor);
      sc.play('Breath of the Dragon', { mode: 0 }).play(DODGE.name);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      expect([sc.s.cards[u].zone, sc.s.cards[sc.uid(OPP.name, 1)].zone]).toEqual(['torpor', 'ready']);
    },
    'burst-of-sunlight-any-range': () => {
      const burst = card('Burst of Sunlight');
      const actor = testVampire('Test Actor', { tha: 1 }, [{ e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' }]);
      const { sc, u } = blockedStrike(burst, actor, 'range');
      sc.choose('optman');
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      expect(sc.s.combat?.range).toBe('long');
      sc.play(burst.name, { mode: 0 }).play(DODGE.name);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      expect([sc.s.cards[u].zone, sc.s.cards[sc.uid(OPP.name, 1)].zone]).toEqual(['torpor', 'ready']);
    },
    'donnybrook-steal-little': () => {
      const sc = fight(vamp('Test Actor', { ser: 1 }, { sect: 'anarch' }), OPP, card('Donnybrook'), {}, 1);
      sc.play('Donnybrook', { mode: 2 }).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      expect([sc.s.cards[sc.uid('Test Actor')].blood, sc.s.cards[sc.uid(OPP.name, 1)].blood]).toEqual([7, 0]);
    },
    'meld-unlocks-opponent': () => {
      const sc = fight(vamp('Test Actor', { vic: 1 }), OPP, card('Meld with the Land'));
      const o = sc.uid(OPP.name, 1);
      expect(sc.s.cards[o].locked).toBe(true);
      sc.play('Meld with the Land', { mode: 0 }).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      expect(sc.s.cards[o].locked).toBe(false);
    },
    'smoke-maneuver-blocked': () => {
      const smoke = card('Smoke and Mirrors');
      const actor = vamp('Test Actor', { chi: 1 }, { sect: 'anarch' });
      const sentry = testVampire('Test Sentry', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [smoke.name] }, { ready: [{ card: sentry.name, blood: 3 }] }],
        defs: [smoke, actor, sentry],
      });
      const a = bleedAndBlock(sc, actor.name, sentry.name);
      sc.play('Smoke and Mirrors', { mode: 0 });
      sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
      expect(sc.s.combat?.optManeuvers[a]).toBe(1);
    },
    'truth-after-resolution': () => {
      const truth = card('Truth of a Thousand Lies');
      const actor = vamp('Test Actor', { ser: 2 });
      const sc = new Scenario({ seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [truth.name] }, {}, {}], defs: [truth, actor] });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      // while the bleed is under way only the bleed mode is offered
      expect(offeredModes(sc, truth.name)).toEqual([0]);
      sc.s = passUntil(sc.s, (x) => !x.act || modesIn(x, truth.name).includes(1));
      expect(sc.s.act?.outcome).toBe('success');
      expect(sc.s.cards[a].locked).toBe(true);
      sc.play(truth.name, { mode: 1 });
      expect(sc.s.cards[a].locked).toBe(false);
    },
    'redirection-younger': () => {
      const red = card('Redirection');
      const reactor = vamp('Test Reactor', { dom: 1 });
      const sentry = vamp('Test Sentry', {});
      const play = (capacity: number) => {
        const actor = testVampire('Test Actor', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }], 'Caitiff', { capacity });
        const sc = new Scenario({
          seats: [
            { ready: [{ card: actor.name, blood: 3 }] },
            {
              ready: [
                { card: reactor.name, blood: 4 },
                { card: sentry.name, blood: 3 },
              ],
              hand: [red.name],
            },
            {},
          ],
          defs: [red, actor, reactor, sentry],
        });
        sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
        // the sentry attempts to block and fails: 1 stealth against no intercept
        sc.choose(`block:${sc.uid(sentry.name, 1)}`);
        sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && modesIn(x, red.name, 1).length > 0));
        return sc;
      };
      const younger = play(4);
      expect(younger.s.act?.blocker ?? null).toBeNull();
      younger.play(red.name, { mode: 0 });
      younger.s = passUntil(younger.s, (x) => !x.act);
      expect([younger.pool(1), younger.pool(2)]).toEqual([30, 29]);
      const older = play(9);
      expect(older.s.act ?? null).toBeNull();
      expect(older.pool(1)).toBe(29);
    },
    'forced-block-attempt': () => {
      const way = card('Sense the Savage Way');
      const setUp = (capacity: number, hand: string[] = [], defs: CardDef[] = []) => {
        const reactor = vamp('Test Reactor', { ani: 2 }, { capacity });
        const actor = vamp('Test Actor', { for: 1 });
        const sc = new Scenario({
          seats: [
            { ready: [{ card: actor.name, blood: 4 }], hand },
            { ready: [{ card: reactor.name, blood: 4, locked: true }], hand: [way.name] },
          ],
          defs: [way, actor, reactor, ...defs],
        });
        const a = sc.uid(actor.name);
        sc.choose(`min:${a}`).choose(`bleed:${a}`);
        return { sc, r: sc.uid(reactor.name, 1) };
      };
      const { sc, r } = setUp(8);
      expect(offeredModes(sc, way.name, 1)).toEqual([1]);
      sc.play(way.name, { mode: 1 });
      expect(sc.s.act?.blocker).toBe(r);
      expect(offeredModes(setUp(6).sc, way.name, 1)).toEqual([]);
      // Daring the Dawn: vampires cannot block this action, so no unlock to block is offered
      const dawn = setUp(8, ['Daring the Dawn']).sc;
      dawn.play('Daring the Dawn', { mode: 0 });
      dawn.s = passUntil(dawn.s, (x) => !x.act || dec(x).seat === 1);
      expect(ids(dawn.s).some((x) => x.startsWith('wake:'))).toBe(false);
    },
    'forced-awakening-burn': () => {
      const fa = card('Forced Awakening');
      const reactor = vamp('Test Reactor', {});
      const actor = vamp('Test Actor', {});
      const run = (block: boolean) => {
        const sc = new Scenario({
          seats: [
            { ready: [{ card: actor.name, blood: 3 }] },
            { ready: [{ card: reactor.name, blood: 4, locked: true }], hand: [fa.name] },
          ],
          defs: [fa, actor, reactor],
        });
        sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
        sc.play(fa.name, { mode: 0 });
        const r = sc.uid(reactor.name, 1);
        sc.choose(block ? `block:${r}` : 'decline');
        sc.s = passUntil(sc.s, (x) => !x.act);
        return [sc.s.cards[r].blood, sc.pool(1)];
      };
      expect(run(false)).toEqual([3, 29]);
      expect(run(true)).toEqual([4, 30]);
    },
    'my-enemys-enemy-target': () => {
      const mee = card("My Enemy's Enemy");
      const reactor = vamp('Test Reactor', { aus: 2 });
      const actor = vamp('Test Actor', {});
      const targets = (seats: number) => {
        const sc = new Scenario({
          seats: [
            { ready: [{ card: actor.name, blood: 3 }] },
            { ready: [{ card: reactor.name, blood: 4 }], hand: [mee.name] },
            ...Array.from({ length: seats - 2 }, () => ({})),
          ],
          defs: [mee, actor, reactor],
        });
        sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
        const seen = new Set<string>();
        const h = sc.uid(mee.name, 1, 'hand');
        for (let i = 0; i < 30 && sc.s.act; i++) {
          for (const o of ids(sc.s)) if (o.startsWith('redirect:') && o.includes(h)) seen.add(o.split(':').pop()!);
          sc.s = passUntil(sc.s, () => true, 0);
          const p = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
          if (!p) break;
          sc.choose(p);
        }
        return [...seen];
      };
      expect(targets(4)).toEqual(['3']);
      expect(targets(2)).toEqual([]);
    },
    'eagles-sight-any-seat': () => {
      const eagle = card("Eagle's Sight");
      const watcher = vamp('Test Watcher', { aus: 2 });
      const actor = vamp('Test Actor', { for: 1 });
      const setUp = (hand: string[]) => {
        const sc = new Scenario({
          seats: [
            { ready: [{ card: actor.name, blood: 4 }], hand },
            {},
            { ready: [{ card: watcher.name, blood: 3 }], hand: [eagle.name] },
            {},
          ],
          defs: [eagle, actor, watcher],
        });
        sc.choose(`min:${sc.uid(actor.name)}`).choose(`bleed:${sc.uid(actor.name)}`);
        return sc;
      };
      // seat 0 bleeds seat 1: seat 2 may not block, but its vampire attempts to with the card
      const sc = setUp([]);
      sc.s = passUntil(sc.s, (x) => !x.act || dec(x).seat === 2);
      expect(modesIn(sc.s, eagle.name, 2)).toEqual([1]);
      sc.play(eagle.name, { mode: 1 });
      expect(sc.s.act?.blocker).toBe(sc.uid(watcher.name, 2));
      const dawn = setUp(['Daring the Dawn']);
      dawn.play('Daring the Dawn', { mode: 0 });
      dawn.s = passUntil(dawn.s, (x) => !x.act);
      expect(dawn.pool(1)).toBe(29);
    },
    'psyche-one-queued': () => {
      const sc = psycheFight([], ['Psyche!', 'Psyche!']);
      sc.choose('none').choose('none');
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'endRound' && dec(x).seat === 1);
      sc.play('Psyche!', { mode: 1 });
      expect(offeredModes(sc, 'Psyche!', 1)).toEqual([]);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      expect([sc.s.combat?.round, sc.s.combat?.a, sc.s.combat?.b]).toEqual([1, sc.uid('Test Actor'), sc.uid('Test Blocker', 1)]);
    },
    'psyche-after-combat-lost': () => {
      const sc = psycheFight(['Torrent'], ['Psyche!']);
      sc.play('Torrent', { mode: 1 }).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'endRound' && dec(x).seat === 1));
      sc.play('Psyche!', { mode: 1 });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      expect(sc.s.combat?.round).toBe(1);
      sc.s = passUntil(sc.s, (x) => !x.act);
      expect(sc.pool(1)).toBe(30);
    },
    'psyche-same-action': () => {
      const sc = psycheFight(['Torrent'], ['Psyche!']);
      sc.choose('none').choose('none');
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'endRound' && dec(x).seat === 1);
      sc.play('Psyche!', { mode: 1 });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      sc.play('Torrent', { mode: 1 }).choose('none');
      goOn(sc);
      sc.s = passUntil(sc.s, (x) => !x.act);
      expect(sc.pool(1)).toBe(29);
    },
    'psyche-replaced-before': () => {
      const sc = psycheFight(['Dodge'], ['Psyche!']);
      const hand = () => sc.s.seats[0].zones.hand.length;
      sc.play('Dodge', { mode: 0 }).choose('none');
      expect(hand()).toBe(6);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'endRound' && dec(x).seat === 1);
      sc.play('Psyche!', { mode: 1 });
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      expect([sc.s.combat?.round, hand()]).toEqual([1, 7]);
    },
    'superior-mettle-blood-to-burn': () => {
      const mettle = card('Superior Mettle');
      const actor = testVampire('Test Actor', { for: 2 }, [{ e: 'mod', stat: 'combatPresses', n: 1, who: 'self' }]);
      for (const blood of [1, 3]) {
        const sc = fight(actor, vamp('Test Brute', {}, {}, 3), mettle);
        const a = sc.uid(actor.name);
        burnBlood(sc.s, a, 6 - blood);
        forgetDecision(sc.s);
        sc.choose('none').choose('hand');
        sc.play(mettle.name, { mode: 1 });
        sc.s = passUntil(sc.s, (x) => x.combat?.step === 'press');
        sc.choose(ids(sc.s).find((x) => x.startsWith('optpress'))!);
        sc.s = passUntil(sc.s, (x) => x.combat?.round === 2 && x.combat.step === 'strikeA');
        sc.choose('none').choose('hand');
        expect(ids(sc.s).includes('strikeGuard'), `${blood} blood`).toBe(blood > 1);
        if (blood > 1) sc.choose('strikeGuard');
        sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
        // 1 blood: paid for the card, then the strike of round 2 sends the vampire to torpor; 3: 1 for the card, 1 burned
        expect(sc.s.cards[a].zone === 'torpor' ? 'torpor' : sc.s.cards[a].blood).toBe(blood > 1 ? 1 : 'torpor');
      }
    },
    'relentless-reaper-blood-to-burn': () => {
      for (const blood of [0, 1]) {
        const sc = fight(vamp('Test Actor', { thn: 2 }), OPP, card('Relentless Reaper'));
        const a = sc.uid('Test Actor');
        burnBlood(sc.s, a, 6 - blood);
        forgetDecision(sc.s);
        sc.choose('none').choose('none');
        sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'endRound' && dec(x).seat === 0));
        expect(sc.s.combat ? offeredModes(sc, 'Relentless Reaper') : [], `${blood} blood`).toEqual(blood ? [2] : []);
        if (!blood) continue;
        sc.play('Relentless Reaper', { mode: 2 });
        sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
        expect([sc.s.combat?.round, sc.s.cards[a].blood]).toEqual([2, 0]);
      }
    },
    'dodge-replace-after-combat': () => {
      const dodge = card('Dodge');
      const sc = fight(vamp('Test Actor', {}), vamp('Test Brute', {}, {}, 3), dodge);
      const hand = () => sc.s.seats[0].zones.hand.length;
      sc.play(dodge.name, { mode: 0 });
      // played, not replaced: the hand holds one card less than its size while the combat lasts
      expect([hand(), sc.s.combat ? 1 : 0]).toEqual([6, 1]);
      sc.choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      expect([hand(), sc.s.cards[sc.uid('Test Actor')].blood]).toEqual([7, 6]);
    },
    ...Object.fromEntries(Object.entries(AGG_HAND).map(([cid, a]) => [`agg-hand-before-strikes-${cid}`, () => aggHandRound(a)])),
    'chiropteran-blood-to-burn': () => {
      for (const blood of [0, 1]) {
        const sc = beforeStrikes(vamp('Test Actor', { vic: 2 }), card('Chiropteran Marauder'), blood);
        // with no blood the card is not offered before strikes (nothing asks seat 0 there)
        expect(sc.s.combat?.step).toBe(blood ? 'preStrike' : 'strikeA');
        if (!blood) continue;
        expect(offeredModes(sc, 'Chiropteran Marauder')).toEqual([1]);
        sc.play('Chiropteran Marauder', { mode: 1 });
        expect(sc.s.cards[sc.uid('Test Actor')].blood).toBe(0);
      }
    },
    'rolling-blood-to-burn': () => {
      for (const blood of [0, 1]) {
        const sc = beforeStrikes(vamp('Test Actor', { for: 2 }), card('Rolling with the Punches'), blood);
        sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
        sc.choose('none').choose('hand');
        expect(offeredModes(sc, 'Rolling with the Punches')).toEqual(blood ? [0, 1] : [0]);
      }
    },
    ...Object.fromEntries(
      Object.entries(NEEDS_DAMAGE).map(([cid, a]) => [
        `prevention-needs-damage-${cid}`,
        () => {
          for (const strikes of [false, true]) {
            const sc = beforeStrikes(vamp('Test Actor', { for: 2 }), card(a.card));
            sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
            sc.choose('none').choose(strikes ? 'hand' : 'none');
            // asked only when the strike hits: the card is offered then
            expect(sc.s.combat && dec(sc.s).kind === 'vtes.prevent' ? offeredModes(sc, a.card) : []).toEqual(strikes ? [0, 1] : []);
          }
        },
      ]),
    ),
    'apparition-any-time-points-kept': () => {
      const app = card('Apparition');
      const actor = vamp('Test Actor', { chi: 2 });
      const { sc, u: a } = blockedStrike(app, actor, 'preStrike', EXTRA);
      expect([sc.s.combat!.damage.length, offeredModes(sc, app.name)]).toEqual([0, [0, 1]]);
      sc.play(app.name, { mode: 1 });
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('hand').choose('guard');
      // the strike's 1 damage is prevented whole; the point left serves the additional strike of the round
      const extra = sc.uid(EXTRA.name, 1, 'hand');
      sc.s = passUntil(sc.s, (x) => dec(x).seat === 1 && dec(x).options.some((o) => o.id.split(':').includes(extra)));
      sc.play(EXTRA.name);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'extraStrike' && dec(x).seat === 1);
      sc.choose('hand');
      expect(ids(sc.s)).toContain('guard');
      sc.choose('guard');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      expect(sc.s.cards[a].blood).toBe(5);
    },
    'precognition-this-block': () => {
      const pre = card('Precognition');
      const reactor = vamp('Test Reactor', { aus: 2 });
      const stalker = testVampire('Test Stalker', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
      const sc = new Scenario({
        seats: [{ ready: [{ card: stalker.name, blood: 6 }] }, { ready: [{ card: reactor.name, blood: 6 }], hand: [pre.name] }],
        defs: [pre, reactor, stalker],
      });
      const r = sc.uid(reactor.name, 1);
      sc.choose(`min:${sc.uid(stalker.name)}`)
        .choose(`bleed:${sc.uid(stalker.name)}`)
        .choose(`block:${r}`);
      sc.play(pre.name, { mode: 1 });
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('hand').choose('none');
      expect(ids(sc.s)).toContain('guard');
      // the point is the first round's only
      const later = clone(sc.s);
      setStep(later, 'combat', { round: 2 });
      expect([guardLeft(sc.s, r), guardLeft(later, r)]).toEqual([1, 0]);
      sc.choose('guard');
      expect(sc.s.cards[r].blood).toBe(6);
    },
    'mirror-walk-ends': () => {
      const walk = card('Mirror Walk');
      const sentry = testVampire('Test Sentry', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
      const actor = vamp('Test Actor', { tha: 2 });
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [walk.name] }, { ready: [{ card: sentry.name, blood: 3 }] }],
        defs: [walk, actor, sentry],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(sentry.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.play(walk.name, { mode: 1 });
      // the block succeeds (5 intercept against 1 stealth): the action is over at once
      sc.s = passUntil(sc.s, (x) => !x.act || !!x.combat || x.act.step !== 'stealth');
      expect(sc.s.act).toBeNull();
      expect(sc.s.combat).toBeNull();
      expect(sc.s.cards[o].locked).toBe(true);
      expect(sc.pool(1)).toBe(30);
    },
    'form-of-mist-choice': () => {
      const fom = card('Form of Mist');
      for (const blood of [4, 0]) {
        const { sc, a } = blockedHunt(fom, 1);
        burnBlood(sc.s, a, 4 - blood);
        // the superior strike is offered once per action: played, it is recorded in the action
        sc.play(fom.name, { mode: 1 });
        expect(sc.s.act?.used[a]).toContain(fom.id);
        sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'continueUnblocked');
        if (blood) {
          expect(sc.s.pick?.kind).toBe('continueUnblocked');
          sc.choose('pass');
        } else expect(sc.s.pick).toBeNull();
        sc.s = passUntil(sc.s, (x) => !x.act);
        // declined or not asked: no blood burned, the hunt ends blocked
        expect(sc.s.cards[a].blood).toBe(blood);
      }
    },
    ...Object.fromEntries(
      Object.entries(CONTINUE_UNBLOCKED).map(([cid, a]) => [
        `continue-unblocked-${cid}`,
        () => {
          const { sc, a: actor, blocker, sentry } = blockedHunt(card(a.card), a.mode);
          sc.play(a.card, { mode: a.mode });
          const asked: number[] = [];
          goOn(sc);
          // the action goes on: the predator is asked again, for its other vampire only; the prey is not
          expect(sc.s.act?.outcome).toBeUndefined();
          // the stealth of the action stays (0 here), with what the card adds (Form of Mist: +1)
          const go = card(a.card).modes[a.mode].effects.find((x) => x.e === 'continueUnblocked');
          expect(sc.s.act?.stealth).toBe(go && go.e === 'continueUnblocked' ? (go.stealth ?? 0) : 0);
          const before = sc.s.cards[actor].blood;
          while (sc.s.act && sc.s.act.step === 'block' && dec(sc.s).kind.endsWith('block')) {
            asked.push(dec(sc.s).seat);
            expect(ids(sc.s)).toContain(`block:${sentry}`);
            expect(ids(sc.s)).not.toContain(`block:${blocker}`);
            sc.choose('decline');
          }
          expect(asked).toEqual([2]);
          sc.s = passUntil(sc.s, (x) => !x.act);
          expect(sc.s.cards[actor].blood).toBe(before + 1);
          expect(sc.s.cards[blocker].locked).toBe(true);
          // RTR 19970630: the combat of a successful action (an Ambush nobody blocked) is no block: nothing goes on
          const ambush = card('Ambush');
          const m = card(a.card).modes[a.mode];
          const discs = Object.fromEntries(m.conditions.flatMap((x) => (x.r === 'disc' ? [[x.disc, x.level]] : [])));
          const v = vamp('Test Actor', discs);
          const t = new Scenario({
            seats: [
              { ready: [{ card: v.name, blood: 4 }], hand: [ambush.name, a.card] },
              { ready: [{ card: OPP.name, blood: 4, locked: true }] },
            ],
            defs: [card(a.card), ambush, v, OPP],
          });
          t.play(ambush.name, { by: v.name, target: OPP.name, targetSeat: 1 });
          t.s = passUntil(t.s, (x) => x.combat?.step === 'strikeA' || !x.act);
          expect(t.s.act?.outcome).toBe('success');
          t.play(a.card, { mode: a.mode });
          t.s = passUntil(t.s, (x) => !x.act || x.act.step === 'block');
          expect(t.s.act).toBeNull();
        },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(CONTINUE_UNBLOCKED).map(([cid, a]) => [
        `continue-unblocked-card-${cid}`,
        () => {
          for (const leftAsh of [false, true]) {
            const { sc } = blockedHunt(card(a.card), a.mode);
            // the second copy stands for an action card, burned as the action was blocked
            const hand = sc.s.seats[0].zones.hand;
            const ac = hand[hand.length - 1];
            moveTo(sc.s, ac, leftAsh ? 'library' : 'ash', 0);
            setStep(sc.s, 'act', { card: ac });
            sc.play(a.card, { mode: a.mode });
            const blood = sc.s.cards[sc.uid('Test Actor')].blood - (leftAsh ? 0 : costOf(card(a.card), a.mode));
            goOn(sc);
            if (!leftAsh) {
              expect(sc.s.act?.step).toBe('block');
              expect(sc.s.cards[ac].zone).toBe('limbo');
            }
            sc.s = passUntil(sc.s, (x) => !x.act);
            // the hunt succeeds (1 blood) only when the card was still in the ash heap
            expect(sc.s.cards[sc.uid('Test Actor')].blood).toBe(blood + (leftAsh ? 0 : 1));
            expect(sc.s.cards[ac].zone).toBe(leftAsh ? 'library' : 'ash');
          }
        },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(NON_AGG).map(([cid, a]) => [
        `non-aggravated-only-${cid}`,
        () => {
          const c = card(a.card);
          // a normal hand strike of strength 3 is prevented, the same strike made aggravated is not
          expect(preventedOf(c, a.mode, false)).toBeGreaterThan(0);
          expect(preventedOf(c, a.mode, true)).toBe(0);
        },
      ]),
    ),
  },
  { describe: describe.skipIf(!haveData && !process.env.CI) as typeof describe, it, expect },
);
