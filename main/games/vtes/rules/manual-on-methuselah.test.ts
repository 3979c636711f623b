/**
 * Issue 34 §1: a manual master card whose text names a Methuselah ("choose a Methuselah", read from
 * the official card data) is played on one: its player picks the Methuselah, the log names it, and a
 * card that goes into play "under the control of the chosen Methuselah" is that Methuselah's. The
 * rest of its text is then done by hand (the manual window opens). The reading is the draft reader's
 * (`npm run cards:draft`), played once a reviewer accepts the entry.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { masterMethuselah } from '../draft/reader';
import { asReviewed } from '../draft/entry';
import { apply } from './kernel';
import { build, choose, dec, ids, uid } from '../testing/testing';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
// the card as its reviewed entry plays it (its draft accepted unchanged: the reader is off the play path)
const def = (n: string) => asReviewed(parsed.cards.find((c: CardDetail) => c.name === n && !c.advanced) as CardDetail);

describe('issue 34: a manual card played on a Methuselah its text names', () => {
  it('reads "choose a Methuselah", "another" and "under the control of the chosen Methuselah"', () => {
    expect(masterMethuselah('Choose a Methuselah. That Methuselah burns 1 pool.')).toEqual({ e: 'onMethuselah' });
    expect(masterMethuselah('Trifle. Choose another Methuselah.')).toEqual({ e: 'onMethuselah', other: true });
    expect(masterMethuselah('Choose a Methuselah. This card stays under the control of the chosen Methuselah.')).toEqual({
      e: 'onMethuselah',
      control: true,
    });
    expect(masterMethuselah('Put this card on a vampire you control.')).toBeUndefined();
  });

  it("Curse of Nitocris: its player picks a Methuselah; the card goes into play under that Methuselah's control, logged by name", () => {
    const curse = def('Curse of Nitocris');
    expect(curse.modes[0].effects.map((e) => e.e)).toContain('onMethuselah');
    let s = build({
      defs: [curse],
      phase: 'master',
      seats: [
        { ready: [{ card: 'Theo Bell', blood: 4 }], hand: ['Curse of Nitocris'], pool: 20 },
        { ready: [{ card: 'Horace Radcliffe', blood: 4 }], pool: 20 },
      ],
    });
    s.turnFlags.masterLeft = 1;
    const c = uid(s, 'Curse of Nitocris');
    s = choose(s, `m:${c}`);
    expect(dec(s).kind).toBe('vtes.masterTarget');
    expect(ids(s)).toEqual(['s:0', 's:1']);
    const r = apply(s, 0, 's:1');
    expect(r.events.find((e) => e.type === 'vtes.masterOnSeat')?.params).toMatchObject({ seat: 0, target: 1 });
    expect(r.events.map((e) => e.type)).toContain('vtes.masterGiven');
    expect(r.state.cards[c]).toMatchObject({ zone: 'play', controller: 1 });
    expect(r.state.seats[1].zones.play).toContain(c);
    // the rest of its text is done by hand
    expect(dec(r.state).kind).toBe('vtes.manual');
  });

  it('Aggressive Tactics ("choose a Methuselah") is read as played on a Methuselah', () => {
    const tactics = def('Aggressive Tactics');
    const on = tactics.modes[0].effects.find((e) => e.e === 'onMethuselah');
    expect(on).toBeDefined();
  });
});
