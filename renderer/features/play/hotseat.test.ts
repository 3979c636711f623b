/**
 * The hotseat flow with standing "I will not respond" settings (issue 16, fewer curtain passes),
 * on a seeded two-human V:TES game behind a stand-in of the games service: the settings spare
 * curtains, their answers are ordinary recorded choices of the question asked, and a seat is
 * never shown another seat's view without a curtain.
 */
import { describe, expect, it } from 'vitest';
import { getBot } from '../../../main/engine/bots';
import { RngCursor, seedRng } from '../../../main/engine/rng';
import { GameSession, type AnyModule } from '../../../main/engine/session';
import type { SeatId } from '../../../main/engine/types';
import { currentScopes, standingAnswer, type StandingPass } from '../../../main/common/standing-pass';
import { vtesModule } from '../../../main/games/vtes/module';
import { nextScreen, type HotseatApi } from './hotseat';

const CONFIG = {
  edition: 'vekn-current',
  decks: ['brujah', 'malkavian', 'nosferatu', 'ventrue'].map((starter) => ({ starter })),
  maxTurns: 24,
};
const SEATS = [0, 1, 2, 3].map((i) =>
  i < 2 ? { name: `H${i}`, kind: 'human' as const } : { name: `B${i}`, kind: 'bot' as const, bot: 'heuristic' },
);

/** Plays the game through the flow; humans answer with the heuristic bot, and with `useStanding`
 * a human passing in another's turn sets "this turn". */
async function play(useStanding: boolean) {
  const s = GameSession.create(vtesModule as AnyModule, CONFIG, SEATS, 'bench-curtains-vtes-0');
  const bot = getBot(vtesModule as AnyModule, 'heuristic');
  if (!bot) throw new Error('no heuristic bot');
  const autoAnswers: { seat: SeatId; option: string; offered: boolean }[] = [];
  let inFlow = false;
  const api: HotseatApi = {
    next: async () => {
      s.runBots();
      const d = s.nextHuman();
      return d ? { seat: d.seat, name: s.seats[d.seat].name, human: true, humans: 2 } : null;
    },
    view: async (seat) => s.viewFor(seat),
    choose: async (seat, option) => {
      if (inFlow) autoAnswers.push({ seat, option, offered: !!s.decisionFor(seat)?.options.some((o) => o.id === option) });
      s.choose(seat, option);
      s.runBots();
      return s.viewFor(seat);
    },
  };
  const standing = new Map<SeatId, StandingPass>();
  let onScreen: SeatId | null = null;
  let current = undefined as Awaited<ReturnType<HotseatApi['view']>> | undefined;
  let curtains = 0;
  let answers = 0;
  for (let i = 0; i < 4000; i++) {
    inFlow = true;
    const screen = await nextScreen(api, current, onScreen, standing);
    inFlow = false;
    if (screen.kind === 'over') break;
    let dto;
    if (screen.kind === 'curtain') {
      curtains++;
      dto = await api.view(screen.next.seat);
    } else {
      // no curtain: the view shown is the seat already in front of the screen
      expect(screen.dto.seat).toBe(onScreen);
      dto = screen.dto;
    }
    onScreen = dto.seat as SeatId;
    const d = dto.decision;
    if (!d) throw new Error('no question on screen');
    const option = bot.choose(dto.view as never, d, new RngCursor(seedRng(`hotseat/${i}`)));
    const scopes = currentScopes(dto);
    if (useStanding && option === standingAnswer(d)?.id && scopes.turn !== undefined)
      standing.set(d.seat, { kind: 'turn', n: scopes.turn });
    current = await api.choose(d.seat, option);
    answers++;
  }
  return { curtains, answers, autoAnswers, choices: s.record().choices.length };
}

describe('hotseat flow with standing settings', () => {
  it('a seat that will not respond this turn is answered without a curtain, with the offered pass, recorded', async () => {
    const before = await play(false);
    const after = await play(true);
    expect(before.autoAnswers).toEqual([]);
    expect(after.autoAnswers.length).toBeGreaterThan(0);
    expect(after.autoAnswers.every((a) => a.offered)).toBe(true);
    expect(after.curtains).toBeLessThan(before.curtains);
    // every answer, the standing ones too, is in the game's record
    expect(after.choices).toBeGreaterThanOrEqual(after.answers + after.autoAnswers.length);
  }, 120_000);
});
