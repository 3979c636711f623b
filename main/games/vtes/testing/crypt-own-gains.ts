/**
 * Scenarios of vampires' own triggers that give their Methuselah pool or the vampire blood (issue 30 item 1, stripe a;
 * tests only; vocab/triggers.ts, vtes-es 4, 6.2.3): "during your unlock phase, if you control the Edge, she gains 1
 * blood" (Lucina: the trigger `unlockPhase` under the Conditions `yourTurn` and `edge`), "once each turn, gain 1 pool
 * after she performs a successful action requiring a Baali or Daimoinon" (Maureen: `vtes.success` under `actionClan` or
 * `actionDisc`). Each fails once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { discBleed } from './families-crypt';

const PLAIN = testVampire('Test Gain Rival', {});

/** In its own unlock phase the vampire gains 1 blood with the Edge, none without. Measured: 10 per blood gained with it, 1 when none without. */
const bloodWithEdge = (def: CardDef): FamilyCase => ({
  family: 'vampire: 1 blood in its unlock phase while its Methuselah holds the Edge',
  expected: 11,
  run(strip) {
    const gained = (edge: boolean) => {
      const sc = new Scenario({
        phase: 'discard',
        active: 1,
        edge: edge ? 0 : null,
        defs: [def, PLAIN],
        strip: strip ? [def.name] : [],
        seats: [{ ready: [{ card: def.name, blood: 2 }] }, { ready: [{ card: PLAIN.name, blood: 4 }] }],
      });
      sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion', 40);
      return sc.s.cards[sc.uid(def.name)].blood - 2;
    };
    return 10 * gained(true) + (gained(false) === 0 ? 1 : 0);
  },
});

/**
 * The vampire bleeds with an action card requiring `disc`, unblocked, then (another game) hunts. Measured: 10 per pool
 * its Methuselah gained after the bleed, 1 when the hunt gave none.
 */
const poolAfterDiscAction =
  (disc: string) =>
  (def: CardDef): FamilyCase => {
    const card = discBleed(disc);
    return {
      family: 'vampire: 1 pool after its successful action requiring a Discipline',
      expected: 11,
      run(strip) {
        const game = () =>
          new Scenario({
            defs: [def, card, PLAIN],
            strip: strip ? [def.name] : [],
            seats: [{ ready: [{ card: def.name, blood: 3 }], hand: [card.name] }, { ready: [{ card: PLAIN.name, blood: 4 }] }],
          });
        const sc = game();
        sc.play(card.name, { by: def.name });
        if (dec(sc.s).options.some((o) => o.id === 's:1')) sc.choose('s:1');
        sc.s = passUntil(sc.s, (x) => !x.act);
        const bled = sc.pool(0) - 30;
        const h = game();
        const u = h.uid(def.name);
        h.choose(`min:${u}`).choose(`hunt:${u}`);
        h.s = passUntil(h.s, (x) => !x.act);
        return 10 * bled + (h.pool(0) === 30 ? 1 : 0);
      },
    };
  };

export const CRYPT_OWN_GAIN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Lucina: 1 blood in her unlock phase with the Edge
  '200872': (def) => [bloodWithEdge(def)],
  // Maureen, Dark Priestess: 1 pool after an action requiring Daimoinon
  '200964': (def) => [poolAfterDiscAction('dai')(def)],
};
