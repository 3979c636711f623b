/**
 * Set-up ("Preparación de la partida" 1-9), revealing monsters with their echoes (player bonus
 * and Gehrman's bonus), their "Al revelar" and "Si huye" abilities, the flight of step 6 and the
 * trophies ("Trofeos", "Derrotar a un jefe", "El jefe final").
 */
import { RngCursor, seedRng } from '../../engine/rng';
import type { SeatId } from '../../engine/types';
import {
  BANK,
  BOSSES,
  DUNGEON_BOSSES,
  DUNGEON_MONSTERS,
  FINAL_BOSSES,
  finalById,
  MONSTERS,
  monsterById,
  STARTER_HANDS,
  UPGRADES,
  type MonsterAbility,
  type MonsterType,
} from './cards';
import type { BloodborneConfig } from './config';
import {
  ability,
  addTrophies,
  ALONE,
  cardOf,
  clockwise,
  extremes,
  finalRule,
  fromBank,
  hurt,
  maxHealth,
  pendingFor,
  RULE,
  toBank,
  totalEchoes,
  without,
  type Ev,
} from './core';
import type { BloodborneState, Hunter, Pending } from './state';

/** Player bonus: +1 echo at 4 hunters, +2 at 5 ("Salud del monstruo"). */
export function playerBonus(n: number): number {
  return n >= 5 ? 2 : n === 4 ? 1 : 0;
}

export function startingEchoes(s: BloodborneState, id: string, final: boolean): number {
  const rule = finalRule(s);
  const base = final ? finalById.get(id)!.health : monsterById.get(id)!.health;
  return base + playerBonus(s.n) + (!final && rule.op === 'monsterBonus' ? rule.n : 0);
}

function newHunter(seat: SeatId, health: number): Hunter {
  return {
    hand: STARTER_HANDS[seat].slice(),
    used: [],
    played: null,
    weapon: null,
    health,
    collected: 0,
    deposited: 0,
    trophies: { kin: 0, humanoid: 0, beast: 0 },
    dead: false,
    deaths: 0,
    eliminated: false,
    hit: false,
    struckInstant: false,
    meleeCancelled: false,
  };
}

/** The ids of the shuffled sets, listed once (shuffle returns a new array). */
const MONSTER_IDS = MONSTERS.map((m) => m.id);
const BOSS_IDS = BOSSES.map((b) => b.id);
const UPGRADE_IDS = UPGRADES.map((u) => u.id);

export function setup(config: BloodborneConfig, seed: string): { state: BloodborneState; events: Ev } {
  const rng = new RngCursor(seedRng(seed));
  const n = config.players;
  const ev: Ev = [];
  // 1. final boss: drawn at random, or chosen by the table
  const finalBoss = config.finalBoss === 'random' ? rng.pick(FINAL_BOSSES).id : config.finalBoss;
  ev.push({
    type: 'finalBoss',
    params: { card: finalBoss, chosen: config.finalBoss !== 'random' },
    rule: RULE['preparacion.1'],
    reveals: true,
  });
  // 2. Chalice Dungeon: 7 monsters + 3 bosses drawn from their shuffled sets, shuffled together
  const monsters = rng.shuffle(MONSTER_IDS);
  const bosses = rng.shuffle(BOSS_IDS);
  const dungeon = rng.shuffle([...monsters.slice(0, DUNGEON_MONSTERS), ...bosses.slice(0, DUNGEON_BOSSES)]);
  const box = [...monsters.slice(DUNGEON_MONSTERS), ...bosses.slice(DUNGEON_BOSSES)];
  // 3. upgrade deck and market (one per hunter)
  const deck = rng.shuffle(UPGRADE_IDS);
  const market = deck.splice(0, n);
  // 8. first player
  const first = config.firstPlayer === 'seat1' ? 0 : rng.int(n);
  const s: BloodborneState = {
    v: 1,
    config,
    n,
    rng: rng.state,
    round: 1,
    stage: 'action',
    first,
    cursor: 0,
    finalBoss,
    dungeon,
    box,
    gone: [],
    current: null,
    killed: false,
    upgradeDeck: deck,
    market,
    removed: [],
    bank: BANK,
    hunters: [],
    pending: null,
    asks: [],
    lastRoll: null,
    revealed: false,
    result: null,
    scores: null,
  };
  // 4-7. boards, starter cards, bank, health dials at the maximum
  const health = maxHealth(s);
  for (let seat = 0; seat < n; seat++) s.hunters.push(newHunter(seat, health));
  ev.push({ type: 'market', params: { cards: [...market] }, rule: RULE['preparacion.3'], reveals: true });
  ev.push({ type: 'firstPlayer', params: { seat: first }, rule: RULE['preparacion.8'], reveals: true });
  // 9. first monster
  revealNext(s, ev);
  return { state: s, events: ev };
}

/** Reveals the top of the Chalice Dungeon, or the final boss once it is spent. */
export function revealNext(s: BloodborneState, ev: Ev): void {
  s.killed = false;
  const id = s.dungeon[0];
  if (id !== undefined) s.dungeon = s.dungeon.slice(1);
  const final = id === undefined;
  const card = final ? s.finalBoss : id;
  const echoes = Math.min(s.bank, startingEchoes(s, card, final));
  s.bank -= echoes;
  s.current = { id: card, echoes, final };
  ev.push({ type: final ? 'revealFinal' : 'reveal', params: { card, echoes }, rule: final ? RULE.jefeFinal : RULE.paso8, reveals: true });
  const a = ability(s);
  if (a && a.when === 'reveal') runAbility(s, a, ev);
}

/** "Al revelar" and "Si huye" abilities. */
export function runAbility(s: BloodborneState, a: MonsterAbility, ev: Ev): void {
  const rule = a.when === 'reveal' ? RULE['capacidad.revelar'] : RULE.paso6;
  const card = s.current!.id;
  ev.push({ type: 'ability', params: { card, when: a.when }, rule });
  switch (a.op) {
    case 'allHurt':
      for (const x of clockwise(s)) hurt(s, x, a.n, ev, rule, 'ability');
      break;
    case 'poorestGain':
      for (const x of extremes(s, totalEchoes, false)) ev.push({ type: 'gain', params: { seat: x, n: fromBank(s, x, a.n) }, rule });
      break;
    case 'mostCardsHurt':
      for (const x of extremes(s, (h) => h.hand.length, true)) hurt(s, x, a.n, ev, rule, 'ability');
      break;
    case 'richestLose':
      for (const x of extremes(s, (h) => h.collected, true)) ev.push({ type: 'lose', params: { seat: x, n: toBank(s, x, a.n) }, rule });
      break;
    case 'hittersLose':
      for (const x of clockwise(s)) if (s.hunters[x].hit) ev.push({ type: 'lose', params: { seat: x, n: toBank(s, x, a.n) }, rule });
      break;
    case 'backUnder':
      // handled by flee(): the card goes under the deck instead of out of the game
      break;
    default:
      break;
  }
}

/** Step 6: a monster with echoes left flees; a boss (and the final boss) stays. */
export function flee(s: BloodborneState, ev: Ev): void {
  const c = s.current;
  if (!c || s.killed || c.final || monsterById.get(c.id)!.kind === 'boss') {
    if (c && !s.killed) ev.push({ type: 'bossStays', params: { card: c.id, echoes: c.echoes }, rule: RULE['paso6.jefes'] });
    return;
  }
  s.bank += c.echoes;
  ev.push({ type: 'flee', params: { card: c.id, echoes: c.echoes }, rule: RULE.paso6 });
  c.echoes = 0;
  const a = ability(s);
  if (a && a.when === 'flee') runAbility(s, a, ev);
  s.current = null;
  if (a && a.op === 'backUnder' && s.dungeon.length) {
    s.dungeon = [...s.dungeon, c.id];
    ev.push({ type: 'backUnder', params: { card: c.id }, rule: RULE.paso6 });
  } else s.gone = [...s.gone, c.id];
  if (finalRule(s).op === 'fleeRefill') {
    const unused = s.box.filter((id) => monsterById.get(id)!.kind === 'monster');
    if (unused.length) {
      const rng = new RngCursor(s.rng);
      const pick = rng.pick(unused);
      s.rng = rng.state;
      s.box = without(s.box, pick);
      s.dungeon = [...s.dungeon, pick];
      ev.push({ type: 'refill', params: { card: pick }, rule: RULE.jefeFinal });
    }
  }
}

/**
 * The monster lost its last echo: it dies; every hunter who took an echo from it this round earns
 * one trophy of each of its types (the final boss: one of each type). A Cuchilla dentada adds one
 * more of a type of the monster; with several types its owner chooses (returned as decisions).
 */
export function killMonster(s: BloodborneState, ev: Ev): Pending[] {
  const c = s.current!;
  s.killed = true;
  const types: MonsterType[] = c.final ? ['kin', 'humanoid', 'beast'] : [...monsterById.get(c.id)!.types];
  ev.push({ type: c.final ? 'finalDies' : 'dies', params: { card: c.id }, rule: c.final ? RULE.jefeFinal : RULE['paso5.matar'] });
  const asks: Pending[] = [];
  for (const x of clockwise(s)) {
    const h = s.hunters[x];
    if (!h.hit || h.eliminated) continue;
    h.trophies = addTrophies(h.trophies, types);
    ev.push({ type: 'trophies', params: { seat: x, types: [...types] }, rule: RULE.trofeos });
    const card = cardOf(h);
    if (card && card.fx.some((e) => e.op === 'trophyBonus')) {
      if (types.length === 1) {
        h.trophies = addTrophies(h.trophies, [types[0]]);
        ev.push({ type: 'trophyBonus', params: { seat: x, type: types[0] }, rule: RULE.trofeos });
      } else asks.push(pendingFor('trophyType', ALONE[x], [...types]));
    }
  }
  return asks;
}
