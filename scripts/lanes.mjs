// `node scripts/lanes.mjs "typecheck build" "lint format:check"`: runs npm scripts in lanes that
// go side by side, the scripts of one lane one after the other. On the 2-core CI machine the
// checks are single-threaded (tsc, ESLint, Prettier), so two lanes take the time of the longer
// one instead of the sum (issue 28, item 3). Each script's output is printed in one piece when it
// ends, with its time; the exit code is 1 when any script failed (a lane stops at its first
// failure, the other lanes run to their end so that every failure is shown at once).
import { spawn } from 'node:child_process';

function runScript(name) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code, signal) => {
      const s = ((Date.now() - t0) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n── npm run ${name}: ${ok ? 'ok' : `FAILED (${signal ?? code})`} in ${s} s\n${out}`);
      resolve(ok);
    });
  });
}

async function lane(names) {
  for (const name of names) if (!(await runScript(name))) return false;
  return true;
}

const lanes = process.argv.slice(2).map((l) => l.split(/\s+/).filter(Boolean));
if (!lanes.length) {
  console.error('usage: node scripts/lanes.mjs "script script" "script"...');
  process.exit(2);
}
const t0 = Date.now();
const results = await Promise.all(lanes.map(lane));
console.log(`\n── lanes done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
process.exit(results.every(Boolean) ? 0 : 1);
