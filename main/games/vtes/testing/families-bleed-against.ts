/**
 * Scenarios of an action card put on a minion of the prey that gives every vampire with a Discipline more bleed
 * against that minion's controller (issue 29; tests only; records: `attach { to: 'target' }`, a `mod` of `who:
 * 'every'` read on a card on a minion, the limit `oneOn: 'prey'`, `burnableByAction { others, bearer, blood }`):
 * Madman's Quill. Each plays the card through the engine's decisions and fails once its effects are stripped
 * (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

const WRITER = testVampire('Test Quill Writer', { aus: 2, dem: 2 });
const SECOND = testVampire('Test Quill Second', { aus: 2, dem: 2 });
const MAD = testVampire('Test Mad Bleeder', { dem: 1 });
const PLAIN = testVampire('Test Plain Bleeder', {});
const MARKED = testVampire('Test Marked Prey', {});

/** Seat 0's `who` bleeds seat 1 (6.1.1), nobody blocks: the pool seat 1 lost. */
function bleedLoss(sc: Scenario, who: string): number {
  const before = sc.pool(1);
  const u = sc.uid(who);
  sc.choose(`min:${u}`).choose(`bleed:${u}`);
  sc.s = passUntil(sc.s, (x) => !x.act);
  return before - sc.pool(1);
}

/** Whether seat 0's `by` is offered mode `mi` of the copy `card` of its hand (the minion chosen, then back). */
function modeOffered(sc: Scenario, by: string, card: string, mi: number): boolean {
  const u = sc.uid(by);
  if (!ids(sc.s).includes(`min:${u}`)) return false;
  sc.choose(`min:${u}`);
  const ok = ids(sc.s).some((x) => {
    const p = x.split(':');
    const i = p.indexOf(card);
    return i >= 0 && p[i + 1] === String(mi);
  });
  if (ids(sc.s).includes('back')) sc.choose('back');
  return ok;
}

function quillScenario(def: CardDef, strip: boolean): Scenario {
  return new Scenario({
    seats: [
      {
        ready: [
          { card: WRITER.name, blood: 4 },
          { card: SECOND.name, blood: 4 },
          { card: MAD.name, blood: 3 },
          { card: PLAIN.name, blood: 3 },
        ],
        hand: [def.name, def.name],
      },
      { pool: 20, ready: [{ card: MARKED.name, blood: 4 }] },
    ],
    defs: [def, WRITER, SECOND, MAD, PLAIN, MARKED],
    strip: strip ? [def.name] : [],
  });
}

/** Mode 0 ([aus][dem]): a bleed with +2 bleed (6.1.1): the pool seat 1 lost. */
function bleedCase(def: CardDef) {
  return (strip: boolean): number => {
    const sc = quillScenario(def, strip);
    const before = sc.pool(1);
    sc.play(def.name, { by: WRITER.name, mode: 0 });
    sc.s = passUntil(sc.s, (x) => !x.act);
    return before - sc.pool(1);
  };
}

/**
 * Mode 1 ([AUS][DEM]) on seat 1's vampire: the card on it (1); a Dementation vampire bleeds seat 1 for 1 more (tens:
 * the pool lost); a vampire without Dementation for 1 (hundreds); the other copy's mode 1 no longer offered to another
 * vampire (thousands); in seat 1's turn its vampire burns the card on itself for 2 blood (ten thousands: card in the
 * ash heap; hundred thousands: the blood paid).
 */
function quillCase(def: CardDef) {
  return (strip: boolean): number => {
    const sc = quillScenario(def, strip);
    const marked = sc.uid(MARKED.name, 1);
    const [c1, c2] = sc.s.seats[0].zones.hand.filter((u) => sc.s.cards[u].cid === def.id);
    sc.play(def.name, { by: WRITER.name, mode: 1, target: MARKED.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const on = sc.s.cards[c1].host === marked ? 1 : 0;
    const mad = bleedLoss(sc, MAD.name);
    const plain = bleedLoss(sc, PLAIN.name);
    const barred = c2 && !modeOffered(sc, SECOND.name, c2, 1) ? 1000 : 0;
    sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'minion' && ids(x).includes(`min:${marked}`), 120);
    sc.choose(`min:${marked}`);
    const burn = ids(sc.s).find((x) => x.startsWith('burnAct:') && x.split(':').includes(c1));
    let burned = 0;
    if (burn) {
      sc.choose(burn);
      sc.s = passUntil(sc.s, (x) => !x.act);
      burned = (sc.s.cards[c1].zone === 'ash' ? 10000 : 0) + (4 - sc.s.cards[marked].blood) * 100000;
    }
    return on + 10 * mad + 100 * plain + barred + burned;
  };
}

export const BLEED_AGAINST_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Madman's Quill: [aus][dem] a bleed for 3; [AUS][DEM] on the prey's vampire, +1 bleed against its controller for
  // vampires with Dementation, one per prey, burned by its bearer for 2 blood
  '101138': (def) => [
    { family: 'a bleed with +2 bleed', expected: 3, run: bleedCase(def) },
    {
      family: 'on the prey’s minion: +1 bleed for Dementation vampires against its controller, one per prey, burned for 2 blood',
      expected: 211121,
      run: quillCase(def),
    },
  ],
};
