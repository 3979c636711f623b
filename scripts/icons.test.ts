import { describe, expect, it } from 'vitest';
import { icnsFromPngs, icoFromPngs, pngSize, renderSizes } from './icons.mjs';
import fs from 'node:fs';
import path from 'node:path';

describe('app icon writers', () => {
  it('renders the SVG source at the asked sizes', async () => {
    const pngs = await renderSizes(fs.readFileSync(path.join(__dirname, '../assets/icon.svg')), [16, 256]);
    expect(pngSize(pngs.get(16)!)).toEqual({ width: 16, height: 16 });
    expect(pngSize(pngs.get(256)!)).toEqual({ width: 256, height: 256 });
  });

  it('writes an ICO directory whose entries point at the PNGs (256 stored as 0)', async () => {
    const pngs = await renderSizes(fs.readFileSync(path.join(__dirname, '../assets/icon.svg')), [16, 256]);
    const ico = icoFromPngs([pngs.get(16)!, pngs.get(256)!]);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect([ico[6], ico[7], ico[22], ico[23]]).toEqual([16, 16, 0, 0]);
    const size = ico.readUInt32LE(6 + 16 + 8);
    const offset = ico.readUInt32LE(6 + 16 + 12);
    expect(ico.subarray(offset, offset + size).equals(pngs.get(256)!)).toBe(true);
    expect(offset + size).toBe(ico.length);
  });

  it('writes ICNS elements with big-endian lengths that include their headers', async () => {
    const pngs = await renderSizes(fs.readFileSync(path.join(__dirname, '../assets/icon.svg')), [32]);
    const icns = icnsFromPngs([['icp5', pngs.get(32)!]]);
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    expect(icns.toString('ascii', 8, 12)).toBe('icp5');
    expect(icns.readUInt32BE(12)).toBe(pngs.get(32)!.length + 8);
  });

  it('refuses what is not a PNG', () => {
    expect(() => pngSize(Buffer.from('GIF89a..............'))).toThrow('not a PNG');
  });
});
