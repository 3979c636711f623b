/**
 * Any other official card (issue #5 item 5): a CardDetail from the card import becomes a CardDef
 * whose type, requirements (disciplines, clan, title, sect, capacity as far as the data states
 * them) and printed costs are enforced by the rules module, and whose effect is resolved by the
 * players with logged, undoable manual operations. Built-in starter cards keep their automated
 * data. Only facts from the card data are used: the card text itself is never copied into state.
 */
import type { CardDetail } from '../../cards/types';
import type {
  CancelCard,
  CancelKind,
  CancelWhat,
  CardTrait,
  Condition,
  Cost,
  Effect,
  Mode,
  ModeKind,
  OotMoment,
  OotWhen,
  Sect,
  Title,
  Trait,
  Window,
} from './effects';
import { type CardDef, STARTER_DEFS } from './starters';
import { displayNameOf } from '../../common/card-names';

const TITLES: Title[] = [
  'primogen',
  'prince',
  'justicar',
  'inner circle',
  'bishop',
  'archbishop',
  'priscus',
  'cardinal',
  'regent',
  'baron',
  'kholo',
  'magaji',
];
/** Titles a crypt card may state: the sect titles and the votes of titled Independents ("1 vote", "2 votes"). */
const CRYPT_TITLES: Title[] = [...TITLES, '1 vote', '2 votes'];
const SECT_NAMES: Sect[] = ['camarilla', 'sabbat', 'laibon', 'independent', 'anarch'];
const DISC_CODES: Record<string, string> = {
  animalism: 'ani',
  auspex: 'aus',
  celerity: 'cel',
  dominate: 'dom',
  fortitude: 'for',
  obfuscate: 'obf',
  potence: 'pot',
  presence: 'pre',
  protean: 'pro',
  thaumaturgy: 'tha',
  dementation: 'dem',
  chimerstry: 'chi',
  necromancy: 'nec',
  obtenebration: 'obt',
  quietus: 'qui',
  serpentis: 'ser',
  vicissitude: 'vic',
  blood_sorcery: 'tha',
  oblivion: 'obl',
};

function num(v: string | undefined): number | 'X' | undefined {
  if (v === undefined || v === '') return undefined;
  if (v.toUpperCase() === 'X') return 'X';
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

function sectOf(d: CardDetail): Sect | undefined {
  const s = (d.sect ?? '').toLowerCase();
  if (s.includes('anarch')) return 'anarch';
  if (s.includes('camarilla')) return 'camarilla';
  if (s.includes('sabbat')) return 'sabbat';
  if (s.includes('laibon')) return 'laibon';
  if (s) return 'independent';
  return undefined;
}

function kindOf(types: string[]): ModeKind {
  const t = types.map((x) => x.toLowerCase());
  if (t.includes('political action')) return 'political';
  if (t.includes('equipment')) return 'equip';
  if (t.includes('retainer')) return 'retainer';
  if (t.includes('ally')) return 'ally';
  if (t.includes('action')) return 'action';
  if (t.includes('action modifier')) return 'modifier';
  if (t.includes('reaction')) return 'reaction';
  if (t.includes('combat')) return 'combat';
  if (t.includes('event')) return 'event';
  return 'master';
}

/**
 * Out-of-turn master cards (1.6.2.4): the card data marks them at the start of the text; the point
 * where they may be played is read from the card's timing markers (never stored as text).
 */
export function outOfTurnTiming(text: string): OotWhen | null {
  const t = text.trim();
  if (!/^(master:\s*)?out-of-turn\b/i.test(t)) return null;
  // windows the engine has no decision for: cancelling a card as it is played, diablerie, ousting,
  // moving crypt cards, your own phases, changes of control
  if (
    /as (it|that card|the card|this card) is played|cancel an? [\w-]+ card|diableri|ousted|uncontrolled region|influence phase|unlock phase|control of a vampire/i.test(
      t,
    )
  )
    return 'none';
  if (/bleeding you|bleed amount/i.test(t)) return 'bleedingYou';
  if (/referendum|polling/i.test(t)) return 'referendum';
  if (/\baction\b|\bblock|\bhunts\b/i.test(t)) return 'action';
  if (/combat|before range|strike/i.test(t)) return 'combat';
  return 'action';
}

/** The moment an out-of-turn card of timing `none` names, from its data's markers (issue 19 item 19; moments.ts). */
const MOMENT_MARKERS: [RegExp, OotMoment][] = [
  [/methuselah with no pool/i, 'otherOusted'],
  [/you are being ousted/i, 'youOusted'],
  [/control of a vampire/i, 'controlChange'],
  [/from your uncontrolled region/i, 'uncontrolledMove'],
  [/usable during your influence phase/i, 'yourInfluence'],
  [/burned or sent to torpor/i, 'burnedOrTorpor'],
  [/ally would be burned/i, 'allyBurned'],
  [/successfully hunts/i, 'hunt'],
  [/aggravated damage/i, 'combatDamage'],
  [/diableri/i, 'diablerie'],
  [/bleeding you/i, 'bleedingYou'],
  [/during (his or her|their) unlock phase/i, 'otherUnlock'],
];

export function outOfTurnMoment(text: string): { moment: OotMoment; ownTurn?: boolean } | undefined {
  const m = MOMENT_MARKERS.find(([re]) => re.test(text))?.[1];
  if (!m) return undefined;
  // "usable during your turn" overrides 1.6.2.4; your own phases happen only in your turn
  const own = /usable (during|on) your (own )?turn/i.test(text) || m === 'yourInfluence' || m === 'uncontrolledMove';
  return own ? { moment: m, ownTurn: true } : { moment: m };
}

/**
 * Out-of-turn cards that cancel a card as it is played: which kind of played card they cancel, read
 * from the card data's marker (Gehenna cards are events). Conditions beyond the kind stay the players'.
 */
export function cancelTarget(text: string): CancelKind | undefined {
  const m = /cancel an? (master|minion|event|gehenna) card\b[^.]*?as it is played/i.exec(text);
  if (!m) return undefined;
  const k = m[1].toLowerCase();
  return k === 'gehenna' ? 'event' : (k as CancelKind);
}

/** Red List minions: the card data marks them with a "Red List." / "Red List:" keyword (not "non-Red List", nor "a Red List minion"). */
export function isRedListText(text: string): boolean {
  return /(?<!non-)\bRed List[.:]/.test(text);
}

/** Trophy master cards: the card data starts with the master marker followed by the trophy keyword. */
export function isTrophyText(text: string): boolean {
  return /^(master[.:]\s*)?trophy\b/i.test(text.trim());
}

/** "Its cost is not paid" / "no cost is paid": the cancelled card's cost is not paid (1.6.1.1 says it is, unless stated). */
export function cancelNoCost(text: string): boolean {
  return /cost is not paid|no cost is paid/i.test(text);
}

/** Keywords of a card from the data's markers ("Frenzy.", "Grapple.", "Aim.", "Strike:"). */
export function cardTraits(text: string): CardTrait[] {
  const out: CardTrait[] = [];
  if (/(^|[\].:]\s*)Frenzy[.\s(]/m.test(text)) out.push('frenzy');
  if (/(^|[\].]\s*)Grapple\./m.test(text)) out.push('grapple');
  if (/(^|[\].]\s*)Aim\./m.test(text)) out.push('aim');
  if (/\bStrike:/.test(text)) out.push('strike');
  return out;
}

const CANCEL_RE = /\bcancel (.{1,140}?) as (?:it|that card|the card) is played/i;
/** Conditions of a cancelling minion card the engine cannot check: such cards stay manual (players). */
const CANCEL_UNCHECKED =
  /not involved in|blocking (vampire|minion)|attempts to block|after blocks are declined|target of (the|this) bleed|retarget|would (change|target|restrict|be put)|capacity \d+ or (less|more)|\bOrun\b|political action|monster|imbued|is bleeding/i;
const DISC_TOKEN = /^[a-z]{3}$/i;

/** The leading [tokens] of a paragraph of the card data (disciplines, card types, REFLEX). */
function leadTokens(line: string): string[] {
  const m = /^(\s*\[[^\]]+\])+/.exec(line);
  return m ? [...m[0].matchAll(/\[([^\]]+)\]/g)].map((x) => x[1]) : [];
}

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

/**
 * Conditions and window of an imported reaction stated at the start of its card data: "only usable by
 * a locked ..." (or "usable by a locked ...": locked minions too) as conditions; "only usable during an
 * action directed at you", "... bleeding you" / "a bleed against you", "your predator ... acting", the
 * polling step of a referendum, the blocking minion as its window. Other conditions stay the players' to check.
 */
export function reactionParts(text: string): { conditions: Condition[]; window: Window } {
  const lines = text.split('\n').filter((l) => l.trim());
  // the opening paragraph states the card's conditions; when it is already a discipline level, a
  // condition must appear in every paragraph to apply to the whole card
  const scope = lines.length && /^\s*\[/.test(lines[0]) ? lines : lines.slice(0, 1);
  const all = (re: RegExp) => scope.length > 0 && scope.every((l) => re.test(l));
  const conditions: Condition[] = [];
  const window: Window = {};
  if (all(/only usable by a locked/i)) conditions.push({ r: 'locked' });
  else if (all(/usable by a locked/i)) conditions.push({ r: 'lockedOk' });
  if (all(/bleeding you|bleed (action )?(directed at|against) you/i)) window.against = 'bleedingYou';
  else if (all(/directed at you/i)) window.against = 'directedAtYou';
  if (all(/your predator is acting|controlled by your predator is acting/i)) window.predatorActing = true;
  if (all(/only usable during (a|the) (referendum|polling)/i)) window.polling = true;
  if (all(/only usable by a blocking|only usable if this \w+ blocks|who has blocked|successfully blocks/i)) window.blocker = 'blocking';
  return { conditions, window };
}

/** Facts readable from the card data (numbers only, never the text itself). */
function lifeOf(text: string): number {
  const m = /(\d+) life/i.exec(text);
  return m ? Number(m[1]) : 1;
}

/** An ally's printed stats from the first line of its card data ("N life. N strength, N bleed" in any order). */
export function allyStats(text: string): { life: number; strength: number; bleed: number } {
  const first = text.split('\n')[0];
  const n = (re: RegExp, dflt: number) => {
    const m = re.exec(first);
    return m ? Number(m[1]) : dflt;
  };
  return { life: lifeOf(first), strength: n(/(\d+) \{?strength\}?/i, 1), bleed: n(/(\d+) \{?bleed\}?/i, 1) };
}

/** The head of a crypt card's text: sect, title and traits before the first colon ("Sabbat. Black Hand Seraph"). */
function cryptHead(text: string): string {
  const t = text
    .replace(/[{}]/g, '')
    .replace(/^Advanced,\s*/, '')
    .trimStart();
  const i = t.indexOf(':');
  return i < 0 ? '' : t.slice(0, i);
}

const BODY_KEYWORDS: [Trait, RegExp][] = [
  ['infernal', /(^|[.:]\s+)Infernal(?=[.,]|$)/m],
  ['scarce', /(^|[.:]\s+)Scarce(?=[.,]|$)/m],
  ['sterile', /(^|[.:]\s+)Sterile(?=[.,]|$)/m],
  ['bloodCursed', /(^|[.:]\s+)Blood cursed(?=[.,]|$)/im],
];

/**
 * Keywords and traits of a crypt card (vtes-es:11, vtes-pl:Cechy), read from the card data: the
 * sentences "Infernal.", "Scarce.", "Sterile.", "Blood cursed." of its text, Black Hand and Seraph
 * (in the head before the colon or as sentences) and "<clan> Slave" in the head. Only these flags
 * are kept, never the text.
 */
export function cryptTraits(text: string): { traits: Trait[]; slaveOf?: string } {
  const t = text.replace(/[{}]/g, '');
  const traits: Trait[] = BODY_KEYWORDS.filter(([, re]) => re.test(t)).map(([k]) => k);
  const head = cryptHead(text);
  // in the head ("Sabbat. Black Hand Seraph:") or as a sentence of their own ("Sabbat: Black Hand. Seraph.")
  if (/\bBlack Hand\b/.test(head) || /(^|[.:]\s+)Black Hand(?=[.,]|$)/m.test(t)) traits.push('blackHand');
  if (/\bSeraph\b/.test(head) || /(^|[.:]\s+)Seraph(?=[.,]|$)/m.test(t)) traits.push('seraph');
  const slave = /^(?:Camarilla|Sabbat|Laibon|Independent|Anarch)\.?\s+(.+?)\s+Slave$/.exec(head.trim());
  if (slave) traits.push('slave');
  return slave ? { traits, slaveOf: slave[1] } : { traits };
}

/**
 * A vampire's printed permanent modifiers: the standalone sentences "+1 bleed.", "+2 bleed.",
 * "+1 strength.", "-1 strength.", "+1 stealth.", "+1 intercept." of its data (not conditional ones,
 * not the part that applies only when merged; stealth/intercept penalties stay manual).
 */
export function cryptStats(text: string): Effect[] {
  const t = text.replace(/[{}]/g, '').split('[MERGED]')[0];
  const out: Effect[] = [];
  for (const m of t.matchAll(/(?:^|[.:]\s+)([+-]\d) (bleed|strength|stealth|intercept)(?=\.)/gm)) {
    const n = Number(m[1]);
    const stat = m[2] as 'bleed' | 'strength' | 'stealth' | 'intercept';
    // stealth and intercept: only bonuses (a penalty could take an action below 0 stealth, left to the players)
    if (stat === 'bleed' || stat === 'strength' || n > 0) out.push({ e: 'mod', stat, n, who: 'self' });
  }
  return out;
}

/**
 * Requirements the card data lists for a library card (vteslibmeta.csv, 1.6.1.3): sects (several =
 * any of them), "non-<sect>", titles (any of them; "city title" = prince, archbishop or baron),
 * "titled"/"non-titled", capacity bounds, traits (infernal, slave, black hand, seraph; "non-sterile"),
 * "non-caitiff", advanced/base/unmerged, (non-)Red List and the Edge. Other entries (Gehenna events, circles,
 * imbued and other minion kinds, paths) are not enforced (docs/vtes-automation.md).
 */
export function reqsFromData(requirements: string[]): Condition[] {
  const rq = requirements.map((x) => x.trim().toLowerCase());
  const out: Condition[] = [];
  const titles = new Set<Title>();
  for (const x of rq) {
    if (TITLES.includes(x as Title)) titles.add(x as Title);
    if (x === 'city title') for (const t of ['prince', 'archbishop', 'baron'] as Title[]) titles.add(t);
  }
  // section 10: a regent counts as a cardinal for cards
  if (titles.has('cardinal')) titles.add('regent');
  if (titles.size) out.push({ r: 'title', titles: TITLES.filter((t) => titles.has(t)) });
  const sects = SECT_NAMES.filter((x) => rq.includes(x));
  if (sects.length === 1) out.push({ r: 'sect', sect: sects[0] });
  else if (sects.length > 1) out.push({ r: 'sects', sects });
  for (const x of SECT_NAMES) if (rq.includes(`non-${x}`)) out.push({ r: 'notSect', sect: x });
  if (rq.includes('titled')) out.push({ r: 'titled' });
  if (rq.includes('non-titled')) out.push({ r: 'titled', not: true });
  for (const x of rq) {
    const m = /^capacity (\d+) or (more|less)$/.exec(x);
    if (m) out.push(m[2] === 'more' ? { r: 'capacity', min: Number(m[1]) } : { r: 'capacity', max: Number(m[1]) });
  }
  const traits: [string, Condition][] = [
    ['infernal', { r: 'trait', trait: 'infernal' }],
    ['slave', { r: 'trait', trait: 'slave' }],
    ['black hand', { r: 'trait', trait: 'blackHand' }],
    ['seraph', { r: 'trait', trait: 'seraph' }],
    ['non-sterile', { r: 'trait', trait: 'sterile', not: true }],
    ['red list', { r: 'trait', trait: 'redList' }],
    ['non-red list', { r: 'trait', trait: 'redList', not: true }],
  ];
  for (const [k, r] of traits) if (rq.includes(k)) out.push(r);
  if (rq.includes('non-caitiff')) out.push({ r: 'notClan', clan: 'Caitiff' });
  for (const v of ['advanced', 'base', 'unmerged'] as const) if (rq.includes(v)) out.push({ r: 'version', v });
  if (rq.includes('edge')) out.push({ r: 'edge' });
  for (const x of rq) {
    const g = /^(\d+) gehenna$/.exec(x);
    if (g) out.push({ r: 'gehenna', n: Number(g[1]) });
  }
  return out;
}

/**
 * The "Requires a ..." sentence of a library card's text, read as requirement flags (1.6.1.3): used
 * in full when the import has no vteslibmeta row for the card, and always for "vampire" (the card is
 * played by a vampire, not an ally). Parts the engine cannot check (circles, Kerrie, flight, combat
 * situations, Red List) are left to the players; a sentence mixing kinds with "or" ("Laibon or
 * non-titled vampire") only keeps "vampire".
 */
export function reqsFromText(text: string, full: boolean): Condition[] {
  const m = /Requires an? ([^.]*)\./.exec(text.replace(/[{}]/g, ''));
  if (!m) return [];
  const q = m[1].toLowerCase();
  const out: Condition[] = [];
  const vampire = /\bvampire\b/.test(q);
  if (!full || /\bor non-/.test(q)) return vampire ? [{ r: 'vampire' }] : [];
  const titles = new Set<Title>();
  for (const t of TITLES) if (new RegExp(`\\b${t}\\b`).test(q)) titles.add(t);
  if (/city title/.test(q)) for (const t of ['prince', 'archbishop', 'baron'] as Title[]) titles.add(t);
  if (titles.has('cardinal')) titles.add('regent');
  if (titles.size) out.push({ r: 'title', titles: TITLES.filter((t) => titles.has(t)) });
  const sects = SECT_NAMES.filter((x) => new RegExp(`(?<!non-)\\b${x}\\b`).test(q));
  if (sects.length === 1) out.push({ r: 'sect', sect: sects[0] });
  else if (sects.length > 1) out.push({ r: 'sects', sects });
  for (const x of SECT_NAMES) if (q.includes(`non-${x}`)) out.push({ r: 'notSect', sect: x });
  if (/non-titled/.test(q)) out.push({ r: 'titled', not: true });
  else if (/\btitled\b/.test(q)) out.push({ r: 'titled' });
  const cap: [RegExp, (n: number) => Condition][] = [
    [/capacity (\d+) or more/, (n) => ({ r: 'capacity', min: n })],
    [/capacity (\d+) or less/, (n) => ({ r: 'capacity', max: n })],
    [/capacity above (\d+)/, (n) => ({ r: 'capacity', min: n + 1 })],
    [/capacity less than (\d+)/, (n) => ({ r: 'capacity', max: n - 1 })],
  ];
  for (const [re, f] of cap) {
    const c = re.exec(q);
    if (c) out.push(f(Number(c[1])));
  }
  if (/\binfernal\b/.test(q)) out.push({ r: 'trait', trait: 'infernal' });
  if (/\bslave\b/.test(q)) out.push({ r: 'trait', trait: 'slave' });
  if (/black hand/.test(q)) out.push({ r: 'trait', trait: 'blackHand' });
  if (/\bseraph\b/.test(q)) out.push({ r: 'trait', trait: 'seraph' });
  if (/non-sterile/.test(q)) out.push({ r: 'trait', trait: 'sterile', not: true });
  if (/not caitiff|non-caitiff/.test(q)) out.push({ r: 'notClan', clan: 'Caitiff' });
  for (const v of ['advanced', 'base', 'unmerged'] as const) if (new RegExp(`\\b${v}\\b`).test(q)) out.push({ r: 'version', v });
  if (vampire) out.push({ r: 'vampire' });
  return out;
}

/** "Requires N or more Gehenna events in play" in the text (fallback without the requirement file). */
function gehennaFromText(text: string): Condition[] {
  const g = /Requires (\d+) or more Gehenna events? in play/i.exec(text);
  return g ? [{ r: 'gehenna', n: Number(g[1]) }] : [];
}

/** A unique card: the keyword in the first line of its data (not "non-unique", not a later mention). */
export function isUniqueCard(text: string): boolean {
  const first = text.split('\n')[0];
  return /(?<!non-)\bunique\b/i.test(first);
}

/** A title card (vtes-es:11 Título): the keyword "Title." in the first line of its data. */
export function isTitleCard(text: string): boolean {
  return /(^|[.:]\s+)Title\./.test(text.split('\n')[0]);
}

/**
 * Title cards (vtes-es:11 Título) read from the card data: those that put themselves on the acting
 * vampire as a city title (prince, archbishop, baron and the city) and the clan justicars, put on the
 * ready vampire of the clan chosen with the referendum. Others (kholo, cardinal, Imperator...) stay manual.
 */
export function titleCardGrant(text: string): { title: Title; city: string; chosenClan?: string } | undefined {
  const t = text.replace(/[{}]/g, '');
  // clan justicars: a ready vampire of the clan is chosen; the passed referendum puts the card on it
  const j = /Choose a ready (?:Camarilla )?([^.]+?)\./.exec(t);
  if (j && /title of [^.]*?\bJusticar\b/.test(t) && /(put this card on|this card is put on) the chosen/i.test(t))
    return { title: 'justicar', city: j[1].trim(), chosenClan: j[1].trim() };
  if (!/put this card on (the acting vampire|this vampire|this acting vampire|this anarch)\b|this card is put on this vampire/i.test(t))
    return undefined;
  const m = /title of (Prince|Archbishop|Baron) of ([^.,]+?)(?=[.,]|$)/m.exec(t);
  if (!m || /^that\b/i.test(m[2])) return undefined;
  return { title: m[1].toLowerCase() as Title, city: m[2].trim() };
}

/** An action whose data marks every way to play it as directed "(D)" (effect lines, or the whole text). */
function directedAction(text: string): boolean {
  const lines = text.split('\n').filter((l) => /^\s*\[/.test(l));
  const parts = lines.length ? lines : [text];
  return parts.every((l) => /\(D\)/.test(l));
}

export function cardDefFromDetail(d: CardDetail): CardDef {
  const built = STARTER_DEFS.get(d.id);
  if (built) return built;
  const manual: Effect = { e: 'manual', key: 'imported' };
  if (d.kind === 'crypt') {
    const disc: Record<string, 1 | 2> = {};
    for (const x of d.disciplines) disc[x.code] = x.level;
    const title = CRYPT_TITLES.find((t) => (d.title ?? '').toLowerCase() === t);
    const modes: Mode[] = d.text ? [{ kind: 'vampire', conditions: [], effects: [...cryptStats(d.text), manual] }] : [];
    const { traits, slaveOf } = cryptTraits(d.text ?? '');
    return {
      id: d.id,
      name: displayNameOf(d.name),
      kind: 'crypt',
      types: ['Vampire'],
      clan: d.clans,
      capacity: d.capacity ?? 1,
      group: d.group,
      disc,
      title,
      sect: sectOf(d),
      advanced: d.advanced,
      ...(isRedListText(d.text) ? { redList: true } : {}),
      reqs: [],
      modes,
      automation: modes.length ? 'partial' : 'full',
      ...(traits.length ? { traits } : {}),
      ...(slaveOf ? { slaveOf } : {}),
    };
  }
  const kinds = d.types.map((t) => kindOf([t]));
  // the data's requirement row when imported (vteslibmeta.csv), else the card text's "Requires" sentence
  // ("X or non-Y" alternatives cannot be told apart in the data row: only "vampire" is kept, the rest is the players')
  const mixed = /Requires an? [^.]*\bor non-/.test(d.text);
  const reqs: Condition[] =
    d.requirements.length && !mixed
      ? [...reqsFromData(d.requirements), ...reqsFromText(d.text, false)]
      : [...reqsFromText(d.text, !mixed && !d.requirements.length), ...(d.requirements.length ? [] : gehennaFromText(d.text))];
  const trophy = d.types.includes('Master') && isTrophyText(d.text);
  const alternatives = d.libraryDisciplines.length ? d.libraryDisciplines : [[]];
  // the printed cost is per card: each mode carries it (vocab/modes.ts costOf)
  const pool = num(d.poolCost);
  const blood = num(d.bloodCost);
  const cost: Cost | undefined =
    pool === undefined && blood === undefined
      ? undefined
      : { ...(pool !== undefined ? { pool } : {}), ...(blood !== undefined ? { blood } : {}) };
  const modes: Mode[] = [];
  for (const kind of kinds.length ? kinds : ['master' as ModeKind])
    for (const alt of alternatives) {
      const effects: Effect[] = [manual];
      if (kind === 'retainer') effects.unshift({ e: 'retainer', life: lifeOf(d.text) });
      if (kind === 'ally') effects.unshift({ e: 'ally', ...allyStats(d.text) });
      const disc = DISC_CODES[d.name.toLowerCase().replace(/ /g, '_')];
      if (kind === 'master' && disc && /^(master: )?discipline\./i.test(d.text.trim())) {
        modes.push({ kind, ...(cost ? { cost } : {}), conditions: [], effects: [{ e: 'discipline', disc }] });
        continue;
      }
      // a trophy goes into play unattached (its effects, once placed on a vampire, are manual)
      if (kind === 'master' && trophy) effects.unshift({ e: 'inPlay' });
      else if (kind === 'master' && /in play|location|put this card on/i.test(d.text))
        effects.unshift({ e: 'inPlay', location: /location/i.test(d.text) });
      const conditions: Condition[] = alt.map((code) => ({ r: 'disc' as const, disc: DISC_CODES[code] ?? code, level: 1 as const }));
      let window: Window | undefined;
      const grant = (kind === 'action' || kind === 'political') && isTitleCard(d.text) ? titleCardGrant(d.text) : undefined;
      if (grant) effects.unshift({ e: 'titleCard', ...grant });
      const oot = kind === 'master' ? outOfTurnTiming(d.text) : null;
      const cancels = oot === 'none' ? cancelTarget(d.text) : undefined;
      if (kind === 'reaction') {
        const r = reactionParts(d.text);
        conditions.push(...r.conditions);
        if (Object.keys(r.window).length) window = r.window;
      }
      if (oot)
        window = {
          outOfTurn: cancels
            ? { when: oot, cancels, ...(cancelNoCost(d.text) ? { noCost: true } : {}) }
            : { when: oot, ...(oot === 'none' ? outOfTurnMoment(d.text) : {}) },
        };
      modes.push({
        kind,
        ...(window ? { window } : {}),
        ...(cost ? { cost } : {}),
        conditions,
        ...(kind === 'action' && directedAction(d.text) ? { targets: { t: 'directed' as const } } : {}),
        effects,
      });
    }
  // minion cards that cancel a card as it is played: their own modes, offered only in that window
  const cm = minionCancelModes(d.text, d.types, d.libraryDisciplines);
  if (cm.modes.length) {
    const ck = new Set(cm.modes.map((x) => x.kind));
    const keep = cm.only ? modes.filter((x) => !ck.has(x.kind)) : modes;
    modes.splice(0, modes.length, ...keep, ...cm.modes.map((x) => (cost ? { ...x, cost } : x)));
  }
  const libKeywords = cardTraits(d.text);
  return {
    id: d.id,
    name: displayNameOf(d.name),
    kind: 'library',
    types: d.types,
    clan: d.clans,
    pool,
    blood,
    burnOption: d.burnOption,
    unique: isUniqueCard(d.text),
    ...(isTitleCard(d.text) ? { titleCard: true } : {}),
    ...(kinds.includes('event') && /^Gehenna\./.test(d.text.trim()) ? { gehenna: true } : {}),
    // an infernal ally (vtes-es:11): the keyword in the first line of its data
    ...(kinds.includes('ally') && BODY_KEYWORDS[0][1].test(d.text.split('\n')[0].replace(/[{}]/g, ''))
      ? { traits: ['infernal' as Trait] }
      : {}),
    reqs,
    modes,
    automation: modes.every((m) => m.effects.every((e) => e.e !== 'manual')) ? 'full' : 'manual',
    libDisc: d.libraryDisciplines,
    ...(trophy ? { trophy: true } : {}),
    ...(libKeywords.length ? { libKeywords } : {}),
  };
}
