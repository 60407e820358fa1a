// Draws the static case studies' SVG illustrations into frontend/public/images/case-studies.
// Run from the repository root: node frontend/src/content/case-studies/generate-case-study-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = 'frontend/public/images/case-studies';
const C = { navy: '#0b1f3a', navy2: '#13294b', accent: '#2ec4f1', strong: '#0a7ea4', light: '#f3f6fa', white: '#ffffff', amber: '#f5a524', green: '#22c55e', rose: '#f43f5e', violet: '#8b5cf6' };

const rect = (x, y, w, h, fill, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const line = (x1, y1, x2, y2, stroke, w = 4, extra = '') => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
const path = (d, stroke, w = 4, fill = 'none') => `<path d="${d}" stroke="${stroke}" stroke-width="${w}" fill="${fill}" stroke-linecap="round" stroke-linejoin="round"/>`;
const svg = (body, bg = C.navy) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">` +
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${C.navy2}"/></linearGradient></defs>` +
  rect(0, 0, 800, 500, 'url(#bg)') + body + `</svg>\n`;

/** A screen with a few lines of "menu" text bars and prices. */
function board(x, y, w, h, accent) {
  let s = rect(x - 6, y - 6, w + 12, h + 12, '#050d1a', 'rx="6"') + rect(x, y, w, h, C.navy2, 'rx="3"');
  s += rect(x + 12, y + 14, w * 0.5, 12, accent, 'rx="3"');
  for (let i = 0; i < 4; i += 1) {
    const ly = y + 46 + i * 26;
    if (ly + 10 > y + h) break;
    s += rect(x + 12, ly, w * 0.55, 8, '#9fb3c8', 'rx="3"') + rect(x + w - 46, ly - 2, 32, 12, C.white, 'rx="3"');
  }
  return s;
}

const scenes = {
  'fast-food-and-hospitality-1': () =>
    svg(
      [0, 1, 2].map((i) => board(90 + i * 215, 80, 190, 150, [C.amber, C.accent, C.rose][i])).join('') +
        rect(0, 330, 800, 170, '#1c3557') + rect(60, 300, 680, 40, '#2a4a73', 'rx="6"') +
        rect(120, 270, 60, 30, C.light, 'rx="4"') + rect(560, 262, 80, 38, C.light, 'rx="4"') +
        [0, 1, 2].map((i) => line(185 + i * 215, 236, 185 + i * 215, 250, '#050d1a', 6)).join(''),
    ),
  'fast-food-and-hospitality-2': () => {
    let s = rect(60, 60, 420, 380, C.navy2, 'rx="12"');
    for (let r = 0; r < 8; r += 1) for (let c = 0; c < 10; c += 1) s += circle(100 + c * 38, 100 + r * 44, 9, (r * 10 + c) % 7 === 0 ? '#3b5b85' : C.accent);
    const weeks = [14, 22, 18, 25, 21, 20];
    weeks.forEach((v, i) => {
      s += rect(530 + i * 38, 420 - v * 12, 26, v * 12, i === 5 ? C.green : C.strong, 'rx="4"');
    });
    s += line(520, 424, 760, 424, '#9fb3c8', 3);
    return svg(s);
  },
  'comprehensive-structured-cabling-1': () => {
    let s = rect(250, 50, 300, 400, '#050d1a', 'rx="10"') + rect(270, 70, 260, 360, '#162c4d', 'rx="6"');
    for (let u = 0; u < 4; u += 1) {
      const y = 100 + u * 80;
      s += rect(285, y, 230, 40, '#0f213b', 'rx="4"');
      for (let p = 0; p < 12; p += 1) s += rect(295 + p * 18, y + 12, 12, 14, '#7d8ea3', 'rx="2"');
      const colours = [C.accent, C.amber, C.green, C.violet];
      for (let p = 0; p < 12; p += 2) s += path(`M${301 + p * 18} ${y + 26} q 0 22 ${-40 + p * 6} 34`, colours[u], 3);
    }
    for (let i = 0; i < 8; i += 1) s += rect(560, 90 + i * 40, 60, 18, C.light, 'rx="3"') + rect(566, 96 + i * 40, 32, 6, C.strong, 'rx="2"');
    return svg(s);
  },
  'comprehensive-structured-cabling-2': () => {
    let s = rect(80, 60, 640, 380, 'none', `stroke="${C.light}" stroke-width="6" rx="8"`);
    s += line(380, 60, 380, 260, C.light, 4) + line(80, 260, 560, 260, C.light, 4) + line(560, 260, 560, 440, C.light, 4);
    s += rect(600, 300, 80, 100, C.strong, 'rx="6"');
    const ends = [[140, 120], [260, 120], [460, 110], [640, 120], [160, 360], [300, 400], [460, 360]];
    for (const [x, y] of ends) {
      s += path(`M640 350 L ${x > 560 ? 640 : 560} ${y > 260 ? 350 : 280} L ${x} ${y > 260 ? 350 : 280} L ${x} ${y}`, C.accent, 3);
      s += circle(x, y, 12, C.amber);
    }
    return svg(s);
  },
  'commercial-specialized-sectors-1': () => {
    let s = rect(80, 50, 640, 400, '#2b1d14', 'rx="10"');
    const colours = ['#b45309', '#7c3aed', '#0e7490', '#be123c', '#4d7c0f', '#a16207'];
    for (let row = 0; row < 5; row += 1) {
      const y = 80 + row * 74;
      for (let c = 0; c < 14; c += 1) s += circle(120 + c * 44, y + 22, 15, colours[(row + c) % 6]);
      s += rect(100, y + 44, 600, 12, C.accent, 'rx="3"') + rect(110, y + 47, 120, 6, C.white, 'rx="2"');
    }
    return svg(s, '#1a120c');
  },
  'commercial-specialized-sectors-2': () =>
    svg(
      rect(60, 40, 680, 420, '#ced8e4', 'rx="6"') + rect(100, 80, 600, 340, '#0f1d33', 'rx="4"') +
        rect(380, 110, 280, 200, C.strong, 'rx="4"') + circle(470, 210, 50, '#7c3aed') + circle(560, 210, 50, '#b45309') +
        rect(400, 280, 140, 12, C.white, 'rx="4"') + rect(140, 330, 200, 70, '#3a2a1f', 'rx="4"') +
        [0, 1, 2, 3].map((i) => circle(170 + i * 45, 320, 14, ['#be123c', '#0e7490', '#4d7c0f', '#a16207'][i])).join(''),
      '#8aa0b8',
    ),
  'education-finance-health-care-1': () => {
    let s = rect(80, 40, 640, 420, '#9fb8d3', 'rx="4"');
    for (let i = 1; i < 4; i += 1) s += line(80 + i * 160, 40, 80 + i * 160, 460, '#5d7a99', 6);
    // The LED mesh: faint dots everywhere (see-through), a lit campaign block in the middle.
    s += `<defs><pattern id="mesh" width="15" height="18" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#ffffff" opacity="0.3"/></pattern>` +
      `<pattern id="lit" width="15" height="18" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${C.accent}"/></pattern></defs>`;
    s += rect(110, 80, 600, 324, 'url(#mesh)') + rect(215, 170, 420, 144, 'url(#lit)') + rect(260, 215, 160, 18, C.amber, 'rx="4"') + rect(260, 245, 240, 10, C.white, 'rx="4"');
    s += rect(80, 430, 640, 30, '#465d78');
    return svg(s, '#24476d');
  },
  'education-finance-health-care-2': () => {
    let s = '';
    for (let m = 0; m < 3; m += 1) {
      const x = 110 + m * 210;
      s += rect(x, 90, 180, 320, '#0f213b', `stroke="${C.light}" stroke-width="3" rx="6"`);
      for (let r = 0; r < 20; r += 1) s += line(x + 20, 110 + r * 15, x + 160, 110 + r * 15, C.accent, 3, 'stroke-dasharray="2 10"');
    }
    return svg(s);
  },
  'commercial-and-large-scale-1': () => {
    let s = '';
    for (let r = 0; r < 4; r += 1) for (let c = 0; c < 8; c += 1) s += rect(140 + c * 66, 50 + r * 52, 64, 50, (r + c) % 2 ? '#13476e' : '#11406a');
    s += rect(220, 90, 360, 120, C.accent, 'opacity="0.25" rx="8"') + rect(260, 120, 200, 18, C.white, 'rx="4"') + rect(260, 150, 280, 12, '#cfe8f5', 'rx="4"');
    s += rect(100, 270, 600, 40, '#2a4a73', 'rx="4"');
    for (let r = 0; r < 3; r += 1) for (let c = 0; c < 14; c += 1) s += circle(90 + c * 48 + (r % 2) * 24, 360 + r * 45, 16, '#1f3a5f');
    return svg(s);
  },
  'commercial-and-large-scale-2': () => {
    let s = '';
    for (let i = 0; i < 3; i += 1) {
      const x = 110 + i * 210;
      s += rect(x, 80 + (i === 1 ? 40 : 0), 170, 130, '#11406a', `stroke="${C.accent}" stroke-width="3" rx="4"`);
      s += rect(x, 230, 170, 130, '#11406a', `stroke="${C.accent}" stroke-width="3" rx="4"`);
      s += line(x + 10, 370, x + 10, 420, C.light, 6) + line(x + 160, 370, x + 160, 420, C.light, 6) + line(x, 420, x + 170, 420, C.light, 6);
      s += circle(x + 15, 432, 10, C.amber) + circle(x + 155, 432, 10, C.amber);
    }
    return svg(s);
  },
  'grocery-1': () =>
    svg(
      [0, 1, 2, 3].map((i) => board(70 + i * 170, 60, 150, 120, [C.green, C.amber, C.accent, C.rose][i])).join('') +
        rect(40, 260, 720, 180, '#dfe7ef', 'rx="10"') + rect(60, 280, 680, 90, '#a9d6e5', 'opacity="0.6" rx="6"') +
        [0, 1, 2, 3, 4, 5].map((i) => rect(80 + i * 110, 320, 90, 40, ['#f59e0b', '#ef4444', '#84cc16', '#fde68a', '#fb923c', '#a3e635'][i], 'rx="14"')).join(''),
    ),
  'grocery-2': () => {
    let s = '';
    const nodes = [[120, 100, C.accent], [400, 70, C.amber], [680, 100, C.green], [120, 400, C.violet], [400, 430, C.rose], [680, 400, C.accent]];
    for (const [x, y, colour] of nodes) s += line(400, 250, x, y, colour, 4, 'stroke-dasharray="10 8"') + circle(x, y, 34, colour) + rect(x - 16, y - 10, 32, 20, C.navy, 'rx="4"');
    s += rect(340, 210, 120, 80, C.strong, 'rx="10"') + rect(360, 240, 80, 8, C.white, 'rx="3"');
    return svg(s);
  },
};

mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries(scenes)) writeFileSync(`${OUT}/${name}.svg`, draw());
console.log(`wrote ${Object.keys(scenes).length} illustrations to ${OUT}`);
