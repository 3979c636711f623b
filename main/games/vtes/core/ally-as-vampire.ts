/**
 * An ally playing cards "as a vampire" (vtes-es 1.6.1.3, 6.1.5; the record `asVampire`: High Top "cards requiring basic
 * Celerity as a vampire with a capacity of 4", Rock Cat, Nocturn, Infernal Servitor): a card's mode requiring one of the
 * Disciplines its record names at the basic level is played by it as a vampire (queries.ts `meetsReqs`): that
 * requirement, the mode's "a vampire", capacity and sect requirements are read against the record. The ally does not
 * have the Discipline otherwise (G00085, LSJ 19980303: a Condition on its Disciplines stays false), a superior mode
 * stays out of reach (G00083, ANK 20180111), and with no sect named it plays as an independent vampire (G00111,
 * LSJ 20020503). Pure reads of a definition: no walk of the table.
 */
import type { CardDef, Condition, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';

export type AsVampire = Extract<Effect, { e: 'asVampire' }>;

/** The ally's own `asVampire` record in the mode it is in play with (`mode`: the card's mode index), if any. */
export function asVampireOf(d: CardDef, mode: number | undefined): AsVampire | undefined {
  if (d.kind !== 'library') return undefined;
  for (const e of d.modes[mode ?? 0]?.effects ?? []) if (isKind(e, 'asVampire')) return e;
  return undefined;
}

/**
 * The record when the ally plays this card's mode as a vampire: the mode requires one of the record's Disciplines (its
 * requirements `conds`, the card's and the mode's); an ally card is excepted with `notAlly` ("non-ally cards": Nocturn).
 */
export function playsModeAsVampire(
  ally: CardDef,
  allyMode: number | undefined,
  card: CardDef,
  conds: readonly Condition[],
): AsVampire | undefined {
  const a = asVampireOf(ally, allyMode);
  if (!a || (a.notAlly && card.types.includes('Ally'))) return undefined;
  return conds.some((r) => r.r === 'disc' && r.level === 1 && a.discs.includes(r.disc)) ? a : undefined;
}

/** A requirement the ally meets as the vampire it plays as: its Disciplines at the basic level, "a vampire", a capacity range, a sect. */
export function asVampireMeets(a: AsVampire, r: Condition): boolean {
  switch (r.r) {
    case 'disc':
      return r.level === 1 && a.discs.includes(r.disc);
    case 'vampire':
      return true;
    case 'capacity':
      return a.capacity !== undefined && a.capacity >= (r.min ?? 0) && a.capacity <= (r.max ?? 99);
    case 'sect':
      return (a.sect ?? 'independent') === r.sect;
    case 'sects':
      return r.sects.includes(a.sect ?? 'independent');
    default:
      return false;
  }
}
