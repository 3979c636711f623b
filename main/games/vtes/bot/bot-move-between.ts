/**
 * The heuristic bot and the primitive `moveBetween` (vocab/prims/move-between.ts: Heidelberg Castle), read from the
 * options' data: the pair of its vampires with the widest gap in blood, then blood onto the emptier while the gap is 2 or
 * more; cards stay where they are. The use itself is taken in the master phase when two of its ready vampires are 3
 * blood or more apart.
 */
import type { Decision } from '../../../engine/types';
import type { VtesCardView, VtesView } from '../view/view';
import { cardOf, vampires } from './bot-knowledge';

const bloodOf = (v: VtesView, u: unknown) => cardOf(v, String(u))?.blood ?? 0;

/** The answer to the picks `moveBetweenPair` and `moveBetween`. */
export function moveBetweenPick(v: VtesView, d: Decision): string {
  const gap = (o: Decision['options'][number]) => Math.abs(bloodOf(v, o.params?.uid) - bloodOf(v, o.params?.target));
  if (d.kind === 'vtes.moveBetweenPair') return [...d.options].sort((a, b) => gap(b) - gap(a))[0].id;
  const fill = d.options.find((o) => o.id.startsWith('r:') && bloodOf(v, o.params?.from) - bloodOf(v, o.params?.uid) >= 2);
  return (fill ?? d.options.find((o) => o.id === 'done') ?? d.options[0]).id;
}

/** Whether two of the bot's ready vampires are 3 blood or more apart (a use of `moveBetween` is worth its lock). */
export function bloodApart(ready: VtesCardView[]): boolean {
  const bs = vampires(ready).map((x) => x.blood);
  return bs.length > 1 && Math.max(...bs) - Math.min(...bs) >= 3;
}
