/**
 * `bloodToUncontrolled { n, younger? }`: n blood from the bank on a vampire of the user's uncontrolled
 * region, picked next (vtes-es 1.2, 4; as an action 6.1.6); `younger`: of lower capacity than the minion;
 * `of`: only a vampire the filter selects (vocab/selectors.ts).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { setPick } from '../../core/steps';
import { capacityOf, defOf, isVampire } from '../../core/state';
import { filterKey, filterParams, selects } from '../../core/selectors';
import { type PrimDef, whoUid } from './def';

export const bloodToUncontrolledPrim: PrimDef<'bloodToUncontrolled'> = {
  run(s, pr, c) {
    const zone = s.seats[c.seat].zones.uncontrolled;
    const cap = pr.younger ? capacityOf(s, whoUid(c, 'minion')) : 0;
    const vs = zone.filter(
      (v) => (!pr.younger || (isVampire(s, v) && (defOf(s, v).capacity ?? 0) < cap)) && (!pr.of || selects(s, v, pr.of)),
    );
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
        pr.younger ? { then: 'bloodToUncontrolled', data: { n: pr.n } } : { then: 'uncontrolledBlood', data: { n: pr.n } },
      );
  },
  // a filtered one needs a vampire it selects
  possible: (s, pr, c) => s.seats[c.seat].zones.uncontrolled.some((v) => !pr.of || selects(s, v, pr.of)),
  text: (pr) => ({
    key: `prim.bloodToUncontrolled${pr.younger ? '_younger' : ''}${filterKey(pr.of)}`,
    params: { n: pr.n, ...filterParams(pr.of) },
  }),
  botValue: (pr) => pr.n,
};
