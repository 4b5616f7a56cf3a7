/**
 * The demo store's jewellery as pieces: every kind the catalog sells built in 3D from its look
 * (kind, metal, centre stone, design) out of the parts in meshes.ts, ready for the studio
 * (drawings.ts). Gift cards, guides, boxes and the engraving service are drawn flat.
 */
import { bar, band, disc, halo, jitter, lump, outline, pave, setStone, slab, stone, stoneProportions, tube, type BandSection } from './meshes.ts';
import {
  add,
  emptyPiece,
  hash,
  joinPieces,
  metalColour,
  movePiece,
  times,
  type Decal,
  type Finish,
  type Piece,
  type StoneColour,
  type Vec3,
} from './studio.ts';
import type { DiamondShape } from '../../../rules/jewelleryVocabulary.ts';
import type { MetalTone } from './metalTones.ts';

export type { Finish, StoneColour } from './studio.ts';

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
  | 'engraving';

/**
 * Designs within a kind: a ring's setting, a chain's pattern, a bangle's surface, a bar's size.
 * Each kind reads the ones that concern it and draws its usual design otherwise.
 */
export type Design =
  // rings
  | 'six_prong'
  | 'four_prong'
  | 'pave'
  | 'cathedral'
  | 'twist'
  | 'stone_band'
  | 'half'
  | 'full'
  | 'court'
  | 'brushed'
  | 'knife'
  | 'hammered'
  | 'signet'
  | 'double_happiness'
  // chains and bracelets
  | 'cable'
  | 'fine'
  | 'rope'
  | 'box'
  | 'snake'
  | 'bead'
  | 'twisted'
  | 'paperclip'
  | 'station'
  | 'love_knot'
  // pendants, earrings, bangles
  | 'puffed'
  | 'open'
  | 'petal'
  | 'huggie'
  | 'gold_ball'
  | 'plain'
  | 'heritage'
  | 'baby'
  | 'coin'
  | 'plate'
  // watches, bars, beans
  | 'ladies'
  | 'gents'
  | 'pair'
  | 'card'
  | 'cast'
  | 'large';

/** Everything a product picture depends on: two products with the same look share a picture. */
export interface ProductLook {
  kind: JewelleryKind;
  finish: Finish;
  design?: Design;
  /** The centre stone: its cut, colour and how large it shows (1 = about one carat). */
  stone?: { shape: DiamondShape; colour: StoneColour; size: number };
  /** Stones in a row or round a band, pearls on a strand, beans in a pile. */
  count?: number;
}

/** front: the catalogue shot; angle: a second view, closer or from above. */
export type PictureView = 'front' | 'angle';

export const FINISH_OF_TONE: Record<MetalTone, Finish> = { yellow: 'yellow_18k', white: 'white_18k', rose: 'rose_18k' };

// ---------------------------------------------------------------------------------------------
// Rings (a ring stands in the x-y plane, the finger along z, its top at y = radius)

const FINGER = 300;

/** How wide a centre stone of `size` carats shows (a carat's diameter grows with its cube root). */
const stoneWidth = (size: number): number => 265 * Math.cbrt(Math.max(0.15, size));

function centreStone(look: ProductLook): { shape: DiamondShape; colour: StoneColour; size: number } {
  return look.stone ?? { shape: 'round', colour: 'white', size: 0.5 };
}

/** A slim shank that narrows toward the setting, as solitaire rings have. */
function shank(finish: Finish, options: { width?: number; thickness?: number; section?: BandSection } = {}): Piece {
  const width = options.width ?? 50;
  return band({
    radius: FINGER,
    width,
    thickness: options.thickness ?? 40,
    finish,
    section: options.section ?? 'court',
    widthAt: (angle) => 1 - 0.28 * Math.max(0, Math.cos(angle)) ** 3,
    thicknessAt: (angle) => 1 + 0.2 * Math.max(0, Math.cos(angle)) ** 6,
  });
}

/** Two strands wound round each other all the way round (the "infinity" shank). */
function twistedShank(finish: Finish, width = 54, thickness = 40, twists = 9): Piece {
  const strands: Piece[] = [];
  for (const phase of [0, Math.PI]) {
    const path: Vec3[] = [];
    for (let index = 0; index < 144; index += 1) {
      const angle = (index / 144) * Math.PI * 2;
      const turn = angle * twists + phase;
      const radius = FINGER + thickness * 0.5 + thickness * 0.28 * Math.cos(turn);
      path.push([Math.sin(angle) * radius, Math.cos(angle) * radius, (width * 0.27) * Math.sin(turn)]);
    }
    strands.push(tube(path, thickness * 0.36, finish, { closed: true, sides: 7 }));
  }
  return joinPieces(...strands);
}

function solitaireRing(look: ProductLook): Piece {
  const gem = centreStone(look);
  const size = stoneWidth(gem.size);
  const { pavilion } = stoneProportions(size);
  const design = look.design ?? 'four_prong';
  const shankPiece = design === 'twist' ? twistedShank(look.finish) : shank(look.finish);
  const lift = FINGER + 40 + pavilion * 0.72;
  const prongs = design === 'six_prong' && gem.shape === 'round' ? 6 : 4;
  const head = movePiece(setStone({ shape: gem.shape, size, colour: gem.colour, finish: look.finish, prongs, depth: pavilion * 0.95, halo: look.kind === 'halo_ring' }), { shift: [0, lift, 0] });
  const parts: Piece[] = [shankPiece, head];
  if (design === 'pave') {
    for (const side of [1, -1]) parts.push(pave({ radius: FINGER, thickness: 40, width: 44, from: side * 0.32, to: side * 1.35, finish: look.finish }));
  }
  if (design === 'cathedral') {
    // Arches rising from the shoulders to hold the setting up.
    for (const side of [1, -1]) {
      for (const across of [-16, 16]) {
        const path: Vec3[] = [];
        for (let index = 0; index <= 10; index += 1) {
          const t = index / 10;
          const angle = side * (0.55 - 0.5 * t);
          const radius = FINGER + 38 + t * t * pavilion * 0.5;
          path.push([Math.sin(angle) * radius * (1 - 0.35 * t), Math.cos(angle) * radius + t * pavilion * 0.1, across * (1 - 0.3 * t)]);
        }
        parts.push(tube(path, 9, look.finish, { sides: 6 }));
      }
    }
  }
  return joinPieces(...parts);
}

/** A band with its stones set in a row across the top (a pair ring for her: one to five stones). */
function stoneBand(look: ProductLook): Piece {
  const count = Math.max(1, Math.min(7, look.count ?? 3));
  const parts: Piece[] = [band({ radius: FINGER, width: 56, thickness: 40, finish: look.finish, section: 'court' })];
  const melee = count === 1 ? 30 : 22;
  const sprites: Piece['sprites'] = [];
  for (let index = 0; index < count; index += 1) {
    const angle = (index - (count - 1) / 2) * 0.16;
    const radial: Vec3 = [Math.sin(angle), Math.cos(angle), 0];
    sprites.push({ centre: times(radial, FINGER + 42), radius: melee, look: 'melee', facing: radial });
    for (const across of [-1, 1]) sprites.push({ centre: add(times(radial, FINGER + 44), [0, 0, across * melee * 1.05]), radius: melee * 0.28, look: 'bead', finish: look.finish, facing: radial });
  }
  parts.push({ ...emptyPiece(), sprites });
  return joinPieces(...parts);
}

function eternityRing(look: ProductLook): Piece {
  const half = look.design === 'half';
  const width = 48;
  return joinPieces(
    band({ radius: FINGER, width, thickness: 42, finish: look.finish, section: 'flat' }),
    pave({ radius: FINGER, thickness: 42, width, from: half ? -1.25 : -Math.PI, to: half ? 1.25 : Math.PI * 0.985, finish: look.finish, size: 19 }),
  );
}

function weddingBand(look: ProductLook, width = 72): Piece {
  const design = look.design ?? 'court';
  const section: BandSection = design === 'knife' ? 'knife' : design === 'brushed' || design === 'signet' ? 'flat' : 'court';
  const parts: Piece[] = [];
  if (design === 'brushed') {
    // A satin middle between polished edges.
    parts.push(band({ radius: FINGER, width, thickness: 40, finish: look.finish, section: 'flat', texture: 'satin' }));
    for (const across of [-1, 1]) {
      parts.push(movePiece(band({ radius: FINGER + 1, width: width * 0.14, thickness: 40, finish: look.finish, section: 'court' }), { shift: [0, 0, across * width * 0.45] }));
    }
  } else {
    parts.push(band({ radius: FINGER, width, thickness: 40, finish: look.finish, section, texture: design === 'hammered' ? 'hammered' : 'polished' }));
  }
  if (design === 'signet') {
    const plate = movePiece(disc({ radius: 85, thickness: 26, finish: look.finish }), { rotateX: -90, scale: [1, 1.25, 1], shift: [0, FINGER + 40, 0] });
    parts.push(plate);
  }
  if (design === 'double_happiness') {
    // Raised bands of the 囍 pattern, drawn as a row of beads round the middle.
    const sprites: Piece['sprites'] = [];
    for (let index = 0; index < 60; index += 1) {
      const angle = (index / 60) * Math.PI * 2;
      const radial: Vec3 = [Math.sin(angle), Math.cos(angle), 0];
      sprites.push({ centre: times(radial, FINGER + 41), radius: 9, look: 'bead', finish: look.finish, facing: radial });
    }
    parts.push({ ...emptyPiece(), sprites });
  }
  return joinPieces(...parts);
}

function pairRings(look: ProductLook): Piece {
  const his = movePiece(weddingBand({ ...look, design: 'court' }, 70), { rotateY: 12, shift: [-230, 0, -60] });
  const hers = movePiece(stoneBand({ ...look, count: look.count ?? 3 }), { scale: 0.9, rotateY: -8, shift: [230, -30, 60] });
  return joinPieces(his, hers);
}

// ---------------------------------------------------------------------------------------------
// Chains: drawn link by link along a path, each link shaded by how it turns to the light

type ChainPattern = 'cable' | 'fine' | 'rope' | 'box' | 'snake' | 'bead' | 'twisted' | 'paperclip';

function chainPattern(design: Design | undefined, fallback: ChainPattern): ChainPattern {
  const patterns: readonly string[] = ['cable', 'fine', 'rope', 'box', 'snake', 'bead', 'twisted', 'paperclip'];
  return design && patterns.includes(design) ? (design as ChainPattern) : fallback;
}

/** Decals along `path` (object space) drawing a chain of `gauge` thickness. */
function chain(path: Vec3[], pattern: ChainPattern, finish: Finish, gauge: number): Piece {
  const decals: Decal[] = [];
  const pitch = { cable: 2.4, fine: 2.2, rope: 1.1, box: 1.6, snake: 0.9, bead: 1.9, twisted: 1.2, paperclip: 4.2 }[pattern] * gauge;
  // Points along the path at the link pitch.
  const lengths = path.slice(1).map((point, index) => Math.hypot(point[0] - path[index][0], point[1] - path[index][1], point[2] - path[index][2]));
  const total = lengths.reduce((sum, value) => sum + value, 0);
  const count = Math.max(2, Math.floor(total / pitch));
  const pointAt = (distance: number): Vec3 => {
    let rest = distance;
    for (let index = 0; index < lengths.length; index += 1) {
      if (rest <= lengths[index] || index === lengths.length - 1) {
        const t = Math.min(1, rest / (lengths[index] || 1));
        const [a, b] = [path[index], path[index + 1]];
        return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
      }
      rest -= lengths[index];
    }
    return path[path.length - 1];
  };
  for (let index = 0; index < count; index += 1) {
    const at = pointAt(index * pitch + pitch / 2);
    const toward = pointAt(index * pitch + pitch);
    decals.push({ at, toward, draw: (x, y, angle, k) => chainLink(pattern, finish, index, gauge * k, pitch * k, x, y, angle) });
  }
  return { ...emptyPiece(), decals };
}

function chainLink(pattern: ChainPattern, finish: Finish, index: number, gauge: number, pitch: number, x: number, y: number, angle: number): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  // Links facing up-left catch the soft box; the others fall darker.
  const light = 0.55 + 0.45 * Math.cos(((angle - 40) * Math.PI) / 180) + (hash(index) - 0.5) * 0.3;
  const body = metalColour(finish, light);
  const dark = metalColour(finish, light - 0.45);
  const bright = metalColour(finish, light + 0.4);
  const at = `transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})"`;
  const w = round(Math.max(0.8, gauge * 0.42));
  switch (pattern) {
    case 'cable':
    case 'fine':
      return index % 2 === 0
        ? `<ellipse ${at} rx="${round(pitch * 0.62)}" ry="${round(gauge * 0.95)}" fill="none" stroke="${dark}" stroke-width="${round(w * 1.3)}"/><ellipse ${at} rx="${round(pitch * 0.62)}" ry="${round(gauge * 0.95)}" fill="none" stroke="${body}" stroke-width="${w}"/>`
        : `<line ${at} x1="${round(-pitch * 0.62)}" x2="${round(pitch * 0.62)}" y1="0" y2="0" stroke="${dark}" stroke-width="${round(w * 1.6)}" stroke-linecap="round"/><line ${at} x1="${round(-pitch * 0.55)}" x2="${round(pitch * 0.55)}" y1="${round(-w * 0.2)}" y2="${round(-w * 0.2)}" stroke="${bright}" stroke-width="${round(w * 0.7)}" stroke-linecap="round"/>`;
    case 'rope':
    case 'twisted':
      return `<g ${at}><line x1="${round(-pitch * 0.7)}" y1="${round(gauge * 0.8)}" x2="${round(pitch * 0.7)}" y2="${round(-gauge * 0.8)}" stroke="${dark}" stroke-width="${round(gauge * 1.05)}" stroke-linecap="round"/><line x1="${round(-pitch * 0.55)}" y1="${round(gauge * 0.5)}" x2="${round(pitch * 0.55)}" y2="${round(-gauge * 0.7)}" stroke="${pattern === 'rope' ? body : bright}" stroke-width="${round(gauge * 0.6)}" stroke-linecap="round"/></g>`;
    case 'box':
      return `<g ${at}><rect x="${round(-pitch * 0.5)}" y="${round(-gauge)}" width="${round(pitch)}" height="${round(gauge * 2)}" fill="${index % 2 ? body : dark}"/><rect x="${round(-pitch * 0.3)}" y="${round(-gauge * 0.55)}" width="${round(pitch * 0.6)}" height="${round(gauge * 1.1)}" fill="${index % 2 ? dark : bright}"/></g>`;
    case 'snake':
      return `<g ${at}><rect x="${round(-pitch * 0.7)}" y="${round(-gauge)}" width="${round(pitch * 1.4)}" height="${round(gauge * 2)}" fill="${body}"/><rect x="${round(-pitch * 0.7)}" y="${round(-gauge * 0.55)}" width="${round(pitch * 1.4)}" height="${round(gauge * 0.45)}" fill="${bright}"/><line x1="${round(pitch * 0.5)}" y1="${round(-gauge)}" x2="${round(pitch * 0.5)}" y2="${round(gauge)}" stroke="${dark}" stroke-width="${round(Math.max(0.6, gauge * 0.12))}"/></g>`;
    case 'bead':
      return `<g ${at}><line x1="${round(-pitch * 0.5)}" x2="${round(pitch * 0.5)}" y1="0" y2="0" stroke="${dark}" stroke-width="${round(gauge * 0.4)}"/><circle r="${round(gauge * 0.85)}" fill="${body}"/><circle cx="${round(-gauge * 0.28)}" cy="${round(-gauge * 0.3)}" r="${round(gauge * 0.3)}" fill="${bright}"/></g>`;
    case 'paperclip':
      return `<g ${at}><rect x="${round(-pitch * 0.5)}" y="${round(-gauge * 1.1)}" width="${round(pitch * 0.98)}" height="${round(gauge * 2.2)}" rx="${round(gauge * 1.1)}" fill="none" stroke="${dark}" stroke-width="${round(w * 1.4)}"/><rect x="${round(-pitch * 0.5)}" y="${round(-gauge * 1.1)}" width="${round(pitch * 0.98)}" height="${round(gauge * 2.2)}" rx="${round(gauge * 1.1)}" fill="none" stroke="${body}" stroke-width="${w}"/></g>`;
  }
}

/** A necklace hanging in a soft V from the top of the picture to its lowest point (0, -380). */
function necklacePath(drop = 380, spread = 430): Vec3[] {
  const path: Vec3[] = [];
  for (let index = 0; index <= 60; index += 1) {
    const t = -1 + (2 * index) / 60;
    const x = spread * Math.sin(t * 1.25) / Math.sin(1.25);
    const y = -drop + drop * 1.9 * (1 - Math.cos(t * 1.35)) / (1 - Math.cos(1.35));
    path.push([x, y, 0]);
  }
  return path;
}

/** A bracelet lying round on the table: a loop in the x-z plane. */
function braceletPath(radius = 330, squash = 0.82): Vec3[] {
  return Array.from({ length: 97 }, (_, index) => {
    const angle = (index / 96) * Math.PI * 2;
    return [Math.sin(angle) * radius, 0, Math.cos(angle) * radius * squash] as Vec3;
  });
}

// ---------------------------------------------------------------------------------------------
// Pendants, necklaces and pearls (these face the camera: the x-y plane, the chain above)

function bail(at: Vec3, finish: Finish, size = 26): Piece {
  const loop: Vec3[] = Array.from({ length: 20 }, (_, index) => {
    const angle = (index / 20) * Math.PI * 2;
    return [at[0], at[1] + Math.cos(angle) * size, at[2] + Math.sin(angle) * size * 0.8];
  });
  return tube(loop, size * 0.28, finish, { closed: true, sides: 6 });
}

/** A stone held face-up toward the camera, in prongs or a halo, at `at`. */
function faceUpStone(gem: { shape: DiamondShape; colour: StoneColour }, size: number, finish: Finish, at: Vec3, withHalo = false): Piece {
  const { pavilion } = stoneProportions(size);
  return movePiece(setStone({ shape: gem.shape, size, colour: gem.colour, finish, depth: pavilion * 0.7, halo: withHalo }), { rotateX: 90, shift: at });
}

function pendantNecklace(look: ProductLook): Piece {
  const gem = centreStone(look);
  const size = stoneWidth(gem.size) * 1.05;
  const top: Vec3 = [0, -380 - size * 0.05, 0];
  const centre: Vec3 = [0, top[1] - size * 0.55 - 20, 10];
  return joinPieces(
    chain(necklacePath(), 'fine', look.finish, 5),
    bail([0, top[1] - 6, 0], look.finish, 18),
    faceUpStone(gem, size, look.finish, centre, look.design === 'pave'),
  );
}

/** A heart with its point down (the stone outline's y runs up the picture here). */
function heartOutline(radius: number): Array<[number, number]> {
  return outline('heart', radius);
}

/** A stone piece built table-up, turned to face the camera; `pointUp` turns a pear or heart over. */
function facingCamera(piece: Piece, pointUp: boolean): Piece {
  const faced = movePiece(piece, { rotateX: 90 });
  return pointUp ? movePiece(faced, { rotateZ: 180 }) : faced;
}

function heartPendant(look: ProductLook): Piece {
  const design = look.design ?? (look.stone ? 'pave' : 'puffed');
  const parts: Piece[] = [chain(necklacePath(), 'fine', look.finish, 5)];
  const centre: Vec3 = [0, -560, 0];
  parts.push(bail([0, -395, 0], look.finish, 18));
  if (design === 'open') {
    const wire = heartOutline(150).map(([x, y]): Vec3 => [x, y + centre[1], 0]);
    parts.push(tube(wire, 12, look.finish, { closed: true, sides: 7 }));
  } else if (design === 'petal') {
    for (let index = 0; index < 5; index += 1) {
      const angle = (index / 5) * Math.PI * 2;
      const petal = Array.from({ length: 18 }, (_, step): [number, number] => {
        const t = (step / 18) * Math.PI * 2;
        return [Math.sin(t) * 48, Math.cos(t) * 80 + 70];
      }).map(([x, y]): [number, number] => [x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle) + centre[1]]);
      parts.push(slab(petal, { depth: 10, dome: 14, finish: look.finish }));
    }
    parts.push({ ...emptyPiece(), sprites: [{ centre: [0, centre[1], 30], radius: 30, look: 'melee', facing: [0, 0, 1] }] });
  } else if (design === 'puffed') {
    parts.push(slab(heartOutline(150).map(([x, y]) => [x, y + centre[1]]), { depth: 30, dome: 50, finish: look.finish }));
  } else {
    const gem = look.stone ?? { shape: 'heart' as DiamondShape, colour: 'white' as StoneColour, size: 0.4 };
    const size = stoneWidth(gem.size) * 1.1;
    // The outline's lobes run toward +z, which faces down once the stone is turned to the camera.
    const stonePiece = facingCamera(joinPieces(stone('heart', size, gem.colour), halo('heart', size, look.finish)), true);
    parts.push(movePiece(stonePiece, { shift: [0, centre[1] + 20, 20] }));
  }
  return joinPieces(...parts);
}

function medallionPiece(finish: Finish, radius: number, at: Vec3, design?: Design): Piece {
  const parts: Piece[] = [movePiece(disc({ radius, thickness: radius * 0.16, finish }), { shift: at })];
  // The relief: petals round a raised centre (a fortune coin has a square hole's frame instead).
  const petals = design === 'coin' ? 4 : 8;
  for (let index = 0; index < petals; index += 1) {
    const angle = (index / petals) * Math.PI * 2 + Math.PI / petals;
    const r = radius * (design === 'coin' ? 0.42 : 0.5);
    parts.push(movePiece(lump([radius * 0.17, radius * 0.09, radius * 0.05], finish, { rings: 6, segments: 12 }), { rotateZ: (angle * 180) / Math.PI + 90, shift: add(at, [Math.cos(angle) * r, Math.sin(angle) * r, radius * 0.09]) }));
  }
  if (design === 'coin') {
    const square: Array<[number, number]> = [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([x, y]) => [at[0] + x * radius * 0.22, at[1] + y * radius * 0.22] as [number, number]);
    parts.push(movePiece(slab(square, { depth: 6, dome: radius * 0.05, finish, texture: 'satin' }), { shift: [0, 0, at[2] + radius * 0.08] }));
  } else {
    parts.push(movePiece(lump([radius * 0.2, radius * 0.2, radius * 0.07], finish, { rings: 6, segments: 16 }), { shift: add(at, [0, 0, radius * 0.09]) }));
  }
  return joinPieces(...parts);
}

function zodiacPendant(look: ProductLook): Piece {
  const centre: Vec3 = [0, -560, 0];
  const parts: Piece[] = [chain(necklacePath(), 'fine', look.finish, 5), bail([0, -395, 0], look.finish, 20)];
  if (look.design === 'plate') {
    const plate: Array<[number, number]> = Array.from({ length: 28 }, (_, index) => {
      const t = (index / 28) * Math.PI * 2;
      return [Math.sin(t) * 190, Math.cos(t) * 70 + centre[1] + 40];
    });
    parts.push(slab(plate, { depth: 14, dome: 8, finish: look.finish }));
  } else {
    parts.push(medallionPiece(look.finish, 150, centre, look.design));
  }
  return joinPieces(...parts);
}

function lockPendant(look: ProductLook): Piece {
  const top = -470;
  // The longevity lock (長命鎖): a plaque whose top dips between two cloud shoulders, hung by its
  // shoulders from the chain.
  const shape: Array<[number, number]> = [];
  for (let index = 0; index <= 32; index += 1) {
    const t = index / 32;
    shape.push([-210 + 420 * t, top - 34 * Math.sin(Math.PI * t) ** 2 + 16 * Math.cos(Math.PI * 6 * t) * (1 - Math.sin(Math.PI * t))]);
  }
  for (let index = 1; index < 32; index += 1) {
    const angle = (Math.PI * index) / 32;
    shape.push([210 * Math.cos(angle), top - 40 - 230 * Math.sin(angle) ** 1.15]);
  }
  const arm = (side: number): Vec3[] =>
    Array.from({ length: 30 }, (_, index) => {
      const t = index / 29;
      return [side * (190 + 260 * t ** 1.4), top + 10 + 900 * t ** 1.1, 0];
    });
  return joinPieces(
    chain(arm(-1), 'cable', look.finish, 7),
    chain(arm(1), 'cable', look.finish, 7),
    bail([-190, top + 6, 0], look.finish, 14),
    bail([190, top + 6, 0], look.finish, 14),
    slab(shape.reverse(), { depth: 30, dome: 34, finish: look.finish }),
    medallionPiece(look.finish, 56, [0, top - 150, 40]),
  );
}

function pearlNecklace(look: ProductLook): Piece {
  const count = Math.max(24, Math.min(60, look.count ?? 40));
  const path = necklacePath(360, 420);
  const lengths = path.slice(1).map((point, index) => Math.hypot(point[0] - path[index][0], point[1] - path[index][1]));
  const total = lengths.reduce((sum, value) => sum + value, 0);
  const radius = total / count / 2;
  const sprites: Piece['sprites'] = [];
  for (let index = 0; index < count; index += 1) {
    let rest = (index + 0.5) * (total / count);
    let segment = 0;
    while (segment < lengths.length - 1 && rest > lengths[segment]) rest -= lengths[segment++];
    const t = rest / lengths[segment];
    const [a, b] = [path[segment], path[segment + 1]];
    // Pearls grow toward the front of a graduated strand.
    const middle = 1 - Math.abs(index / (count - 1) - 0.5) * 0.5;
    sprites.push({ centre: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, 0], radius: radius * middle, look: 'pearl' });
  }
  return { ...emptyPiece(), sprites };
}

function chainNecklace(look: ProductLook): Piece {
  const pattern = chainPattern(look.design, 'cable');
  const gauge = { cable: 9, fine: 5, rope: 11, box: 9, snake: 10, bead: 9, twisted: 11, paperclip: 8 }[pattern];
  return joinPieces(
    chain(necklacePath(), pattern, look.finish, gauge),
    // The lobster clasp at the back, where the picture shows it hanging at the lowest point.
    movePiece(lump([16, 26, 10], look.finish, { rings: 6, segments: 12 }), { shift: [0, -395, 6] }),
  );
}

// ---------------------------------------------------------------------------------------------
// Earrings (a pair, facing the camera)

/** Where the two of a pair lie: one a little behind and above the other, as a photograph sets them. */
const PAIR_PLACES: ReadonlyArray<Vec3> = [
  [-0.8, 0.55, -0.5],
  [0.8, -0.55, 0.5],
];

function studEarrings(look: ProductLook): Piece {
  if (look.design === 'gold_ball') {
    return { ...emptyPiece(), sprites: PAIR_PLACES.map(([x, y, z]) => ({ centre: [x * 150, y * 150, z * 150] as Vec3, radius: 120, look: 'bead' as const, finish: look.finish })) };
  }
  const gem = centreStone(look);
  const size = stoneWidth(gem.size) * 1.1;
  return joinPieces(...PAIR_PLACES.map(([x, y, z]) => faceUpStone(gem, size, look.finish, [x * size * 0.75, y * size * 0.75, z * size * 0.75])));
}

function dropEarrings(look: ProductLook): Piece {
  const gem = look.stone ?? { shape: 'pear' as DiamondShape, colour: 'white' as StoneColour, size: 0.5 };
  const size = stoneWidth(gem.size) * 1.1;
  const one = (x: number): Piece => {
    const hook: Vec3[] = Array.from({ length: 16 }, (_, index) => {
      const t = index / 15;
      return [x + 40 * Math.sin(t * Math.PI * 1.2), 330 + 90 * Math.sin(t * Math.PI) - 60 * t, 0];
    });
    // A pear hangs by its point.
    const drop = movePiece(facingCamera(joinPieces(stone(gem.shape, size, gem.colour), halo(gem.shape, size, look.finish)), gem.shape === 'pear'), { shift: [x, -20, 10] });
    return joinPieces(
      tube(hook, 6, look.finish, { sides: 6 }),
      faceUpStone({ shape: 'round', colour: gem.colour }, 60, look.finish, [x, 300, 0]),
      tube([[x, 270, 0], [x, size * 0.62, 0]], 5, look.finish, { sides: 6 }),
      drop,
    );
  };
  return joinPieces(one(-230), one(230));
}

function hoopEarrings(look: ProductLook): Piece {
  const design = look.design ?? 'plain';
  const one = (x: number): Piece => {
    if (design === 'twist') return movePiece(twistedHoop(look.finish), { rotateY: 35, shift: [x, 0, 0] });
    const radius = design === 'huggie' ? 120 : 170;
    const thickness = design === 'huggie' ? 38 : 26;
    return movePiece(band({ radius, width: design === 'huggie' ? 40 : 30, thickness, finish: look.finish, section: 'round', segments: 80 }), { rotateY: 35, shift: [x, 0, 0] });
  };
  return joinPieces(movePiece(one(0), { shift: [-150, 100, -80] }), movePiece(one(0), { shift: [150, -100, 80] }));
}

function twistedHoop(finish: Finish): Piece {
  const strands: Piece[] = [];
  for (const phase of [0, Math.PI]) {
    const path: Vec3[] = Array.from({ length: 96 }, (_, index) => {
      const angle = (index / 96) * Math.PI * 2;
      const turn = angle * 10 + phase;
      const radius = 185 + 9 * Math.cos(turn);
      return [Math.sin(angle) * radius, Math.cos(angle) * radius, 9 * Math.sin(turn)];
    });
    strands.push(tube(path, 11, finish, { closed: true, sides: 6 }));
  }
  return joinPieces(...strands);
}

// ---------------------------------------------------------------------------------------------
// Bracelets and bangles (lying on the table)

function chainBracelet(look: ProductLook): Piece {
  const design = look.design;
  const pattern = chainPattern(design, design === 'station' || design === 'love_knot' ? 'fine' : 'cable');
  const gauge = { cable: 11, fine: 7, rope: 13, box: 11, snake: 12, bead: 11, twisted: 13, paperclip: 10 }[pattern];
  const path = braceletPath();
  const parts: Piece[] = [chain(path, pattern, look.finish, gauge)];
  if (design === 'station') {
    const sprites: Piece['sprites'] = [];
    for (let index = 0; index < 7; index += 1) {
      const point = path[Math.round((index / 7) * 96)];
      sprites.push({ centre: add(point, [0, 8, 0]), radius: 24, look: 'melee', facing: [0, 1, 0] }, { centre: add(point, [0, 2, 0]), radius: 30, look: 'bead', finish: look.finish });
    }
    // Beads first, stones over them: bezel cups round each diamond.
    parts.push({ ...emptyPiece(), sprites: sprites.map((sprite) => (sprite.look === 'bead' ? { ...sprite, centre: add(sprite.centre, [0, -4, -2]) } : sprite)) });
  }
  if (design === 'love_knot') {
    const front = path[0];
    for (const [dx, turn] of [
      [-34, 20],
      [34, -20],
    ] as const) {
      parts.push(movePiece(band({ radius: 42, width: 14, thickness: 12, finish: look.finish, section: 'round', segments: 40 }), { rotateX: 90, rotateY: turn, shift: add(front, [dx, 10, 0]) }));
    }
  }
  parts.push(movePiece(lump([24, 12, 14], look.finish, { rings: 6, segments: 12 }), { shift: add(path[48], [0, 6, 0]) }));
  return joinPieces(...parts);
}

function bangle(look: ProductLook): Piece {
  const design = look.design ?? 'plain';
  const small = design === 'baby';
  const piece = band({
    radius: small ? 250 : 330,
    width: design === 'heritage' ? 110 : small ? 60 : 80,
    thickness: small ? 40 : 48,
    finish: look.finish,
    section: 'court',
    texture: design === 'hammered' ? 'hammered' : design === 'heritage' ? 'satin' : 'polished',
  });
  return movePiece(piece, { rotateX: 90 });
}

function dragonPhoenixBangles(look: ProductLook): Piece {
  const one = (shift: Vec3, turn: number): Piece => {
    const base = band({ radius: 300, width: 120, thickness: 54, finish: look.finish, section: 'court', texture: 'hammered' });
    const sprites: Piece['sprites'] = [];
    for (const across of [-50, 50]) {
      for (let index = 0; index < 72; index += 1) {
        const angle = (index / 72) * Math.PI * 2;
        const radial: Vec3 = [Math.sin(angle), Math.cos(angle), 0];
        sprites.push({ centre: add(times(radial, 352), [0, 0, across]), radius: 8, look: 'bead', finish: look.finish, facing: radial });
      }
    }
    return movePiece(joinPieces(base, { ...emptyPiece(), sprites }), { rotateX: 90, rotateZ: turn, shift });
  };
  return joinPieces(one([-150, 0, -120], 8), one([150, 40, 120], -6));
}

function beadBracelet(look: ProductLook): Piece {
  const heritage = look.design === 'heritage';
  const path = braceletPath(300, 0.8);
  const sprites: Piece['sprites'] = [];
  const count = heritage ? 26 : 40;
  for (let index = 0; index < count; index += 1) {
    const point = path[Math.round((index / count) * 96)];
    if (heritage || index % 8 === 0) sprites.push({ centre: add(point, [0, 30, 0]), radius: heritage ? 34 : 40, look: 'bead', finish: look.finish });
    else sprites.push({ centre: add(point, [0, 12, 0]), radius: 13, look: 'cord', colour: index % 2 ? '#a3182b' : '#8c1223' });
  }
  return { ...emptyPiece(), sprites };
}

// ---------------------------------------------------------------------------------------------
// Watches, gold bars, beans and coins

function watch(look: ProductLook): Piece {
  const ladies = look.design === 'ladies';
  const radius = ladies ? 150 : 190;
  const parts: Piece[] = [disc({ radius, thickness: 60, finish: look.finish, rim: radius * 0.14 })];
  // The dial: a face of mother-of-pearl white, with hour marks and hands.
  const dial: Piece = {
    ...emptyPiece(),
    decals: [
      {
        at: [0, 0, 31],
        draw: (x, y, _angle, k) => {
          const r = radius * 0.8 * k;
          const marks = Array.from({ length: 12 }, (_, hour) => {
            const a = (hour / 12) * Math.PI * 2;
            const [inner, outer] = hour % 3 === 0 ? [0.72, 0.92] : [0.8, 0.92];
            return `<line x1="${(x + Math.sin(a) * r * inner).toFixed(1)}" y1="${(y - Math.cos(a) * r * inner).toFixed(1)}" x2="${(x + Math.sin(a) * r * outer).toFixed(1)}" y2="${(y - Math.cos(a) * r * outer).toFixed(1)}" stroke="${metalColour(look.finish, 0.35)}" stroke-width="${(r * (hour % 3 === 0 ? 0.05 : 0.025)).toFixed(1)}" stroke-linecap="round"/>`;
          }).join('');
          return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="url(#dial)"/>${marks}<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x - r * 0.32).toFixed(1)}" y2="${(y - r * 0.42).toFixed(1)}" stroke="#2b2e33" stroke-width="${(r * 0.045).toFixed(1)}" stroke-linecap="round"/><line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x + r * 0.62).toFixed(1)}" y2="${(y - r * 0.18).toFixed(1)}" stroke="#2b2e33" stroke-width="${(r * 0.03).toFixed(1)}" stroke-linecap="round"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.05).toFixed(1)}" fill="#2b2e33"/>`;
        },
      },
    ],
  };
  parts.push(dial);
  if (ladies) parts.push(movePiece(halo('round', radius * 1.55, look.finish), { rotateX: 90, shift: [0, 0, 20], scale: 0.96 }));
  // The bracelet: rows of links above and below the case, curving away.
  for (const side of [1, -1]) {
    for (let index = 0; index < 4; index += 1) {
      const y = side * (radius + 30 + index * 62);
      const z = -index * index * 5;
      const width = radius * (ladies ? 0.9 : 1.05) - index * 2;
      parts.push(movePiece(bar({ width, depth: 50, height: 28, top: 0.88, bevel: 8, finish: look.finish }), { rotateX: 90, shift: [0, y + side * 25, z - 20] }));
    }
  }
  parts.push(movePiece(lump([22, 30, 22], look.finish, { rings: 6, segments: 12 }), { shift: [radius + 18, 0, 0] }));
  return joinPieces(...parts);
}

function goldBar(look: ProductLook): Piece {
  const size = look.design ?? 'cast';
  const [width, depth, height, top] = size === 'card' ? [300, 500, 26, 0.97] : size === 'large' ? [560, 300, 150, 0.78] : [420, 230, 95, 0.8];
  const stamp = size === 'card' ? [220, 220] : [width * top * 0.62, depth * top * 0.5];
  return joinPieces(
    bar({ width, depth, height, top, bevel: 14, finish: look.finish }),
    // The assay stamp: a raised, satin panel on top.
    bar({ width: stamp[0], depth: stamp[1], height: height + 5, top: 1, bevel: 6, finish: look.finish, texture: 'satin' }),
  );
}

function goldBeans(look: ProductLook): Piece {
  const count = Math.max(3, Math.min(12, look.count ?? 7));
  const beans: Piece[] = [];
  for (let index = 0; index < count; index += 1) {
    const angle = index * 2.399;
    const distance = 60 * Math.sqrt(index);
    const shift: Vec3 = [Math.cos(angle) * distance * 1.6, 46 + (index < 3 ? 0 : 6 * jitter(index)), Math.sin(angle) * distance];
    beans.push(movePiece(lump([78, 52, 56], look.finish, { rings: 8, segments: 16 }), { rotateY: jitter(index + 40) * 70, rotateZ: jitter(index + 80) * 15, shift }));
  }
  return joinPieces(...beans);
}

function goldCoin(look: ProductLook): Piece {
  return medallionPiece(look.finish, 330, [0, 0, 0], look.design);
}

// ---------------------------------------------------------------------------------------------
// Gift cards, guides, boxes and the engraving service: simple things, drawn flat

export function flatDrawing(kind: 'gift_card' | 'care_guide' | 'gift_box' | 'engraving', finish: Finish, centre: readonly [number, number], scale: number): string {
  const [light, mid, deep] = [metalColour(finish, 1.05), metalColour(finish, 0.7), metalColour(finish, 0.35)];
  const place = `transform="translate(${centre[0]} ${centre[1]}) scale(${scale.toFixed(4)}) translate(-500 -500)"`;
  const defs = `<linearGradient id="flatMetal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`;
  let body: string;
  switch (kind) {
    case 'gift_card':
      body = `<g transform="rotate(-8 500 500)"><rect x="160" y="290" width="680" height="420" rx="36" fill="url(#flatMetal)"/>
<rect x="160" y="290" width="680" height="420" rx="36" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
<rect x="160" y="430" width="680" height="40" fill="#9c1b2a" opacity="0.9"/><rect x="560" y="290" width="40" height="420" fill="#9c1b2a" opacity="0.9"/>
<use href="#melee" transform="translate(300 380) scale(1.2)"/></g>`;
      break;
    case 'care_guide': {
      let lines = '';
      for (let index = 0; index < 8; index += 1) lines += `<rect x="330" y="${470 + index * 44}" width="${index % 3 === 2 ? 220 : 340}" height="14" rx="7" fill="#cfc8be"/>`;
      body = `<rect x="270" y="170" width="460" height="640" rx="18" fill="#ffffff" stroke="#ddd6cc" stroke-width="6"/>
<rect x="270" y="170" width="460" height="60" rx="18" fill="url(#flatMetal)"/><use href="#melee" transform="translate(500 350) scale(1.6)"/>${lines}`;
      break;
    }
    case 'gift_box':
      body = `<rect x="250" y="430" width="500" height="360" rx="14" fill="#9c1b2a"/><rect x="250" y="430" width="500" height="360" rx="14" fill="#000" opacity="0.08"/>
<rect x="220" y="360" width="560" height="100" rx="14" fill="#8a1522"/>
<rect x="470" y="360" width="60" height="430" fill="url(#flatMetal)"/><rect x="220" y="390" width="560" height="40" fill="url(#flatMetal)" opacity="0.95"/>
<path d="M500,360 C420,250 320,290 380,350 Z M500,360 C580,250 680,290 620,350 Z" fill="url(#flatMetal)"/>`;
      break;
    case 'engraving':
      body = `<ellipse cx="500" cy="540" rx="300" ry="200" fill="none" stroke="${deep}" stroke-width="110"/><path d="M200,540 A300,200 0 0 0 800,540" fill="none" stroke="url(#flatMetal)" stroke-width="110"/>
<path d="M300,600 q30,-25 60,0 t60,0 t60,0 t60,0 t60,0 t60,0" fill="none" stroke="${deep}" stroke-width="7"/>
<line x1="700" y1="180" x2="560" y2="470" stroke="#4a4f57" stroke-width="22" stroke-linecap="round"/><circle cx="556" cy="478" r="10" fill="#c9ced6"/>`;
      break;
  }
  return `<defs>${defs}</defs><g ${place}>${body}</g>`;
}

export const FLAT_KINDS = new Set<JewelleryKind>(['gift_card', 'care_guide', 'gift_box', 'engraving']);

/** The piece a look shows, built in object space. */
export function pieceOf(look: ProductLook): Piece {
  switch (look.kind) {
    case 'solitaire_ring':
      return look.design === 'stone_band' ? stoneBand(look) : solitaireRing(look);
    case 'halo_ring':
      return solitaireRing(look);
    case 'band_ring':
      return weddingBand(look);
    case 'eternity_ring':
      return eternityRing(look);
    case 'pair_rings':
      return pairRings(look);
    case 'pendant_necklace':
      return pendantNecklace(look);
    case 'heart_pendant':
      return heartPendant(look);
    case 'chain_necklace':
      return chainNecklace(look);
    case 'pearl_necklace':
      return pearlNecklace(look);
    case 'zodiac_pendant':
      return zodiacPendant(look);
    case 'lock_pendant':
      return lockPendant(look);
    case 'stud_earrings':
      return studEarrings(look);
    case 'drop_earrings':
      return dropEarrings(look);
    case 'hoop_earrings':
      return hoopEarrings(look);
    case 'chain_bracelet':
      return chainBracelet(look);
    case 'bangle':
      return bangle(look);
    case 'bead_bracelet':
      return beadBracelet(look);
    case 'dragon_phoenix_bangles':
      return dragonPhoenixBangles(look);
    case 'watch':
      return watch(look);
    case 'gold_bar':
      return goldBar(look);
    case 'gold_beans':
      return goldBeans(look);
    case 'gold_coin':
      return goldCoin(look);
    default:
      return emptyPiece();
  }
}
