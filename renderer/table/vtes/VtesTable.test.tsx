import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../testing/i18n';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { LogPanel } from '../kit/LogPanel';
import { logLineFor } from '../registry';
import { promptNamed, VtesTable } from './VtesTable';
import { placeOptions, pointedTarget, tableOrder } from './options';
import { optionForKey } from '../kit/options';
import { blockDecision, card, sampleDto, vampire } from './fixture';
import type { I18nRef } from '../../../main/engine/types';

beforeAll(initTestI18n);

// as the Play screen draws it: the log panel of the table kit with the game's rewording (registry)
const render = (dto = sampleDto()) =>
  renderToStaticMarkup(
    <VtesTable
      dto={dto}
      onChoose={() => undefined}
      log={<LogPanel log={dto.log} seats={dto.seats} game="vtes" mapLine={logLineFor('vtes')} />}
    />,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('V:TES table options', () => {
  it('places options on the card their params name (uid or card) and on seats', () => {
    const p = placeOptions({
      ...blockDecision,
      options: [
        { id: 'a', label: { key: 'k' }, params: { uid: 'k10' } },
        { id: 'b', label: { key: 'k' }, params: { card: 'k20' } },
        { id: 'c', label: { key: 'k' }, params: { card: 'k20' } },
        { id: 's', label: { key: 'k' }, params: { seat: 2 } },
        { id: 'done', label: { key: 'k' } },
      ],
    });
    expect(p.card.get('k10')?.map((o) => o.id)).toEqual(['a']);
    expect(p.card.get('k20')?.map((o) => o.id)).toEqual(['b', 'c']);
    expect(p.seat.get(2)?.map((o) => o.id)).toEqual(['s']);
    expect(placeOptions(null).card.size).toBe(0);
  });

  it('number keys name the options in list order', () => {
    expect(optionForKey(blockDecision, '2')?.id).toBe('decline');
    expect(optionForKey(blockDecision, '3')).toBeNull();
    expect(optionForKey(blockDecision, 'a')).toBeNull();
  });

  it('table order starts with the viewer and follows prey after prey (2.1)', () => {
    const seats = [0, 1, 2, 3].map((s) => ({ seat: s, prey: (s + 1) % 4 }));
    expect(tableOrder(seats, 2)).toEqual([2, 3, 0, 1]);
    expect(tableOrder(seats, 'public')).toEqual([0, 1, 2, 3]);
    // a seating changed by a card (Dramatic Upheaval: seats 0 and 2 switched places)
    expect(tableOrder(seats, 2, [2, 1, 0, 3])).toEqual([2, 1, 0, 3]);
    expect(tableOrder(seats, 0, [2, 1, 0, 3])).toEqual([0, 3, 2, 1]);
  });
});

describe('V:TES table rendering', () => {
  it('shows every Methuselah with pool, VP, Edge and counts, prey and predator around the viewer', async () => {
    await i18n.changeLanguage('es');
    const html = render();
    const t = text(html);
    expect(t).toContain('Reserva 30');
    expect(t).toContain('Reserva 29');
    expect(t).toContain('tu presa');
    expect(t).toContain('tu depredador');
    expect(html).toMatch(/vx-seat other[^"]*" data-seat="2"/);
    expect(t).toContain('Ventaja');
    expect(t).toContain('Biblioteca 60');
    expect(t).toContain('Cripta 8');
    // a hand played open (Revelations) is public
    expect(t).toContain('Mano abierta');
    expect(html).toContain('data-uid="k130"');
  });

  it('copies of one card offer their plays once in the list; the cards on the board keep their own options', async () => {
    await i18n.changeLanguage('es');
    const play = (uid: string) => ({
      id: `play:${uid}`,
      label: { key: 'log-vtes:opt.block', params: { name: 'Organized Resistance' } },
      params: { uid },
    });
    const dto = sampleDto({ ...blockDecision, options: [play('k20'), play('k21'), play('k22'), blockDecision.options[1]] });
    const html = render(dto);
    const list = html.slice(html.indexOf('class="vx-options"'));
    expect((list.match(/data-option="play:/g) ?? []).length).toBe(1);
    expect(list).toContain('data-option="decline"');
    // each copy in hand is still a target of its own option
    expect(html).toMatch(/class="vx-card library target[^"]*" data-uid="k20"/);
  });

  it('the option under the pointer names one card or one Methuselah to light up', () => {
    expect(pointedTarget({ id: 'block:k10', label: { key: 'x' }, params: { uid: 'k10' } })).toEqual({ uid: 'k10', seat: null });
    expect(pointedTarget({ id: 'trophy', label: { key: 'x' }, params: { card: 'k77', seat: 2 } })).toEqual({ uid: 'k77', seat: null });
    expect(pointedTarget({ id: 'oust', label: { key: 'x' }, params: { seat: 2 } })).toEqual({ uid: null, seat: 2 });
    expect(pointedTarget({ id: 'done', label: { key: 'x' } })).toEqual({ uid: null, seat: null });
    expect(pointedTarget(null)).toEqual({ uid: null, seat: null });
    // an option of a minion aimed at another card lights up both
    expect(pointedTarget({ id: 'fight:k10:k30', label: { key: 'x' }, params: { uid: 'k10', target: 'k30' } })).toEqual({
      uid: 'k10',
      seat: null,
      aim: 'k30',
    });
  });

  it('influence names an uncontrolled vampire the viewer sees by its card, not by its place (2.3, issue 16 item 2)', async () => {
    await i18n.changeLanguage('es');
    const transfer = { id: 'give:k11', label: { key: 'log-vtes:opt.transferIn', params: { pos: 1 } }, params: { uid: 'k11' } };
    const hidden = { id: 'give:k99', label: { key: 'log-vtes:opt.transferIn', params: { pos: 2 } }, params: { uid: 'k99' } };
    const html = text(render(sampleDto({ ...blockDecision, options: [transfer, hidden] })));
    expect(html).toContain('1 transferencia: 1 de reserva a Atiena');
    // a card the view does not show keeps its place number
    expect(html).toContain('1 transferencia: 1 de reserva al vampiro n.º 2');
    await i18n.changeLanguage('pl');
    expect(text(render(sampleDto({ ...blockDecision, options: [transfer] })))).toContain('1 przelew: 1 znacznik puli na wampira Atiena');
    await i18n.changeLanguage('es');
  });

  it("card types are named in the reader's language, not in the data's English", async () => {
    await i18n.changeLanguage('es');
    const es = text(render());
    expect(es).toContain('Combate');
    expect(es).toContain('Acción');
    expect(es).not.toMatch(/\bCombat\b/);
    await i18n.changeLanguage('pl');
    const pl = text(render());
    expect(pl).toContain('Walka');
    expect(pl).not.toMatch(/\bCombat\b/);
    await i18n.changeLanguage('es');
  });

  it('2.3 uncontrolled region: the viewer sees her own vampires, only face-down backs of the others', async () => {
    await i18n.changeLanguage('es');
    const html = render();
    expect(html).toContain('data-uid="k11"');
    expect(text(html)).toContain('2 boca abajo');
    // Bartek's panel has backs and no card in its uncontrolled region
    const bartek = html.slice(html.indexOf('data-seat="1"'), html.indexOf('data-seat="2"'));
    expect(bartek).toContain('vx-back');
    expect(bartek.slice(bartek.indexOf('Zona incontrolada'))).not.toContain('data-uid');
  });

  it('draws locked cards with a badge (text kept horizontal), automation badges, the action with stealth and intercept, combat and referendum', async () => {
    await i18n.changeLanguage('es');
    const html = render();
    expect(html).toMatch(/class="vx-card crypt locked[^"]*" data-uid="k90"/);
    expect(html).toMatch(/data-uid="k90"[^>]*>(?:(?!<\/button>).)*class="vx-locked-badge"[^>]*>girada</);
    expect(html).toContain('vx-auto-manual');
    expect(html).toContain('vx-auto-partial');
    expect(html).toMatch(/data-testid="stealth">1</);
    expect(html).toMatch(/data-testid="intercept">0</);
    const t = text(html);
    expect(t).toContain('Oshri ⚔ Siarhei');
    expect(t).toContain('de cerca');
    // the strikes of the current combat, from the log
    expect(html).toMatch(/vx-combat-lines[^>]*><li>[^<]*Oshri/);
    expect(t).toContain('A favor 3');
    expect(t).toContain('Vota: Bartek');
    // 6.2.2: while the block is being resolved the blocker is only trying
    const trying = sampleDto();
    trying.view.action = { ...trying.view.action!, blocker: 'k10', step: 'stealth' };
    expect(text(render(trying))).toContain('Intenta bloquear: Siarhei');
    const blocked = sampleDto();
    blocked.view.action = { ...blocked.view.action!, blocker: 'k10', step: 'after' };
    expect(text(render(blocked))).toContain('Bloqueada por Siarhei');
  });

  it('4.1, 1.6.2.4, 8: contested cards, the out-of-turn master debt and the hand size are shown', async () => {
    await i18n.changeLanguage('es');
    const dto = sampleDto();
    dto.view.seats[1].ready.push(vampire('k91', 'Aunt Linda', { contested: true }));
    dto.view.seats[1].masterDebt = 1;
    dto.view.seats[1].handCount = 6;
    dto.view.seats[1].handSize = 8;
    let html = render(dto);
    expect(html).toMatch(/class="vx-card crypt contested[^"]*" data-uid="k91"/);
    const bartek = text(html.slice(html.indexOf('data-seat="1"'), html.indexOf('data-seat="2"')));
    expect(bartek).toContain('disputada');
    expect(bartek).toContain('Fuera de turno: −1 acción de fase heril');
    expect(bartek).toContain('Mano 6/8');
    // Ana owes nothing: no debt badge in her panel
    expect(text(html.slice(html.indexOf('data-seat="0"')))).not.toContain('Fuera de turno');
    await i18n.changeLanguage('pl');
    html = render(dto);
    expect(text(html)).toContain('Poza turą: −1 akcja fazy mistrza');
    expect(text(html)).toContain('sporna');
    expect(text(html)).toContain('Ręka 6/8');
    await i18n.changeLanguage('es');
  });

  it('9.1: an ousted Methuselah keeps a short panel (pool, VP, ash heap) without an empty uncontrolled region', async () => {
    await i18n.changeLanguage('es');
    const dto = sampleDto();
    Object.assign(dto.view.seats[2], { ousted: true, pool: 0, torpor: [], uncontrolled: [], handCount: 0, libraryCount: 0, cryptCount: 0 });
    const html = render(dto);
    const out = html.slice(html.lastIndexOf('<section', html.indexOf('data-seat="2"')), html.indexOf('data-seat="3"'));
    expect(out).toMatch(/class="vx-seat other ousted/);
    expect(text(out)).toContain('fuera de la partida');
    expect(out).not.toContain('Zona incontrolada');
    // the others still show theirs, even when empty of face-down cards
    expect(html.slice(html.indexOf('data-seat="3"'))).toContain('Zona incontrolada');
  });

  it('6.3.2: options and log lines naming a Methuselah show the name, not the seat number', async () => {
    await i18n.changeLanguage('es');
    const dto = sampleDto({
      ...blockDecision,
      kind: 'vtes.terms',
      options: [
        { id: 'alloc:1', label: { key: 'log-vtes:opt.seat', params: { seat: 2 } }, params: { seat: 1 } },
        { id: 'alloc:3', label: { key: 'log-vtes:opt.seat', params: { seat: 4 } }, params: { seat: 3 } },
      ],
    });
    dto.log.push({
      n: 5,
      type: 'engine.choice',
      params: { seat: 2, kind: 'vtes.terms', option: { key: 'log-vtes:opt.seat', params: { seat: 1 } } },
    });
    const html = render(dto);
    expect(html).toMatch(/data-option="alloc:1"[^>]*>.*Matusalén Bartek/);
    expect(html).toMatch(/data-option="alloc:3"[^>]*>.*Matusalén Bot D/);
    expect(text(html)).not.toMatch(/Matusalén [0-9]/);
    // the seat panels carry their own option, named the same way
    expect(text(html.slice(html.indexOf('data-seat="1"'), html.indexOf('data-seat="2"')))).toContain('Matusalén Bartek');
    expect(text(html)).toContain('Matusalén Ana');
  });

  it('the option for a minion makes that minion clickable; the option list is always there', async () => {
    await i18n.changeLanguage('es');
    const html = render();
    expect(html).toMatch(/class="vx-card crypt target[^"]*" data-uid="k10"/);
    expect(html).toContain('data-option="block:k10"');
    expect(html).toContain('data-option="decline"');
    const noDecision = render(sampleDto(null));
    expect(noDecision).not.toContain('data-option=');
    expect(noDecision).not.toContain(' target');
  });

  it('log rule links: §6.1.1 in Spanish, the Polish chapter name in Polish, both to #/rules/vtes/...', async () => {
    await i18n.changeLanguage('es');
    let html = render();
    expect(html).toContain('href="#/rules/vtes/6.1.1"');
    expect(html).toMatch(/>§6\.1\.1</);
    expect(html).toMatch(/>§2\.1</);
    await i18n.changeLanguage('pl');
    html = render();
    expect(html).toMatch(/>Drenowanie</);
    expect(html).toMatch(/>Kolejność gry</);
    await i18n.changeLanguage('es');
  });

  it('the public view (replays, game over) draws every seat without a hand or a prompt', async () => {
    await i18n.changeLanguage('es');
    const dto = sampleDto(null);
    const pub = { ...dto, seat: 'public' as const, view: { ...dto.view, me: 'public' as const, hand: undefined } };
    for (const s of pub.view.seats) s.uncontrolled = s.uncontrolled.map((u) => ({ pos: u.pos, blood: u.blood }));
    const html = render(pub);
    expect(html).not.toContain('vx-hand');
    expect(html).not.toContain('data-uid="k11"');
    expect(html.match(/class="vx-seat other/g)).toHaveLength(4);
  });

  it.each(['es', 'pl'])('11 Red List: a marked Red List minion and the trophies on a vampire are shown (%s)', async (lang) => {
    await i18n.changeLanguage(lang);
    const dto = sampleDto(null);
    const v = dto.view.seats[0].ready[0];
    dto.view.seats[0].ready[0] = {
      ...v,
      redList: true,
      redListMarked: true,
      trophies: 2,
      attached: [
        card('k60', 'Trophy: Revered', { types: ['Master'], trophy: true, automation: 'manual' }),
        card('k61', 'Trophy: Library', { types: ['Master'], trophy: true, automation: 'manual' }),
      ],
    };
    const html = render(dto);
    expect(html).toMatch(/class="vx-card crypt redmarked[^"]*" data-uid="k10"/);
    const t = text(html);
    expect(t).toContain(lang === 'es' ? 'Lista Roja: marcado' : 'Czerwona Lista: naznaczony');
    expect(t).toContain(lang === 'es' ? '2 trofeos' : '2 trofea');
    expect(t).toContain('Trophy: Library');
    // an unmarked Red List minion shows the keyword only
    dto.view.seats[0].ready[0] = { ...v, redList: true };
    const plain = render(dto);
    expect(plain).not.toContain('redmarked');
    expect(text(plain)).toContain(lang === 'es' ? 'Lista Roja' : 'Czerwona Lista');
    await i18n.changeLanguage('es');
  });

  it.each(['es', 'pl'])('11 keywords of imported cards (infernal, slave of a clan...) are shown on the card (%s)', async (lang) => {
    await i18n.changeLanguage(lang);
    const dto = sampleDto(null);
    const v = dto.view.seats[0].ready[0];
    dto.view.seats[0].ready[0] = { ...v, traits: ['infernal', 'slave'], slaveOf: 'Tremere' };
    const t = text(render(dto));
    expect(t).toContain(lang === 'es' ? 'Infernal · Esclavo (Tremere)' : 'Infernalny · Niewolnik (Tremere)');
    dto.view.seats[0].ready[0] = v;
    expect(text(render(dto))).not.toContain(lang === 'es' ? 'Infernal' : 'Infernalny');
    await i18n.changeLanguage('es');
  });

  it.each(['es', 'pl'])('every table text exists in %s (no raw keys)', async (lang) => {
    await i18n.changeLanguage(lang);
    const t = text(render());
    expect(t).not.toMatch(/\b(region|phase|action|step|ref|combat|role|automation|title|edition|actionKind|sect)\.[a-zA-Z]/);
    await i18n.changeLanguage('es');
  });
});

describe('V:TES table questions', () => {
  it('a question naming a Methuselah through opt.seat (moment windows, 1.6.2.4) shows the seat name, not its number', () => {
    const names = (x: number) => ['Ana', 'Jan', 'Ola'][x];
    const ref = { key: 'log-vtes:prompt.moment_otherOusted', params: { who: { key: 'log-vtes:opt.seat', params: { seat: 2 } } } };
    expect(promptNamed(ref, names)).toEqual({
      key: 'log-vtes:prompt.moment_otherOusted',
      params: { who: { key: 'log-vtes:opt.seat', params: { seat: 'Jan' } } },
    });
    const plain = { key: 'log-vtes:prompt.block', params: { name: 'Theo Bell' } };
    expect(promptNamed(plain, names)).toBe(plain);
  });
});

describe('V:TES table: why an option is missing (issue 34 §4)', () => {
  it('lists the reasons under the options with the names filled in, in es and pl', async () => {
    const base = sampleDto();
    const dto = {
      ...base,
      view: {
        ...base.view,
        whyNot: [
          { key: 'table-vtes:whyNot.lockedBlock', params: { name: 'Theo Bell' } } as I18nRef,
          { key: 'table-vtes:whyNot.notTarget', params: { actor: 'Horace Radcliffe', target: 1 } } as I18nRef,
        ],
      },
    };
    await i18n.changeLanguage('es');
    const es = text(render(dto));
    expect(es).toContain('Lo que no puedes hacer ahora');
    expect(es).toContain('La carta de Theo Bell está girada: solo puede bloquear si algo la endereza.');
    expect(es).toContain(`va dirigida contra ${base.seats[1].name}: solo los siervos de ese Matusalén pueden bloquearla`);
    expect(es).not.toMatch(/whyNot|\{\{/);
    await i18n.changeLanguage('pl');
    const pl = text(render(dto));
    expect(pl).toContain('Czego teraz nie możesz zrobić');
    expect(pl).toContain(`przeciw Matuzalemowi ${base.seats[1].name}`);
    expect(pl).not.toMatch(/whyNot|\{\{/);
    await i18n.changeLanguage('es');
    expect(text(render(base))).not.toContain('Lo que no puedes hacer ahora');
  });
});
