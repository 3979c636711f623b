import { describe, expect, it } from 'vitest';
import { buildCardIndex } from './cards';
import { checkLegality, groupsOk, libraryLimits } from './legality';
import { content, libraryCard, vampire } from './synthetic';
import type { DeckContent, LegalityReport } from './types';

const g2 = vampire({ name: 'Two', group: '2', capacity: 6, disc: 'POT cel', clans: ['Brujah'] });
const g3 = vampire({ name: 'Three', group: '3', capacity: 8, disc: 'CEL pre', clans: ['Brujah'], title: 'prince', sect: 'Camarilla' });
const g4 = vampire({ name: 'Four', group: '4', capacity: 4, disc: 'dom', clans: ['Ventrue'] });
const any = vampire({ name: 'Anyone', group: 'ANY', capacity: 1, disc: '', clans: ['Caitiff'] });
const adv = vampire({ name: 'Two', group: '2', capacity: 6, disc: 'POT CEL', advanced: true });
const imbued = vampire({ name: 'Hunter', group: '4', capacity: 4, types: ['Imbued'], clans: ['Avenger'], disc: 'def vin' });
const filler = libraryCard({ name: 'Filler', types: ['Master'] });
const potCard = libraryCard({ name: 'Punch', types: ['Combat'], disc: 'pot' });
const domCard = libraryCard({ name: 'Order', types: ['Action Modifier'], disc: 'dom' });
const combo = libraryCard({ name: 'Both', types: ['Combat'], disc: 'pot+pre' });
const clanCard = libraryCard({ name: 'Clan Thing', types: ['Master'], clans: ['Tremere'] });
const princeCard = libraryCard({ name: 'Prince Thing', types: ['Political Action'], requirements: ['prince', 'justicar'] });
const bigCard = libraryCard({ name: 'Big Thing', types: ['Action'], requirements: ['capacity 7 or more'] });
const sabbatCard = libraryCard({ name: 'Sabbat Thing', types: ['Action'], requirements: ['sabbat'] });
const conviction = libraryCard({ name: 'Belief', types: ['Conviction'], convictionCost: '1' });
const banned = libraryCard({ name: 'Forbidden', types: ['Master'], banned: '2005' });
const unique = libraryCard({ name: 'Only One', types: ['Master'], text: 'Unique location.\nSomething.' });
const nonUnique = libraryCard({ name: 'Many', types: ['Ally'], text: 'Non-unique mortal.' });
const index = buildCardIndex([
  g2,
  g3,
  g4,
  any,
  adv,
  imbued,
  filler,
  potCard,
  domCard,
  combo,
  clanCard,
  princeCard,
  bigCard,
  sabbatCard,
  conviction,
  banned,
  unique,
  nonUnique,
]);

const check = (c: DeckContent): LegalityReport => checkLegality(index, c);
const codes = (r: LegalityReport, severity?: 'error' | 'warning') =>
  r.problems.filter((p) => !severity || p.severity === severity).map((p) => p.code);

describe('vtes-pl "Budowa talii" (current VEKN rules)', () => {
  it('Budowa talii: 12 crypt cards and 60 library cards are legal', () => {
    const r = check(content([[g2, 12]], [[filler, 60]]));
    expect(r.legal).toBe(true);
    expect(r.problems).toEqual([]);
    expect(r.libraryMin).toBe(60);
    expect(r.libraryMax).toBe(90);
  });

  it('Budowa talii: a crypt of 11 cards is too small, with the rule and the counts', () => {
    const r = check(content([[g2, 11]], [[filler, 60]]));
    expect(r.legal).toBe(false);
    expect(r.problems).toEqual([
      { severity: 'error', code: 'crypt_too_small', rule: 'vtes-pl:Budowa talii', params: { count: 11, min: 12 } },
    ]);
  });

  it('Budowa talii: the crypt has no maximum', () => {
    expect(check(content([[g2, 40]], [[filler, 60]])).legal).toBe(true);
  });

  it('Budowa talii: library of 59 is too small, 90 is fine, 91 is too large', () => {
    expect(codes(check(content([[g2, 12]], [[filler, 59]])))).toEqual(['library_too_small']);
    expect(check(content([[g2, 12]], [[filler, 90]])).legal).toBe(true);
    const r = check(content([[g2, 12]], [[filler, 91]]));
    expect(r.problems[0]).toMatchObject({ code: 'library_too_large', params: { count: 91, max: 90 } });
  });

  it('Budowa talii: any number of copies of a card is allowed', () => {
    expect(check(content([[g2, 12]], [[filler, 90]])).legal).toBe(true);
  });

  it('Budowa talii: crypt of one group or two consecutive groups', () => {
    expect(
      check(
        content(
          [
            [g2, 6],
            [g3, 6],
          ],
          [[filler, 60]],
        ),
      ).legal,
    ).toBe(true);
    const r = check(
      content(
        [
          [g2, 6],
          [g4, 6],
        ],
        [[filler, 60]],
      ),
    );
    expect(r.problems).toEqual([{ severity: 'error', code: 'crypt_groups', rule: 'vtes-pl:Budowa talii', params: { groups: '2, 4' } }]);
    expect(
      codes(
        check(
          content(
            [
              [g2, 4],
              [g3, 4],
              [g4, 4],
            ],
            [[filler, 60]],
          ),
        ),
      ),
    ).toEqual(['crypt_groups']);
  });

  it('Budowa talii: group ANY fits any group', () => {
    expect(
      check(
        content(
          [
            [g2, 6],
            [g3, 3],
            [any, 3],
          ],
          [[filler, 60]],
        ),
      ).legal,
    ).toBe(true);
    expect(check(content([[any, 12]], [[filler, 60]])).legal).toBe(true);
  });

  it('Budowa talii: advanced vampires count as vampires (crypt size and groups)', () => {
    expect(
      check(
        content(
          [
            [g2, 11],
            [adv, 1],
          ],
          [[filler, 60]],
        ),
      ).legal,
    ).toBe(true);
    expect(
      codes(
        check(
          content(
            [
              [adv, 6],
              [g4, 6],
            ],
            [[filler, 60]],
          ),
        ),
      ),
    ).toEqual(['crypt_groups']);
  });

  it('Budowa talii: banned cards are errors that name the card and the year', () => {
    const r = check(
      content(
        [[g2, 12]],
        [
          [filler, 59],
          [banned, 1],
        ],
      ),
    );
    expect(r.legal).toBe(false);
    expect(r.problems).toEqual([
      {
        severity: 'error',
        code: 'banned_card',
        rule: 'vtes-pl:Budowa talii',
        params: { uid: banned.uid, name: 'Forbidden', year: '2005', count: 1 },
        uid: banned.uid,
      },
    ]);
  });

  it('Budowa talii (note on unique cards): several copies of a unique card are a warning, not an error', () => {
    const r = check(
      content(
        [[g2, 12]],
        [
          [filler, 57],
          [unique, 2],
          [nonUnique, 1],
        ],
      ),
    );
    expect(r.legal).toBe(true);
    expect(r.problems).toEqual([
      {
        severity: 'warning',
        code: 'unique_copies',
        rule: 'vtes-pl:Budowa talii',
        params: { uid: unique.uid, name: 'Only One', count: 2 },
        uid: unique.uid,
      },
    ]);
    expect(
      codes(
        check(
          content(
            [[g2, 12]],
            [
              [filler, 59],
              [unique, 1],
            ],
          ),
        ),
      ),
    ).toEqual([]);
    expect(
      codes(
        check(
          content(
            [[g2, 12]],
            [
              [filler, 58],
              [nonUnique, 2],
            ],
          ),
        ),
      ),
    ).toEqual([]);
  });

  it('Budowa talii: unknown cards, cards of the wrong section and of other games are errors', () => {
    const c = content(
      [
        [g2, 12],
        [filler, 1],
      ],
      [[filler, 60]],
    );
    c.library['vtes:1'] = 1;
    c.library['vendetta:7'] = 1;
    const r = check(c);
    expect(codes(r, 'error').sort()).toEqual(['unknown_card', 'wrong_game', 'wrong_section']);
    expect(r.cryptCount).toBe(12);
  });
});

describe('vtes-es 1.2 (2018 rules)', () => {
  const es = (crypt: [typeof g2, number][], lib: number, tableSize = 5) =>
    check(content(crypt, [[filler, lib]], { edition: 'es-2018', tableSize }));

  it('1.2: library at least 40 cards', () => {
    expect(es([[g2, 12]], 40).legal).toBe(true);
    const r = es([[g2, 12]], 39);
    expect(r.problems).toEqual([{ severity: 'error', code: 'library_too_small', rule: 'vtes-es:1.2', params: { count: 39, min: 40 } }]);
  });

  it('1.2: up to 10 more library cards per player at the table (6 players: 40 to 100)', () => {
    expect(libraryLimits('es-2018', 6)).toEqual({ min: 40, max: 100 });
    expect(es([[g2, 12]], 100, 6).legal).toBe(true);
    expect(es([[g2, 12]], 101, 6).problems[0]).toMatchObject({ code: 'library_too_large', params: { count: 101, max: 100, players: 6 } });
    expect(es([[g2, 12]], 90, 5).legal).toBe(true);
    expect(codes(es([[g2, 12]], 91, 5))).toEqual(['library_too_large']);
    expect(es([[g2, 12]], 60, 2).legal).toBe(true);
    expect(codes(es([[g2, 12]], 61, 2))).toEqual(['library_too_large']);
  });

  it('1.2: crypt at least 12 cards, no maximum', () => {
    expect(es([[g2, 11]], 40).problems[0]).toMatchObject({ code: 'crypt_too_small', rule: 'vtes-es:1.2' });
    expect(es([[g2, 30]], 40).legal).toBe(true);
  });

  it('1.2: all crypt cards from one group or two consecutive groups', () => {
    expect(
      es(
        [
          [g3, 6],
          [g4, 6],
        ],
        40,
      ).legal,
    ).toBe(true);
    expect(
      es(
        [
          [g2, 6],
          [g4, 6],
        ],
        40,
      ).problems[0],
    ).toMatchObject({ code: 'crypt_groups', rule: 'vtes-es:1.2' });
  });

  it('1.2: banned cards are errors under the 2018 rules too', () => {
    const r = check(
      content(
        [[g2, 12]],
        [
          [filler, 39],
          [banned, 1],
        ],
        { edition: 'es-2018' },
      ),
    );
    expect(r.problems.map((p) => [p.code, p.rule])).toEqual([['banned_card', 'vtes-es:1.2']]);
  });
});

describe('warnings: library cards the crypt cannot play', () => {
  const warn = (crypt: [typeof g2, number][], card: typeof filler) =>
    check(
      content(crypt, [
        [filler, 59],
        [card, 1],
      ]),
    ).problems.filter((p) => p.code === 'unplayable_card');

  it('discipline: needs a vampire with the discipline at any level', () => {
    expect(warn([[g2, 12]], potCard)).toEqual([]);
    const w = warn([[g2, 12]], domCard);
    expect(w).toEqual([
      {
        severity: 'warning',
        code: 'unplayable_card',
        rule: 'vtes-pl:Budowa talii',
        params: { uid: domCard.uid, name: 'Order', count: 1, reason: 'discipline', requirement: 'DOM' },
        uid: domCard.uid,
      },
    ]);
  });

  it('discipline combination: both disciplines on the same vampire', () => {
    // g2 has pot, g3 has pre: neither has both.
    expect(
      warn(
        [
          [g2, 6],
          [g3, 6],
        ],
        combo,
      )[0].params,
    ).toMatchObject({ reason: 'discipline', requirement: 'POT+PRE' });
    const both = vampire({ name: 'Both', group: '2', disc: 'pot PRE' });
    const idx = buildCardIndex([both, filler, combo]);
    expect(
      checkLegality(
        idx,
        content(
          [[both, 12]],
          [
            [filler, 59],
            [combo, 1],
          ],
        ),
      ).problems,
    ).toEqual([]);
  });

  it('discipline levels marked in the card text are alternatives of their own', () => {
    // Listed as needing both, but one level is marked with [dom] alone.
    const levels = libraryCard({
      name: 'Levels',
      types: ['Action Modifier'],
      disc: 'dom+pot',
      text: 'Only during a bleed.\n[dom] One thing.\n[dom][pot] More.\n[DOM][POT] Most.',
    });
    const idx = buildCardIndex([g2, g4, filler, levels]);
    expect(
      checkLegality(
        idx,
        content(
          [[g4, 12]],
          [
            [filler, 59],
            [levels, 1],
          ],
        ),
      ).problems,
    ).toEqual([]);
    expect(
      checkLegality(
        idx,
        content(
          [[g2, 12]],
          [
            [filler, 59],
            [levels, 1],
          ],
        ),
      ).problems[0].params,
    ).toMatchObject({ requirement: 'DOM' });
  });

  it('clan, title, sect, capacity and imbued requirements', () => {
    expect(warn([[g2, 12]], clanCard)[0].params).toMatchObject({ reason: 'clan', requirement: 'Tremere' });
    expect(warn([[g2, 12]], princeCard)[0].params).toMatchObject({ reason: 'title', requirement: 'prince/justicar' });
    expect(
      warn(
        [
          [g2, 6],
          [g3, 6],
        ],
        princeCard,
      ),
    ).toEqual([]);
    expect(warn([[g2, 12]], bigCard)[0].params).toMatchObject({ reason: 'capacity', requirement: '≥7' });
    expect(
      warn(
        [
          [g2, 6],
          [g3, 6],
        ],
        bigCard,
      ),
    ).toEqual([]);
    expect(warn([[g3, 12]], sabbatCard)[0].params).toMatchObject({ reason: 'sect', requirement: 'sabbat' });
    expect(warn([[g4, 12]], conviction)[0].params).toMatchObject({ reason: 'imbued' });
    expect(
      warn(
        [
          [g4, 6],
          [imbued, 6],
        ],
        conviction,
      ),
    ).toEqual([]);
  });

  it('imbued appendix A.2, A.3: conviction and power cards need an imbued in the crypt, in both editions', () => {
    const belief = libraryCard({ name: 'Plain Belief', types: ['Conviction'] });
    const gift = libraryCard({ name: 'Plain Gift', types: ['Power'] });
    const idx = buildCardIndex([g4, imbued, filler, belief, gift]);
    for (const edition of ['vekn-current', 'es-2018'] as const) {
      const vampiresOnly = checkLegality(idx, {
        ...content(
          [[g4, 12]],
          [
            [filler, 58],
            [belief, 1],
            [gift, 1],
          ],
        ),
        edition,
      });
      expect(vampiresOnly.problems.filter((p) => p.code === 'unplayable_card').map((p) => p.params.reason)).toEqual(['imbued', 'imbued']);
      const hunters = checkLegality(idx, {
        ...content(
          [
            [g4, 6],
            [imbued, 6],
          ],
          [
            [filler, 58],
            [belief, 1],
            [gift, 1],
          ],
        ),
        edition,
      });
      expect(hunters.problems.filter((p) => p.code === 'unplayable_card')).toEqual([]);
      // imbued count in the crypt and its groups like vampires
      expect(checkLegality(idx, { ...content([[imbued, 12]], [[filler, 60]]), edition }).legal).toBe(true);
    }
  });

  it('imbued appendix A.1 (Hunters): a virtue card needs an imbued with that virtue; a conviction cost needs an imbued; imbued groups count', () => {
    // A.1: virtues are like Disciplines of one level: a card requiring Vision needs an imbued with Vision
    const seer = vampire({ name: 'Seer', group: '4', capacity: 5, types: ['Imbued'], clans: ['Visionary'], disc: 'viz' });
    const judge = vampire({ name: 'Judge', group: '4', capacity: 4, types: ['Imbued'], clans: ['Judge'], disc: 'jud' });
    const early = vampire({ name: 'Early', group: '2', capacity: 6, disc: 'pot', clans: ['Brujah'] });
    const vision = libraryCard({ name: 'Vision Reaction', types: ['Reaction'], disc: 'viz', convictionCost: '1' });
    const costly = libraryCard({ name: 'Costly Thing', types: ['Action'], convictionCost: '1' });
    const idx = buildCardIndex([seer, judge, early, g4, filler, vision, costly]);
    for (const edition of ['vekn-current', 'es-2018'] as const) {
      const reasons = (crypt: [typeof seer, number][], lib: typeof vision) =>
        checkLegality(idx, {
          ...content(crypt, [
            [filler, 59],
            [lib, 1],
          ]),
          edition,
        })
          .problems.filter((p) => p.code === 'unplayable_card')
          .map((p) => p.params.reason);
      // the virtue of another imbued does not do: a Discipline warning
      expect(reasons([[judge, 12]], vision)).toEqual(['discipline']);
      // an imbued with the virtue plays it
      expect(
        reasons(
          [
            [judge, 6],
            [seer, 6],
          ],
          vision,
        ),
      ).toEqual([]);
      // A.2: a conviction cost (any card type) is paid by an imbued: vampires only cannot play it
      expect(reasons([[g4, 12]], costly)).toEqual(['imbued']);
      expect(
        reasons(
          [
            [g4, 6],
            [judge, 6],
          ],
          costly,
        ),
      ).toEqual([]);
      // imbued and vampires mixed in one crypt, each with its group: one group or two consecutive ones
      const mixed = (crypt: [typeof seer, number][]) =>
        checkLegality(idx, { ...content(crypt, [[filler, 60]]), edition }).problems.map((p) => p.code);
      expect(
        mixed([
          [g4, 6],
          [judge, 6],
        ]),
      ).toEqual([]);
      expect(
        mixed([
          [early, 6],
          [judge, 6],
        ]),
      ).toContain('crypt_groups');
      // 12 crypt cards at least, imbued counted like vampires
      expect(mixed([[judge, 11]])).toContain('crypt_too_small');
    }
  });

  it('requirements met only by different vampires are a combination problem', () => {
    // g3 is a prince (capacity 8) without the discipline; g2 has the discipline but no title.
    const card = libraryCard({ name: 'Prince Punch', types: ['Action'], disc: 'pot', requirements: ['prince'] });
    const idx = buildCardIndex([g2, g3, filler, card]);
    const r = checkLegality(
      idx,
      content(
        [
          [g2, 6],
          [g3, 6],
        ],
        [
          [filler, 59],
          [card, 1],
        ],
      ),
    );
    expect(r.problems[0].params).toMatchObject({ reason: 'combination' });
    expect(r.legal).toBe(true);
  });

  it('no warning when the crypt is empty (nothing to compare with yet)', () => {
    expect(check(content([], [[domCard, 60]])).problems.map((p) => p.code)).toEqual(['crypt_too_small']);
  });
});

describe('groupsOk', () => {
  it('accepts one group or two consecutive groups only', () => {
    expect(groupsOk([])).toBe(true);
    expect(groupsOk([3, 3, 3])).toBe(true);
    expect(groupsOk([3, 4, 3])).toBe(true);
    expect(groupsOk([4, 3])).toBe(true);
    expect(groupsOk([1, 3])).toBe(false);
    expect(groupsOk([1, 2, 3])).toBe(false);
  });
});
