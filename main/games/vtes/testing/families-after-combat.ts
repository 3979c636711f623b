/**
 * Scenario families of strike cards whose effect is not damage (issue 29; tests only; vtes-es 6.4.5, 6.4): a
 * strike sending the opposing vampire to torpor or burning the opposing ally, and the "after combat ends" riders
 * of a strike (`afterCombat`: unpreventable damage, blood or life burned, no unlock in the next unlock phase).
 * Played through the engine's decisions by card names: seat 0's test vampire holding the card bleeds, seat 1's
 * test vampire (or test ally) blocks, and the actor strikes with the card at close range, the opponent not striking.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc' || c.r === 'clan');
const primsIn = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));

/** An ally blocking (3 life). */
export const TEST_GUARD: CardDef = {
  id: 'test-guard',
  name: 'Test Guard',
  kind: 'library',
  types: ['Ally'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 3, strength: 1, bleed: 1 }] }],
  automation: 'full',
};

/**
 * The actor strikes with `def`'s mode `mi` against a blocking vampire (6 blood) or, `ally`, the test guard (3 life),
 * which does not strike; once the combat is over: the blood or life it lost, +10 if it is in torpor, +100 if it
 * will not unlock as normal, +1000 if it was burned.
 */
export function strikeOutcome(def: CardDef, mi: number, ally: boolean, strip: boolean): number {
  const m = def.modes[mi];
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const opp = ally ? TEST_GUARD : testVampire('Test Opponent', {});
  const start = ally ? 3 : 6;
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, { ready: [{ card: opp.name, blood: start }] }],
    defs: [def, actor, opp],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act);
  const h = sc.uid(def.name, 0, 'hand');
  const pick = dec(sc.s).options.find((x) => x.id === `card:${h}:${mi}`);
  if (!pick) throw new Error(`scenario: ${def.name} is not offered as a strike`);
  sc.choose(pick.id);
  if (sc.s.combat?.step === 'strikeB') sc.choose('none');
  sc.s = passUntil(sc.s, (x) => !x.combat);
  const c = sc.s.cards[o];
  if (c.zone === 'ash') return 1000;
  return start - c.blood + (c.zone === 'torpor' ? 10 : 0) + (c.skipUnlock ? 100 : 0);
}

/** The families a card's strike modes fit: a strike that is not damage, or a strike with an "after combat" rider. */
export function afterCombatFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'combat' || m.window || !plainReqs(def, m)) return;
    const st = m.effects.find((e) => isKind(e, 'strike'));
    if (!st || !isKind(st, 'strike') || st.firstStrike) return;
    const after = primsIn(m).filter((p) => p.p === 'afterCombat');
    if (primsIn(m).length !== after.length || after.length > 1) return;
    const rider = after[0];
    const ally = m.if?.c === 'ally' && m.if.who === 'opponent';
    const vampire = m.if?.c === 'vampire' && m.if.who === 'opponent';
    if (m.if && !ally && !vampire) return;
    let expected: number | undefined;
    if (st.s === 'torpor' && !ally) expected = 10;
    else if (st.s === 'burnAlly' && ally) expected = 1000;
    else if (st.s === 'combatEnds' && rider) expected = 0;
    if (expected === undefined) return;
    if (rider?.p === 'afterCombat') expected += rider.n + (rider.noUnlock ? 100 : 0);
    out.push({
      family: `strike:${st.s}${rider?.p === 'afterCombat' ? ':afterCombat' : ''}`,
      expected,
      run: (strip) => strikeOutcome(def, mi, ally, strip),
    });
  });
  return out;
}
