/**
 * The rulebook's 14 worked examples ("EJEMPLO") as scenario tests, named after them. Seats:
 * Julián 0 (first player), Cristina 1, Alex 2 — three hunters unless the example says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { decisions, finish } from './flow';
import { choose, giveUpgrade, inst, play, rigDie, scenario, setEchoes, toMarket, toUsed, types } from './testing';
import { seatView } from './view';

const JULIAN = 0;
const CRISTINA = 1;
const ALEX = 2;

/** Examples 1-5: the round against the Bestia infectada (M01, red, health 3 at three hunters). */
function beastRound() {
  const s = scenario({ monster: 'M01', echoes: 3 });
  toUsed(s, JULIAN, ['axe']); // example 2: his Hunter Axe is in his used pile
  rigDie(s, 'red', [4, 0]); // example 4: 2✱ then 0
  const step1 = choose(s, ['transform', 'pistol', 'axe']);
  const transformOptions = decisions(step1.state).map((d) => ({ seat: d.seat, options: d.options.map((o) => o.id) }));
  const step2 = play(step1.state, [[JULIAN, `weapon:${inst(JULIAN, 'saw')}`]]);
  return { s, step1, transformOptions, step2 };
}

describe('rulebook examples', () => {
  it('Ejemplo 1 (paso 1): the three cards are chosen in secret and revealed together; only Julián goes on to step 2', () => {
    const s = scenario({ monster: 'M01', echoes: 3 });
    const a = play(s, [[JULIAN, `play:${inst(JULIAN, 'transform')}`]]);
    expect(a.events).toEqual([]);
    expect(seatView(a.state, CRISTINA).hunters[JULIAN]).toMatchObject({ played: null, secret: 'chosen' });
    const b = play(a.state, [
      [CRISTINA, `play:${inst(CRISTINA, 'pistol')}`],
      [ALEX, `play:${inst(ALEX, 'axe')}`],
    ]);
    expect(b.events.filter((e) => e.type === 'revealAction').map((e) => [e.params!.seat, e.params!.card])).toEqual([
      [0, 'transform'],
      [1, 'pistol'],
      [2, 'axe'],
    ]);
    expect(decisions(b.state).map((d) => [d.seat, d.kind, d.secret])).toEqual([[JULIAN, 'bloodborne.transform', true]]);
  });

  it("Ejemplo 2 (paso 2): Julián sees the others' cards and may pick only a weapon from his hand (his Axe is used)", () => {
    const { transformOptions, step1 } = beastRound();
    expect(transformOptions).toEqual([{ seat: JULIAN, options: [`weapon:${inst(JULIAN, 'saw')}`, `weapon:${inst(JULIAN, 'pistol')}`] }]);
    const v = seatView(step1.state, JULIAN);
    expect([v.hunters[CRISTINA].played, v.hunters[ALEX].played]).toEqual(['pistol', 'axe']);
  });

  it("Ejemplo 3 (paso 3): Cristina's pistol is the only one, so it deals its damage now: she takes 1 echo, the beast keeps 2", () => {
    const { step2 } = beastRound();
    const strikes = step2.events.filter((e) => e.type === 'strike');
    expect(strikes[0].params).toMatchObject({ seat: CRISTINA, n: 1, left: 2 });
    expect(strikes[0].rule).toBe('bloodborne:paso3');
    expect(strikes.filter((e) => e.params!.seat === CRISTINA)).toHaveLength(1);
  });

  it('Ejemplo 4 (ataques críticos): the red die rolls 2✱, again 0: every hunter takes 2 (8 → 6)', () => {
    const { step2 } = beastRound();
    const roll = step2.events.find((e) => e.type === 'roll')!;
    expect(roll.params).toMatchObject({ faces: ['2✱', '0'], total: 2, seat: JULIAN });
    expect(step2.state.hunters.map((h) => h.health)).toEqual([6, 6, 6]);
  });

  it("Ejemplo 5 (paso 5): Julián 1 with the Cuchilla, Cristina skipped, Alex's Axe capped at the last echo; all three earn a Beast trophy", () => {
    const { step2 } = beastRound();
    const strikes = step2.events
      .filter((e) => e.type === 'strike' && e.rule === 'bloodborne:paso5')
      .map((e) => [e.params!.seat, e.params!.n, e.params!.left]);
    expect(strikes).toEqual([
      [JULIAN, 1, 1],
      [ALEX, 1, 0],
    ]);
    expect(types(step2.events)).toContain('dies');
    expect(step2.state.hunters.map((h) => h.trophies.beast)).toEqual([1 + 1, 1, 1]); // + the Cuchilla's extra trophy
    expect(step2.state.hunters.map((h) => h.collected)).toEqual([1, 1, 1]);
  });

  it('Ejemplo 6 (paso 6): the Linterna de invierno keeps 2 of 6 echoes and flees; nobody earns a Kin trophy', () => {
    const s = scenario({ monster: 'M07', echoes: 6 });
    rigDie(s, 'yellow', [0]);
    const r = choose(s, ['axe', 'axe', 'dream']);
    expect(types(r.events)).toContain('flee');
    expect(r.state.hunters.map((h) => h.trophies.kin)).toEqual([0, 0, 0]);
    expect(r.state.gone).toContain('M07');
    expect(r.state.current).toBeNull(); // the next monster is revealed in step 8, after Alex's Dream
  });

  it('Ejemplo 7 (luchar contra jefes): Padre Gascoigne takes 6 and stays; next round he is still there without his echoes back', () => {
    const s = scenario({ monster: 'B1', echoes: 8 });
    rigDie(s, 'red', [0]);
    const r = choose(s, ['axe', 'axe', 'axe']);
    expect(types(r.events)).toContain('bossStays');
    expect(types(r.events)).not.toContain('reveal');
    expect(r.state.current).toMatchObject({ id: 'B1', echoes: 2 });
    expect(r.state.round).toBe(2);
  });

  it('Ejemplo 8 (trofeos de jefe): Julián damages Gascoigne in the round he dies: one Humanoid and one Beast trophy', () => {
    const s = scenario({ monster: 'B1', echoes: 2 });
    giveUpgrade(s, JULIAN, 'U02');
    rigDie(s, 'red', [0]);
    const r = choose(s, ['U02', 'dream', 'dream']);
    expect(r.state.hunters[JULIAN].trophies).toEqual({ kin: 0, humanoid: 1, beast: 1 });
    expect(r.state.hunters[CRISTINA].trophies).toEqual({ kin: 0, humanoid: 0, beast: 0 });
  });

  it('Ejemplo 9 (el Sueño del Cazador): Cristina at 3 takes 1 of 3, deposits 2, takes her cards back, takes the Repeater Pistol, must remove a card (not the Dream) and rests to 8', () => {
    const s = scenario({ monster: 'M13', echoes: 5 });
    const h = s.hunters[CRISTINA];
    h.health = 3;
    setEchoes(s, CRISTINA, 2, 0);
    giveUpgrade(s, CRISTINA, 'U22');
    giveUpgrade(s, CRISTINA, 'U25');
    toUsed(s, CRISTINA, ['axe', 'U25']);
    toMarket(s, 'U14');
    rigDie(s, 'yellow', [4]); // 3
    const r = choose(s, ['dream', 'dream', 'pistol']);
    expect(r.state.hunters[CRISTINA].health).toBe(2);
    // Julián (first player) goes through the Dream first
    const j = play(r.state, [[JULIAN, `take:${r.state.market.find((c) => c !== 'U14')!}`]]);
    expect(j.state.hunters[CRISTINA].deposited).toBe(2);
    expect(j.state.hunters[CRISTINA].used).toEqual([]);
    const c = play(j.state, [[CRISTINA, 'take:U14']]);
    const removeOptions = decisions(c.state)[0].options.map((o) => o.id);
    expect(decisions(c.state)[0].kind).toBe('bloodborne.remove');
    expect(removeOptions).not.toContain(`remove:${inst(CRISTINA, 'dream')}`);
    expect(removeOptions).toContain('remove:U14');
    const d = play(c.state, [[CRISTINA, `remove:${inst(CRISTINA, 'saw')}`]]);
    expect(d.state.removed).toContain(inst(CRISTINA, 'saw'));
    expect(d.state.hunters[CRISTINA].hand).toHaveLength(7);
    expect(d.state.hunters[CRISTINA].health).toBe(8);
  });

  it('Ejemplo 10 (muerte de un cazador): Alex dies to Gascoigne, loses his 4 collected echoes (keeps 6 deposited), does not attack, takes a Blood Vial and rests to 8 without his used cards', () => {
    const s = scenario({ monster: 'B1', echoes: 8 });
    const a = s.hunters[ALEX];
    a.health = 2;
    setEchoes(s, ALEX, 4, 6);
    toUsed(s, ALEX, ['saw']);
    toMarket(s, 'U24');
    rigDie(s, 'red', [3]); // 3
    const bank = s.bank;
    const r = choose(s, ['dream', 'dream', 'axe']);
    expect(r.events.find((e) => e.type === 'death')!.params).toMatchObject({ seat: ALEX, lost: 4 });
    expect(r.events.some((e) => e.type === 'strike' && e.params!.seat === ALEX)).toBe(false);
    expect(r.state.hunters[ALEX]).toMatchObject({ collected: 0, deposited: 6 });
    expect(r.state.bank).toBe(bank + 4);
    const j = play(r.state, [[JULIAN, `take:${r.state.market.find((c) => c !== 'U24')!}`]]);
    const c = play(j.state, [[CRISTINA, `take:${j.state.market.find((x) => x !== 'U24')!}`]]);
    const z = play(c.state, [[ALEX, 'take:U24']]);
    expect(z.state.hunters[ALEX].health).toBe(8);
    expect(z.state.hunters[ALEX].hand).toContain('U24');
    expect(z.state.hunters[ALEX].used).toEqual([inst(ALEX, 'saw'), inst(ALEX, 'axe')]);
  });

  it('Ejemplo 11 (marcador de trofeos): Cristina deals 2 to the Ejecutor in the round it dies: her Humanoid marker moves to the 3 space', () => {
    const s = scenario({ monster: 'M13', echoes: 2 });
    s.hunters[CRISTINA].trophies.humanoid = 1;
    rigDie(s, 'yellow', [0]);
    const r = choose(s, ['dream', 'axe', 'dream']);
    expect(r.state.hunters[CRISTINA].trophies.humanoid).toBe(2);
    finish(r.state, []);
    expect(r.state.scores![CRISTINA]).toBe(3 + r.state.hunters[CRISTINA].deposited);
  });

  it('Ejemplo 12 (el jefe final): only Julián damaged the final boss when it died: one trophy of each type for him, none for the others', () => {
    const s = scenario({ monster: 'F2', echoes: 2 });
    rigDie(s, 'yellow', [0]);
    const r = choose(s, ['axe', 'dream', 'dream']);
    expect(r.state.result).not.toBeNull();
    expect(r.state.hunters[JULIAN].trophies).toEqual({ kin: 1, humanoid: 1, beast: 1 });
    expect(r.state.hunters[CRISTINA].trophies).toEqual({ kin: 0, humanoid: 0, beast: 0 });
  });

  it('Ejemplo 13 (Gehrman): at four hunters a health-3 monster starts with 6 echoes; Gehrman himself only with the player bonus', async () => {
    const { startingEchoes } = await import('./dungeon');
    const s = scenario({ players: 4, finalBoss: 'F1' });
    expect(startingEchoes(s, 'M01', false)).toBe(3 + 1 + 2);
    expect(startingEchoes(s, 'F1', true)).toBe(10 + 1);
  });

  it('Ejemplo 14 (fin de la partida): 3 collected + 9 deposited = 12, trophies 3 + 5 + 1: score 21', () => {
    const s = scenario();
    setEchoes(s, JULIAN, 3, 9);
    s.hunters[JULIAN].trophies = { kin: 2, humanoid: 3, beast: 1 };
    finish(s, []);
    expect(s.hunters[JULIAN].deposited).toBe(12);
    expect(s.scores![JULIAN]).toBe(21);
  });
});
