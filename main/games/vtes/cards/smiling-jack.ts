/**
 * Smiling Jack, The Anarch (master card, unique, in play; vtes-es 4 "Fase de enderezamiento",
 * vtes-pl "Faza odkręcania"). In its controller's unlock phase 1 pool of that Methuselah moves onto
 * it (the last pool too: it ousts, 9.1). In the unlock phase of every other Methuselah, that
 * Methuselah pays one counter's worth for each counter on it: 1 pool, or 1 blood of a vampire they
 * control (ready or in torpor), chosen counter by counter. Vampires may burn it as a (D) action
 * (the `burnableByAction` record beside this one).
 *
 * Rulings: ANK 20181006, LSJ 19971212 (pool and blood of several vampires may be mixed; a vampire
 * with no blood cannot pay). The counters still to pay are this module's turn data.
 */
import { UNLOCK_OPTIONS as ids } from '../../../common/vtes-options';
import { burnBlood, burnPool, poolToCard, setTurnCardData } from '../core/ops';
import { type Ev, living, type VtesState } from '../core/state';
import { dec, opt } from '../core/decision';
import { blood, cardName, readyVampires } from '../core/queries';
import { cardsInPlay } from './find';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';

/** Counters the acting Methuselah still has to pay in this unlock phase. */
const left = (s: VtesState): number => (s.turnFlags.cards?.smilingJack as number | undefined) ?? 0;

export const smilingJack: CardModule<CardParams['smilingJack']> = {
  unlockStart(s) {
    const active = s.active;
    for (const x of living(s))
      for (const u of cardsInPlay(s, 'smilingJack', [x])) {
        // mandatory: the last pool moves too (and ousts, 9.1)
        if (x === active) {
          if (s.seats[active].pool > 0) poolToCard(s, active, u, 1);
        } else setTurnCardData(s, 'smilingJack', left(s) + s.cards[u].blood);
      }
  },
  unlockFirst(s) {
    const n = left(s);
    if (!n) return null;
    const active = s.active;
    // the counters of every Jack are paid one by one: the options name the first one another Methuselah controls
    const jack = cardsInPlay(s, 'smilingJack').find((u) => s.cards[u].controller !== active);
    if (jack === undefined) return null;
    const o = [opt(ids.encode('use', { card: jack, ability: 'pool' }), 'jackPool', { n })];
    for (const v of [...readyVampires(s, active), ...s.seats[active].zones.torpor])
      if (blood(s, v) > 0)
        o.push(opt(ids.encode('use', { card: jack, ability: 'blood', minion: v }), 'jackBlood', { name: cardName(s, v), n }, { uid: v }));
    return dec(active, 'unlock', 'jack', o, 'vtes-es:4');
  },
  uses: {
    unlock: {
      // one counter's worth paid from the pool, or (`blood`) from the vampire `minion`
      pool: (s, _o, ev) => pay(s, undefined, ev),
      blood: (s, o, ev) => pay(s, o.minion, ev),
    },
  },
};

function pay(s: VtesState, from: string | undefined, ev: Ev): void {
  const active = s.active;
  setTurnCardData(s, 'smilingJack', (left(s) || 1) - 1);
  if (from === undefined) burnPool(s, active, 1);
  else burnBlood(s, from, 1);
  ev.push({ type: 'vtes.jack', params: { seat: active } });
}
