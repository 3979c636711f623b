/**
 * A seat's standing "I will not respond" (issue 16, fewer curtain passes): from its own view a seat
 * may say it will not respond during the current combat, action, or (not being the acting seat)
 * the rest of another's turn. While that action (or combat)
 * lasts, the hotseat screen answers that seat's response decisions for it with the decision's own
 * pass option, without handing the screen over. Each such answer is a normal choice of the engine's
 * current question (recorded, autosaved, undoable like any other); the engine knows nothing of it.
 *
 * The scope of an action or combat is the number of the log line that opened it (log line numbers
 * are shared by every seat's log), while the seat view shows that action or combat going on. Only
 * games listed in SCOPES offer the setting. Pure: runs in the renderer and in the bench.
 */
/** What this file reads of a decision and its options (engine/types.ts Decision, Option). */
interface Choice {
  id: string;
}
interface Question<O extends Choice> {
  kind: string;
  options: readonly O[];
}

export type StandingKind = 'action' | 'combat' | 'turn';

/** The scopes, narrowest first. */
export const STANDING_KINDS: readonly StandingKind[] = ['combat', 'action', 'turn'];

export interface StandingPass {
  kind: StandingKind;
  /** Number of the log line that opened the action / combat. */
  n: number;
}

interface ScopeSource {
  game: string;
  seat?: unknown;
  view: unknown;
  log: readonly { n: number; type: string }[];
}

type ViewFields = Record<string, unknown>;

/**
 * Per game: the log line that opens a scope and whether the view shows it going on for the seat.
 * The turn scope is another Methuselah's turn, the action scope another's action: the seat acting
 * never sets them (a combat it fights in, it may).
 */
const SCOPES: Record<string, Record<StandingKind, { line: string; on(view: ViewFields, seat: unknown): boolean }>> = {
  vtes: {
    combat: { line: 'vtes.combat', on: (v) => !!v.combat },
    // the acting Methuselah's own action is not one it "responds" to
    action: { line: 'vtes.announce', on: (v, seat) => !!v.action && (v.action as { seat?: unknown }).seat !== seat },
    turn: { line: 'vtes.turn', on: (v, seat) => typeof seat === 'number' && v.active !== seat },
  },
};

/** The scopes going on in a seat's view: the opening line's number of each, or nothing. */
export function currentScopes(dto: ScopeSource): Partial<Record<StandingKind, number>> {
  const game = SCOPES[dto.game];
  if (!game) return {};
  const out: Partial<Record<StandingKind, number>> = {};
  const view = dto.view as ViewFields | null;
  if (!view) return out;
  for (const kind of STANDING_KINDS) {
    const { line, on } = game[kind];
    if (!on(view, dto.seat)) continue;
    for (let i = dto.log.length - 1; i >= 0; i--)
      if (dto.log[i].type === line) {
        out[kind] = dto.log[i].n;
        break;
      }
  }
  return out;
}

/** Whether a standing setting still holds in this view (its combat, action or turn is the one going on). */
export function standingHolds(standing: StandingPass | null | undefined, dto: ScopeSource): boolean {
  return !!standing && currentScopes(dto)[standing.kind] === standing.n;
}

/**
 * The answer a standing "I will not respond" gives to a decision: its pass (`pass`, `decline`:
 * no card, no block, no reaction), or in a strike step the plain hand strike when there is one
 * (else no strike). Null when the decision offers none of them (a vote, a choice of targets...):
 * then the seat is asked as usual.
 */
export function standingAnswer<O extends Choice>(d: Question<O> | null | undefined): O | null {
  if (!d) return null;
  const by = (id: string) => d.options.find((o) => o.id === id) ?? null;
  if (d.kind.endsWith('.strike')) return by('hand') ?? by('none');
  return by('pass') ?? by('decline');
}
