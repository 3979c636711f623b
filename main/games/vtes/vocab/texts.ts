/**
 * The card texts of the vocabulary's composed records (issue 11 item 5): a primitive (`prim.*`), an
 * activated ability (`ability.*` when and for whom, `cost.*`, `limit.*`, then its primitives), as
 * template keys and parameters of the cards-vtes namespace (locales/{es,pl}/cards-vtes.json). A
 * primitive's text is its registry entry's (vocab/prims/); vocab/card-text.ts renders every card's
 * text through these.
 */
import type { Ability, Prim, Trigger } from '../schema/records';
import { primTextOf, type TextRef } from './prims';
import { condClause, condRef } from '../core/params/cond';
import { filterWords, USES_WHILE, whoWords } from '../schema/legacy-params';
import { selectorRef } from '../core/params/selector';
import { amountGuess, amountRef } from '../core/params/amount';

export type { TextRef } from './prims';

/** The template key and parameters of a primitive's text (cards-vtes `prim.*`): its registry entry's. */
export function primText(pr: Prim): TextRef {
  return primTextOf(pr);
}

/** The sum of the votes an ability gives (the bots' count of the votes they hold). */
export function abilityVotes(a: Ability): number {
  let n = 0;
  for (const p of a.effects) if (p.p === 'votes') n += amountGuess(p.n);
  return n;
}

/** The text of an ability: when and for whom, its costs, then its primitives (cards-vtes `ability.*`, `cost.*`, `prim.*`). */
export function abilityTexts(a: Ability): TextRef[] {
  // the head is named after the beneficiary's words (legacy-params.ts `whoWords`); records with none read as a Selector and a clause
  const words = whoWords(a);
  const w = words?.who;
  const variant =
    `${w?.role ? `_${w.role}` : ''}${w?.clan ? '_clan' : ''}${w?.sect ? '_sect' : ''}${w?.during ? `_${w.during}` : ''}` +
    `${w?.after ? `_${w.after}` : ''}${w?.actor ? `_${w.actor}` : ''}${w?.actorSect ? '_actorSect' : ''}${w?.torpor ? '_torpor' : ''}${w?.edge ? '_edge' : ''}` +
    `${w?.once ? `_${w.once}` : ''}`;
  const params = {
    ...(w?.clan ? { clan: w.clan } : {}),
    ...(w?.sect ? { sect: w.sect } : {}),
    ...(w?.actorSect ? { actorSect: w.actorSect } : {}),
  };
  // a record with no words whose beneficiary is the card itself ("this vampire can burn 1 blood...") reads as `_self`, not as a choice
  const selfOnly = !words && a.who?.role === 'self';
  // a key ending in `_other` would read as an i18next plural form: it is `_another`
  // an ability any Methuselah may use in their own phase (Open War; an offered action's head already says so)
  const anyone = a.anyMethuselah && a.window !== 'action' ? '_anyone' : a.everyUnlock ? '_every' : a.bystander ? '_bystander' : '';
  // its own use, also from torpor ("if he is in torpor during your unlock phase, he may..."): `_self_torpor`
  const self = selfOnly ? (a.who?.state === 'readyOrTorpor' ? '_self_torpor' : '_self') : '';
  const key = `ability.${a.window}${variant}${self}${anyone}`.replace(/_other$/, '_another');
  const head = { key, params };
  const who: TextRef[] = !words && a.who && !selfOnly ? [{ key: 'ability.who', params: { sel: selectorRef(a.who) } }] : [];
  const cond = words ? words.if : a.if;
  const costs = a.cost.map((k): TextRef => ({
    key: `cost.${k.c}${k.c === 'discard' && k.disc ? '_disc' : k.c === 'discard' && k.type ? `_type_${k.type}` : k.c === 'lockOther' && k.uniqueLocation ? '_uniqueLocation' : ''}${discardMany(k)}`,
    params:
      k.c === 'blood' || k.c === 'pool' || k.c === 'life' || k.c === 'conviction' || k.c === 'transfers'
        ? { n: k.n }
        : k.c === 'discard' && k.disc
          ? { disc: k.disc, ...(k.n ? { n: k.n } : {}) }
          : k.c === 'discard' && k.n
            ? { n: k.n }
            : k.c === 'poolBy'
              ? { n: amountRef(k.n) }
              : k.c === 'bloodFrom'
                ? { n: k.n, sel: selectorRef(k.sel) }
                : {},
  }));
  // more uses while a condition holds read with the limit (Carfax Abbey's second use with a ready baron: its own sentence)
  const limit: TextRef[] = a.limit ? [limitText(a.limit, a.uses)] : [];
  // a hunting ground's mark read in its own sentence when the beneficiary has no words (a Condition on it: Papillon)
  const once: TextRef[] = !words && a.once === 'hunted' ? [{ key: 'ability.onceHunted', params: {} }] : [];
  // a strike paid for reads its price first ("burn 1 blood: strike: 2R aggravated damage")
  // a strike and a bleed read their cost first ("burn 1 blood: bleed with +2 bleed")
  // a political action under a Condition reads it in its own sentence ("if it has no title, it is a political action: ...")
  const polIf = a.action?.political && cond ? cond : undefined;
  const offer = a.strike || a.action?.bleed !== undefined ? [...costs, ...offerTexts(a)] : [...offerTexts(a, polIf), ...costs];
  return [head, ...who, ...(cond && !polIf ? [condClause(cond)] : []), ...once, ...offer, ...a.effects.map(primText), ...limit];
}

/** A discard cost of several cards reads its count (`_n`), and "copies of the same card" (`_same`): vocab/discard-sets.ts. */
function discardMany(k: Ability['cost'][number]): string {
  if (k.c === 'discard' && k.x) return '_x';
  // burned from the hand, not replaced (`_burn`)
  if (k.c === 'discard' && k.burn) return '_burn';
  return k.c === 'discard' && k.n ? `_n${k.same ? '_same' : ''}` : '';
}

/** An offered action's stealth and target, an offered strike (vocab/offers.ts; cards-vtes `offer.*`, `effect.strike_*`). */
function offerTexts(a: Ability, polIf?: Ability['if']): TextRef[] {
  const out: TextRef[] = [];
  const k = a.strike;
  if (k)
    out.push({
      key:
        k.s === 'dodge'
          ? 'effect.strike_dodge'
          : k.s === 'stealBlood'
            ? `effect.strike_stealBlood${k.ranged ? '_ranged' : ''}`
            : k.s === 'stealEquipment' || k.s === 'combatEnds'
              ? `effect.strike_${k.s}`
              : k.str
                ? `effect.strike_str${k.dmg ? '' : '0'}${k.agg ? '_agg' : ''}${k.weapon ? '_weapon' : ''}${k.wears ? '_wears' : ''}`
                : `effect.strike_damage${k.agg ? '_agg' : ''}${k.ranged ? '_ranged' : ''}`,
      params: k.s === 'dodge' || k.s === 'stealEquipment' || k.s === 'combatEnds' ? {} : { dmg: k.dmg },
    });
  const act = a.action;
  if (act?.political)
    out.push(polIf ? { key: 'offer.political_if', params: { c: condRef(polIf) } } : { key: 'offer.political', params: {} });
  // a bleed of the Methuselah chosen as it is announced ("can bleed any Methuselah"): its own words, no target line
  if (act?.bleed !== undefined) out.push({ key: act.methuselah ? 'offer.bleed_any' : 'offer.bleed', params: { n: act.bleed } });
  if (act?.noEquipBleed) out.push({ key: 'offer.noEquipBleed', params: {} });
  if (act?.stealth) out.push({ key: act.stealth > 0 ? 'offer.stealth' : 'offer.stealthLess', params: { n: Math.abs(act.stealth) } });
  // the card itself as the target ("enter combat with this vampire"): directed when another Methuselah's minion takes it (6.1)
  if (act?.target?.role === 'self') out.push({ key: `offer.targetSelf${act.directed ? '_directed' : ''}`, params: {} });
  if (act?.target?.role === 'self') out.push({ key: 'offer.targetSelf', params: {} });
  else if (act?.target?.role === 'bearer') out.push({ key: 'offer.targetBearer', params: {} });
  else if (act?.target) out.push({ key: 'offer.target', params: { sel: selectorRef(act.target) } });
  // the Methuselah an offered action aims at: the prey only (Edward Neally), or any one, unless a bleed's text says it (Julia Prima)
  if (act?.methuselah === 'prey') out.push({ key: 'offer.methuselah_prey', params: {} });
  else if (act?.methuselah && act.bleed === undefined) out.push({ key: 'offer.methuselah', params: {} });
  // a target only another Methuselah controls: a directed action (6.1)
  if (act?.target && !act.political && !act.target.role && act.target.whose !== 'you' && act.target.whose !== 'any')
    out.push({ key: 'offer.directed', params: {} });
  if (act?.combat) out.push({ key: 'offer.combat', params: {} });
  return out;
}

/** An ability's limit, with its further uses while a Condition holds. */
function limitText(limit: string, uses: Ability['uses']): TextRef {
  if (!uses) return { key: `limit.${limit}`, params: {} };
  const w = Object.keys(USES_WHILE).find((k) => JSON.stringify(USES_WHILE[k as keyof typeof USES_WHILE]) === JSON.stringify(uses.if));
  return w
    ? { key: `limit.${limit}_${w}`, params: { n: uses.n } }
    : { key: `limit.${limit}_uses`, params: { n: uses.n, c: condRef(uses.if) } };
}

/** Whether a trigger's record names the other combatant (role `opponent`): an "after combat" text acting on it needs it in play. */
export function namesOpponent(t: Trigger): boolean {
  return JSON.stringify(t).includes('"opponent"');
}

/** The text of a trigger: its event and filter, its primitives, its limit (cards-vtes `trigger.*`, `prim.*`, `limit.*`). */
export function triggerTexts(t: Trigger): TextRef[] {
  const ev = (typeof t.event === 'string' ? [t.event] : t.event).map((x) => x.replace('vtes.', '')).join('_');
  // a filter with its own words reads in the head ("when the vampire it is on goes to torpor"); any other with the Condition
  const f = t.filter && filterWords(t.filter);
  // a minion's own text: in the unlock phase ("if this ally has 2 or fewer life during your unlock phase"), else "this vampire"
  // after combat: "if both combatants are still in play" only for a text acting on the other one
  const own = ev === 'unlockPhase' ? 'own' : ev === 'combatEnd' && !namesOpponent(t) ? 'selfOnly' : 'self';
  const minion = t.bearer ? (t.acting ? 'bearerActing' : 'bearer') : t.own ? own : f?.minion;
  const variant =
    `${minion ? `_${minion}` : ''}${f?.zone ? `_${f.zone}` : ''}${f?.blockOf ? `_${f.blockOf.join('_')}` : ''}` +
    `${t.seat ? `_${t.seat}` : ''}`;
  const limit = t.limit ? [{ key: `limit.${t.limit}`, params: {} }] : [];
  const cond = t.filter && !f ? (t.if ? { c: 'all' as const, of: [t.filter, t.if] } : t.filter) : t.if;
  // with a Condition the head reads on into it: "When an action succeeds and it is a bleed:"
  const head = cond
    ? [
        { key: `trigger.${ev}${variant}_if`, params: {} },
        { key: 'cond.andThen', params: { c: condRef(cond) } },
      ]
    : [{ key: `trigger.${ev}${variant}`, params: {} }];
  return [...head, ...t.effects.map(primText), ...limit];
}
