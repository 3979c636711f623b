/**
 * The scenario family of a vampire's own trigger unlocking it after its successful action of some kind (issue 30 item
 * 1; tests only; the rule: vocab/triggers.ts `runSuccessTriggers`, vtes-es 6.2.3), `{ e: 'on', event: 'vtes.success',
 * own: true, if, effects: [unlock] }` whose Condition names the action: not a hunt (Eze: it bleeds), a card requiring a
 * Discipline (Cock Robin: a test bleed card requiring it), a political action (Aaradhya: a test referendum nobody
 * votes on, so it fails and still unlocks), a recruit or employ action (Baba Yaga: a test ally recruited). Measured: 1 when the vampire is unlocked once the action is over, plus 10
 * when a hunt (the other kind of action) leaves it locked. With the effects stripped: locked.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { discBleed, GEAR } from './families-crypt';
import type { FamilyCase } from './test-vampire';

type OwnTrigger = Extract<Effect, { e: 'on' }>;
type Kind = { card?: CardDef; bleed?: true };

/** The action that meets the Condition: a bleed, a card requiring the Discipline, a political action. */
function actionFor(c: Cond | undefined): Kind | undefined {
  if (c?.c === 'not' && c.of.c === 'action' && c.of.kind === 'hunt') return { bleed: true };
  if (c?.c === 'actionDisc') return { card: discBleed(c.disc) };
  if (c?.c === 'action' && c.kind === 'political') return { card: TEST_REFERENDUM };
  // "when it successfully recruits an ally or employs a retainer": it recruits a test ally
  if (c?.c === 'any' && c.of.every((x) => x.c === 'action' && (x.kind === 'recruit' || x.kind === 'employ')))
    return { card: GEAR.find((d) => d.types.includes('Ally'))! };
  return undefined;
}

function unlocksAfter(def: CardDef, k: Kind): FamilyCase {
  const play = (strip: boolean, hunt: boolean): boolean => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: k.card ? [k.card.name] : [] }, {}],
      defs: [def, ...(k.card ? [k.card] : [])],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    if (hunt) sc.choose(`min:${v}`).choose(`hunt:${v}`);
    else if (k.bleed) sc.choose(`min:${v}`).choose(`bleed:${v}`);
    else sc.play(k.card!.name, { by: def.name });
    sc.s = passUntil(sc.s, (x) => !x.act && !x.ref, 40);
    if (sc.s.act || sc.s.ref) throw new Error(`scenario: ${def.name}'s action does not end`);
    return !sc.s.cards[v].locked;
  };
  return {
    family: "vampire's own trigger on its successful action of a kind: it unlocks",
    expected: 11,
    run: (strip) => (play(strip, false) ? 1 : 0) + (play(strip, true) ? 0 : 10),
  };
}

const isOwnUnlock = (e: Effect): e is OwnTrigger =>
  isKind(e, 'on') &&
  !!e.own &&
  e.event === 'vtes.success' &&
  !e.filter &&
  !e.seat &&
  e.effects.length === 1 &&
  e.effects[0].p === 'unlock' &&
  (e.effects[0].who === 'minion' || e.effects[0].who === 'self');

/** The cases of this family a vampire fits. */
export function cryptUnlockAfterCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects.filter(isOwnUnlock))
    .flatMap((t) => {
      const k = actionFor(t.if);
      return k ? [unlocksAfter(def, k)] : [];
    });
}
