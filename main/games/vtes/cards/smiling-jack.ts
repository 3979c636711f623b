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
import { living, type VtesState } from '../core/state';
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
    const o = [opt(ids.encode('jack', { from: 'pool' }), 'jackPool', { n })];
    for (const v of [...readyVampires(s, active), ...s.seats[active].zones.torpor])
      if (blood(s, v) > 0) o.push(opt(ids.encode('jack', { from: v }), 'jackBlood', { name: cardName(s, v), n }, { uid: v }));
    return dec(active, 'unlock', 'jack', o, 'vtes-es:4');
  },
  on: {
    unlock: {
      jack(s, o, ev) {
        const active = s.active;
        setTurnCardData(s, 'smilingJack', (left(s) || 1) - 1);
        if (o.from === 'pool') burnPool(s, active, 1);
        else burnBlood(s, o.from, 1);
        ev.push({ type: 'vtes.jack', params: { seat: active } });
      },
    },
  },
};
