/**
 * Minion cards that cancel a card "as it is played" (vtes-es 1.6.1.1, 1.6.3.7 "Cartas de reflejo";
 * vtes-pl "Karty odruchów"), read from the official card data: one mode per paragraph that cancels,
 * offered only in the "as it is played" window (cancel.ts).
 */
import type { CancelCard, CancelWhat, Condition, Mode, ModeKind, Window } from '../schema/effects';
import { DISC_CODES, kindOf } from '../data/catalog-facts';
import { leadTokens } from './text-reqs';

/** "Its cost is not paid" / "no cost is paid": the cancelled card's cost is not paid (1.6.1.1 says it is, unless stated). */
export function cancelNoCost(text: string): boolean {
  return /cost is not paid|no cost is paid/i.test(text);
}

const CANCEL_RE = /\bcancel (.{1,140}?) as (?:it|that card|the card) is played/i;
/** Conditions of a cancelling minion card the engine cannot check: such cards stay manual (players). */
const CANCEL_UNCHECKED =
  /not involved in|blocking (vampire|minion)|attempts to block|after blocks are declined|target of (the|this) bleed|retarget|would (change|target|restrict|be put)|capacity \d+ or (less|more)|\bOrun\b|political action|monster|imbued|is bleeding/i;
const DISC_TOKEN = /^[a-z]{3}$/i;

/**
 * Minion cards that cancel a card "as it is played" (1.6.1.1; reflex cards 1.6.3.7, vtes-pl "Karty
 * odruchów"): one mode per paragraph of the data that cancels, with the paragraph's discipline level
 * (lower-case marker = basic, upper-case = superior), what kind of played card it cancels (action,
 * action modifier, reaction, combat, strike, frenzy, grapple, aim, master or any library card), the
 * disciplines that card must require, and the markers "opposing minion", reflex ("played on this
 * vampire"), "younger vampire", "usable even if there is no action" and "no cost is paid". Cards with a
 * condition the engine cannot check (see CANCEL_UNCHECKED) get no such mode. `only`: the card does
 * nothing else (its plain manual modes of those kinds are dropped).
 */
export function minionCancelModes(text: string, types: string[], alts: string[][]): { modes: Mode[]; only: boolean } {
  const cardKinds = types.map((t) => kindOf([t])).filter((k) => k === 'reaction' || k === 'combat' || k === 'modifier');
  const modes: Mode[] = [];
  if (!cardKinds.length || !CANCEL_RE.test(text)) return { modes, only: false };
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const tokenLines = lines.filter((l) => leadTokens(l).length > 0);
  const preamble = tokenLines.length ? lines.slice(0, lines.indexOf(tokenLines[0])) : [];
  if (preamble.some((l) => CANCEL_UNCHECKED.test(l))) return { modes, only: false };
  const pre: Condition[] = [];
  const against: Window = preamble.some((l) => /directed at you/i.test(l)) ? { against: 'directedAtYou' } : {};
  if (preamble.some((l) => /only usable by a locked/i.test(l))) pre.push({ r: 'locked' });
  let effectLines = 0;
  let cancelLines = 0;
  let prev: string | null = null;
  for (const line of tokenLines.length ? tokenLines : lines) {
    const tokens = leadTokens(line);
    if (
      !tokenLines.length &&
      /^(requires|only usable|usable|not usable|do not replace|an? (vampire|minion) (can|may) play only)\b/i.test(line)
    )
      continue;
    effectLines++;
    // "as above, but cancel X": the paragraph above with another kind of card
    const own = CANCEL_RE.exec(line);
    const m =
      own ??
      (prev !== null ? /\babove,? but cancel (.{1,140}?)\.(\s|$)/i.exec(line) : null) ??
      (prev !== null && /\babove,? but do not lock/i.test(line) ? CANCEL_RE.exec(prev) : null);
    if (!m) continue;
    cancelLines++;
    if (CANCEL_UNCHECKED.test(line)) continue;
    // the markers of the paragraph (and, for "as above", of the paragraph above)
    const above = prev ?? '';
    const ctx: string = own ? line : `${line} ${above}`;
    // a later "as above" paragraph refers to the paragraph that states the cancellation
    if (own) prev = line;
    let obj = m[1].toLowerCase();
    const what = new Set<CancelWhat>();
    if (/action modifier/.test(obj)) {
      what.add('modifier');
      obj = obj.replace(/action modifier( card)?/g, '');
    }
    if (/non-combat card/.test(obj)) for (const k of ['action', 'modifier', 'reaction'] as const) what.add(k);
    else {
      if (/\baction card/.test(obj)) what.add('action');
      if (/reaction card/.test(obj)) what.add('reaction');
      if (/\bcombat card/.test(obj)) what.add('combat');
    }
    if (/strike card/.test(obj)) what.add('strike');
    if (/\bfrenzy\b/.test(obj)) what.add('frenzy');
    if (/\bgrapple\b/.test(obj)) what.add('grapple');
    if (/\baim\b/.test(obj)) what.add('aim');
    if (/master card/.test(obj)) what.add('master');
    if (/library card/.test(obj)) what.add('library');
    if (!what.size) continue;
    // the disciplines the cancelled card requires: "[pre]" markers, or discipline names
    const disc = [
      ...new Set(
        [...m[1].matchAll(/\[([a-z]{3})\]/g)]
          .map((x) => x[1])
          .concat([...m[1].matchAll(/\b([A-Z][a-z]+)\b/g)].map((x) => DISC_CODES[x[1].toLowerCase()]).filter(Boolean)),
      ),
    ];
    const reflex = tokens.some((t) => t.toUpperCase() === 'REFLEX') || /played on this (vampire|minion)/i.test(ctx);
    // "burn 1 blood to cancel": a cost of the cancellation itself, paid by the minion
    const eb = /burns? (\d+|a) blood(?: or life)? to cancel/i.exec(ctx);
    const extraBlood = eb ? (eb[1].toLowerCase() === 'a' ? 1 : Number(eb[1])) : 0;
    const cancel: CancelCard = {
      what: [...what],
      ...(disc.length ? { disc } : {}),
      ...(reflex ? { reflex: true } : {}),
      ...(/opposing minion/i.test(ctx) ? { opposing: true } : {}),
      ...(/younger vampire/i.test(ctx) ? { younger: true } : {}),
      ...(/usable even (if|though) there is no action/i.test(ctx) ? { anyTime: true } : {}),
      ...(cancelNoCost(ctx) ? { noCost: true } : {}),
      ...(extraBlood ? { blood: extraBlood } : {}),
      ...(/(?<!not )\block this (reacting )?(vampire|minion|anarch)\b/i.test(own ? line : above) && !/do not lock this/i.test(line)
        ? { lockSelf: true }
        : {}),
    };
    const typeTokens = tokens.map((t) => t.toUpperCase());
    let kinds: ModeKind[] = reflex
      ? ['combat']
      : typeTokens.some((t) => ['COMBAT', 'REACTION', 'ACTION MODIFIER'].includes(t))
        ? typeTokens
            .filter((t) => ['COMBAT', 'REACTION', 'ACTION MODIFIER'].includes(t))
            .map((t) => (t === 'ACTION MODIFIER' ? 'modifier' : (t.toLowerCase() as ModeKind)))
        : cardKinds;
    if (/other than the acting minion/i.test(text)) kinds = kinds.filter((k) => k !== 'modifier');
    const discTokens = tokens.filter((t) => DISC_TOKEN.test(t) && t.toUpperCase() !== t.toLowerCase() && !['REFLEX'].includes(t));
    const levels: Condition[][] = discTokens.length
      ? [
          discTokens.map((t) => ({
            r: 'disc' as const,
            disc: DISC_CODES[t.toLowerCase()] ?? t.toLowerCase(),
            level: (t === t.toUpperCase() ? 2 : 1) as 1 | 2,
          })),
        ]
      : (alts.length ? alts : [[]]).map((alt) =>
          alt.map((code) => ({ r: 'disc' as const, disc: DISC_CODES[code] ?? code, level: 1 as const })),
        );
    for (const kind of [...new Set(kinds)])
      for (const dr of levels)
        modes.push({ kind, window: { ...against, cancel }, conditions: [...dr, ...pre], effects: [{ e: 'manual', key: 'imported' }] });
  }
  return { modes, only: modes.length > 0 && cancelLines === effectLines };
}
