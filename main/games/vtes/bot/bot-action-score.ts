/**
 * The V:TES heuristic bot's score of each action a minion may take (bots.ts `chooseAction`; vtes-es 6.1):
 * bleeds by the pool they take (ousting bleeds first), hunts by thirst, rescues, diablerie, the action cards
 * by what their data says (allies, retainers, equipment, cards put in play, control taken of another
 * Methuselah's card, blood for a waiting vampire), the actions a card's data offers, and political actions
 * by the referendum's terms. A bleed for k scores 10 + 2k: every other score is set against that scale.
 */
import type { Option } from '../../../engine/types';
import { MINION_OPTIONS, type MinionOption } from '../../../common/vtes-options';
import type { VtesCardView, VtesSeatView, VtesView } from '../view/view';
import { discsOf, primsOf } from '../schema/modes';
import { primsBotValue } from '../vocab/prims';
import {
  POOL_FLOOR,
  defOf,
  effectsOf,
  primOf,
  kindsOf,
  effect,
  bloodCost,
  vampires,
  baseBleed,
  hasDiscs,
  level,
  type Ctx,
  ownMinions,
  cardOf,
  isOwn,
  uniqueOnTable,
  voteBalance,
} from './bot-knowledge';
import { chosenSeatsScore, eachPoolScore, meetsFilter } from './bot-seat-pool';
import { reseatScore } from './bot-reseat';
import { effectWhere, isEffect, isKind, isPrim } from '../schema/effect-query';
import type { Ability } from '../schema/records';
import type { Cond } from '../schema/schema-params';

// ---- minion phase ---------------------------------------------------------------------------

/** The bleed an action option would do (0: not a bleed). */
function bleedAmount(v: VtesView, o: MinionOption): number {
  if (o.kind === 'bleed') {
    const c = cardOf(v, o.minion);
    return c ? baseBleed(c) : 1;
  }
  if (o.kind === 'card') {
    const h = cardOf(v, o.card);
    const e = h ? effect(h.cid, Number(o.mode), 'bleed') : undefined;
    if (!e) return 0;
    const c = cardOf(v, o.minion);
    return (c ? baseBleed(c) : 1) + e.plus;
  }
  return 0;
}

/** Bleed modifiers in hand the actor could add (sum of the best limited one and the unlimited ones). */
function modifierBleed(v: VtesView, actor: VtesCardView): number {
  let best = 0;
  for (const h of v.hand ?? []) {
    const d = defOf(h.cid);
    if (!d || !d.types.includes('Action Modifier')) continue;
    d.modes.forEach((m, mi) => {
      if (!hasDiscs(actor, d.libDisc) || discsOf(m).some((r) => level(actor, r.disc) < r.level)) return;
      const e = effect(h.cid, mi, 'bleedPlus');
      if (!e) return;
      const n = e.n === 'X' ? Math.min(3, actor.blood - 1) : e.n;
      best = Math.max(best, n - (bloodCost(h.cid) && e.n !== 'X' ? 0 : 0));
    });
  }
  return best;
}

export function scoreAction(c: Ctx, option: Option): number {
  const v = c.v;
  const o = MINION_OPTIONS.decode(option.id);
  // 'back' (to the minion choice) is the only option of the pick that is not an action
  if (!o || !('minion' in o) || o.minion === undefined) return option.id === 'back' ? -100 : 0;
  const actor = cardOf(v, o.minion);
  const blood = actor?.blood ?? 0;
  const preyPool = c.prey.pool;
  switch (o.kind) {
    case 'bleed':
    case 'card': {
      const amount = bleedAmount(v, o);
      const cost = o.kind === 'card' ? bloodCost(cardOf(v, o.card)?.cid ?? '') : 0;
      if (amount > 0) {
        // a cost the vampire cannot pay and keep 1 blood is a last resort
        if (cost > 0 && blood - cost < 1 && amount + (actor ? modifierBleed(v, actor) : 0) < preyPool) return 2;
        const total = amount + (actor ? modifierBleed(v, actor) : 0);
        if (total >= preyPool) return 100 + amount - cost;
        if (blood <= 1 && cost === 0 && o.kind === 'bleed') return 9 + amount;
        return 10 + 2 * amount - cost;
      }
      if (o.kind === 'bleed') return 0;
      const h = cardOf(v, o.card);
      if (!h) return 1;
      // imbued appendix A.3: a power stays with its imbued (never two copies): worth more than a small bleed
      if (h.types.includes('Power')) return actor?.attached.some((a) => a.cid === h.cid) ? 0 : 13;
      const mi = Number(o.mode);
      const eff = effectsOf(h.cid, mi).flatMap(kindsOf);
      const cst = bloodCost(h.cid);
      // a political action whose referendum does what its primitives say (its terms, pool burned or moved)
      if (defOf(h.cid)?.modes[mi]?.kind === 'political' && eff.some((e) => e.startsWith('prim.')))
        return referendumScore(c, h.cid, mi, o.minion);
      if (eff.includes('prim.move_targetPool_pool')) return preyPool <= 1 ? 100 : 13.5;
      // blood to a younger vampire of the uncontrolled region (of the kind the filter says: The Call's Dementation)
      const btu = primOf(h.cid, mi, 'bloodToUncontrolled', (p) => !!p.younger && !p.imbued);
      if (btu) {
        const fits = c.st.uncontrolled.some(
          (u) => u.card && (u.card.capacity ?? 0) < (actor?.capacity ?? 0) && (!btu.of || meetsFilter(u.card, btu.of)),
        );
        const need = fits && vampires(c.st.ready).length < 4;
        return need ? 11 + btu.n - cst : 1;
      }
      if (blood - cst < 1) return 1;
      if (eff.includes('retainer') || eff.includes('ally')) {
        // a card burning an ally or retainer of ours as it enters play (`burnOwn`): with no other to give up, it burns itself
        if (burnsOwnOnEntry(h.cid, mi) && !ownAlliesOrRetainers(v)) return 1;
        return blood - cst >= 2 ? 9 : 3;
      }
      // a card watching the others' minions put in play (`vtes.minionEnters`: Gran Madre di Dio locks each of the
      // predator's or prey's): a hindrance every turn, worth a little more than a bleed for 1, as a card blocking
      if (
        effectsOf(h.cid, mi).some(effectWhere('on', (x) => x.event === 'vtes.minionEnters')) &&
        !(defOf(h.cid)?.unique && uniqueOnTable(v, h.cid))
      )
        return 12.5;
      if (eff.includes('attachStrength')) return blood - cst >= 2 && !actor?.attached.some((a) => a.cid === h.cid) ? 8 : 1;
      // a card put on the acting vampire giving it lasting intercept (Atonement): a blocker's card, worth as much
      if (
        primOf(h.cid, mi, 'attach', (p) => p.to === 'minion') &&
        effectsOf(h.cid, mi).some(effectWhere('mod', (x) => x.who === 'bearer' && x.stat === 'intercept' && x.n > 0))
      )
        return !actor?.attached.some((a) => a.cid === h.cid) ? 8 : 1;
      // a title card played as an action (the Fee Stakes): votes for a vampire with no title yet
      if (eff.includes('titleCard') && defOf(h.cid)?.modes[mi]?.kind === 'action') return actor?.title ? 1 : 13;
      if (eff.includes('sabotage')) return 5;
      if (eff.includes('prim.discardFromTarget')) return 6;
      if (eff.includes('enterCombat')) return blood >= 4 && (level(actor!, 'pot') > 0 || level(actor!, 'ani') > 1) ? 7 : 2;
      // an action putting its card in play: what its triggers cost the others each turn (their primitives' registry
      // values, a loss to the prey or the other Methuselahs being our gain)
      if (eff.includes('prim.putIntoPlay') && !(defOf(h.cid)?.unique && uniqueOnTable(v, h.cid))) {
        const hurts = effectsOf(h.cid, mi).filter((e) => isKind(e, 'on') && (e.seat === 'prey' || e.seat === 'active'));
        const hurt = hurts.reduce((n, e) => n - (isKind(e, 'on') ? primsBotValue(e.effects) : 0), 0);
        // a lasting loss to the others each turn beats a bleed for 1
        if (hurt > 0) return 12 + Math.min(3, hurt);
        // a card lowering the bleeds of every minion (against its controller) defends each turn
        if (effectsOf(h.cid, mi).some(effectWhere('mod', (x) => x.who === 'every' && x.stat === 'bleed' && x.n < 0))) return 11;
        // a card in play that may block the actions directed at its Methuselah (`cardBlocks`): a defence each turn
        // that costs no minion, worth a little more than a bleed for 1 (12), less than one for 2
        if (effectsOf(h.cid, mi).some(effectWhere('cardBlocks', (x) => x.intercept > 0))) return 12.5;
      }
      // a card becoming a vampire of ours (The Embrace): worth more than a bleed for 1 while it has few vampires
      if (eff.some((k) => k.startsWith('prim.becomeVampire'))) return vampires(c.st.ready).length < 4 ? 13 : 4;
      if (eff.includes('manual')) return 0.5;
      // taking control of another Methuselah's card (Graverobbing, Far Mastery): a vampire from torpor is worth
      // more than a bleed for 2 (the larger, the more), an ally or a retainer about a bleed for 1
      if (primOf(h.cid, mi, 'takeControl')) {
        const what = defOf(h.cid)?.modes[mi]?.targets;
        if (what?.t === 'card' && what.cards.what === 'vampire') {
          const caps = c.v.seats.filter((x) => x.seat !== c.me).flatMap((x) => vampires(x.torpor).map((t) => t.capacity ?? 0));
          if (caps.length) return 14 + Math.max(...caps) / 2 - cst;
        } else return 12.5 - cst;
      }
      // a card put on another Methuselah's minion giving every vampire with a Discipline more bleed against its
      // controller (Madman's Quill): about a bleed for 1 and a half for each of our vampires with that Discipline
      const against = againstBleed(h.cid, mi);
      if (against) {
        const ours = vampires(c.st.ready).filter((x) => level(x, against) > 0).length;
        return ours ? 10 + 1.5 * Math.min(ours, 3) - cst : 1;
      }
      // any other action: what its primitives are worth (their registry entries' values, about a pool each), on
      // the bleed scale: a value of 2.7 matches a bleed for 1, 4 a bleed for 2 (at most); nothing worth a little
      return fallbackScore(primsBotValue(primsOf(effectsOf(h.cid, mi))));
    }
    case 'hunt': {
      if (blood === 0) return 200;
      if (blood <= 1) return 20;
      const cap = actor?.capacity ?? 1;
      return blood < 3 && blood < cap / 2 ? 8 : 1;
    }
    case 'leave':
      return 30;
    case 'rescue': {
      // our own torpid vampire back for 2 blood: worth it for a real vampire while the rescuer keeps 1 blood
      if (!isOwn(v, o.target)) return -1;
      const t = cardOf(v, o.target);
      const paid = Number(o.paid);
      if (blood - paid < 1) return 0.5;
      return (t?.capacity ?? 0) >= 3 ? 25 - paid : 4;
    }
    case 'diab': {
      if (isOwn(v, o.target)) return -1;
      const t = cardOf(v, o.target);
      // an older victim's blood and a torpid rival gone; the blood hunt is the risk
      return t && t.blood >= 2 && blood >= 2 ? 7 : 0.5;
    }
    case 'anarch':
      return 0.2;
    // an offered action paid by discarding a card of the hand (Talbot's master card): its worth, less the card
    case 'useDisc':
      return /^\d+$/.test(o.ability) ? Math.max(0.2, offeredScore(c, o.card, Number(o.ability), actor, o.target) - 1) : 0;
    case 'use':
    case 'fight': {
      // an action a card's data offers (vocab/offers.ts): what its record and primitives are worth
      if (o.kind === 'use' && /^\d+$/.test(o.ability)) return offeredScore(c, o.card, Number(o.ability), actor, o.target);
      // a card's action (cards/ modules): entering combat is worth what a fight is; the others little
      if (o.kind === 'use' && (o.ability !== 'combat' || o.target === undefined)) return 0;
      const t = cardOf(v, o.target!);
      return t && blood >= 4 && t.blood <= 2 ? 7 : 2;
    }
    case 'red': {
      // enter combat with the Red List minion we marked (vtes-es:11): trophies if it burns; the
      // master action spent on the mark pays off only with the fight, so it beats a usual bleed
      return blood >= 3 ? 17 : 2;
    }
    case 'burnAct': {
      // a card on a minion (Pentex(TM) Subversion) is worth burning off one's own minion only
      const on = (ms: readonly VtesCardView[]) => ms.some((m) => m.attached.some((a) => a.uid === o.card));
      if (!on(ownMinions(v)) && v.seats.some((x) => on([...x.ready, ...x.torpor]))) return 0;
      // the blood the action costs (Madman's Quill's 2): worth it while the vampire keeps 1
      const cid = cardOf(v, o.card)?.cid;
      const price = cid
        ? (defOf(cid)
            ?.modes.flatMap((m) => m.effects)
            .find(isEffect('burnableByAction'))?.blood ?? 0)
        : 0;
      return blood - price >= Math.max(1, 2 - price) ? 6 : 1;
    }
    case 'stealAct':
      return blood >= 2 ? 7 : 1;
    case 'burnRef': {
      // a referendum to burn a card in play (no political action card: no card's vote), worth it when another
      // Methuselah's card, or one burning our own pool, goes for our votes alone
      const { mine, theirs } = voteBalance(c);
      // ours: in our play area, or a title card on one of our minions (a Fee Stake)
      const ours =
        v.me !== 'public' &&
        (v.seats[v.me].play.some((x) => x.uid === o.card) || ownMinions(v).some((m) => m.attached.some((a) => a.uid === o.card)));
      return mine > theirs && !ours ? 6 : 0;
    }
    case 'takeEquip':
      return 0.3;
    default:
      return 0;
  }
}

/**
 * The data ability an offered action names (its card's n-th ability: a vampire's own, else the first
 * mode of the card that has an n-th one with window `action`), as far as the bot's view tells.
 */
function offeredAbility(v: VtesView, card: string, n: number): Ability | undefined {
  const d = defOf(cardOf(v, card)?.cid);
  if (!d) return undefined;
  const modes = d.kind === 'crypt' ? d.modes.filter((m) => m.kind === 'vampire') : d.modes;
  for (const m of modes) {
    const a = m.effects.filter(isEffect('ability'))[n];
    if (a?.window === 'action') return a;
  }
  return undefined;
}

/**
 * An action a card's data offers (a vampire's own bleed or steal, an ally's or a location's action):
 * a bleed scored as a bleed is, entering combat as a fight is, any other by its primitives' values;
 * a blood cost the actor cannot pay and keep 1 blood makes it a last resort.
 */
function offeredScore(c: Ctx, card: string, n: number, actor: VtesCardView | undefined, target: string | undefined): number {
  const a = offeredAbility(c.v, card, n);
  if (!a) return 0.5;
  const blood = actor?.blood ?? 0;
  const cost = a.cost.reduce((t, x) => t + (x.c === 'blood' ? x.n : 0), 0);
  if (actor?.kind === 'crypt' && cost > 0 && blood - cost < 1) return 1;
  if (a.action?.bleed !== undefined) {
    const total = (actor ? baseBleed(actor) + modifierBleed(c.v, actor) : 1) + a.action.bleed;
    return total >= c.prey.pool ? 100 + total : 10 + 2 * total - cost;
  }
  // a vampire's own political action (no card's vote): worth calling when our votes beat everybody else's
  if (a.action?.political) {
    const { mine, theirs } = voteBalance(c);
    return mine > theirs ? fallbackScore(primsBotValue(a.effects)) : 1;
  }
  if (a.action?.combat && target !== undefined) {
    const t = cardOf(c.v, target);
    return t && blood >= 4 && t.blood <= 2 ? 7 : 2;
  }
  return fallbackScore(primsBotValue(a.effects));
}

/** An action no reading above covers, by its primitives' value `v` (about a pool each): 8 + 1.5 v up to 4, else 3. */
/**
 * The Discipline a mode's card, put on a minion its action targets, asks of the vampires it gives more bleed against
 * that minion's controller (a `mod` of `who: 'every'` whose Condition names a Discipline): none for any other mode.
 */
function againstBleed(cid: string, mode: number): string | undefined {
  if (!primOf(cid, mode, 'attach', (p) => p.to === 'target')) return undefined;
  const e = effectsOf(cid, mode).find(effectWhere('mod', (x) => x.who === 'every' && x.stat === 'bleed' && x.n > 0));
  return e?.if ? condDisc(e.if) : undefined;
}

/** The Discipline a Condition asks of a card, through `all` / `any` (its first). */
function condDisc(c: Cond): string | undefined {
  if (c.c === 'disc') return c.disc;
  if (c.c === 'all' || c.c === 'any') for (const x of c.of) if (condDisc(x)) return condDisc(x);
  return undefined;
}

function fallbackScore(v: number): number {
  return v > 0 ? 8 + 1.5 * Math.min(v, 4) : 3 + v / 100;
}

/** A political action is worth calling when our votes beat everybody else's and its terms help us. */
function referendumScore(c: Ctx, cid: string, mode: number, actor?: string): number {
  const { mine, theirs } = voteBalance(c);
  const votes = mine + 1; // the calling card's vote
  if (votes <= theirs) return 1;
  if (primOf(cid, mode, 'seatPool', (p) => p.from === 'points' && p.to === 'bank')) {
    const n = primOf(cid, mode, 'allot')?.n ?? 4;
    // points per card chosen in the terms (Revolutionary Council): the bot chooses one (bot-responses.ts chooseTerms)
    const pts = n === 'seats' ? c.v.seats.filter((s) => !s.ousted).length : typeof n === 'number' ? n : n.perCard;
    // with only the prey left, the last point falls on us
    const duel = c.v.seats.filter((s) => !s.ousted).length === 2;
    if (duel && c.st.pool <= 2) return 0;
    return c.prey.pool <= pts - 1 ? 100 : 11 + pts / 2;
  }
  // a seating change (Dramatic Upheaval, Kindred Restructure): a poorer prey (bot-reseat.ts)
  const reseat = primOf(cid, mode, 'reseat');
  if (reseat) return reseatScore(c.v, c.me, reseat.how);
  if (primOf(cid, mode, 'chooseSeat')) {
    const richer = c.v.seats.filter((s) => !s.ousted && s.pool > c.st.pool);
    if (!richer.length) return 0;
    // 3 pool from the prey to us: the prey's ousting comes closer and our pool grows
    if (c.prey.pool > c.st.pool) return c.prey.pool <= 3 ? 100 : 15;
    return 12;
  }
  const cap = primOf(cid, mode, 'capacityPool');
  if (cap) {
    // each Methuselah chooses its largest ready vampire: our net gain against the prey's
    const big = (s: VtesSeatView) => Math.max(0, ...s.ready.filter((x) => x.kind === 'crypt').map((x) => x.capacity ?? 0));
    const pred = c.v.seats.find((s) => s.seat === c.st.predator) ?? c.st;
    const net = (s: VtesSeatView, predator: VtesSeatView) =>
      (cap.gain === 'own' ? big(s) : cap.gain) - (cap.burn === 'predator' ? big(predator) : cap.burn);
    const mine = net(c.st, pred);
    if (c.st.pool + mine < POOL_FLOOR) return 0;
    const preys = net(c.prey, c.st);
    if (c.prey.pool + preys <= 0) return 100;
    return mine - preys > 0 ? 8 + mine - preys : 0;
  }
  const chosen = chosenSeatsScore(c, cid, mode);
  if (chosen !== undefined) return chosen;
  const each = eachPoolScore(c, cid, mode, actor);
  if (each !== undefined) return each;
  return 2;
}

/** Whether the card's mode burns one of its Methuselah's allies or retainers as it enters play (a `burnOwn` trigger). */
function burnsOwnOnEntry(cid: string, mi: number): boolean {
  return effectsOf(cid, mi).some((e) => isKind(e, 'on') && e.effects.some(isPrim('burnOwn')));
}

/** Whether the bot controls an ally or a retainer (one a `burnOwn` could burn instead of its card). */
function ownAlliesOrRetainers(v: VtesView): boolean {
  return ownMinions(v).some(
    (m) => !!defOf(m.cid)?.types.includes('Ally') || m.attached.some((a) => !!defOf(a.cid)?.types.includes('Retainer')),
  );
}
