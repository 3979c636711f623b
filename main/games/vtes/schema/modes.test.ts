/**
 * Issue 11 item 5: a mode is { kind, window, cost, conditions, limits, targets, effects }. A saved
 * game records its imported card definitions; one recorded before the parts existed (one mixed
 * `reqs` list per mode, `directed` for "(D)") must replay with the same requirements.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { parseVtesConfig } from '../setup/config';
import type { CardDef, Mode } from './effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { STARTER_DEFS } from '../data/starters';
import {
  cancelOf,
  cardFromRecord,
  costOf,
  directedByData,
  hasLimit,
  limitsOf,
  modeFromRecord,
  outOfTurnOf,
  targetsOf,
  windowOf,
} from './modes';

/** A mode as records before the parts spelled it: conditions, then the window's requirements, then the limits, in one list. */
function legacy(m: Mode): Record<string, unknown> {
  const w = m.window ?? {};
  const reqs: Record<string, unknown>[] = [...m.conditions];
  if (w.bleed) reqs.push({ r: 'bleed' });
  if (w.against) reqs.push({ r: w.against });
  if (w.predatorActing) reqs.push({ r: 'predatorActing' });
  if (w.polling) reqs.push({ r: 'polling' });
  if (w.blocker) reqs.push({ r: w.blocker });
  if (w.after) reqs.push(w.after === 'refPassed' ? { r: 'refPassed' } : { r: 'after', outcome: w.after });
  if (w.combat) reqs.push({ r: w.combat });
  if (w.outOfTurn) reqs.push({ r: 'outOfTurn', ...w.outOfTurn });
  if (w.cancel) reqs.push({ r: 'cancelCard', ...w.cancel });
  const effects: Record<string, unknown>[] = m.effects.map((e) => ({ ...e }));
  for (const l of m.limits ?? [])
    if ('oneOn' in l)
      effects.push({ e: 'onlyOne' }); // recorded as effects before they were limits
    else if (!('once' in l))
      continue; // one per game: no old shape (skipped by the callers)
    else if (l.once === 'untilUnlock') effects.unshift({ e: 'onePerUnlock' });
    else reqs.push({ r: l.once === 'round' ? 'oncePerRound' : 'oncePerCombat' });
  return { kind: m.kind, reqs, effects, ...(m.targets?.t === 'directed' || importedTarget(m) ? { directed: true } : {}) };
}

/** An imported action's target read from its data: old records had only the "(D)" flag for it (read back as `directed`). */
const importedTarget = (m: Mode): boolean => m.targets !== undefined && m.effects.some((e) => e.e === 'manual');

describe('V:TES card modes (issue 11 item 5)', () => {
  it('a starter mode reads its parts through the accessors: window, limits, cost', () => {
    const grapple = [...STARTER_DEFS.values()].find((d) => d.name === 'Immortal Grapple')!;
    expect(windowOf(grapple.modes[0]).combat).toBe('closeBeforeStrikes');
    expect(hasLimit(grapple.modes[0], 'round')).toBe(true);
    expect(hasLimit(grapple.modes[0], 'combat')).toBe(false);
    const conditioning = [...STARTER_DEFS.values()].find((d) => d.name === 'Conditioning')!;
    expect(conditioning.modes.map((m) => costOf(conditioning, m))).toEqual([{ blood: 1 }, { blood: 1 }]);
    expect(windowOf(conditioning.modes[1]).bleed).toBe(true);
    expect(outOfTurnOf(conditioning.modes[0])).toBeUndefined();
    expect(cancelOf(conditioning.modes[0])).toBeUndefined();
  });

  it('one copy on a vampire and one play between unlock phases are limits, read back from the effects a saved game recorded', () => {
    const might = [...STARTER_DEFS.values()].find((d) => d.name === 'Heroic Might')!;
    expect(might.modes.map((m) => limitsOf(m))).toEqual([[{ oneOn: 'minion' }], [{ oneOn: 'minion' }]]);
    const quiVive = [...STARTER_DEFS.values()].find((d) => d.name === 'On the Qui Vive')!;
    expect(hasLimit(quiVive.modes[0], 'untilUnlock')).toBe(true);
    expect(hasLimit(quiVive.modes[0], 'round')).toBe(false);
    const saved = {
      ...quiVive,
      modes: [{ kind: 'reaction', conditions: [{ r: 'locked' }], effects: [{ e: 'onePerUnlock' }, { e: 'wake' }, { e: 'allyNoUnlock' }] }],
    } as unknown as CardDef;
    expect(cardFromRecord(saved).modes).toEqual(quiVive.modes); // On the Qui Vive is free: no cost in its mode
  });

  it('an effect kind re-expressed as primitives reads back as them from a saved game (issue 11 item 5)', () => {
    const brawl = [...STARTER_DEFS.values()].find((d) => d.name === 'Line Brawl')!;
    const saved = { ...brawl, modes: [{ ...brawl.modes[0], effects: [{ e: 'stealPool', n: 1 }] }, ...brawl.modes.slice(1)] };
    expect(cardFromRecord(saved as unknown as CardDef).modes).toEqual(brawl.modes);
    const old = { kind: 'action', reqs: [{ r: 'disc', disc: 'cel', level: 1 }], effects: [{ e: 'stealPool', n: 1 }] };
    expect(modeFromRecord(old as never).targets).toEqual({ t: 'methuselah' });
  });

  it('a hunting ground recorded with its own effect kind by a saved game reads back as its ability record (Carfax Abbey with the anarchs and the baron)', () => {
    for (const name of ['Warzone Hunting Ground', 'Carfax Abbey']) {
      const d = [...STARTER_DEFS.values()].find((x) => x.name === name)!;
      const old = name === 'Carfax Abbey' ? { e: 'huntingGround', anarchOnly: true } : { e: 'huntingGround' };
      const effects = d.modes[0].effects.map((e) => (e.e === 'ability' ? old : e));
      const saved = { ...d, modes: [{ ...d.modes[0], effects }] };
      expect(cardFromRecord(saved as unknown as CardDef).modes, name).toEqual(d.modes);
    }
  });

  it('Organized Resistance recorded with its own effect kind by a saved game reads back as its card module record (issue 27 item 6)', () => {
    const d = [...STARTER_DEFS.values()].find((x) => x.name === 'Organized Resistance')!;
    expect(d.modes[0].effects).toEqual([{ e: 'card', id: 'organizedResistance' }]);
    const saved = { ...d, modes: [{ ...d.modes[0], effects: [{ e: 'organizedResistance' }] }] };
    expect(cardFromRecord(saved as unknown as CardDef).modes).toEqual(d.modes);
  });

  it('1.6.3.2 / 1.6.3.6 (vtes-pl "Karty modyfikatorów akcji", "Karty reakcji"): every action modifier and reaction is limited to once per action by its kind, beside the limits its data states; other kinds are not', () => {
    const starter = (n: string) => [...STARTER_DEFS.values()].find((d) => d.name === n)!;
    const conditioning = starter('Conditioning');
    expect(conditioning.modes.every((m) => m.kind === 'modifier' && !m.limits)).toBe(true); // nothing stated in the data
    expect(conditioning.modes.map((m) => limitsOf(m))).toEqual([[{ once: 'action' }], [{ once: 'action' }]]);
    const quiVive = starter('On the Qui Vive');
    expect(limitsOf(quiVive.modes[0])).toEqual([{ once: 'untilUnlock' }, { once: 'action' }]);
    expect(hasLimit(quiVive.modes[0], 'action')).toBe(true);
    const grapple = starter('Immortal Grapple');
    expect(limitsOf(grapple.modes[0])).toEqual([{ once: 'round' }]);
    expect(hasLimit(grapple.modes[0], 'action')).toBe(false);
    const parity = starter('Parity Shift');
    expect(hasLimit(parity.modes[0], 'action')).toBe(false);
    // stated in the data too: not twice
    const stated: Mode = {
      kind: 'reaction',
      conditions: [],
      limits: [{ once: 'action' }],
      effects: [{ e: 'prims', do: [{ p: 'wake', who: 'minion' }] }],
    };
    expect(limitsOf(stated)).toEqual([{ once: 'action' }]);
  });

  it('6.2.2: every starter action that bleeds, steals pool, enters combat or discards from the prey names its target in the data, and only those', () => {
    const want = (m: Mode): string | undefined => {
      const kinds = m.effects.map((e) => e.e);
      if (kinds.includes('bleed') || m.effects.some((e) => e.e === 'prims' && e.do.some((p) => p.p === 'discardFromTarget'))) return 'prey';
      if (m.effects.some((e) => e.e === 'prims' && e.do.some((p) => p.p === 'move' && p.from === 'targetPool'))) return 'methuselah';
      if (kinds.includes('enterCombat')) return 'minion';
      return undefined;
    };
    let directed = 0;
    for (const d of STARTER_DEFS.values())
      for (const m of d.modes)
        if (m.kind === 'action') {
          expect(targetsOf(m), d.name).toBe(want(m));
          if (directedByData(m)) directed++;
        } else expect(m.targets, d.name).toBeUndefined();
    expect(directed).toBe(12);
  });

  it.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
    'a card definition recorded in the one-list shape reads back as the same parts (every official card)',
    () => {
      const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
      let converted = 0;
      for (const c of parsed.cards) {
        const d = cardDefFromDetail(c);
        for (const m of d.modes) {
          if (m.window?.notBleed) continue; // a window newer than the one-list shape: no old record has it
          if (m.window?.announce) continue; // so is "only as the action is announced" for a stealth modifier (Form of the Cobra, issue 29)
          if (m.window?.beforeVotes) continue; // and "before any votes are cast" (Poison Pill, issue 29)
          if (m.window?.combat === 'aboutToEnd') continue; // so is the step of a combat about to end (Psyche!, issue 29)
          if (m.window?.combat === 'strike') continue; // and the moment a strike is chosen (Disguised Weapon [OBF], issue 29)
          if (m.window?.combat === 'torpor') continue; // and the opposing vampire going to torpor (Decapitate, issue 29)
          if (m.if) continue; // a mode's Condition (issue 27 item 4) is newer than the one-list shape too
          if (m.limits?.some((l) => 'onePer' in l)) continue; // one per game (issue 29) is newer too
          if (m.limits?.some((l) => 'notWith' in l)) continue; // and "not on the same action as X" (Into Thin Air, issue 29)
          // "bleed any Methuselah" (Kindred Spirits) is newer too: the one-list shape's bleeds aimed at the prey
          if (m.targets?.t === 'methuselah' && m.effects.some((e) => e.e === 'bleed')) continue;
          // entering combat with a card of a state (a locked minion: Ambush, issue 29) is newer too: its old record aimed at a ready minion
          if (m.targets?.t === 'card' && m.effects.some((e) => e.e === 'enterCombat')) continue;
          // and primitives aimed at the prey's pool (Inside Dirt, Enticement: issue 29, tenth session): the old shape aimed them at any Methuselah
          if (m.targets?.t === 'prey' && m.effects.some((e) => e.e === 'prims')) continue;
          // so is taking control of a card in play (Dominate Kine's location, issue 29): no old record aimed at one
          if (m.effects.some((e) => e.e === 'prims' && e.do.some((p) => p.p === 'takeControl'))) continue;
          // and a combat card played once each action (Form of Mist, issue 29): the old records limited combat cards per combat
          if (m.kind === 'combat' && m.limits?.some((l) => 'once' in l && l.once === 'action')) continue;
          // and a card played once each turn by the same minion (Forced March, issue 29)
          if (m.limits?.some((l) => 'once' in l && l.once === 'turn')) continue;
          // and "one vehicle per minion" (a class in `oneOn`, issue 29)
          if (m.limits?.some((l) => 'oneOn' in l && l.class)) continue;
          // and a limit counted for each Discipline apart or one copy on the opposing minion (Hell-for-Leather, Disarm: issue 29)
          if (m.limits?.some((l) => ('once' in l && l.perDisc) || ('oneOn' in l && l.oneOn === 'opponent'))) continue;
          // an undirected action naming a card (Fifth Tradition: Hospitality) or one aimed at a location (Rewilding, issue 29) is newer too
          if (m.targets?.t === 'card' && (m.targets.cards?.undirected || m.targets.cards?.what === 'location')) continue;
          // so is one aimed at an equipment (Conceal), at a card its Condition describes (Harass) or at a minion its
          // primitives act on (Jar the Soul, Mind Numb: issue 29)
          if (
            m.targets?.t === 'card' &&
            (m.targets.cards?.what === 'equipment' || m.targets.cards?.where || m.effects.some((e) => e.e === 'prims'))
          )
            continue;
          const { cost, ...parts } = m;
          void cost; // old records carry the cost on the card only (costOf reads it there)
          expect(modeFromRecord(legacy(m) as never), `${c.name}`).toEqual(
            importedTarget(m) ? { ...parts, targets: { t: 'directed' } } : parts,
          );
          converted++;
        }
      }
      expect(converted).toBeGreaterThan(3500); // plain vampires (data/vampires.ts) with no stat sentence have no mode
    },
  );

  it('a saved game config with an old-shape imported card plays it with the same window and conditions', () => {
    const old = {
      id: 'legacy-1',
      name: 'Legacy Modifier',
      kind: 'library',
      types: ['Action Modifier'],
      clan: [],
      blood: 1,
      reqs: [],
      automation: 'manual',
      modes: [
        {
          kind: 'modifier',
          reqs: [{ r: 'disc', disc: 'dom', level: 1 }, { r: 'bleed' }, { r: 'oncePerRound' }],
          effects: [{ e: 'manual', key: 'imported' }],
        },
      ],
    };
    const cfg = parseVtesConfig({ decks: [{ starter: 'ventrue' }, { starter: 'brujah' }], cards: [old], deckCheck: false });
    const d = cfg.cards![0] as CardDef;
    expect(d.modes[0]).toEqual({
      kind: 'modifier',
      window: { bleed: true },
      conditions: [{ r: 'disc', disc: 'dom', level: 1 }],
      limits: [{ once: 'round' }],
      effects: [{ e: 'manual', key: 'imported' }],
    });
    const cost = costOf(d, d.modes[0]); // no cost in the old mode: the card's printed one
    expect([cost.pool, cost.blood]).toEqual([undefined, 1]);
    // a definition in the current shape is kept as it is
    expect(cardFromRecord(d)).toBe(d);
  });
});
