/**
 * Scenario families of powers locked as their imbued's action is announced (issue 30 item 3; tests only; imbued
 * appendix A.3: a power's effect used by locking it and paying its conviction cost; vtes-es 6.2.1 the action announced,
 * 6.2.2.1 who may attempt to block): some would-be blockers barred from blocking the action. Each fails once the card's
 * effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { TEST_CONVICTION, testImbued } from './imbued-scenarios';

const HUNTER = testImbued('Test Herald', 3);
const YOUNG = testVampire('Test Fledgling', {}, [], 'Caitiff', { capacity: 6 });
const ELDER = testVampire('Test Elder', {}, [], 'Caitiff', { capacity: 7 });

/** An ally of `cost` pool (a monster unless `mortal`), of 2 life: the test vampire's name and id, an ally's mode. */
const ally = (name: string, cost: number, mortal: boolean): CardDef => {
  const { id } = testVampire(name, {});
  const mode: CardDef['modes'][number] = { kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 2, strength: 1, bleed: 1 }] };
  return {
    id,
    name,
    kind: 'library',
    types: ['Ally'],
    clan: [],
    reqs: [],
    pool: cost,
    modes: [mode],
    automation: 'full',
    ...(mortal ? { classes: ['mortal'] } : {}),
  };
};
const GHOUL = ally('Test Cheap Monster', 3, false);
const BRUTE = ally('Test Dear Monster', 4, false);
const WITNESS = ally('Test Cheap Mortal', 1, true);

/**
 * The imbued bearing the power (and a conviction) bleeds; as the action is announced its Methuselah locks the power.
 * Measured, by the prey's minions offered a block: 1000 when the capacity 7 vampire may block, 100 when the capacity 6
 * one may not, 10 when the monster ally of 3 pool may not while the one of 4 pool may, 1 when the mortal ally of 1
 * pool may still block.
 */
export const announcedBlockBar = (def: CardDef): FamilyCase => ({
  family: 'power locked as its imbued announces an action: young vampires and cheap monster allies cannot block',
  expected: 1111,
  run(strip) {
    const sc = new Scenario({
      defs: [def, HUNTER, YOUNG, ELDER, GHOUL, BRUTE, WITNESS, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: HUNTER.name, blood: 3, attached: [{ card: def.name }, { card: TEST_CONVICTION.name }] }] },
        {
          ready: [
            { card: YOUNG.name, blood: 3 },
            { card: ELDER.name, blood: 3 },
            { card: GHOUL.name, blood: 2 },
            { card: BRUTE.name, blood: 2 },
            { card: WITNESS.name, blood: 2 },
          ],
        },
      ],
    });
    const h = sc.uid(HUNTER.name);
    const p = sc.uid(def.name);
    sc.choose(`min:${h}`).choose(`bleed:${h}`);
    const use = dec(sc.s).options.find((o) => o.id.split(':').includes(p));
    if (use) sc.choose(use.id);
    // nothing else to play as the action is announced: on to the prey's block
    sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((o) => o.startsWith('block')));
    const may = (name: string) => ids(sc.s).some((o) => o.startsWith('block') && o.split(':').includes(sc.uid(name, 1)));
    const paid = sc.s.cards[p].locked && sc.s.cards[h].attached.length === 1;
    return (
      (may(ELDER.name) ? 1000 : 0) +
      (!may(YOUNG.name) && paid ? 100 : 0) +
      (!may(GHOUL.name) && may(BRUTE.name) ? 10 : 0) +
      (may(WITNESS.name) ? 1 : 0)
    );
  },
});

export const IMBUED_ANNOUNCE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Project: as its imbued's action is announced, vampires of capacity below 7 and monster allies of less than 4 pool cannot block it
  '101492': (def) => [announcedBlockBar(def)],
};
