/**
 * `npm run web`: the browser host. Serves the same services as the desktop app on 127.0.0.1,
 * prints the URL (with its per-run token) and runs until stopped.
 *   node out/main/web.cjs [--data-dir DIR] [--port N]
 */
// first: the V8 settings the engines run with (runtime-flags.ts)
import '../engine/runtime-flags';
import os from 'node:os';
import path from 'node:path';
import { createHost } from '../services/host';
import { startWebServer } from './server';
import { lanProvider } from '../lan/provider';
import { rateFromEnv } from '../lan/rate';
import { APP_VERSION } from '../version';
import { AppError } from '../common/errors';
import { startupMessage } from './messages';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`${name}=`));
  return eq ? eq.slice(name.length + 1) : undefined;
}

function systemLocales(): string[] {
  const env = [process.env.LC_ALL, process.env.LC_MESSAGES, process.env.LANG, process.env.LANGUAGE]
    .filter((v): v is string => !!v && v !== 'C' && v !== 'POSIX')
    .flatMap((v) => v.split(':'));
  return [...env, Intl.DateTimeFormat().resolvedOptions().locale];
}

async function main() {
  const dataDir = path.resolve(arg('--data-dir') ?? path.join(os.homedir(), '.vitae'));
  const port = arg('--port') ? Number(arg('--port')) : 0;
  let broadcast: (n: string, p: unknown) => void = () => {};
  let host: Awaited<ReturnType<typeof createHost>>;
  try {
    host = await createHost({
      mode: 'web',
      version: APP_VERSION,
      dataDir,
      systemLocales: systemLocales(),
      emit: (n, p) => broadcast(n, p),
      log: (m) => console.error(m),
      info: (m) => console.log(m),
      // the LAN table (off until a game's screen opens it) serves the seat page of the same bundle
      // (VITAE_LAN_RATE: the e2e phones all share 127.0.0.1, hence one per-address budget)
      lan: lanProvider(path.join(__dirname, '..', 'renderer'), (m) => console.error(m), rateFromEnv(process.env.VITAE_LAN_RATE)),
    });
  } catch (e) {
    // a clear sentence in the user's language (another Vitae on this folder, unusable folder...)
    console.error(startupMessage(e, systemLocales()));
    if (!(e instanceof AppError)) console.error(e);
    process.exit(2);
  }
  const server = await startWebServer({
    dispatcher: host.dispatcher,
    rendererDir: path.join(__dirname, '..', 'renderer'),
    port,
    log: (m) => console.error(m),
  });
  broadcast = server.broadcast;
  console.log(`Vitae browser host: ${server.url}`);
  console.log(`data: ${dataDir}`);
  const stop = async () => {
    await server.close();
    host.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
