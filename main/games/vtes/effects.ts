/**
 * V:TES effect vocabulary (issue #5 item 3): every built-in card is described by these data
 * records, never by its printed text. The rules module (rules.ts) executes them; the card text
 * shown to players is rendered from them through the `cards-vtes` templates (es, pl).
 *
 * A card has one or more modes {kind, window, cost, conditions, limits, targets, effects} (issue 11
 * item 5): what sort of card play it is, when it may be played, what it costs, what it needs of the
 * player and the minion, how often, what it targets and what it does. A library card with a
 * discipline has one mode per level (inferior, superior), like the printed card.
 *
 * A card whose rules no record expresses names its own module (`{ e: 'card', id }`, cards/index.ts).
 *
 * Automation status is derived from the effects: every effect in ENGINE_EFFECTS → 'full';
 * some → 'partial'; none → 'manual' (resolved by the players with manual operations).
 * Pure data and pure functions only (main/games layering).
 */
import type { AutomationStatus } from '../../cards/types';
import { EFFECT_SITES } from './vocab/sites';
import type { Ability, Disc, Prim, Sect, Trigger } from './vocab/records';

export type { Disc, Sect };
import { abilityTexts, primText, triggerTexts } from './vocab/texts';
import type { CardEffect } from './cards/params';

export type Title =
  | 'primogen'
  | 'prince'
  | 'justicar'
  | 'inner circle'
  | 'bishop'
  | 'archbishop'
  | 'priscus'
  | 'cardinal'
  | 'regent'
  | 'baron'
  | 'kholo'
  | 'magaji'
  | '1 vote'
  | '2 votes';

/** Keywords and traits a crypt card's data states (vtes-es:11, vtes-pl:Cechy). */
export type Trait = 'infernal' | 'scarce' | 'sterile' | 'slave' | 'bloodCursed' | 'blackHand' | 'seraph' | 'redList';

/**
 * What a mode (or, in `CardDef.reqs`, the whole card) needs of the Methuselah and of the minion
 * playing it (1.6.1.3; all must hold): Discipline level, clan, sect, title, capacity, traits,
 * version, the Edge, Gehenna events, a locked minion.
 */
export type Condition =
  | { r: 'disc'; disc: Disc; level: 1 | 2 }
  | { r: 'clan'; clan: string }
  | { r: 'title'; titles: Title[] }
  | { r: 'sect'; sect: Sect }
  | { r: 'capacity'; min?: number; max?: number }
  /** A member of any of the sects (card data listing several, e.g. "independent, anarch"). */
  | { r: 'sects'; sects: Sect[] }
  /** Not a member of the sect (card data "non-camarilla", "non-anarch"). */
  | { r: 'notSect'; sect: Sect }
  /** A titled vampire (any title, votes of Independents included), or with `not` an untitled one. */
  | { r: 'titled'; not?: boolean }
  /** A minion with (or, with `not`, without) a keyword or trait of section 11 / vtes-pl "Cechy"
   * (imported crypt data: infernal, sterile, slave, black hand, seraph, blood cursed, scarce). */
  | { r: 'trait'; trait: Trait; not?: boolean }
  /** Not a vampire of the clan (card data "non-caitiff"). */
  | { r: 'notClan'; clan: string }
  /** An advanced / a base version of a vampire, or a vampire with no merged version. */
  | { r: 'version'; v: 'advanced' | 'base' | 'unmerged' }
  /** The playing Methuselah controls the Edge. */
  | { r: 'edge' }
  /** Played by a vampire (not an ally): "Requires a ... vampire" in the card data. */
  | { r: 'vampire' }
  /** At least n Gehenna events in play (card data "N Gehenna"). */
  | { r: 'gehenna'; n: number }
  /** Only a locked minion may play it (reactions that wake). */
  | { r: 'locked' }
  /** A locked minion may play it too ("usable by a locked vampire"). */
  | { r: 'lockedOk' };

/**
 * When a mode may be played, beyond its kind's own window (an action modifier during the acting
 * minion's action, a reaction during another's action, a combat card in a combat round...): one
 * record, each field narrowing the window (all given must hold). Absent: the kind's window only.
 */
export interface Window {
  /** Only during a bleed action. */
  bleed?: true;
  /** Only during an action directed at the reacting Methuselah (or a card they control) /
   * only while a minion is bleeding them, after blocks are declined. */
  against?: 'directedAtYou' | 'bleedingYou';
  /** Only if a minion of your predator is acting. */
  predatorActing?: true;
  /** Only during the polling step of a referendum. */
  polling?: true;
  /** Only the minion attempting to block, or that blocked, this action (`blocking`); a reaction
   * usable only by the blocker after a successful block (`hasBlocked`). */
  blocker?: 'blocking' | 'hasBlocked';
  /** An action modifier usable only after the action resolved with that outcome, or after the
   * referendum of a political action passed (Voter Captivation). */
  after?: 'success' | 'blocked' | 'refPassed';
  /** Combat steps (6.4): before range is chosen, at close range before strikes, at the end of the round. */
  combat?: 'beforeRange' | 'closeBeforeStrikes' | 'endOfRound';
  /** Out-of-turn master card (1.6.2.4). */
  outOfTurn?: OutOfTurn;
  /** A minion card that cancels a card as it is played (1.6.1.1, 1.6.3.7). */
  cancel?: CancelCard;
}

/** Out-of-turn master card (1.6.2.4): only during another Methuselah's turn, at the given point,
 * charged against the player's next master phase; 'none' = no window the engine offers. */
export interface OutOfTurn {
  when: OotWhen;
  cancels?: CancelKind;
  noCost?: boolean;
  moment?: OotMoment;
  ownTurn?: boolean;
}

/** A minion card (reaction, reflex, combat card, action modifier) that cancels a card as it is
 * played (1.6.1.1, 1.6.3.7): offered only in that window, for a played card of one of the kinds
 * (and, when given, requiring one of the disciplines). `reflex`/`opposing`: the card must be played
 * by the minion opposing this one in combat; `younger`: played by a younger vampire; `anyTime`:
 * usable even if there is no action; `noCost`: the cancelled card's cost is not paid; `blood`: the
 * minion burns that much blood to cancel; `lockSelf`: the (unlocked) minion locks to cancel. */
export interface CancelCard {
  what: CancelWhat[];
  disc?: Disc[];
  reflex?: boolean;
  opposing?: boolean;
  younger?: boolean;
  anyTime?: boolean;
  noCost?: boolean;
  blood?: number;
  lockSelf?: boolean;
}

/** The cost of playing a mode (1.6.1.3): pool and/or blood (life for an ally), a number or X (chosen as played). */
export interface Cost {
  pool?: number | 'X';
  blood?: number | 'X';
}

/**
 * How often a mode may be played (issue 11 item 5): once per combat round / per combat by the same
 * vampire (6.4); once by the same minion in one action (`action`: every action modifier and reaction,
 * 1.6.3.2 and 1.6.3.6, implied by the mode's kind: vocab/modes.ts `limitsOf`); once by the same
 * minion between its unlock phases (`unlock`); only while the minion has no copy of the card on it
 * (`oneOn: 'minion'`, a card that stays on the vampire).
 */
export type Limit = { once: 'round' } | { once: 'combat' } | { once: 'action' } | { once: 'unlock' } | { oneOn: 'minion' };

/**
 * What a directed action mode targets (6.2.2): the acting Methuselah's prey (`prey`: a bleed, a
 * discard from the prey's hand), another Methuselah (`methuselah`), a ready minion of another
 * Methuselah to enter combat with (`minion`) or a card another Methuselah controls (`card`, read
 * from an imported card's data), all chosen as the action is announced (6.2.1); `directed`: the
 * card data marks it "(D)" and the target stays the players' (an imported action whose target the
 * data does not tell). No targets: undirected.
 */
export type Target = { t: 'directed' } | { t: 'prey' } | { t: 'methuselah' } | { t: 'minion' } | { t: 'card'; cards: TargetCards };

/**
 * The cards a `card` target may be (6.2.2.1: always controlled by another Methuselah, who is then the
 * target Methuselah): a kind of card (`minion`: a vampire or an ally), the minion's state (none
 * stated: ready; a `locked` or `unlocked` ready one; a vampire `inTorpor`; `readyOrTorpor`: a ready
 * minion or a vampire in torpor, for an action that puts a card on it, burns, steals or takes
 * control of it without saying "ready"), a vampire's age against the acting vampire (capacity), and
 * `prey`: controlled by the acting Methuselah's prey; `combat`: the action enters combat with it.
 */
export interface TargetCards {
  what: 'minion' | 'vampire' | 'ally' | 'retainer' | 'location' | 'equipment';
  state?: 'locked' | 'unlocked' | 'inTorpor' | 'readyOrTorpor';
  age?: 'younger' | 'older';
  prey?: true;
  combat?: true;
}

/** Where an out-of-turn master card is offered: during another Methuselah's action (reaction window),
 * while a minion is bleeding you, during a referendum's polling, at the start of a combat round. */
export type OotWhen = 'action' | 'bleedingYou' | 'referendum' | 'combat' | 'none';
/**
 * The moment an out-of-turn card of timing `none` names (issue 19 item 19; moments.ts): a diablerie,
 * a ready vampire of another burned or sent to torpor, being ousted (you / another Methuselah),
 * another's unlock phase, your own influence phase, a vampire moved out of your uncontrolled region;
 * and the moments asked inside a wider window: combat damage, an ally burned in combat, a change of
 * control, a successful hunt, a minion bleeding you after the blocks. `ownTurn`: usable in your turn.
 */
export type OotMoment =
  | 'diablerie'
  | 'burnedOrTorpor'
  | 'youOusted'
  | 'otherOusted'
  | 'otherUnlock'
  | 'yourInfluence'
  | 'uncontrolledMove'
  | 'combatDamage'
  | 'allyBurned'
  | 'controlChange'
  | 'hunt'
  | 'bleedingYou';
/** Which played cards an out-of-turn card cancels "as it is played" (timing `none`): master, minion (played by a minion) or event cards. */
export type CancelKind = 'master' | 'minion' | 'event';
/** Kinds of played cards a minion card may cancel as they are played ('library' = any library card). */
export type CancelWhat = 'action' | 'modifier' | 'reaction' | 'combat' | 'strike' | 'frenzy' | 'grapple' | 'aim' | 'master' | 'library';
/** Keywords of a card (from the card data's markers: "Frenzy.", "Grapple.", "Aim.", strikes). */
export type CardTrait = 'frenzy' | 'grapple' | 'aim' | 'strike';

export type StrikeKind = 'hand' | 'dodge' | 'combatEnds' | 'damage' | 'burnEquipment' | 'stealEquipment' | 'stealBlood';

/** Static modifiers (vocab/modifiers.ts): the stat, whom it modifies, the condition it needs. */
/** `roundDamage`: damage the minion deals to its opponent with each round's strikes (6.4.5, a retainer's). */
export type Stat = 'stealth' | 'intercept' | 'bleed' | 'strength' | 'handSize' | 'roundDamage';
export type ModWho = 'self' | 'employer' | 'bearer' | 'controller';
export type ModWhile = 'directed' | 'undirected' | 'bleedAtYou';

/** The effect records. `manual` is the escape hatch for text the engine does not execute. */
export type Effect =
  // ---- actions (kind 'action'; applied when the action succeeds) ----
  /** (D) bleed with +n bleed. */
  | { e: 'bleed'; plus: number }
  /** Inherent stealth of the action. */
  | { e: 'actionStealth'; n: number }
  /** (D) enter combat with a ready minion of another Methuselah. */
  | { e: 'enterCombat'; lockTarget?: boolean }
  /** Put this card on the acting vampire: lasting strength bonus (and optional extra strike kind). */
  | { e: 'attachStrength'; n: number; rangedDamage?: number }
  /** The vampire this card is on cannot play the named card (card id). */
  | { e: 'cannotPlay'; cid: string; name?: string }
  /** Minions (or only vampires) of other Methuselahs may burn this card as a (D) action. */
  | { e: 'burnableByAction'; vampiresOnly?: boolean; stealth?: number }
  /** Deep Song superior (frenzy): the target is the acting minion in the combat. */
  | { e: 'frenzy' }
  /** Archetype master card: a vampire can have only one archetype. */
  | { e: 'archetype' }
  /** While this card is in play, your prey plays with an open hand (Revelations superior, put in play by its primitive). */
  | { e: 'openHandPrey' }
  /** The modifier is played by another ready vampire of the acting Methuselah (Cloak the Gathering superior). */
  | { e: 'playedByOther' }
  /** Organized Resistance: a baron (even locked) gives an anarch you control +1 intercept, or unlocks a locked anarch that blocks with +1. */
  | { e: 'organizedResistance' }
  /** Show of Force: if the action is blocked, +n strength in the resulting combat. */
  | { e: 'strengthIfBlocked'; n: number }
  /** Must bleed with +n bleed as a (D) action when you control a locked minion, unless it must hunt (Elen). */
  | { e: 'vMustBleed'; plus: number }
  /** Vampires burn 1 blood to vote against referendums it calls (Silverson). */
  | { e: 'vCostlyVotesAgainst' }
  // ---- equipment / retainers / allies (kind 'equip', 'retainer', 'ally') ----
  | { e: 'ally'; life: number; strength: number; bleed: number }
  | { e: 'retainer'; life: number }
  // ---- action modifiers ----
  | { e: 'stealth'; n: number }
  /** +n bleed; limited = counts against the one-bleed-modifier limit (vekn-current). */
  | { e: 'bleedPlus'; n: number | 'X'; limited: boolean; ifPoolAtMost?: number }
  /** Unlock the acting vampire (a strike card's; a modifier unlocks it with the primitive `{ p: 'unlock', who: 'actor' }`). */
  | { e: 'unlockActor' }
  /** Gains blood per vote margin (Voter Captivation). */
  | { e: 'bloodPerVoteMargin'; toPool: number }
  // ---- reactions ----
  | { e: 'intercept'; n: number; titledBonus?: number }
  /** Do not replace this card until your next unlock phase (1.6.1.2). */
  | { e: 'noReplace' }
  /** Unlock the reacting minion (it may then block). */
  | { e: 'unlockSelf'; bloodCost?: number; blockWith?: number }
  /** Change the bleed's target to another Methuselah (not the acting one). */
  | { e: 'redirectBleed'; lockSelf: boolean }
  /** Reduce the bleed amount by n (or, in a referendum, n votes against). */
  | { e: 'reduceBleed'; n: number; orVotesAgainst?: boolean; burnSelf?: boolean }
  // ---- combat ----
  | {
      e: 'strike';
      s: StrikeKind;
      plus?: number;
      dmg?: number;
      ranged?: boolean;
      undodgeable?: boolean;
      firstStrike?: boolean;
      agg?: boolean;
    }
  /** Title card (vtes-es:11 Título): on success (action) or a passed referendum (political action) it goes on
   * the acting vampire (or, with `chosenClan`, on the ready vampire of that clan chosen when the action is
   * announced: justicars) and stands for the title; yielding or losing the title burns it. */
  | { e: 'titleCard'; title: Title; city: string; chosenClan?: string }
  // ---- master cards ----
  /** Put in play (location or other permanent). */
  | { e: 'inPlay'; location?: boolean; unique?: boolean; counters?: number }
  /** Put this card on a vampire: `own` one you control (else any Methuselah's); `ready` only a ready one (else ready or in torpor); `minion`: an ally too;
   * `marks`: rule markers it keeps on that minion while it stays there (marks.ts: "this minion cannot block"). */
  | { e: 'onVampire'; own: boolean; ready: boolean; minion?: boolean; marks?: ('cannotBlock' | 'cannotAct')[] }
  /** As the card is put in play, you may burn a card with that id in play ("you can burn a card named X, if any"). */
  | { e: 'mayBurnNamed'; cid: string; name: string }
  | { e: 'trifle' }
  /** Discipline master card: on a controlled vampire, +1 level in the discipline and +1 capacity (1.6.2.2). */
  | { e: 'discipline'; disc: Disc }
  | { e: 'transfers'; n: number }
  // ---- political actions (referendum) ----
  // ---- static modifiers (vocab/modifiers.ts): vampires' printed +stat, retainers', cards in play or on a minion ----
  | { e: 'mod'; stat: Stat; n: number; who: ModWho; while?: ModWhile; per?: 'counter' }
  /**
   * A replacement (read by ops.ts drawUp, a pure data check): when its controller would replace a card
   * played (1.6.1.2), a counter of this card is burned instead; the card burns with its last counter.
   */
  | { e: 'instead'; of: 'replaceCard'; burn: 'counter' }
  /** An activated ability (vocab/abilities.ts): a window, a cost, limits, who benefits, primitives. */
  | Ability
  /** A trigger (vocab/triggers.ts): an engine event, a filter, primitives. */
  | Trigger
  /**
   * Primitives as a mode's effects (vocab/primitives.ts `runPrims`): run in order where the card is
   * played (an action succeeding, a modifier, a reaction, a combat card, a master card), on the roles
   * that site knows (the acting minion, the target, the opposing minion, the referendum's direction).
   */
  | { e: 'prims'; do: Prim[] }
  /** A card whose rules have their own module, `cards/<id>.ts` (the escape hatch for what the primitives cannot express). */
  | CardEffect
  /** Text the engine does not execute: the players apply it with manual operations. */
  | { e: 'manual'; key: string };

export type ModeKind =
  'action' | 'political' | 'equip' | 'retainer' | 'ally' | 'modifier' | 'reaction' | 'combat' | 'master' | 'event' | 'vampire';

/**
 * One way to play a card (issue 11 item 5): its kind, the window it is played in, its cost, the
 * conditions on the player and the minion, how often it may be played, what it targets and what it
 * does. The readers take each part through the accessors of modes.ts.
 */
export interface Mode {
  kind: ModeKind;
  window?: Window;
  /** The printed cost, per card: the builders copy the card's (`CardDef.pool`, `blood`) into each mode. */
  cost?: Cost;
  conditions: Condition[];
  limits?: Limit[];
  targets?: Target;
  effects: Effect[];
}

/** Every effect kind has its sites in vocab/sites.ts, and nothing else is listed there. */
type Missing = Exclude<Effect['e'], keyof typeof EFFECT_SITES>;
type Unknown = Exclude<keyof typeof EFFECT_SITES, Effect['e']>;
const sitesCoverEveryKind: [Missing, Unknown] extends [never, never] ? true : { missing: Missing; unknown: Unknown } = true;
void sitesCoverEveryKind;

/** Effects the engine executes: every kind with a site other than `manual` (derived from vocab/sites.ts). */
export const ENGINE_EFFECTS: ReadonlySet<Effect['e']> = new Set(
  (Object.keys(EFFECT_SITES) as Effect['e'][]).filter((k) => !(EFFECT_SITES[k] as readonly string[]).includes('manual')),
);

export function automationOf(modes: readonly Mode[]): AutomationStatus {
  let known = 0;
  let total = 0;
  for (const m of modes)
    for (const e of m.effects) {
      total++;
      if (ENGINE_EFFECTS.has(e.e)) known++;
    }
  if (total === 0 || known === total) return 'full';
  return known === 0 ? 'manual' : 'partial';
}

/** Human-readable template key and params of one effect, for the cards-vtes namespace. */
export function effectText(e: Effect): { key: string; params: Record<string, string | number> } {
  const { e: kind, ...rest } = e as { e: string } & Record<string, unknown>;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (typeof v === 'number' || typeof v === 'string') params[k] = v;
    else if (typeof v === 'boolean') params[k] = v ? 1 : 0;
  }
  if (kind === 'strike')
    return { key: `effect.strike_${(e as { s: string }).s}${(e as { undodgeable?: boolean }).undodgeable ? '_undodgeable' : ''}`, params };
  if (kind === 'manual') return { key: `manual.${(e as { key: string }).key}`, params: {} };
  // a card module's text is its own template, named after the module
  if (e.e === 'card') {
    delete params.id;
    return { key: `effect.${e.id}`, params };
  }
  // a modifier reads with its sign ("+1", "-1"): `sn`; `n` stays for the plural form
  if (e.e === 'mod') params.sn = e.n > 0 ? `+${e.n}` : String(e.n);
  // a card put in play with counters reads them in the plural form of `n`
  if (e.e === 'inPlay' && e.counters) params.n = e.counters;
  return { key: `effect.${kind}${effectVariant(e)}`, params };
}

/** The texts of an effect in reading order: an ability reads as its window, costs and primitives. */
export function effectTexts(e: Effect): { key: string; params: Record<string, string | number> }[] {
  if (e.e === 'ability') return abilityTexts(e);
  if (e.e === 'prims') return e.do.map(primText);
  return e.e === 'on' ? triggerTexts(e) : [effectText(e)];
}

/** Template variant of an effect whose flags change what the printed card says (limited or not, optional, phase...). */
function effectVariant(e: Effect): string {
  switch (e.e) {
    case 'redirectBleed':
      return e.lockSelf ? '_lock' : '';
    case 'onVampire':
      return `_${e.own ? 'own' : 'any'}${e.ready ? 'Ready' : ''}${e.minion ? 'Minion' : ''}`;
    case 'reduceBleed':
      return e.burnSelf ? '_burnSelf' : e.orVotesAgainst ? '_orVotes' : '';
    case 'intercept':
      return e.titledBonus ? '_titled' : '';
    case 'attachStrength':
      return e.rangedDamage ? '_ranged' : '';
    case 'bleedPlus':
      return e.n === 'X' ? '_X' : e.ifPoolAtMost !== undefined ? '_ifPool' : '';
    case 'bloodPerVoteMargin':
      return e.toPool ? '' : '_none';
    case 'unlockSelf':
      return e.blockWith ? '_block' : '';
    case 'enterCombat':
      return e.lockTarget ? '_lock' : '';
    case 'mod':
      return `_${e.stat}_${e.who}${e.while ? `_${e.while}` : ''}${e.per ? `_per_${e.per}` : ''}`;
    case 'inPlay':
      return e.counters ? '_counters' : '';
    default:
      return '';
  }
}

type TextRef = { key: string; params: Record<string, string | number> };

/** Template key and params of a condition (`req.*`, cards-vtes namespace). */
export function conditionText(r: Condition): TextRef {
  switch (r.r) {
    case 'disc':
      return { key: r.level === 2 ? 'req.discSup' : 'req.disc', params: { disc: r.disc } };
    case 'clan':
      return { key: 'req.clan', params: { clan: r.clan } };
    case 'title':
      return { key: 'req.title', params: { titles: r.titles.join(', ') } };
    case 'sect':
      return { key: 'req.sect', params: { sect: r.sect } };
    case 'capacity':
      return { key: 'req.capacity', params: { min: r.min ?? 0, max: r.max ?? 99 } };
    case 'sects':
      return { key: 'req.sect', params: { sect: r.sects.join(' / ') } };
    case 'notSect':
      return { key: 'req.notSect', params: { sect: r.sect } };
    case 'titled':
      return { key: r.not ? 'req.untitled' : 'req.titled', params: {} };
    case 'trait':
      return { key: `req.${r.not ? 'notTrait' : 'trait'}_${r.trait}`, params: {} };
    case 'notClan':
      return { key: 'req.notClan', params: { clan: r.clan } };
    case 'version':
      return { key: `req.version_${r.v}`, params: {} };
    case 'gehenna':
      return { key: 'req.gehenna', params: { n: r.n } };
    default:
      return { key: `req.${r.r}`, params: {} };
  }
}

/** Template keys of a window, one per narrowing field, in the order the card reads them. */
export function windowTexts(w: Window | undefined): TextRef[] {
  if (!w) return [];
  const out: TextRef[] = [];
  const add = (key: string, params: Record<string, string | number> = {}) => out.push({ key: `req.${key}`, params });
  if (w.bleed) add('bleed');
  if (w.against) add(w.against);
  if (w.predatorActing) add('predatorActing');
  if (w.polling) add('polling');
  if (w.blocker) add(w.blocker);
  if (w.after) add(w.after === 'refPassed' ? 'refPassed' : `after_${w.after}`);
  if (w.combat) add(w.combat);
  if (w.outOfTurn) add(`outOfTurn_${w.outOfTurn.when}`);
  if (w.cancel) add('cancelCard', { what: w.cancel.what.join(', ') });
  return out;
}

/** Template keys of a mode's limits. */
export function limitTexts(limits: readonly Limit[] | undefined): TextRef[] {
  return (limits ?? []).map((l) => ({ key: LIMIT_KEYS['once' in l ? l.once : 'oneOn'], params: {} }));
}

const LIMIT_KEYS = {
  round: 'req.oncePerRound',
  combat: 'req.oncePerCombat',
  action: 'req.oncePerAction',
  unlock: 'req.oncePerUnlock',
  oneOn: 'req.oneOnMinion',
};

/** What a mode asks, as the card text lists it: its conditions, then its window, then its limits. */
export function modeReqTexts(m: Mode): TextRef[] {
  return [...m.conditions.map(conditionText), ...windowTexts(m.window), ...limitTexts(m.limits)];
}

/** A card as the V:TES rules know it (built-in starters and imported cards alike). */
export interface CardDef {
  id: string;
  name: string;
  kind: 'crypt' | 'library';
  types: string[];
  /** Crypt: the vampire's clan. Library: clan requirement (any of). */
  clan: string[];
  capacity?: number;
  group?: string;
  disc?: Record<Disc, 1 | 2>;
  title?: Title;
  city?: string;
  sect?: Sect;
  pool?: number | 'X';
  blood?: number | 'X';
  /** Advanced vampire (may merge with its base version, 7). */
  advanced?: boolean;
  burnOption?: boolean;
  unique?: boolean;
  /** Card-wide conditions (title, sect...), checked for every mode. */
  reqs: Condition[];
  modes: Mode[];
  automation: AutomationStatus;
  /** Discipline requirement as printed, for lookups ([['pot'],['cel']] = pot or cel). */
  libDisc?: string[][];
  /** Imported crypt cards: keywords and traits the card data states (vtes-es:11, vtes-pl:Cechy). */
  traits?: Trait[];
  /** Imported slave minions (vtes-es:11 Esclavo): the clan they serve. */
  slaveOf?: string;
  /** Imported library cards: the card is a title card (vtes-es:11 Título); its effect stays manual. */
  titleCard?: boolean;
  /** Red List minion (vtes-es:11; vtes-pl:Czerwona Lista): may be marked in a master phase; burning it earns trophies. */
  redList?: boolean;
  /** Trophy master card (vtes-es:1.6.2 item 3; vtes-pl:Karty mistrza): no effect until placed on a vampire, never moves after. */
  trophy?: boolean;
  /** Imported event cards: a Gehenna event (counted by "N Gehenna" requirements). */
  gehenna?: boolean;
  /** Imported library cards: keywords read from the data (frenzy, grapple, aim, strike), for cards that cancel them. */
  libKeywords?: CardTrait[];
}
