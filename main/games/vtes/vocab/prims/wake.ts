/**
 * `wake { who, burnUnlessBlocks? }`: the locked minion wakes for the action under way: it may block or
 * react while locked (6.2, glossary "Despertarse"); with `burnUnlessBlocks` it burns that much blood as
 * the action begins to resolve (it did not block it), whether or not the action then succeeds (LSJ 19990421).
 */
import { setStep } from '../../core/ops';
import { type PrimDef, plain, whoUid } from './def';

export const wakePrim: PrimDef<'wake'> = {
  run(s, pr, c) {
    const a = s.act;
    if (!a) return;
    const u = whoUid(c, pr.who);
    setStep(s, 'act', { woken: [...a.woken, u] });
    // a woken minion that does not block pays its blood as the action starts to resolve (rules/resolution.ts)
    if (pr.burnUnlessBlocks)
      setStep(s, 'act', {
        burnAtResolution: { ...s.act!.burnAtResolution, [u]: (s.act!.burnAtResolution?.[u] ?? 0) + pr.burnUnlessBlocks },
      });
  },
  text: (pr) =>
    pr.burnUnlessBlocks ? { key: `prim.wake_${pr.who}_burn`, params: { n: pr.burnUnlessBlocks } } : plain(`prim.wake_${pr.who}`),
  botValue: (pr) => 2 - (pr.burnUnlessBlocks ?? 0) / 2,
};
