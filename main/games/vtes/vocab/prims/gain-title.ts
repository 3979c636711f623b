/**
 * `gainTitle { from?, title?, city? }`: the minion of the use, a vampire, receives a title (vtes-es 10 "Títulos", 4.2
 * "Títulos en disputa"; vtes-pl "Tytuły", "Sporne tytuły"). With `from: 'target'` it is the title and city the target
 * vampire holds, and the two contest it ("receive (and contest) the title held by a prince": Zane); else the title and
 * city named ("become the Prince of Chicago": Horatio Ballard). It replaces the vampire's title (10: one title only; a
 * title card it carried burns, 11) and is contested like any city or unique title (core/titles.ts
 * `checkTitleContest`). Possible only for a vampire that can receive a title and, with `from`, a titled target.
 */
import { markCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { isVampire, type VtesState } from '../../core/state';
import { logRef } from '../../core/decision';
import { titleInfo, titleOf } from '../../core/held-titles';
import { burnTitleCard, checkTitleContest, refusesTitles } from '../../core/titles';
import type { Title } from '../../schema/effects';
import type { PrimOf } from '../../schema/prim-records';
import { minionOf, type PrimCtx, type PrimDef, type TextRef } from './def';

/** The title (and city) the use would give, if any. */
function titleGiven(s: VtesState, pr: PrimOf<'gainTitle'>, c: PrimCtx): { title: Title; city?: string } | undefined {
  if (pr.from !== 'target') return pr.title ? { title: pr.title, ...(pr.city ? { city: pr.city } : {}) } : undefined;
  const t = c.targetCard;
  if (t === undefined || !s.cards[t] || !isVampire(s, t)) return undefined;
  const title = titleOf(s, t);
  if (!title) return undefined;
  const city = titleInfo(s, t).city;
  return { title, ...(city ? { city } : {}) };
}

function canReceive(s: VtesState, u: string | undefined): u is string {
  return u !== undefined && !!s.cards[u] && s.cards[u].zone === 'ready' && isVampire(s, u) && !refusesTitles(s, u);
}

export const gainTitlePrim: PrimDef<'gainTitle'> = {
  run(s, pr, c, ev) {
    const u = minionOf(c, 'gainTitle');
    const got = titleGiven(s, pr, c);
    if (!got || !canReceive(s, u)) return;
    burnTitleCard(s, u, ev);
    markCard(s, u, { gainedTitle: got, noTitle: false, contestedTitle: false });
    const title = logRef(`titleName.${got.title}`);
    ev.push(
      got.city
        ? { type: 'vtes.titleGainedCity', params: { uid: u, name: cardName(s, u), title, city: got.city }, rule: 'vtes-es:10' }
        : { type: 'vtes.titleGained', params: { uid: u, name: cardName(s, u), title }, rule: 'vtes-es:10' },
    );
    // "steal the title": the target loses it first (10: one holder), so nobody contests it with the thief
    const from = c.targetCard;
    if (pr.steal && from !== undefined && s.cards[from]) {
      burnTitleCard(s, from, ev);
      markCard(s, from, { noTitle: true, gainedTitle: undefined, contestedTitle: false });
      ev.push({ type: 'vtes.titleLost', params: { uid: from, name: cardName(s, from), title }, rule: 'vtes-es:10' });
    }
    checkTitleContest(s, u, ev);
    // "and contest": the vampire it came from contests it too, whatever its city (4.2)
    const t = c.targetCard;
    if (pr.from === 'target' && !pr.steal && t !== undefined && s.cards[t] && !s.cards[u].contestedTitle) {
      markCard(s, u, { contestedTitle: true });
      markCard(s, t, { contestedTitle: true });
    }
  },
  possible: (s, pr, c) => canReceive(s, c.minion) && !!titleGiven(s, pr, c),
  text: (pr): TextRef =>
    pr.from === 'target'
      ? { key: pr.steal ? 'prim.gainTitle_steal' : 'prim.gainTitle_target', params: {} }
      : {
          key: pr.city ? 'prim.gainTitle_city' : 'prim.gainTitle',
          params: { title: { key: `title.${(pr.title ?? '').replace(/\s+/g, '')}`, params: {} }, city: pr.city ?? '' },
        },
  // a title is votes in every later referendum (6.3.3); a contested one costs blood each turn
  botValue: (pr) => (pr.steal ? 2 : pr.from === 'target' ? 1 : 2),
};
