/**
 * The games the app can play: GameId → GameModule. Each game folder adds one line below
 * (and registers its own bots with registerBot from main/engine/bots).
 * Pure data: no I/O here (main/games/* layering rule).
 */
import type { AnyModule } from '../engine/session';
import { vtesModule } from './vtes/module';
import { vendettaModule } from './vendetta';
import { bloodborneModule } from './bloodborne';

const modules: AnyModule[] = [
  vtesModule,
  vendettaModule,
  bloodborneModule,
];

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
