/**
 * The ad-hoc fields the vocabulary had before the shared parameter records (issue 27 item 4), read
 * once into them: a limit "once between unlock phases" is the Duration `untilUnlock`; a bleed
 * modifier's `ifPoolAtMost: n` is the Condition "the target Methuselah has at most n pool"; an
 * intercept reaction's `titledBonus: b` is the Amount "n, and b more if the reacting minion is titled";
 * a static modifier's `while` (`directed`, `undirected`, `bleedAtYou`, or a Condition) is its one Condition
 * field `if` and its `per: 'counter'` the Amount "the counters on this card" (`MOD_WHILE`, `MOD_PER`); an ability's `uses.while:
 * 'readyBaron'` is the Condition "you control a ready baron" (`USES_WHILE`); its `who` words are a Selector
 * of the minion it benefits, its mark (`once`) and Conditions (`whoParams`, read back for the texts by `whoWords`); a trigger's filter object is
 * a Condition on the event (`filterCond`) and its `minion: 'bearer'` the trigger's `bearer`; a burnable
 * card's `vampiresOnly` is the Selector "each vampire of another Methuselah" (`by`); the primitives
 * `damage` (`each: 'round'`), `handSize`, `noUnlock` and `bonus` state their Duration (`for`). Used twice, the same way: by
 * `cardFromRecord` (modes.ts) for the definitions of records saved before (so they replay
 * unchanged), and once by the migration of the data files (`scripts/cards-migrate-params.mjs`).
 * A mode already in the current shape is returned as it is (the same object). Pure.
 */
import type { Amount, Cond, Sect, Selector } from './schema-params';

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => !!x && typeof x === 'object' && !Array.isArray(x);

/** The Conditions a static modifier's old `while` words stand for. */
export const MOD_WHILE = {
  directed: { c: 'action', kind: 'directed' },
  undirected: { c: 'action', kind: 'undirected' },
  bleedAtYou: { c: 'all', of: [{ c: 'action', kind: 'bleed' }, { c: 'targetsYou' }] },
} as const satisfies Record<string, Cond>;
/** The Amounts a static modifier's old `per` words stand for. */
export const MOD_PER = { counter: { a: 'counters', who: 'self' } } as const satisfies Record<string, Amount>;
/** The Conditions an ability's old `uses.while` words stand for (Carfax Abbey: "while you control a ready baron"). */
export const USES_WHILE = { readyBaron: { c: 'controlsTitle', title: 'baron' } } as const satisfies Record<string, Cond>;

/** The Selector a burnable card's old `vampiresOnly` flag stands for: each vampire of another Methuselah. */
export const BURNABLE_BY_VAMPIRES = { of: 'vampire', whose: 'other', count: 'each' } as const satisfies Selector;

/**
 * An ability's old `who` words: whom it benefits (`role`: the acting or blocking minion, the vampire
 * itself, the minion the card is on, a ready vampire of the user's chosen as it is used), of a clan or a
 * sect; during a bleed; after a successful hunt, a passed referendum, a success; the vampire is (`is`) or
 * is not (`other`) the acting minion, whose sect is `actorSect`; usable from torpor; only with the Edge;
 * one card of the mark per turn for the minion (`once`).
 */
export interface OldWho {
  role?: 'acting' | 'blocking' | 'self' | 'bearer' | 'vampire' | 'actingVampire' | 'blockingOther' | 'blockingAny';
  clan?: string;
  sect?: Sect;
  during?: 'bleed';
  after?: 'hunt' | 'refPassed' | 'success';
  actor?: 'is' | 'other';
  actorSect?: Sect;
  torpor?: boolean;
  edge?: boolean;
  once?: 'hunted';
}

/** The Selector of an old role (the card of a role in the use; `vampire`: one of the user's ready vampires, chosen). */
const WHO_ROLE = {
  self: { of: 'minion', whose: 'you', role: 'self' },
  bearer: { of: 'minion', whose: 'any', role: 'bearer' },
  acting: { of: 'minion', whose: 'any', role: 'actor' },
  blocking: { of: 'minion', whose: 'you', role: 'blocker' },
  blockingOther: { of: 'minion', whose: 'other', role: 'blocker' },
  blockingAny: { of: 'minion', whose: 'any', role: 'blocker' },
  vampire: { of: 'vampire', whose: 'you' },
  actingVampire: { of: 'vampire', whose: 'you', role: 'actor' },
} as const satisfies Record<string, Omit<Selector, 'count'>>;

/** The Conditions of an old `who`'s words, in this order (its `after` and `actor` two each at most). */
function whoConds(w: OldWho): Cond[] {
  const out: Cond[] = [];
  if (w.during === 'bleed') out.push({ c: 'action', kind: 'bleed' });
  if (w.edge) out.push({ c: 'edge' });
  if (w.after === 'hunt') out.push({ c: 'fed' }, { c: 'ready', who: 'actor' });
  if (w.after === 'success') out.push({ c: 'success' });
  if (w.after === 'refPassed') out.push({ c: 'refPassed' });
  if (w.actor === 'is') out.push({ c: 'acting', who: 'self' });
  if (w.actor === 'other') out.push({ c: 'not', of: { c: 'acting', who: 'self' } }, { c: 'yours', who: 'actor' });
  if (w.actorSect) out.push({ c: 'sect', who: 'actor', sect: w.actorSect });
  return out;
}

/**
 * An ability's old `who` as the shared records: the Selector of the minion it benefits (its role, the
 * clan and sect as a Condition on the candidate, `it`; from torpor: `state: 'readyOrTorpor'`), its mark,
 * and the Conditions its other words stand for, before the ability's own `if` (all must hold).
 */
export function whoParams(w: OldWho, own?: Cond): { who?: Selector; once?: 'hunted'; if?: Cond } {
  const where: Cond[] = [
    ...(w.clan ? [{ c: 'clan', who: 'it', clan: w.clan } as const] : []),
    ...(w.sect ? [{ c: 'sect', who: 'it', sect: w.sect } as const] : []),
  ];
  const base = w.role ? WHO_ROLE[w.role] : where.length ? ({ of: 'minion', whose: 'you' } as const) : undefined;
  const who: Selector | undefined = base && {
    ...base,
    ...(w.torpor ? { state: 'readyOrTorpor' as const } : {}),
    ...(where.length ? { where: where.length === 1 ? where[0] : { c: 'all', of: where } } : {}),
    count: 'one',
  };
  const conds = [...whoConds(w), ...(own ? [own] : [])];
  return {
    ...(who ? { who } : {}),
    ...(w.once ? { once: w.once } : {}),
    ...(conds.length ? { if: conds.length === 1 ? conds[0] : { c: 'all', of: conds } } : {}),
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The old `who` words an ability's Selector, mark and Condition stand for (the inverse of `whoParams`:
 * its sentence keys are named after them), and what is left of its Condition; none if they do not read
 * back as the same records.
 */
export function whoWords(a: { who?: Selector; once?: 'hunted'; if?: Cond }): { who: OldWho; if?: Cond } | undefined {
  const w: OldWho = {};
  const sel = a.who;
  if (sel) {
    const role = (Object.keys(WHO_ROLE) as (keyof typeof WHO_ROLE)[]).find(
      (r) => WHO_ROLE[r].of === sel.of && WHO_ROLE[r].whose === sel.whose && (WHO_ROLE[r] as { role?: string }).role === sel.role,
    );
    if (role) w.role = role;
    if (sel.state === 'readyOrTorpor') w.torpor = true;
    for (const p of sel.where?.c === 'all' ? sel.where.of : sel.where ? [sel.where] : [])
      if (p.c === 'clan' && p.who === 'it') w.clan = p.clan;
      else if (p.c === 'sect' && p.who === 'it') w.sect = p.sect;
  }
  if (a.once) w.once = a.once;
  const parts = a.if?.c === 'all' ? [...a.if.of] : a.if ? [a.if] : [];
  const take = (...cs: Cond[]): boolean => {
    if (!cs.every((c, i) => same(parts[i], c))) return false;
    parts.splice(0, cs.length);
    return true;
  };
  if (take({ c: 'action', kind: 'bleed' })) w.during = 'bleed';
  if (take({ c: 'edge' })) w.edge = true;
  if (take({ c: 'fed' }, { c: 'ready', who: 'actor' })) w.after = 'hunt';
  else if (take({ c: 'success' })) w.after = 'success';
  else if (take({ c: 'refPassed' })) w.after = 'refPassed';
  if (take({ c: 'acting', who: 'self' })) w.actor = 'is';
  else if (take({ c: 'not', of: { c: 'acting', who: 'self' } }, { c: 'yours', who: 'actor' })) w.actor = 'other';
  const sect = parts[0];
  if (sect?.c === 'sect' && sect.who === 'actor') {
    w.actorSect = sect.sect;
    parts.shift();
  }
  // several Conditions of its own, none of them words: they read together as one clause (RPG Launcher: long range, not the first round)
  if (parts.length > 1 && parts.length !== (a.if?.c === 'all' ? a.if.of.length : 1)) return undefined;
  const rest: Cond | undefined = parts.length > 1 ? { c: 'all', of: parts } : parts[0];
  const back = whoParams(w, rest);
  return same(back.who, a.who) && back.once === a.once && same(back.if, a.if) ? { who: w, ...(rest ? { if: rest } : {}) } : undefined;
}

/** A trigger's old filter object, its fields in words. */
type OldFilter = { ready?: boolean; minion?: 'bearer' | 'preyMinion'; zone?: 'torpor'; blockOf?: ('titled' | 'political')[] };
const BLOCK_OF = { titled: { c: 'titled', who: 'actor' }, political: { c: 'action', kind: 'political' } } as const satisfies Record<
  string,
  Cond
>;

/**
 * The Condition a trigger's old filter stands for ({ ready, minion: 'preyMinion', zone, blockOf }; its
 * `minion: 'bearer'` is the trigger's `bearer`): the event's minion was ready, is controlled by the prey,
 * is in torpor; the blocked action taken by a titled vampire or political. None for no field.
 */
export function filterCond(f: OldFilter): Cond | undefined {
  const parts: Cond[] = [];
  if (f.ready) parts.push({ c: 'wasReady' });
  if (f.minion === 'preyMinion') parts.push({ c: 'prey', who: 'minion' });
  if (f.zone === 'torpor') parts.push({ c: 'torpor', who: 'minion' });
  if (f.blockOf?.length) {
    const of = f.blockOf.map((b) => BLOCK_OF[b]);
    parts.push(of.length === 1 ? of[0] : { c: 'any', of });
  }
  return parts.length > 1 ? { c: 'all', of: parts } : parts[0];
}

/** The old filter words a trigger's Condition has its own sentence for (the inverse of `filterCond`), if it is one of them. */
export function filterWords(c: Cond): OldFilter | undefined {
  const parts = c.c === 'all' ? c.of : [c];
  const f: OldFilter = {};
  for (const p of parts)
    if (p.c === 'wasReady') f.ready = true;
    else if (p.c === 'prey' && p.who === 'minion') f.minion = 'preyMinion';
    else if (p.c === 'torpor' && p.who === 'minion') f.zone = 'torpor';
    else {
      const of = p.c === 'any' ? p.of : [p];
      f.blockOf = of.map((x) =>
        (Object.keys(BLOCK_OF) as (keyof typeof BLOCK_OF)[]).find((k) => JSON.stringify(BLOCK_OF[k]) === JSON.stringify(x))!,
      );
    }
  // the words stand for the Condition only if they read back as the same record
  return JSON.stringify(filterCond(f)) === JSON.stringify(c) ? f : undefined;
}

/** A limit in the old words: `{ once: 'unlock' }`. */
const oldLimit = (l: unknown): boolean => isRec(l) && l.once === 'unlock';
/** A bleed modifier with its pool threshold as a number. */
const oldBleedPlus = (e: unknown): boolean => isRec(e) && e.e === 'bleedPlus' && 'ifPoolAtMost' in e;
/** An intercept reaction with its bonus for a titled minion as a number. */
const oldIntercept = (e: unknown): boolean => isRec(e) && e.e === 'intercept' && 'titledBonus' in e;
/**
 * A static modifier with its condition or its count in words (`while: 'directed'`, `per: 'counter'`), or
 * with its Condition in the old field `while` (one field `if` now, read by one function).
 */
const oldMod = (e: unknown): boolean => isRec(e) && e.e === 'mod' && ('while' in e || typeof e.per === 'string');
/** An ability with more uses while a condition in words holds (`uses: { n, while: 'readyBaron' }`). */
const oldUses = (e: unknown): boolean => isRec(e) && e.e === 'ability' && isRec(e.uses) && typeof e.uses.while === 'string';
/** An ability with its beneficiary in the old words (`who: { role, clan, during, after, once... }`, not a Selector). */
const oldWho = (e: unknown): boolean => isRec(e) && e.e === 'ability' && isRec(e.who) && typeof e.who.of !== 'string';
/** A trigger with its filter as an object of words (`{ ready: true, minion: 'bearer', zone: 'torpor' }`). */
const oldTrigger = (e: unknown): boolean => isRec(e) && e.e === 'on' && isRec(e.filter) && typeof e.filter.c !== 'string';
/** "+n strength in the resulting combat if the action is blocked" as its own kind (now primitives under a Condition). */
const oldIfBlocked = (e: unknown): boolean => isRec(e) && e.e === 'strengthIfBlocked';
/** A "do not replace" with its Duration as `until: 'combat'` (now `for`). */
const oldNoReplace = (e: unknown): boolean => isRec(e) && e.e === 'noReplace' && 'until' in e;
/** A card minions may burn as an action, with its "vampires only" as a flag. */
const oldBurnable = (e: unknown): boolean => isRec(e) && e.e === 'burnableByAction' && 'vampiresOnly' in e;
/**
 * A primitive saying its duration by its kind: `damage` with `each: 'round'` (the rest of the combat),
 * `handSize` (this turn), `noUnlock` (until the next unlock phase) and `bonus` (this action) with no `for`.
 */
const oldPrim = (p: unknown): boolean =>
  isRec(p) && ((p.p === 'damage' && 'each' in p) || ((p.p === 'handSize' || p.p === 'noUnlock' || p.p === 'bonus') && !('for' in p)));
const PRIM_FOR: Record<string, string> = { damage: 'combat', handSize: 'turn', noUnlock: 'untilUnlock', bonus: 'action' };
function primParams(p: unknown): unknown {
  if (!oldPrim(p)) return p;
  const { each: _each, ...rest } = p as Rec;
  return { ...rest, for: PRIM_FOR[String(rest.p)] };
}
/** The field of an effect that lists primitives (a mode's, a bleed's rider, an ability's, a trigger's). */
const PRIM_LISTS: Record<string, string> = { prims: 'do', bleed: 'then', ability: 'effects', on: 'effects' };
const primList = (e: Rec): unknown => e[PRIM_LISTS[String(e.e)] ?? ''];
const oldPrims = (e: unknown): boolean => isRec(e) && Array.isArray(primList(e)) && (primList(e) as unknown[]).some(oldPrim);
const oldEffect = (e: unknown): boolean =>
  oldPrims(e) ||
  oldIfBlocked(e) ||
  oldNoReplace(e) ||
  oldBurnable(e) ||
  oldBleedPlus(e) ||
  oldIntercept(e) ||
  oldMod(e) ||
  oldUses(e) ||
  oldWho(e) ||
  oldTrigger(e);

/** Whether a mode (of a data entry or a saved definition) still has an old field. */
export function hasLegacyParams(m: unknown): boolean {
  if (!isRec(m)) return false;
  return (Array.isArray(m.limits) && m.limits.some(oldLimit)) || (Array.isArray(m.effects) && m.effects.some(oldEffect));
}

/** A shared record for an old word (the record itself when it is one already). */
const word = <T>(table: Record<string, T>, w: unknown): unknown => (typeof w === 'string' ? table[w] : w);

function effectParams(e: unknown): unknown {
  if (oldPrims(e)) {
    const r = e as Rec;
    const k = PRIM_LISTS[String(r.e)];
    return effectParams({ ...r, [k]: (r[k] as unknown[]).map(primParams) });
  }
  if (oldIfBlocked(e)) return { e: 'prims', do: [{ p: 'strength', n: Number((e as Rec).n), for: 'combat' }], if: { c: 'blocked' } };
  if (oldNoReplace(e)) {
    const { until, ...rest } = e as Rec;
    // "until your discard phase" is the Duration untilDiscard
    return { ...rest, for: until === 'discard' ? 'untilDiscard' : until };
  }
  if (oldBurnable(e)) {
    const { vampiresOnly, ...rest } = e as Rec;
    return vampiresOnly ? { ...rest, by: BURNABLE_BY_VAMPIRES } : rest;
  }
  if (oldTrigger(e)) {
    const { filter, ...rest } = e as Rec;
    const f = filter as OldFilter;
    const c = filterCond(f);
    return { e: rest.e, event: rest.event, ...(f.minion === 'bearer' ? { bearer: true } : {}), ...(c ? { filter: c } : {}), ...rest };
  }
  if (oldWho(e)) {
    // the Selector where `who` stood, its mark and Condition after it (the ability's own `if` last)
    const r = e as Rec;
    const p = whoParams(r.who as OldWho, r.if as Cond | undefined);
    const out: Rec = {};
    for (const [k, v] of Object.entries(r))
      if (k === 'who') Object.assign(out, p);
      else if (k !== 'if') out[k] = v;
    if (!('if' in out) && p.if) out.if = p.if;
    return effectParams(out);
  }
  if (oldUses(e)) {
    const { while: w, ...uses } = (e as Rec).uses as Rec;
    return { ...(e as Rec), uses: { ...uses, if: word(USES_WHILE, w) } };
  }
  if (oldMod(e)) {
    // `while` becomes `if` where it stood (both given: one Condition, both holding)
    const r = e as Rec;
    const w = word(MOD_WHILE, r.while);
    const cond = w === undefined ? r.if : r.if === undefined ? w : { c: 'all', of: [w, r.if] };
    const out: Rec = {};
    for (const [k, v] of Object.entries(r))
      if (k === 'while' || (k === 'if' && w !== undefined)) {
        if (!('if' in out) && cond !== undefined) out.if = cond;
      } else out[k] = k === 'per' ? word(MOD_PER, v) : v;
    return out;
  }
  if (oldIntercept(e)) {
    const { titledBonus, n, ...rest } = e as Rec;
    const titled: Cond = { c: 'titled', who: 'minion' };
    const amount: Amount = titledBonus ? { a: 'sum', of: [Number(n), { a: 'if', if: titled, then: Number(titledBonus) }] } : Number(n);
    return { ...rest, n: amount };
  }
  if (!oldBleedPlus(e)) return e;
  const { ifPoolAtMost, ...rest } = e as Rec;
  const c: Cond = { c: 'pool', of: 'target', max: Number(ifPoolAtMost) };
  return { ...rest, if: c };
}

/** A mode with its old fields in the shared records (the mode itself when it has none). */
export function modeParams<M>(m: M): M {
  if (!hasLegacyParams(m)) return m;
  const r = m as Rec;
  return {
    ...r,
    ...(Array.isArray(r.limits) ? { limits: r.limits.map((l) => (oldLimit(l) ? { once: 'untilUnlock' } : l)) } : {}),
    ...(Array.isArray(r.effects) ? { effects: r.effects.map(effectParams) } : {}),
  } as M;
}

/** A data entry or a card definition with its modes' old fields in the shared records. */
export function entryParams<E extends { modes: readonly unknown[] }>(d: E): E {
  return d.modes.some(hasLegacyParams) ? { ...d, modes: d.modes.map(modeParams) } : d;
}
