/**
 * The ad-hoc fields the vocabulary had before the shared parameter records (issue 27 item 4), read
 * once into them: a limit "once between unlock phases" is the Duration `untilUnlock`; a bleed
 * modifier's `ifPoolAtMost: n` is the Condition "the target Methuselah has at most n pool"; an
 * intercept reaction's `titledBonus: b` is the Amount "n, and b more if the reacting minion is titled". Used twice, the same way: by
 * `cardFromRecord` (modes.ts) for the definitions of records saved before (so they replay
 * unchanged), and once by the migration of the data files (`scripts/cards-migrate-params.mjs`).
 * A mode already in the current shape is returned as it is (the same object). Pure.
 */
import type { Amount, Cond } from './schema-params';

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => !!x && typeof x === 'object' && !Array.isArray(x);

/** A limit in the old words: `{ once: 'unlock' }`. */
const oldLimit = (l: unknown): boolean => isRec(l) && l.once === 'unlock';
/** A bleed modifier with its pool threshold as a number. */
const oldBleedPlus = (e: unknown): boolean => isRec(e) && e.e === 'bleedPlus' && 'ifPoolAtMost' in e;
/** An intercept reaction with its bonus for a titled minion as a number. */
const oldIntercept = (e: unknown): boolean => isRec(e) && e.e === 'intercept' && 'titledBonus' in e;
const oldEffect = (e: unknown): boolean => oldBleedPlus(e) || oldIntercept(e);

/** Whether a mode (of a data entry or a saved definition) still has an old field. */
export function hasLegacyParams(m: unknown): boolean {
  if (!isRec(m)) return false;
  return (Array.isArray(m.limits) && m.limits.some(oldLimit)) || (Array.isArray(m.effects) && m.effects.some(oldEffect));
}

function effectParams(e: unknown): unknown {
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
