/**
 * Scenarios of cards acting on what a minion did this turn (issue 27 item 5; tests only), by official
 * card id, as testing/card-scenarios.ts: each plays the card through the engine's decisions to the end of
 * the turn (vtes-es 3) and measures what it did; with the card's effects stripped nothing happens
 * (data/coverage-gate.test.ts runs them both ways). The per-turn record they read: core/deeds.ts.
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { Scenario } from './scenario';
import { plainEquipment } from './card-testing';

const EQUIPPER = testVampire('Test Equipper', {});
const WATCHER = testVampire('Test Bystander', {});

/** A plain equipment with no text of its own: the equip action it is played by is what counts. */
export const PLAIN_GEAR = plainEquipment('test-plain-gear', 'Test Plain Gear');

/** Seat 0's vampire takes an equip action with `gear` and the turn runs to its end; 1 if that vampire is unlocked as seat 1's turn begins. */
function equipThenEndTurn(sc: Scenario, gear: string): number {
  const v = sc.uid(EQUIPPER.name);
  sc.play(gear, { by: EQUIPPER.name });
  sc.s = passUntil(sc.s, (x) => x.active !== 0, 80);
  return sc.s.cards[v].locked ? 0 : 1;
}

/** "If the action to equip with this card succeeds, the acting minion unlocks at the end of the turn." */
function equippedWithItCase(def: CardDef): FamilyCase {
  return {
    family: 'end of turn: the minion that equipped with it unlocks',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: EQUIPPER.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: WATCHER.name, blood: 4 }] }],
        defs: [def, EQUIPPER, WATCHER],
        strip: strip ? [def.name] : [],
      });
      return equipThenEndTurn(sc, def.name);
    },
  };
}

/** An event in play (seat 1's): a minion of seat 0 equips with a plain equipment and unlocks at the end of the turn. */
function equipUnderEventCase(def: CardDef): FamilyCase {
  return {
    family: 'end of turn: every minion that equipped this turn unlocks',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: EQUIPPER.name, blood: 4 }], hand: [PLAIN_GEAR.name] },
          { ready: [{ card: WATCHER.name, blood: 4 }], play: [{ card: def.name, mode: 0 }] },
        ],
        defs: [def, EQUIPPER, WATCHER, PLAIN_GEAR],
        strip: strip ? [def.name] : [],
      });
      return equipThenEndTurn(sc, PLAIN_GEAR.name);
    },
  };
}

const GANGREL = testVampire('Test Gangrel', {}, [], 'Gangrel');

/** A location of the user in play whose influence phase ability gives one more transfer: the transfers left after its use. */
function transfersCase(def: CardDef): FamilyCase {
  return {
    family: 'influence phase ability: one more transfer',
    expected: 5,
    run(strip) {
      const sc = new Scenario({
        phase: 'influence',
        seats: [{ ready: [{ card: GANGREL.name, blood: 3 }], play: [def.name] }, {}],
        defs: [def, GANGREL],
        strip: strip ? [def.name] : [],
      });
      const c = sc.uid(def.name, 0, 'play');
      const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(c));
      if (!o) throw new Error(`${def.name}: no use in the influence phase`);
      sc.choose(o.id);
      return sc.s.turnFlags.transfers;
    },
  };
}

/** A location of the user in play whose discard phase ability puts a card of the ash heap at the bottom of the library: 1 if it is there. */
function ashToLibraryCase(def: CardDef): FamilyCase {
  return {
    family: 'discard phase ability: a card of the ash heap to the bottom of the library',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        phase: 'discard',
        seats: [{ ready: [{ card: EQUIPPER.name, blood: 3 }], play: [def.name], hand: ['Blood Doll'], ash: [PLAIN_GEAR.name] }, {}],
        defs: [def, EQUIPPER, PLAIN_GEAR],
        strip: strip ? [def.name] : [],
      });
      const c = sc.uid(def.name, 0, 'play');
      const g = sc.uid(PLAIN_GEAR.name, 0, 'ash');
      const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(c));
      if (!o) throw new Error(`${def.name}: no use in the discard phase`);
      sc.choose(o.id);
      const lib = sc.s.seats[0].zones.library;
      return lib[lib.length - 1] === g ? 1 : 0;
    },
  };
}

/** An action card to enter combat with a ready minion of another Methuselah (6.4): the action Bravo-like cards watch. */
export const BRAWL: CardDef = {
  id: 'test-brawl',
  name: 'Test Brawl',
  kind: 'library',
  types: ['Action'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'action', conditions: [], targets: { t: 'minion' }, effects: [{ e: 'enterCombat', lockTarget: false }] }],
  automation: 'full',
};

/**
 * A card on seat 0's vampire that gives it blood when the combat of its successful action to enter combat
 * ends: the vampire (3 blood) enters combat with seat 1's, nobody strikes; the blood it has after the combat.
 */
function combatEndCase(def: CardDef): FamilyCase {
  return {
    family: 'end of the combat of its successful action to enter combat: the bearer gains blood',
    expected: 4,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: EQUIPPER.name, blood: 3, attached: [{ card: def.name }] }], hand: [BRAWL.name] },
          { ready: [{ card: WATCHER.name, blood: 3 }] },
        ],
        defs: [def, EQUIPPER, WATCHER, BRAWL],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(EQUIPPER.name);
      sc.play(BRAWL.name, { by: EQUIPPER.name, target: WATCHER.name, targetSeat: 1 });
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return sc.s.cards[v].blood;
    },
  };
}

export const TURN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Leather Jacket
  '101081': (def) => [equippedWithItCase(def)],
  // NRA PAC
  '101305': (def) => [equipUnderEventCase(def)],
  // Ennoia's Theater
  '100646': (def) => [transfersCase(def)],
  // Bravo
  '100247': (def) => [combatEndCase(def)],
  // Waste Management Operation
  '102153': (def) => [ashToLibraryCase(def)],
};
