/**
 * The card texts of the vocabulary's composed records (issue 11 item 5): a primitive (`prim.*`), an
 * activated ability (`ability.*` when and for whom, `cost.*`, `limit.*`, then its primitives), as
 * template keys and parameters of the cards-vtes namespace (locales/{es,pl}/cards-vtes.json). Pure:
 * effects.ts renders every card's text through it, so it imports nothing but types.
 */
import type { Ability, Prim, Trigger } from './records';

export type TextRef = { key: string; params: Record<string, string | number> };

/** The template key and parameters of a primitive's text (cards-vtes `prim.*`). */
export function primText(pr: Prim): TextRef {
  switch (pr.p) {
    case 'lock':
    case 'unlock':
    case 'burn':
    case 'press':
    case 'wake':
      return { key: `prim.${pr.p}_${pr.who}`, params: {} };
    case 'move':
      return { key: `prim.move_${pr.from}_${pr.to}`, params: { n: pr.n } };
    case 'bonus':
      return { key: `prim.bonus_${pr.stat}`, params: { n: pr.n } };
    case 'votes':
      return { key: 'prim.votes', params: { n: pr.n } };
    case 'noUnlock':
      return { key: `prim.noUnlock_${pr.who}${pr.allyOnly ? '_ally' : ''}`, params: {} };
    case 'putIntoPlay':
    case 'discardChosen':
    case 'discardFromTarget':
    case 'lockFailedBlockers':
    case 'noVampireBlock':
      return { key: `prim.${pr.p}`, params: {} };
    case 'attach':
      return { key: `prim.attach_${pr.to}`, params: {} };
    case 'counter':
      return { key: 'prim.counter', params: { n: pr.burnAt } };
    case 'handSize':
    case 'aggAfterAction':
    case 'draw':
      return { key: `prim.${pr.p}`, params: { n: pr.n } };
    case 'bloodToUncontrolled':
      return { key: `prim.${pr.p}${pr.younger ? '_younger' : ''}`, params: { n: pr.n } };
    case 'chooseSeat':
      return { key: `prim.chooseSeat_${pr.among}`, params: {} };
    case 'allot':
      return {
        key: `prim.allot_${pr.among}${pr.spread ? '_spread' : ''}`,
        params: { n: pr.n, ...(pr.spread ? { spread: pr.spread } : {}) },
      };
    case 'seatPool':
      return { key: `prim.seatPool_${pr.from}_${pr.to}${'per' in pr && pr.per ? `_per_${pr.per}` : ''}`, params: { n: pr.n } };
    case 'cancel':
      return { key: `prim.cancel_${pr.what}`, params: {} };
    // the combat primitives (vocab/prims-combat.ts)
    case 'maneuver':
      return { key: `prim.maneuver${pr.toClose ? '_toClose' : ''}`, params: {} };
    case 'prevent':
      return { key: `prim.prevent${pr.plusX ? '_plusX' : ''}`, params: { n: pr.n } };
    case 'strength':
      return { key: `prim.strength${pr.set ? '_set' : ''}`, params: { n: pr.n } };
    case 'damage':
      return { key: `prim.damage_${pr.to}_${pr.each}`, params: { n: pr.n } };
    case 'strikeOnly':
      return { key: `prim.strikeOnly_${pr.kind}`, params: {} };
    case 'additionalStrike':
      return { key: `prim.additionalStrike${pr.limited ? '' : '_free'}`, params: {} };
    case 'gainBlood':
      return { key: `prim.gainBlood_${pr.n}`, params: {} };
    case 'nextRoundClose':
      return { key: `prim.${pr.p}`, params: {} };
  }
}

/** The sum of the votes an ability gives (the bots' count of the votes they hold). */
export function abilityVotes(a: Ability): number {
  let n = 0;
  for (const p of a.effects) if (p.p === 'votes') n += p.n;
  return n;
}

/** The text of an ability: when and for whom, its costs, then its primitives (cards-vtes `ability.*`, `cost.*`, `prim.*`). */
export function abilityTexts(a: Ability): TextRef[] {
  const w = a.who;
  const variant =
    `${w?.role ? `_${w.role}` : ''}${w?.clan ? '_clan' : ''}${w?.sect ? '_sect' : ''}${w?.during ? `_${w.during}` : ''}` +
    `${w?.after ? `_${w.after}` : ''}${w?.actor ? `_${w.actor}` : ''}${w?.actorSect ? '_actorSect' : ''}${w?.torpor ? '_torpor' : ''}${w?.edge ? '_edge' : ''}` +
    `${w?.once ? `_${w.once}` : ''}`;
  const params = {
    ...(w?.clan ? { clan: w.clan } : {}),
    ...(w?.sect ? { sect: w.sect } : {}),
    ...(w?.actorSect ? { actorSect: w.actorSect } : {}),
  };
  const head = { key: `ability.${a.window}${variant}`, params };
  const costs = a.cost.map((k): TextRef => ({
    key: `cost.${k.c}${k.c === 'discard' && k.disc ? '_disc' : ''}`,
    params: k.c === 'blood' || k.c === 'pool' || k.c === 'life' ? { n: k.n } : k.c === 'discard' && k.disc ? { disc: k.disc } : {},
  }));
  // more uses while a condition holds read with the limit (Carfax Abbey's second use with a ready baron)
  const limit: TextRef[] = a.limit
    ? [{ key: `limit.${a.limit}${a.uses ? `_${a.uses.while}` : ''}`, params: a.uses ? { n: a.uses.n } : {} }]
    : [];
  return [head, ...costs, ...a.effects.map(primText), ...limit];
}

/** The text of a trigger: its event and filter, its primitives, its limit (cards-vtes `trigger.*`, `prim.*`, `limit.*`). */
export function triggerTexts(t: Trigger): TextRef[] {
  const ev = (typeof t.event === 'string' ? [t.event] : t.event).map((x) => x.replace('vtes.', '')).join('_');
  const f = t.filter;
  const variant =
    `${f?.minion ? `_${f.minion}` : ''}${f?.zone ? `_${f.zone}` : ''}${f?.blockOf ? `_${f.blockOf.join('_')}` : ''}` +
    `${t.seat ? `_${t.seat}` : ''}`;
  const limit = t.limit ? [{ key: `limit.${t.limit}`, params: {} }] : [];
  return [{ key: `trigger.${ev}${variant}`, params: {} }, ...t.effects.map(primText), ...limit];
}
