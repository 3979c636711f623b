/**
 * Test support: why a text the player reads is not a sentence of the player's language (issue 15
 * item 2, issue 34 §3) — an interpolation left open, an i18n key or event type, a camelCase id, a
 * card uid, a Methuselah by number where the table knows the name, a rule id ("(vtes-es:4.1)"), an engine enum, a counter shown from zero ("ronda 0") or an
 * English word. Card names are English on purpose: the names of the game's own catalog (and the
 * players' names) are taken out of the text before the English words are looked for, so the
 * allow-list is exactly the catalog, not a blanket pass. Never imported by the app.
 */

/**
 * Engine enum values that reach params of log lines and options (lower case, as ids). 'card',
 * 'combat' and 'diablerie' are also words of card names and of the Spanish text: not banned.
 */
const ENGINE_WORDS = [
  'bleed',
  'hunt',
  'equip',
  'employ',
  'recruit',
  'political',
  'leaveTorpor',
  'rescue',
  'anarch',
  'burnCard',
  'hand',
  'dodge',
  'combatEnds',
  'damage',
  'burnEquipment',
  'stealEquipment',
  'stealBlood',
  'none',
  'close',
  'long',
  'es-2018',
  'vekn-current',
  'ready',
  'torpor',
  'library',
  'crypt',
  'ash',
];
const ENGINE_WORD = new RegExp(`(^|[\\s(:,])(${ENGINE_WORDS.join('|')})(?=$|[\\s),.:;])`);

/**
 * English words that are neither Spanish nor Polish words: the function words of an English
 * sentence and the games' terms as the English card data and the engine spell them (clans, sects,
 * titles, card types, regions, steps). Words shared with Spanish or Polish ('a', 'no', 'to', 'do',
 * 'on', 'by', 'once', 'clan', 'transfer', 'regent', 'baron', 'Justicar', 'Primogen', 'plus',
 * 'referendum', 'echo', 'superior', 'Camarilla', 'Sabbat'...) are not listed.
 */
const ENGLISH = `the of and with from for is are this that you your it its at or not cannot until when each
  every any all only than then into onto after before
  card cards blood pool bleed bleeds hunt hunts action actions political master minion minions
  vampire vampires ally allies retainer retainers equipment reaction reactions modifier event events
  power location unique prince princes bishop archbishop cardinal titled anarch anarchs assamite
  assamites follower followers setite ministry independent imbued conviction stealth intercept
  strength capacity edge lock locked unlock unlocked burn burned draw discard move attach detach mark
  unmark label order shuffle random show round rounds turn phase step block blocks blocked blocker
  blockers resolved resolve votes vote ballot true false yes none uncontrolled ready library crypt
  ash hand torpor removed health echoes hunter hunters monster monsters trophy trophies insight night
  nights sect weapon upgrade struggle wounds wound aggravated light heavy haven contact contacts
  discipline disciplines amount amounts target targets done skip pass end seat seats player players
  game unknown`
  .split(/\s+/)
  .filter(Boolean);
const ENGLISH_WORDS = new Set(ENGLISH);

/** Counters players count from 1: one at 0 is a zero-based index shown raw ("ronda 0", "n.º 0"). */
const ZERO_COUNTER =
  /(^|[\s(])(ronda|turno|noche|runda|tura|turze|turę|noc|nocy|n\.º|nr|Ubicación|Ubicacion|Lokacja|Lokacji|Matusalén|Matuzalem|miejsce|puesto)\s+0(?![\d,.])/i;

/** The words of a text (letters of any alphabet, with inner apostrophes and hyphens). */
function words(text: string): string[] {
  return text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a text may show in English: names (cards of the game's catalog, players) and codes (Discipline abbreviations). */
export interface Allowed {
  /** Whole names, matched as whole words, longest first ("Anarch Revolt" before "Anarch"). */
  names: RegExp | null;
  /** Lower-case codes a text may consist of ("ani CEL DOM"), as the cards print them. */
  codes: ReadonlySet<string>;
}

export function allowed(names: Iterable<string>, codes: Iterable<string> = []): Allowed {
  const list = [...new Set([...names].filter((n) => n.trim().length > 0))].sort((a, b) => b.length - a.length);
  return {
    names: list.length ? new RegExp(`(?<![\\p{L}\\d])(?:${list.map(escape).join('|')})(?![\\p{L}\\d])`, 'gu') : null,
    codes: new Set([...codes].map((c) => c.toLowerCase())),
  };
}

/** `text` without the names `allow` lets through. */
export function withoutNames(text: string, allow: Allowed): string {
  return allow.names ? text.replace(allow.names, ' · ') : text;
}

/** Whether `text` is only codes of `allow` ("ani CEL DOM FOR PRO"). */
function onlyCodes(text: string, allow: Allowed): boolean {
  const w = text.trim().split(/\s+/);
  return allow.codes.size > 0 && w.every((x) => allow.codes.has(x.toLowerCase()));
}

const NOTHING: Allowed = { names: null, codes: new Set() };

/** Why a rendered text shows something untranslated or raw, or null. */
export function untranslated(text: string, allow: Allowed = NOTHING): string | null {
  if (onlyCodes(text, allow)) return null;
  if (/\{\{|\}\}|\$t\(/.test(text)) return 'open interpolation';
  if (/\b(undefined|null|NaN)\b|\[object Object\]/.test(text)) return 'non-value';
  if (/\b[a-z]+(-[a-z]+)+:\d+(\.\d+)*/.test(text)) return 'rule id';
  if (/\b[\w-]+:[\w-]+\.[\w.-]+/.test(text)) return 'i18n key';
  if (/^[a-z]+(\.[a-zA-Z]+)+$/.test(text.trim())) return 'event type or key';
  // the names are taken out only when the text shows something (the regular expression of a whole catalog is slow)
  const found = wordLeak(text);
  return found && allow.names ? wordLeak(withoutNames(text, allow)) : found;
}

/** An id, engine word, zero-based counter or English word in `plain`, or null. */
function wordLeak(plain: string): string | null {
  if (/\b[a-z]+[A-Z][a-zA-Z]*\b/.test(plain)) return 'camelCase id';
  if (/\b(k\d+|vtes:\d+)\b/.test(plain)) return 'card uid';
  const m = ENGINE_WORD.exec(plain);
  if (m) return `engine word "${m[2]}"`;
  const seat = /\b(Matusalén|Matuzalem\p{L}*)\s+\d/u.exec(plain);
  if (seat) return `Methuselah by number "${seat[0]}"`;
  const z = ZERO_COUNTER.exec(plain);
  if (z) return `zero-based counter "${z[2]} 0"`;
  const english = words(plain).find((w) => ENGLISH_WORDS.has(w.toLowerCase()));
  if (english) return `English word "${english}"`;
  return null;
}
