/**
 * `seekRetainer { disc, life? }`: the user searches its library (shuffled after) for a retainer requiring the
 * Discipline `disc` that the minion of the use employs, its requirements met and its cost paid as normal (vtes-es
 * 1.6.1.3, 6.1.4), with `life` more life than printed (Muricia's Call). Asked next (pick `retainerSearch`, or none),
 * one option per card name; rules/employ-from-hand.ts `retainerSought` employs it. A retainer played by hand (no
 * reviewed entry) is not offered: its life is not known.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { playableModes } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type VtesState } from '../../core/state';
import type { PrimOf } from '../../schema/prim-records';
import type { PrimDef } from './def';
import { placeChoices } from './gain-conviction';

type Rec = Pick<PrimOf<'seekRetainer'>, 'disc'>;

/** The modes of library card `x` requiring `disc` that minion `u` may employ it with now. */
export function retainerModes(s: VtesState, pr: Rec, u: string, x: string): number[] {
  const d = defOf(s, x);
  if (d.kind !== 'library' || !d.types.includes('Retainer') || d.automation !== 'full') return [];
  const modes = playableModes(s, x, u, s.cards[u].controller, ['retainer']);
  return modes.filter((mi) => d.modes[mi].conditions.some((c) => c.r === 'disc' && c.disc === pr.disc));
}

/** The retainers of its controller's library minion `u` may employ now (one option per card name). */
function choices(s: VtesState, pr: Rec, u: string) {
  return placeChoices(s, u, ['library'], (x) => retainerModes(s, pr, u, x).length > 0, 'retainerTake');
}

const ready = (s: VtesState, u: string | undefined) => (u !== undefined && s.cards[u]?.zone === 'ready' ? u : undefined);

export const seekRetainerPrim: PrimDef<'seekRetainer'> = {
  run(s, pr, c) {
    const u = ready(s, c.minion);
    if (u === undefined) return;
    const options = choices(s, pr, u);
    if (options.length)
      setPick(s, s.cards[u].controller, 'retainerSearch', [...options, { id: PICK_OPTIONS.encode('none', {}), label: 'noRetainer' }], {
        then: 'seekRetainer',
        data: { minion: u, disc: pr.disc, life: pr.life ?? 0 },
      });
  },
  text: (pr) => ({
    key: `prim.seekRetainer${pr.life ? '_life' : ''}`,
    params: { disc: { key: `discGen.${pr.disc}`, params: {} }, ...(pr.life ? { n: pr.life } : {}) },
  }),
  // a retainer in play on the minion (as employing one from the hand), and a card of the library not drawn
  botValue: (pr) => 1.5 + (pr.life ?? 0) / 2,
};
