/**
 * The start of a V:TES game (vtes-es 2 "Empezar a jugar", 2.3; vtes-pl "Przygotowanie rozgrywki",
 * "Kolejność gry"): the card table and the seats built from the decks, 30 pool each, crypt and
 * library shuffled, four vampires to the uncontrolled region, seven cards in hand, the first player
 * (drawn at random in the current VEKN edition), then the first turn started and settled.
 *
 * Rule citations: 'vtes-es:<section>' (Spanish 2018 rulebook), 'vtes-pl:<chapter>' (VEKN).
 */
import { RngCursor, seedRng } from '../../../engine/rng';
import type { ApplyResult } from '../../../engine/types';
import { deckLists } from './config';
import { settle } from '../rules/kernel';
import { drawCrypt, drawUp, setGame, shuffleZone } from '../core/ops';
import { cardDataKey } from './card-data';
import { cardUid, emptyFlags, type Ev, type Inst, SEAT_ZONES, type SeatState, type VtesConfig, type VtesState } from '../core/state';
import { startTurn } from '../rules/turn';
import { copyInst, copySeat } from '../core/copies';

export { defsTable } from './card-data';

export function setup(cfg: VtesConfig, seed: string): ApplyResult<VtesState> {
  const cardData = cardDataKey(cfg.cards, cfg.pinned);
  const n = cfg.decks.length;
  const seats: SeatState[] = [];
  const cards: Record<string, Inst> = {};
  let uid = 1;
  for (let i = 0; i < n; i++) {
    const zones = Object.fromEntries(SEAT_ZONES.map((z) => [z, [] as string[]])) as SeatState['zones'];
    const { crypt, library } = deckLists(cfg.decks[i]);
    for (const zone of ['crypt', 'library'] as const) {
      const list = zone === 'crypt' ? crypt : library;
      // indexed loops: set-up runs once per game, mostly before the compiler has optimized it
      for (let j = 0; j < list.length; j++) {
        const cid = list[j][0];
        const count = list[j][1];
        for (let k = 0; k < count; k++) {
          const id = cardUid(uid++);
          cards[id] = copyInst({
            uid: id,
            cid,
            owner: i,
            controller: i,
            zone,
            zoneSeat: i,
            attached: [],
            blood: 0,
            locked: false,
            capBonus: 0,
          });
          zones[zone].push(id);
        }
      }
    }
    seats.push(copySeat({ pool: 30, vp: 0, ousted: false, withdrawn: false, zones, masterDebt: 0, handBonus: 0, eventsPlayed: [] }));
  }
  const s: VtesState = {
    v: 1,
    edition: cfg.edition,
    rng: seedRng(seed),
    cardData,
    n,
    seats,
    cards,
    limbo: [],
    nextUid: uid,
    edge: null,
    bank: 0,
    total: 30 * n,
    totalCards: uid - 1,
    turn: 0,
    turnsTaken: 0,
    active: 0,
    phase: 'unlock',
    turnFlags: emptyFlags(),
    act: null,
    combat: null,
    ref: null,
    pick: null,
    huntPending: null,
    maxTurns: cfg.maxTurns,
    result: null,
    ousted: [],
    manualLeft: 0,
    manualSeat: null,
  };
  const ev: Ev = [];
  // 2.3: shuffle crypt and library, 4 crypt cards to the uncontrolled region, 7 cards in hand
  for (let i = 0; i < n; i++) {
    shuffleZone(s, i, 'crypt');
    shuffleZone(s, i, 'library');
    for (let k = 0; k < 4; k++) drawCrypt(s, i, ev);
    drawUp(s, i, ev);
  }
  ev.push({ type: 'vtes.setup', params: { seats: n, edition: cfg.edition }, rule: 'vtes-es:2.3', reveals: true });
  // First player: es-2018 leaves it to the players (seat order as given); vtes-pl:Kolejność gry draws it at random.
  if (cfg.edition === 'vekn-current') {
    const cur = new RngCursor(s.rng);
    const first = cur.int(n);
    s.rng = cur.state;
    setGame(s, { active: first });
    ev.push({ type: 'vtes.firstPlayer', params: { seat: s.active }, rule: 'vtes-pl:Kolejność gry', reveals: true });
  }
  startTurn(s, ev, true);
  settle(s, ev);
  return { state: s, events: ev };
}
