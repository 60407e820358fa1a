// Draws the share images (share-images.ts): for each page kind, one of the site's own pictures
// (the seeded posts' covers, the hero poster) cropped to 1200x630, a navy panel with the brand, the
// page kind's title and a line under it, JPEG (mozjpeg) into frontend/public/images/share/<kind>.jpg;
// and the square logo of the structured data, frontend/public/images/logo-512.png, from favicon.svg.
// No remote asset: text is set in DejaVu Sans (Debian's fonts-dejavu), rasterised by sharp.
// Run from the repository root: node frontend/src/content/share/generate-share-images.mjs
// The images are committed; run it again when a kind, a title or a source picture changes.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1200;
const H = 630;
const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');
const OUT = path.join(PUBLIC, 'images', 'share');
const blog = (name) => path.join(PUBLIC, 'images', 'blog', `${name}.webp`);

/** kind: [source picture, title, line under it] */
const KINDS = {
  home: [path.join(PUBLIC, 'video', 'hero-poster.jpg'), 'Networks, signage and AV', 'Installed and supported across the USA and Canada'],
  about: [blog('itil-based-support-for-multi-site-businesses'), 'About us', 'An ITIL-based support desk for multi-site businesses'],
  services: [blog('network-design-for-multi-site-retail'), 'Our services', 'Network design, signage, audio, cabling and support'],
  service: [blog('preventative-maintenance-vs-break-fix'), 'Services', 'Designed, installed, maintained and monitored'],
  clients: [blog('led-video-walls-what-to-decide-before-you-buy'), 'Our clients', 'Restaurants, retail, finance, healthcare and venues'],
  contact: [blog('why-every-install-starts-with-a-site-survey'), 'Let’s get in touch', 'Offices in Toronto and Portland, support 24/7/365'],
  careers: [blog('cat6-vs-cat6a-vs-fibre'), 'Careers', 'Field technicians, engineers and smart hands'],
  media: [blog('digital-signage-in-quick-service-restaurants'), 'Media', 'Short videos from our installations'],
  news: [blog('remote-monitoring-with-4g-failover'), 'News', 'Project stories and practical advice'],
  'case-study': [blog('case-study-grocer-network'), 'Case studies', 'What we built, and what it changed'],
  privacy: [blog('audio-zoning-for-hospitality'), 'Privacy statement', 'What we collect, and what we do with it'],
  newsletter: [blog('case-study-qsr-menu-boards'), 'Newsletter', 'Project stories, about once a month'],
};

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const overlay = (title, line) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="panel" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0b1f3a" stop-opacity="0.96"/>
      <stop offset="0.55" stop-color="#0b1f3a" stop-opacity="0.86"/>
      <stop offset="1" stop-color="#0b1f3a" stop-opacity="0.15"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#panel)"/>
  <rect x="72" y="72" width="64" height="64" rx="14" fill="#0b1f3a" stroke="#2ec4f1" stroke-width="2"/>
  <path d="M90 122V86l28 36V86" stroke="#2ec4f1" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="156" y="104" fill="#ffffff" font-family="DejaVu Sans" font-weight="bold" font-size="27" letter-spacing="1">NORTHWIRE</text>
  <text x="157" y="132" fill="#9fdff5" font-family="DejaVu Sans" font-weight="bold" font-size="16" letter-spacing="5">INTEGRATION</text>
  <text x="72" y="352" fill="#ffffff" font-family="DejaVu Sans" font-weight="bold" font-size="62">${escape(title)}</text>
  <text x="72" y="414" fill="#d7f1fb" font-family="DejaVu Sans" font-size="30">${escape(line)}</text>
  <rect x="0" y="${H - 12}" width="${W}" height="12" fill="#2ec4f1"/>
</svg>`;

await mkdir(OUT, { recursive: true });
for (const [kind, [source, title, line]] of Object.entries(KINDS)) {
  const file = path.join(OUT, `${kind}.jpg`);
  const info = await sharp(source)
    .resize(W, H, { fit: 'cover', position: 'right' })
    .composite([{ input: Buffer.from(overlay(title, line)) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(file);
  console.log(`${path.relative(process.cwd(), file)} ${info.width}x${info.height} ${Math.round(info.size / 1024)} KB`);
}
const logo = path.join(PUBLIC, 'images', 'logo-512.png');
const logoInfo = await sharp(await readFile(path.join(PUBLIC, 'favicon.svg')), { density: 1152 }).resize(512, 512).png({ compressionLevel: 9 }).toFile(logo);
console.log(`${path.relative(process.cwd(), logo)} ${logoInfo.width}x${logoInfo.height} ${Math.round(logoInfo.size / 1024)} KB`);
