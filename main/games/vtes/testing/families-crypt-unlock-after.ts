/**
 * The scenario family of a vampire's own trigger unlocking it after its successful action of some kind (issue 30 item
 * 1; tests only; the rule: vocab/triggers.ts `runSuccessTriggers`, vtes-es 6.2.3), `{ e: 'on', event: 'vtes.success',
 * own: true, if, effects: [unlock] }` whose Condition names the action: not a hunt (Eze: it bleeds), a card requiring a
 * Discipline (Cock Robin: a test bleed card requiring it) or a clan (Keegan), a political action (Aaradhya: a test referendum nobody
 * votes on, so it fails and still unlocks), a recruit or employ action (Baba Yaga: a test ally recruited). Measured: 1 when the vampire is unlocked once the action is over, plus 10
 * when a hunt (the other kind of action) leaves it locked. With the effects stripped: locked.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import type { Ability } from '../schema/records';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { discBleed, GEAR } from './families-crypt';
import type { FamilyCase } from './test-vampire';

type OwnTrigger = Extract<Effect, { e: 'on' }>;
type Kind = { card?: CardDef; bleed?: true };

/** A bleed action card requiring a vampire of the clan (1.6.1.3), for "an action requiring a Gangrel" (Keegan). */
const clanBleed = (clan: string): CardDef => ({
  ...discBleed('pot'),
  id: `test-bleed-clan-${clan.toLowerCase().replace(/\W+/g, '-')}`,
  name: `Test Bleed ${clan}`,
  clan: [clan],
  modes: [{ kind: 'action', conditions: [], targets: { t: 'prey' }, effects: [{ e: 'bleed', plus: 0 }] }],
});

/** The action that meets the Condition: a bleed, a card requiring the Discipline, a political action. */
function actionFor(c: Cond | undefined): Kind | undefined {
  if (c?.c === 'not' && c.of.c === 'action' && c.of.kind === 'hunt') return { bleed: true };
  if (c?.c === 'actionDisc') return { card: discBleed(c.disc) };
  if (c?.c === 'actionClan') return { card: clanBleed(c.clan) };
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

/**
 * "Can burn 1 blood to unlock after performing a successful action" (an ability of window `after` of the vampire's own
 * action, rules/action.ts; Baron Dieudonne): the vampire bleeds unblocked and the use is chosen as the action
 * succeeds. Measured: 1 when the vampire is unlocked after, 10 per blood it paid. Stripped: no use offered.
 */
function paysToUnlock(def: CardDef, a: Ability): FamilyCase {
  const blood = a.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0);
  return {
    family: "vampire's own ability after its successful action: it unlocks",
    expected: 1 + 10 * blood,
    run(strip) {
      const sc = new Scenario({ seats: [{ ready: [{ card: def.name, blood: 3 }] }, {}], defs: [def], strip: strip ? [def.name] : [] });
      const v = sc.uid(def.name);
      sc.choose(`min:${v}`).choose(`bleed:${v}`);
      const use = `selfUnlock:${v}`;
      sc.s = passUntil(sc.s, (x) => !x.act || dec(x).options.some((o) => o.id === use), 20);
      if (!sc.s.act) throw new Error(`scenario: ${def.name} offers no unlock after its action`);
      sc.choose(use);
      sc.s = passUntil(sc.s, (x) => !x.act, 20);
      return (sc.s.cards[v].locked ? 0 : 1) + 10 * (3 - sc.s.cards[v].blood);
    },
  };
}

const isOwnAfterUnlock = (e: Effect): e is Ability =>
  isKind(e, 'ability') &&
  e.window === 'after' &&
  e.who?.role === 'self' &&
  e.if?.c === 'all' &&
  e.if.of.length === 2 &&
  e.if.of.some((c) => c.c === 'success') &&
  e.if.of.some((c) => c.c === 'acting' && c.who === 'self') &&
  e.cost.every((c) => c.c === 'blood') &&
  e.effects.length === 1 &&
  e.effects[0].p === 'unlock';

/** The cases of this family a vampire fits. */
export function cryptUnlockAfterCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return [
    ...def.modes
      .flatMap((m) => m.effects.filter(isOwnUnlock))
      .flatMap((t) => {
        const k = actionFor(t.if);
        return k ? [unlocksAfter(def, k)] : [];
      }),
    ...def.modes.flatMap((m) => m.effects.filter(isOwnAfterUnlock)).map((a) => paysToUnlock(def, a)),
  ];
}
