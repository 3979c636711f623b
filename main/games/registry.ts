/**
 * The games the app can play: GameId → GameModule. A game is one module object (main/engine/
 * types.ts) declaring its id, rules version, rules, set-up form, bots, `createSchema` (the zod
 * schema of games.create's `config`, every size bounded) and, when setting up needs main's data
 * (saved decks, catalog cards), `resolveSetup`. Each game folder adds one line below; the
 * renderer's side is renderer/table/registry.tsx. See docs/architecture.md, "Adding a game".
 * Pure data: no I/O here (main/games/* layering rule).
 */
import type { AnyModule } from '../engine/session';
import { vtesModule } from './vtes/module';
import { vendettaModule } from './vendetta';
import { bloodborneModule } from './bloodborne';
import { nightsModule } from './nights-of-blood';

const modules: AnyModule[] = [vtesModule, vendettaModule, bloodborneModule, nightsModule];

/** A registry of playable modules; tests pass their own list (e.g. the engine's toy game). */
export class GameRegistry {
  private readonly byId = new Map<string, AnyModule>();

  constructor(list: AnyModule[]) {
    for (const m of list) this.byId.set(m.id, m);
  }

  get(id: string): AnyModule | undefined {
    return this.byId.get(id);
  }

  list(): AnyModule[] {
    return [...this.byId.values()];
  }
}

/** The registry of the app; `extra` adds modules (the browser host adds the toy game for e2e). */
export function gameRegistry(extra: AnyModule[] = []): GameRegistry {
  return new GameRegistry([...modules, ...extra]);
}
