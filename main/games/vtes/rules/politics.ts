/**
 * Politics (vtes-es 6.3 "Política", 6.3.1-6.3.3, 6.5.6 "La caza de sangre"; vtes-pl "Polityka",
 * "Akcja polityczna", "Referendum", "Uzyskiwanie głosów", "Krwawe łowy"): a referendum's terms,
 * the polling of votes and ballots, its outcome and the blood hunt.
 */
import { playLabel } from '../vocab/mode-label';
import type { Decision, I18nRef } from '../../../engine/types';
import type { Prim } from '../schema/records';
import type { PrimOf } from '../schema/prim-records';
import { REF_OPTIONS as ids, type VoteDir } from '../../../common/vtes-options';
import { burnBlood, burnCard, drawUp, moveTo, popFrame, pushFrame, setEdge, setGame, setStep, unlock, useThisTurn } from '../core/ops';
import { type ActionState, defOf, type Ev, isVampire, living, type RefState, type Step, type VtesState } from '../core/state';
import { refClanVotes, titleOf, titleVotes } from '../core/held-titles';
import { dec, opt, type Opt } from '../core/decision';
import { placeTitleCard } from '../core/titles';
import {
  blood,
  cardName,
  hasManualOnly,
  mayReact,
  payCost,
  playableModes,
  playFromHand,
  readyMinions,
  readyVampires,
  statBonus,
  toAsh,
  vampAbility,
} from '../core/queries';
import { isCancelMode, playReaction } from './reactions';
import { useInAction } from '../core/limits';
import { abilityUses, findUse, useAbility } from '../vocab/abilities';
import { abilityVotes } from '../vocab/texts';
import { runPrims } from '../vocab/primitives';
import { autoPassSpent } from '../vocab/prims/ref-auto-pass';
import { termsDecision, withCard, withCards, withSeat, withTerm } from '../vocab/prims-politics';
import { costOf, primIn, primsOf } from '../schema/modes';
import { fixHand, ootOptions, pollOrder } from '../core/steps';
import { playOotCard } from './oot-play';
import { effectWhere, isEffect, isPrim, primWhere } from '../schema/effect-query';
import { burnByReferendumPassed, burnRefTitleVotes } from './burn-referendum';
import { failToll, handlePreVote, mirrorPoolLoss, poolsBefore, preVoteDecision, preVoteOptions, preVoteSeats } from './pre-votes';
import { ownReferendumPassed, payOwnReferendum } from './own-referendum';
import { doubledVotes } from './double-votes';

/** A new referendum's record (6.3.2): called by the acting vampire, its terms to choose first. */
function newRef(s: VtesState, action: Step<ActionState>): Omit<RefState, 'cid'> {
  return { caller: action.actor, seat: action.seat, terms: { alloc: [] }, step: 'terms', order: [], idx: 0, yes: 0, no: 0, used: [] };
}

export function startReferendum(s: VtesState, action: Step<ActionState>, ev: Ev): void {
  const c = action.card;
  // no political action card: a vampire's own political action (rules/own-referendum.ts), its costs paid on success
  if (c === undefined && action.offer) {
    const o = action.offer.card;
    payOwnReferendum(s, action, ev);
    pushFrame(s, 'ref', { ...newRef(s, action), cid: s.cards[o].cid });
    ev.push({ type: 'vtes.referendum', params: { card: cardName(s, o), name: cardName(s, action.actor) }, rule: 'vtes-es:6.3.2' });
    return;
  }
  // no political action card: a referendum to burn a card in play (rules/burn-referendum.ts)
  if (c === undefined && action.targetCard !== undefined) {
    const t = action.targetCard;
    pushFrame(s, 'ref', { ...newRef(s, action), cid: s.cards[t].cid });
    ev.push({ type: 'vtes.referendumBurn', params: { card: cardName(s, t), name: cardName(s, action.actor) }, rule: 'vtes-es:6.3.2' });
    return;
  }
  if (c === undefined) throw new Error('vtes: a referendum with no political action');
  pushFrame(s, 'ref', {
    ...newRef(s, action),
    card: c,
    cid: s.cards[c].cid,
  });
  ev.push({ type: 'vtes.referendum', params: { card: cardName(s, c), name: cardName(s, action.actor) }, rule: 'vtes-es:6.3.2' });
}

export function startBloodHunt(s: VtesState, ev: Ev): void {
  const d = s.huntPending!;
  setGame(s, { huntPending: null });
  if (s.cards[d].zone !== 'ready' && s.cards[d].zone !== 'torpor') return;
  pushFrame(s, 'ref', {
    caller: null,
    seat: s.active,
    cid: 'bloodhunt',
    terms: { alloc: [] },
    step: 'polling',
    order: pollOrder(s, s.active),
    idx: 0,
    yes: 0,
    no: 0,
    used: [],
    diablerist: d,
  });
  ev.push({ type: 'vtes.bloodHunt', params: { name: cardName(s, d) }, rule: 'vtes-es:6.5.6' });
}

/**
 * The primitives of the referendum's political action card (its terms, then what it does if it passes):
 * those of the mode the action was announced with (a card whose modes choose among different cards by
 * the acting vampire's title), else of its political modes.
 */
function refPrims(s: VtesState, card: string | undefined): Prim[] {
  if (!card) return [];
  const modes = defOf(s, card).modes;
  const played = s.act?.card === card && s.act.mode !== undefined ? modes[s.act.mode] : undefined;
  return primsOf((played?.kind === 'political' ? [played] : modes).flatMap((m) => (m.kind === 'political' ? m.effects : [])));
}

/** The polling changed by title (`pollByTitle`: Eat the Rich), read from the referendum's own card; none: no change. */
type PollShift = PrimOf<'pollByTitle'> | undefined;
function pollShiftOf(s: VtesState): PollShift {
  const c = s.ref?.card;
  return c === undefined ? undefined : refPrims(s, c).find(isPrim('pollByTitle'));
}

export function refDecision(s: VtesState): Decision | null {
  const referendum = s.ref!;
  if (referendum.cancelled || referendum.failed) return null;
  if (referendum.step === 'terms') {
    return termsDecision(s, refPrims(s, referendum.card), referendum.seat, referendum.terms, referendum.caller ?? undefined);
  }
  if (referendum.step === 'outcome') return outcomeDecision(s);
  // "before any votes" reactions, asked as the polling opens (rules/pre-votes.ts)
  if (referendum.pre?.length) return preVoteDecision(s);
  // polling: each Methuselah in turn casts votes (6.3.3); 6.3.2: votes are cast in any order, so a
  // Methuselah who passed is asked again after other votes were cast (see refAuto)
  const seat = referendum.order[referendum.idx];
  if (seat === undefined || s.seats[seat].ousted) return null;
  if ((referendum.doneAt?.[seat] ?? -1) >= (referendum.cast ?? 0)) return null;
  const o: Opt[] = [];
  const shift = pollShiftOf(s);
  /** A vote or ballot both ways: `id` spells the option for a direction. */
  type Both = (dir: VoteDir) => string;
  const yn = (id: Both, key: string, params: I18nRef['params'], p?: Record<string, unknown>) => {
    o.push(opt(id('y'), `${key}For`, params, p));
    o.push(opt(id('n'), `${key}Against`, params, p));
  };
  if (referendum.caller && seat === referendum.seat && referendum.card && !referendum.used.includes('call'))
    yn((dir) => ids.encode('call', { dir }), 'voteCard', { card: cardName(s, referendum.card) });
  // Alexander Silverson: a vampire casting votes or a ballot against his referendum burns 1 blood (no blood: only "for")
  // 6.3.3 (vtes-pl "Uzyskiwanie głosów"): all the votes of one vampire go the same way (LSJ 20031115)
  const vampVotes = (id: Both, key: string, v: string, params: I18nRef['params'], p?: Record<string, unknown>) => {
    // a vampire made to abstain casts nothing more (vocab/prims/abstain.ts)
    if (referendum.abstained?.includes(v)) return;
    const way = referendum.vampDir?.[v];
    if (way === 1 || (way === undefined && costlyAgainst(s) && blood(s, v) < 1)) o.push(opt(id('y'), `${key}For`, params, p));
    else if (way === -1) o.push(opt(id('n'), `${key}Against`, params, p));
    else yn(id, key, params, p);
  };
  for (const v of readyVampires(s, seat)) {
    const votes = vampireVotes(s, v, shift);
    if (votes > 0 && !referendum.used.includes(`v:${v}`))
      vampVotes((dir) => ids.encode('v', { vampire: v, dir }), 'voteTitle', v, { name: cardName(s, v), votes }, { uid: v });
    // 6.3.3 prisci bloc: each ready priscus casts one ballot in the prisci sub-referendum
    if (titleOf(s, v) === 'priscus' && 1 + (shift?.priscus ?? 0) > 0 && !referendum.used.includes(`b:${v}`))
      vampVotes((dir) => ids.encode('b', { vampire: v, dir }), 'ballotPriscus', v, { name: cardName(s, v) }, { uid: v });
  }
  if (s.edge === seat && !referendum.used.includes('edge')) yn((dir) => ids.encode('edge', { dir }), 'voteEdge', {});
  // activated abilities of the polling step (vocab/abilities.ts): a vampire's own (Alexa Draper: discard a
  // card requiring Dominate for +1 vote) here, a card in play's (a location locked for votes) further on
  const uses = abilityUses(s, 'polling', { seat });
  for (const u of uses)
    if (u.card !== undefined)
      vampVotes(
        (dir) => ids.encode('ab', { vampire: u.source, card: u.card!, dir }),
        'voteDiscard',
        u.source,
        { name: cardName(s, u.source), card: cardName(s, u.card) },
        { uid: u.source, card: u.card },
      );
  if (!referendum.used.includes(`pc:${seat}`) && !(referendum.caller && seat === referendum.seat && referendum.card)) {
    const pc = s.seats[seat].zones.hand.find((h) => defOf(s, h).types.includes('Political Action'));
    if (pc) yn((dir) => ids.encode('pc', { card: pc, dir }), 'votePolitical', { card: cardName(s, pc) }, { card: pc });
  }
  for (const u of uses) {
    if (u.card !== undefined) continue;
    const quiet = u.ability.effects.find(isPrim('abstain'));
    if (quiet)
      // a card in play locked to make a vampire abstain (Demonstration): one option per vampire it may choose
      for (const v of abstainable(s, quiet))
        o.push(
          opt(
            ids.encode('locAbst', { location: u.source, target: v }),
            'abstainLocation',
            { card: cardName(s, u.source), target: cardName(s, v) },
            { card: u.source, target: v },
          ),
        );
    else {
      const params = { card: cardName(s, u.source), votes: abilityVotes(u.ability) };
      // votes only against the referendum (`votes { against }`: Maman Boumba), offered that way only
      if (u.ability.effects.some(primWhere('votes', (p) => p.against)))
        o.push(opt(ids.encode('loc', { location: u.source, dir: 'n' }), 'voteOwnAgainst', params, { card: u.source }));
      else yn((dir) => ids.encode('loc', { location: u.source, dir }), 'voteLocation', params, { card: u.source });
    }
  }
  if (referendum.caller && seat === referendum.seat && s.act && s.cards[referendum.caller].zone === 'ready') {
    const caller = referendum.caller;
    for (const h of s.seats[seat].zones.hand) {
      const d = defOf(s, h);
      for (const mi of playableModes(s, h, caller, seat, ['modifier'])) {
        const m = d.modes[mi];
        // a modifier cancelling the referendum (Telepathic Vote Counting [aus]) or making a vampire abstain
        if (primIn(m.effects, 'cancel', (p) => p.what === 'referendum'))
          o.push(
            opt(
              ids.encode('cancel', { card: h, mode: mi, reactor: caller }),
              'cancelRef',
              { card: d.name, name: cardName(s, caller) },
              { card: h, uid: caller },
            ),
          );
        o.push(...abstainOptions(s, h, mi, caller));
        if (!primIn(m.effects, 'votes') || referendum.abstained?.includes(caller)) continue;
        // an X cost (Awe: X blood for X+1 votes) is chosen as the card is played, from 0 (LSJ 20030502) up to what the caller can pay
        if (costOf(d, m).blood === 'X')
          for (let x = 0; x <= blood(s, referendum.caller); x++)
            yn((dir) => ids.encode('mod', { card: h, mode: mi, dir, x }), 'voteModifierX', { card: d.name, x }, { card: h, x });
        else yn((dir) => ids.encode('mod', { card: h, mode: mi, dir }), 'voteModifier', { card: d.name }, { card: h });
      }
    }
  }
  if (referendum.caller && seat !== referendum.seat) {
    for (const r of readyMinions(s, seat)) {
      if (!mayReact(s, r, seat)) continue;
      for (const h of s.seats[seat].zones.hand) {
        const d = defOf(s, h);
        for (const mi of playableModes(s, h, r, seat, ['reaction'])) {
          const m = d.modes[mi];
          o.push(...abstainOptions(s, h, mi, r));
          if (primIn(m.effects, 'cancel', (p) => p.what === 'referendum'))
            o.push(
              opt(
                ids.encode('cancel', { card: h, mode: mi, reactor: r }),
                'cancelRef',
                { card: d.name, name: cardName(s, r) },
                { card: h, uid: r },
              ),
            );
          if (
            m.effects.some(effectWhere('reduceBleed', (e) => e.orVotesAgainst)) &&
            !referendum.used.includes(`r:${r}:${d.id}`) &&
            // its votes go against: not for a minion that already voted for (LSJ 20031119)
            referendum.vampDir?.[r] !== 1 &&
            !(costlyAgainst(s) && referendum.vampDir?.[r] !== -1 && blood(s, r) < 1)
          )
            o.push(
              opt(
                ids.encode('against', { card: h, mode: mi, reactor: r }),
                'reactVotes',
                { card: d.name, name: cardName(s, r) },
                { card: h, uid: r },
              ),
            );
          // a reaction casting the reacting vampire's votes (Dread Gaze), once by that vampire, all its votes one way (6.3.3)
          if (primIn(m.effects, 'votes') && !referendum.used.includes(`r:${r}:${d.id}`))
            vampVotes(
              (dir) => ids.encode('rvote', { card: h, mode: mi, reactor: r, dir }),
              'reactVote',
              r,
              { card: d.name, name: cardName(s, r) },
              { card: h, uid: r },
            );
          // imported reactions for the polling step (effect resolved with manual operations)
          if (hasManualOnly(m) && !isCancelMode(m) && !referendum.used.includes(`r:${r}:${d.id}`))
            o.push(
              opt(ids.encode('mreact', { card: h, mode: mi, reactor: r }), 'reaction', playLabel(s, h, mi), { card: h, uid: r, mode: mi }),
            );
        }
      }
    }
  }
  // "before any votes" reactions, while nothing is cast yet (rules/pre-votes.ts)
  if (referendum.caller && seat !== referendum.seat) o.push(...preVoteOptions(s, seat));
  // out-of-turn master cards usable during a referendum (1.6.2.4)
  o.push(...ootOptions(s, seat));
  if (!o.length) return null;
  o.push(opt(ids.encode('done', {}), 'voteDone'));
  return dec(seat, 'vote', 'vote', o, 'vtes-es:6.3.3', { yes: referendum.yes, no: referendum.no });
}

/**
 * A ready vampire's votes: its title's (6.3.3), with those its own text adds ("one additional vote during each political
 * action": Genevieve) and those a card to burn by this referendum changes (rules/burn-referendum.ts).
 */
function vampireVotes(s: VtesState, v: string, shift: PollShift): number {
  const title = titleOf(s, v);
  const byTitle = shift && title !== undefined && title !== 'priscus' ? shift.titled : 0;
  return Math.max(0, titleVotes(title) + refClanVotes(s, v) + statBonus(s, 'votes', v) + burnRefTitleVotes(s, v) + byTitle);
}

/** Alexander Silverson: votes and ballots cast by vampires against a referendum he called cost 1 blood each. */
function costlyAgainst(s: VtesState): boolean {
  const referendum = s.ref;
  return !!referendum?.caller && vampAbility(s, referendum.caller, 'vCostlyVotesAgainst').length > 0;
}

/**
 * A vampire casts votes or a ballot: its way is recorded (6.3.3: all its votes go the same way), and against
 * Alexander Silverson's referendum it burns 1 blood the first time it votes against (once per vampire).
 */
function castBy(s: VtesState, v: string, dir: number): void {
  const referendum = s.ref!;
  if (dir < 0 && costlyAgainst(s) && referendum.vampDir?.[v] !== -1) burnBlood(s, v, 1);
  setStep(s, 'ref', { vampDir: { ...(referendum.vampDir ?? {}), [v]: dir > 0 ? 1 : -1 } });
}

/** The vampire whose votes or ballots an answer of the polling cast, if any (the card's own vote, the Edge's: none). */
function voterOf(referendum: Step<RefState>, o: NonNullable<ReturnType<typeof ids.decode>>): string | undefined {
  if (o.kind === 'v' || o.kind === 'ab' || o.kind === 'b') return o.vampire;
  if (o.kind === 'rvote' || o.kind === 'against') return o.reactor;
  if (o.kind === 'mod') return referendum.caller ?? undefined;
  return undefined;
}

/** 6.3.3: what vampire `v` just cast is added to its tally (taken back if it is made to abstain: vocab/prims/abstain.ts). */
function tallyCast(s: VtesState, v: string | undefined, yes0: number, no0: number, b0: { yes: number; no: number } | undefined): void {
  const now = s.ref;
  if (!v || !now) return;
  const b = now.ballots ?? { yes: 0, no: 0 };
  const d: [number, number, number, number] = [now.yes - yes0, now.no - no0, b.yes - (b0?.yes ?? 0), b.no - (b0?.no ?? 0)];
  if (d.every((x) => x === 0)) return;
  const t = now.tally?.[v] ?? [0, 0, 0, 0];
  setStep(s, 'ref', { tally: { ...now.tally, [v]: [t[0] + d[0], t[1] + d[1], t[2] + d[2], t[3] + d[3]] } });
}

/**
 * The options of card `h`'s mode `mi` making a vampire abstain, played by minion `r` (vtes-es 6.3.3): one per
 * vampire it may choose, ready and not abstaining yet (`cast`: among those who cast votes or ballots).
 */
function abstainOptions(s: VtesState, h: string, mi: number, r: string): Opt[] {
  const m = defOf(s, h).modes[mi];
  const pr = primsOf(m.effects).find(isPrim('abstain'));
  if (!pr) return [];
  return abstainable(s, pr).map((v) =>
    opt(
      ids.encode('abst', { card: h, mode: mi, minion: r, target: v }),
      'abstainWith',
      { card: defOf(s, h).name, name: cardName(s, r), target: cardName(s, v) },
      { card: h, uid: r, target: v },
    ),
  );
}

/** The vampires an `abstain` record may choose: every ready one not abstaining yet (`cast`: among those who cast votes or ballots). */
function abstainable(s: VtesState, pr: PrimOf<'abstain'>): string[] {
  const referendum = s.ref!;
  const cast = (v: string) => (referendum.tally?.[v] ?? [0, 0, 0, 0]).some((x) => x !== 0);
  return living(s).flatMap((x) => readyVampires(s, x).filter((v) => !referendum.abstained?.includes(v) && (!pr.cast || cast(v))));
}

export function handleRef(s: VtesState, id: string, ev: Ev): void {
  const referendum = s.ref!;
  const o = ids.decode(id);
  if (!o) throw new Error(`vtes: referendum option ${id}`);
  if (referendum.step === 'outcome') {
    const seat = referendum.order[referendum.idx];
    const card = o.kind === 'opick' ? o.card : null;
    setStep(s, 'ref', {
      terms: { ...referendum.terms, picked: { ...(referendum.terms.picked ?? {}), [seat]: card } },
      idx: referendum.idx + 1,
    });
    ev.push(
      card
        ? { type: 'vtes.refChose', params: { seat, name: cardName(s, card) }, rule: 'vtes-es:6.3.2' }
        : { type: 'vtes.refChoseNone', params: { seat }, rule: 'vtes-es:6.3.2' },
    );
    return;
  }
  if (referendum.step === 'terms') {
    if (o.kind === 'target' || o.kind === 'alloc') setStep(s, 'ref', { terms: withTerm(referendum.terms, o.kind, Number(o.seat)) });
    if (o.kind === 'tcard') setStep(s, 'ref', { terms: withCard(referendum.terms, { card: o.card }) });
    if (o.kind === 'tclan') setStep(s, 'ref', { terms: withCard(referendum.terms, { clan: o.clan }) });
    if (o.kind === 'tcards' || o.kind === 'tcardsDone')
      setStep(s, 'ref', { terms: withCards(referendum.terms, { card: o.kind === 'tcards' ? o.card : undefined }) });
    if (o.kind === 'acard') setStep(s, 'ref', { terms: withCards(referendum.terms, { point: o.card }) });
    if (o.kind === 'tseat' || o.kind === 'tdone')
      setStep(s, 'ref', { terms: withSeat(referendum.terms, o.kind === 'tseat' ? Number(o.seat) : undefined) });
    return;
  }
  if (referendum.pre?.length) return handlePreVote(s, o, ev);
  const seat = referendum.order[referendum.idx];
  if (o.kind === 'done') {
    setStep(s, 'ref', { doneAt: { ...(referendum.doneAt ?? {}), [seat]: referendum.cast ?? 0 }, idx: referendum.idx + 1 });
    return;
  }
  setStep(s, 'ref', { cast: (referendum.cast ?? 0) + 1 });
  /** Marks a source of votes as used for this referendum. */
  const use = (key: string) => setStep(s, 'ref', { used: [...referendum.used, key] });
  if (o.kind === 'oot') return playOotCard(s, seat, o.card, Number(o.mode), ev);
  if (o.kind === 'preact') return handlePreVote(s, o, ev);
  if (o.kind === 'mreact') {
    use(`r:${o.reactor}:${s.cards[o.card].cid}`);
    return playReaction(s, o.card, Number(o.mode), o.reactor, ev);
  }
  const dir = 'dir' in o && o.dir === 'y' ? 1 : -1;
  const [yes0, no0] = [referendum.yes, referendum.no];
  const add = (n: number) => setStep(s, 'ref', dir > 0 ? { yes: referendum.yes + n } : { no: referendum.no + n });
  switch (o.kind) {
    case 'call':
      use('call');
      add(1);
      break;
    case 'v':
      use(`v:${o.vampire}`);
      add(vampireVotes(s, o.vampire, pollShiftOf(s)));
      castBy(s, o.vampire, dir);
      break;
    case 'ab': {
      const c = { seat, dir: dir > 0 ? 1 : -1 } as const;
      const use = findUse(s, 'polling', c, o.vampire, o.card);
      castBy(s, o.vampire, dir);
      useAbility(s, use, c, ev);
      break;
    }
    case 'b':
      use(`b:${o.vampire}`);
      castBy(s, o.vampire, dir);
      {
        const b = referendum.ballots ?? { yes: 0, no: 0 };
        // a priscus's own ballots beyond its one (the stat `ballots`: Gratiano)
        const k = Math.max(1, 1 + statBonus(s, 'ballots', o.vampire));
        setStep(s, 'ref', { ballots: dir > 0 ? { ...b, yes: b.yes + k } : { ...b, no: b.no + k } });
      }
      break;
    case 'edge':
      use('edge');
      setEdge(s, null);
      add(1 + (pollShiftOf(s)?.edge ?? 0));
      ev.push({ type: 'vtes.edgeBurned', params: { seat }, rule: 'vtes-es:6.3.3' });
      break;
    case 'pc':
      use(`pc:${seat}`);
      // 6.3.3: burned for its vote, text ignored, not replaced before the end of the referendum
      moveTo(s, o.card, 'limbo', seat);
      ev.push({
        type: 'vtes.play',
        params: { seat, uid: o.card, cid: s.cards[o.card].cid, name: cardName(s, o.card) },
        rule: 'vtes-es:6.3.3',
        reveals: true,
      });
      setStep(s, 'ref', { redraw: [...(referendum.redraw ?? []), seat] });
      toAsh(s, o.card);
      add(1);
      break;
    case 'loc': {
      const c = { seat, dir: dir > 0 ? 1 : -1 } as const;
      useAbility(s, findUse(s, 'polling', c, o.location), c, ev);
      break;
    }
    case 'locAbst': {
      // the vampire chosen abstains (vocab/prims/abstain.ts reads it as the use's target)
      const c = { seat, target: o.target };
      useAbility(s, findUse(s, 'polling', c, o.location), c, ev);
      return;
    }
    case 'mod': {
      const h = o.card;
      const d = defOf(s, h);
      const m = d.modes[Number(o.mode)];
      // 1.6.3.2: once per action for the calling minion (the modifier mode's limit)
      useInAction(s, referendum.caller!, d, m);
      playFromHand(s, h, seat, ev);
      const x = 'x' in o && o.x !== undefined ? Number(o.x) : 0;
      payCost(s, d, referendum.caller, seat, ev, x);
      toAsh(s, h);
      // its primitives (votes) go the way the modifier is cast
      runPrims(s, primsOf(m.effects), { seat, source: h, minion: referendum.caller ?? undefined, dir: dir > 0 ? 1 : -1, x }, ev);
      break;
    }
    case 'cancel': {
      const { card: h, mode: mi, reactor: r } = o;
      // its `cancel` primitive marks the referendum cancelled: it ends here, with no vote cast
      playReaction(s, h, Number(mi), r, ev);
      if (s.ref?.cancelled) endCancelled(s, ev);
      return;
    }
    case 'abst': {
      const { card: h, mode: mi, minion: r, target: t } = o;
      if (r === referendum.caller && s.cards[h] && defOf(s, h).modes[Number(mi)]?.kind === 'modifier') {
        const d = defOf(s, h);
        const m = d.modes[Number(mi)];
        useInAction(s, r, d, m);
        playFromHand(s, h, seat, ev);
        payCost(s, d, r, seat, ev);
        toAsh(s, h);
        runPrims(s, primsOf(m.effects), { seat, source: h, minion: r, targetCard: t }, ev);
      } else playReaction(s, h, Number(mi), r, ev, undefined, t);
      return;
    }
    case 'rvote': {
      const { card: h, mode: mi, reactor: r } = o;
      use(`r:${r}:${defOf(s, h).id}`);
      castBy(s, r, dir);
      // its `votes` primitives go the way the reacting vampire votes
      playReaction(s, h, Number(mi), r, ev, dir > 0 ? 1 : -1);
      break;
    }
    case 'against': {
      const { card: h, mode: mi, reactor: r } = o;
      const d = defOf(s, h);
      use(`r:${r}:${d.id}`);
      playReaction(s, h, Number(mi), r, ev);
      setStep(s, 'ref', { no: referendum.no + 3 });
      castBy(s, r, -1);
      break;
    }
  }
  tallyCast(s, voterOf(referendum, o), yes0, no0, referendum.ballots);
  // who voted how: the votes this answer cast (for or against), then the count (issue 34 §3)
  const now = s.ref ?? referendum;
  const cast = now.yes - yes0 || now.no - no0 ? { votes: now.yes - yes0 || now.no - no0, dir: now.yes - yes0 ? 'for' : 'against' } : {};
  ev.push({ type: 'vtes.vote', params: { seat, yes: now.yes, no: now.no, ...cast }, rule: 'vtes-es:6.3.3' });
}

/**
 * 6.3.2: a cancelled referendum (the `cancel` primitive, vocab/prims-politics.ts) ends at once: its
 * calling vampire unlocks, its political action card goes back to its owner's hand (who discards down)
 * and cannot be called again this turn, the cards burned for votes are replaced.
 */
function endCancelled(s: VtesState, ev: Ev): void {
  const referendum = s.ref!;
  if (referendum.caller) unlock(s, referendum.caller);
  if (referendum.card && s.cards[referendum.card].zone === 'limbo') moveTo(s, referendum.card, 'hand', s.cards[referendum.card].owner);
  if (referendum.cid) useThisTurn(s, 'barredPolitical', referendum.cid);
  ev.push({ type: 'vtes.refCancelled', params: {}, rule: 'vtes-es:6.3.2' });
  popFrame(s, 'ref');
  for (const x of referendum.redraw ?? []) drawUp(s, x, ev, true);
  fixHand(s, referendum.seat, ev);
}

export function refAuto(s: VtesState, ev: Ev): void {
  const referendum = s.ref!;
  if (referendum.cancelled) return endCancelled(s, ev);
  // made to fail in the polling (vocab/prims/ref-fails.ts): it ends now, failed, whatever the votes cast
  if (referendum.failed) {
    ev.push({ type: 'vtes.refFailed', params: { yes: referendum.yes, no: referendum.no }, rule: 'vtes-es:6.3.2' });
    return closeRef(s, false, ev);
  }
  if (referendum.step === 'terms') {
    // the first referendum of the turn a vampire of a promised sect calls passes with no polling (vocab/prims/ref-auto-pass.ts)
    if (autoPassSpent(s, referendum.caller)) {
      ev.push({ type: 'vtes.refAutoPassed', params: { name: cardName(s, referendum.caller!) }, rule: 'vtes-es:6.3.2' });
      ev.push({ type: 'vtes.refPassed', params: { yes: referendum.yes, no: referendum.no }, rule: 'vtes-es:6.3.2' });
      return closeRef(s, true, ev);
    }
    const order = pollOrder(s, referendum.seat);
    const pre = referendum.caller ? preVoteSeats(s, order, referendum.seat) : [];
    setStep(s, 'ref', { step: 'polling', order, idx: 0, ...(pre.length ? { pre } : {}) });
    return;
  }
  if (referendum.pre?.length) {
    setStep(s, 'ref', { pre: referendum.pre.slice(1) });
    return;
  }
  if (referendum.step === 'outcome') {
    // a Methuselah with no ready vampire (or no longer in the game) chooses none
    if (referendum.idx < referendum.order.length) {
      const seat = referendum.order[referendum.idx];
      setStep(s, 'ref', {
        terms: { ...referendum.terms, picked: { ...(referendum.terms.picked ?? {}), [seat]: null } },
        idx: referendum.idx + 1,
      });
      return;
    }
    return closeRef(s, true, ev);
  }
  if (referendum.idx < referendum.order.length) {
    const seat = referendum.order[referendum.idx];
    if (seat !== undefined && (referendum.doneAt?.[seat] ?? -1) < (referendum.cast ?? 0))
      setStep(s, 'ref', { doneAt: { ...(referendum.doneAt ?? {}), [seat]: referendum.cast ?? 0 } });
    setStep(s, 'ref', { idx: referendum.idx + 1 });
    return;
  }
  // 6.3.2: polling ends only when every Methuselah has passed since the last vote was cast
  if (referendum.order.some((x) => !s.seats[x].ousted && (referendum.doneAt?.[x] ?? -1) < (referendum.cast ?? 0))) {
    setStep(s, 'ref', { idx: 0 });
    return;
  }
  // 6.3.3 the prisci bloc's 3 votes go with the majority of ballots (a tie abstains)
  if (referendum.ballots && referendum.ballots.yes !== referendum.ballots.no) {
    if (referendum.ballots.yes > referendum.ballots.no) setStep(s, 'ref', { yes: referendum.yes + 3 });
    else setStep(s, 'ref', { no: referendum.no + 3 });
  }
  // 6.3.2: a Methuselah's vampires' votes doubled at the tally (rules/double-votes.ts)
  const dbl = doubledVotes(s);
  if (dbl.yes || dbl.no) setStep(s, 'ref', { yes: s.ref!.yes + dbl.yes, no: s.ref!.no + dbl.no });
  // 6.3.2.3: more votes for than against passes; ties fail
  const passed = s.ref!.yes > s.ref!.no;
  ev.push({
    type: passed ? 'vtes.refPassed' : 'vtes.refFailed',
    params: { yes: s.ref!.yes, no: s.ref!.no },
    rule: 'vtes-es:6.3.2',
  });
  // 6.3.2: an outcome letting each Methuselah choose one of their ready vampires asks them in turn, from the caller
  if (passed && referendum.card && refPrims(s, referendum.card).some(isPrim('capacityPool'))) {
    setStep(s, 'ref', { step: 'outcome', order: pollOrder(s, referendum.seat), idx: 0 });
    return;
  }
  closeRef(s, passed, ev);
}

/** The referendum is over (passed or failed): its frame ends and a passed one does what its primitives say (6.3.2). */
function closeRef(s: VtesState, passed: boolean, ev: Ev): void {
  const referendum = s.ref!;
  popFrame(s, 'ref');
  for (const x of referendum.redraw ?? []) if (!s.seats[x].ousted) drawUp(s, x, ev, true);
  if (referendum.diablerist) {
    if (passed && (s.cards[referendum.diablerist].zone === 'ready' || s.cards[referendum.diablerist].zone === 'torpor'))
      burnCard(s, referendum.diablerist, ev, 'vtes-es:6.5.6');
    return;
  }
  // vtes-es:11 Título: a passed referendum puts a title card on the vampire that called it
  if (passed && referendum.card && s.act && s.cards[referendum.card].zone === 'limbo') {
    const tm = s.act.mode ?? 0;
    const e = defOf(s, referendum.card).modes[tm]?.effects.find(isEffect('titleCard')) as { chosenClan?: string } | undefined;
    // the acting vampire, or the vampire chosen with the action (justicars), if still ready
    const to = e?.chosenClan ? s.act.titleFor : s.act.actor;
    if (e && to && s.cards[to].zone === 'ready' && isVampire(s, to)) placeTitleCard(s, referendum.card, to, tm, ev);
  }
  if (referendum.card && s.cards[referendum.card].zone === 'limbo') toAsh(s, referendum.card);
  if (s.act) setStep(s, 'act', { refPassed: passed, refMargin: referendum.yes - referendum.no });
  if (!passed && referendum.failToll) failToll(s, referendum.seat, referendum.failToll, referendum.no - referendum.yes, ev);
  // no political action card: a vampire's own political action (own-referendum.ts), or a referendum to burn a card in
  // play, the card burned (burn-referendum.ts)
  if (passed && !referendum.card && s.act?.offer) ownReferendumPassed(s, s.act, ev);
  else if (passed && !referendum.card && s.act?.targetCard !== undefined) burnByReferendumPassed(s, s.act.targetCard, ev);
  if (!passed || !referendum.card) return;
  // 6.3.2: a passed referendum does what its political action's primitives say, on the terms chosen
  const prims = refPrims(s, referendum.card);
  // a card chosen in the terms that left the table, or none left to choose: the outcome has nothing to act on (6.3.2)
  if (referendum.terms.card !== undefined ? !onTable(s, referendum.terms.card) : prims.some(isPrim('chooseCard'))) return;
  const before = poolsBefore(s, referendum.mirror);
  if (prims.length)
    runPrims(
      s,
      prims,
      {
        seat: referendum.seat,
        source: referendum.card,
        minion: referendum.caller ?? undefined,
        terms: referendum.terms,
        // the card chosen in the terms is what the outcome acts on (6.3.2)
        targetCard: referendum.terms.card,
      },
      ev,
    );
  if (before) mirrorPoolLoss(s, referendum.mirror!, before, referendum.seat, ev);
}

/** As a referendum passes, the Methuselah whose turn it is chooses one of their ready vampires, or none (`capacityPool`). */
function outcomeDecision(s: VtesState): Decision | null {
  const referendum = s.ref!;
  const seat = referendum.order[referendum.idx];
  if (seat === undefined || s.seats[seat].ousted) return null;
  const mine = readyVampires(s, seat);
  if (!mine.length) return null;
  const o = mine.map((u) => opt(ids.encode('opick', { card: u }), 'target', { name: cardName(s, u) }, { uid: u }));
  o.push(opt(ids.encode('onone', {}), 'outcomeNone'));
  return dec(seat, 'terms', 'outcomeVampire', o, 'vtes-es:6.3.2');
}

/** Whether a card chosen in a referendum's terms is still on the table (ready, in torpor, in play, on a minion). */
function onTable(s: VtesState, card: string | undefined): boolean {
  const z = card === undefined ? undefined : s.cards[card]?.zone;
  return z === 'ready' || z === 'torpor' || z === 'play' || z === 'attached';
}
