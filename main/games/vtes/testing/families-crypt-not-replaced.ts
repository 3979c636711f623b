/**
 * The scenario family of a vampire's own "the cards you play while it acts are not replaced until the action ends"
 * (issue 30 item 1; tests only; vtes-es 1.6.1.2; the effect `noReplacePlayed { while: 'acting' }`,
 * core/played-not-replaced.ts: Skidmark). The vampire bleeds seat 1, whose test vampire (+3 intercept) attempts to block;
 * its Methuselah (seven cards in hand) plays a test stealth modifier. Measured: 100 when the hand holds six cards right
 * after the modifier, 10 when it holds seven again once the action is over. Stripped: replaced at once (10).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const veil: CardDef = {
  id: 'test-veil-not-replaced',
  name: 'Test Quiet Veil',
  kind: 'library',
  types: ['Action Modifier'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'modifier', conditions: [], effects: [{ e: 'stealth', n: 1 }] }],
  automation: 'full',
};

const sentry = testVampire('Test Patient Sentry', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

/** The hand's size right after the modifier is played during the vampire's bleed, and once the action is over. */
function handSizes(def: CardDef, strip: boolean): [number, number] {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: def.name, blood: 6 }], hand: [veil.name, ...Array<string>(6).fill('Blood Doll')] },
      { ready: [{ card: sentry.name, blood: 3 }] },
    ],
    defs: [def, veil, sentry],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  sc.choose(`min:${v}`)
    .choose(`bleed:${v}`)
    .choose(`block:${sc.uid(sentry.name, 1)}`);
  sc.play(veil.name);
  const during = sc.s.seats[0].zones.hand.length;
  sc.s = passUntil(sc.s, (x) => !x.combat && !x.act, 80);
  return [during, sc.s.seats[0].zones.hand.length];
}

function notReplacedCase(def: CardDef): FamilyCase {
  return {
    family: 'the cards played while the vampire acts not replaced until the action ends',
    expected: 110,
    run: (strip) => {
      const [during, after] = handSizes(def, strip);
      return (during === 6 ? 100 : 0) + (after === 7 ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: its own `noReplacePlayed`. */
export function cryptNotReplacedCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.effects.some((e) => isKind(e, 'noReplacePlayed'))) ? [notReplacedCase(def)] : [];
}
