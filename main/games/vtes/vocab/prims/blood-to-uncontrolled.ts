/**
 * `bloodToUncontrolled { n, younger? }`: n blood from the bank on a vampire of the user's uncontrolled
 * region, picked next (vtes-es 1.2, 4; as an action 6.1.6); `younger`: of lower capacity than the minion;
 * `of`: only a vampire the filter selects (vocab/selectors.ts); `imbued`: an imbued instead (its counters are life,
 * imbued appendix A.1); `fromMinion`: up to n blood of the minion instead (none when it has none), `sameClan` onto a
 * vampire sharing one of its clans (Grooming the Protégé).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { setPick } from '../../core/steps';
import { capacityOf, defOf, isImbued, isVampire, type VtesState } from '../../core/state';
import type { PrimOf } from '../../schema/prim-records';
import { filterKey, filterParams, selects } from '../../core/selectors';
import { type PrimDef, whoUid } from './def';

/**
 * Whether the card `v` of the uncontrolled region is one the record may put blood (or life) on: a vampire
 * (the filter's), or an imbued when the record says so (imbued appendix, card rulings: blood for "a vampire
 * in your uncontrolled region" never goes on an imbued there, LSJ 20070516).
 */
function takes(s: VtesState, v: string, pr: PrimOf<'bloodToUncontrolled'>): boolean {
  if (pr.imbued) return isImbued(s, v);
  return isVampire(s, v) && (!pr.of || selects(s, v, pr.of));
}

export const bloodToUncontrolledPrim: PrimDef<'bloodToUncontrolled'> = {
  run(s, pr, c) {
    const zone = s.seats[c.seat].zones.uncontrolled;
    const cap = pr.younger ? capacityOf(s, whoUid(c, 'minion')) : 0;
    const from = pr.fromMinion ? whoUid(c, 'minion') : undefined;
    const clans = from !== undefined && pr.sameClan ? defOf(s, from).clan : undefined;
    const vs = zone.filter(
      (v) =>
        takes(s, v, pr) &&
        (!pr.younger || (isVampire(s, v) && (defOf(s, v).capacity ?? 0) < cap)) &&
        (!clans || defOf(s, v).clan.some((k) => clans.includes(k))),
    );
    if (from !== undefined && !(s.cards[from]?.blood > 0)) return;
    if (vs.length)
      setPick(
        s,
        c.seat,
        'uncontrolledTarget',
        vs.map((v) => ({
          id: PICK_OPTIONS.encode('t', { card: v }),
          label: 'uncontrolled',
          params: { uid: v, label: { pos: zone.indexOf(v) + 1 } },
        })),
        // an action's (6.1.6) is logged with its rule
        from !== undefined
          ? { then: 'uncontrolledBlood', data: { n: pr.n, from } }
          : pr.younger
            ? { then: 'bloodToUncontrolled', data: { n: pr.n } }
            : { then: 'uncontrolledBlood', data: { n: pr.n } },
      );
  },
  // a filtered one needs a card it selects
  possible: (s, pr, c) => s.seats[c.seat].zones.uncontrolled.some((v) => takes(s, v, pr)),
  text: (pr) => ({
    key: `prim.bloodToUncontrolled${pr.fromMinion ? '_fromMinion' : ''}${pr.younger ? '_younger' : ''}${pr.sameClan ? '_sameClan' : ''}${pr.imbued ? '_imbued' : ''}${filterKey(pr.of)}`,
    params: { n: pr.n, ...filterParams(pr.of) },
  }),
  // blood moved from one's own vampire is not gained, only placed
  botValue: (pr) => (pr.fromMinion ? 1 : pr.n),
};
