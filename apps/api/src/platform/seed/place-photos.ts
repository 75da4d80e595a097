/**
 * Demo "photos" of the map's places: small illustrated SVG scenes, one drawing per place type and
 * shot, varied per place by the time of day and captioned with the place's name. They are real image
 * bytes in `uploaded_files` (the image proxy rasterizes them like any upload) made without the
 * internet and without rendering anything at seed time, so seeding stays fast.
 */

export const photoWidth = 800;
export const photoHeight = 600;

/** The map categories that get photos; benefits and points of sale are shown without. */
export type PhotographedType = 'hall' | 'accommodation' | 'catering' | 'prague';
const photographed = new Set<string>(['hall', 'accommodation', 'catering', 'prague']);

/** Sky, ground and light of a shot; each place gets one, so neighbours in the list look different. */
interface Palette {
  skyTop: string;
  skyBottom: string;
  ground: string;
  light: string;
  sun: string;
}
const palettes: Palette[] = [
  { skyTop: '#5aa9e6', skyBottom: '#cfe8fb', ground: '#7cb26b', light: '#fff7d6', sun: '#ffe066' },
  { skyTop: '#f28c5b', skyBottom: '#ffd7a8', ground: '#6c9a5b', light: '#ffe3b8', sun: '#ff9f43' },
  { skyTop: '#2f4b7c', skyBottom: '#8fa9d6', ground: '#4f7a4a', light: '#ffd56b', sun: '#f5f1e3' },
  { skyTop: '#7fb3d5', skyBottom: '#eaf2f8', ground: '#8dbb74', light: '#ffffff', sun: '#fff3b0' },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const sky = (p: Palette) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
  `<rect width="800" height="600" fill="url(#s)"/><circle cx="660" cy="110" r="48" fill="${p.sun}"/>`;

const trees = (xs: number[], base: number) => xs.map((x) => `<rect x="${x - 6}" y="${base - 40}" width="12" height="40" fill="#6b4f3a"/><circle cx="${x}" cy="${base - 62}" r="34" fill="#3f7d3a"/>`).join('');

const windows = (x0: number, y0: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string) => {
  let out = '';
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out += `<rect x="${x0 + c * (w + gap)}" y="${y0 + r * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${fill}"/>`;
  return out;
};

type Shot = (p: Palette) => string;

/** Three shots per type: outside, inside, a detail. */
const shots: Record<PhotographedType, Shot[]> = {
  hall: [
    (p) =>
      `${sky(p)}<rect y="430" width="800" height="170" fill="${p.ground}"/><rect y="470" width="800" height="60" fill="#9aa0a6"/>` +
      `<path d="M120 430 V250 Q400 140 680 250 V430 Z" fill="#d9dde3" stroke="#8a929c" stroke-width="4"/>` +
      `<rect x="160" y="280" width="480" height="60" fill="#8fb8de" opacity=".9"/><rect x="350" y="360" width="100" height="70" fill="#34495e"/>` +
      `<rect x="300" y="225" width="200" height="36" rx="6" fill="#c0392b"/><circle cx="400" cy="243" r="12" fill="#fff"/>${trees([70, 740], 440)}`,
    (p) =>
      `<rect width="800" height="600" fill="#3b4a5a"/>${windows(40, 30, 8, 1, 80, 60, 16, p.light)}<rect y="120" width="800" height="90" fill="#55687d"/>` +
      `${windows(30, 130, 19, 2, 30, 30, 10, '#c8d1da')}<polygon points="0,600 800,600 700,230 100,230" fill="#d9a066"/>` +
      `<polygon points="30,590 770,590 685,240 115,240" fill="none" stroke="#fff" stroke-width="5"/><line x1="400" y1="240" x2="400" y2="590" stroke="#fff" stroke-width="4"/>` +
      `<path d="M230 590 Q400 470 570 590" fill="none" stroke="#1f6fb2" stroke-width="5"/><path d="M300 240 Q400 290 500 240" fill="none" stroke="#1f6fb2" stroke-width="4"/>` +
      `<rect x="360" y="205" width="80" height="36" fill="none" stroke="#e74c3c" stroke-width="6"/>`,
    (p) =>
      `<rect width="800" height="600" fill="#d9a066"/>${Array.from({ length: 16 }, (_, i) => `<line x1="${i * 50}" y1="0" x2="${i * 50}" y2="600" stroke="#c68a4f" stroke-width="3"/>`).join('')}` +
      `<circle cx="400" cy="300" r="170" fill="none" stroke="#fff" stroke-width="8"/><line x1="400" y1="0" x2="400" y2="600" stroke="#fff" stroke-width="8"/>` +
      `<circle cx="470" cy="330" r="62" fill="#f1f1f1" stroke="#333" stroke-width="4"/><path d="M425 290 Q470 330 432 378 M515 290 Q470 330 508 378 M408 330 H532" fill="none" stroke="#333" stroke-width="4"/>` +
      `<ellipse cx="470" cy="405" rx="55" ry="10" fill="#000" opacity=".2"/><circle cx="90" cy="80" r="40" fill="${p.light}" opacity=".5"/>`,
  ],
  accommodation: [
    (p) =>
      `${sky(p)}<rect y="450" width="800" height="150" fill="${p.ground}"/><rect x="140" y="150" width="520" height="300" fill="#e8d8c3" stroke="#9c8468" stroke-width="4"/>` +
      `<polygon points="120,150 400,70 680,150" fill="#b5533c"/>${windows(175, 180, 8, 4, 38, 42, 20, p.light)}` +
      `<rect x="360" y="380" width="80" height="70" fill="#5d4037"/><rect x="330" y="352" width="140" height="22" rx="4" fill="#2c3e50"/>${trees([70, 735], 460)}`,
    (p) =>
      `<rect width="800" height="600" fill="#efe6da"/><rect y="420" width="800" height="180" fill="#b08968"/><rect x="520" y="60" width="200" height="170" fill="${p.skyTop}" stroke="#fff" stroke-width="12"/>` +
      `<line x1="620" y1="60" x2="620" y2="230" stroke="#fff" stroke-width="8"/>` +
      [60, 300].map((x) => `<rect x="${x}" y="330" width="210" height="110" rx="10" fill="#fff"/><rect x="${x}" y="300" width="60" height="44" rx="10" fill="#dfe7ef"/><rect x="${x + 60}" y="330" width="150" height="50" rx="8" fill="#4a90c2"/><rect x="${x}" y="440" width="12" height="30" fill="#6d4c41"/><rect x="${x + 198}" y="440" width="12" height="30" fill="#6d4c41"/>`).join('') +
      `<rect x="580" y="380" width="120" height="110" fill="#8d6e63"/><circle cx="640" cy="360" r="22" fill="${p.light}"/>`,
    (p) =>
      `<rect width="800" height="600" fill="#f3efe7"/><rect y="400" width="800" height="200" fill="#a1887f"/><rect x="160" y="250" width="480" height="150" fill="#6d4c41"/>` +
      `<rect x="140" y="230" width="520" height="24" fill="#8d6e63"/><rect x="260" y="70" width="280" height="110" rx="8" fill="#2c3e50"/>` +
      `<text x="400" y="138" fill="${p.light}" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" text-anchor="middle">24 h</text>` +
      `<rect x="330" y="190" width="70" height="40" rx="6" fill="#f5f5f5"/><circle cx="470" cy="215" r="14" fill="#f1c40f"/>`,
  ],
  catering: [
    (p) =>
      `${sky(p)}<rect y="460" width="800" height="140" fill="#9aa0a6"/><rect x="120" y="170" width="560" height="290" fill="#f4e1c1" stroke="#a1887f" stroke-width="4"/>` +
      `${Array.from({ length: 8 }, (_, i) => `<path d="M${120 + i * 70} 170 h70 v50 q-35 25 -70 0 z" fill="${i % 2 ? '#ffffff' : '#c0392b'}"/>`).join('')}` +
      `<rect x="160" y="250" width="200" height="150" fill="${p.light}" stroke="#795548" stroke-width="6"/><rect x="440" y="250" width="120" height="210" fill="#5d4037"/>` +
      `<rect x="600" y="300" width="50" height="90" fill="#2c3e50"/><text x="625" y="352" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" text-anchor="middle">MENU</text>`,
    (p) =>
      `<rect width="800" height="600" fill="#c8a27a"/>${Array.from({ length: 9 }, (_, i) => `<line x1="0" y1="${i * 75}" x2="800" y2="${i * 75}" stroke="#b38b62" stroke-width="3"/>`).join('')}` +
      `<circle cx="400" cy="300" r="190" fill="#fafafa" stroke="#ddd" stroke-width="6"/><circle cx="400" cy="300" r="140" fill="#fff"/>` +
      `<path d="M300 320 Q400 200 500 320 Z" fill="#e0a458"/><circle cx="350" cy="350" r="34" fill="#6ab04c"/><circle cx="450" cy="352" r="30" fill="#eb4d4b"/><rect x="370" y="345" width="60" height="40" rx="12" fill="#f6e58d"/>` +
      `<rect x="140" y="150" width="16" height="300" rx="8" fill="#b2bec3"/><rect x="644" y="150" width="16" height="300" rx="8" fill="#b2bec3"/><circle cx="700" cy="110" r="36" fill="${p.skyTop}" opacity=".8"/>`,
    (p) =>
      `<rect width="800" height="600" fill="#fdf6ec"/><rect y="380" width="800" height="220" fill="#95a5a6"/><rect x="60" y="300" width="680" height="90" fill="#bdc3c7"/>` +
      [110, 270, 430, 590].map((x, i) => `<rect x="${x}" y="270" width="110" height="50" rx="6" fill="#dfe6e9"/><ellipse cx="${x + 55}" cy="272" rx="48" ry="14" fill="${['#e17055', '#fdcb6e', '#00b894', '#d35400'][i]}"/>`).join('') +
      `<rect x="60" y="60" width="680" height="120" rx="10" fill="#2d3436"/><text x="400" y="135" fill="${p.light}" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" text-anchor="middle">Bufet</text>`,
  ],
  prague: [
    (p) =>
      `${sky(p)}<rect y="450" width="800" height="150" fill="#4a7fa8"/><path d="M0 450 L0 360 Q200 300 420 340 Q620 370 800 330 V450 Z" fill="${p.ground}"/>` +
      `<rect x="170" y="280" width="360" height="80" fill="#e9e1cf"/>${windows(185, 295, 12, 2, 16, 20, 13, '#7f8c8d')}` +
      `<rect x="430" y="190" width="60" height="110" fill="#cfc6b2"/><polygon points="430,190 460,100 490,190" fill="#3d5a4c"/><polygon points="505,230 520,160 535,230" fill="#3d5a4c"/><rect x="505" y="230" width="30" height="60" fill="#cfc6b2"/>` +
      `<path d="M0 470 Q400 455 800 470" stroke="#d6eaf8" stroke-width="4" fill="none" opacity=".7"/>`,
    (p) =>
      `${sky(p)}<rect y="380" width="800" height="220" fill="#3f7fae"/><rect y="300" width="800" height="34" fill="#a38f74"/>` +
      `${[0, 160, 320, 480, 640].map((x) => `<path d="M${x} 334 h160 v150 h-20 q-60 -110 -120 0 h-20 z" fill="#8c7a60"/>`).join('')}` +
      `${[60, 200, 340, 480, 620, 760].map((x) => `<rect x="${x - 5}" y="250" width="10" height="50" fill="#2d3436"/><circle cx="${x}" cy="244" r="9" fill="#2d3436"/>`).join('')}` +
      `<rect x="0" y="200" width="70" height="100" fill="#5d4c3b"/><polygon points="0,200 35,130 70,200" fill="#2d3436"/>`,
    (p) =>
      `${sky(p)}<rect y="470" width="800" height="130" fill="#b0a18a"/>` +
      [
        [20, '#e8c07d'],
        [170, '#f4a582'],
        [320, '#a8d5ba'],
        [470, '#f7dc6f'],
        [620, '#aed6f1'],
      ]
        .map(([x, c]) => `<rect x="${x}" y="230" width="150" height="240" fill="${c}" stroke="#6e5a46" stroke-width="3"/><polygon points="${x},230 ${Number(x) + 75},150 ${Number(x) + 150},230" fill="#a84832"/>${windows(Number(x) + 22, 260, 3, 3, 24, 34, 16, p.light)}`)
        .join(''),
  ],
};

const caption = (name: string) =>
  `<rect y="528" width="800" height="72" fill="#000" opacity=".55"/><text x="24" y="574" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-size="30">${escapeXml(name.length > 44 ? `${name.slice(0, 43)}…` : name)}</text>`;

export function placePhotoSvg(type: PhotographedType, shot: number, palette: number, name: string): string {
  const body = shots[type][shot % shots[type].length](palettes[palette % palettes.length]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${photoWidth}" height="${photoHeight}" viewBox="0 0 ${photoWidth} ${photoHeight}">${body}${caption(name)}</svg>`;
}

// A type alias, not an interface: the seed's batch insert takes plain records.
export type PlacePhotoFile = {
  storage_key: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  width: number;
  height: number;
  content: Uint8Array;
  uploaded_by: number;
};

/**
 * Collects the photos of the places as they are seeded: `add` gives the place's `files` (the
 * `/uploads/<key>` addresses the CMS uses too), `rows` the uploaded files to insert once.
 */
export function placePhotoCollector() {
  const files: Omit<PlacePhotoFile, 'uploaded_by'>[] = [];
  return {
    /** 1–3 photos by the place's position in its list; none for types without photos. */
    add(type: string, name: string, index: number): { url: string }[] {
      if (!photographed.has(type)) return [];
      const count = 1 + ((index + 2) % 3);
      return Array.from({ length: count }, (_, shot) => {
        const key = `place-${type}-${String(index + 1).padStart(2, '0')}-${shot + 1}.svg`;
        const bytes = Buffer.from(placePhotoSvg(type as PhotographedType, shot, index + shot, name), 'utf8');
        files.push({ storage_key: key, original_name: key, mime_type: 'image/svg+xml', size_bytes: bytes.length, width: photoWidth, height: photoHeight, content: new Uint8Array(bytes) });
        return { url: `/uploads/${key}` };
      });
    },
    rows(uploadedBy: number): PlacePhotoFile[] {
      return files.map((f) => ({ ...f, uploaded_by: uploadedBy }));
    },
  };
}
