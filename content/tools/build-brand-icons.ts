/**
 * Draws the favicon set from content/brand/favicon.svg: PNG icons for home screens and the web app
 * manifest, and favicon.ico holding 16, 32 and 48 px PNG images (the ICO format allows PNG entries).
 * The outputs are committed; run `npm run content:brand` after changing the SVG.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const brandDir = path.resolve(__dirname, '../brand');
const svg = readFileSync(path.join(brandDir, 'favicon.svg'));

export function renderPng(source: Buffer, size: number): Buffer {
  return Buffer.from(new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng());
}

/** An ICO file whose images are PNGs: a 6-byte header, a 16-byte directory entry per image, the images. */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

if (require.main === module) {
  for (const [name, size] of [
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    writeFileSync(path.join(brandDir, name), renderPng(svg, size));
  }
  const ico = icoOf([16, 32, 48].map((size) => ({ size, png: renderPng(svg, size) })));
  writeFileSync(path.join(brandDir, 'favicon.ico'), ico);
  console.log(`Wrote the favicon set to ${brandDir}`);
}
