/**
 * Titles and their contests (vtes-es 4.2 "Títulos en disputa", 10 "Títulos", 11 "Título" title cards;
 * vtes-pl "Tytuły", "Sporne tytuły"): city titles, title cards placed and burned, rival claimants
 * and what a contest costs.
 */
import { logRef } from './decision';
import type { Mode } from '../schema/effects';
import { attach, burnCard, markCard } from './ops';
import { allReadyVampires, cardName } from './queries';
import { defOf, type Ev, living, sectOf, type VtesState } from './state';
import { titleCardOf, titleInfo } from './held-titles';
import { isEffect, isKind } from '../schema/effect-query';

export function cityTitle(s: VtesState, uid: string): boolean {
  const d = titleInfo(s, uid);
  return !!d.city && !!d.title && ['prince', 'archbishop', 'baron'].includes(d.title) && (!s.cards[uid].noTitle || !!titleCardOf(s, uid));
}

/** Ready vampires (any Methuselah) that may receive a justicar title card of mode `m`; undefined for other cards. */
export function titleTargets(s: VtesState, m: Mode): string[] | undefined {
  const e = m.effects.find(isEffect('titleCard')) as { chosenClan?: string; chosenSect?: string } | undefined;
  if (!e?.chosenClan) return undefined;
  return allReadyVampires(s).filter(
    (v) => defOf(s, v).clan.includes(e.chosenClan!) && (!e.chosenSect || sectOf(s, v) === e.chosenSect) && !refusesTitles(s, v),
  );
}

/** Whether vampire `v`'s own text says it cannot receive any title (`noTitles`, vtes-es 10). */
export function refusesTitles(s: VtesState, v: string): boolean {
  return defOf(s, v).modes.some((m) => m.kind === 'vampire' && m.effects.some(isEffect('noTitles')));
}

/** Whether mode `m` is a title card an action puts on its acting vampire `u` (11), and `u` cannot receive it. */
export function titleCardBarred(s: VtesState, m: Mode, u: string): boolean {
  return m.kind !== 'political' && m.effects.some(isEffect('titleCard')) && refusesTitles(s, u);
}

/** vtes-es:11 Título: a yielded or lost title burns the title card that stood for it. */
export function burnTitleCard(s: VtesState, v: string, ev: Ev): void {
  const tc = titleCardOf(s, v);
  if (tc) burnCard(s, tc.card, ev, 'vtes-es:11');
}

/**
 * vtes-es:11 Título: a title card goes on the acting vampire (after a successful action or a passed
 * referendum); it replaces the vampire's previous title (10: one title only), whose card burns; the
 * new title may be contested (4.2).
 */
export function placeTitleCard(s: VtesState, card: string, v: string, mode: number, ev: Ev): void {
  burnTitleCard(s, v, ev);
  attach(s, card, v);
  markCard(s, card, { mode: mode });
  const t = titleCardOf(s, v)!;
  ev.push({
    type: 'vtes.titleCard',
    params: { uid: v, name: cardName(s, v), card: cardName(s, card), title: logRef(`titleName.${t.title}`), city: t.city },
    rule: 'vtes-es:11',
  });
  checkTitleContest(s, v, ev);
}

export function titleRivals(s: VtesState, uid: string): string[] {
  const d = defOf(s, uid);
  const title = titleInfo(s, uid).title;
  const holds = (v: string) => !s.cards[v].noTitle || !!titleCardOf(s, v);
  // 10.1-10.3: justicar, inner circle and kholo are unique per clan; the regent is unique (title cards included)
  if (title && ['justicar', 'inner circle', 'kholo', 'regent'].includes(title) && holds(uid))
    return contestants(s).filter(
      (v) => v !== uid && titleInfo(s, v).title === title && holds(v) && (title === 'regent' || defOf(s, v).clan[0] === d.clan[0]),
    );
  if (!cityTitle(s, uid)) return [];
  const city = titleInfo(s, uid).city;
  return contestants(s).filter(
    (v) =>
      v !== uid &&
      cityTitle(s, v) &&
      titleInfo(s, v).city === city &&
      (s.cards[v].contestedTitle || !s.cards[v].noTitle || !!titleCardOf(s, v)),
  );
}

/** 4.2: torpid vampires keep claiming their titles until they yield in their controller's unlock phase. */
export function contestants(s: VtesState): string[] {
  return [...allReadyVampires(s), ...living(s).flatMap((x) => s.seats[x].zones.torpor)];
}

/**
 * 4.2: 1 blood per unlock; 10.5 (es-2018 only): a baron contesting with a prince or an archbishop pays 1 more.
 * The current VEKN book ("Anarchiści", "Sporne tytuły") has no such surcharge: every contestant pays 1.
 */
export function titleContestCost(s: VtesState, v: string): number {
  const rivals = titleRivals(s, v);
  const baronVsCity =
    s.edition === 'es-2018' &&
    titleInfo(s, v).title === 'baron' &&
    rivals.some((r) => ['prince', 'archbishop'].includes(titleInfo(s, r).title ?? ''));
  // a rival's own text: whoever contests its title pays more blood each unlock phase (Wilhelm Waldburg)
  let more = 0;
  for (const r of rivals) for (const e of rivalRules(s, r)) if (typeof e.rivals === 'number') more += e.rivals;
  return (baronVsCity ? 2 : 1) + more;
}

/** The title contest rules of a vampire's own text (`titleContest`); a contested card says nothing (4.1). */
function rivalRules(s: VtesState, r: string): { rivals: 'yield' | number }[] {
  if (s.cards[r].contested) return [];
  const m = defOf(s, r).modes.find((x) => x.kind === 'vampire');
  return (m?.effects ?? []).filter((e) => isKind(e, 'titleContest')) as { rivals: 'yield' | number }[];
}

/** 4.2: whether `v` must yield its contested title in its unlock phase, a rival's text saying so ("must yield": Rafael de Corazon). */
export function mustYieldTitle(s: VtesState, v: string): boolean {
  return titleRivals(s, v).some((r) => rivalRules(s, r).some((e) => e.rivals === 'yield'));
}

/** A vampire entering the ready region may contest a city title (4.2, 10.1, 10.5). */
export function checkTitleContest(s: VtesState, uid: string, ev: Ev): void {
  const rivals = titleRivals(s, uid);
  if (!rivals.length) return;
  markCard(s, uid, { contestedTitle: true });
  for (const r of rivals) markCard(s, r, { contestedTitle: true });
  ev.push({ type: 'vtes.titleContested', params: { uid, name: cardName(s, uid), city: defOf(s, uid).city ?? '' }, rule: 'vtes-es:4.2' });
}
