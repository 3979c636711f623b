/**
 * Activated abilities as data (issue 11 item 5): a card's "lock (or pay) to do X" is one record
 * `{ e: 'ability', window, cost, limit?, who?, effects }` instead of one effect kind per card.
 * `window` is the step of the rules that offers it (vtes-es 6.2.2.2 the stealth and intercept steps
 * of a block attempt; 6.2 the action modifiers after blocks; 6.3.3 the polling of a referendum; 6 the
 * minion phase; 6.4.4 the presses of a combat; an action directed at the user; whenever the user is
 * asked); `cost` what the user pays first (lock the card, discard a card requiring a
 * Discipline...); `limit` how often (once per action, per referendum); `who` which minion may benefit
 * (the acting or blocking minion, of a clan or sect; `self`: the vampire whose ability it is);
 * `effects` the primitives run after the cost (vocab/primitives.ts).
 *
 * ONE builder (`abilityUses`) lists the uses a window may offer, and ONE handler (`useAbility`) pays
 * the cost, records the limit and runs the primitives. A window only spells its options (the option
 * ids of its step) from the uses. Cards written this way: docs/vtes-automation.md.
 */
import { condUsed, holds } from '../core/params/cond';
import type { SeatId } from '../../../engine/types';
import type { LegacyAbility } from '../../../common/vtes-options';
import type { Effect } from '../schema/effects';
import {
  burnBlood,
  burnCard,
  burnConvictions,
  burnPool,
  lock,
  loseLife,
  removeFromGame,
  setEdge,
  setStep,
  setTurn,
  useThisTurn,
} from '../core/ops';
import { defsOf, type DefsTable } from '../core/card-tables';
import { convictionsOn, defOf, equipmentBarred, type Ev, isAlly, isImbued, type VtesState } from '../core/state';
import { blood, cardName, liveMode, readyMinions, readyVampires, toAsh } from '../core/queries';
import { opt, type Opt } from '../core/decision';
import { discardAndDraw, primsPossible, runPrims } from './primitives';
import type { Ability, AbilityCost, AbilityLimit, AbilityWindow } from '../schema/records';
import { effectWhere, isKind } from '../schema/effect-query';
import type { Selector } from '../schema/schema-params';
import { selectedCards, selectsCard } from '../core/params/selector';
import { COST_TYPE_NAMES } from '../core/cost-mods';
import { discardSets, payingCards } from './discard-sets';
import { amountOf } from '../core/params/amount';

export type { Ability, AbilityCost, AbilityLimit, AbilityWindow } from '../schema/records';

/** One use a window may offer: the card whose ability it is, the ability, the card discarded as its cost. */
export interface AbilityUse {
  source: string;
  ability: Ability;
  card?: string;
  /** The minion the user picked to benefit (one of `UseCtx.among`). */
  minion?: string;
}

/** Who asks: the Methuselah using it, the minion that would benefit (the acting or blocking one), the way votes go. */
export interface UseCtx {
  seat: SeatId;
  minion?: string;
  dir?: 1 | -1;
  /** The minions the user may pick to benefit (one use per minion, the card itself excluded), instead of `minion`. */
  among?: readonly string[];
  /** The card the use was chosen for, its primitives' target (a vampire made to abstain: Demonstration). */
  target?: string;
}

const NONE: readonly Ability[] = [];

/** The abilities of a card: a card in play (its live mode), or a vampire's own (its card text). */
function abilitiesOf(s: VtesState, u: string, vampire: boolean): readonly Ability[] {
  const effects: readonly Effect[] | undefined = vampire
    ? defOf(s, u).modes.find((m) => m.kind === 'vampire')?.effects
    : liveMode(s, u)?.effects;
  if (!effects) return NONE;
  let out: Ability[] | undefined;
  for (const e of effects) if (isKind(e, 'ability')) (out ??= []).push(e);
  return out ?? NONE;
}

/**
 * The data ability a generic option id names by its index (`use:<card>:<n>`, vtes-options.ts): the
 * n-th of card `u`'s abilities (its live mode's, else a vampire's own), if `ability` is an index.
 */
export function abilityAt(s: VtesState, u: string, ability: string): Ability | undefined {
  if (!/^\d+$/.test(ability)) return undefined;
  const n = Number(ability);
  return abilitiesOf(s, u, false)[n] ?? abilitiesOf(s, u, true)[n];
}

/** The index of ability `a` of card `u`, as its generic `use:<card>:<n>` ids name it (abilityAt). */
export function abilityNo(s: VtesState, u: string, a: Ability): number {
  const i = abilitiesOf(s, u, false).indexOf(a);
  return i >= 0 ? i : abilitiesOf(s, u, true).indexOf(a);
}

/** The use of the ability a generic id names (`use:<card>:<n>[:<minion>]`) in its own window, if it may be made now. */
export function useNamed(s: VtesState, c: UseCtx, source: string, ability: string, ev: Ev, minion?: string, discarded?: string): void {
  const a = abilityAt(s, source, ability);
  if (!a) throw new Error(`vtes: no ability ${ability} of ${source}`);
  useAbility(
    s,
    findUse(s, a.window, c, source, discarded, (x) => x === a, minion),
    c,
    ev,
  );
}

function usedKey(source: string): string {
  return `ab:${source}`;
}

/** The uses of `source` recorded this turn under the per-turn limit (a hunting ground may have two: `Ability.uses`). */
export function turnUses(s: VtesState, source: string): number {
  const key = usedKey(source);
  let n = 0;
  for (const x of s.turnFlags.abilities ?? []) if (x === key) n++;
  return n;
}

/** Records a use of `source` under the per-turn limit (`AbilityLimit` 'turn'). */
export function useTurnLimit(s: VtesState, source: string): void {
  useThisTurn(s, 'abilities', usedKey(source));
}

/** An ability whose minion gains blood from one such card per turn: a hunting ground's (the unlock phase's `hg` options). */
export function isHunt(a: Ability): boolean {
  return a.once === 'hunted';
}

/** An ability moving blood between the pool and the minion of the use (Blood Doll's; not a card's own counters: an investment). */
export function isDoll(a: Ability): boolean {
  const ends = (p: { from: string; to: string }) => [p.from, p.to];
  return a.effects.some((p) => p.p === 'move' && ends(p).includes('pool') && !ends(p).some((x) => x === 'bank' || x === 'self'));
}

/** Blood Doll's two ways: the ability that moves blood from the pool to the minion ('in'), or back ('out'). */
export function dollWay(a: Ability): 'in' | 'out' {
  return a.effects.some((p) => p.p === 'move' && p.from === 'pool') ? 'in' : 'out';
}

/**
 * The options of the abilities that move blood between a card's bearer and the pool in a phase of its
 * controller (Blood Doll), spelled `use:<card>:<n>` (labelled with the way: to the vampire or to the pool);
 * `uses`: the window's `abilityUses` for the active Methuselah when the caller has them already.
 */
export function dollOptions(
  s: VtesState,
  window: 'master' | 'unlock',
  encode: EncodeUse,
  uses: readonly AbilityUse[] = abilityUses(s, window, { seat: s.active }),
): Opt[] {
  return uses
    .filter((u) => isDoll(u.ability))
    .map((u) => {
      const v = s.cards[u.source].host!;
      const dir = dollWay(u.ability);
      return opt(encode(useFields(s, u)), dir === 'in' ? 'dollIn' : 'dollOut', { name: cardName(s, v) }, { uid: v, card: u.source });
    });
}

/** The context of a `directed` use: the user's ready minions it may benefit, but those in `skip`. */
function directedCtx(s: VtesState, seat: SeatId, skip: readonly string[]): UseCtx {
  return { seat, among: readyMinions(s, seat).filter((y) => !skip.includes(y)) };
}

/** The generic id of use `u` (`use:<card>:<n>[:<minion>]`), spelled by a window's codec. */
export type EncodeUse = (f: { card: string; ability: string; minion?: string; target?: string }) => string;

/**
 * The options of the abilities usable during an action directed at `seat` (window `directed`): one per
 * card and ready minion of `seat` it may benefit (not those in `skip`), spelled by `encode`
 * (`use:<card>:<n>:<minion>`; label: burn the card to unlock the minion, Underbridge Stray's, the only one written).
 */
export function directedOptions(s: VtesState, seat: SeatId, encode: EncodeUse, skip: readonly string[]): Opt[] {
  const c = directedCtx(s, seat, skip);
  // and those usable during any action of another Methuselah, as reactions are (window `reaction`: a power's)
  return [...abilityUses(s, 'directed', c), ...abilityUses(s, 'reaction', c)].map((u) =>
    opt(
      // a card of the hand discarded to pay for it is named as the use's `target` (Aksinya Daclau's master card)
      encode({ ...useFields(s, u), minion: u.minion!, ...(u.card !== undefined ? { target: u.card } : {}) }),
      u.ability.window === 'reaction' ? 'abilityReaction' : 'strayUnlock',
      { name: cardName(s, u.source), target: cardName(s, u.minion!) },
      { uid: u.minion! },
    ),
  );
}

/** A `directed` option answered: the use of ability `ability` of `source` for `minion`. */
export function useDirected(
  s: VtesState,
  seat: SeatId,
  source: string,
  ability: string,
  minion: string,
  skip: readonly string[],
  ev: Ev,
  discarded?: string,
): void {
  useNamed(s, directedCtx(s, seat, skip), source, ability, ev, minion, discarded);
}

/** The label of a use of window `any`: blood on an uncontrolled vampire, the hand size (Dreams of the Sphinx's two), else the card's name. */
function anyLabel(a: Ability): 'dreamsHand' | 'dreamsBlood' | 'useAbility' {
  if (a.effects.some((p) => p.p === 'bloodToUncontrolled')) return 'dreamsBlood';
  return a.effects.some((p) => p.p === 'handSize') ? 'dreamsHand' : 'useAbility';
}

/**
 * The option `id` of use `u` paid by discarding the hand card(s) it names (`u.card`; a set of several, vocab/discard-sets.ts,
 * reads its names joined): label `useAbilityDiscard`.
 */
export function discardUseOption(s: VtesState, u: AbilityUse, id: string): Opt {
  const names = payingCards(u.card ?? '').map((h) => cardName(s, h));
  return opt(id, 'useAbilityDiscard', { card: cardName(s, u.source), discard: names.join(', ') }, { card: u.source });
}

/** The options of the abilities usable whenever `seat` is asked (window `any`), spelled by `encode` (`use:<card>:<n>`). */
export function anyTimeOptions(s: VtesState, seat: SeatId, encode: EncodeUse): Opt[] {
  return abilityUses(s, 'any', { seat }).map((u) =>
    // a use paid by a discarded hand card names it (Katherine Stoddard): its `target`, after an empty minion field
    u.card !== undefined
      ? discardUseOption(s, u, encode({ ...useFields(s, u), minion: u.minion ?? '', target: u.card }))
      : // a use for a minion chosen among those its Selector takes (The Coven's ready vampire): one option each
        u.minion === undefined
        ? opt(encode(useFields(s, u)), anyLabel(u.ability), { card: cardName(s, u.source) }, { card: u.source })
        : opt(
            encode({ ...useFields(s, u), minion: u.minion }),
            'useAbilityFor',
            { card: cardName(s, u.source), name: cardName(s, u.minion) },
            { card: u.source, uid: u.minion },
          ),
  );
}

/** The index of card `u`'s data ability an old card-named option kind used (vtes-options.ts `upgradeOptionId`), if it has one. */
export function legacyAbilityNo(s: VtesState, u: string, which: LegacyAbility): number | undefined {
  const own = abilitiesOf(s, u, false);
  const all = own.length ? own : abilitiesOf(s, u, true);
  const i = all.findIndex((a) => {
    if (which === 'hand' || which === 'blood')
      return a.window === 'any' && anyLabel(a) === (which === 'hand' ? 'dreamsHand' : 'dreamsBlood');
    if (which === 'unlock') return a.window === 'unlock' && !isDoll(a) && !isHunt(a);
    if (which === 'dollIn' || which === 'dollOut') return isDoll(a) && dollWay(a) === (which === 'dollIn' ? 'in' : 'out');
    if (which === 'hunt') return isHunt(a);
    return a.window === which;
  });
  return i < 0 ? undefined : i;
}

/** The fields of the generic id of use `u`: its card and the index of its ability (`use:<card>:<n>`). */
export function useFields(s: VtesState, u: AbilityUse): { card: string; ability: string } {
  return { card: u.source, ability: String(abilityNo(s, u.source, u.ability)) };
}

/**
 * The fields of the generic id of use `u` with its minion and the hand cards paying its discard cost (`target`; an empty
 * minion field before them when it has none): read back by `useNamed` with `paidWith`.
 */
export function usePaidFields(s: VtesState, u: AbilityUse): { card: string; ability: string; minion?: string; target?: string } {
  const f = useFields(s, u);
  if (u.card === undefined) return u.minion === undefined ? f : { ...f, minion: u.minion };
  return { ...f, minion: u.minion ?? '', target: u.card };
}

/** An id's minion field as a use reads it (an empty field stands before the paying cards of a use with no minion). */
export const idMinion = (m: string | undefined): string | undefined => (m === '' ? undefined : m);

/** The index of a use's ability among its card's abilities (every mode, in order): the `ability` field of a `use` option. */
function abilityIndex(s: VtesState, u: AbilityUse): number {
  return defOf(s, u.source)
    .modes.flatMap((m) => m.effects.filter((e) => isKind(e, 'ability')))
    .indexOf(u.ability);
}

/**
 * The options of the abilities usable in a phase of the active Methuselah's own turn that has no
 * option of its own for them (the influence and discard phases, vtes-es 7, 8): one per use (and per
 * minion it may benefit), spelled `use` by `encode`; `all`: the window's `abilityUses` when the caller has them.
 */
export function phaseUseOptions(
  s: VtesState,
  window: 'influence' | 'discard' | 'master',
  encode: (f: { card: string; ability: number; minion?: string; target?: string }) => string,
  all: readonly AbilityUse[] = abilityUses(s, window, { seat: s.active }),
): Opt[] {
  // the master phase labels Blood Doll's ways by their direction (`dollOptions`)
  const uses = all.filter((u) => window !== 'master' || !isDoll(u.ability));
  return uses.map((u) => {
    // the hand cards paying a discard cost are the option's `target` (no minion: an empty field before it)
    const f = { card: u.source, ability: abilityIndex(s, u), minion: u.card !== undefined ? (u.minion ?? '') : u.minion, target: u.card };
    if (u.minion === undefined) return opt(encode(f), 'useAbility', { card: cardName(s, u.source) }, { card: u.source });
    const params = { card: cardName(s, u.source), name: cardName(s, u.minion) };
    // the card burning blood for the use is named (Chantry's ready Tremere)
    return u.card !== undefined && u.ability.cost.some((k) => k.c === 'bloodFrom')
      ? opt(encode(f), 'useAbilityForPaid', { ...params, by: cardName(s, u.card) }, { card: u.source, uid: u.minion })
      : opt(encode(f), 'useAbilityFor', params, { card: u.source, uid: u.minion });
  });
}

/** A `use` option of a phase answered: the use of ability number `ability` of `card` (for `minion`). */
export function usePhaseAbility(
  s: VtesState,
  window: 'influence' | 'discard',
  card: string,
  ability: number,
  minion: string | undefined,
  ev: Ev,
): void {
  const c = { seat: s.active };
  const u = abilityUses(s, window, c).find((x) => x.source === card && x.minion === minion && abilityIndex(s, x) === ability);
  if (!u) throw new Error(`vtes: no ability ${ability} of ${card} in ${window}`);
  useAbility(s, u, c, ev);
}

/** The minion a use benefits: the one picked for it, else the one its `who` names (the acting minion of an offered action or strike). */
export function useMinion(s: VtesState, u: AbilityUse, c: UseCtx): string | undefined {
  return u.minion ?? beneficiary(s, u.ability.who, u.source, c);
}

/** The minion a use of `source` benefits: the card its Selector's role names, else the one the window asks about. */
function beneficiary(s: VtesState, w: Selector | undefined, source: string, c: UseCtx): string | undefined {
  if (w?.role === 'self') return source;
  if (w?.role === 'bearer') return s.cards[source].host;
  if (w?.role === 'actor') return c.minion ?? s.act?.actor;
  return c.minion;
}

/** Whether the ability's Selector takes the minion it would benefit (vocab/params/selector.ts; no Selector: anyone). */
function whoOk(s: VtesState, w: Selector | undefined, source: string, c: UseCtx): boolean {
  if (!w) return true;
  const m = beneficiary(s, w, source, c);
  if (m === undefined || (w.role === 'self' && c.minion !== undefined && c.minion !== source)) return false;
  // a card's ability for the minion bearing it, in a window naming a minion (the blocker, the acting one): that minion
  if (w.role === 'bearer' && c.minion !== undefined && c.minion !== m) return false;
  return selectsCard(s, w, m, { seat: c.seat, source });
}

/** An ability with a mark (`once: 'hunted'`): the minion it benefits has had no card of that mark this turn. */
function onceOk(s: VtesState, a: Ability, source: string, c: UseCtx): boolean {
  if (!a.once) return true;
  const m = beneficiary(s, a.who, source, c);
  return m !== undefined && !s.turnFlags[a.once].includes(m);
}

/** Whether a use is the acting minion's own, after its action (its Condition says the card is the acting minion). */
export function onOwnAction(a: Ability): boolean {
  const parts = a.if?.c === 'all' ? a.if.of : a.if ? [a.if] : [];
  return parts.some((p) => p.c === 'acting' && p.who === 'self');
}

/** What the window itself asks of the card: an action directed at the user that the card is not blocking. */
function windowOk(s: VtesState, w: AbilityWindow, source: string, c: UseCtx): boolean {
  // the prevention step: the damage waiting is on the minion, and the card is that minion or on it
  if (w === 'prevent')
    return c.minion !== undefined && s.combat?.damage[0]?.uid === c.minion && (source === c.minion || s.cards[source].host === c.minion);
  // as reactions are: during an action of another Methuselah (1.6.3.6)
  if (w === 'reaction') return !!s.act && s.act.seat !== c.seat;
  if (w !== 'directed') return true;
  const a = s.act;
  return !!a && a.target === c.seat && a.blocker !== source;
}

/** The uses allowed each turn: one, or `uses.n` while its Condition holds (a ready baron of the user's). */
function turnAllowance(s: VtesState, a: Ability, seat: SeatId): number {
  const u = a.uses;
  return u && holds(s, u.if, { seat }) ? u.n : 1;
}

/** The record of a `nameAction` limit: the card's name (its id) on the minion bearing it. */
const nameKey = (s: VtesState, source: string): string => `name:${s.cards[source].cid}:${s.cards[source].host ?? source}`;

/** The record of a `nameAnyAction` limit: the card's name (its id) alone, whichever copy and whoever controls it. */
const anyNameKey = (s: VtesState, source: string): string => `name:${s.cards[source].cid}`;

/**
 * The record of a `combat` limit: the card, or for a card with two abilities "once each combat" the second one's its
 * own (`<card>:<n>`, n its index among them: Xaviar's prevention and his strength are each once each combat).
 */
function combatKey(s: VtesState, source: string, a: Ability): string {
  const i = defOf(s, source)
    .modes.flatMap((m) => m.effects)
    .filter((e): e is Ability => isKind(e, 'ability') && e.limit === 'combat')
    .findIndex((e) => e === a || JSON.stringify(e) === JSON.stringify(a));
  return i > 0 ? `${source}:${i}` : source;
}

/** The record of a `round` limit: the card and the combat round it was used in. */
const roundKey = (s: VtesState, source: string): string => `${source}@${s.combat?.round ?? 0}`;

function limitOk(s: VtesState, a: Ability, source: string, seat: SeatId): boolean {
  const l: AbilityLimit | undefined = a.limit;
  if (l === 'action') return !(s.act?.usedAbilities ?? []).includes(source);
  if (l === 'nameAction') return !!s.act && !(s.act.usedAbilities ?? []).includes(nameKey(s, source));
  if (l === 'nameAnyAction') return !!s.act && !(s.act.usedAbilities ?? []).includes(anyNameKey(s, source));
  if (l === 'referendum') return !(s.ref?.used ?? []).includes(usedKey(source));
  if (l === 'turn') return turnUses(s, source) < turnAllowance(s, a, seat);
  if (l === 'combat') return !!s.combat && !s.combat.usedAbilities.includes(combatKey(s, source, a));
  if (l === 'round') return !!s.combat && !s.combat.usedAbilities.includes(roundKey(s, source));
  return true;
}

/** Who burns an ability's blood: the card itself (a vampire's own text), or the bearer of a piece of equipment ("the bearer can burn 1 blood"). */
function bloodPayer(s: VtesState, source: string): string {
  const c = s.cards[source];
  // equipment, or an action or combat card put on the minion (Clotho's Gift, Disarm): its bearer pays
  const types = defOf(s, source).types;
  return c.zone === 'attached' && c.host !== undefined && ['Equipment', 'Action', 'Combat', 'Retainer'].some((t) => types.includes(t))
    ? c.host
    : source;
}

function costOk(s: VtesState, k: AbilityCost, source: string, seat: SeatId): boolean {
  switch (k.c) {
    case 'lock':
      return !s.cards[source].locked;
    case 'blood':
      return blood(s, bloodPayer(s, source)) >= k.n;
    case 'life':
      return blood(s, source) >= k.n;
    case 'pool':
      return s.seats[seat].pool >= k.n;
    case 'edge':
      return s.edge === seat;
    case 'conviction':
      return convictionsOn(s, convictionHolder(s, source)).length >= k.n;
    case 'cryptTop':
      return s.seats[seat].zones.crypt.length > 0;
    case 'lockOther':
      return lockableOthers(s, seat, k, source).length > 0;
    case 'masterAction':
      return s.phase === 'master' && s.active === seat && !s.act && s.turnFlags.masterLeft > 0;
    case 'discardAction':
      return s.phase === 'discard' && s.active === seat && !s.act && s.turnFlags.discards > 0;
    case 'poolBy':
      return s.seats[seat].pool >= amountOf(s, k.n, { seat, source });
    case 'bloodFrom':
      return bloodPayers(s, seat, k, source).length > 0;
    case 'transfers':
      return s.phase === 'influence' && s.active === seat && s.turnFlags.transfers >= k.n;
    default:
      return true;
  }
}

/** Imbued appendix A.2: whose convictions pay a conviction cost: the imbued whose ability it is, else the one bearing the card (a power). */
export function convictionHolder(s: VtesState, source: string): string {
  return isImbued(s, source) ? source : (s.cards[source].host ?? source);
}

/** The other unlocked cards the user controls in play that pay a `lockOther` cost (a unique location: Powerbase: Savannah). */
function lockableOthers(s: VtesState, seat: SeatId, k: Extract<AbilityCost, { c: 'lockOther' }>, source: string): string[] {
  return s.seats[seat].zones.play.filter((u) => {
    const c = s.cards[u];
    if (u === source || c.locked || c.contested) return false;
    if (!k.uniqueLocation) return true;
    const d = defOf(s, u);
    return !!d.unique && d.modes.some((m) => m.effects.some(effectWhere('inPlay', (e) => !!e.location)));
  });
}

/** The other cards the Selector of a `bloodFrom` cost takes that have the blood to pay it ("a ready Tremere you control": Chantry). */
function bloodPayers(s: VtesState, seat: SeatId, k: Extract<AbilityCost, { c: 'bloodFrom' }>, source: string): string[] {
  return selectedCards(s, k.sel, { seat, source }).filter((u) => u !== source && blood(s, u) >= k.n);
}

/** Cards of the hand that pay a discard cost. */
function discardable(s: VtesState, seat: SeatId, k: Extract<AbilityCost, { c: 'discard' }>): string[] {
  const hand = s.seats[seat].zones.hand;
  const disc = k.disc;
  const type = k.type;
  const typed = type === undefined ? hand : hand.filter((h) => defOf(s, h).types.includes(COST_TYPE_NAMES[type]));
  const cards = disc === undefined ? typed : typed.filter((h) => (defOf(s, h).libDisc ?? []).some((alt) => alt.includes(disc)));
  // X cards, any number from one (Angelica): every set of one card or more, each one use
  if (k.x) return cards.flatMap((_, i) => discardSets(s, cards, i + 1, false));
  // several cards: the sets that may pay, each one use (vocab/discard-sets.ts)
  return k.n === undefined ? cards : discardSets(s, cards, k.n, !!k.same);
}

/**
 * The ONE option builder of activated abilities: every use `c.seat` may make in `window` now, from
 * its cards in play, its ready vampires' own abilities (then its torpid ones', for the abilities
 * usable from torpor) and the cards on its vampires (ready, then in torpor), in table order (a discard cost gives one use per card it may discard, in hand order).
 */
export function abilityUses(s: VtesState, window: AbilityWindow, c: UseCtx): AbilityUse[] {
  const out: AbilityUse[] = [];
  // no card of the game has an ability of this window: nothing to walk
  const holders = windowHolders(s).get(window);
  if (!holders) return out;
  // a card whose definition has no ability of this window offers none (a merged vampire reads the advanced card's)
  const held = (u: string): boolean => {
    const rec = s.cards[u];
    return !!rec.merged || holders.has(rec.cid);
  };
  const consider = (source: string, vampire: boolean, torpid = false, others = false, anyone = false) => {
    if (!held(source)) return;
    for (const a of abilitiesOf(s, source, vampire)) {
      if (
        (torpid && a.who?.state !== 'readyOrTorpor') ||
        // another Methuselah's vampire offers only the actions its text gives other minions (no role: chosen by its Selector)
        (others && (!a.who || !!a.who.role || a.who.whose === 'you')) ||
        // another Methuselah's card in play offers only the abilities any Methuselah may use (Open War)
        (anyone && !a.anyMethuselah) ||
        a.window !== window ||
        !windowOk(s, window, source, c) ||
        !limitOk(s, a, source, c.seat)
      )
        continue;
      // an offered action's blood is paid by the minion taking it (vocab/offers.ts)
      if (!a.cost.every((k) => costOk(s, k, a.window === 'action' && k.c === 'blood' ? (c.minion ?? source) : source, c.seat))) continue;
      // a ready vampire of the user's, chosen as it is used: one use per vampire
      const among = a.who && !a.who.role ? selectedCards(s, a.who, { seat: c.seat, source }) : c.among;
      for (const m of among ?? [c.minion]) {
        // "another" minion, but a vampire's own ability is for itself (a reaction-window use: Greta Kircher)
        if (among && m === source && a.who?.role !== 'self') continue;
        const cm = among ? Object.assign({}, c, { minion: m }) : c;
        if (!whoOk(s, a.who, source, cm) || !onceOk(s, a, source, cm)) continue;
        // the ability's Condition (vocab/params/cond.ts), for the minion it would benefit
        if (a.if && !holds(s, a.if, { seat: c.seat, source, minion: beneficiary(s, a.who, source, cm) })) continue;
        // an offered action's primitives may act on its target, chosen as it is announced (vocab/offers.ts)
        if (!a.action?.target && !primsPossible(s, a.effects, { seat: c.seat, source, minion: beneficiary(s, a.who, source, cm) }))
          continue;
        const d = a.cost.find((k) => k.c === 'discard');
        const lk = a.cost.find((k) => k.c === 'lockOther');
        const bf = a.cost.find((k) => k.c === 'bloodFrom');
        // one use per card that may pay: a discarded hand card, another card of the user's locked, a card burning blood
        const payers = d
          ? discardable(s, c.seat, d)
          : lk
            ? lockableOthers(s, c.seat, lk, source)
            : bf
              ? bloodPayers(s, c.seat, bf, source)
              : undefined;
        if (payers) for (const h of payers) out.push(among ? { source, ability: a, card: h, minion: m } : { source, ability: a, card: h });
        else out.push(among ? { source, ability: a, minion: m } : { source, ability: a });
      }
    }
  };
  for (const u of s.seats[c.seat].zones.play) consider(u, false);
  // another Methuselah's cards in play whose abilities any Methuselah may use (walked only when the game has such a card)
  const open = anyoneCards(s);
  if (open.size)
    for (let x = 0; x < s.seats.length; x++)
      if (x !== c.seat && !s.seats[x].ousted)
        for (const u of s.seats[x].zones.play) if (open.has(s.cards[u].cid)) consider(u, false, false, false, true);
  const vampires = readyVampires(s, c.seat);
  for (const v of vampires) consider(v, true);
  for (const v of s.seats[c.seat].zones.torpor) consider(v, true, true);
  // a ready vampire of another Methuselah whose text lets other minions take an action at it ("any Gangrel antitribu can
  // enter combat with this vampire as a (D) action": Huang; vtes-es 6.1)
  if (window === 'action' && c.minion !== undefined)
    for (let x = 0; x < s.seats.length; x++)
      if (x !== c.seat && !s.seats[x].ousted) for (const v of readyVampires(s, x)) consider(v, true, false, true);
  // the user's cards on another Methuselah's minion offering the user's minions an action (a contract on the prey's
  // minion: Priority Contract), walked only when the game has such a card
  if (window === 'action' && c.minion !== undefined && placedOffers(s).size)
    for (let x = 0; x < s.seats.length; x++)
      if (x !== c.seat && !s.seats[x].ousted)
        for (const v of [...s.seats[x].zones.ready, ...s.seats[x].zones.torpor])
          for (const a of s.cards[v].attached)
            if (s.cards[a].controller === c.seat && placedOffers(s).has(s.cards[a].cid)) consider(a, false);
  // equipment its bearer cannot use in this combat offers nothing (core/state.ts `equipmentBarred`)
  for (const v of [...vampires, ...s.seats[c.seat].zones.torpor])
    for (const x of s.cards[v].attached) if (held(x) && !equipmentBarred(s, x)) consider(x, false);
  for (const u of s.seats[c.seat].zones.ready)
    if (isAlly(s, u)) {
      consider(u, false);
      // the cards on an ally (its equipment, 6.1.3)
      for (const x of s.cards[u].attached) if (held(x) && !equipmentBarred(s, x)) consider(x, false);
    }
  // the user's cards on another Methuselah's minions (`attach { ifBlocks }`: Melange), walked only when the game has such a card
  if (foreignCards(s))
    for (let x = 0; x < s.seats.length; x++)
      if (x !== c.seat && !s.seats[x].ousted)
        for (const u of s.seats[x].zones.ready)
          for (const y of s.cards[u].attached) if (s.cards[y].controller === c.seat && held(y)) consider(y, false);
  return out;
}

/** Whether a game's cards may put a card on another Methuselah's minion while their user keeps it (`attach { ifBlocks }`), once per table. */
const FOREIGN = new WeakMap<DefsTable, boolean>();
function foreignCards(s: VtesState): boolean {
  const defs = defsOf(s);
  let has = FOREIGN.get(defs);
  if (has === undefined) {
    has = false;
    for (const id in defs)
      if (defs[id].modes.some((m) => m.effects.some((e) => isKind(e, 'prims') && e.do.some((p) => p.p === 'attach' && !!p.ifBlocks)))) {
        has = true;
        break;
      }
    FOREIGN.set(defs, has);
  }
  return has;
}

/** The use of `source` (discarding `card`; the one `which` picks among its abilities; for the minion picked among `c.among`) in `window`, if it may be made now. */
export function findUse(
  s: VtesState,
  window: AbilityWindow,
  c: UseCtx,
  source: string,
  card?: string,
  which: (a: Ability) => boolean = () => true,
  minion?: string,
): AbilityUse {
  const u = abilityUses(s, window, c).find((x) => x.source === source && x.card === card && x.minion === minion && which(x.ability));
  if (!u) throw new Error(`vtes: no ability of ${source} in ${window}`);
  return u;
}

/**
 * The ids of a game's master cards put on another Methuselah's minion (`onVampire` not `own`) with an offered action
 * (window `action`), once per definition table: Priority Contract.
 */
const PLACED = new WeakMap<DefsTable, ReadonlySet<string>>();
function placedOffers(s: VtesState): ReadonlySet<string> {
  const defs = defsOf(s);
  let set = PLACED.get(defs);
  if (!set) {
    const ids = new Set<string>();
    for (const id in defs)
      if (
        defs[id].modes.some(
          (m) =>
            m.effects.some((e) => isKind(e, 'onVampire') && !e.own) && m.effects.some((e) => isKind(e, 'ability') && e.window === 'action'),
        )
      )
        ids.add(id);
    PLACED.set(defs, (set = ids));
  }
  return set;
}

/** The ids of a game's cards with an ability any Methuselah may use (`anyMethuselah`), once per definition table. */
const ANYONE = new WeakMap<DefsTable, ReadonlySet<string>>();
function anyoneCards(s: VtesState): ReadonlySet<string> {
  const defs = defsOf(s);
  let set = ANYONE.get(defs);
  if (!set) {
    const ids = new Set<string>();
    for (const id in defs) if (defs[id].modes.some((m) => m.effects.some((e) => isKind(e, 'ability') && !!e.anyMethuselah))) ids.add(id);
    ANYONE.set(defs, (set = ids));
  }
  return set;
}

/**
 * For each ability window, the ids of a game's cards with an ability of that window in some mode (`abilitiesOf` reads
 * only these), once per definition table: a cache keyed by the table object, which never changes (card-tables.ts).
 */
const WINDOW_HOLDERS = new WeakMap<DefsTable, ReadonlyMap<string, ReadonlySet<string>>>();
function windowHolders(s: VtesState): ReadonlyMap<string, ReadonlySet<string>> {
  const defs = defsOf(s);
  let m = WINDOW_HOLDERS.get(defs);
  if (!m) {
    const byWindow = new Map<string, Set<string>>();
    for (const id in defs)
      for (const md of defs[id].modes)
        for (const e of md.effects)
          if (isKind(e, 'ability')) {
            let ids = byWindow.get(e.window);
            if (!ids) byWindow.set(e.window, (ids = new Set()));
            ids.add(id);
          }
    WINDOW_HOLDERS.set(defs, (m = byWindow));
  }
  return m;
}

/** The ids of a game's cards with an ability usable in every Methuselah's unlock phase (`everyUnlock`), once per table. */
const EVERY_UNLOCK = new WeakMap<DefsTable, boolean>();
export function everyUnlockCards(s: VtesState): boolean {
  const defs = defsOf(s);
  let has = EVERY_UNLOCK.get(defs);
  if (has === undefined) {
    has = false;
    for (const id in defs)
      if (defs[id].modes.some((m) => m.effects.some((e) => isKind(e, 'ability') && !!e.everyUnlock))) {
        has = true;
        break;
      }
    EVERY_UNLOCK.set(defs, has);
  }
  return has;
}

/** The ONE handler: records the limit, pays the cost in order, runs the primitives. */
export function useAbility(s: VtesState, use: AbilityUse, c: UseCtx, ev: Ev): void {
  const { source, ability: a } = use;
  if (a.limit === 'action') setStep(s, 'act', { usedAbilities: [...(s.act!.usedAbilities ?? []), source] });
  else if (a.limit === 'nameAction') setStep(s, 'act', { usedAbilities: [...(s.act!.usedAbilities ?? []), nameKey(s, source)] });
  else if (a.limit === 'nameAnyAction') setStep(s, 'act', { usedAbilities: [...(s.act!.usedAbilities ?? []), anyNameKey(s, source)] });
  else if (a.limit === 'referendum') setStep(s, 'ref', { used: [...s.ref!.used, usedKey(source)] });
  else if (a.limit === 'turn') useTurnLimit(s, source);
  else if (a.limit === 'combat') setStep(s, 'combat', { usedAbilities: [...s.combat!.usedAbilities, combatKey(s, source, a)] });
  else if (a.limit === 'round') setStep(s, 'combat', { usedAbilities: [...s.combat!.usedAbilities, roundKey(s, source)] });
  // who benefits is read before the costs are paid: a card burned for its ability leaves its bearer
  const minion = use.minion ?? beneficiary(s, a.who, source, c);
  for (const k of a.cost)
    switch (k.c) {
      case 'lock':
        lock(s, source);
        break;
      case 'blood':
        burnBlood(s, bloodPayer(s, source), k.n);
        break;
      case 'pool':
        burnPool(s, c.seat, k.n);
        break;
      case 'life':
        loseLife(s, source, k.n, ev);
        break;
      case 'burnSelf':
        burnCard(s, source, ev);
        break;
      case 'discard':
        // burned from the hand (`burn`): to the ash heap, not replaced (vtes-es 1.1.2)
        for (const h of payingCards(use.card!))
          if (k.burn) {
            toAsh(s, h);
            ev.push({ type: 'vtes.handBurned', params: { seat: c.seat, card: cardName(s, h) }, rule: 'vtes-es:1.1.2', reveals: true });
          } else discardAndDraw(s, c.seat, h, ev);
        break;
      case 'edge':
        setEdge(s, null);
        ev.push({ type: 'vtes.edgeBurned', params: { seat: c.seat }, rule: 'vtes-es:2.2' });
        break;
      case 'conviction':
        burnConvictions(s, convictionHolder(s, source), k.n, ev);
        break;
      case 'masterAction':
        setTurn(s, { masterLeft: s.turnFlags.masterLeft - 1 });
        break;
      case 'discardAction':
        setTurn(s, { discards: s.turnFlags.discards - 1 });
        break;
      case 'poolBy':
        burnPool(s, c.seat, amountOf(s, k.n, { seat: c.seat, source }));
        break;
      case 'transfers':
        setTurn(s, { transfers: s.turnFlags.transfers - k.n });
        break;
      case 'burnMinion':
        // the minion the use names pays with itself (the Selector of `who` chose it among the user's)
        if (minion !== undefined && s.cards[minion]) burnCard(s, minion, ev, 'vtes-es:1.1.2');
        break;
      case 'bloodFrom':
        // the card chosen as the use was chosen pays (Chantry's ready Tremere)
        burnBlood(s, use.card!, k.n);
        ev.push({ type: 'vtes.bloodBurned', params: { name: cardName(s, use.card!), n: k.n }, rule: 'vtes-es:1.1.2' });
        break;
      case 'lockOther':
        lock(s, use.card!);
        ev.push({ type: 'vtes.lock', params: { name: cardName(s, use.card!) }, rule: 'vtes-es:1.1.2' });
        break;
      case 'cryptTop': {
        // the top crypt card leaves the game face up (1.1.2)
        const top = s.seats[c.seat].zones.crypt[0];
        if (top === undefined) break;
        const name = cardName(s, top);
        removeFromGame(s, top);
        ev.push({ type: 'vtes.removedFromGame', params: { uid: top, name }, rule: 'vtes-es:1.1.2' });
        break;
      }
    }
  if (a.once && minion !== undefined) useThisTurn(s, a.once, minion);
  if (a.if) condUsed(s, a.if, { seat: c.seat, source, minion });
  // "discard X cards": X is the count of the set paid (the Amount `x` of its primitives)
  const x = a.cost.some((k) => k.c === 'discard' && k.x) && use.card !== undefined ? payingCards(use.card).length : undefined;
  runPrims(
    s,
    a.effects,
    {
      seat: c.seat,
      source,
      minion,
      dir: c.dir,
      ...(x === undefined ? {} : { x }),
      ...(c.target === undefined ? {} : { targetCard: c.target }),
    },
    ev,
  );
}
