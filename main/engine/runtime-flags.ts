/**
 * The V8 settings every process that runs the rules engines starts with (the Electron shell, the
 * browser host, the bench, the bot worker threads: each entry imports this module first).
 *
 * `--no-turbo-inlining`: the optimizing compiler keeps each function's own machine code instead of
 * inlining its callees into the caller. V:TES reads cards through many small helpers that meet
 * dozens of object shapes (a TWD game holds some 18 shapes of card definitions, 82 of modes, 89 of
 * effects) and rare branches: with inlining, every new shape or first-taken branch throws away the
 * large inlined caller and compiles it again, and half of a TWD game's CPU went to that compiler
 * work (docs/vtes-automation.md, "Speed"). Without inlining, V:TES TWD games run some 45 % more
 * decisions per CPU second; the board games, four to ten times above any need, lose 5-10 %.
 *
 * V8 reads the flag when it optimizes a function, so setting it before the engines' code gets hot
 * is enough; it holds for the whole process (worker threads included).
 */
import v8 from 'node:v8';

export const ENGINE_V8_FLAGS: readonly string[] = ['--no-turbo-inlining'];

for (const flag of ENGINE_V8_FLAGS) v8.setFlagsFromString(flag);
