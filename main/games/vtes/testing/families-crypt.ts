/**
 * The scenario family of a vampire's own stats, plain or under a Condition (issue 30 item 1; tests only):
 * a bleed bonus against a Methuselah with a ready vampire of a given clan, an intercept bonus against an
 * acting minion of a clan, a stealth penalty on hunts, a strength bonus against a vampire of a sect are one
 * record, `{ e: 'mod', stat, n, who: 'self', if }`. The family arranges a game where the Condition holds
 * (the other vampire's clan, sect, title and capacity, what the prey controls, the action taken, the
 * pool, the Edge), plays it through the engine's decisions and measures the stat: the prey's pool lost
 * to a bleed, the stealth of the action announced, the intercept of the vampire as a blocker, its
 * strength in the combat of a block. It expects what the same game gives without the vampire's effects
 * plus the printed amount, so it fails when the effects are stripped or not applied. A vampire's block rule
 * ("cannot block older vampires", "younger Tremere cannot block her") is played the same way: the block is
 * not offered where its Condition holds.
 */
import type { CardDef, Effect, Mode } from '../schema/effects';
import type { CardClass, Cond, NamedTitle } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { baseIntercept, strengthOf } from '../core/queries';
import type { VtesState } from '../core/state';
import { build, type CardSpec, choose, dec, passUntil, uid } from './testing';
import { type FamilyCase, type VampireFacts, testVampire } from './test-vampire';
import { corrupted } from './corruption';

type Mod = Extract<Effect, { e: 'mod' }>;
type ActionKind = Extract<Cond, { c: 'action' }>['kind'];
const STATS = ['bleed', 'stealth', 'intercept', 'strength'] as const;
type OwnStat = (typeof STATS)[number];

/** What the arranged game must have for a Condition to hold. */
interface Arrangement {
  /** the other vampire (the actor the vampire blocks, or its opponent in combat) */
  other: { clan?: string; facts: VampireFacts };
  /** a ready vampire the prey controls */
  preyVampire?: { clan?: string; facts: VampireFacts };
  /** a ready vampire the vampire's own Methuselah controls ("while you control a ready cardinal") */
  ownVampire?: { clan?: string; facts: VampireFacts };
  /** the bled Methuselah controls a ready ally (`controls { ally }`: Preston Varrick) */
  preyAlly?: boolean;
  action?: ActionKind;
  /** the action played with a card requiring this Discipline (a bleed card) */
  disc?: string;
  pool?: number;
  /** the bled Methuselah's pool (a Condition on the prey's pool: Üresség) */
  preyPool?: number;
  edge?: boolean;
  /** the other minion is an ally (a block rule naming allies) */
  ally?: boolean;
  /** another ready vampire of the vampire's Methuselah holds this title ("if another ready vampire you control is a prince") */
  mineTitled?: NamedTitle;
  /** the other minion is an ally of this class ("in combat with a werewolf") */
  otherClass?: CardClass;
  /** the Methuselah of the vampire (0) or of the other minion (1) controls a Gehenna event ("whose controller controls any Gehenna card") */
  gehennaSeat?: 0 | 1;
  /** the other minion bears a corruption counter of the vampire's Methuselah ("minions with any of your corruption counters") */
  otherCorrupted?: boolean;
}

/** The sect a title needs to count (10), when it is not the test vampires' Camarilla. */
function titleSect(t: string): { sect?: 'sabbat' | 'anarch' | 'laibon' } {
  if (['bishop', 'archbishop', 'priscus', 'cardinal', 'regent'].includes(t)) return { sect: 'sabbat' };
  if (t === 'baron') return { sect: 'anarch' };
  return ['kholo', 'magaji'].includes(t) ? { sect: 'laibon' } : {};
}

/** Fills `a` so that `c` holds (the first alternative of an `any`; a `not` is left to the defaults). */
function arrange(c: Cond, a: Arrangement, cap: number): void {
  switch (c.c) {
    case 'all':
      for (const x of c.of) arrange(x, a, cap);
      return;
    case 'any':
      arrange(c.of[0], a, cap);
      return;
    case 'not':
      // the defaults hold none of the leaves a vampire's text negates ("a Methuselah controlling no ready titled
      // vampire"), but the other vampire's sect (Camarilla by default): another one
      if (c.of.c === 'sect') a.other.facts.sect = c.of.sect === 'sabbat' ? 'camarilla' : 'sabbat';
      return;
    case 'capacity':
      a.other.facts.capacity = c.max ?? c.min;
      return;
    case 'action':
      a.action = c.kind;
      return;
    case 'actionDisc':
      a.disc = c.disc;
      return;
    case 'controls':
      if (c.ally && c.of !== 'you') {
        a.preyAlly = true;
        return;
      }
      a[c.of === 'you' ? 'ownVampire' : 'preyVampire'] = {
        clan: c.clan,
        facts: {
          ...(c.sect ? { sect: c.sect } : {}),
          ...(c.titled ? { title: 'primogen' as const } : {}),
          // a title counts only in its sect (10): a bishop is Sabbat, a baron anarch, a magaji Laibon
          ...(c.title ? { title: c.title, ...titleSect(c.title) } : {}),
          // younger than the vampire itself
          ...(c.younger ? { capacity: Math.max(1, cap - 1) } : {}),
        },
      };
      return;
    case 'pool':
      if (c.of === 'prey') a.preyPool = c.max ?? c.min;
      else a.pool = c.max ?? c.min;
      return;
    case 'edge':
      a.edge = true;
      return;
    case 'round':
      // the strength is measured in the first round of the combat
      if (c.n !== 1) throw new Error(`families-crypt: no arrangement for round ${c.n}`);
      return;
    case 'clan':
      a.other.clan = c.clan;
      return;
    case 'sect':
      a.other.facts.sect = c.sect;
      return;
    case 'titled':
      a.other.facts.title = 'primogen';
      return;
    case 'vampire':
      // the other minion is a vampire by default
      return;
    case 'ally':
      a.ally = true;
      return;
    case 'class':
      // "in combat with a werewolf": the other minion is an ally stating the class
      a.otherClass = c.class;
      return;
    case 'title':
      a.other.facts.title = c.title;
      return;
    case 'corrupted':
      a.otherCorrupted = true;
      return;
    case 'gehennaOf':
      a.gehennaSeat = c.who === 'self' || c.who === 'minion' ? 0 : 1;
      return;
    case 'controlsTitle':
      a.mineTitled = c.title;
      return;
    case 'younger':
      // the vampire younger than the other one, or the other one younger than the vampire
      a.other.facts.capacity = c.who === 'self' ? cap + 1 : Math.max(1, cap - 1);
      return;
    default:
      throw new Error(`families-crypt: no arrangement for ${c.c}`);
  }
}

/** A test library card of one type and one mode, with no requirement and no cost. */
const libraryCard = (name: string, type: string, mode: Mode): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: [type],
  clan: [],
  reqs: [],
  modes: [mode],
  automation: 'full',
});

/** Test cards the arranged actions play: an equipment, a retainer, an ally with no requirement. */
export const GEAR: CardDef[] = [
  libraryCard('Test Gear', 'Equipment', { kind: 'equip', conditions: [], effects: [] }),
  libraryCard('Test Hound', 'Retainer', { kind: 'retainer', conditions: [], effects: [{ e: 'retainer', life: 1 }] }),
  libraryCard('Test Helper', 'Ally', { kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 1, strength: 1, bleed: 1 }] }),
];
const CARD_OF: Partial<Record<ActionKind, string>> = {
  equip: 'Test Gear',
  employ: 'Test Hound',
  recruit: 'Test Helper',
  political: 'Kine Resources Contested',
};

/** A bleed action card requiring the Discipline (1.6.1.3), for an action "requiring" it. */
export const discBleed = (disc: string): CardDef =>
  libraryCard(`Test Bleed ${disc}`, 'Action', {
    kind: 'action',
    conditions: [{ r: 'disc', disc, level: 1 }],
    targets: { t: 'prey' },
    effects: [{ e: 'bleed', plus: 0 }],
  });

/** The cards the arranged action plays from the hand. */
const handFor = (a: Arrangement): string[] =>
  a.disc ? [discBleed(a.disc).name] : CARD_OF[a.action ?? 'bleed'] ? [CARD_OF[a.action!]!] : [];

/** `minion` of the deciding seat announces an action of `kind` (a bleed, a hunt, or the card of that kind in its hand). */
function announceKind(s: VtesState, minion: string, kind: ActionKind | undefined, disc?: string): VtesState {
  s = choose(s, `min:${minion}`);
  const k = kind === undefined || kind === 'directed' ? 'bleed' : kind === 'undirected' ? 'hunt' : kind;
  if (!disc && (k === 'bleed' || k === 'hunt')) return choose(s, `${k}:${minion}`);
  const card = uid(s, disc ? discBleed(disc).name : CARD_OF[k]!, s.cards[minion].controller, 'hand');
  const o = dec(s).options.find((x) => x.id.startsWith(`card:${minion}:${card}`));
  if (!o)
    throw new Error(
      `families-crypt: ${k} not offered: ${dec(s)
        .options.map((x) => x.id)
        .join(' ')}`,
    );
  return choose(s, o.id);
}

/** A test Gehenna event (the Condition `gehennaOf`). */
const GEHENNA_EVENT: CardDef = {
  ...libraryCard('Test Own Gehenna Event', 'Event', { kind: 'event', conditions: [], effects: [] }),
  gehenna: true,
};

/** A test ally of no class, 3 life, 1 strength: the other minion of "in combat with an ally". */
const OPPOSING_ALLY: CardDef = libraryCard('Test Opposing Ally', 'Ally', {
  kind: 'ally',
  conditions: [],
  effects: [{ e: 'ally', life: 3, strength: 1, bleed: 0 }],
});

/** A test ally of a class (its data states it: "a werewolf"), 3 life, 1 strength. */
const classAlly = (cls: CardClass): CardDef => ({
  ...libraryCard(`Test Class Ally ${cls}`, 'Ally', {
    kind: 'ally',
    conditions: [],
    effects: [{ e: 'ally', life: 3, strength: 1, bleed: 0 }],
  }),
  classes: [cls],
});

/** The vampire's stat in a game arranged for `cond` (none: a plain game), its effects stripped or not. */
export function measureOwnStat(def: CardDef, stat: OwnStat, cond: Cond | undefined, strip = false): number {
  const cap = Math.min(def.capacity ?? 5, 10);
  const a: Arrangement = { other: { facts: {} } };
  if (cond) arrange(cond, a, cap);
  const me = strip ? { ...def, modes: def.modes.map((m) => ({ ...m, effects: [] })) } : def;
  // "in combat with an ally" (Alfred Benezri): the other minion is a test ally of no class
  const other = a.otherClass
    ? classAlly(a.otherClass)
    : a.ally
      ? OPPOSING_ALLY
      : testVampire('Test Other', {}, [], a.other.clan ?? 'Caitiff', { capacity: 6, ...a.other.facts });
  const preyV = a.preyVampire ? [testVampire('Test Prey Vampire', {}, [], a.preyVampire.clan ?? 'Caitiff', a.preyVampire.facts)] : [];
  const ownV = a.ownVampire ? [testVampire('Test Own Vampire', {}, [], a.ownVampire.clan ?? 'Caitiff', a.ownVampire.facts)] : [];
  const blocks = stat === 'intercept';
  const hand = handFor(a);
  const mine: CardSpec = { card: def.name, blood: cap };
  // a slave acts only beside a ready vampire of its master clan (vtes-es:11 Esclavo)
  const master = [
    ...(def.slaveOf ? [testVampire('Test Master', {}, [], def.slaveOf)] : []),
    ...(a.mineTitled ? [testVampire('Test Titled', {}, [], 'Caitiff', { title: a.mineTitled })] : []),
  ];
  const theirs: CardSpec = { card: other.name, blood: a.otherClass || a.ally ? 3 : 6 };
  let s = build({
    seats: [
      {
        ready: [mine, ...[...master, ...ownV].map((m) => ({ card: m.name, blood: 1 }))],
        pool: a.pool ?? 30,
        hand: blocks ? [] : hand,
        play: a.gehennaSeat === 0 ? [GEHENNA_EVENT.name] : [],
      },
      // the other vampire, ready to block (the action waits for its decision: its stealth is read then)
      {
        ready: [
          ...(stat === 'bleed' ? [] : [theirs]),
          ...preyV.map((d) => ({ card: d.name, blood: 3 })),
          ...(a.preyAlly ? [{ card: OPPOSING_ALLY.name, blood: 3 }] : []),
        ],
        hand: blocks ? hand : [],
        pool: a.preyPool ?? 30,
        play: a.gehennaSeat === 1 ? [GEHENNA_EVENT.name] : [],
      },
    ],
    active: blocks ? 1 : 0,
    phase: 'minion',
    edge: a.edge ? 0 : null,
    defs: [
      me,
      other,
      ...preyV,
      ...ownV,
      ...master,
      ...GEAR,
      GEHENNA_EVENT,
      ...(a.disc ? [discBleed(a.disc)] : []),
      ...(a.preyAlly && other !== OPPOSING_ALLY ? [OPPOSING_ALLY] : []),
    ],
  });
  const v = uid(s, def.name, 0);
  if (blocks) {
    s = announceKind(s, uid(s, other.name, 1), a.action, a.disc);
    if (!s.act) throw new Error('families-crypt: no action under way');
    return baseIntercept(s, s.act, v);
  }
  s = announceKind(s, v, a.action, a.disc);
  if (stat === 'stealth') {
    if (!s.act) throw new Error('families-crypt: no action under way');
    return s.act.stealth;
  }
  if (stat === 'strength') {
    s = choose(s, `block:${uid(s, other.name, 1)}`);
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    return strengthOf(s, v);
  }
  s = passUntil(s, (x) => !x.act);
  return (a.preyPool ?? 30) - s.seats[1].pool;
}

/**
 * Whether a block is offered (1) or not (0) where a vampire's block rule applies (block-rules.ts): the other
 * vampire, arranged for the Condition, bleeds and the vampire may block (`cannotBlock`), or the vampire
 * bleeds and the other one may block it (`unblockableBy`).
 */
function blockOffered(def: CardDef, rule: Extract<Effect, { e: 'cannotBlock' | 'unblockableBy' }>, strip: boolean): number {
  const { s, blocker } = blockGame(def, rule, strip, isKind(rule, 'cannotBlock'));
  return s.act && dec(s).options.some((x) => x.id === `block:${blocker}`) ? 1 : 0;
}

/**
 * The blood a block attempt costs where a vampire's `blockCost` applies (block-rules.ts): the vampire
 * attempts to block the other one (`by: 'self'`), or the other one, arranged for the Condition, attempts
 * to block the vampire (`by: 'others'`); measured: the blood the blocker burned as it attempted.
 */
function blockPaid(def: CardDef, rule: Extract<Effect, { e: 'blockCost' }>, strip: boolean): number {
  const { s, blocker } = blockGame(def, rule, strip, rule.by === 'self');
  const before = s.cards[blocker].blood;
  return before - choose(s, `block:${blocker}`).cards[blocker].blood;
}

/** The other vampire (arranged for the rule's Condition) or the vampire acts, and the other side may block. */
function blockGame(
  def: CardDef,
  rule: Extract<Effect, { e: 'cannotBlock' | 'unblockableBy' | 'blockCost' }>,
  strip: boolean,
  blocks: boolean,
): { s: VtesState; blocker: string } {
  const cap = Math.min(def.capacity ?? 5, 10);
  const a: Arrangement = { other: { facts: {} } };
  if (rule.if) arrange(rule.if, a, cap);
  const me = strip ? { ...def, modes: def.modes.map((m) => ({ ...m, effects: [] })) } : def;
  const other = a.ally ? GEAR[2] : testVampire('Test Other', {}, [], a.other.clan ?? 'Caitiff', { capacity: 6, ...a.other.facts });
  let s = build({
    seats: [{ ready: [{ card: def.name, blood: cap }] }, { ready: [{ card: other.name, blood: a.ally ? 1 : 6 }] }],
    active: blocks ? 1 : 0,
    phase: 'minion',
    defs: [me, other],
  });
  const v = uid(s, def.name, 0);
  const o = uid(s, other.name, 1);
  if (a.otherCorrupted) s = corrupted(s, o, 0);
  s = announceKind(s, blocks ? o : v, a.action);
  return { s, blocker: blocks ? v : o };
}

/** A case measuring `stat` where `cond` holds: the printed amounts that hold there (`n`) on top of the stripped game's value. */
function statCase(def: CardDef, stat: OwnStat, cond: Cond | undefined, n: number): FamilyCase {
  let expected: number | undefined;
  return {
    family: `vampire's own ${stat}${cond ? ' under a condition' : ''}`,
    run: (strip) => measureOwnStat(def, stat, cond, strip),
    get expected() {
      return (expected ??= measureOwnStat(def, stat, cond, true) + n);
    },
  };
}

/**
 * A vampire's own stat modifiers (a "bleed at you" one, the blocker's, is left out: the scenario arranges
 * the vampire's own actions).
 */
const ownMods = (m: Mode): Mod[] =>
  m.effects.flatMap((e) => {
    if (!isKind(e, 'mod') || e.who !== 'self' || e.per || !(STATS as readonly string[]).includes(e.stat)) return [];
    // a Condition on the action's target minion or on which card a role is (`yours`, `same`: Talley), or a diablerie
    // action (Khalil Ravana), has its card's scenario; in the combat of its own offered action: families-crypt-offer-stat.ts
    const left = ['targetsYou', '"yours"', '"same"', '"diablerie"', '"readyCard"', '"ownOffer"'];
    return e.if && left.some((w) => JSON.stringify(e.if).includes(w)) ? [] : [e];
  });

/**
 * The cases of a vampire whose own stats include one under a Condition: one per conditional modifier (its
 * Condition arranged, the plain modifiers of that stat counted too), and one plain game for each other stat
 * it modifies without a Condition.
 */
export function cryptStatCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  for (const m of def.modes) {
    if (m.kind !== 'vampire') continue;
    for (const e of m.effects)
      if (isKind(e, 'cannotBlock') && e.if?.c === 'ownOffer')
        continue; // its own action's family shows it (families-crypt-title-steal.ts)
      else if (isKind(e, 'cannotBlock') || isKind(e, 'unblockableBy'))
        out.push({ family: `vampire's own block rule (${e.e})`, run: (strip) => blockOffered(def, e, strip), expected: 0 });
      else if (isKind(e, 'blockCost'))
        out.push({ family: "a block's price in blood", run: (strip) => blockPaid(def, e, strip), expected: e.n });
    const mods = ownMods(m);
    // a vampire with a conditional stat or a block rule (the plain ones play draft/vampires.test.ts)
    if (!mods.some((e) => e.if) && !m.effects.some((e) => isKind(e, 'cannotBlock') || isKind(e, 'unblockableBy') || isKind(e, 'blockCost')))
      continue;
    const plainSum = (stat: string) => mods.filter((e) => e.stat === stat && !e.if).reduce((a, e) => a + e.n, 0);
    for (const e of mods) if (e.if) out.push(statCase(def, e.stat as OwnStat, e.if, e.n + plainSum(e.stat)));
    for (const stat of STATS)
      if (plainSum(stat) && !mods.some((e) => e.stat === stat && e.if)) out.push(statCase(def, stat, undefined, plainSum(stat)));
  }
  return out;
}
