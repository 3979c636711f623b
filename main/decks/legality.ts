/**
 * Deck construction rules (pure), for the edition chosen per deck:
 * - 'vekn-current': vtes-pl, "Budowa talii": crypt at least 12 cards, library 60 to 90 cards,
 *   crypt of one group or two consecutive groups.
 * - 'es-2018': vtes-es 1.2 (item 1, "Cartas"): crypt at least 12, library at least 40 and at most
 *   40 + 10 per player at the table, crypt of one group or two consecutive groups.
 * Both: banned cards are errors; advanced vampires are vampires (rulebook: an advanced card is
 * a vampire in every respect) so they count in the crypt and in its groups; "ANY" fits every group.
 * Warnings: several copies of a unique library card (vtes-pl "Budowa talii" note on unique
 * cards), library cards no crypt card can play.
 */
import type { CardDetail } from '../cards/types';
import type { DeckCardIndex } from './cards';
import { checkPlayable } from './playable';
import { isUnique } from './traits';
import {
  DEFAULT_TABLE_SIZE,
  type DeckContent,
  type DeckEdition,
  type LegalityProblem,
  type LegalityReport,
  type LegalityRule,
} from './types';

export const RULE_OF: Record<DeckEdition, LegalityRule> = {
  'vekn-current': 'vtes-pl:Budowa talii',
  'es-2018': 'vtes-es:1.2',
};

export const CRYPT_MIN = 12;

export function libraryLimits(edition: DeckEdition, tableSize: number): { min: number; max: number | null } {
  if (edition === 'es-2018') return { min: 40, max: 40 + 10 * (tableSize || DEFAULT_TABLE_SIZE) };
  return { min: 60, max: 90 };
}

/** Whether the numeric groups form one group or two consecutive groups. */
export function groupsOk(groups: number[]): boolean {
  const g = [...new Set(groups)].sort((a, b) => a - b);
  return g.length <= 1 || (g.length === 2 && g[1] - g[0] === 1);
}

/** Splits a deck into known cards per section; unknown or misplaced cards become problems. */
export function deckCards(index: DeckCardIndex, content: DeckContent) {
  const crypt: [CardDetail, number][] = [];
  const library: [CardDetail, number][] = [];
  const unknown: [string, number][] = [];
  const misplaced: [CardDetail, number, 'crypt' | 'library'][] = [];
  for (const [section, counts] of [
    ['crypt', content.crypt],
    ['library', content.library],
  ] as const) {
    for (const [uid, n] of Object.entries(counts)) {
      if (!(n > 0)) continue;
      const card = index.byUid.get(uid);
      if (!card) unknown.push([uid, n]);
      else {
        if (card.kind !== section) misplaced.push([card, n, section]);
        (section === 'crypt' ? crypt : library).push([card, n]);
      }
    }
  }
  return { crypt, library, unknown, misplaced };
}

export function checkLegality(index: DeckCardIndex, content: DeckContent): LegalityReport {
  const rule = RULE_OF[content.edition];
  const problems: LegalityProblem[] = [];
  const err = (code: LegalityProblem['code'], params: LegalityProblem['params'], uid?: string) =>
    problems.push(uid ? { severity: 'error', code, rule, params, uid } : { severity: 'error', code, rule, params });
  const warn = (code: LegalityProblem['code'], params: LegalityProblem['params'], uid: string) =>
    problems.push({ severity: 'warning', code, rule, params, uid });

  const { crypt, library, unknown, misplaced } = deckCards(index, content);
  for (const [uid, n] of unknown) err(uid.startsWith('vtes:') ? 'unknown_card' : 'wrong_game', { uid, count: n }, uid);
  for (const [card, n, section] of misplaced) err('wrong_section', { uid: card.uid, name: card.name, count: n, section }, card.uid);

  const cryptCards = crypt.filter(([c]) => c.kind === 'crypt');
  const cryptCount = cryptCards.reduce((s, [, n]) => s + n, 0);
  const libCards = library.filter(([c]) => c.kind === 'library');
  const libraryCount = libCards.reduce((s, [, n]) => s + n, 0);

  if (cryptCount < CRYPT_MIN) err('crypt_too_small', { count: cryptCount, min: CRYPT_MIN });
  const { min, max } = libraryLimits(content.edition, content.tableSize);
  if (libraryCount < min) err('library_too_small', { count: libraryCount, min });
  if (max !== null && libraryCount > max) {
    err(
      'library_too_large',
      content.edition === 'es-2018' ? { count: libraryCount, max, players: content.tableSize } : { count: libraryCount, max },
    );
  }

  const groups = cryptCards.map(([c]) => Number(c.group)).filter((g) => Number.isFinite(g));
  if (!groupsOk(groups)) {
    err('crypt_groups', { groups: [...new Set(groups)].sort((a, b) => a - b).join(', ') });
  }

  for (const [card, n] of [...cryptCards, ...libCards]) {
    if (card.banned) err('banned_card', { uid: card.uid, name: card.name, year: card.banned, count: n }, card.uid);
  }
  for (const [card, n] of libCards) {
    if (n > 1 && isUnique(card)) warn('unique_copies', { uid: card.uid, name: card.name, count: n }, card.uid);
  }
  const vampires = cryptCards.map(([c]) => c);
  if (vampires.length) {
    for (const [card, n] of libCards) {
      const check = checkPlayable(card, vampires, index.cryptDisciplines);
      if (!check.playable) {
        warn(
          'unplayable_card',
          { uid: card.uid, name: card.name, count: n, reason: check.reason!, requirement: check.requirement ?? '' },
          card.uid,
        );
      }
    }
  }
  return {
    edition: content.edition,
    legal: !problems.some((p) => p.severity === 'error'),
    problems,
    cryptCount,
    libraryCount,
    libraryMin: min,
    libraryMax: max,
  };
}
