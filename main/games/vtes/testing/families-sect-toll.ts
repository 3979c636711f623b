/**
 * Scenarios of a card in play taking pool from every Methuselah controlling a vampire outside a sect, which any
 * Methuselah may burn by burning such a vampire of theirs in their master phase (issue 29; tests only; the Condition
 * leaf `controls { notSect }`, core/params/cond.ts, a trigger `unlockPhase` with `seat: 'active'`, and the ability cost
 * `burnMinion` of an `anyMethuselah` ability, vocab/abilities.ts): Judgment: Camarilla Segregation. Each plays the card
 * through the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts and
 * data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

const PRINCE = testVampire('Test Prince', {}, [], 'Ventrue', { title: 'prince' });
const CAM = testVampire('Test Camarilla', {});
const INDY = testVampire('Test Independent', {}, [], 'Caitiff', { sect: 'independent' });

/**
 * Played by a prince, nobody blocks: in play (1). In seat 1's unlock phase, seat 1 controlling an independent vampire
 * burns 1 pool (tens); in seat 0's, seat 0 controlling only Camarilla vampires burns none (hundreds when none). In seat
 * 1's master phase, seat 1 burns its independent vampire to burn the card (thousands), its Camarilla vampire not offered
 * for it (ten thousands).
 */
function segregationCase(def: CardDef) {
  return (strip: boolean): number => {
    const stripped = strip ? [def.name] : [];
    const sc = new Scenario({
      seats: [{ ready: [{ card: PRINCE.name, blood: 5 }], hand: [def.name] }, {}],
      defs: [def, PRINCE],
      strip: stripped,
    });
    const c = sc.uid(def.name, 0, 'hand');
    sc.play(def.name, { by: PRINCE.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const played = sc.s.cards[c].zone === 'play' ? 1 : 0;
    const table = (phase: 'discard' | 'master', active: number) =>
      new Scenario({
        phase,
        active,
        seats: [
          { ready: [{ card: CAM.name, blood: 3 }], play: [def.name], pool: 20 },
          {
            ready: [
              { card: INDY.name, blood: 3 },
              { card: PRINCE.name, blood: 3 },
            ],
            pool: 20,
          },
        ],
        defs: [def, CAM, INDY, PRINCE],
        strip: stripped,
      });
    const theirs = table('discard', 0);
    theirs.s = passUntil(theirs.s, (x) => x.active === 1 && x.phase !== 'unlock');
    const mine = table('discard', 1);
    mine.s = passUntil(mine.s, (x) => x.active === 0 && x.phase !== 'unlock');
    const m = table('master', 1);
    const card = m.uid(def.name, 0);
    const indy = m.uid(INDY.name, 1);
    const uses = ids(m.s).filter((o) => o.startsWith(`use:${card}:`));
    const camOffered = uses.some((o) => o.split(':').includes(m.uid(PRINCE.name, 1)));
    const use = uses.find((o) => o.split(':').includes(indy));
    let burned = 0;
    if (use) {
      m.choose(use);
      burned = m.s.cards[card].zone === 'ash' && m.s.cards[indy].zone === 'ash' ? 1000 : 0;
    }
    return played + 10 * (20 - theirs.pool(1)) + (mine.pool(0) === 20 ? 100 : 0) + burned + (use && !camOffered ? 10000 : 0);
  };
}

export const SECT_TOLL_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Judgment: Camarilla Segregation: +1 stealth, requires a prince or justicar; once in play, a Methuselah with a ready
  // vampire outside the Camarilla loses 1 pool as their unlock phase starts; any Methuselah may burn such a vampire of
  // theirs in their master phase to burn it
  '101028': (def) => [
    { family: 'a card in play: 1 pool from each Methuselah with a vampire of another sect', expected: 11111, run: segregationCase(def) },
  ],
};
