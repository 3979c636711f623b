/**
 * Scenario families of a weapon only an imbued (or a minion bearing a named card) uses, barring the opposing
 * vampire's maneuvers to close range (issue 30 items 2-3; tests only; imbued appendix A.1; vtes-es 6.4.2, 6.4.3; the
 * Condition leaves `imbued` and `bears`, the record `opposingBar`, rules/first-round-bar.ts): its strike is offered to
 * an imbued bearing it and to a vampire bearing the named card, not to another vampire; at long range the vampire
 * opposing the imbued is offered no maneuver back to close range. Each fails once the card's effects are stripped.
 */
import type { CardDef, Effect } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { testImbued } from './imbued-scenarios';

const MANEUVER: Effect = { e: 'mod', stat: 'combatManeuvers', n: 1, who: 'self' };
const ZEALOT = testImbued('Test Zealot', 4, [MANEUVER]);
const PLAIN = testVampire('Test Plain', {});
const FOE = testVampire('Test Foe', {}, [MANEUVER]);

/** A card standing for the named card the weapon asks for (its official id), put on a vampire. */
const faith = (cid: string): CardDef => ({
  id: cid,
  name: 'Test Faith',
  kind: 'library',
  types: ['Master'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'master', conditions: [], effects: [] }],
  automation: 'full',
});

/** The named card's id in the weapon's Condition (`bears`), if any. */
function bearsCid(def: CardDef): string | undefined {
  const find = (x: unknown): string | undefined => {
    if (!x || typeof x !== 'object') return undefined;
    const r = x as Record<string, unknown>;
    if (r.c === 'bears' && typeof r.cid === 'string') return r.cid;
    for (const v of Object.values(r)) {
      const f = Array.isArray(v) ? v.map(find).find(Boolean) : find(v);
      if (f) return f;
    }
    return undefined;
  };
  return find(def.modes);
}

/** Seat 0's `bearer` (with the weapon, and `extra` cards) bleeds seat 1, whose vampire blocks: the combat is under way. */
function fight(def: CardDef, bearer: CardDef, strip: boolean, extra: CardDef[] = []): { sc: Scenario; k: string; o: string; w: string } {
  const sc = new Scenario({
    defs: [def, bearer, FOE, ...extra],
    strip: strip ? [def.name] : [],
    seats: [
      { ready: [{ card: bearer.name, blood: 4, attached: [{ card: def.name }, ...extra.map((x) => ({ card: x.name }))] }] },
      { ready: [{ card: FOE.name, blood: 6 }] },
    ],
  });
  const k = sc.uid(bearer.name);
  const o = sc.uid(FOE.name, 1);
  sc.choose(`min:${k}`).choose(`bleed:${k}`).choose(`block:${o}`);
  return { sc, k, o, w: sc.uid(def.name) };
}

/** Whether the bearer is offered the weapon's strike in the first round's strike step. */
function strikeOffered(sc: Scenario, w: string): boolean {
  sc.s = passUntil(sc.s, (x) => !x.combat || ((x.combat.step === 'strikeA' || x.combat.step === 'strikeB') && dec(x).seat === 0), 60);
  return !!sc.s.combat && ids(sc.s).some((x) => x.split(':').includes(w));
}

/**
 * The imbued bearing the weapon strikes with it at close range. Measured: 100 when the vampire goes to torpor (strength 1
 * + 1, aggravated), 10 when a vampire bearing it alone is not offered its strike, 1 when one bearing the named card is.
 */
export const imbuedStrike = (def: CardDef): FamilyCase => ({
  family: 'weapon: a strength+1 aggravated strike used only by an imbued or a minion bearing the named card',
  expected: 111,
  run(strip) {
    const { sc, o, w } = fight(def, ZEALOT, strip);
    if (!strikeOffered(sc, w)) return 0;
    sc.choose(ids(sc.s).find((x) => x.split(':').includes(w))!);
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1, 60);
    // aggravated damage a vampire cannot heal sends it to torpor (6.4.6)
    const hit = sc.s.cards[o].zone === 'torpor' ? 100 : 0;
    const plain = fight(def, PLAIN, strip);
    const notPlain = strikeOffered(plain.sc, plain.w) ? 0 : 10;
    const cid = bearsCid(def);
    const named = cid ? fight(def, PLAIN, strip, [faith(cid)]) : undefined;
    return hit + notPlain + (named && strikeOffered(named.sc, named.w) ? 1 : 0);
  },
});

/**
 * The imbued maneuvers to long range with its optional maneuver; the opposing vampire, with one of its own, is then not
 * offered a maneuver back to close range. Measured: 100 when it is not, 10 when the round's strikes come at long range.
 */
export const noCloseManeuver = (def: CardDef): FamilyCase => ({
  family: 'weapon: the vampire opposing its imbued cannot maneuver to close range',
  expected: 110,
  run(strip) {
    const { sc } = fight(def, ZEALOT, strip);
    sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'range' && dec(x).seat === 0), 60);
    if (!sc.s.combat || !ids(sc.s).includes('optman')) return 0;
    sc.choose('optman');
    const offered = dec(sc.s).seat === 1 && sc.s.combat?.step === 'range' && ids(sc.s).includes('optman');
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step !== 'range', 20);
    return (offered ? 0 : 100) + (sc.s.combat?.range === 'long' ? 10 : 0);
  },
});

export const IMBUED_SWORD_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // The Crusader Sword: strength+1 aggravated, only for an imbued or a minion with True Faith; no maneuver to close against it
  '100474': (def) => [imbuedStrike(def), noCloseManeuver(def)],
};
