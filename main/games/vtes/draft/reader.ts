/**
 * The draft generator's reader (issue #5 item 5, issue 27 item 3; never on the play path: imported
 * only by draft/ and `npm run cards:draft`): an official card's text read with patterns into a
 * proposed definition (its type, requirements, timing, targets, cancelling modes, stats, keywords),
 * whose effects are left manual. A person reviews the proposal (draft/entry.ts) before it becomes a
 * `full` entry of the data files. Only flags and numbers are kept, never the text.
 */
import type { CardDetail } from '../../../cards/types';
import type { CardDef } from '../data/starters';
import type { CancelKind, CardTrait, Condition, Effect, Mode, ModeKind, OotMoment, OotWhen, Title, Trait, Window } from '../schema/effects';
import { DISC_CODES, kindOf, reqsFromData } from '../data/catalog-facts';
import { manualDef, printedCost } from '../data/catalog-def';
import { gehennaFromText, reqsFromText } from './text-reqs';
import { cancelNoCost, minionCancelModes } from './cancel';
import { actionTargets } from './targets';
import { isKind } from '../schema/effect-query';

// readers split into the files beside this one, still importable from here
export { reqsFromData } from '../data/catalog-facts';
export { reqsFromText } from './text-reqs';
export { cancelNoCost, minionCancelModes } from './cancel';

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

/** Keywords of a card from the data's markers ("Frenzy.", "Grapple.", "Aim.", "Strike:"). */
export function cardTraits(text: string): CardTrait[] {
  const out: CardTrait[] = [];
  if (/(^|[\].:]\s*)Frenzy[.\s(]/m.test(text)) out.push('frenzy');
  if (/(^|[\].]\s*)Grapple\./m.test(text)) out.push('grapple');
  if (/(^|[\].]\s*)Aim\./m.test(text)) out.push('aim');
  if (/\bStrike:/.test(text)) out.push('strike');
  return out;
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

/**
 * The minion a master card is put on, from its data's marker "Put this card on a [ready] vampire /
 * minion [you control]" (any clan or sect named instead of "vampire" counts as a vampire; the
 * players check the rest). Cards put on an uncontrolled minion or with their own choice stay in play.
 */
export function masterTarget(text: string): Extract<Effect, { e: 'onVampire' }> | undefined {
  const m = /\bput this card on (?:an?|any) ([^.]*?)(?:[.,]|\band\b|$)/im.exec(text);
  if (!m || /uncontrolled|controlled by another|\bor on\b/i.test(m[1])) return undefined;
  const phrase = m[1];
  // what the card keeps on its minion, from the data's sentences: "This minion cannot block." ...
  const marks: ('cannotBlock' | 'cannotAct')[] = [];
  if (/\bthis (minion|vampire|ally) cannot block\./i.test(text)) marks.push('cannotBlock');
  if (/\bthis (minion|vampire|ally) cannot perform actions\./i.test(text)) marks.push('cannotAct');
  return {
    e: 'onVampire',
    own: /\byou control\b/i.test(phrase),
    ready: /^ready\b/i.test(phrase),
    ...(/\bminion\b/i.test(phrase) ? { minion: true } : {}),
    ...(marks.length ? { marks } : {}),
  };
}

/**
 * The Methuselah a master card is played on, when its data names one to choose (any, or another
 * than its player: issue 34 §1); a card that then enters play controlled by that chosen Methuselah
 * is given to it.
 */
export function masterMethuselah(text: string): Extract<Effect, { e: 'onMethuselah' }> | undefined {
  const m = /\bchoose (a|an|any|another) methuselah\b/i.exec(text);
  if (!m) return undefined;
  const control = /\bunder the control of the chosen methuselah\b/i.test(text);
  return { e: 'onMethuselah', ...(m[1].toLowerCase() === 'another' ? { other: true } : {}), ...(control ? { control: true } : {}) };
}

/** The combat step a combat card's data restricts it to ("Only usable before range is determined", "at close range before strikes"). */
export function combatStep(text: string): NonNullable<Window['combat']> | undefined {
  const first = text.split('\n')[0];
  if (/only usable before range is (determined|chosen)/i.test(first)) return 'beforeRange';
  if (/only usable at close range before strikes are chosen/i.test(first)) return 'closeBeforeStrikes';
  if (/only usable at the end of (a|the) (combat )?round/i.test(first)) return 'endOfRound';
  return undefined;
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
  ['flight', /(^|[.:]\s+)Flight \[FLIGHT\](?=[.,]|$)/m],
];

/**
 * Keywords and traits of a crypt card (vtes-es:11, vtes-pl:Cechy), read from the card data: the
 * sentences "Infernal.", "Scarce.", "Sterile.", "Blood cursed.", "Flight [FLIGHT]." of its text, Black Hand and Seraph
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

/** An official card's text read into a proposed definition (effects manual), for a person to review. */
export function readCard(d: CardDetail): CardDef {
  const manual: Effect = { e: 'manual', key: 'imported' };
  if (d.kind === 'crypt') {
    // the catalog facts the play path uses, with the stat sentences, keywords and Red List read from the text
    const base = manualDef(d);
    const modes: Mode[] = d.text ? [{ kind: 'vampire', conditions: [], effects: [...cryptStats(d.text), manual] }] : [];
    const { traits, slaveOf } = cryptTraits(d.text ?? '');
    return {
      ...base,
      ...(isRedListText(d.text) ? { redList: true } : {}),
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
  const { cost } = printedCost(d);
  const modes: Mode[] = [];
  for (const kind of kinds.length ? kinds : ['master' as ModeKind])
    for (const alt of alternatives) {
      const effects: Effect[] = [manual];
      if (kind === 'retainer') effects.unshift({ e: 'retainer', life: lifeOf(d.text) });
      if (kind === 'ally') effects.unshift({ e: 'ally', ...allyStats(d.text) });
      const oot = kind === 'master' ? outOfTurnTiming(d.text) : null;
      const onTarget = kind === 'master' && !oot ? (masterTarget(d.text) ?? masterMethuselah(d.text)) : undefined;
      // a trophy goes into play unattached (its effects, once placed on a vampire, are manual)
      if (kind === 'master' && trophy) effects.unshift({ e: 'inPlay' });
      // a card put on a minion (or played on a Methuselah) is played on it (issue 34): offered only when there is one
      else if (onTarget) effects.unshift(onTarget);
      // a trifle (1.6.2.5): the keyword in the first line of its data gives the extra master action
      if (kind === 'master' && /\btrifle\b/i.test(d.text.split('\n')[0])) effects.push({ e: 'trifle' });
      else if (kind === 'master' && /in play|location|put this card on/i.test(d.text))
        effects.unshift({ e: 'inPlay', location: /location/i.test(d.text) });
      const conditions: Condition[] = alt.map((code) => ({ r: 'disc' as const, disc: DISC_CODES[code] ?? code, level: 1 as const }));
      let window: Window | undefined;
      const grant = (kind === 'action' || kind === 'political') && isTitleCard(d.text) ? titleCardGrant(d.text) : undefined;
      if (grant) effects.unshift({ e: 'titleCard', ...grant });
      const cancels = oot === 'none' ? cancelTarget(d.text) : undefined;
      // a combat card's step read from its data's timing marker (issue 34: "before range is determined")
      const step = kind === 'combat' ? combatStep(d.text) : undefined;
      if (step) window = { combat: step };
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
        ...(kind === 'action' ? actionTargets(d.text, alt) : {}),
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
    // the catalog facts the play path uses, with what the text adds
    ...manualDef(d),
    unique: isUniqueCard(d.text),
    ...(isTitleCard(d.text) ? { titleCard: true } : {}),
    ...(kinds.includes('event') && /^Gehenna\./.test(d.text.trim()) ? { gehenna: true } : {}),
    // an infernal ally (vtes-es:11): the keyword in the first line of its data
    ...(kinds.includes('ally') && BODY_KEYWORDS[0][1].test(d.text.split('\n')[0].replace(/[{}]/g, ''))
      ? { traits: ['infernal' as Trait] }
      : {}),
    reqs,
    modes,
    automation: modes.every((m) => m.effects.every((e) => !isKind(e, 'manual'))) ? 'full' : 'manual',
    ...(trophy ? { trophy: true } : {}),
    ...(libKeywords.length ? { libKeywords } : {}),
  };
}
