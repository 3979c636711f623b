/**
 * The scenario family of a ready vampire's own ability of every Methuselah's unlock phase giving blood from the bank to
 * a vampire the Methuselah of that phase controls (issue 30 item 1; tests only; vtes-es 4; window `unlock` with
 * `everyUnlock`, its Selector's `where` the Condition `activeSeat`; rules/unlock.ts asks the other Methuselahs after
 * the active one): Owain Evans. Two cases: in the next Methuselah's unlock phase the vampire's Methuselah is asked and
 * gives the blood to that Methuselah's vampire; in its own unlock phase it gives it to its own other vampire and is
 * offered nothing for another Methuselah's. Measured: the blood the chosen vampire gained, plus 10 when no use names a
 * vampire of a Methuselah whose turn it is not. Stripped, no use is offered.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const TAKER = testVampire('Test Taker', {}, []);
const MINE = testVampire('Test Kin', {}, []);

function anyUnlockCase(def: CardDef, n: number, own: boolean): FamilyCase {
  return {
    family: `vampire's own ability of every unlock phase: blood to that Methuselah's vampire (${own ? 'own' : 'another'} phase)`,
    expected: n + 10,
    run(strip) {
      const sc = new Scenario({
        phase: own ? 'unlock' : 'discard',
        seats: [
          {
            ready: [
              { card: def.name, blood: 3 },
              { card: MINE.name, blood: 1 },
            ],
          },
          { ready: [{ card: TAKER.name, blood: 1 }] },
          {},
        ],
        defs: [def, TAKER, MINE],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const t = own ? sc.uid(MINE.name) : sc.uid(TAKER.name, 1);
      const wrong = own ? sc.uid(TAKER.name, 1) : sc.uid(MINE.name);
      const named = (id: string, u: string) => id.split(':').includes(v) && id.split(':').includes(u);
      // on to the phase where the vampire's Methuselah is asked
      if (!own) sc.s = passUntil(sc.s, (x) => x.active === 1 && dec(x).options.some((o) => named(o.id, t)), 30);
      const opts = dec(sc.s).options;
      const o = opts.find((x) => named(x.id, t));
      if (!o) throw new Error(`scenario: ${def.name} offers no use`);
      const clean = !opts.some((x) => named(x.id, wrong));
      sc.choose(o.id);
      return sc.s.cards[t].blood - 1 + (clean ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: its own every-unlock ability moving blood from the bank to the active Methuselah's vampire. */
export function cryptAnyUnlockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'ability') || e.window !== 'unlock' || !e.everyUnlock || e.cost.length || e.effects.length !== 1) return [];
      if (e.who?.where?.c !== 'activeSeat' || e.who.of !== 'vampire') return [];
      const p = e.effects[0];
      return p.p === 'move' && p.from === 'bank' && p.to === 'minion' && typeof p.n === 'number'
        ? [anyUnlockCase(def, p.n, false), anyUnlockCase(def, p.n, true)]
        : [];
    }),
  );
}
