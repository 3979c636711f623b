/**
 * Offline packaging check (design.md §8): electron-builder `--linux dir` with a stand-in Electron
 * executable validates electron-builder.yml and lays out resources exactly as a release would.
 * The stand-in carries a fuse wire in Electron's format (sentinel, version, length, one byte per
 * fuse, set to Electron's defaults), so the fuses electron-builder flips can be read back.
 * Needs `out/` (npm test builds before running unit tests); the icons come from the build too.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngSize } from './icons.mjs';

const ROOT = path.resolve(__dirname, '..');
const built = fs.existsSync(path.join(ROOT, 'out/main/shell.cjs'));

/** Lists the files of an asar archive (header: pickle-encoded JSON after 16 bytes). */
function asarFiles(file: string): string[] {
  const buf = fs.readFileSync(file);
  const len = buf.readUInt32LE(12);
  const header = JSON.parse(buf.subarray(16, 16 + len).toString('utf8'));
  const out: string[] = [];
  const walk = (node: { files?: Record<string, unknown> }, prefix: string) => {
    for (const [name, child] of Object.entries(node.files ?? {})) {
      const p = prefix ? `${prefix}/${name}` : name;
      if ((child as { files?: unknown }).files) walk(child as { files: Record<string, unknown> }, p);
      else out.push(p);
    }
  };
  walk(header, '');
  return out;
}

// Electron's fuse wire: sentinel, version 1, length, then '0'/'1' per fuse in FuseV1Options order.
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSES = [
  'RunAsNode',
  'EnableCookieEncryption',
  'EnableNodeOptionsEnvironmentVariable',
  'EnableNodeCliInspectArguments',
  'EnableEmbeddedAsarIntegrityValidation',
  'OnlyLoadAppFromAsar',
  'LoadBrowserProcessSpecificV8Snapshot',
  'GrantFileProtocolExtraPrivileges',
] as const;
const ELECTRON_DEFAULTS = '10110001';

function readFuses(binary: string): Record<string, boolean> {
  const buf = fs.readFileSync(binary);
  const at = buf.indexOf(SENTINEL) + SENTINEL.length;
  expect(at, 'fuse sentinel in the packaged executable').toBeGreaterThan(SENTINEL.length - 1);
  const len = buf[at + 1];
  return Object.fromEntries(FUSES.slice(0, len).map((name, i) => [name, buf[at + 2 + i] === 0x31]));
}

interface BuilderConfig {
  appId: string;
  directories: { buildResources: string };
  deb?: { depends?: string[] };
  appImage?: { executableArgs?: string[] };
  mac?: { icon?: string };
  win?: { icon?: string };
  linux?: { icon?: string };
  electronFuses?: Record<string, boolean>;
}
const config = loadYaml(fs.readFileSync(path.join(ROOT, 'electron-builder.yml'), 'utf8')) as BuilderConfig;

describe.skipIf(!built)('desktop package layout', () => {
  let res = '';
  let unpacked = '';
  beforeAll(() => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-electron-'));
    fs.writeFileSync(path.join(dist, 'electron'), `#!/bin/sh\necho stand-in\nexit 0\n# ${SENTINEL}\x01\x08${ELECTRON_DEFAULTS}\n`, {
      mode: 0o755,
    });
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-pack-'));
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/electron-builder/cli.js'),
        '--linux',
        'dir',
        `-c.electronDist=${dist}`,
        `-c.directories.output=${outDir}`,
      ],
      { cwd: ROOT, stdio: 'pipe', env: { ...process.env, ELECTRON_BUILDER_OFFLINE: '1' } },
    );
    unpacked = path.join(outDir, 'linux-unpacked');
    res = path.join(unpacked, 'resources');
  });

  it('ships the bundled shell, preload, renderer, wasm and window icon, and nothing else', () => {
    const files = asarFiles(path.join(res, 'app.asar'));
    for (const f of ['package.json', 'out/main/shell.cjs', 'out/main/icon.png', 'out/preload/index.cjs', 'out/renderer/index.html']) {
      expect(files, f).toContain(f);
    }
    const allowed = [
      /^package\.json$/,
      /^out\/main\/(shell\.cjs|bot-worker\.cjs|sql-wasm\.wasm|icon\.png)$/,
      /^out\/preload\/index\.cjs$/,
      /^out\/renderer\//,
    ];
    expect(files.filter((f) => !allowed.some((re) => re.test(f)))).toEqual([]);
    // the browser host, the benchmarks, source maps and loose locales are not part of the app
    expect(files.filter((f) => /web\.cjs|bench\.cjs|\.map$|^locales\/|^node_modules\//.test(f))).toEqual([]);
    // the wasm is read with fs: unpacked beside the shell, and only there
    expect(fs.existsSync(path.join(res, 'app.asar.unpacked', 'out', 'main', 'sql-wasm.wasm'))).toBe(true);
    // the bots' worker thread starts from a real file (issue 33)
    expect(fs.existsSync(path.join(res, 'app.asar.unpacked', 'out', 'main', 'bot-worker.cjs'))).toBe(true);
    expect(fs.readdirSync(res).sort()).toEqual(['app.asar', 'app.asar.unpacked']);
  });

  it('flips the hardening fuses in the packaged executable', () => {
    const fuses = readFuses(path.join(unpacked, 'vitae'));
    expect(fuses).toMatchObject({
      RunAsNode: false,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      GrantFileProtocolExtraPrivileges: false,
    });
  });
});

describe('installer configuration', () => {
  it('gives file:// pages no extra privileges, and the app loads nothing from file://', () => {
    expect(config.electronFuses?.grantFileProtocolExtraPrivileges).toBe(false);
    // the window, its preload and the renderer use app://vitae (main/shell/protocol.ts) only
    const sources = (dir: string): string[] =>
      fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
    const loaders = ['main/shell', 'preload', 'renderer']
      .flatMap(sources)
      .filter((f) => /file:\/\/|loadFile\(|pathToFileURL/.test(fs.readFileSync(f, 'utf8')));
    expect(loaders).toEqual([]);
  });

  it('declares the shared libraries Electron needs in the .deb', () => {
    const depends = config.deb?.depends;
    // absent means electron-builder's default list; an explicit list must keep every library
    if (depends === undefined) return;
    const names = depends.flatMap((d) => d.split('|').map((s) => s.trim()));
    for (const lib of [
      'libgtk-3-0',
      'libnss3',
      'libxss1',
      'libxtst6',
      'xdg-utils',
      'libatspi2.0-0',
      'libuuid1',
      'libsecret-1-0',
      'libnotify4',
      'libgbm1',
      'libasound2',
    ]) {
      expect(names, lib).toContain(lib);
    }
  });

  it('lets the AppImage keep the sandbox where user namespaces work', () => {
    // electron-builder's AppRun adds --no-sandbox only when `unshare -Ur true` fails (Ubuntu 24.04+)
    const appRun = fs.readFileSync(path.join(ROOT, 'node_modules/app-builder-lib/out/targets/appimage/appImageUtil.js'), 'utf8');
    expect(appRun).toContain('unshare -Ur true');
    // without this the embedded .desktop entry starts every launch with --no-sandbox
    expect(config.appImage?.executableArgs).toEqual([]);
  });

  it.skipIf(!built)('points every platform at the generated icons, which are valid', () => {
    const dir = path.join(ROOT, config.directories.buildResources);
    expect(config.mac?.icon).toBe('icon.icns');
    expect(config.win?.icon).toBe('icon.ico');
    expect(config.linux?.icon).toBe('icons');
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
      expect(pngSize(fs.readFileSync(path.join(dir, 'icons', `${size}x${size}.png`)))).toEqual({ width: size, height: size });
    }
    const ico = fs.readFileSync(path.join(dir, 'icon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const widths = Array.from({ length: count }, (_, i) => ico[6 + 16 * i] || 256);
    expect(widths).toContain(256);
    expect(widths).toContain(16);
    const icns = fs.readFileSync(path.join(dir, 'icon.icns'));
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    expect(icns.includes(Buffer.from('ic10'))).toBe(true);
  });
});
