import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { handleInside, ImageFinder, imageKey, MAX_IMAGE_BYTES } from './images';

describe('user card images', () => {
  it('match by id first, then by name in the usual schemes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-img-'));
    fs.writeFileSync(path.join(dir, '200001.jpg'), 'x');
    const png = Buffer.concat([Buffer.from([0x89]), Buffer.from('PNG\r\n\x1a\ny')]);
    fs.writeFileSync(path.join(dir, 'therack.png'), png);
    fs.writeFileSync(path.join(dir, 'Ángel de Caïn.webp'), 'z');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'n');
    const f = new ImageFinder();
    expect(f.find(dir, '200001', ['Aabbt Kindred'])).toBe(path.join(dir, '200001.jpg'));
    expect(f.find(dir, '100999', ['Rack, The', 'The Rack'])).toBe(path.join(dir, 'therack.png'));
    expect(f.find(dir, '1', ['Angel de Cain'])).toBe(path.join(dir, 'Ángel de Caïn.webp'));
    expect(f.find(dir, '2', ['notes'])).toBeNull();
    expect(f.find(null, '200001', [])).toBeNull();
    expect(f.find(path.join(dir, 'missing'), '200001', [])).toBeNull();
    expect(f.dataUrl(path.join(dir, 'therack.png'))).toBe(`data:image/png;base64,${png.toString('base64')}`);
    expect(imageKey('Rack, The')).toBe('rackthe');
  });
});

describe('user card images are bounded (issue 9, item 7)', () => {
  it('a link that leads out of the image folder is not followed', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-img-out-'));
    fs.writeFileSync(path.join(outside, 'secret.jpg'), 'private');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-img-'));
    fs.symlinkSync(path.join(outside, 'secret.jpg'), path.join(dir, '200001.jpg'));
    fs.writeFileSync(path.join(dir, 'real.jpg'), 'ok');
    fs.symlinkSync(path.join(dir, 'real.jpg'), path.join(dir, 'therack.jpg'));
    const f = new ImageFinder();
    expect(f.find(dir, '200001', [])).toBeNull();
    // a link that stays inside the folder is fine
    expect(f.find(dir, '1', ['The Rack'])).toBe(path.join(dir, 'therack.jpg'));
  });

  it('an image over the size cap is refused before it is read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-img-'));
    const big = path.join(dir, '200001.png');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, MAX_IMAGE_BYTES + 1); // sparse: no real 15 MB written
    const f = new ImageFinder();
    expect(() => f.dataUrl(big)).toThrow(expect.objectContaining({ code: 'invalid_input', key: 'image_too_large' }));
  });

  it('a file that is not an image (a text file named like one) is refused with its name', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-img-'));
    const fake = path.join(dir, '200001.jpg');
    fs.writeFileSync(fake, 'not an image at all');
    const f = new ImageFinder();
    expect(f.find(dir, '200001', [])).toBe(fake);
    expect(() => f.dataUrl(fake)).toThrow(expect.objectContaining({ code: 'invalid_input', key: 'image_not_an_image' }));
    const png = path.join(dir, 'png.png');
    fs.writeFileSync(
      png,
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    );
    expect(f.dataUrl(png)).toMatch(/^data:image\/png;base64,/);
    const gifNamedPng = path.join(dir, 'gif.png');
    fs.writeFileSync(gifNamedPng, 'GIF89a......');
    expect(() => f.dataUrl(gifNamedPng)).toThrow(expect.objectContaining({ key: 'image_not_an_image' }));
  });
});

describe('the image folder check and the read use one file handle (issue 26, item 10)', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const secretPng = Buffer.concat([png, Buffer.from('SECRET')]);
  const setUp = () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-img-out-'));
    fs.writeFileSync(path.join(outside, 'secret.png'), secretPng);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-img-'));
    const file = path.join(dir, '200001.png');
    fs.writeFileSync(file, png);
    const swap = () => {
      fs.rmSync(file);
      fs.symlinkSync(path.join(outside, 'secret.png'), file);
    };
    return { dir, file, swap };
  };

  it('a file swapped for a link out of the folder after it was found is not read', () => {
    const { dir, file, swap } = setUp();
    const f = new ImageFinder();
    expect(f.find(dir, '200001', [])).toBe(file);
    swap();
    expect(() => f.dataUrl(file)).toThrow(expect.objectContaining({ code: 'not_found', key: 'image_not_found' }));
  });

  it('a swap right after the file is opened does not change what is read', () => {
    const { dir, file, swap } = setUp();
    const f = new ImageFinder();
    expect(f.find(dir, '200001', [])).toBe(file);
    const realOpen = fs.openSync;
    const spy = vi.spyOn(fs, 'openSync').mockImplementation((...args: Parameters<typeof fs.openSync>) => {
      const fd = realOpen(...args);
      swap();
      return fd;
    });
    try {
      expect(f.dataUrl(file)).toBe(`data:image/png;base64,${png.toString('base64')}`);
      // opened once: checked and read through that handle
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('without /proc (macOS, Windows) a handle whose path now leads elsewhere is refused', () => {
    const { dir, file, swap } = setUp();
    const fd = fs.openSync(file, 'r');
    try {
      const st = fs.fstatSync(fd);
      expect(handleInside(fd, st, file, dir, false)).toBe(true);
      swap();
      expect(handleInside(fd, st, file, dir, false)).toBe(false);
    } finally {
      fs.closeSync(fd);
    }
  });

  it.runIf(process.platform === 'linux')('a FIFO named like an image is refused without blocking the host', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-img-'));
    const fifo = path.join(dir, '200001.png');
    execFileSync('mkfifo', [fifo]);
    expect(() => new ImageFinder().dataUrl(fifo, dir)).toThrow(expect.objectContaining({ key: 'image_not_found' }));
  });
});
