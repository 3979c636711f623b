// The app icon: assets/icon.svg rendered to every size the installers and the window need, into
// assets/build/ (electron-builder's buildResources; generated, not committed):
//   icons/<n>x<n>.png  Linux (AppImage, .deb) and the window icon
//   icon.ico           Windows (PNG entries, 16-256 px)
//   icon.icns          macOS (PNG entries, 16-1024 px)
// Rendering is resvg (@resvg/resvg-js: prebuilt per platform from the npm registry, no network at
// build time, no system fonts needed since the SVG has no text). ICO and ICNS are plain
// containers of PNG images; the two small writers below build them.
// Run: node scripts/icons.mjs (scripts/build.mjs calls generateIcons; it skips when up to date).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** ICNS element types holding PNG data, with their pixel size. */
export const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png) {
  if (png.length < 24 || png.readUInt32BE(0) !== 0x89504e47 || png.toString('ascii', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** ICO file from square PNG images (Windows Vista+ reads PNG entries; 256 is written as 0). */
export function icoFromPngs(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const { width, height } = pngSize(png);
    const e = 6 + 16 * i;
    header.writeUInt8(width >= 256 ? 0 : width, e);
    header.writeUInt8(height >= 256 ? 0 : height, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}

/** ICNS file from [type, png] pairs (big-endian lengths that include each 8-byte header). */
export function icnsFromPngs(entries) {
  const parts = entries.map(([type, png]) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

/** Renders the SVG at each size; returns a map size -> PNG. */
export async function renderSizes(svg, sizes) {
  const { Resvg } = await import('@resvg/resvg-js');
  const out = new Map();
  for (const size of sizes) {
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' }).render().asPng();
    out.set(size, Buffer.from(png));
  }
  return out;
}

/** Writes assets/build/ from assets/icon.svg unless every output is newer than its inputs. */
export async function generateIcons(root) {
  const src = path.join(root, 'assets', 'icon.svg');
  const dir = path.join(root, 'assets', 'build');
  const outputs = [
    path.join(dir, 'icon.ico'),
    path.join(dir, 'icon.icns'),
    ...PNG_SIZES.map((s) => path.join(dir, 'icons', `${s}x${s}.png`)),
  ];
  const newestInput = Math.max(fs.statSync(src).mtimeMs, fs.statSync(fileURLToPath(import.meta.url)).mtimeMs);
  if (outputs.every((f) => fs.existsSync(f) && fs.statSync(f).mtimeMs >= newestInput)) return dir;
  const pngs = await renderSizes(fs.readFileSync(src), PNG_SIZES);
  fs.mkdirSync(path.join(dir, 'icons'), { recursive: true });
  for (const [size, png] of pngs) fs.writeFileSync(path.join(dir, 'icons', `${size}x${size}.png`), png);
  fs.writeFileSync(path.join(dir, 'icon.ico'), icoFromPngs(ICO_SIZES.map((s) => pngs.get(s))));
  fs.writeFileSync(path.join(dir, 'icon.icns'), icnsFromPngs(ICNS_TYPES.map(([type, s]) => [type, pngs.get(s)])));
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  console.log(`icons in ${path.relative(root, await generateIcons(root))}`);
}
