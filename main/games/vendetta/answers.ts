/**
 * Vendetta answers: what each chosen option does to the state, for every pending question of the
 * phases (set-up picks, 3. hand, 4. turns, 5.1 tokens, 5.3-5.5 choices, the variants' questions).
 */
import { clanCardById } from './cards';
import type { SeatId } from '../../engine/types';
import type { Task, VendettaState } from './state';
import {
  ask,
  drainCard,
  findCardId,
  findSlot,
  gain,
  loseBlood,
  R,
  rivals,
  spend,
  stealBlood,
  take,
  withdraw,
  wp,
  writablePending,
  runFirst,
  without,
  wpos,
  type Ev,
  type Step,
} from './actions';
import { answerClan, answerRelic } from './setup';
import { finishKeep } from './round';
import { canFaceDown, diablerieStep, placeCard, useTurnRelic } from './planning';
import { payCost, revealRetreat, rivalTargets } from './resolution';

export function answer(s: VendettaState, seat: SeatId, opt: string, ev: Ev): void {
  const pd = s.pending!;
  const arg = opt.includes(':') ? opt.slice(opt.indexOf(':') + 1) : '';
  const ctx = pd.ctx;
  switch (pd.kind) {
    case 'clan':
      s.pending = null;
      answerClan(s, seat, arg, ev);
      return;
    case 'relic':
      s.pending = null;
      answerRelic(s, seat, arg, ev);
      return;
    case 'keep': {
      const p = wp(s, seat);
      const li = p.looking.indexOf(arg);
      p.looking = without(p.looking, li);
      p.hand = [...p.hand, arg];
      p.keepLeft--;
      ev.push({ type: 'keep', params: { seat, card: arg }, rule: R('3'), visibleTo: [seat] });
      ev.push({ type: 'kept', params: { seat }, rule: R('3') });
      if (p.keepLeft <= 0 || p.looking.length <= p.keepLeft) {
        finishKeep(s, seat, ev);
        writablePending(s).seats = pd.seats.filter((x) => x !== seat);
      }
      if (!s.pending!.seats.length) {
        s.pending = null;
        runFirst(s, { t: 'planningStart' });
      }
      return;
    }
    case 'turn':
      if (opt.startsWith('play:')) {
        ask(s, 'location', [seat], { card: arg });
      } else if (opt.startsWith('drain:')) {
        drainCard(s, seat, arg, ev, R('drain'));
        // stays on the turn decision (unless eliminated: settlePending drops it)
      } else if (opt === 'relic') {
        useTurnRelic(s, seat, ev);
      } else if (opt === 'peek') {
        ask(s, 'peek', [seat]);
      }
      return;
    case 'location': {
      const li = Number(arg);
      const card = ctx.card as string;
      if (canFaceDown(s, seat, li)) ask(s, 'face', [seat], { card, loc: li });
      else {
        s.pending = null;
        placeCard(s, seat, card, li, true, ev);
      }
      return;
    }
    case 'face':
      s.pending = null;
      placeCard(s, seat, ctx.card as string, ctx.loc as number, opt === 'up', ev);
      return;
    case 'blood': {
      const p = wp(s, seat);
      const li = ctx.loc as number;
      if (opt.startsWith('drain:')) {
        drainCard(s, seat, arg, ev, R('drain'));
        return;
      }
      const k = Number(arg);
      s.pending = null;
      if (k > 0) {
        p.blood -= k;
        wpos(s, li, seat).blood += k;
        ev.push({ type: 'assign', params: { seat, location: li, n: k }, rule: R('play-blood') });
      }
      diablerieStep(s, seat, li, ev);
      return;
    }
    case 'diablerie': {
      const p = wp(s, seat);
      const k = Number(arg);
      s.pending = null;
      if (k > 0) {
        const got = take(s, 'blood', k);
        p.diablerieDown += k;
        wpos(s, ctx.loc as number, seat).blood += got;
        ev.push({ type: 'flipDiablerie', params: { seat, location: ctx.loc as number, n: k, blood: got }, rule: R('diablerie') });
      }
      return;
    }
    case 'recall':
    case 'recallRelic': {
      const p = wp(s, seat);
      s.pending = null;
      if (opt === 'none') return;
      const f = findSlot(s, arg)!;
      const from = wpos(s, f.li, f.seat);
      const c = from.cards[f.idx];
      from.cards = without(from.cards, f.idx);
      p.hand = [...p.hand, c.id];
      ev.push(
        c.up
          ? { type: 'recall', params: { seat, card: c.id, location: f.li }, rule: R('4') }
          : { type: 'recallDown', params: { seat, location: f.li }, rule: R('4') },
      );
      if (pd.kind === 'recallRelic') ask(s, 'turn', [seat]);
      return;
    }
    case 'peek': {
      const p = wp(s, seat);
      spend(s, seat, 1);
      const id = findCardId(s, arg)!;
      p.known = { ...p.known, [arg]: id };
      const f = findSlot(s, arg)!;
      ev.push({ type: 'peek', params: { seat, ownerSeat: f.seat, location: f.li }, rule: R('4') });
      ev.push({ type: 'peekSeen', params: { seat, card: id, key: arg }, rule: R('4'), visibleTo: [seat], reveals: true });
      ask(s, 'turn', [seat]);
      return;
    }
    case 'restore': {
      const p = wp(s, seat);
      const di = p.drained.indexOf(arg);
      p.drained = without(p.drained, di);
      p.alliance = [...p.alliance, arg];
      ev.push({ type: 'restore', params: { seat, card: arg }, rule: R('variant.relics') });
      ask(s, 'turn', [seat]);
      return;
    }
    case 'peekLoc': {
      const p = wp(s, seat);
      const li = Number(arg);
      const seen: string[] = [];
      s.locs[li].pos.forEach((pos, o) => {
        if (o === seat) return;
        for (const c of pos.cards)
          if (!c.up) {
            p.known = { ...p.known, [c.key]: c.id };
            seen.push(c.id);
          }
      });
      ev.push({ type: 'peekLocation', params: { seat, location: li }, rule: R('variant.relics') });
      ev.push({
        type: 'peekLocationSeen',
        params: { seat, location: li, cards: seen },
        rule: R('variant.relics'),
        visibleTo: [seat],
        reveals: true,
      });
      ask(s, 'turn', [seat]);
      return;
    }
    case 'retreat': {
      const w = writablePending(s);
      w.answers![seat] = opt;
      ev.push({ type: 'tokenChosen', params: { seat, location: ctx.loc as number }, rule: R('5.1') });
      ev.push({ type: 'tokenOwn', params: { seat, token: opt }, rule: R('5.1'), visibleTo: [seat] });
      if (w.seats.every((x) => w.answers![x] !== undefined)) {
        s.pending = null;
        revealRetreat(s, w, ev);
      }
      return;
    }
    case 'order': {
      s.pending = null;
      runFirst(
        s,
        { t: 'cardEffect', loc: ctx.loc as number, seat, key: arg },
        { t: 'stepSeat', loc: ctx.loc as number, step: ctx.step as Step, seat },
      );
      return;
    }
    case 'vanish': {
      s.pending = null;
      const li = ctx.loc as number;
      if (opt === 'yes') {
        withdraw(s, li, seat, ev, R('5.3'));
        for (const o of rivals(s, li, seat)) stealBlood(s, o, seat, ctx.steal as number, li, ev, R('5.3'));
      }
      return;
    }
    case 'pay': {
      s.pending = null;
      if (opt !== 'yes') return;
      const li = ctx.loc as number;
      const f = findSlot(s, ctx.key as string);
      const e = clanCardById.get(f ? s.locs[f.li].pos[f.seat].cards[f.idx].id : '')?.effect;
      if (!e || e.op !== 'mayPay') return;
      const cost = payCost(s, seat, e.cost);
      spend(s, seat, cost);
      ev.push({ type: 'pay', params: { seat, n: cost }, rule: R('5.5') });
      if (e.influence) gain(s, seat, 0, e.influence, ev, R('5.5'), 'card');
      if (e.rivalsLose) {
        const mate = ctx.mate === null ? undefined : (ctx.mate as boolean);
        for (const o of rivalTargets(s, li, seat, mate)) loseBlood(s, o, e.rivalsLose, seat, li, ev, R('5.5'));
      }
      return;
    }
    case 'mate': {
      s.pending = null;
      const task = { ...(ctx.task as Task), mate: opt === 'yes' } as Task;
      runFirst(s, task);
      return;
    }
    case 'relicStart': {
      const p = wp(s, seat);
      s.pending = null;
      if (opt !== 'yes') return;
      p.relicUsed = true;
      let placed = 0;
      for (let li = 0; li < s.locs.length; li++) {
        if (p.blood <= 1) break; // partial effect: never the last blood
        p.blood -= 1;
        wpos(s, li, seat).blood += 1;
        placed++;
      }
      ev.push({ type: 'relicUsed', params: { seat, relic: p.relic!, n: placed }, rule: R('variant.relics') });
      return;
    }
    case 'relicConflict': {
      const p = wp(s, seat);
      s.pending = null;
      if (opt !== 'yes') return;
      p.relicUsed = true;
      wpos(s, ctx.loc as number, seat).relicHere = true;
      ev.push({ type: 'relicUsed', params: { seat, relic: p.relic!, location: ctx.loc as number }, rule: R('variant.relics') });
      return;
    }
    case 'succubus': {
      const p = wp(s, seat);
      s.pending = null;
      const k = Number(arg);
      if (k > 0) {
        wpos(s, ctx.loc as number, seat).blood -= k;
        p.blood += k;
        ev.push({ type: 'succubus', params: { seat, n: k }, rule: R('variant.locations') });
      }
      return;
    }
  }
}
