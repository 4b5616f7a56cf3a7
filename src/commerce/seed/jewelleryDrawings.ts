/**
 * Jewellery drawn as SVG, to be rasterized into the demo store's product, category and content
 * images. Every piece is drawn in a 1000 x 1000 "object space" centred on (500, 500) and placed on
 * a canvas of any size; metals and stones are gradients so the pieces read as gold, platinum or
 * rose gold at thumbnail size. No text is drawn: a fresh machine may have no fonts.
 */
import type { DiamondShape, MetalTone } from './vocabulary.ts';

export type JewelleryKind =
  | 'solitaire_ring'
  | 'halo_ring'
  | 'band_ring'
  | 'eternity_ring'
  | 'pair_rings'
  | 'pendant_necklace'
  | 'heart_pendant'
  | 'chain_necklace'
  | 'pearl_necklace'
  | 'zodiac_pendant'
  | 'lock_pendant'
  | 'stud_earrings'
  | 'drop_earrings'
  | 'hoop_earrings'
  | 'chain_bracelet'
  | 'bangle'
  | 'bead_bracelet'
  | 'dragon_phoenix_bangles'
  | 'watch'
  | 'gold_bar'
  | 'gold_beans'
  | 'gold_coin'
  | 'gift_card'
  | 'care_guide'
  | 'gift_box'
  | 'engraving'
  | 'loose_diamond';

/** front: centred on a warm studio backdrop; angle: closer, tilted, on a cooler backdrop; velvet: on dark velvet. */
export type DrawingView = 'front' | 'angle' | 'velvet' | 'plain';

export interface DrawingRequest {
  kind: JewelleryKind;
  tone: MetalTone;
  view: DrawingView;
  width: number;
  height: number;
  /** For loose diamonds and shape icons. */
  shape?: DiamondShape;
  /** Transparent background (PNG icons). */
  transparent?: boolean;
  /** Where the piece sits horizontally, 0..1 (banners put it to one side). */
  anchorX?: number;
  /** Scale of the piece relative to the canvas' shorter side. */
  scale?: number;
}

const METAL_STOPS: Record<MetalTone, [string, string, string, string]> = {
  yellow: ['#fff5c4', '#f0cb5c', '#c89628', '#7f5c12'],
  white: ['#ffffff', '#e4e7eb', '#b3b9c2', '#6f7782'],
  rose: ['#ffe9df', '#f1b59b', '#c97d62', '#874a36'],
};

const BACKDROPS: Record<Exclude<DrawingView, 'plain'>, [string, string]> = {
  front: ['#fdfaf6', '#eee3d6'],
  angle: ['#f7f4fa', '#ddd5e6'],
  velvet: ['#3a3f4f', '#14161d'],
};

function defs(tone: MetalTone, view: DrawingView): string {
  const [light, mid, deep, dark] = METAL_STOPS[tone];
  const backdrop = view === 'plain' ? ['#ffffff', '#ffffff'] : BACKDROPS[view];
  return `<defs>
<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.35" stop-color="${mid}"/><stop offset="0.7" stop-color="${deep}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<linearGradient id="metalSoft" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${deep}"/><stop offset="0.5" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<linearGradient id="metalDark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<linearGradient id="gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#e3f1fb"/><stop offset="0.75" stop-color="#b7d3ea"/><stop offset="1" stop-color="#f6fbff"/></linearGradient>
<radialGradient id="pearl" cx="38%" cy="35%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#f1ece4"/><stop offset="1" stop-color="#cfc6b8"/></radialGradient>
<radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="festive" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b3202f"/><stop offset="1" stop-color="#6d0f1a"/></linearGradient>
<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
</defs>`;
}

// ---------------------------------------------------------------------------------------------
// Stones

/** A brilliant-cut stone seen from the side, its girdle centred at (x, y), `size` wide. */
function sideStone(x: number, y: number, size: number): string {
  const half = size / 2;
  const table = size * 0.3;
  const crown = size * 0.28;
  const pavilion = size * 0.58;
  return `<g>
<polygon points="${x - half},${y} ${x - table},${y - crown} ${x + table},${y - crown} ${x + half},${y}" fill="url(#gem)" stroke="#8fb1cc" stroke-width="${Math.max(1, size / 90)}"/>
<polygon points="${x - half},${y} ${x + half},${y} ${x},${y + pavilion}" fill="url(#gem)" stroke="#8fb1cc" stroke-width="${Math.max(1, size / 90)}"/>
<path d="M${x - table},${y - crown} L${x - half * 0.45},${y} L${x},${y - crown} L${x + half * 0.45},${y} L${x + table},${y - crown} M${x - half * 0.45},${y} L${x},${y + pavilion} L${x + half * 0.45},${y}" fill="none" stroke="#9dbdd6" stroke-width="${Math.max(1, size / 120)}"/>
${sparkle(x + table * 0.6, y - crown * 0.6, size * 0.22)}
</g>`;
}

function sparkle(x: number, y: number, size: number): string {
  const s = size / 2;
  const w = size / 10;
  return `<path d="M${x},${y - s} L${x + w},${y - w} L${x + s},${y} L${x + w},${y + w} L${x},${y + s} L${x - w},${y + w} L${x - s},${y} L${x - w},${y - w} Z" fill="#ffffff" opacity="0.9"/>`;
}

/** A small round stone seen from above (pavé, halo, eternity). */
function meleeStone(x: number, y: number, radius: number): string {
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="url(#gem)" stroke="#9dbdd6" stroke-width="${Math.max(0.8, radius / 6)}"/>`;
}

function outlinePoints(shape: DiamondShape, radius: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  const steps = 48;
  const rectangle = (width: number, height: number, corner: number): Array<[number, number]> => {
    const w = radius * width;
    const h = radius * height;
    const c = radius * corner;
    return [
      [-w + c, -h],
      [w - c, -h],
      [w, -h + c],
      [w, h - c],
      [w - c, h],
      [-w + c, h],
      [-w, h - c],
      [-w, -h + c],
    ];
  };
  switch (shape) {
    case 'round':
      for (let i = 0; i < 16; i += 1) points.push([radius * Math.cos((i * Math.PI) / 8), radius * Math.sin((i * Math.PI) / 8)]);
      return points;
    case 'oval':
      for (let i = 0; i < 16; i += 1) points.push([radius * 0.72 * Math.cos((i * Math.PI) / 8), radius * Math.sin((i * Math.PI) / 8)]);
      return points;
    case 'cushion':
      for (let i = 0; i < steps; i += 1) {
        const t = (i / steps) * 2 * Math.PI;
        const c = Math.cos(t);
        const s = Math.sin(t);
        points.push([radius * 0.92 * Math.sign(c) * Math.abs(c) ** 0.55, radius * 0.92 * Math.sign(s) * Math.abs(s) ** 0.55]);
      }
      return points;
    case 'pear':
      for (let i = 0; i < steps; i += 1) {
        const t = (i / steps) * 2 * Math.PI;
        points.push([radius * 0.78 * Math.sin(t) * Math.sqrt((1 - Math.cos(t)) / 2), -radius * Math.cos(t)]);
      }
      return points;
    case 'heart':
      for (let i = 0; i < steps; i += 1) {
        const t = (i / steps) * 2 * Math.PI;
        const x = 16 * Math.sin(t) ** 3;
        const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
        points.push([(x / 17) * radius, (y / 17) * radius + radius * 0.1]);
      }
      return points;
    case 'princess':
    case 'square':
      return rectangle(0.82, 0.82, shape === 'square' ? 0.02 : 0.0001);
    case 'asscher':
      return rectangle(0.82, 0.82, 0.24);
    case 'emerald':
      return rectangle(0.62, 0.92, 0.18);
    case 'corner_modified_rectangular':
      return rectangle(0.64, 0.9, 0.1);
    case 'radiant':
      return rectangle(0.7, 0.9, 0.14);
  }
}

function polygonPath(points: Array<[number, number]>, x: number, y: number, factor = 1): string {
  return `M${points.map(([px, py]) => `${(x + px * factor).toFixed(1)},${(y + py * factor).toFixed(1)}`).join(' L')} Z`;
}

/** A loose stone seen from above, with brilliant or step facets. */
export function topStone(shape: DiamondShape, x: number, y: number, radius: number): string {
  const points = outlinePoints(shape, radius);
  const stroke = Math.max(1, radius / 70);
  const stepCut = shape === 'emerald' || shape === 'asscher' || shape === 'corner_modified_rectangular';
  let facets = '';
  if (stepCut) {
    facets = [0.78, 0.56].map((factor) => `<path d="${polygonPath(points, x, y, factor)}" fill="none" stroke="#9dbdd6" stroke-width="${stroke}"/>`).join('');
    facets += points.map(([px, py]) => `<line x1="${x + px}" y1="${y + py}" x2="${x + px * 0.56}" y2="${y + py * 0.56}" stroke="#9dbdd6" stroke-width="${stroke}"/>`).join('');
  } else {
    const step = Math.max(1, Math.floor(points.length / 16));
    const table = points.filter((_, index) => index % step === 0);
    facets = `<path d="${polygonPath(table, x, y, 0.52)}" fill="none" stroke="#9dbdd6" stroke-width="${stroke}"/>`;
    facets += table
      .map(([px, py], index) => {
        const [nx, ny] = table[(index + 1) % table.length];
        return `<path d="M${x + px},${y + py} L${x + px * 0.52},${y + py * 0.52} M${x + px * 0.52},${y + py * 0.52} L${x + ((px + nx) / 2) * 0.98},${y + ((py + ny) / 2) * 0.98}" fill="none" stroke="#a9c6dc" stroke-width="${stroke * 0.8}"/>`;
      })
      .join('');
  }
  return `<g><path d="${polygonPath(points, x, y)}" fill="url(#gem)" stroke="#7fa3c2" stroke-width="${stroke * 1.5}"/>${facets}${sparkle(x + radius * 0.25, y - radius * 0.3, radius * 0.45)}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Pieces, in object space (1000 x 1000, centre 500,500)

function ringBand(cx: number, cy: number, rx: number, ry: number, width: number): string {
  return `<g>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#metalDark)" stroke-width="${width}"/>
<path d="M${cx - rx},${cy} A${rx},${ry} 0 0 0 ${cx + rx},${cy}" fill="none" stroke="url(#metal)" stroke-width="${width}"/>
<path d="M${cx - rx * 0.8},${cy + ry * 0.45} A${rx},${ry} 0 0 0 ${cx + rx * 0.6},${cy + ry * 0.72}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${width * 0.18}"/>
</g>`;
}

function prongSetting(x: number, y: number, size: number): string {
  return `<path d="M${x - size * 0.42},${y + size * 0.55} L${x - size * 0.5},${y - size * 0.05} M${x + size * 0.42},${y + size * 0.55} L${x + size * 0.5},${y - size * 0.05}" stroke="url(#metal)" stroke-width="${size * 0.09}" stroke-linecap="round"/>
<path d="M${x - size * 0.45},${y + size * 0.6} Q${x},${y + size * 0.95} ${x + size * 0.45},${y + size * 0.6}" fill="url(#metal)"/>`;
}

function solitaireRing(halo: boolean): string {
  const stone = halo ? 170 : 210;
  let haloStones = '';
  if (halo) {
    for (let i = 0; i < 14; i += 1) {
      const angle = Math.PI + (i / 13) * Math.PI;
      haloStones += meleeStone(500 + Math.cos(angle) * 125, 300 + Math.sin(angle) * 52 + 40, 17);
    }
  }
  return `${ringBand(500, 600, 270, 250, 46)}${prongSetting(500, 300, stone)}${haloStones}${sideStone(500, 300, stone)}`;
}

function bandRing(): string {
  return `${ringBand(500, 540, 280, 265, 84)}<path d="M${500 - 260},560 A280,265 0 0 0 ${500 + 260},560" fill="none" stroke="url(#metalSoft)" stroke-width="12" opacity="0.6"/>`;
}

function eternityRing(): string {
  let stones = '';
  for (let i = 0; i <= 16; i += 1) {
    const angle = (i / 16) * Math.PI;
    stones += meleeStone(500 + Math.cos(angle) * 275, 540 + Math.sin(angle) * 262, 20);
  }
  return `${ringBand(500, 540, 275, 262, 58)}${stones}`;
}

function pairRings(): string {
  return `<g transform="translate(-150 40) scale(0.78)">${ringBand(500, 540, 280, 265, 84)}</g>
<g transform="translate(330 120) scale(0.62)">${ringBand(500, 540, 270, 250, 52)}${prongSetting(500, 300, 150)}${sideStone(500, 300, 150)}</g>`;
}

function chainPath(): string {
  return 'M150,60 C170,420 330,640 500,650 C670,640 830,420 850,60';
}

function chain(thickness: number): string {
  const path = chainPath();
  return `<path d="${path}" fill="none" stroke="url(#metalDark)" stroke-width="${thickness + 4}"/>
<path d="${path}" fill="none" stroke="url(#metal)" stroke-width="${thickness}" stroke-dasharray="${thickness * 1.6} ${thickness * 0.7}" stroke-linecap="round"/>`;
}

function bail(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="18" ry="28" fill="none" stroke="url(#metal)" stroke-width="10"/>`;
}

function pendantNecklace(): string {
  return `${chain(9)}${bail(500, 668)}<circle cx="500" cy="790" r="100" fill="url(#metal)"/>
<circle cx="500" cy="790" r="84" fill="url(#metalDark)"/>${topStone('round', 500, 790, 78)}`;
}

function heartPendant(): string {
  const points = outlinePoints('heart', 120);
  return `${chain(9)}${bail(500, 668)}<path d="${polygonPath(points, 500, 790, 1.12)}" fill="url(#metal)"/>
<path d="${polygonPath(points, 500, 790, 0.92)}" fill="url(#metalDark)"/>${topStone('heart', 500, 790, 96)}`;
}

function chainNecklace(): string {
  const path = chainPath();
  return `<path d="${path}" fill="none" stroke="url(#metalDark)" stroke-width="30"/>
<path d="${path}" fill="none" stroke="url(#metal)" stroke-width="24" stroke-dasharray="20 6"/>
<path d="${path}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" stroke-dasharray="8 18"/>`;
}

function pearlNecklace(): string {
  let pearls = '';
  for (let i = 0; i <= 28; i += 1) {
    const t = i / 28;
    // Points along the chain curve, two cubic halves.
    const [x, y] = t < 0.5 ? cubic([150, 60], [170, 420], [330, 640], [500, 650], t * 2) : cubic([500, 650], [670, 640], [830, 420], [850, 60], (t - 0.5) * 2);
    pearls += `<circle cx="${x}" cy="${y}" r="26" fill="url(#pearl)" stroke="#bfb4a4" stroke-width="1.5"/>`;
  }
  return `${pearls}<circle cx="500" cy="740" r="46" fill="url(#pearl)" stroke="#bfb4a4" stroke-width="2"/>${bail(500, 680)}`;
}

function cubic(p0: number[], p1: number[], p2: number[], p3: number[], t: number): [number, number] {
  const u = 1 - t;
  const x = u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0];
  const y = u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1];
  return [Math.round(x), Math.round(y)];
}

function medallion(x: number, y: number, radius: number): string {
  let petals = '';
  for (let i = 0; i < 8; i += 1) {
    const angle = (i * Math.PI) / 4;
    petals += `<ellipse cx="${x + Math.cos(angle) * radius * 0.45}" cy="${y + Math.sin(angle) * radius * 0.45}" rx="${radius * 0.2}" ry="${radius * 0.1}" transform="rotate(${(angle * 180) / Math.PI} ${x + Math.cos(angle) * radius * 0.45} ${y + Math.sin(angle) * radius * 0.45})" fill="url(#metalSoft)"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="url(#metal)"/><circle cx="${x}" cy="${y}" r="${radius * 0.86}" fill="none" stroke="url(#metalDark)" stroke-width="${radius * 0.05}"/>${petals}<circle cx="${x}" cy="${y}" r="${radius * 0.18}" fill="url(#metalDark)"/>`;
}

function zodiacPendant(): string {
  return `${chain(7)}${bail(500, 668)}${medallion(500, 800, 118)}`;
}

function lockPendant(): string {
  // The longevity lock (長命鎖): a cloud-shouldered plaque hung from a chain.
  return `${chain(8)}${bail(500, 668)}
<path d="M360,720 Q380,690 420,705 Q460,680 500,700 Q540,680 580,705 Q620,690 640,720 L620,840 Q500,920 380,840 Z" fill="url(#metal)" stroke="url(#metalDark)" stroke-width="6"/>
<path d="M410,745 Q500,720 590,745 L575,830 Q500,875 425,830 Z" fill="none" stroke="url(#metalDark)" stroke-width="5"/>
${medallion(500, 790, 34)}`;
}

function studEarrings(): string {
  const stud = (x: number) => `<circle cx="${x}" cy="500" r="112" fill="url(#metal)"/>${topStone('round', x, 500, 96)}`;
  return `${stud(320)}${stud(680)}`;
}

function dropEarrings(): string {
  const drop = (x: number) => `<path d="M${x},250 q-40,-60 0,-110 q40,-30 55,20" fill="none" stroke="url(#metal)" stroke-width="10"/>
<circle cx="${x}" cy="270" r="26" fill="url(#metal)"/>${topStone('round', x, 270, 20)}
<line x1="${x}" y1="296" x2="${x}" y2="450" stroke="url(#metal)" stroke-width="8"/>
<path d="${polygonPath(outlinePoints('pear', 130), x, 580, 1.1)}" fill="url(#metal)"/>${topStone('pear', x, 580, 118)}`;
  return `${drop(320)}${drop(680)}`;
}

function hoopEarrings(): string {
  const hoop = (x: number) => `<ellipse cx="${x}" cy="520" rx="150" ry="170" fill="none" stroke="url(#metalDark)" stroke-width="42"/>
<path d="M${x - 150},520 A150,170 0 0 0 ${x + 150},520" fill="none" stroke="url(#metal)" stroke-width="42"/>
<path d="M${x - 120},600 A150,170 0 0 0 ${x + 60},680" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="8"/>`;
  return `${hoop(310)}${hoop(690)}`;
}

function chainBracelet(): string {
  return `<ellipse cx="500" cy="520" rx="340" ry="170" fill="none" stroke="url(#metalDark)" stroke-width="26"/>
<ellipse cx="500" cy="520" rx="340" ry="170" fill="none" stroke="url(#metal)" stroke-width="20" stroke-dasharray="30 9"/>
<rect x="470" y="672" width="60" height="34" rx="12" fill="url(#metal)"/>${meleeStone(500, 352, 28)}`;
}

function bangle(): string {
  return `<ellipse cx="500" cy="520" rx="330" ry="190" fill="none" stroke="url(#metalDark)" stroke-width="70"/>
<path d="M170,520 A330,190 0 0 0 830,520" fill="none" stroke="url(#metal)" stroke-width="70"/>
<path d="M200,560 A330,190 0 0 0 760,640" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="10" stroke-dasharray="4 14"/>`;
}

function beadBracelet(): string {
  let beads = '';
  for (let i = 0; i < 18; i += 1) {
    const angle = (i / 18) * 2 * Math.PI;
    const x = 500 + Math.cos(angle) * 320;
    const y = 520 + Math.sin(angle) * 170;
    beads += i % 3 === 0 ? `<circle cx="${x}" cy="${y}" r="42" fill="url(#metal)"/><circle cx="${x - 12}" cy="${y - 14}" r="10" fill="#fff" opacity="0.6"/>` : `<circle cx="${x}" cy="${y}" r="14" fill="#b3202f"/>`;
  }
  return `<ellipse cx="500" cy="520" rx="320" ry="170" fill="none" stroke="#b3202f" stroke-width="8"/>${beads}`;
}

function dragonPhoenixBangles(): string {
  const pattern = (cx: number, cy: number) => {
    let scales = '';
    for (let i = 0; i < 14; i += 1) {
      const angle = (i / 13) * Math.PI;
      scales += `<circle cx="${cx + Math.cos(angle) * 280}" cy="${cy + Math.sin(angle) * 150}" r="16" fill="url(#metalSoft)" stroke="url(#metalDark)" stroke-width="3"/>`;
    }
    return scales;
  };
  return `<g transform="translate(-40 -60)"><ellipse cx="500" cy="470" rx="280" ry="150" fill="none" stroke="url(#metal)" stroke-width="64"/>${pattern(500, 470)}</g>
<g transform="translate(40 90)"><ellipse cx="500" cy="470" rx="280" ry="150" fill="none" stroke="url(#metal)" stroke-width="64"/>${pattern(500, 470)}</g>`;
}

function watch(): string {
  let markers = '';
  for (let i = 0; i < 12; i += 1) {
    const angle = (i * Math.PI) / 6;
    const x1 = 500 + Math.cos(angle) * 140;
    const y1 = 500 + Math.sin(angle) * 140;
    const x2 = 500 + Math.cos(angle) * (i % 3 === 0 ? 112 : 124);
    const y2 = 500 + Math.sin(angle) * (i % 3 === 0 ? 112 : 124);
    markers += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#5b5f66" stroke-width="${i % 3 === 0 ? 8 : 4}"/>`;
  }
  let bezel = '';
  for (let i = 0; i < 24; i += 1) {
    const angle = (i * Math.PI) / 12;
    bezel += meleeStone(500 + Math.cos(angle) * 180, 500 + Math.sin(angle) * 180, 11);
  }
  return `<rect x="405" y="40" width="190" height="300" rx="40" fill="url(#metalDark)"/><rect x="405" y="660" width="190" height="300" rx="40" fill="url(#metalDark)"/>
<rect x="420" y="60" width="160" height="260" rx="30" fill="url(#metal)" opacity="0.8"/><rect x="420" y="680" width="160" height="260" rx="30" fill="url(#metal)" opacity="0.8"/>
<circle cx="500" cy="500" r="205" fill="url(#metal)"/>${bezel}<circle cx="500" cy="500" r="160" fill="#fbf8f2" stroke="url(#metalDark)" stroke-width="6"/>
${markers}<line x1="500" y1="500" x2="500" y2="400" stroke="#2d3035" stroke-width="9" stroke-linecap="round"/>
<line x1="500" y1="500" x2="580" y2="540" stroke="#2d3035" stroke-width="6" stroke-linecap="round"/><circle cx="500" cy="500" r="10" fill="#2d3035"/>
<rect x="700" y="480" width="30" height="40" rx="6" fill="url(#metal)"/>`;
}

function goldBar(): string {
  return `<polygon points="230,420 770,420 840,660 160,660" fill="url(#metal)"/>
<polygon points="230,420 770,420 720,360 280,360" fill="url(#metalSoft)"/>
<rect x="330" y="470" width="340" height="140" rx="10" fill="none" stroke="url(#metalDark)" stroke-width="10"/>
<rect x="380" y="500" width="240" height="80" rx="6" fill="url(#metalDark)" opacity="0.35"/>`;
}

function goldBeans(): string {
  const beans: Array<[number, number, number]> = [
    [380, 560, -20],
    [520, 590, 15],
    [640, 540, -35],
    [450, 460, 40],
    [590, 450, -5],
    [300, 470, 25],
    [700, 640, 10],
  ];
  return beans
    .map(
      ([x, y, angle]) =>
        `<g transform="rotate(${angle} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="70" ry="48" fill="url(#metal)"/><path d="M${x - 40},${y} Q${x},${y - 20} ${x + 40},${y}" fill="none" stroke="url(#metalDark)" stroke-width="6"/><ellipse cx="${x - 22}" cy="${y - 18}" rx="16" ry="8" fill="#fff" opacity="0.6"/></g>`,
    )
    .join('');
}

function goldCoin(): string {
  return `${medallion(500, 500, 300)}<circle cx="500" cy="500" r="300" fill="none" stroke="url(#metalDark)" stroke-width="14" stroke-dasharray="6 6"/>`;
}

function giftCard(): string {
  return `<g transform="rotate(-8 500 500)"><rect x="160" y="290" width="680" height="420" rx="36" fill="url(#card)"/>
<rect x="160" y="290" width="680" height="420" rx="36" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
<rect x="160" y="430" width="680" height="40" fill="#b3202f" opacity="0.85"/><rect x="560" y="290" width="40" height="420" fill="#b3202f" opacity="0.85"/>
<g transform="translate(-180 -60)">${topStone('round', 420, 420, 70)}</g></g>`;
}

function careGuide(): string {
  let lines = '';
  for (let i = 0; i < 8; i += 1) lines += `<rect x="330" y="${470 + i * 44}" width="${i % 3 === 2 ? 220 : 340}" height="14" rx="7" fill="#c9c2b8"/>`;
  return `<rect x="270" y="170" width="460" height="640" rx="18" fill="#ffffff" stroke="#d9d2c8" stroke-width="6"/>
<rect x="270" y="170" width="460" height="60" rx="18" fill="url(#metal)"/>${topStone('round', 500, 350, 80)}${lines}`;
}

function giftBox(): string {
  return `<rect x="250" y="430" width="500" height="360" rx="14" fill="url(#festive)"/>
<rect x="220" y="360" width="560" height="100" rx="14" fill="#8f1522"/>
<rect x="470" y="360" width="60" height="430" fill="url(#metal)"/><rect x="220" y="390" width="560" height="40" fill="url(#metal)" opacity="0.9"/>
<path d="M500,360 C420,250 320,290 380,350 Z M500,360 C580,250 680,290 620,350 Z" fill="url(#metal)"/>`;
}

function engraving(): string {
  return `${ringBand(500, 540, 300, 200, 110)}<path d="M300,600 q30,-25 60,0 t60,0 t60,0 t60,0 t60,0 t60,0" fill="none" stroke="url(#metalDark)" stroke-width="7"/>
<line x1="700" y1="180" x2="560" y2="470" stroke="#4a4f57" stroke-width="22" stroke-linecap="round"/><circle cx="556" cy="478" r="10" fill="#c9ced6"/>`;
}

function looseDiamond(shape: DiamondShape): string {
  return topStone(shape, 500, 500, 300);
}

function piece(request: DrawingRequest): string {
  switch (request.kind) {
    case 'solitaire_ring':
      return solitaireRing(false);
    case 'halo_ring':
      return solitaireRing(true);
    case 'band_ring':
      return bandRing();
    case 'eternity_ring':
      return eternityRing();
    case 'pair_rings':
      return pairRings();
    case 'pendant_necklace':
      return pendantNecklace();
    case 'heart_pendant':
      return heartPendant();
    case 'chain_necklace':
      return chainNecklace();
    case 'pearl_necklace':
      return pearlNecklace();
    case 'zodiac_pendant':
      return zodiacPendant();
    case 'lock_pendant':
      return lockPendant();
    case 'stud_earrings':
      return studEarrings();
    case 'drop_earrings':
      return dropEarrings();
    case 'hoop_earrings':
      return hoopEarrings();
    case 'chain_bracelet':
      return chainBracelet();
    case 'bangle':
      return bangle();
    case 'bead_bracelet':
      return beadBracelet();
    case 'dragon_phoenix_bangles':
      return dragonPhoenixBangles();
    case 'watch':
      return watch();
    case 'gold_bar':
      return goldBar();
    case 'gold_beans':
      return goldBeans();
    case 'gold_coin':
      return goldCoin();
    case 'gift_card':
      return giftCard();
    case 'care_guide':
      return careGuide();
    case 'gift_box':
      return giftBox();
    case 'engraving':
      return engraving();
    case 'loose_diamond':
      return looseDiamond(request.shape ?? 'round');
  }
}

/** The whole image as an SVG document, ready for rasterizing. */
export function drawJewellery(request: DrawingRequest): string {
  const { width, height } = request;
  const side = Math.min(width, height);
  const angled = request.view === 'angle';
  const scale = (side / 1000) * (request.scale ?? (angled ? 1.05 : 0.9));
  const centreX = width * (request.anchorX ?? 0.5);
  const centreY = height * 0.5;
  const rotation = angled ? -14 : 0;
  // An axis-aligned backdrop with a soft light disc: librsvg paints a full-canvas radial or diagonal
  // gradient four to five times slower.
  const background = request.transparent
    ? ''
    : `<rect width="${width}" height="${height}" fill="url(#backdrop)"/><circle cx="${width * 0.5}" cy="${height * 0.42}" r="${side * 0.42}" fill="#ffffff" opacity="${request.view === 'velvet' ? 0.06 : 0.16}"/>`;
  const shadow = request.transparent
    ? ''
    : `<ellipse cx="${centreX}" cy="${centreY + side * 0.42 * (request.scale ?? 0.9)}" rx="${side * 0.34}" ry="${side * 0.05}" fill="url(#shadow)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${defs(request.tone, request.view)}${background}${shadow}
<g transform="translate(${centreX} ${centreY}) rotate(${rotation}) scale(${scale.toFixed(4)}) translate(-500 -500)">${piece(request)}</g>
</svg>`;
}

/** A flat metal swatch (attribute/swatch), a disc with a highlight. */
export function drawSwatch(tone: MetalTone, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${defs(tone, 'plain')}
<circle cx="50" cy="50" r="46" fill="url(#metal)"/><ellipse cx="36" cy="32" rx="16" ry="8" fill="#fff" opacity="0.55"/></svg>`;
}

/**
 * A wide content banner: a soft two-tone backdrop with one or two pieces to one side, leaving room
 * for the banner's text on the other.
 */
export function drawBanner(options: {
  width: number;
  height: number;
  pieces: Array<{ kind: JewelleryKind; tone: MetalTone; anchorX: number; scale: number }>;
  palette: [string, string];
}): string {
  const { width, height } = options;
  const layers = options.pieces
    .map((item) => {
      const side = Math.min(width, height);
      const scale = (side / 1000) * item.scale;
      return `<g transform="translate(${width * item.anchorX} ${height * 0.52}) scale(${scale.toFixed(4)}) translate(-500 -500)">${piece({ ...item, view: 'front', width, height })}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${defs(options.pieces[0]?.tone ?? 'yellow', 'front')}
<defs><linearGradient id="bannerBackdrop" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${options.palette[0]}"/><stop offset="1" stop-color="${options.palette[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bannerBackdrop)"/>
<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.6}" fill="#ffffff" opacity="0.12"/>
${layers}
</svg>`;
}
