/**
 * One test per rule of the rulebook (named after its section) and per designed card ability
 * (docs/bloodborne-designed-cards.md). Seats 0, 1, 2 at three hunters; seat 0 is first player.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../common/errors';
import { BOSSES, FINAL_BOSSES, MONSTERS, STARTERS, UPGRADES } from './cards';
import { rollDie } from './combat';
import { parseBloodborneConfig } from './config';
import { apply, decisions, finish, setup } from './flow';
import { choose, giveUpgrade, inst, play, rigDie, scenario, setEchoes, toUsed, types } from './testing';
import { seatView } from './view';

describe('the cards', () => {
  it('87 cards: 25 starter (5 per hunter), 32 upgrades, 18 monsters, 7 bosses, 5 final bosses', () => {
    expect(STARTERS.length * 5 + UPGRADES.length + MONSTERS.length + BOSSES.length + FINAL_BOSSES.length).toBe(87);
    expect([UPGRADES.length, MONSTERS.length, BOSSES.length, FINAL_BOSSES.length]).toEqual([32, 18, 7, 5]);
  });
  it('monsters have health 3-7 and one type; bosses health above 6 and two or three types', () => {
    for (const m of MONSTERS) expect(m.health >= 3 && m.health <= 7 && m.types.length === 1).toBe(true);
    for (const b of BOSSES) expect(b.health > 6 && b.types.length >= 2 && b.types.length <= 3 && b.ability !== null).toBe(true);
  });
});

describe('Preparación de la partida', () => {
  for (const players of [3, 4, 5]) {
    it(`${players} hunters: dungeon of 7 monsters + 3 bosses, market of ${players}, 5 starters, health 8, first monster with its echoes`, () => {
      const { state: s } = setup(parseBloodborneConfig({ players, finalBoss: 'F2' }), `setup-${players}`);
      const all = [...s.dungeon, s.current!.id];
      expect(all).toHaveLength(10);
      expect(all.filter((id) => id.startsWith('B'))).toHaveLength(3);
      expect(s.box).toHaveLength(15);
      expect(s.market).toHaveLength(players);
      expect(s.hunters.every((h) => h.hand.length === 5 && h.health === 8)).toBe(true);
      const m = [...MONSTERS, ...BOSSES].find((c) => c.id === s.current!.id)!;
      expect(s.current!.echoes).toBe(m.health + (players - 3));
      expect(
        decisions(s)
          .map((d) => d.seat)
          .sort(),
      ).toEqual(Array.from({ length: players }, (_, i) => i));
    });
  }
  it('the table may choose the final boss; otherwise it is drawn at random', () => {
    expect(setup(parseBloodborneConfig({ players: 3, finalBoss: 'F4' }), 'x').state.finalBoss).toBe('F4');
    const drawn = new Set(Array.from({ length: 20 }, (_, i) => setup(parseBloodborneConfig({ players: 3 }), `r${i}`).state.finalBoss));
    expect(drawn.size).toBeGreaterThan(1);
  });
  it('a bad config is refused with a localized error', () => {
    expect(() => parseBloodborneConfig({ players: 6 })).toThrow(AppError);
    expect(() => parseBloodborneConfig({ players: 6 })).toThrow(/bloodborne_bad_players/);
    expect(() => parseBloodborneConfig({ players: 3, finalBoss: 'F9' })).toThrow(/bloodborne_bad_config/);
    expect(() => parseBloodborneConfig({ players: 3, extra: 1 })).toThrow(/bloodborne_bad_config/);
  });
});

describe('Paso 1 and Paso 2: secret simultaneous choices', () => {
  it('an illegal option or a second answer changes nothing', () => {
    const s = scenario();
    expect(() => apply(s, 0, `play:${inst(1, 'axe')}`)).toThrow(/bloodborne_illegal_move/);
    const a = play(s, [[0, `play:${inst(0, 'axe')}`]]).state;
    expect(() => apply(a, 0, `play:${inst(0, 'saw')}`)).toThrow(/bloodborne_illegal_move/);
  });
  it('a hunter who played Transform may not pick the Dream; without a weapon in hand the Transform does nothing', () => {
    const s = scenario({ monster: 'M15', echoes: 3 });
    toUsed(s, 0, ['axe', 'saw', 'pistol']);
    const r = choose(s, ['transform', 'dream', 'dream']);
    expect(decisions(r.state)[0].options.map((o) => o.id)).toEqual(['none']);
    const t = play(r.state, [[0, 'none']]);
    expect(types(t.events)).toContain('noWeapon');
    const s2 = scenario();
    const r2 = choose(s2, ['transform', 'dream', 'dream']);
    expect(decisions(r2.state)[0].options.map((o) => o.id)).not.toContain(`weapon:${inst(0, 'dream')}`);
  });
  it('Transform and the picked weapon both go to the used pile at the end of the round', () => {
    const s = scenario({ monster: 'B2', echoes: 9 });
    rigDie(s, 'yellow', [0]);
    const r = choose(s, ['transform', 'axe', 'axe']);
    const t = play(r.state, [[0, `weapon:${inst(0, 'saw')}`]]);
    expect(t.state.hunters[0].used).toEqual([inst(0, 'transform'), inst(0, 'saw')]);
  });
});

describe('Paso 3: efectos instantáneos', () => {
  it('two Hunter Pistols: neither is instant, both hit in step 5', () => {
    const s = scenario({ monster: 'B2', echoes: 9 });
    rigDie(s, 'yellow', [0]);
    const r = choose(s, ['pistol', 'pistol', 'dream']);
    expect(r.events.filter((e) => e.type === 'strike').map((e) => e.rule)).toEqual(['bloodborne:paso5', 'bloodborne:paso5']);
  });
  it('a monster killed in step 3 skips steps 4-6 (no roll), trophies still go to who damaged it', () => {
    const s = scenario({ monster: 'M15', echoes: 1 });
    const r = choose(s, ['dream', 'pistol', 'dream']);
    expect(types(r.events)).not.toContain('roll');
    expect(r.state.hunters[1].trophies.humanoid).toBe(1);
  });
});

describe('Paso 4: ataque del monstruo', () => {
  it('critical faces roll again and add, without limit', () => {
    const s = scenario();
    rigDie(s, 'red', [5, 4, 5, 1]);
    expect(rollDie(s, 'red')).toMatchObject({ total: 3 + 2 + 3 + 1 });
  });
  it("the Hunter's Dream halves the damage rounded down; at 0 health the hunter dies", () => {
    const s = scenario({ monster: 'B1', echoes: 8 });
    s.hunters[2].health = 3;
    rigDie(s, 'red', [3]);
    const r = choose(s, ['dream', 'saw', 'axe']); // 3 + 1 (Gascoigne's attack bonus)
    expect(r.state.hunters[0].health).toBe(6);
    expect(r.state.hunters[1].health).toBe(4);
    expect(r.state.hunters[2].dead).toBe(true);
  });
});

describe('Paso 6, Paso 7 and Paso 8', () => {
  function fleeingDog() {
    const s = scenario({ monster: 'M03', echoes: 3 });
    const next = s.dungeon[0];
    rigDie(s, 'green', [0]);
    const r = choose(s, ['dream', 'dream', 'saw']);
    return { s, next, r };
  }
  it('Paso 6: Perro rabioso keeps echoes, flees and its "si huye" ability hurts every hunter by 1; no trophy', () => {
    const { r } = fleeingDog();
    expect(types(r.events)).toEqual(expect.arrayContaining(['flee', 'ability']));
    expect(r.state.hunters.map((h) => h.health)).toEqual([7, 7, 7]);
    expect(r.state.hunters[2].trophies.beast).toBe(0);
    expect(r.state.hunters[2].collected).toBe(1);
  });
  it('Paso 7 and 8: Dream hunters pick upgrades first player first and rest; the token passes left; the next monster is revealed', () => {
    const { r, next } = fleeingDog();
    expect(decisions(r.state).map((d) => [d.seat, d.kind])).toEqual([[0, 'bloodborne.upgrade']]);
    const a = play(r.state, [[0, `take:${r.state.market[0]}`]]);
    expect(decisions(a.state).map((d) => [d.seat, d.kind])).toEqual([[1, 'bloodborne.upgrade']]);
    const b = play(a.state, [[1, `take:${a.state.market[0]}`]]);
    expect(b.state.hunters.map((h) => h.health)).toEqual([8, 8, 7]);
    expect(b.state.market).toHaveLength(3);
    expect(b.state.first).toBe(1);
    expect(b.state.current!.id).toBe(next);
    expect(b.state.hunters[2].used).toEqual([inst(2, 'saw')]);
    expect(b.state.hunters[0].hand).toContain(inst(0, 'dream'));
  });
  it('the market is not refilled once the upgrade deck is empty', () => {
    const { r } = fleeingDog();
    r.state.removed.push(...r.state.upgradeDeck.splice(0));
    const a = play(r.state, [[0, `take:${r.state.market[0]}`]]);
    const b = play(a.state, [[1, `take:${a.state.market[0]}`]]);
    expect(b.state.market).toHaveLength(1);
  });
});

describe('Muerte de un cazador', () => {
  it('a dead hunter who had played the Dream takes back the used cards too', () => {
    const s = scenario({ monster: 'B1', echoes: 8 });
    s.hunters[0].health = 1;
    toUsed(s, 0, ['axe']);
    rigDie(s, 'red', [3]); // 3, halved to 1
    const r = choose(s, ['dream', 'axe', 'saw']);
    expect(r.state.hunters[0].dead).toBe(true);
    const a = play(r.state, [[0, `take:${r.state.market[0]}`]]);
    expect(a.state.hunters[0].used).toEqual([]);
    expect(a.state.hunters[0].hand).toContain(inst(0, 'axe'));
  });
});

describe('Fin de la partida', () => {
  it('the game ends as soon as the final boss dies (no Dream step): collected echoes are deposited', () => {
    const s = scenario({ monster: 'F2', echoes: 1 });
    const r = choose(s, ['pistol', 'dream', 'dream']);
    expect(r.state.result).not.toBeNull();
    expect(types(r.events)).not.toContain('dream');
    expect(r.state.hunters[0].collected).toBe(0);
    expect(decisions(r.state)).toEqual([]);
  });
  it('ties: the tied hunter with more deposited echoes wins; if still tied, a shared victory', () => {
    const s = scenario();
    setEchoes(s, 0, 0, 5);
    s.hunters[0].trophies.kin = 1; // 5 + 1 = 6
    setEchoes(s, 1, 0, 6); // 6, more deposited
    setEchoes(s, 2, 0, 6); // 6
    finish(s, []);
    expect(s.result!.ranking).toEqual([[1, 2], [0]]);
    expect(s.result!.reason).toBeDefined();
  });
  it('after the Chalice Dungeon is spent the final boss is revealed', () => {
    const s = scenario({ monster: 'M15', echoes: 1 });
    s.box.push(...s.dungeon.splice(0));
    const r = choose(s, ['pistol', 'dream', 'axe']);
    const a = play(r.state, [[1, `take:${r.state.market[0]}`]]);
    expect(a.state.current).toMatchObject({ id: 'F2', final: true, echoes: 11 });
  });
});

describe('designed upgrades (effect vocabulary)', () => {
  const fight = (
    monster: string,
    echoes: number,
    cards: string[],
    give: [number, string][] = [],
    face = 0,
    lantern: 'green' | 'yellow' | 'red' = 'yellow',
  ) => {
    const s = scenario({ monster, echoes });
    for (const [seat, id] of give) giveUpgrade(s, seat, id);
    rigDie(s, lantern, [face]);
    return { s, ...choose(s, cards) };
  };
  const taken = (ev: ReturnType<typeof choose>['events'], seat: number) =>
    ev.filter((e) => e.type === 'strike' && e.params!.seat === seat).reduce((a, e) => a + Number(e.params!.n), 0);

  it('avoid (Pistola de repetición): no damage from the monster', () => {
    const { state } = fight('B2', 9, ['U14', 'axe', 'axe'], [[0, 'U14']], 4);
    expect(state.hunters.map((h) => h.health)).toEqual([8, 5, 5]);
  });
  it('armor (Bastón de cazador): 1 less damage', () => {
    const { state } = fight('B2', 9, ['U10', 'axe', 'axe'], [[0, 'U10']], 4);
    expect(state.hunters[0].health).toBe(6);
  });
  it('vsType and vsBoss add damage against the right monsters only', () => {
    expect(taken(fight('B3', 9, ['U05', 'dream', 'dream'], [[0, 'U05']]).events, 0)).toBe(4); // beast
    expect(taken(fight('B2', 9, ['U05', 'dream', 'dream'], [[0, 'U05']]).events, 0)).toBe(3); // no beast
    expect(taken(fight('B2', 9, ['U01', 'dream', 'dream'], [[0, 'U01']]).events, 0)).toBe(4); // boss
    expect(taken(fight('M07', 6, ['U01', 'dream', 'dream'], [[0, 'U01']]).events, 0)).toBe(3);
  });
  it('alone (Rakuyo): +2 only when no other hunter plays a weapon', () => {
    expect(taken(fight('B2', 9, ['U03', 'dream', 'dream'], [[0, 'U03']]).events, 0)).toBe(4);
    expect(taken(fight('B2', 9, ['U03', 'saw', 'dream'], [[0, 'U03']]).events, 0)).toBe(2);
  });
  it('blast (Lanzallamas): 1 to every hunter, the user included, and 1 to the monster, in step 3', () => {
    const { state, events } = fight('B2', 9, ['U18', 'dream', 'saw'], [[0, 'U18']]);
    expect(state.hunters.map((h) => h.health)).toEqual([7, 7, 7]);
    expect(events.find((e) => e.type === 'strike' && e.params!.seat === 0)!.rule).toBe('bloodborne:paso3');
  });
  it('heal (Vial de sangre) before the monster attacks, up to the maximum', () => {
    const s = scenario({ monster: 'B2', echoes: 9 });
    giveUpgrade(s, 0, 'U24');
    s.hunters[0].health = 2;
    rigDie(s, 'yellow', [4]);
    expect(choose(s, ['U24', 'dream', 'dream']).state.hunters[0].health).toBe(5);
  });
  it('cancelMelee (Trabuco): the melee weapon of the hunter on the left deals nothing', () => {
    const { events } = fight('B2', 9, ['U15', 'axe', 'axe'], [[0, 'U15']]);
    expect(taken(events, 1)).toBe(0);
    expect(taken(events, 2)).toBe(2);
  });
  it('steal (Augur de Ebrietas): up to 2 collected echoes from the richest other hunter', () => {
    const s = scenario({ monster: 'B2', echoes: 9 });
    giveUpgrade(s, 0, 'U31');
    setEchoes(s, 1, 1);
    setEchoes(s, 2, 5);
    rigDie(s, 'yellow', [0]);
    const r = choose(s, ['U31', 'dream', 'dream']);
    expect(r.state.hunters.map((h) => h.collected)).toEqual([2, 0, 3]);
    expect(r.events.find((e) => e.type === 'steal')!.params).toMatchObject({ seat: 0, victim: 2, n: 2 });
  });
  it('bank (Chikage): deposits the collected echoes right after its damage', () => {
    const s = scenario({ monster: 'B2', echoes: 9 });
    giveUpgrade(s, 0, 'U13');
    setEchoes(s, 0, 2, 0);
    rigDie(s, 'yellow', [0]);
    expect(choose(s, ['U13', 'dream', 'dream']).state.hunters[0]).toMatchObject({ collected: 0, deposited: 5 });
  });
  it('selfHurt (Estacador): the user loses 1 health in step 3', () => {
    expect(fight('B2', 9, ['U02', 'dream', 'dream'], [[0, 'U02']]).state.hunters[0].health).toBe(7);
  });
  it('reclaim (Campana del mensajero): the two most recently used cards go back to hand', () => {
    const s = scenario({ monster: 'B2', echoes: 9 });
    giveUpgrade(s, 0, 'U27');
    toUsed(s, 0, ['axe', 'saw', 'pistol']);
    rigDie(s, 'yellow', [0]);
    const r = choose(s, ['U27', 'dream', 'dream']);
    expect(r.state.hunters[0].used).toEqual([inst(0, 'axe')]);
    expect(r.state.hunters[0].hand).toEqual(expect.arrayContaining([inst(0, 'saw'), inst(0, 'pistol')]));
  });
  it('lifesteal (Lanza rifle): heals as much as the damage dealt', () => {
    const s = scenario({ monster: 'B2', echoes: 9 });
    giveUpgrade(s, 0, 'U07');
    s.hunters[0].health = 4;
    rigDie(s, 'yellow', [0]);
    expect(choose(s, ['U07', 'dream', 'dream']).state.hunters[0].health).toBe(6);
  });
  it('trophyBonus with several types: the hunter chooses the type', () => {
    const s = scenario({ monster: 'B2', echoes: 1 });
    rigDie(s, 'yellow', [0]);
    const r = choose(s, ['saw', 'dream', 'dream']);
    expect(decisions(r.state)[0]).toMatchObject({ seat: 0, kind: 'bloodborne.trophyType' });
    const t = play(r.state, [[0, 'type:kin']]);
    expect(t.state.hunters[0].trophies).toEqual({ kin: 2, humanoid: 1, beast: 0 });
  });
});

describe('designed monsters and bosses', () => {
  const at = (monster: string, echoes: number) => scenario({ monster, echoes });
  it('poorestGain (Alma poseída, on reveal): the hunters with the lowest total get 3 from the bank', async () => {
    const { revealNext } = await import('./dungeon');
    const s = at('B2', 9);
    setEchoes(s, 0, 1, 1);
    s.dungeon.unshift('M02');
    s.box.splice(s.box.indexOf('M02'), 1);
    s.gone.push(s.current!.id);
    s.bank += s.current!.echoes;
    s.current = null;
    revealNext(s, []);
    expect(s.hunters.map((h) => h.collected)).toEqual([1, 3, 3]);
  });
  it('mostCardsHurt (Cerdo devorador, on reveal): the hunters with the most cards in hand take 2', async () => {
    const { runAbility } = await import('./dungeon');
    const s = at('M04', 6);
    toUsed(s, 0, ['axe']);
    runAbility(s, { when: 'reveal', op: 'mostCardsHurt', n: 2 }, []);
    expect(s.hunters.map((h) => h.health)).toEqual([8, 6, 6]);
  });
  it('richestLose / hittersLose: collected echoes go back to the bank', async () => {
    const { runAbility } = await import('./dungeon');
    const s = at('M11', 4);
    setEchoes(s, 1, 4);
    runAbility(s, { when: 'reveal', op: 'richestLose', n: 2 }, []);
    expect(s.hunters[1].collected).toBe(2);
    s.hunters[1].hit = true;
    runAbility(s, { when: 'flee', op: 'hittersLose', n: 1 }, []);
    expect(s.hunters[1].collected).toBe(1);
  });
  it('backUnder (Rata gigante): a fleeing one goes under the Chalice Dungeon deck', () => {
    const s = at('M06', 5);
    rigDie(s, 'green', [0]);
    const r = choose(s, ['saw', 'dream', 'dream']);
    expect(r.state.dungeon[r.state.dungeon.length - 1]).toBe('M06');
  });
  it('rangedCap, meleeMinus, instantImmune change the damage taken', () => {
    const s1 = at('M14', 4);
    giveUpgrade(s1, 0, 'U22');
    rigDie(s1, 'red', [0]);
    expect(choose(s1, ['U22', 'dream', 'dream']).events.find((e) => e.type === 'strike')!.params!.n).toBe(1);
    const s2 = at('M18', 7);
    rigDie(s2, 'red', [0]);
    expect(choose(s2, ['axe', 'dream', 'dream']).events.find((e) => e.type === 'strike')!.params!.n).toBe(1);
    const s3 = at('M09', 4);
    rigDie(s3, 'green', [0]);
    expect(choose(s3, ['pistol', 'dream', 'dream']).events.find((e) => e.type === 'strike')!.params!.n).toBe(0);
  });
  it('ignoreAvoid, noHalve, attackBonus, punishDream change the monster attack', () => {
    const s1 = at('M05', 4);
    giveUpgrade(s1, 0, 'U14');
    rigDie(s1, 'red', [3]);
    expect(choose(s1, ['U14', 'dream', 'axe']).state.hunters.map((h) => h.health)).toEqual([5, 7, 5]);
    const s2 = at('M16', 6);
    rigDie(s2, 'yellow', [4]);
    expect(choose(s2, ['dream', 'dream', 'axe']).state.hunters.map((h) => h.health)).toEqual([5, 5, 5]);
    const s3 = at('B1', 8);
    rigDie(s3, 'red', [1]);
    expect(choose(s3, ['axe', 'axe', 'axe']).state.hunters.map((h) => h.health)).toEqual([6, 6, 6]);
    const s4 = at('B6', 10);
    rigDie(s4, 'yellow', [4]);
    expect(choose(s4, ['dream', 'axe', 'axe']).state.hunters.map((h) => h.health)).toEqual([6, 5, 5]);
  });
  it('thorns (Ejecutor): a hunter who damages it takes 1', () => {
    const s = at('M13', 5);
    rigDie(s, 'yellow', [0]);
    expect(choose(s, ['axe', 'dream', 'dream']).state.hunters[0].health).toBe(7);
  });
});

describe('designed final bosses', () => {
  it("splashLeft (Ebrietas): a weapon that damages her hurts the attacker's left neighbour as much", () => {
    const s = scenario({ monster: 'F2', echoes: 11 });
    rigDie(s, 'yellow', [0]);
    const r = choose(s, ['axe', 'dream', 'dream']);
    expect(r.state.hunters.map((h) => h.health)).toEqual([8, 6, 8]);
  });
  it('fleeRefill (Micolash): a fleeing monster brings a random unused monster under the deck', () => {
    const s = scenario({ finalBoss: 'F3', monster: 'M15', echoes: 3 });
    const before = s.dungeon.length;
    rigDie(s, 'green', [0]);
    const r = choose(s, ['saw', 'dream', 'dream']);
    expect(types(r.events)).toContain('refill');
    expect(r.state.dungeon).toHaveLength(before + 1);
  });
  it('maxHealth (Amelia): hunters start and rest at 6', () => {
    const s = scenario({ finalBoss: 'F4' });
    expect(s.hunters.map((h) => h.health)).toEqual([6, 6, 6]);
  });
  it('secondDeath (Rom): a hunter who dies a second time is eliminated and ranks last', () => {
    const s = scenario({ finalBoss: 'F5', monster: 'B1', echoes: 8 });
    s.hunters[2].deaths = 1;
    s.hunters[2].health = 1;
    setEchoes(s, 2, 0, 30);
    rigDie(s, 'red', [1]);
    const r = choose(s, ['axe', 'axe', 'axe']);
    expect(r.state.hunters[2].eliminated).toBe(true);
    finish(r.state, []);
    expect(r.state.result!.ranking[r.state.result!.ranking.length - 1]).toEqual([2]);
  });
});

describe('views', () => {
  it('a seat sees its own hand only, and of a pending secret choice only who has chosen', () => {
    const s = scenario();
    const a = play(s, [[0, `play:${inst(0, 'axe')}`]]).state;
    const v1 = seatView(a, 1);
    expect(v1.hunters[0].hand).toBeUndefined();
    expect(v1.hunters[1].hand).toHaveLength(5);
    expect(v1.hunters[0]).toMatchObject({ played: null, secret: 'chosen', handCount: 5 });
    expect(seatView(a, 0).hunters[0]).toMatchObject({ played: 'axe', secret: 'chosen' });
    expect(JSON.stringify(seatView(a, 'public'))).not.toContain('axe#0');
  });
});

describe('every upgrade, played alone against a Vecino de Yharnam with 20 echoes (others in the Dream, the die rolls 0)', () => {
  // [card, echoes taken, step of the damage (3 instant, 5 attack, null none), own health after]
  const table: [string, number, 3 | 5 | null, number][] = [
    ['U01', 3, 5, 8],
    ['U02', 4, 5, 7],
    ['U03', 4, 5, 8],
    ['U04', 2, 5, 8],
    ['U05', 3, 5, 8],
    ['U06', 2, 5, 8],
    ['U07', 2, 5, 8],
    ['U08', 4, 5, 8],
    ['U09', 3, 5, 7],
    ['U10', 2, 5, 8],
    ['U11', 2, 5, 8],
    ['U12', 2, 3, 8],
    ['U13', 3, 5, 8],
    ['U14', 1, 5, 8],
    ['U15', 1, 3, 8],
    ['U16', 4, 5, 6],
    ['U17', 3, 5, 8],
    ['U18', 1, 3, 7],
    ['U19', 2, 3, 8],
    ['U20', 2, 5, 8],
    ['U21', 2, 3, 8],
    ['U22', 3, 5, 8],
    ['U23', 3, 3, 8],
    ['U24', 0, null, 8],
    ['U25', 2, 3, 8],
    ['U26', 1, 3, 8],
    ['U27', 0, null, 8],
    ['U28', 0, null, 8],
    ['U29', 2, 3, 6],
    ['U30', 0, null, 8],
    ['U31', 0, null, 8],
    ['U32', 0, null, 8],
  ];
  for (const [card, taken, stepN, health] of table) {
    it(`${card}: takes ${taken}${stepN ? ` in step ${stepN}` : ''}, ends at ${health} health`, () => {
      const s = scenario({ monster: 'M15', echoes: 20 });
      giveUpgrade(s, 0, card);
      rigDie(s, 'green', [0]);
      const r = choose(s, [card, 'dream', 'dream']);
      const strikes = r.events.filter((e) => e.type === 'strike' && e.params!.seat === 0);
      expect(strikes.reduce((a, e) => a + Number(e.params!.n), 0)).toBe(taken);
      if (stepN) expect(strikes.map((e) => e.rule)).toEqual([`bloodborne:paso${stepN}`]);
      else expect(strikes).toEqual([]);
      expect(r.state.hunters[0].health).toBe(health);
    });
  }
});

describe('every monster and boss in one standard round', () => {
  // 10 echoes on it; seat 0 Axe, seat 1 Cuchilla, seat 2 (3 collected) in the Dream; the die rolls 0.
  // [card, health after (0, 1, 2), echoes taken (0, 1), collected after (0, 1), seat 2 deposited, it stays]
  type Row = [string, [number, number, number], [number, number], [number, number], number, boolean];
  const base = (id: string, stays = false): Row => [id, [8, 8, 8], [2, 1], [2, 1], 3, stays];
  const table: Row[] = [
    base('M01'),
    base('M02'),
    ['M03', [7, 7, 7], [2, 1], [2, 1], 3, false],
    base('M04'),
    base('M05'),
    base('M06'),
    base('M07'),
    ['M08', [8, 8, 8], [2, 1], [1, 0], 3, false],
    base('M09'),
    base('M10'),
    base('M11'),
    ['M12', [8, 8, 8], [2, 1], [2, 1], 1, false],
    ['M13', [7, 7, 8], [2, 1], [2, 1], 3, false],
    base('M14'),
    base('M15'),
    base('M16'),
    base('M17'),
    ['M18', [8, 8, 8], [1, 0], [1, 0], 3, false],
    ['B1', [7, 7, 8], [2, 1], [2, 1], 3, true],
    base('B2', true),
    ['B3', [7, 7, 8], [2, 1], [2, 1], 3, true],
    base('B4', true),
    base('B5', true),
    ['B6', [8, 8, 7], [2, 1], [2, 1], 3, true],
    ['B7', [8, 8, 8], [1, 0], [1, 0], 3, true],
  ];
  for (const [card, health, taken, collected, deposited, stays] of table) {
    it(`${card}`, () => {
      const s = scenario({ monster: card, echoes: 10 });
      setEchoes(s, 2, 3, 0);
      const lantern = [...MONSTERS, ...BOSSES].find((m) => m.id === card)!.lantern;
      rigDie(s, lantern, [0]);
      const r = choose(s, ['axe', 'saw', 'dream']);
      const st = r.state;
      expect(st.hunters.map((h) => h.health)).toEqual(health);
      expect(
        [0, 1].map((x) => r.events.filter((e) => e.type === 'strike' && e.params!.seat === x).reduce((a, e) => a + Number(e.params!.n), 0)),
      ).toEqual(taken);
      expect([st.hunters[0].collected, st.hunters[1].collected]).toEqual(collected);
      expect(st.hunters[2].deposited).toBe(deposited);
      expect(types(r.events).includes('bossStays')).toBe(stays);
      expect(types(r.events).includes('flee')).toBe(!stays);
      if (card === 'M06' || card === 'M17') expect(st.dungeon[st.dungeon.length - 1]).toBe(card);
    });
  }
});
