/**
 * V:TES heuristic bot (issue #5 item 6): bleeds its prey, blocks what threatens it, influences
 * vampires, calls referendums that hurt others, plays its combat and stealth cards. It only sees
 * its seat view and the decision (like a human), and always answers one of the offered options.
 */
import type { Bot } from '../../engine/bots';
import type { RngCursor } from '../../engine/rng';
import type { Decision, Option } from '../../engine/types';
import { STARTER_DEFS } from './starters';
import type { VtesCardView, VtesView } from './view';

const id = (o: Option) => o.id;
const starts = (d: Decision, p: string) => d.options.filter((o) => o.id.startsWith(p));
const pass = (d: Decision) => d.options.find((o) => ['pass', 'done', 'decline', 'none', 'back'].includes(o.id)) ?? d.options[d.options.length - 1];

function ownMinions(v: VtesView): VtesCardView[] {
  if (v.me === 'public') return [];
  return [...v.seats[v.me].ready, ...v.seats[v.me].torpor];
}

function cardOf(v: VtesView, uid: string): VtesCardView | undefined {
  for (const s of v.seats) for (const c of [...s.ready, ...s.torpor, ...s.play]) if (c.uid === uid) return c;
  for (const c of v.hand ?? []) if (c.uid === uid) return c;
  return undefined;
}

function isOwn(v: VtesView, uid: string): boolean {
  return ownMinions(v).some((c) => c.uid === uid);
}

function effectsOf(cid: string, mode: number): string[] {
  const d = STARTER_DEFS.get(cid);
  return d?.modes[mode]?.effects.map((e) => e.e) ?? [];
}

function chooseAction(v: VtesView, d: Decision, rng: RngCursor): string {
  const score = (o: Option): number => {
    const p = o.id.split(':');
    const me = v.me as number;
    switch (p[0]) {
      case 'card': {
        const h = cardOf(v, p[2]);
        const eff = h ? effectsOf(h.cid, Number(p[3])) : [];
        if (eff.includes('bleed')) return 10;
        if (eff.some((e) => e.startsWith('ref'))) {
          // call a referendum when our ready titled vampires bring votes
          const votes = v.seats[me].ready.filter((c) => c.title && !c.titleState).length;
          return votes >= 2 ? 11 : 3;
        }
        if (eff.includes('bloodToUncontrolled')) return v.seats[me].uncontrolled.length ? 7 : 1;
        if (eff.includes('retainer') || eff.includes('ally') || eff.includes('attachStrength') || eff.includes('sabotage')) return 6;
        if (eff.includes('stealPool')) return 7;
        if (eff.includes('discardFromPrey')) return 4;
        if (eff.includes('enterCombat')) return 3;
        return 2;
      }
      case 'bleed':
        return 9;
      case 'hunt': {
        const c = cardOf(v, p[1]);
        return c && c.capacity && c.blood < c.capacity / 2 ? 9.5 : 1;
      }
      case 'leave':
        return 8;
      case 'rescue':
        return isOwn(v, p[2]) ? 7 : 0;
      case 'diab':
        return isOwn(v, p[2]) ? -1 : 0.5;
      case 'anarch':
        return 0.2;
      case 'fight':
        return 2.5;
      case 'red': {
        // enter combat with the Red List minion we marked (vtes-es:11): trophies if it burns
        const c = cardOf(v, p[1]);
        return c && c.blood >= 3 ? 9.6 : 2;
      }
      case 'back':
        return 0;
      default:
        return 0;
    }
  };
  const best = [...d.options].sort((a, b) => score(b) - score(a));
  const top = best.filter((o) => score(o) === score(best[0]));
  return rng.pick(top).id;
}

export const vtesHeuristicBot: Bot = {
  id: 'heuristic',
  choose(view, d, rng) {
    const v = view as VtesView;
    const me = v.me as number;
    const k = d.kind.slice(5);
    switch (k) {
      case 'unlock': {
        const title = starts(d, 'title:');
        if (title.length) {
          const pay = title.find((o) => o.id.endsWith(':pay'));
          return (pay ?? title[0]).id;
        }
        const hg = starts(d, 'hg:')[0];
        if (hg) return hg.id;
        // vtes-es:11 infernal minions: pay 1 pool to unlock only with a safe margin (the last pool would oust)
        const inf = starts(d, 'infernal:')[0];
        if (inf && v.seats[me].pool > 4) return inf.id;
        const out = starts(d, 'doll:').find((o) => o.id.endsWith(':out'));
        if (out && v.seats[me].pool < 6) return out.id;
        return pass(d).id;
      }
      case 'master': {
        const play = starts(d, 'm:');
        if (play.length) return rng.pick(play).id;
        // mark another Methuselah's Red List minion when a vampire of ours has blood to fight it
        const red = starts(d, 'red:').filter((o) => !isOwn(v, String(o.params?.uid)));
        if (red.length && v.seats[me].ready.some((c) => c.kind === 'crypt' && c.blood >= 2 && !c.locked)) return rng.pick(red).id;
        const dollIn = starts(d, 'doll:').find((o) => o.id.endsWith(':in'));
        if (dollIn && v.seats[me].pool > 12) return dollIn.id;
        const dollOut = starts(d, 'doll:').find((o) => o.id.endsWith(':out'));
        if (dollOut && v.seats[me].pool < 6) return dollOut.id;
        return pass(d).id;
      }
      case 'masterTarget': {
        // own vampire for blood and cards on vampires, an enemy minion to lock
        const own = d.options.filter((o) => isOwn(v, String(o.params?.uid)));
        const enemy = d.options.filter((o) => !isOwn(v, String(o.params?.uid)));
        const label = d.prompt.key;
        void label;
        return (own[0] ?? enemy[0] ?? d.options[0]).id;
      }
      case 'minion': {
        const hunt = starts(d, 'hunt:');
        if (hunt.length) return hunt[0].id;
        const mins = starts(d, 'min:');
        if (mins.length) return rng.pick(mins).id;
        return pass(d).id;
      }
      case 'chooseAction':
        return chooseAction(v, d, rng);
      case 'block': {
        const blocks = starts(d, 'block:');
        const A = v.action;
        const threat = !!A && (A.target === me || A.kind === 'political' || A.kind === 'bleed');
        if (blocks.length && (threat || rng.float() < 0.3)) return blocks[0].id;
        const wake = starts(d, 'wake:');
        if (wake.length && threat) return wake[0].id;
        return pass(d).id;
      }
      case 'stealth':
      case 'intercept':
      case 'actionModifier':
      case 'afterAction':
      case 'beforeRange':
      case 'beforeStrikes':
      case 'additionalStrike':
      case 'endOfRound': {
        const play = d.options.filter((o) => o !== pass(d));
        // Monkey Wrench: the largest X
        if (play.length) return play[play.length - 1].id;
        return pass(d).id;
      }
      case 'bleedReaction': {
        const red = d.options.find((o) => o.id.startsWith('redirect:') && Number(o.params?.seat) === v.seats[me].prey);
        if (red) return red.id;
        const reduce = d.options.find((o) => o.id.startsWith('reduce:') || o.id.startsWith('burnself:'));
        if (reduce && (v.action?.bleed ?? 0) >= 2) return reduce.id;
        const any = starts(d, 'redirect:');
        if (any.length) return any[0].id;
        return pass(d).id;
      }
      case 'strike': {
        const cards = starts(d, 'card:');
        const ranged = starts(d, 'ranged:');
        if (cards.length) return cards[cards.length - 1].id;
        if (ranged.length) return ranged[0].id;
        const hand = d.options.find((o) => o.id === 'hand');
        return (hand ?? pass(d)).id;
      }
      case 'prevent': {
        const st = starts(d, 'static:');
        if (st.length) return st[0].id;
        const cards = starts(d, 'card:');
        if (cards.length) return cards[Math.min(cards.length - 1, 1)].id;
        return pass(d).id;
      }
      case 'maneuver':
      case 'press':
        return pass(d).id;
      case 'vote': {
        const R = v.referendum;
        const mine = R ? R.seat === me && !R.bloodHunt : false;
        const wantYes = R?.bloodHunt ? !(R.caller && isOwn(v, R.caller)) : mine;
        const pick = d.options.find((o) => o.id.endsWith(wantYes ? ':y' : ':n') && !o.id.startsWith('pc:') && !o.id.startsWith('edge'));
        if (pick) return pick.id;
        const against = d.options.find((o) => o.id.startsWith('against:') && !mine);
        if (against) return against.id;
        return pass(d).id;
      }
      case 'terms': {
        const notMe = d.options.filter((o) => Number(o.params?.seat) !== me);
        if (d.prompt.key.endsWith('parityTarget')) return d.options[0].id;
        if (d.prompt.key.endsWith('allocate') && v.referendum && d.options.some((o) => Number(o.params?.seat) === me) && d.options.length && v.seats.some((s) => s.pool > v.seats[me].pool)) {
          // parity: give the pool to ourselves; burn allocation: never to ourselves
          const self = d.options.find((o) => Number(o.params?.seat) === me);
          if (self && notMe.length === d.options.length - 1 && v.referendum.card === '101353') return self.id;
        }
        return (notMe.length ? rng.pick(notMe) : d.options[0]).id;
      }
      case 'influence': {
        const st = v.seats[me];
        // a scarce vampire's pool cost (params.cost) must leave a safe margin
        const inf = starts(d, 'influence:').filter((o) => !o.params?.cost || Number(o.params.cost) < st.pool - 4);
        if (inf.length) return inf[0].id;
        if (st.pool <= 4) return pass(d).id;
        const give = starts(d, 'give:');
        if (give.length) {
          const ranked = [...give].sort((a, b) => {
            const ua = st.uncontrolled.find((u) => u.card?.uid === a.params?.uid);
            const ub = st.uncontrolled.find((u) => u.card?.uid === b.params?.uid);
            const need = (u: typeof ua) => (u?.card?.capacity ?? 10) - (u?.blood ?? 0);
            return need(ua) - need(ub);
          });
          return ranked[0].id;
        }
        const crypt = d.options.find((o) => o.id === 'crypt');
        if (crypt && st.uncontrolled.length < 2) return crypt.id;
        return pass(d).id;
      }
      case 'discard':
        return pass(d).id;
      case 'manual':
        return pass(d).id;
      case 'outOfTurn':
        return (d.options.find((o) => o.id === 'ootpass') ?? d.options[d.options.length - 1]).id;
      case 'diablerieBlocked':
        return 'pass';
      case 'slaveSwap':
        return 'pass';
      case 'cancelCard':
        // keep the out-of-turn card unless the card being played is aimed at us
        return (v.action?.target === me ? (starts(d, 'cancel:')[0] ?? pass(d)) : pass(d)).id;
      case 'diablerieEquipment':
        // 6.5.5 step 2: keep every piece of the victim's equipment
        return (starts(d, 't:')[0] ?? d.options[d.options.length - 1]).id;
      case 'trophySearch':
        // take the first trophy offered (vtes-es:11)
        return (d.options.find((o) => o.id !== 'none') ?? d.options[0]).id;
      case 'trophyPlace':
        // our trophies in play go on our own vampire only
        return (isOwn(v, String(d.options[0].params?.vampire)) ? d.options[0] : pass(d)).id;
      case 'actionTarget': {
        const seats = d.options.filter((o) => o.params?.seat !== undefined);
        if (seats.length) return (seats.find((o) => Number(o.params?.seat) === v.seats[me].prey) ?? seats[0]).id;
        return d.options[0].id;
      }
      case 'uncontrolledTarget':
        return d.options[0].id;
      default: {
        const real = d.options.filter((o) => o.id !== 'back');
        return (real.length ? rng.pick(real) : d.options[0]).id;
      }
    }
  },
};

export { id as optionId };
