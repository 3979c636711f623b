/**
 * What an imported action aims at (vtes-es 6.2.1 "Anunciar la acción", 6.2.2.1 "Quién puede intentar
 * bloquear"; vtes-pl "Deklarowanie akcji", "Kto może próbować blokować"), read from the official card
 * data: the "(D)" marker of each way to play the card and the words right after it. A bleed aims at
 * the prey (or at any Methuselah when the data says so); "look at / choose another Methuselah" at a
 * Methuselah; "enter combat with / lock / burn / put this card on / steal / take control of / inflict
 * N damage on" followed by a plain description of a card (a minion, vampire, ally, retainer,
 * location or equipment; ready, locked, unlocked or in torpor; younger or older; controlled by
 * another Methuselah or by the prey) at such a card of another Methuselah. Anything else the data
 * says about the target (a clan, a title, "who has...", two kinds joined by "or") leaves the target
 * to the players (`directed`). Only these flags are kept, never the text.
 */
import type { Target, TargetCards } from '../schema/effects';
import { DISC_CODES } from '../data/catalog-facts';
import { leadTokens } from './text-reqs';

/** The sentence after the paragraph's own "(D)" marker (not an "as a (D) action" another ability grants). */
const OWN_D = /\(D\)(?! action)\s*([^.]*)/;
const AS_ABOVE = /^(\s*\[[^\]]+\])*\s*(\(D\)\s*)?as (\[\w+\] )?above\b/i;

const VERB = /^(enter combat with|lock|burn|put this card on|steal|take control of|inflict \d+ (?:unpreventable )?damage on) (.+)$/;
const CARD =
  /^(?:an?|any) ((?:(?:ready|locked|unlocked|younger|older) )*)(minion|vampire|ally|retainer|location|equipment)( in torpor)?( controlled by (?:another methuselah|your prey))?(?=$|[,;]| and\b)/;

/** The target the words after "(D)" state, or `directed` when they do not tell it plainly. */
export function targetOfSentence(sentence: string): Target {
  const x = sentence.trim().toLowerCase();
  if (/^bleed any methuselah\b/.test(x)) return { t: 'methuselah' };
  if (/^bleed\b(?! your| any)/.test(x)) return { t: 'prey' };
  if (/^(look at|choose) (another|any) methuselah\b|^give this card to another methuselah\b/.test(x)) return { t: 'methuselah' };
  if (
    /^(your prey\b|look at your prey's|show the top card of your prey's|only usable if your prey\b|remove \d+ cards in your prey's)/.test(x)
  )
    return { t: 'prey' };
  const v = VERB.exec(x);
  const c = v ? CARD.exec(v[2]) : null;
  if (!v || !c) return { t: 'directed' };
  const words = c[1].trim().split(' ').filter(Boolean);
  const what = c[2] as TargetCards['what'];
  const minionLike = what === 'minion' || what === 'vampire' || what === 'ally';
  if (words.length && !minionLike) return { t: 'directed' };
  const cards: TargetCards = { what };
  const state = words.includes('locked')
    ? 'locked'
    : words.includes('unlocked')
      ? 'unlocked'
      : words.includes('ready')
        ? 'ready'
        : undefined;
  if (c[3]) {
    if (state || what === 'ally') return { t: 'directed' };
    cards.state = 'inTorpor';
  } else if (state === 'locked' || state === 'unlocked') cards.state = state;
  // no state stated: a ready minion, or a vampire in torpor too when the action does not act on a ready one
  else if (!state && (what === 'vampire' || what === 'minion') && /^(put this card on|burn|steal|take control of)$/.test(v[1]))
    cards.state = 'readyOrTorpor';
  if (words.includes('younger')) cards.age = 'younger';
  if (words.includes('older')) cards.age = 'older';
  if (cards.age && what !== 'vampire') return { t: 'directed' };
  if (c[4]?.includes('your prey')) cards.prey = true;
  if (v[1] === 'enter combat with') {
    if (!minionLike) return { t: 'directed' };
    cards.combat = true;
  }
  return { t: 'card', cards };
}

/** What a paragraph of the data says of its action: not directed (undefined), or directed at what target. */
type Para = Target | undefined;

/** One paragraph: its own "(D)" sentence; "as above" repeats the paragraph above (its marker and target). */
function paragraph(line: string, above: Para): Para {
  // "as above, but ..." may change what it aims at: a card target is then the players'
  if (AS_ABOVE.test(line)) return above?.t === 'card' && /\babove,? but\b/i.test(line) ? { t: 'directed' } : above;
  const own = OWN_D.exec(line);
  return own ? targetOfSentence(own[1]) : undefined;
}

const same = (a: Target, b: Target) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The targets of an imported action card's mode playable with the Disciplines `alt` (the data's
 * alternatives; none: the card needs none): the paragraphs for those Disciplines (any level), or the
 * whole text when its paragraphs open with no Discipline. Directed only when every such paragraph is
 * (vtes-es 6.2.2.1: the player picks the way to play after announcing); one target when they agree,
 * else `directed`.
 */
export function actionTargets(text: string, alt: readonly string[]): { targets?: Target } {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const tokenLines = lines.filter((l) => leadTokens(l).length > 0);
  let paras: Para[];
  if (!tokenLines.length) {
    // one paragraph of effects: every own "(D)" sentence of the text
    const own = [...text.matchAll(new RegExp(OWN_D.source, 'g'))].map((m) => targetOfSentence(m[1]));
    paras = own.length ? own : [undefined];
  } else {
    const all: Para[] = [];
    for (const l of tokenLines) all.push(paragraph(l, all[all.length - 1]));
    const codes = (l: string) => leadTokens(l).map((t) => DISC_CODES[t.toLowerCase()] ?? t.toLowerCase());
    const mine = tokenLines.map((l, i) => (codes(l).some((c) => alt.includes(c)) ? i : -1)).filter((i) => i >= 0);
    paras = (mine.length ? mine : tokenLines.map((_, i) => i)).map((i) => all[i]);
  }
  if (paras.some((p) => p === undefined)) return {};
  const first = paras[0]!;
  return { targets: paras.every((p) => same(p!, first)) ? first : { t: 'directed' } };
}
