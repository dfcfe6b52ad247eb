/**
 * Draws the brand's PNG images from the SVG favicon, in Chromium (the browser the tests already use):
 *   site/public/icons/icon-192.png, icon-512.png  the favicon as it is (rounded square), for the manifest
 *   site/public/icons/maskable-512.png            full-bleed, the castle inside the central 80 % safe zone
 *   site/public/icons/apple-touch-icon.png        180 px, opaque (iOS rounds the corners itself)
 *   site/public/og-image.png                      1200x630, the card link previews show
 * The PNGs are committed; run this again after changing the favicon:
 *   .tools/bun/node_modules/.bin/bun scripts/brand-images.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '../api/src/runtime/game/login-token';
import { ROOT } from './lib/ferretdb';

const PUBLIC = join(ROOT, 'site/public');
const favicon = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const gold = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const castle = /<path[^>]*d="([^"]+)"[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon);
if (!gold || !castle) throw new Error('site/public/favicon.svg is no longer a filled square with one path: update scripts/brand-images.ts');
const [, castlePath, ink] = castle;

/** The castle alone, drawn in a 32-unit box and scaled so it fills `share` of the square. */
function castleOn(background: string, share: number): string {
  // The glyph spans x 8–24, y 6–26 of the favicon's 32 units: centre it, then scale.
  const scale = (32 * share) / 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)"><path d="${castlePath}" fill="${ink}"/></g></svg>`;
}

const page = (body: string, css = '') =>
  `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}${css}</style></head><body>${body}</body></html>`;

const ogCard = page(
  `<main><div class="mark">${favicon}</div><div><h1>Castellan</h1><p>Automation bots for your castle&#8209;strategy game accounts, around the clock.</p><p class="small">Farming · resources · combat · live consoles</p></div></main>`,
  `main{box-sizing:border-box;width:1200px;height:630px;padding:0 96px;display:flex;align-items:center;gap:64px;
   background:#12151c;color:#e8eaf0;font-family:'DejaVu Sans',system-ui,sans-serif;border-bottom:12px solid ${gold}}
   .mark svg{width:260px;height:260px;border-radius:40px}
   h1{font-size:104px;margin:0 0 24px;letter-spacing:-2px;color:#fff}
   p{font-size:38px;line-height:1.3;margin:0 0 20px;color:#c9cfdb;max-width:720px}
   .small{font-size:28px;color:${gold}}`,
);

const images: { file: string; width: number; height: number; html: string; transparent?: boolean }[] = [
  { file: 'icons/icon-192.png', width: 192, height: 192, html: page(favicon), transparent: true },
  { file: 'icons/icon-512.png', width: 512, height: 512, html: page(favicon), transparent: true },
  // Maskable: the launcher may cut any shape out of the square; the castle keeps to 60 % of it.
  { file: 'icons/maskable-512.png', width: 512, height: 512, html: page(castleOn(gold, 0.6)) },
  { file: 'icons/apple-touch-icon.png', width: 180, height: 180, html: page(castleOn(gold, 0.66)) },
  { file: 'og-image.png', width: 1200, height: 630, html: ogCard },
];

mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const image of images) {
    const tab = await browser.newPage({ viewport: { width: image.width, height: image.height }, deviceScaleFactor: 1 });
    await tab.setContent(image.html);
    await tab.screenshot({ path: join(PUBLIC, image.file), omitBackground: image.transparent ?? false });
    await tab.close();
    console.log(`site/public/${image.file} ${image.width}x${image.height}`);
  }
} finally {
  await browser.close();
}
