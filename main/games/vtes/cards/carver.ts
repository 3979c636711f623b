/**
 * Carver's Meat Packing and Storage (master card, unique location; vtes-es 4, 5, 6.5.1 "Letargo";
 * vtes-pl "Faza odkręcania", "Faza mistrza", "Letarg"). While it is in play, a vampire of capacity 3
 * or less that goes to torpor (any Methuselah's, by any means) gets a hostage counter; a hostage
 * cannot be moved to the ready region (it cannot leave torpor, be rescued or be moved by a card).
 * During any unlock phase, a ready vampire may burn 2 blood to burn a hostage counter, once per unlock
 * phase in all. In its controller's master phase, the location may lock to move 1 blood from the bank
 * to one of their ready vampires per hostage in play (no master action). When no such location is
 * left in play, every hostage counter burns.
 *
 * Rulings: ANK 20200729 (the release is usable once per unlock phase in all, whichever Methuselah
 * pays). State kept: the hostage counter is this module's data on the vampire (`true`); the
 * Methuselahs asked and whether the release was used are its turn data.
 */
import type { GameEvent, SeatId } from '../../../engine/types';
import { MASTER_OPTIONS, UNLOCK_OPTIONS } from '../../../common/vtes-options';
import { bankToCard, burnBlood, lock, setCardData, setTurnCardData } from '../core/ops';
import { capacityOf, type Ev, living, type VtesState } from '../core/state';
import { dec, opt, type Opt } from '../core/decision';
import { blood, cardName, readyVampires } from '../core/queries';
import { pollOrder } from '../core/steps';
import { cardsInPlay } from './find';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';
import { defsOf } from '../core/card-tables';
import { effectWhere } from '../schema/effect-query';

interface TurnData {
  /** Other Methuselahs done with the release in this unlock phase. */
  seats: SeatId[];
  /** The release was used this unlock phase. */
  freed: boolean;
}
const turnData = (s: VtesState): TurnData => (s.turnFlags.cards?.carver as TurnData | undefined) ?? { seats: [], freed: false };

const isHostage = (s: VtesState, v: string): boolean => s.cards[v].data?.carver === true;
const anyInPlay = (s: VtesState): boolean => cardsInPlay(s, 'carver').length > 0;

/** The hostages in play (ready or in torpor, any Methuselah). */
function hostages(s: VtesState): string[] {
  return living(s)
    .flatMap((y) => [...s.seats[y].zones.torpor, ...s.seats[y].zones.ready])
    .filter((t) => isHostage(s, t));
}

/** "During any unlock phase, ... can": one use per unlock phase in all, whoever uses it (ANK 20200729). */
function releaseOptions(s: VtesState, seat: SeatId): Opt[] {
  const o: Opt[] = [];
  if (!anyInPlay(s) || turnData(s).freed) return o;
  const hs = hostages(s);
  for (const v of readyVampires(s, seat))
    if (blood(s, v) >= 2)
      for (const t of hs)
        o.push(
          opt(
            UNLOCK_OPTIONS.encode('freeHostage', { vampire: v, hostage: t }),
            'freeHostage',
            { name: cardName(s, v), target: cardName(s, t) },
            { uid: t },
          ),
        );
  return o;
}

function freeHostage(s: VtesState, v: string, ev: Ev): void {
  setCardData(s, v, 'carver', undefined);
  ev.push({ type: 'vtes.hostageFreed', params: { name: cardName(s, v) } });
}

export const carver: CardModule<CardParams['carver']> = {
  unlockActive: (s) => releaseOptions(s, s.active),
  unlockOthers(s) {
    for (const x of pollOrder(s, s.active)) {
      if (x === s.active || turnData(s).seats.includes(x)) continue;
      const o = releaseOptions(s, x);
      if (!o.length) continue;
      o.push(opt(UNLOCK_OPTIONS.encode('hostagePass', { seat: x }), 'noMore'));
      return dec(x, 'freeHostage', 'freeHostage', o, 'vtes-es:4');
    }
    return null;
  },
  masterCard(s, loc) {
    const o: Opt[] = [];
    if (s.cards[loc].locked) return o;
    const x = hostages(s).length;
    if (x > 0)
      for (const v of readyVampires(s, s.active))
        o.push(
          opt(
            MASTER_OPTIONS.encode('use', { card: loc, ability: 'blood', minion: v }),
            'carverBlood',
            { card: cardName(s, loc), name: cardName(s, v), n: x },
            { uid: v, card: loc },
          ),
        );
    return o;
  },
  on: {
    unlock: {
      hostagePass(s, o) {
        const d = turnData(s);
        setTurnCardData(s, 'carver', { ...d, seats: [...d.seats, Number(o.seat)] });
      },
      freeHostage(s, o, ev) {
        burnBlood(s, o.vampire, 2);
        freeHostage(s, o.hostage, ev);
        setTurnCardData(s, 'carver', { ...turnData(s), freed: true });
      },
    },
  },
  uses: {
    master: {
      // lock the location: 1 blood on the ready vampire `minion` per hostage
      blood(s, o, ev) {
        const v = o.minion!;
        lock(s, o.card);
        const x = hostages(s).length;
        bankToCard(s, v, x);
        ev.push({ type: 'vtes.addBlood', params: { uid: v, name: cardName(s, v), n: x } });
      },
    },
  },
  readyLeft(s, e: GameEvent) {
    const p = e.params as { uid: string };
    const v = String(p.uid);
    if (e.type === 'vtes.torpor' && s.cards[v].zone === 'torpor' && capacityOf(s, v) <= 3 && anyInPlay(s))
      setCardData(s, v, 'carver', true);
  },
  afterEvents(s, ev, from) {
    // after the last such location leaves play, every hostage counter burns
    let gone = false;
    for (let i = from; i < ev.length && !gone; i++) {
      const e = ev[i];
      if (
        e.type === 'vtes.burn' &&
        defsOf(s)[String(e.params?.cid)]?.modes.some((m) => m.effects.some(effectWhere('card', (f) => f.id === 'carver')))
      )
        gone = true;
    }
    if (gone && !anyInPlay(s)) for (const k in s.cards) if (isHostage(s, k)) freeHostage(s, k, ev);
  },
  holdsInTorpor: (s, v) => isHostage(s, v) && anyInPlay(s),
};
