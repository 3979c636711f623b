/**
 * The title a vampire holds (vtes-es 10 "Sectas vampíricas", 11 "Título" for title cards; vtes-pl
 * "Sekty wampirów") and the votes it gives (vtes-es 6.3.3 "Conseguir votos"): a title card on the
 * vampire replaces its printed title, and a title counts only for a vampire of the title's sect. Read
 * by the politics, the blocks, the title contests (titles.ts) and the seat views.
 */
import type { Title } from '../schema/effects';
import { defOf, sectOf, type VtesState } from './state';
import { defsOf } from './card-tables';
import { isEffect } from '../schema/effect-query';

/** A title card on the vampire (vtes-es:11 Título): the card, its title and city. */
export function titleCardOf(s: VtesState, uid: string): { card: string; title: Title; city: string } | undefined {
  for (const x of s.cards[uid].attached) {
    const c = s.cards[x];
    if (c.contested) continue;
    const e = defsOf(s)[c.cid].modes[c.mode ?? 0]?.effects.find(isEffect('titleCard')) as { title: Title; city: string } | undefined;
    if (e) return { card: x, title: e.title, city: e.city };
  }
  return undefined;
}

/** The title a vampire claims and its city: a title card on it replaces its printed title (10: one title only). */
export function titleInfo(s: VtesState, uid: string): { title?: Title; city?: string } {
  const tc = titleCardOf(s, uid);
  if (tc) return { title: tc.title, city: tc.city };
  // a title received in play replaces the printed one (10: one title only)
  const got = s.cards[uid].gainedTitle;
  if (got) return got;
  const d = defOf(s, uid);
  return { title: d.title, city: d.city };
}

export function titleOf(s: VtesState, uid: string): Title | undefined {
  const c = s.cards[uid];
  const card = titleCardOf(s, uid);
  if ((c.noTitle && !card) || c.contestedTitle) return undefined;
  const title = titleInfo(s, uid).title;
  if (!title) return undefined;
  // 10: a vampire must belong to the right sect to benefit from a title
  const sect = sectOf(s, uid);
  if (title === 'baron' && sect !== 'anarch') return undefined;
  if (['primogen', 'prince', 'justicar', 'inner circle'].includes(title) && sect !== 'camarilla') return undefined;
  if (['bishop', 'archbishop', 'priscus', 'cardinal', 'regent'].includes(title) && sect !== 'sabbat') return undefined;
  if (['kholo', 'magaji'].includes(title) && sect !== 'laibon') return undefined;
  return title;
}

/** Votes of a ready titled vampire (6.3.3). */
export function titleVotes(t: Title | undefined): number {
  switch (t) {
    case 'primogen':
    case 'bishop':
    case '1 vote':
      return 1;
    case 'prince':
    case 'archbishop':
    case 'baron':
    case 'kholo':
    case 'magaji':
    case '2 votes':
      return 2;
    case 'justicar':
    case 'cardinal':
      return 3;
    case 'inner circle':
    case 'regent':
      return 4;
    default:
      return 0;
  }
}

/**
 * Votes a ready vampire gets from the referendum under way beyond its title (vtes-es 6.3.3): a justicar's title card
 * gives each ready vampire of its clan 1 more vote in the referendum it calls (`titleCard { clanVotes }`).
 */
export function refClanVotes(s: VtesState, v: string): number {
  const card = s.ref?.card;
  if (!card) return 0;
  const c = s.cards[card];
  const e = defsOf(s)[c.cid]?.modes[s.act?.card === card ? (s.act.mode ?? 0) : 0]?.effects.find(isEffect('titleCard'));
  return e?.clanVotes && e.chosenClan && defOf(s, v).clan.includes(e.chosenClan) ? 1 : 0;
}
