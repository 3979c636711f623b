/**
 * Issue 29 item 3, issue 30 item 4: every published ruling of a `full` card (../shared/data/rulings,
 * the card's own and its groups') is encoded by a scenario of the rulings suite — an entry of
 * rulings-<area>.ts for that card naming the ruling's reference among its sources — or listed in
 * rulings-listed.ts: not followed or not modelled, with the reason, or still pending. A ruling neither
 * encoded nor listed fails here, and so does a listed one that is encoded or no longer a ruling of a
 * full card (the lists only hold what is true). `VITAE_RULINGS_LIST=1` prints the rulings missing.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRulingsFiles } from '../../../cards/rulings';
import { RULINGS_FILES } from '../../../testing/catalog';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { CARD_DATA } from '../data/load';
import { VTES_RULINGS } from './rulings';
import { RULINGS_NOT_FOLLOWED, RULINGS_PENDING } from './rulings-listed';

const haveRulings = existsSync(sharedFile(RULINGS_FILES[0]));

/** A ruling's name in the lists: its first reference id (a reminder without one: `REMINDER`). */
const refName = (refs: readonly { id: string }[]) => refs[0]?.id ?? 'REMINDER';

describe.skipIf(!haveRulings && !process.env.CI)('V:TES rulings of the full cards: encoded or listed (issue 29 item 3)', () => {
  const parsed = haveRulings ? parseRulingsFiles(officialFiles(RULINGS_FILES)) : null;
  const encoded = new Map<string, Set<string>>();
  for (const e of VTES_RULINGS) {
    const set = encoded.get(e.cid) ?? new Set<string>();
    for (const src of e.sources) set.add(src);
    encoded.set(e.cid, set);
  }
  const listed = (cid: string, refs: readonly { id: string }[]) => {
    const pending = RULINGS_PENDING[cid] ?? [];
    const not = (RULINGS_NOT_FOLLOWED[cid] ?? []).flatMap((x) => x.refs);
    return refs.some((r) => pending.includes(r.id) || not.includes(r.id)) || (!refs.length && pending.includes('REMINDER'));
  };
  const rulingsOfFull = () =>
    [...CARD_DATA].filter(([, e]) => e.status === 'full').flatMap(([cid]) => (parsed!.byCard.get(cid) ?? []).map((r) => ({ cid, r })));

  it('every ruling of a full card is encoded by a scenario or listed with its reason', () => {
    const all = rulingsOfFull();
    expect(all.length).toBeGreaterThan(100);
    const missing = all.filter(({ cid, r }) => !r.refs.some((x) => encoded.get(cid)?.has(x.id)) && !listed(cid, r.refs));
    if (process.env.VITAE_RULINGS_LIST) {
      const out: Record<string, string[]> = {};
      for (const { cid, r } of missing) (out[cid] ??= []).push(refName(r.refs));
      process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
    }
    expect(missing.map(({ cid, r }) => `${cid} ${refName(r.refs)}`)).toEqual([]);
    const enc = all.filter(({ cid, r }) => r.refs.some((x) => encoded.get(cid)?.has(x.id))).length;
    const isPending = (cid: string, refs: readonly { id: string }[]) =>
      refs.some((x) => (RULINGS_PENDING[cid] ?? []).includes(x.id)) || (!refs.length && (RULINGS_PENDING[cid] ?? []).includes('REMINDER'));
    const pending = all.filter(({ cid, r }) => !r.refs.some((x) => encoded.get(cid)?.has(x.id)) && isPending(cid, r.refs)).length;
    process.stdout.write(
      `rulings of full cards: ${all.length}; encoded ${enc}; pending ${pending}; not followed or not modelled ${all.length - enc - pending}\n`,
    );
  });

  it('the lists name only rulings of full cards that are not encoded', () => {
    const stale: string[] = [];
    const lists: [string, readonly string[]][] = [
      ...Object.entries(RULINGS_PENDING),
      ...Object.entries(RULINGS_NOT_FOLLOWED).map(([cid, l]) => [cid, l.flatMap((x) => x.refs)] as [string, string[]]),
    ];
    for (const [cid, refs] of lists) {
      const own = CARD_DATA.get(cid)?.status === 'full' ? (parsed!.byCard.get(cid) ?? []) : [];
      for (const ref of refs) {
        const r = own.find((x) => refName(x.refs) === ref || x.refs.some((y) => y.id === ref));
        if (!r) stale.push(`${cid} ${ref}: not a ruling of a full card`);
        else if (r.refs.some((x) => encoded.get(cid)?.has(x.id))) stale.push(`${cid} ${ref}: encoded, leave the list`);
      }
    }
    for (const l of Object.values(RULINGS_NOT_FOLLOWED))
      for (const x of l) if (x.reason.trim().length < 20) stale.push(`${x.refs[0]}: no reason`);
    expect(stale).toEqual([]);
  });
});
