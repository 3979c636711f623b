/**
 * A card's name and text in the UI language. Official V:TES cards have an English text and, when
 * the Spanish files were imported, a Spanish one; built-in cards (the V:TES starters before an
 * import, the board games' cards) carry the project's own Spanish and Polish texts and names.
 */
import type { CardDetail, CardSummary } from '../../../main/cards/types';

/** The name to show: the Polish name of a built-in card in Polish, else the reading-order name. */
export function shownName(card: Pick<CardSummary, 'displayName' | 'namePl'>, lang: string): string {
  return lang === 'pl' && card.namePl ? card.namePl : card.displayName;
}

export interface ShownText {
  text: string;
  /** The language the text is written in (the `lang` attribute of its element). */
  lang: string;
  /** The official text behind a translation, offered folded, or null. */
  original: string | null;
}

/** The text to show in `lang`: the translation of the UI language when the card has one. */
export function shownText(card: Pick<CardDetail, 'text' | 'textEs' | 'textPl'>, lang: string): ShownText {
  if (lang === 'pl' && card.textPl !== undefined) return { text: card.textPl, lang: 'pl', original: null };
  if (lang === 'es' && card.textEs) return { text: card.textEs, lang: 'es', original: card.textEs !== card.text ? card.text : null };
  // a built-in starter card has only the project's Spanish text (no official one)
  return { text: card.text, lang: card.textPl !== undefined ? 'es' : 'en', original: null };
}
