/**
 * Draws the app's icons (the web app manifest's 192 and 512 px, their maskable versions, and the
 * 180 px Apple touch icon) into shell/public/icons: a white dumbbell on the brand blue. Pure pixels
 * through pngjs, 4×4 supersampled for smooth edges, so nothing is downloaded to make them.
 *
 *   npx tsx tools/icons/make-icons.ts
 *
 * The PNGs are committed; run this again only when the drawing changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell', 'public', 'icons');
const BRAND = [0x1f, 0x5f, 0xbf] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
const SAMPLES = 4;

type Rect = { x0: number; y0: number; x1: number; y1: number; r: number };

/** Inside a rounded rectangle (unit square coordinates). */
function inRoundedRect(x: number, y: number, { x0, y0, x1, y1, r }: Rect): boolean {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The dumbbell in a unit square centred on (0.5, 0.5), scaled by `size` (its width). */
function dumbbell(size: number): Rect[] {
  const at = (x0: number, y0: number, x1: number, y1: number, r: number): Rect => ({
    x0: 0.5 + (x0 - 0.5) * size,
    y0: 0.5 + (y0 - 0.5) * size,
    x1: 0.5 + (x1 - 0.5) * size,
    y1: 0.5 + (y1 - 0.5) * size,
    r: r * size,
  });
  return [
    at(0.18, 0.46, 0.82, 0.54, 0.02), // the bar
    at(0.2, 0.26, 0.3, 0.74, 0.04), // inner plates
    at(0.7, 0.26, 0.8, 0.74, 0.04),
    at(0.06, 0.34, 0.18, 0.66, 0.04), // outer plates
    at(0.82, 0.34, 0.94, 0.66, 0.04),
  ];
}

/**
 * `maskable`: the background fills the square and the glyph stays inside the safe zone (the middle
 * 80 %), as platforms crop maskable icons to a circle or squircle; otherwise a rounded tile.
 */
function drawIcon(px: number, maskable: boolean): Buffer {
  const png = new PNG({ width: px, height: px });
  const tile: Rect = maskable ? { x0: 0, y0: 0, x1: 1, y1: 1, r: 0 } : { x0: 0, y0: 0, x1: 1, y1: 1, r: 0.22 };
  const glyph = dumbbell(maskable ? 0.62 : 0.8);
  for (let y = 0; y < px; y += 1) {
    for (let x = 0; x < px; x += 1) {
      let inTile = 0;
      let inGlyph = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const u = (x + (sx + 0.5) / SAMPLES) / px;
          const v = (y + (sy + 0.5) / SAMPLES) / px;
          if (!inRoundedRect(u, v, tile)) continue;
          inTile += 1;
          if (glyph.some((part) => inRoundedRect(u, v, part))) inGlyph += 1;
        }
      }
      const i = (y * px + x) * 4;
      const whiteShare = inTile === 0 ? 0 : inGlyph / inTile;
      for (let c = 0; c < 3; c += 1) png.data[i + c] = Math.round(BRAND[c]! * (1 - whiteShare) + WHITE[c]! * whiteShare);
      png.data[i + 3] = Math.round((255 * inTile) / (SAMPLES * SAMPLES));
    }
  }
  return PNG.sync.write(png);
}

mkdirSync(OUT, { recursive: true });
const icons: [string, number, boolean][] = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-192.png', 192, true],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];
for (const [name, px, maskable] of icons) {
  writeFileSync(join(OUT, name), drawIcon(px, maskable));
  console.log(`wrote ${join(OUT, name)}`);
}
