// Renders the seeded posts' cover images: one hand-written SVG illustration per article (brand navy
// #0b1f3a and cyan #2ec4f1), rasterised with sharp to WebP 1200x630 under 60 KB, written to
// frontend/public/images/blog/<slug>.webp. Run from the repo root: node content-service/scripts/render-blog-covers.mjs
// The images are committed; this script only needs to run again when an illustration changes.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1200;
const H = 630;
const NAVY = '#0b1f3a';
const CYAN = '#2ec4f1';
const MID = '#14355f';
const SOFT = '#1d4a80';
const WHITE = '#e8f6fd';
const MAX_BYTES = 60 * 1024;

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend/public/images/blog');

/** Shared backdrop: navy gradient, a faint dot grid and a soft cyan glow, so every cover reads as one set. */
const backdrop = (glowX = 900, glowY = 160) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="#07142a"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="520" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${CYAN}" stop-opacity="0.28"/><stop offset="1" stop-color="${CYAN}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="30" height="30" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.6" fill="${CYAN}" fill-opacity="0.13"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <rect x="0" y="${H - 10}" width="${W}" height="10" fill="${CYAN}"/>`;

const svg = (body, glow) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop(...(glow ?? []))}${body}</svg>`;

const node = (x, y, r = 10, fill = CYAN) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${r + 9}" fill="none" stroke="${fill}" stroke-opacity="0.35" stroke-width="3"/>`;
const store = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-34" y="-18" width="68" height="46" rx="4" fill="${MID}" stroke="${CYAN}" stroke-width="3"/><path d="M-42 -18 L0 -46 L42 -18 Z" fill="${SOFT}" stroke="${CYAN}" stroke-width="3" stroke-linejoin="round"/><rect x="-10" y="6" width="20" height="22" fill="${CYAN}" fill-opacity="0.7"/></g>`;

function networkDesign({ hub = [600, 315], seed = 1 } = {}) {
  const stores = [
    [170, 150], [170, 330], [200, 500], [380, 110], [400, 540], [820, 110], [800, 540], [1030, 160], [1040, 340], [1000, 505],
  ];
  const lines = stores
    .map(([x, y], i) => `<path d="M${hub[0]} ${hub[1]} Q ${(hub[0] + x) / 2 + ((i * 37 * seed) % 80) - 40} ${(hub[1] + y) / 2 - 40} ${x} ${y}" fill="none" stroke="${CYAN}" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="${i % 2 ? '10 8' : '0'}"/>`)
    .join('');
  return `${lines}${stores.map(([x, y]) => store(x, y)).join('')}
    <circle cx="${hub[0]}" cy="${hub[1]}" r="78" fill="${MID}" stroke="${CYAN}" stroke-width="5"/>
    <circle cx="${hub[0]}" cy="${hub[1]}" r="112" fill="none" stroke="${CYAN}" stroke-opacity="0.3" stroke-width="3"/>
    <rect x="${hub[0] - 40}" y="${hub[1] - 34}" width="80" height="18" rx="3" fill="${CYAN}"/>
    <rect x="${hub[0] - 40}" y="${hub[1] - 8}" width="80" height="18" rx="3" fill="${CYAN}" fill-opacity="0.75"/>
    <rect x="${hub[0] - 40}" y="${hub[1] + 18}" width="80" height="18" rx="3" fill="${CYAN}" fill-opacity="0.5"/>`;
}

function menuBoards({ count = 3 } = {}) {
  const width = 300;
  const gap = 40;
  const startX = (W - (count * width + (count - 1) * gap)) / 2;
  let out = `<rect x="120" y="470" width="960" height="26" rx="6" fill="${SOFT}"/><rect x="160" y="496" width="880" height="110" fill="${MID}"/>`;
  for (let i = 0; i < count; i += 1) {
    const x = startX + i * (width + gap);
    out += `<rect x="${x + 140}" y="60" width="20" height="50" fill="${SOFT}"/>
      <rect x="${x}" y="100" width="${width}" height="300" rx="10" fill="#061226" stroke="${CYAN}" stroke-width="5"/>
      <rect x="${x + 24}" y="126" width="${width - 48}" height="${i === 1 ? 120 : 60}" rx="6" fill="${CYAN}" fill-opacity="${i === 1 ? 0.85 : 0.35}"/>`;
    const rows = i === 1 ? 3 : 6;
    for (let r = 0; r < rows; r += 1) {
      const y = (i === 1 ? 270 : 210) + r * 30;
      out += `<rect x="${x + 24}" y="${y}" width="${150 + ((r * 23 + i * 11) % 50)}" height="12" rx="6" fill="${WHITE}" fill-opacity="0.7"/><rect x="${x + width - 84}" y="${y}" width="60" height="12" rx="6" fill="${CYAN}"/>`;
    }
  }
  return out;
}

function cabling() {
  const colours = [CYAN, '#7fdcf7', WHITE, '#4aa8d8', CYAN, '#9be7fb'];
  let out = `<rect x="820" y="150" width="300" height="330" rx="12" fill="${MID}" stroke="${CYAN}" stroke-width="4"/>`;
  for (let r = 0; r < 6; r += 1) {
    out += `<rect x="845" y="${178 + r * 50}" width="250" height="30" rx="4" fill="#061226"/>`;
    for (let p = 0; p < 8; p += 1) out += `<rect x="${857 + p * 29}" y="${185 + r * 50}" width="18" height="16" rx="2" fill="${CYAN}" fill-opacity="${p % 3 ? 0.45 : 0.95}"/>`;
  }
  colours.forEach((c, i) => {
    const y = 120 + i * 72;
    const endY = 193 + i * 50;
    out += `<path d="M-20 ${y} C 300 ${y + 180 - i * 50}, 520 ${endY - 140 + i * 40}, 866 ${endY}" fill="none" stroke="${c}" stroke-width="${i === 2 ? 8 : 14}" stroke-linecap="round" stroke-opacity="0.9"/>`;
  });
  out += `<path d="M-20 560 C 320 520, 560 600, 1220 540" fill="none" stroke="${WHITE}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  return out;
}

function maintenance() {
  let out = `<rect x="130" y="110" width="520" height="430" rx="16" fill="${MID}" stroke="${CYAN}" stroke-width="4"/><rect x="130" y="110" width="520" height="70" rx="16" fill="${CYAN}"/>
    <rect x="200" y="88" width="16" height="50" rx="8" fill="${WHITE}"/><rect x="564" y="88" width="16" height="50" rx="8" fill="${WHITE}"/>`;
  for (let r = 0; r < 4; r += 1) {
    for (let c = 0; c < 6; c += 1) {
      const x = 160 + c * 80;
      const y = 205 + r * 80;
      out += `<rect x="${x}" y="${y}" width="60" height="60" rx="8" fill="#0a2446"/>`;
      if ((r * 6 + c) % 5 === 1) out += `<path d="M${x + 14} ${y + 31} l12 12 l22 -26" fill="none" stroke="${CYAN}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  }
  const gear = (cx, cy, r, teeth) => {
    let d = '';
    for (let i = 0; i < teeth; i += 1) {
      const a = (i / teeth) * Math.PI * 2;
      d += `<rect x="${cx - 12}" y="${cy - r - 22}" width="24" height="34" rx="4" fill="${CYAN}" transform="rotate(${(a * 180) / Math.PI} ${cx} ${cy})"/>`;
    }
    return `${d}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${CYAN}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="${NAVY}"/>`;
  };
  out += gear(880, 270, 110, 10) + gear(1050, 470, 62, 8);
  return out;
}

function monitoring() {
  let out = `<rect x="250" y="250" width="24" height="300" fill="${SOFT}"/>
    <path d="M262 200 L200 560 M262 200 L324 560 M222 430 L302 430 M236 350 L288 350" stroke="${CYAN}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <circle cx="262" cy="196" r="16" fill="${CYAN}"/>`;
  for (let i = 1; i <= 3; i += 1) {
    const r = 46 * i;
    out += `<path d="M${262 - r} ${196 - r * 0.4} A ${r} ${r} 0 0 1 ${262 - r * 0.2} ${196 - r}" fill="none" stroke="${CYAN}" stroke-width="6" stroke-opacity="${1 - i * 0.25}" stroke-linecap="round"/>
      <path d="M${262 + r} ${196 - r * 0.4} A ${r} ${r} 0 0 0 ${262 + r * 0.2} ${196 - r}" fill="none" stroke="${CYAN}" stroke-width="6" stroke-opacity="${1 - i * 0.25}" stroke-linecap="round"/>`;
  }
  out += `<rect x="520" y="130" width="580" height="380" rx="16" fill="${MID}" stroke="${CYAN}" stroke-width="4"/>
    <rect x="548" y="158" width="250" height="22" rx="11" fill="${WHITE}" fill-opacity="0.75"/>
    <polyline points="560,430 620,400 680,415 740,350 800,370 860,300 920,320 980,250 1060,270" fill="none" stroke="${CYAN}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M560 430 L620 400 L680 415 L740 350 L800 370 L860 300 L920 320 L980 250 L1060 270 L1060 480 L560 480 Z" fill="${CYAN}" fill-opacity="0.15"/>`;
  [940, 990, 1040].forEach((x, i) => (out += `<circle cx="${x}" cy="170" r="11" fill="${i === 1 ? '#f5c542' : CYAN}"/>`));
  out += `<path d="M330 470 C 420 470, 440 420, 520 420" stroke="${CYAN}" stroke-width="4" stroke-dasharray="10 10" fill="none"/>`;
  return out;
}

function ledWall({ transparent = false } = {}) {
  let out = '';
  const cols = 8;
  const rows = 5;
  const size = 100;
  const x0 = (W - cols * size) / 2;
  const y0 = 60;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const dx = c - 3.5;
      const dy = r - 2;
      const intensity = Math.max(0.12, 1 - Math.sqrt(dx * dx + dy * dy) / 4.2);
      const x = x0 + c * size;
      const y = y0 + r * size;
      out += transparent
        ? `<rect x="${x + 4}" y="${y + 4}" width="${size - 8}" height="${size - 8}" fill="none" stroke="${CYAN}" stroke-opacity="${intensity}" stroke-width="3"/>`
        : `<rect x="${x + 3}" y="${y + 3}" width="${size - 6}" height="${size - 6}" rx="3" fill="${CYAN}" fill-opacity="${(intensity * 0.85).toFixed(2)}"/>`;
      if (transparent) for (let s = 0; s < 4; s += 1) out += `<rect x="${x + 14 + s * 22}" y="${y + 10}" width="4" height="${size - 20}" fill="${CYAN}" fill-opacity="${(intensity * 0.8).toFixed(2)}"/>`;
    }
  }
  out += `<rect x="${x0 - 10}" y="${y0 - 10}" width="${cols * size + 20}" height="${rows * size + 20}" rx="6" fill="none" stroke="${WHITE}" stroke-opacity="0.6" stroke-width="4"/>
    <rect x="${x0 + 80}" y="${y0 + rows * size + 10}" width="20" height="${H - (y0 + rows * size + 20)}" fill="${SOFT}"/>
    <rect x="${x0 + cols * size - 100}" y="${y0 + rows * size + 10}" width="20" height="${H - (y0 + rows * size + 20)}" fill="${SOFT}"/>`;
  return out;
}

function audioZones() {
  const zones = [
    [110, 90, 420, 250, 0.55],
    [550, 90, 540, 250, 0.3],
    [110, 360, 300, 200, 0.2],
    [430, 360, 660, 200, 0.42],
  ];
  let out = '';
  zones.forEach(([x, y, w, h, o]) => {
    out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${CYAN}" fill-opacity="${o * 0.45}" stroke="${CYAN}" stroke-width="4"/>`;
  });
  const speakers = [[250, 215], [820, 215], [260, 460], [640, 460], [900, 460]];
  speakers.forEach(([x, y], i) => {
    out += `<circle cx="${x}" cy="${y}" r="26" fill="${NAVY}" stroke="${WHITE}" stroke-width="5"/><circle cx="${x}" cy="${y}" r="9" fill="${WHITE}"/>`;
    for (let k = 1; k <= 2 + (i % 2); k += 1) out += `<path d="M${x + 26 + k * 18} ${y - 20 - k * 8} A ${30 + k * 18} ${30 + k * 18} 0 0 1 ${x + 26 + k * 18} ${y + 20 + k * 8}" fill="none" stroke="${CYAN}" stroke-width="5" stroke-linecap="round" stroke-opacity="${1 - k * 0.25}"/>`;
  });
  out += `<rect x="540" y="90" width="10" height="90" fill="${NAVY}"/><rect x="410" y="420" width="20" height="80" fill="${NAVY}"/>`;
  return out;
}

function itilCycle() {
  const cx = 600;
  const cy = 305;
  const r = 190;
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${CYAN}" stroke-opacity="0.35" stroke-width="26"/>`;
  for (let i = 0; i < 4; i += 1) {
    const a0 = (i / 4) * Math.PI * 2 - Math.PI / 2 + 0.2;
    const a1 = a0 + Math.PI / 2 - 0.4;
    const p = (a) => [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    const [x0, y0] = p(a0);
    const [x1, y1] = p(a1);
    out += `<path d="M${x0.toFixed(1)} ${y0.toFixed(1)} A ${r} ${r} 0 0 1 ${x1.toFixed(1)} ${y1.toFixed(1)}" fill="none" stroke="${CYAN}" stroke-width="12" stroke-linecap="round"/>`;
    const tip = p(a1);
    const ang = (a1 * 180) / Math.PI + 90;
    out += `<path d="M-16 -14 L16 0 L-16 14 Z" fill="${CYAN}" transform="translate(${tip[0].toFixed(1)} ${tip[1].toFixed(1)}) rotate(${ang.toFixed(1)})"/>`;
    const [nx, ny] = p((i / 4) * Math.PI * 2 - Math.PI / 2);
    out += `<circle cx="${nx.toFixed(1)}" cy="${ny.toFixed(1)}" r="44" fill="${MID}" stroke="${WHITE}" stroke-width="5"/><rect x="${(nx - 20).toFixed(1)}" y="${(ny - 6).toFixed(1)}" width="40" height="12" rx="6" fill="${CYAN}"/>`;
  }
  out += `<circle cx="${cx}" cy="${cy}" r="86" fill="${CYAN}" fill-opacity="0.9"/><path d="M${cx - 36} ${cy + 4} l26 26 l48 -56" fill="none" stroke="${NAVY}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  [[150, 140], [150, 470], [1050, 140], [1050, 470]].forEach(([x, y]) => {
    out += `<rect x="${x - 70}" y="${y - 40}" width="140" height="80" rx="10" fill="${MID}" stroke="${CYAN}" stroke-width="3"/><rect x="${x - 50}" y="${y - 18}" width="100" height="10" rx="5" fill="${WHITE}" fill-opacity="0.7"/><rect x="${x - 50}" y="${y + 6}" width="64" height="10" rx="5" fill="${CYAN}"/>`;
  });
  return out;
}

function siteSurvey() {
  let out = `<path d="M120 90 H760 V540 H120 Z M120 300 H360 V540 M360 90 V220 M560 300 H760 M560 300 V420" fill="none" stroke="${WHITE}" stroke-opacity="0.8" stroke-width="8" stroke-linejoin="round"/>
    <path d="M120 60 H760" stroke="${CYAN}" stroke-width="3"/><path d="M120 48 V72 M760 48 V72" stroke="${CYAN}" stroke-width="3"/>
    <path d="M790 90 V540" stroke="${CYAN}" stroke-width="3"/><path d="M778 90 H802 M778 540 H802" stroke="${CYAN}" stroke-width="3"/>
    <rect x="180" y="140" width="110" height="70" fill="${CYAN}" fill-opacity="0.3" stroke="${CYAN}" stroke-width="3"/>`;
  [[430, 180], [650, 200], [240, 420], [460, 450], [660, 480]].forEach(([x, y]) => (out += node(x, y, 9)));
  out += `<path d="M430 180 L650 200 M430 180 L240 420 M430 180 L460 450 L660 480" stroke="${CYAN}" stroke-width="3" stroke-dasharray="8 8" fill="none"/>
    <g transform="translate(900 110) rotate(6)"><rect width="220" height="300" rx="14" fill="${MID}" stroke="${CYAN}" stroke-width="4"/><rect x="70" y="-16" width="80" height="34" rx="8" fill="${CYAN}"/>`;
  for (let i = 0; i < 5; i += 1) out += `<rect x="28" y="${50 + i * 46}" width="22" height="22" rx="4" fill="none" stroke="${CYAN}" stroke-width="4"/><rect x="64" y="${56 + i * 46}" width="${120 - (i % 2) * 30}" height="10" rx="5" fill="${WHITE}" fill-opacity="0.7"/>`;
  out += `<path d="M32 62 l7 7 l12 -14 M32 108 l7 7 l12 -14" stroke="${CYAN}" stroke-width="4" fill="none"/></g>`;
  return out;
}

const COVERS = {
  'network-design-for-multi-site-retail': svg(networkDesign(), [600, 315]),
  'digital-signage-in-quick-service-restaurants': svg(menuBoards(), [600, 120]),
  'cat6-vs-cat6a-vs-fibre': svg(cabling(), [950, 300]),
  'preventative-maintenance-vs-break-fix': svg(maintenance(), [880, 260]),
  'remote-monitoring-with-4g-failover': svg(monitoring(), [260, 200]),
  'led-video-walls-what-to-decide-before-you-buy': svg(ledWall(), [600, 300]),
  'audio-zoning-for-hospitality': svg(audioZones(), [300, 200]),
  'itil-based-support-for-multi-site-businesses': svg(itilCycle(), [600, 305]),
  'why-every-install-starts-with-a-site-survey': svg(siteSurvey(), [1000, 250]),
  'case-study-qsr-menu-boards': svg(menuBoards({ count: 2 }), [400, 160]),
  'case-study-bank-led-wall': svg(ledWall({ transparent: true }), [600, 250]),
  'case-study-grocer-network': svg(networkDesign({ hub: [690, 330], seed: 3 }), [200, 500]),
  // The seeded dynamic case studies (seed-case-studies.ts): a clinic group, a school district, a store.
  'case-study-clinic-network': svg(networkDesign({ hub: [520, 300], seed: 5 }) + menuBoards({ count: 1 }).replace(/<rect x="120" y="470"[^>]*\/><rect x="160" y="496"[^>]*\/>/, ''), [980, 140]),
  'case-study-campus-wifi': svg(siteSurvey(), [320, 300]),
  'case-study-store-audio': svg(audioZones(), [900, 420]),
};

await mkdir(outDir, { recursive: true });
for (const [slug, markup] of Object.entries(COVERS)) {
  let quality = 72;
  let buffer;
  // Step quality down until the file fits the budget; flat illustrations usually fit at the first try.
  do {
    buffer = await sharp(Buffer.from(markup)).resize(W, H).webp({ quality, effort: 6 }).toBuffer();
    quality -= 6;
  } while (buffer.length > MAX_BYTES && quality > 30);
  if (buffer.length > MAX_BYTES) throw new Error(`${slug}: ${buffer.length} bytes is over the ${MAX_BYTES} budget`);
  await writeFile(path.join(outDir, `${slug}.webp`), buffer);
  console.log(`${slug}.webp ${(buffer.length / 1024).toFixed(1)} KB (q${quality + 6})`);
}
