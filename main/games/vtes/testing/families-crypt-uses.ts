/**
 * The scenario family of a vampire's own stat bought during an action (issue 30 item 1; tests only): "burn
 * 1 blood (or discard a card requiring a Discipline) to get +1 stealth / intercept / bleed", once each action, once each
 * turn or as often as it pays,
 * is one record, an ability of the vampire itself (`who.role: 'self'`) of window `stealth`, `intercept` or
 * `afterBlock` (a bleed: `who.during: 'bleed'`) whose only primitive is `bonus` (vtes-es 6.2.2.2, 6.2.3).
 * The game: for stealth, the vampire bleeds and a +5 intercept vampire attempts to block; for intercept, a +1
 * stealth vampire bleeds the vampire's Methuselah and the vampire attempts to block; for bleed, the vampire
 * bleeds a Methuselah with no minion to block. The ability is used once through its option (naming the
 * vampire); measured: the stealth or intercept it added, or the pool the bleed took. With the effects
 * stripped the option is not there.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { discBleed } from './families-crypt';

const WATCHER = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
const SNEAK = testVampire('Test Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);

/** The option using the vampire's own ability now (its id names the vampire, or the hand card a discard cost discards), or an error. */
function useOf(sc: Scenario, v: string, name: string): string {
  const hand = sc.s.seats[sc.s.cards[v].controller].zones.hand;
  const o = dec(sc.s).options.find(
    (x) => !x.id.startsWith('block:') && x.id.split(':').some((part) => part === v || (x.id.startsWith('ability:') && hand.includes(part))),
  );
  if (!o) throw new Error(`scenario: ${name} offers no use`);
  return o.id;
}

function statUseCase(def: CardDef, stat: 'stealth' | 'intercept' | 'bleed', n: number, discs: string[] = []): FamilyCase {
  const blood = Math.min(def.capacity ?? 4, 8);
  // the cards a discard cost needs: one requiring each Discipline named (Abraham DuSable: Blood Sorcery)
  const cards = discs.map((d) => ({ ...discBleed(d), libDisc: [[d]] }));
  const hand = cards.map((c) => c.name);
  return {
    family: `vampire's own ${stat} for blood`,
    expected: n,
    run(strip) {
      const strips = strip ? [def.name] : [];
      if (stat === 'stealth') {
        const sc = new Scenario({
          // a crypt card for an ability paid with the crypt's top card
          seats: [{ ready: [{ card: def.name, blood }], hand, crypt: [WATCHER.name] }, { ready: [{ card: WATCHER.name, blood: 3 }] }],
          defs: [def, WATCHER, ...cards],
          strip: strips,
        });
        const v = sc.uid(def.name);
        sc.choose(`min:${v}`)
          .choose(`bleed:${v}`)
          .choose(`block:${sc.uid(WATCHER.name, 1)}`);
        const before = sc.s.act!.stealth;
        sc.choose(useOf(sc, v, def.name));
        return sc.s.act!.stealth - before;
      }
      if (stat === 'intercept') {
        const sc = new Scenario({
          active: 1,
          seats: [{ ready: [{ card: def.name, blood }], hand, crypt: [SNEAK.name] }, { ready: [{ card: SNEAK.name, blood: 3 }] }],
          defs: [def, SNEAK, ...cards],
          strip: strips,
        });
        const v = sc.uid(def.name);
        const actor = sc.uid(SNEAK.name, 1);
        sc.choose(`min:${actor}`).choose(`bleed:${actor}`).choose(`block:${v}`);
        sc.s = passUntil(sc.s, (x) => x.act?.step === 'intercept' || !x.act);
        if (!sc.s.act) throw new Error('scenario: no intercept step');
        const before = sc.s.act.intercept;
        sc.choose(useOf(sc, v, def.name));
        return (sc.s.act?.intercept ?? before) - before;
      }
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood }], hand }, { pool: 30 }],
        defs: [def, ...cards],
        strip: strips,
      });
      const v = sc.uid(def.name);
      sc.choose(`min:${v}`).choose(`bleed:${v}`);
      sc.s = passUntil(sc.s, (x) => x.act?.step === 'afterBlock' || !x.act);
      if (!sc.s.act) throw new Error('scenario: no modifier step');
      sc.choose(useOf(sc, v, def.name));
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.s.seats[1].pool - 1;
    },
  };
}

const WINDOWS = { stealth: 'stealth', intercept: 'intercept', afterBlock: 'bleed' } as const;

/** The cases of a vampire's own stat abilities paid in blood (one per ability). */
export function cryptUseCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const out: FamilyCase[] = [];
  for (const m of def.modes)
    for (const e of m.kind === 'vampire' ? m.effects : []) {
      if (!isKind(e, 'ability') || !(e.window in WINDOWS) || e.who?.role !== 'self') continue;
      const stat = WINDOWS[e.window as keyof typeof WINDOWS];
      // the Selector of the vampire itself, nothing more; a bleed bonus only during a bleed (its Condition)
      const who = Object.keys(e.who).filter((k) => !['role', 'of', 'whose', 'count'].includes(k));
      const bleedOnly = e.if?.c === 'action' && e.if.kind === 'bleed';
      if (who.length > 0 || (stat === 'bleed' ? !bleedOnly : e.if !== undefined)) continue;
      const p = e.effects[0];
      if (e.effects.length !== 1 || p.p !== 'bonus' || p.stat !== stat || typeof p.n !== 'number') continue;
      // paid in blood, with the top card of the crypt (Paul Cordwood) or a discarded card of a Discipline
      if (!e.cost.every((k) => k.c === 'blood' || k.c === 'cryptTop' || (k.c === 'discard' && k.disc && !k.type))) continue;
      out.push(
        statUseCase(
          def,
          stat,
          p.n,
          e.cost.flatMap((k) => (k.c === 'discard' && k.disc ? [k.disc] : [])),
        ),
      );
    }
  return out;
}
