/**
 * Scenarios of the title cards played as actions that vampires may burn by a referendum (issue 29; tests only; the
 * rules: rules/resolution.ts `titleCard`, rules/burn-referendum.ts, rules/politics.ts `vampireVotes`; vtes-es 11
 * "Título", 6.3.3): the Fee Stakes. An anarch of capacity 5 plays the card: it goes on the anarch as its baron title;
 * another Methuselah's prince calls a referendum to burn it, its title worth 1 vote fewer; a bearer of the card's clan
 * gets 1 more vote in the referendums it calls. Each plays the card through the engine's decisions and fails once its
 * effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { titleOf } from '../core/held-titles';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { type FamilyCase, testVampire } from './test-vampire';

/** The clan a card's own votes modifier names ("while this Anarch is Toreador or Toreador antitribu"), if any. */
function votesClan(def: CardDef): string | undefined {
  const mod = def.modes[0].effects.find((e): e is Extract<Effect, { e: 'mod' }> => isKind(e, 'mod') && e.stat === 'votes');
  const found = JSON.stringify(mod?.if ?? {}).match(/"clan":"([^"]+)"/);
  return found?.[1];
}

const anarch = (clan: string) => testVampire(`Test Anarch ${clan}`, {}, [], clan, { capacity: 5, sect: 'anarch' });
const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince' });

/**
 * Played by an anarch of capacity 5, nobody blocks: on the anarch as its baron title (1). Seat 1's prince calls a
 * referendum to burn it (+1 stealth) and votes for it with 1 vote (tens: its title's 2, one fewer); passed, the card
 * burns (hundreds). A bearer of the card's clan casts 3 votes in a referendum it calls (thousands: 2 for the baron
 * title, 1 more), when the card names a clan.
 */
function feeStakeCase(def: CardDef, clan: string | undefined) {
  return (strip: boolean): number => {
    const actor = anarch(clan ?? 'Caitiff');
    // played: the title card on the acting anarch
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: PRINCE.name, blood: 3 }] }],
      defs: [def, actor, PRINCE],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const card = sc.s.cards[a].attached.find((u) => sc.s.cards[u].cid === def.id);
    const played = card !== undefined && titleOf(sc.s, a) === 'baron' ? 1 : 0;
    // seat 1's prince calls a referendum to burn it
    const burn = new Scenario({
      phase: 'minion',
      active: 1,
      seats: [{ ready: [{ card: actor.name, blood: 5, attached: [{ card: def.name }] }] }, { ready: [{ card: PRINCE.name, blood: 3 }] }],
      defs: [def, actor, PRINCE],
      strip: strip ? [def.name] : [],
    });
    const p = burn.uid(PRINCE.name, 1);
    const fee = burn.uid(def.name, 0);
    burn.choose(`min:${p}`);
    const o = ids(burn.s).find((x) => x.startsWith('burnRef:') && x.split(':').includes(fee));
    let votes = 0;
    let burned = 0;
    if (o) {
      burn.choose(o);
      const cast = `v:${p}:y`;
      burn.s = passUntil(burn.s, (x) => (!x.act && !x.ref) || ids(x).includes(cast), 40);
      if (burn.s.ref && ids(burn.s).includes(cast)) {
        const before = burn.s.ref.yes;
        burn.choose(cast);
        votes = burn.s.ref!.yes - before;
      }
      burn.s = passUntil(burn.s, (x) => !x.act && !x.ref, 40);
      burned = burn.s.cards[fee].zone === 'ash' ? 1 : 0;
    }
    return played + 10 * votes + 100 * burned + 1000 * (clan ? clanVotes(def, actor, strip) : 0);
  };
}

/** The bearer of the card, of its clan, calls a referendum with a test political action: the votes it casts. */
function clanVotes(def: CardDef, actor: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'minion',
    seats: [{ ready: [{ card: actor.name, blood: 5, attached: [{ card: def.name }] }], hand: [TEST_REFERENDUM.name] }, {}],
    defs: [def, actor, TEST_REFERENDUM],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const cast = `v:${a}:y`;
  sc.play(TEST_REFERENDUM.name, { by: actor.name });
  sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).includes(cast), 40);
  if (!sc.s.ref || !ids(sc.s).includes(cast)) return 0;
  const before = sc.s.ref.yes;
  sc.choose(cast);
  return sc.s.ref!.yes - before;
}

/** A title card of an action that vampires may burn by a referendum (its record `titleVotes`). */
const feeStake = (def: CardDef): FamilyCase[] => {
  const clan = votesClan(def);
  return [
    {
      family: 'a title card on the acting anarch, burned by a referendum where other titles lose a vote',
      expected: clan ? 3111 : 111,
      run: feeStakeCase(def, clan),
    },
  ];
};

export const TITLE_REFERENDUM_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Fee Stake: Boston: +1 stealth, requires an anarch of capacity 5 or more; the Baron of Boston title; burnable by a
  // +1 stealth referendum where non-Anarch titles are worth 1 vote fewer; a Toreador bearer: +1 vote in its referendums
  '100712': feeStake,
  // Fee Stake: Corte (no clan vote)
  '100713': feeStake,
  // Fee Stake: Los Angeles (no clan vote)
  '100714': feeStake,
  // Fee Stake: New York (a Brujah bearer: +1 vote in its referendums)
  '100715': feeStake,
  // Fee Stake: Perth (no clan vote)
  '100716': feeStake,
  // Fee Stake: Seattle (a Gangrel bearer: +1 vote in its referendums)
  '100717': feeStake,
};
