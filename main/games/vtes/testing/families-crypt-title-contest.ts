/**
 * The scenario family of a vampire's own rule of the contests of its title (issue 30 item 1; tests only; vtes-es 4.2;
 * `titleContest`, core/titles.ts, rules/unlock.ts): the vampire (4 blood) and a test rival of its clan, sect, title and
 * city (4 blood, another Methuselah's) contest the title; the game goes on (the vampire pays to keep contesting) to the
 * rival's unlock phase.
 * - `rivals: 'yield'` ("any vampire contesting its title must yield during their unlock phase"): measured, whether the
 *   rival may pay to keep contesting (0: only the yield is offered).
 * - `rivals: n` (contesting its title costs the others more blood): the rival pays; measured, the
 *   blood it paid (1 + n).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** A rival claiming the vampire's title: its clan, sect, title and city. */
const rivalOf = (def: CardDef): CardDef => ({
  ...testVampire('Test Claimant', {}, [], def.clan[0] ?? 'Caitiff', { sect: def.sect, title: def.title }),
  ...(def.city ? { city: def.city } : {}),
});

/** The rival's unlock phase, both vampires contesting the title; the options of the rival's title question. */
function contest(def: CardDef, strip: boolean) {
  const rival = rivalOf(def);
  const sc = new Scenario({
    phase: 'discard',
    active: 0,
    turnsTaken: 10,
    seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: rival.name, blood: 4 }] }],
    defs: [def, rival],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const r = sc.uid(rival.name, 1);
  const cards = { ...sc.s.cards };
  for (const u of [v, r]) cards[u] = { ...cards[u], contestedTitle: true };
  sc.s = { ...sc.s, cards };
  // the vampire keeps contesting in its own unlock phase (it pays), until the rival's title question
  for (let i = 0; i < 60 && !dec(sc.s).options.some((o) => o.id.startsWith(`title:${r}:`)); i++)
    if (dec(sc.s).options.some((o) => o.id === `title:${v}:pay`)) sc.choose(`title:${v}:pay`);
    else sc.s = passUntil(sc.s, (x) => x !== sc.s, 1);
  const pay = dec(sc.s).options.find((o) => o.id === `title:${r}:pay`)?.id;
  return { sc, r, pay };
}

const yieldCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own title: its rivals must yield",
  expected: 0,
  run(strip) {
    const { pay, sc, r } = contest(def, strip);
    if (!dec(sc.s).options.some((o) => o.id === `title:${r}:yield`)) throw new Error('scenario: no title question');
    return pay ? 1 : 0;
  },
});

const moreCase = (def: CardDef, n: number): FamilyCase => ({
  family: "vampire's own title: contesting it costs more",
  expected: 1 + n,
  run(strip) {
    const { pay, sc, r } = contest(def, strip);
    if (!pay) throw new Error('scenario: the rival cannot pay');
    sc.choose(pay);
    return 4 - sc.s.cards[r].blood;
  },
});

/** The cases of this family a vampire fits. */
export function cryptTitleContestCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt' || !def.title) return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e) => (isKind(e, 'titleContest') ? [e.rivals === 'yield' ? yieldCase(def) : moreCase(def, e.rivals)] : [])),
  );
}
