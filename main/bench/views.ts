/**
 * Suite 'views' (issue 14, item 3): the size of the answer to one choice in a seeded 4-seat V:TES
 * game (the four starters, every seat human, first legal option each time), with the log sent as
 * a delta (what the renderer receives). Reported at the end of the game or after MAX_CHOICES
 * choices, with the largest delta answer on the way, the view a restart or resume receives (the
 * log's tail) and the whole log's size (what every answer carried before deltas).
 */
import { GameLogCache } from '../common/log-delta';
import { createHost } from '../services/host';
import { report, type Bench } from './harness';
import { TableClient } from '../testing/table-client';

const MAX_CHOICES = 1500;

export const viewsBench: Bench = async () => {
  const host = await createHost({ mode: 'web', version: 'bench', dataDir: null, systemLocales: ['es'] });
  const cache = new GameLogCache();
  const seats = ['Ana', 'Jan', 'Ola', 'Eva'].map((name) => ({ name, kind: 'human' }));
  const created = await host.dispatcher.call('games.create', { game: 'vtes', seats, seed: 'bench-views' });
  if (!created.ok) throw new Error('bench game not created');
  const id = (created.value as { id: string }).id;
  const table = new TableClient(host.dispatcher.call);
  let last = 0;
  let largest = 0;
  let choices = 0;
  for (; choices < MAX_CHOICES; choices++) {
    const next = await table.next(id);
    if (!next) break;
    const token = await table.token(id, next.seat);
    const viewInput = { table: id, token };
    const view = await host.dispatcher.call('table.view', cache.prepare('table.view', viewInput));
    const dto = cache.finish('table.view', viewInput, (view as { value: unknown }).value) as {
      step: number;
      decision: { options: { id: string }[] };
    };
    const input = { table: id, token, step: dto.step, option: dto.decision.options[0].id };
    const r = await host.dispatcher.call('table.choose', cache.prepare('table.choose', input));
    if (!r.ok) throw new Error('bench choice refused');
    last = JSON.stringify(r).length;
    largest = Math.max(largest, last);
    cache.finish('table.choose', input, r.value);
  }
  const resume = (await table.view(id, 0)) as { value: { log: { n: number }[]; logEarlier?: number } };
  const earlier = await table.log(id, 0, resume.value.log[0]?.n ?? 0, 1000);
  const wholeLog = JSON.stringify(resume.value.log).length + JSON.stringify(earlier).length;
  report('games.view.bytes', last, 'bytes', { choices, largestDelta: largest, resumeView: JSON.stringify(resume).length, wholeLog });
  host.close();
};
