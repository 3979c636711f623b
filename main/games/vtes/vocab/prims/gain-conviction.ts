/**
 * `gainConviction { from, optional? }`: the imbued the use benefits may gain a conviction from its controller's library,
 * hand or ash heap, as the places listed allow (imbued appendix A.2; Leaf Pankowski's discard phase, Erick
 * Franco's combat, Xian Quan's block). The choice is asked next (pick `convictionGain`), answered as the
 * conviction an imbued gains entering play (rules/imbued.ts `convictionTaken`: a library search shuffled,
 * a card from the hand replaced, a sixth conviction burned).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { setPick } from '../../core/steps';
import { logRef } from '../../core/decision';
import { cardName } from '../../core/queries';
import { attach, moveTo } from '../../core/ops';
import { defOf, type Ev, isImbued, type Pick, type VtesState, type Zone } from '../../core/state';
import { type PrimDef, whoUid } from './def';

export type ConvictionPlace = 'library' | 'hand' | 'ash';

const isConviction = (s: VtesState, u: string) => defOf(s, u).types.includes('Conviction');

/**
 * The cards of `imbued`'s controller in the places listed that `fits` takes, to put on `imbued`: one option per
 * card name and place (the library's by card id: its order stays hidden), in the order of the places, labelled `label`.
 */
export function placeChoices(
  s: VtesState,
  imbued: string,
  from: readonly ConvictionPlace[],
  fits: (u: string) => boolean,
  label = 'convictionTake',
): Pick['options'] {
  const z = s.seats[s.cards[imbued].controller].zones;
  const options: Pick['options'] = [];
  for (const zone of from) {
    const seen = new Set<string>();
    for (const u of z[zone])
      if (fits(u) && !seen.has(s.cards[u].cid)) {
        seen.add(s.cards[u].cid);
        const params = { card: cardName(s, u), name: cardName(s, imbued), zone: logRef(`zone.${zone}`) };
        if (zone === 'library')
          options.push({ id: PICK_OPTIONS.encode('lib', { cid: s.cards[u].cid }), label, params: { uid: imbued, label: params } });
        else options.push({ id: PICK_OPTIONS.encode('t', { card: u }), label, params: { card: u, uid: imbued, label: params } });
      }
  }
  return options;
}

/** The convictions imbued `imbued` may gain from the places listed. */
export function convictionChoices(s: VtesState, imbued: string, from: readonly ConvictionPlace[]): Pick['options'] {
  return placeChoices(s, imbued, from, (u) => isConviction(s, u));
}

/** Asks `imbued`'s controller which conviction it gains (pick `kind`, or none); nothing is asked when there is none to take. */
export function offerConviction(s: VtesState, imbued: string, from: readonly ConvictionPlace[], kind: string): void {
  const options = convictionChoices(s, imbued, from);
  if (!options.length) return;
  setPick(s, s.cards[imbued].controller, kind, [...options, { id: PICK_OPTIONS.encode('none', {}), label: 'noConviction' }], {
    then: 'convictionOnEntry',
    data: { imbued },
  });
}

/** The imbued the use benefits, if it is one still in play. */
function imbuedOf(s: VtesState, u: string | undefined): string | undefined {
  return u !== undefined && s.cards[u] && isImbued(s, u) && s.cards[u].zone !== 'ash' ? u : undefined;
}

/**
 * A card put on an imbued from where it was (imbued appendix A.2 a conviction, A.3 a power), logged
 * with the region it came from; returns that region (the caller shuffles a library, replaces a hand).
 */
export function putOnImbued(s: VtesState, card: string, imbued: string, type: string, rule: string, ev: Ev): Zone {
  const seat = s.cards[imbued].controller;
  const from = s.cards[card].zone;
  moveTo(s, card, 'limbo', seat);
  attach(s, card, imbued);
  ev.push({
    type,
    params: { seat, name: cardName(s, imbued), card: cardName(s, card), zone: logRef(`zone.${from}`) },
    rule,
    reveals: true,
  });
  return from;
}

export const gainConvictionPrim: PrimDef<'gainConviction'> = {
  run(s, pr, c) {
    const u = imbuedOf(s, c.minion === undefined ? undefined : whoUid(c, 'minion'));
    if (u !== undefined) offerConviction(s, u, pr.from, 'convictionGain');
  },
  possible: (s, pr, c) => {
    const u = imbuedOf(s, c.minion);
    // a use doing more than this (`optional`) is possible with no conviction to take
    return u !== undefined && (!!pr.optional || convictionChoices(s, u, pr.from).length > 0);
  },
  text: (pr) => ({ key: `prim.gainConviction_${[...pr.from].sort().join('_')}`, params: {} }),
  // a conviction pays a later conviction cost (A.2): about a card's worth
  botValue: () => 1,
};
