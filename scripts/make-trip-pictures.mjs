// Draws the demo trips' pictures (mocks/README.md: made by the project, CC0) and writes each as
// WebP and JPEG into mocks/pictures/: `node scripts/make-trip-pictures.mjs`. Debian's Chromium
// turns the drawings into pictures, so nothing beyond the project's own tools is needed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const W = 480;
const H = 320;

/** A repeatable random sequence, so the same drawing comes out every time. */
function random(seed) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/** A ridge from left to right: points around `base`, up by `height`, closed to the bottom. */
function ridge(seed, base, height, steps = 12) {
  const r = random(seed);
  const points = [`0,${H}`];
  for (let i = 0; i <= steps; i += 1) points.push(`${(W / steps) * i},${(base - r() * height).toFixed(1)}`);
  points.push(`${W},${H}`);
  return points.join(' ');
}

/** A peak with a snow cap: its foot from x1 to x2 at `foot`, its top at (x, top). */
function peak(x, top, x1, x2, foot, rock, snow = null) {
  const cap = snow
    ? `<polygon points="${x},${top} ${x - (x - x1) * 0.28},${top + (foot - top) * 0.28} ${x - 6},${top + (foot - top) * 0.22} ${x + 4},${top + (foot - top) * 0.3} ${x + (x2 - x) * 0.28},${top + (foot - top) * 0.26}" fill="${snow}"/>`
    : '';
  return `<polygon points="${x1},${foot} ${x},${top} ${x2},${foot}" fill="${rock}"/>${cap}`;
}

const sky = (id, top, bottom) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
const sun = (x, y, r, color) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
const water = (y, color, shine) =>
  `<rect y="${y}" width="${W}" height="${H - y}" fill="${color}"/>` +
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${60 + i * 95}" y="${y + 14 + i * 9}" width="${50 - i * 6}" height="2" fill="${shine}" opacity="0.6"/>`,
    )
    .join('');

const SCENES = {
  'GRP-ALPS': () =>
    sky('s', '#6fa8dc', '#d6e9f7') +
    peak(150, 70, 20, 290, 230, '#7d8a96', '#f4f7fa') +
    peak(300, 40, 160, 450, 230, '#6b7884', '#ffffff') +
    peak(420, 95, 330, 520, 230, '#84909b', '#f4f7fa') +
    `<polygon points="${ridge(3, 240, 30)}" fill="#5e8c4a"/><polygon points="${ridge(5, 275, 20)}" fill="#4a7a3a"/>` +
    `<path d="M230 320 C 250 290, 200 280, 240 255" stroke="#d9c9a3" stroke-width="6" fill="none"/>`,
  'IND-ICELAND': () =>
    sky('s', '#8fa6b8', '#dfe6ea') +
    `<polygon points="${ridge(11, 170, 50, 8)}" fill="#4d5a4f"/>` +
    `<rect x="300" y="150" width="14" height="95" fill="#eef4f7"/>` +
    `<polygon points="${ridge(13, 235, 25)}" fill="#6e8b4e"/><polygon points="${ridge(17, 290, 10)}" fill="#2f3a33"/>` +
    `<polygon points="200,320 236,250 244,250 280,320" fill="#3b3f44"/><rect x="238" y="262" width="3" height="10" fill="#f2d16b"/><rect x="238" y="285" width="3" height="14" fill="#f2d16b"/>`,
  'OPT-JORDAN': () =>
    sky('s', '#f2a65a', '#fbe3c0') +
    sun(360, 110, 34, '#fff1d0') +
    `<polygon points="40,260 70,130 120,110 150,150 170,260" fill="#a8552d"/><polygon points="250,260 280,150 330,140 350,180 380,260" fill="#b86336"/>` +
    `<polygon points="${ridge(23, 265, 18, 6)}" fill="#d9905a"/><polygon points="${ridge(29, 295, 12, 5)}" fill="#e8a86f"/>`,
  'NOF-DOLOMITES': () =>
    sky('s', '#f0b6a8', '#fde9d9') +
    `<polygon points="60,240 90,120 105,90 118,130 140,80 160,125 175,95 200,150 230,240" fill="#e3a28e"/>` +
    `<polygon points="240,240 270,110 290,70 305,115 330,60 350,120 380,100 420,240" fill="#d98f7c"/>` +
    `<polygon points="${ridge(31, 250, 25)}" fill="#5b7f4a"/><polygon points="${ridge(37, 285, 15)}" fill="#46703a"/>` +
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<polygon points="${30 + i * 80},300 ${42 + i * 80},240 ${54 + i * 80},300" fill="#2f5530"/>`)
      .join(''),
  'BRK-NORWAY': () =>
    sky('s', '#7fa3c4', '#e1ebf3') +
    `<polygon points="0,230 0,80 60,60 130,120 180,230" fill="#3f5566"/><polygon points="480,230 480,70 420,50 350,110 300,230" fill="#4a6072"/>` +
    water(228, '#2f5f82', '#cfe3f1') +
    `<polygon points="200,262 300,262 290,276 210,276" fill="#1d2327"/><rect x="225" y="248" width="50" height="14" fill="#f4f4f4"/><rect x="255" y="238" width="8" height="12" fill="#b8412c"/>`,
  'PRT-MOROCCO': () =>
    sky('s', '#f5c27a', '#fdebc8') +
    sun(110, 90, 28, '#fff6dc') +
    `<path d="M0 240 Q 120 170 240 235 T 480 220 V 320 H 0 Z" fill="#e0a15c"/><path d="M0 280 Q 160 225 300 275 T 480 265 V 320 H 0 Z" fill="#cf8a47"/>` +
    `<rect x="378" y="170" width="6" height="75" fill="#6b4a2b"/><path d="M381 172 q -30 -5 -42 12 M381 172 q 30 -8 44 8 M381 172 q -18 -22 -38 -18 M381 172 q 20 -24 40 -16" stroke="#3f6b35" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  'CRU-NILE': () =>
    sky('s', '#87bde0', '#f3e3c0') +
    `<polygon points="${ridge(41, 190, 15, 6)}" fill="#d8b57a"/>` +
    water(210, '#3c7ea6', '#d7ecf7') +
    `<polygon points="210,258 290,258 280,270 220,270" fill="#5a3a22"/><polygon points="250,256 250,170 292,250" fill="#fbf6ea"/><rect x="248" y="168" width="3" height="90" fill="#5a3a22"/>` +
    [70, 110, 400]
      .map(
        (x) =>
          `<rect x="${x}" y="140" width="5" height="70" fill="#6b4a2b"/><circle cx="${x + 2}" cy="140" r="18" fill="#3f6b35"/>`,
      )
      .join(''),
  'PAS-INDIA': () =>
    sky('s', '#f6c1a0', '#fbe9dc') +
    `<rect x="150" y="170" width="180" height="80" fill="#f7f2ea"/><path d="M190 170 Q 240 70 290 170 Z" fill="#f7f2ea"/><rect x="238" y="92" width="4" height="20" fill="#d9cbb8"/>` +
    [120, 350]
      .map(
        (x) =>
          `<rect x="${x}" y="120" width="10" height="130" fill="#efe7da"/><circle cx="${x + 5}" cy="118" r="8" fill="#efe7da"/>`,
      )
      .join('') +
    `<rect x="215" y="195" width="50" height="55" rx="25" fill="#d9cbb8"/>` +
    water(250, '#7fb0c9', '#ffffff'),
  NODATES: () =>
    sky('s', '#8ab6d6', '#e6f1f8') +
    `<polygon points="120,220 200,60 215,40 232,70 300,220" fill="#5d6670"/><polygon points="200,60 215,40 232,70 222,95 212,80" fill="#ffffff"/>` +
    `<polygon points="260,220 330,100 400,220" fill="#6f7882"/>` +
    water(215, '#4f9fb8', '#e2f3f8') +
    `<polygon points="${ridge(53, 290, 12)}" fill="#8a7a4f"/>`,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
mkdirSync('mocks/pictures', { recursive: true });
for (const [code, draw] of Object.entries(SCENES)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>`;
  // Runs in the page, where Image and document exist.
  /* global Image, document */
  const encoded = await page.evaluate(
    async ({ svg, W, H }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = W;
      canvas.height = H;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return { webp: canvas.toDataURL('image/webp', 0.8), jpeg: canvas.toDataURL('image/jpeg', 0.8) };
    },
    { svg, W, H },
  );
  for (const [ext, url] of [
    ['webp', encoded.webp],
    ['jpg', encoded.jpeg],
  ]) {
    const bytes = Buffer.from(url.split(',')[1], 'base64');
    writeFileSync(`mocks/pictures/${code}.${ext}`, bytes);
    console.log(`${code}.${ext}: ${bytes.length} bytes`);
  }
}
await browser.close();
