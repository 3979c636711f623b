/**
 * The card text of the V:TES card records (issue 11 item 5): template keys and parameters of the
 * cards-vtes namespace (locales/{es,pl}/cards-vtes.json) for an effect, a condition, a window, a
 * mode's limits. A primitive's text is its registry entry's (vocab/prims/, through vocab/texts.ts).
 * Kept apart from effects.ts so the records' types do not import the modules that run them.
 */
import type { Condition, Effect, Limit, Mode, Window } from '../schema/schema';
import { VIRTUE_CODES } from '../../../common/disciplines';
import { abilityTexts, primText, triggerTexts, type TextRef } from './texts';
import { isKind } from '../schema/effect-query';
import { condClause, condRef } from '../core/params/cond';
import { amountRef } from '../core/params/amount';
import { selectorRef } from '../core/params/selector';
import { BURNABLE_BY_VAMPIRES, MOD_PER, MOD_WHILE } from '../schema/legacy-params';
import type { Amount, Cond } from '../schema/schema-params';

/** Human-readable template key and params of one effect, for the cards-vtes namespace. */
export function effectText(e: Effect): TextRef {
  const { e: kind, ...rest } = e as { e: string } & Record<string, unknown>;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (typeof v === 'number' || typeof v === 'string') params[k] = v;
    else if (typeof v === 'boolean') params[k] = v ? 1 : 0;
  }
  if (isKind(e, 'strike')) {
    const strike: TextRef = {
      key:
        // a hand strike at its strength alone reads without a bonus
        `effect.strike_${e.s}${e.s === 'hand' && !e.plus ? '_plain' : ''}${e.str ? (e.dmg ? '_str' : '_str0') : ''}` +
        `${e.melee ? '_melee' : ''}${e.undodgeable ? '_undodgeable' : ''}${e.dodge ? '_dodge' : ''}` +
        // "steal weapon": an equipment strike that takes weapons only
        `${e.weapons ? '_weapons' : ''}` +
        `${(e.s === 'damage' || e.s === 'hand') && e.agg ? '_agg' : ''}` +
        // a ranged strike that deals damage or steals blood says so (6.4.2: usable at long range)
        `${(e.s === 'damage' || e.s === 'stealBlood') && e.ranged ? '_ranged' : ''}${e.unpreventable ? '_unpreventable' : ''}`,
      params,
    };
    // 6.4.5: a first strike says so after the strike; so does damage cards requiring Fortitude cannot prevent
    const first: TextRef = e.firstStrike ? { key: 'effect.strike_first', params: { strike } } : strike;
    return e.noFor ? { key: 'effect.strike_noFor', params: { strike: first } } : first;
  }
  // a combat card that is a weapon while on a minion reads its class (Weighted Walking Stick, Zip Gun)
  if (isKind(e, 'becomesEquipment')) return { key: `effect.becomesEquipment_${e.weapon}`, params: {} };
  // Discipline levels given by the counters in a range (Seal of Veddartha)
  if (isKind(e, 'discLevels') && e.sup) return { key: 'effect.discLevels_sup', params: { disc: e.disc } };
  if (isKind(e, 'discLevels') && e.counters)
    return { key: 'effect.discLevels_counters', params: { disc: e.disc, from: e.counters.from, to: e.counters.to } };
  // a bleed with a ceiling says so (Night Moves)
  if (isKind(e, 'bleed') && e.max !== undefined) return { key: 'effect.bleed_max', params: { plus: e.plus, n: e.max } };
  if (kind === 'manual') return { key: `manual.${(e as { key: string }).key}`, params: {} };
  // a card module's text is its own template, named after the module
  if (isKind(e, 'card')) {
    delete params.id;
    return { key: `effect.${e.id}`, params };
  }
  // a modifier reads with its sign ("+1", "-1"): `sn`; `n` stays for the plural form
  if (isKind(e, 'mod')) {
    params.sn = e.n > 0 ? `+${e.n}` : String(e.n);
    // a Condition or an Amount with its own words in the sentence names them (`directed`, `counter`)
    const w = e.if && modWord(MOD_WHILE, e.if);
    const per = e.per !== undefined && modWord(MOD_PER, e.per);
    if (w) params.while = w;
    if (per) params.per = per;
  }
  // a vampire's conditional stat reads in one sentence: "+1 bleed if the target Methuselah controls a ready Tremere"
  // a vampire's block rule under a Condition reads in one sentence: "cannot attempt to block if the acting minion is older"
  if (isKind(e, 'noBloodHunt') && e.diablerized) return { key: 'effect.noBloodHunt_diablerized', params: {} };
  if (isKind(e, 'aggFrom')) return { key: 'effect.aggFrom_if', params: { c: condClause(e.if) } };
  if (isKind(e, 'noDamageFrom')) return { key: 'effect.noDamageFrom_if', params: { c: condClause(e.if) } };
  if (isKind(e, 'noBloodHunt') && e.if) return { key: 'effect.noBloodHunt_if', params: { c: condClause(e.if) } };
  if ((isKind(e, 'cannotBlock') || isKind(e, 'unblockableBy')) && e.if)
    return { key: `effect.${e.e}${isKind(e, 'unblockableBy') && e.who ? `_${e.who}` : ''}_if`, params: { c: condClause(e.if) } };
  // a blocker's own lock rule, its Condition in the same sentence
  if (isKind(e, 'noDirected')) return { key: 'effect.noDirected_unless', params: { c: condRef(e.unless) } };
  if (isKind(e, 'failedBlockLock'))
    return { key: `effect.failedBlockLock${e.if ? '_if' : ''}`, params: e.if ? { c: condClause(e.if) } : {} };
  if (isKind(e, 'blockNoLock')) return { key: `effect.blockNoLock${e.if ? '_if' : ''}`, params: e.if ? { c: condClause(e.if) } : {} };
  // a blocker's own range rule, its Condition in the same sentence
  if (isKind(e, 'blockRange'))
    return { key: `effect.blockRange_${e.range}${e.if ? '_if' : ''}`, params: e.if ? { c: condClause(e.if) } : {} };
  // a title card: its title in words; a justicar's chosen vampire and clan votes, a prince's capacity by clan
  if (isKind(e, 'titleCard')) {
    const title: TextRef = { key: `title.${e.title.replace(/\s+/g, '')}`, params: {} };
    if (e.chosenClan)
      return {
        key: `effect.titleCard_chosen${e.chosenSect ? `_${e.chosenSect}` : ''}${e.clanVotes ? '_votes' : ''}`,
        params: { title, clan: e.chosenClan },
      };
    return {
      key: `effect.titleCard${e.capacityClan ? '_capacity' : ''}`,
      params: { title, city: e.city, ...(e.capacityClan ? { clan: e.capacityClan } : {}) },
    };
  }
  // "damage it inflicts on Baali is aggravated": its Condition in the same sentence
  if (isKind(e, 'ownStrikes') && e.aggIf) return { key: 'effect.ownStrikes_aggIf', params: { c: condClause(e.aggIf) } };
  if (isKind(e, 'ownStrikes') && e.plusDisc)
    return { key: 'effect.ownStrikes_plusDisc', params: { n: e.plusDisc.n, disc: e.plusDisc.disc } };
  if (isKind(e, 'pressBurn')) return { key: `effect.pressBurn_${e.want}`, params: { n: e.n } };
  // "can play cards requiring a justicar / a Brujah or a Gangrel as if ...", "you and she can ..."
  if (isKind(e, 'playsAs')) {
    const what = e.clans ?? e.sects ?? e.titles;
    const kind = e.clans === 'any' && e.sects === 'any' ? 'clanSectAny' : e.titles ? 'titles' : e.clans ? 'clans' : 'sects';
    const list = (xs: readonly string[], one: (x: string) => TextRef | string): TextRef | string =>
      xs.length === 1 ? one(xs[0]) : { key: 'cond.or', params: { a: one(xs[0]), b: list(xs.slice(1), one) } };
    const params: Record<string, string | TextRef> = {};
    if (what !== 'any' && what !== undefined)
      params.what = e.titles ? titleList(what) : e.sects ? list(what, (x) => ({ key: `sect.${x}`, params: {} })) : list(what, (x) => x);
    return { key: `effect.playsAs_${kind}${e.you ? '_you' : ''}`, params };
  }
  // an ally playing cards requiring some Disciplines at their basic level as a vampire (its capacity, its sect)
  if (isKind(e, 'asVampire')) {
    const d = (xs: readonly string[]): TextRef =>
      xs.length === 1 ? { key: `discGen.${xs[0]}`, params: {} } : { key: 'cond.or', params: { a: d(xs.slice(0, 1)), b: d(xs.slice(1)) } };
    const variant = e.capacity ? '_capacity' : e.sect ? '_sect' : '';
    return {
      key: `effect.asVampire${e.notAlly ? '_notAlly' : ''}${variant}`,
      params: {
        d: d(e.discs),
        ...(e.capacity ? { cap: e.capacity } : {}),
        ...(e.sect && !e.capacity ? { sect: { key: `sect.${e.sect}`, params: {} } } : {}),
      },
    };
  }
  if (isKind(e, 'discardsToLibrary')) return { key: `effect.discardsToLibrary_${e.when}`, params: {} };
  if (isKind(e, 'titleContest'))
    return e.rivals === 'yield'
      ? { key: 'effect.titleContest_yield', params: {} }
      : { key: 'effect.titleContest_more', params: { n: e.rivals } };
  // a block's price in blood: whose block it prices, its Condition in the same sentence
  if (isKind(e, 'blockCost'))
    return { key: `effect.blockCost_${e.by}${e.if ? '_if' : ''}`, params: { n: e.n, ...(e.if ? { c: condClause(e.if) } : {}) } };
  // a card changing every minion's stat reads whom in its Condition: "every minion, while it is an ally ..."
  if (isKind(e, 'mod') && e.who === 'every')
    return {
      key: `effect.mod_${e.stat}_every${e.per ? '_per' : ''}${e.if ? '_if' : ''}`,
      params: { ...params, ...(e.if ? { c: condRef(e.if) } : {}), ...(e.per ? { a: amountRef(e.per) } : {}) },
    };
  if (isKind(e, 'mod') && e.if && ownIf(e))
    return { key: `effect.mod_${e.stat}_${e.who === 'controller' ? 'controller' : 'self'}_if`, params: { ...params, c: condClause(e.if) } };
  // a card on a minion that the minions a Selector takes may burn, its bearer too with `bearer`: who, the price in blood,
  // the action's stealth for some acting minions
  if (isKind(e, 'burnableByAction') && e.others && e.by && (e.blood || e.stealthIf)) {
    const st = e.stealthIf;
    return {
      key: `effect.burnableByAction_others${e.blood ? '_blood' : ''}${st ? '_stealthIf' : ''}${e.bearer ? '_bearer' : ''}_by`,
      params: {
        by: selectorRef(e.by),
        ...(e.blood ? { n: e.blood } : {}),
        ...(st ? { sn: st.n > 0 ? `+${st.n}` : String(st.n), c: condRef(st.if) } : {}),
      },
    };
  }
  // an action at it that costs blood, or whose stealth changes for some acting minions: who may take it, its price, the change
  if (isKind(e, 'burnableByAction') && !e.others && (e.blood || e.stealthIf)) {
    const st = e.stealthIf;
    return {
      key: `effect.burnableByAction${e.blood ? '_blood' : ''}${st ? '_stealthIf' : ''}${e.by ? '_by' : ''}`,
      params: {
        ...(e.by ? { by: selectorRef(e.by) } : {}),
        ...(e.blood ? { n: e.blood } : {}),
        ...(st ? { sn: st.n > 0 ? `+${st.n}` : String(st.n), c: condRef(st.if) } : {}),
      },
    };
  }
  // an action at it that costs pool, or that shuffles it into its owner's library: who may take it (its Selector)
  if (isKind(e, 'burnableByAction') && !e.others && (e.pool || e.shuffle))
    return {
      key: `effect.burnableByAction${e.shuffle ? '_shuffle' : ''}${e.pool ? '_pool' : ''}${e.by ? '_by' : ''}`,
      params: { ...(e.by ? { by: selectorRef(e.by) } : {}), ...(e.pool ? { n: e.pool } : {}) },
    };
  // "only vampires may burn it" keeps its flag among the parameters (its Selector in words)
  if (isKind(e, 'burnableByAction') && e.by && same(e.by, BURNABLE_BY_VAMPIRES)) params.vampiresOnly = 1;
  // who else may burn it (its Selector in words), and the damage the action inflicts on an acting vampire (the Paths)
  if (isKind(e, 'burnableByAction') && !e.others && (e.damage || (e.by && !same(e.by, BURNABLE_BY_VAMPIRES))))
    return {
      key: `effect.burnableByAction${e.by && !same(e.by, BURNABLE_BY_VAMPIRES) ? '_by' : ''}${e.damage ? '_damage' : ''}`,
      params: { ...(e.by ? { by: selectorRef(e.by) } : {}), ...(e.damage ? { n: e.damage } : {}) },
    };
  // the opposing minion barred from maneuvering to a range (its Condition in the same sentence)
  if (isKind(e, 'opposingBar'))
    return { key: `effect.opposingBar_${e.maneuverTo}${e.if ? '_if' : ''}`, params: e.if ? { c: condClause(e.if) } : {} };
  // the opposing minion barred in the first round (its Condition in the same sentence)
  if (isKind(e, 'firstRoundBar'))
    return {
      key: `effect.firstRoundBar${e.maneuvers ? '_maneuvers' : ''}${e.if ? '_if' : ''}`,
      params: e.if ? { c: condClause(e.if) } : {},
    };
  // a referendum to burn it: its stealth, and who may call it (its Selector) when not every vampire
  if (isKind(e, 'burnableByReferendum'))
    return {
      key: `effect.burnableByReferendum${e.by ? '_by' : ''}${e.titleVotes ? '_titles' : ''}`,
      params: {
        n: e.stealth ?? 0,
        ...(e.by ? { by: selectorRef(e.by) } : {}),
        ...(e.titleVotes ? { m: -e.titleVotes.n, sect: { key: `sect.${e.titleVotes.unless}`, params: {} } } : {}),
      },
    };
  // "its controller chooses ...": the Selector in words (vocab/kept-choice.ts)
  if (isKind(e, 'keepsChosen')) return { key: 'effect.keepsChosen', params: { sel: selectorRef(e.sel) } };
  // "who may steal it" reads as its Selector
  if (isKind(e, 'stealableByAction') && e.by)
    return e.stealth
      ? { key: 'effect.stealableByAction_by_stealth', params: { by: selectorRef(e.by), n: e.stealth.n, c: condRef(e.stealth.if) } }
      : { key: 'effect.stealableByAction_by', params: { by: selectorRef(e.by) } };
  // a cost modifier reads "n less" or "n more" with the plural form of n, and which cards it changes
  if (isKind(e, 'costMod')) {
    params.n = Math.abs(e.n);
    const of = e.of;
    // the card's own price for some minions: "this card costs n less blood if the minion playing it ..."
    if (e.who === 'card' && e.if) return { key: `effect.costMod${effectVariant(e)}`, params: { n: params.n, c: condClause(e.if) } };
    // the opposing minion's prices for the combat: its Condition (a vampire) is in the sentence ("the opposing vampire")
    if (e.who === 'opponent' && of !== 'location' && of !== 'onBearer')
      return { key: `effect.costMod${effectVariant(e)}`, params: { n: params.n, what: costOfRef(of) } };
    // every minion's price under a Condition: "cards requiring Chimerstry cost a minion 1 less blood while it is Ravnos"
    if (e.who === 'every' && e.if && of !== 'location' && of !== 'onBearer')
      return {
        key: `effect.costMod${effectVariant(e)}`,
        params: {
          n: params.n,
          c: condRef(e.if),
          what: costOfRef(of),
        },
      };
    // a price changed by locking the card, under a Condition: "if you have the Edge and this card is unlocked, ..."
    if (e.lock && e.if) return { key: `effect.costMod${effectVariant(e)}_if`, params: { n: params.n, c: condRef(e.if) } };
    if (of !== 'location' && of !== 'onBearer')
      return {
        // every minion's price with no Condition: "... cost any minion playing them n more"
        key: `effect.costMod${effectVariant(e)}${e.who === 'every' ? '_all' : ''}`,
        params: {
          n: params.n,
          what: costOfRef(of),
        },
      };
  }
  // a card on a minion burned to cancel a card aimed at that minion: the kinds, the Disciplines (joined with "or"), no cost
  if (isKind(e, 'cancelInPlay')) {
    const r = e.cancel;
    const discs = (xs: readonly string[]): TextRef =>
      xs.length === 1
        ? { key: `discGen.${xs[0]}`, params: {} }
        : { key: 'cond.or', params: { a: discs(xs.slice(0, 1)), b: discs(xs.slice(1)) } };
    return {
      key: `effect.cancelInPlay${r.atBearer ? '_atBearer' : ''}${r.disc?.length ? '_disc' : ''}${r.noCost ? '_noCost' : ''}`,
      params: { what: cancelWhatList(r.what), ...(r.disc?.length ? { discs: discs(r.disc) } : {}) },
    };
  }
  // a vampire's own ability cancelling a card as it is played: its limit, whose card, its price, no cost
  if (isKind(e, 'cancelOwn')) {
    const r = e.cancel;
    const whose = r.opposing || r.reflex ? '_opposing' : r.younger ? '_younger' : '';
    const price = e.paid ? '_played' : r.blood ? '_blood' : '';
    return {
      key: `effect.cancelOwn${e.once ? `_${e.once}` : ''}${e.calling ? '_calling' : ''}${e.acting ? '_acting' : ''}${whose}${price}${r.noCost ? '_noCost' : ''}`,
      params: { what: cancelWhatList(r.what), ...(r.blood ? { n: r.blood } : {}) },
    };
  }
  // "the target's controller may burn n pool to cancel it": the plural form of `n`
  if (isKind(e, 'targetMayCancel')) return { key: 'effect.targetMayCancel', params: { n: e.pool } };
  // a card put in play with counters reads them in the plural form of `n`
  if (isKind(e, 'inPlay') && e.counters) params.n = e.counters;
  // with counters by an Amount: the amount in words
  if (isKind(e, 'inPlay') && e.countersBy !== undefined) return { key: 'effect.inPlay_countersBy', params: { n: amountRef(e.countersBy) } };
  // "+N bleed if the target Methuselah has P pool or less" reads in one sentence (its Condition's bound)
  const pool = poolAtMost(e);
  if (pool !== undefined) params.ifPoolAtMost = pool;
  // an intercept Amount: "+N, and B more if the reacting vampire is titled" in one sentence, any other in words
  if (isKind(e, 'intercept') && typeof e.n !== 'number') {
    const titled = titledBonus(e);
    return { key: `effect.intercept${effectVariant(e)}`, params: titled ?? { n: amountRef(e.n) } };
  }
  return { key: `effect.${kind}${effectVariant(e)}`, params };
}

/** The texts of an effect in reading order: an ability reads as its window, costs and primitives. */
export function effectTexts(e: Effect): TextRef[] {
  if (isKind(e, 'ability')) return abilityTexts(e);
  if (isKind(e, 'prims')) {
    // "+n strength in the resulting combat if the action is blocked" keeps its one sentence; any other Condition reads after
    const [p] = e.do;
    if (e.do.length === 1 && p.p === 'strength' && !p.set && p.for === 'combat' && same(e.if, { c: 'blocked' }))
      return [{ key: 'effect.strengthIfBlocked', params: { n: p.n } }];
    // a modifier's use waiting for the action's success, at its player's choice (rules/action.ts `successUses`)
    if (same(e.if, { c: 'success' })) return [{ key: 'effect.mayAfterSuccess', params: {} }, ...e.do.map(primText)];
    // several primitives under one Condition: the Condition first ("if you control three copies: ...")
    if (e.if && e.do.length > 1) return [{ key: 'effect.ifThese', params: { c: condRef(e.if) } }, ...e.do.map(primText)];
    // a master card's target chosen by a Selector reads first: "Choose a ready Ravnos:"
    const target: TextRef[] = e.target ? [{ key: 'effect.primsTarget', params: { sel: selectorRef(e.target) } }] : [];
    return [...target, ...e.do.map(primText), ...(e.if ? [condClause(e.if)] : [])];
  }
  // a bleed's rider reads after it: "if the bleed is successful (for 1 or more): ..."
  if (isKind(e, 'bleed') && e.then?.length) return [effectText(e), { key: 'effect.bleedThen', params: {} }, ...e.then.map(primText)];
  // a card in play blocking: what its successful block does reads after it
  if (isKind(e, 'cardBlocks')) return [effectText(e), ...e.then.map(primText)];
  if (isKind(e, 'on')) return triggerTexts(e);
  // the rule markers a card keeps on its minion read after where it goes ("this minion cannot block")
  if (isKind(e, 'onVampire') && (e.marks?.length || e.where))
    return [
      effectText(e),
      // on which minion: its Condition ("only if this minion is Toreador antitribu")
      ...(e.where ? [{ key: 'effect.onVampireWhere', params: { c: condRef(e.where) } }] : []),
      ...(e.marks ?? []).map((k) => ({ key: `effect.onVampireMark_${k}`, params: {} })),
    ];
  // a Discipline card's Condition on its vampire reads after it ("only if this minion is Laibon or has Protean")
  if (isKind(e, 'discipline') && e.where) return [effectText(e), { key: 'effect.onVampireWhere', params: { c: condRef(e.where) } }];
  // a static modifier's Condition and Amount read in its own sentence when it has one, else after it
  if (isKind(e, 'mod')) {
    // "+1 vote for each <cards a Selector takes>, while ...": one sentence
    // and "+1 hand size for each location you control" (its controller's, while the vampire is ready)
    if ((e.who === 'self' || (e.who === 'controller' && e.stat === 'handSize')) && typeof e.per === 'object' && e.per.a === 'count')
      return [
        {
          key: `effect.mod_${e.stat}_${e.who}_perCount${e.if ? '_if' : ''}`,
          params: { sn: e.n > 0 ? `+${e.n}` : String(e.n), sel: selectorRef(e.per.sel), ...(e.if ? { c: condRef(e.if) } : {}) },
        },
      ];
    // "minions opposing her take 2 environmental damage each round at close range": its Condition in the same sentence
    if (e.stat === 'roundDamage' && e.who === 'self' && e.if && typeof e.n === 'number')
      return [{ key: 'effect.mod_roundDamage_self_if', params: { n: e.n, c: condRef(e.if) } }];
    const out = [effectText(e)];
    if (e.per !== undefined && modWord(MOD_PER, e.per) === undefined && e.who !== 'every')
      out.push({ key: 'amount.per', params: { a: amountRef(e.per) } });
    if (e.if !== undefined && modWord(MOD_WHILE, e.if) === undefined && !ownIf(e)) out.push(condClause(e.if, 'while'));
    return out;
  }
  // an effect with another Condition reads on into it
  return 'if' in e && e.if && poolAtMost(e) === undefined && !ownIf(e) && !(isKind(e, 'costMod') && e.lock)
    ? [effectText(e), condClause(e.if)]
    : [effectText(e)];
}

/** Whether two records are the same (shared records: plain JSON data). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The word a static modifier's Condition or Amount has its own sentence for (`directed`, `counter`...), if any. */
function modWord(table: Record<string, Cond | Amount>, r: Cond | Amount): string | undefined {
  return Object.keys(table).find((w) => same(table[w], r));
}

/**
 * A vampire's own stat under a Condition (its one sentence, `mod_<stat>_self_if`; a Condition with its own
 * word, "the action is directed", reads in the stat's sentence instead), its block rule (`<kind>_if`), or
 * a card's own price for some minions (`costMod_card_*`).
 */
const ownIf = (e: Effect): boolean =>
  (isKind(e, 'costMod') && (e.who === 'card' || e.who === 'every' || e.who === 'opponent')) ||
  isKind(e, 'cannotBlock') ||
  isKind(e, 'aggFrom') ||
  isKind(e, 'noDamageFrom') ||
  isKind(e, 'noBloodHunt') ||
  isKind(e, 'unblockableBy') ||
  isKind(e, 'blockCost') ||
  isKind(e, 'blockRange') ||
  isKind(e, 'blockNoLock') ||
  isKind(e, 'failedBlockLock') ||
  isKind(e, 'firstRoundBar') ||
  isKind(e, 'opposingBar') ||
  (isKind(e, 'mod') && e.who === 'every') ||
  // "if it is unlocked at the start of your master phase, +1 master phase action": read as the phase starts
  (isKind(e, 'mod') && e.who === 'controller' && e.stat === 'masterActions' && !e.per) ||
  (isKind(e, 'mod') &&
    e.who === 'self' &&
    !e.per &&
    ['bleed', 'stealth', 'intercept', 'strength', 'votes'].includes(e.stat) &&
    (e.if === undefined || modWord(MOD_WHILE, e.if) === undefined));

/** A bleed modifier's bound when its Condition is only "the target Methuselah has at most P pool" (its own sentence). */
function poolAtMost(e: Effect): number | undefined {
  if (!isKind(e, 'bleedPlus') || !e.if) return undefined;
  const c = e.if;
  return c.c === 'pool' && c.of === 'target' && c.min === undefined ? c.max : undefined;
}

/** An intercept Amount "n, and b more if the reacting minion is titled" as its two numbers (its own sentence). */
function titledBonus(e: Effect): { n: number; titledBonus: number } | undefined {
  if (!isKind(e, 'intercept') || typeof e.n === 'number' || e.n.a !== 'sum' || e.n.of.length !== 2) return undefined;
  const [n, bonus] = e.n.of;
  if (typeof n !== 'number' || typeof bonus === 'number' || bonus.a !== 'if' || bonus.else !== undefined) return undefined;
  const c = bonus.if;
  return c.c === 'titled' && c.who === 'minion' && typeof bonus.then === 'number' ? { n, titledBonus: bonus.then } : undefined;
}

/** Which cards a cost modifier changes: their type, the Discipline they require, their class. */
function costOfRef(of: {
  type?: string;
  disc?: string;
  class?: string;
  redirects?: true;
  strike?: true;
  clan?: string;
  weapon?: true;
}): TextRef {
  if (of.redirects) return { key: 'costOf.redirects', params: {} };
  return {
    key: `costOf.${of.type ?? 'any'}${of.clan ? '_clan' : ''}${of.disc ? '_disc' : ''}${of.class ? `_${of.class}` : ''}${of.strike ? '_strike' : ''}${of.weapon ? '_weapon' : ''}`,
    params: { ...(of.disc ? { disc: of.disc } : {}), ...(of.clan ? { clan: of.clan } : {}) },
  };
}

/** Template variant of an effect whose flags change what the printed card says (limited or not, optional, phase...). */
function effectVariant(e: Effect): string {
  switch (e.e) {
    case 'redirectBleed':
      return `${e.lockSelf ? '_lock' : ''}${e.to ? `_${e.to}` : ''}`;
    case 'cannotAct':
    case 'actionCost':
      return `_${e.kind}`;
    case 'burnableByAction':
      return e.others ? '_others' : '';
    case 'blockAnySeat':
      return e.own ? '_own' : '';
    case 'cardBlocks':
      return e.infernal ? '_infernal' : '';
    case 'barCards':
      return `_${e.cards}_${e.of}${e.class ? `_${e.class}` : ''}`;
    case 'noAttach':
      return `_${e.class}`;
    case 'noCarry':
      return `_${e.types.join('_')}`;
    case 'ownStrikes':
      return `${e.aggHand ? '_aggHand' : ''}${e.firstStrike ? `_first_${e.firstStrike}` : ''}`;
    case 'costMod':
      // locations (a card in play's); or whose cards, and the part of the cost
      return e.of === 'location' || e.of === 'onBearer'
        ? `_${e.of}_${e.n < 0 ? 'less' : 'more'}${e.of === 'onBearer' && !e.cid ? '_master' : ''}${e.of === 'onBearer' && e.who === 'self' ? '_self' : ''}`
        : `_${e.who ?? 'controller'}_${e.n < 0 ? 'less' : 'more'}${e.to ? `_${e.to}` : ''}${e.lock ? '_lock' : ''}${e.free ? '_free' : ''}${e.once ? '_once' : ''}`;
    case 'onVampire':
      return `_${e.own ? 'own' : 'any'}${e.ready ? 'Ready' : ''}${e.minion ? 'Minion' : ''}`;
    case 'onMethuselah':
      return `_${e.other ? 'another' : 'any'}${e.control ? 'Control' : ''}`;
    case 'reduceBleed':
      return e.burnSelf ? '_burnSelf' : e.orVotesAgainst ? '_orVotes' : e.toZero ? '_toZero' : e.anyTarget ? '_anyTarget' : '';
    case 'intercept':
      return typeof e.n === 'number' ? '' : titledBonus(e) !== undefined ? '_titled' : '_amount';
    case 'attachStrength':
      // a weapon (no strength of its own) reads as its strike
      return e.rangedDamage ? (e.n === 0 ? '_weapon' : '_ranged') : '';
    case 'bleedPlus':
      return e.n === 'X' ? '_X' : poolAtMost(e) !== undefined ? '_ifPool' : e.limited ? '' : '_unlimited';
    case 'bloodPerVoteMargin':
      return e.toPool ? '' : '_none';
    case 'continueUnblocked':
      // the kinds of action it cannot continue: a bleed, or a bleed and a political action
      if (e.cost) return '_cost';
      return e.not?.length ? `_not${e.not.includes('bleed') ? 'Bleed' : ''}${e.not.includes('political') ? 'Political' : ''}` : '';
    case 'noReplace':
      return e.for === 'combat'
        ? '_combat'
        : e.for === 'untilDiscard'
          ? '_discard'
          : e.for === 'action'
            ? '_action'
            : e.for === 'turn'
              ? '_turn'
              : e.for === 'inPlay'
                ? '_inPlay'
                : '';
    case 'unlockSelf':
      // blockWith 0: "this vampire unlocks and attempts to block", with no extra intercept
      // with extra intercept: paid in blood (Sheriff's), or with no cost (Read the Winds)
      return e.blockWith ? (e.bloodCost ? '_block' : '_blockFree') : e.blockWith === 0 ? '_attempt' : '';
    case 'enterCombat':
      return e.lockTarget ? '_lock' : '';
    case 'mod': {
      const w = e.if && modWord(MOD_WHILE, e.if);
      const per = e.per !== undefined && modWord(MOD_PER, e.per);
      return `_${e.stat}_${e.who}${w ? `_${w}` : ''}${per ? `_per_${per}` : ''}`;
    }
    case 'inPlay':
      return e.counters ? '_counters' : e.countersBy !== undefined ? '_countersBy' : '';
    case 'discipline':
      return e.noCapacity ? '_noCapacity' : '';
    default:
      return '';
  }
}

/** Template key and params of a condition (`req.*`, cards-vtes namespace). */
export function conditionText(r: Condition): TextRef {
  switch (r.r) {
    case 'disc':
      // imbued appendix A.1: a virtue has one level only
      if ((VIRTUE_CODES as readonly string[]).includes(r.disc)) return { key: 'req.virtue', params: { disc: r.disc } };
      return { key: r.level === 2 ? 'req.discSup' : 'req.disc', params: { disc: r.disc } };
    case 'clan':
      return { key: 'req.clan', params: { clan: r.clan } };
    case 'title':
      return { key: 'req.title', params: { titles: titleList(r.titles) } };
    case 'sect':
      return { key: 'req.sect', params: { sect: r.sect } };
    case 'capacity':
      // one bound: "capacity 7 or more" (Sense the Savage Way), "capacity 6 or less"
      if (r.max === undefined && r.min !== undefined) return { key: 'req.capacity_min', params: { n: r.min } };
      if (r.min === undefined && r.max !== undefined) return { key: 'req.capacity_max', params: { n: r.max } };
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
  if (w.notBleed) add('notBleed');
  if (w.announce) add('announce');
  if (w.against) add(w.against);
  if (w.predatorActing) add('predatorActing');
  if (w.polling) add('polling');
  if (w.beforeVotes) add('beforeVotes');
  if (w.blocker) add(w.blocker);
  if (w.after) add(w.after === 'refPassed' ? 'refPassed' : `after_${w.after}`);
  if (w.combat) add(w.combat);
  // a moment the engine opens a window for (rules/moments.ts) is named by the card's text
  if (w.outOfTurn?.moment && w.outOfTurn.when === 'none' && !w.outOfTurn.cancels) add(`outOfTurn_moment_${w.outOfTurn.moment}`);
  else if (w.outOfTurn) add(`outOfTurn_${w.outOfTurn.when}${w.outOfTurn.from ? `_${w.outOfTurn.from}` : ''}`);
  if (w.cancel) out.push({ key: 'req.cancelCard', params: { what: cancelWhatList(w.cancel.what) } });
  if (w.cancel?.disc?.length) add('cancelDisc', { disc: w.cancel.disc[0] });
  if (w.cancel?.reflex) add('cancelReflex');
  else if (w.cancel?.opposing) add('cancelOpposing');
  if (w.cancel?.blood) add('cancelBlood', { n: w.cancel.blood });
  if (w.cancel?.noCost) add('cancelNoCost');
  if (w.cancel?.lockSelf) add('cancelLockSelf');
  if (w.cancel?.from) add(`cancelFrom_${w.cancel.from}`);
  if (w.cancel?.by) out.push({ key: 'req.cancelBy', params: { c: condClause(w.cancel.by) } });
  if (w.cancel?.noRepeat) add('cancelNoRepeat');
  if (w.cancel?.noMods) add('cancelNoMods');
  return out;
}

/** The kinds of cards a cancel answers, in words (cards-vtes `req.cancelWhat_*`), joined with "or". */
function cancelWhatList(what: readonly string[]): TextRef {
  const one: TextRef = { key: `req.cancelWhat_${what[0]}`, params: {} };
  return what.length === 1 ? one : { key: 'cond.or', params: { a: one, b: cancelWhatList(what.slice(1)) } };
}

/** Titles in words (cards-vtes `title.*`), joined with "or": "prince, archbishop or baron". */
function titleList(titles: readonly string[]): TextRef {
  const one: TextRef = { key: `title.${titles[0].replace(' ', '').toLowerCase()}`, params: {} };
  return titles.length === 1 ? one : { key: 'cond.or', params: { a: one, b: titleList(titles.slice(1)) } };
}

/** Template keys of a mode's limits. */
export function limitTexts(limits: readonly Limit[] | undefined): TextRef[] {
  return (limits ?? []).map((l): TextRef =>
    'notWith' in l
      ? { key: 'req.notWith', params: { card: l.notWith.join(' / ') } }
      : 'oneOn' in l && l.class
        ? { key: `req.oneOnMinion_${l.class}`, params: {} }
        : 'oneOn' in l && l.oneOn !== 'minion'
          ? { key: l.oneOn === 'prey' ? 'req.oneOnPrey' : 'req.oneOnOpponent', params: {} }
          : {
              key: `${LIMIT_KEYS['once' in l ? l.once : 'oneOn' in l ? 'oneOn' : l.onePer === 'turn' ? 'onePerTurn' : l.onePer === 'seat' ? 'onePerSeat' : 'onePerGame']}${'once' in l && l.perDisc ? '_perDisc' : ''}`,
              params: {},
            },
  );
}

const LIMIT_KEYS = {
  round: 'req.oncePerRound',
  combat: 'req.oncePerCombat',
  action: 'req.oncePerAction',
  turn: 'req.oncePerTurn',
  untilUnlock: 'req.oncePerUnlock',
  oneOn: 'req.oneOnMinion',
  onePerGame: 'req.onePerGame',
  onePerTurn: 'req.onePerTurn',
  onePerSeat: 'req.onePerSeat',
};

/** A mode's "only usable if ..." Condition as a clause (vocab/params/cond.ts), if it has one. */
export function modeIfTexts(m: Mode): TextRef[] {
  return m.if ? [condClause(m.if)] : [];
}

/** What a mode asks, as the card text lists it: its conditions, then its window and Condition, then its limits. */
export function modeReqTexts(m: Mode): TextRef[] {
  return [...m.conditions.map(conditionText), ...windowTexts(m.window), ...modeIfTexts(m), ...limitTexts(m.limits)];
}
