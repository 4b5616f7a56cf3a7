/**
 * The parts jewellery is made of, built as studio pieces (studio.ts): bands swept round a finger or
 * a wrist, tubes (prongs, wire, hoops), faceted stones of every shape the catalog sells, settings
 * (prongs, baskets, bezels, halos, pavé), boxes with bevelled edges (bars), discs (coins, dials)
 * and rounded lumps (beans). Each builder answers a piece centred where its doc says.
 */
import { add, cross, emptyPiece, hash, joinPieces, sub, times, unit, type Face, type Finish, type Material, type Piece, type StoneColour, type Vec3 } from './studio.ts';
import type { DiamondShape } from '../../../rules/jewelleryVocabulary.ts';

const TAU = Math.PI * 2;

const metal = (finish: Finish, texture?: 'polished' | 'hammered' | 'satin'): Material => ({ kind: 'metal', finish, texture });

/** A face wound so that its own normal agrees with `outward` (culling and shading rely on it). */
function oriented(points: Vec3[], outward: Vec3, material: Material, extra: Partial<Face> = {}): Face {
  const normal = unit(cross(sub(points[1], points[0]), sub(points[points.length - 1], points[0])));
  const wound = normal[0] * outward[0] + normal[1] * outward[1] + normal[2] * outward[2] < 0 ? [...points].reverse() : points;
  return { points: wound, material, ...extra };
}

// ---------------------------------------------------------------------------------------------
// Bands

/** A band's cross-section: u outward from the finger, v across the band (along the finger). */
export type BandSection = 'court' | 'flat' | 'knife' | 'round';

function sectionPoints(section: BandSection, steps = 6): Array<[number, number]> {
  // Unit section: u in [0, 1] (inside to outside), v in [-0.5, 0.5].
  const points: Array<[number, number]> = [];
  for (let index = 0; index <= steps; index += 1) {
    const t = -1 + (2 * index) / steps;
    let u: number;
    switch (section) {
      case 'court':
        u = 0.45 + 0.55 * Math.sqrt(Math.max(0, 1 - t * t));
        break;
      case 'flat':
        u = 1 - 0.45 * Math.max(0, Math.abs(t) - 0.7) ** 2 / 0.09;
        break;
      case 'knife':
        u = 1 - 0.55 * Math.abs(t);
        break;
      case 'round':
        u = 0.5 + 0.5 * Math.sqrt(Math.max(0, 1 - t * t));
        break;
    }
    points.push([u, t / 2]);
  }
  // The inside, back across: a slight comfort curve (a round wire is round inside too).
  for (let index = steps - 1; index >= 1; index -= 1) {
    const t = -1 + (2 * index) / steps;
    const u = section === 'round' ? 0.5 - 0.5 * Math.sqrt(Math.max(0, 1 - t * t)) : -0.08 * (1 - t * t);
    points.push([u, t / 2]);
  }
  return points;
}

export interface BandOptions {
  /** Inner radius (the finger). */
  radius: number;
  width: number;
  thickness: number;
  section?: BandSection;
  finish: Finish;
  texture?: 'polished' | 'hammered' | 'satin';
  /** Width and thickness multipliers round the band; angle 0 is the top. */
  widthAt?: (angle: number) => number;
  thicknessAt?: (angle: number) => number;
  /** Only this arc (radians from the top, clockwise), for shanks that end in a setting. */
  from?: number;
  to?: number;
  segments?: number;
}

/** A band in the x-y plane round the origin, the finger along z; its top at (0, radius). */
export function band(options: BandOptions): Piece {
  const section = sectionPoints(options.section ?? 'court');
  const from = options.from ?? 0;
  const to = options.to ?? TAU;
  const segments = options.segments ?? 72;
  const steps = Math.max(6, Math.round((segments * (to - from)) / TAU));
  const material = metal(options.finish, options.texture);
  const ring: Vec3[][] = [];
  const centreOf: Vec3[] = [];
  for (let index = 0; index <= steps; index += 1) {
    const angle = from + ((to - from) * index) / steps;
    const radial: Vec3 = [Math.sin(angle), Math.cos(angle), 0];
    const width = options.width * (options.widthAt?.(angle) ?? 1);
    const thickness = options.thickness * (options.thicknessAt?.(angle) ?? 1);
    ring.push(section.map(([u, v]) => add(times(radial, options.radius + u * thickness), [0, 0, v * width])));
    centreOf.push(times(radial, options.radius + thickness * 0.45));
  }
  const faces: Face[] = [];
  for (let index = 0; index < steps; index += 1) {
    const centre = times(add(centreOf[index], centreOf[index + 1]), 0.5);
    for (let j = 0; j < section.length; j += 1) {
      const k = (j + 1) % section.length;
      const quad = [ring[index][j], ring[index + 1][j], ring[index + 1][k], ring[index][k]];
      const middle = times(add(add(quad[0], quad[1]), add(quad[2], quad[3])), 0.25);
      faces.push(oriented(quad, sub(middle, centre), material, { seed: index * 31 + j }));
    }
  }
  return { ...emptyPiece(), faces };
}

/** A round wire along a path (prongs, hoops, wire hearts, twisted strands). */
export function tube(path: Vec3[], radius: number | ((index: number) => number), finish: Finish, options: { closed?: boolean; sides?: number } = {}): Piece {
  const sides = options.sides ?? 8;
  const closed = options.closed ?? false;
  const count = path.length;
  const rings: Vec3[][] = [];
  const tangentAt = (index: number): Vec3 => {
    const before = path[closed ? (index - 1 + count) % count : Math.max(0, index - 1)];
    const after = path[closed ? (index + 1) % count : Math.min(count - 1, index + 1)];
    return unit(sub(after, before));
  };
  // Frames carried along the path (parallel transport), so the wire does not twist.
  const first = tangentAt(0);
  let normal = unit(cross(first, Math.abs(first[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0]));
  for (let index = 0; index < count; index += 1) {
    const tangent = tangentAt(index);
    normal = unit(sub(normal, times(tangent, normal[0] * tangent[0] + normal[1] * tangent[1] + normal[2] * tangent[2])));
    const binormal = cross(tangent, normal);
    const r = typeof radius === 'number' ? radius : radius(index);
    const ring: Vec3[] = [];
    for (let side = 0; side < sides; side += 1) {
      const angle = (side / sides) * TAU;
      ring.push(add(path[index], add(times(normal, Math.cos(angle) * r), times(binormal, Math.sin(angle) * r))));
    }
    rings.push(ring);
  }
  const faces: Face[] = [];
  const material = metal(finish);
  const last = closed ? count : count - 1;
  for (let index = 0; index < last; index += 1) {
    const next = (index + 1) % count;
    const centre = times(add(path[index], path[next]), 0.5);
    for (let side = 0; side < sides; side += 1) {
      const other = (side + 1) % sides;
      const quad = [rings[index][side], rings[next][side], rings[next][other], rings[index][other]];
      const middle = times(add(add(quad[0], quad[1]), add(quad[2], quad[3])), 0.25);
      faces.push(oriented(quad, sub(middle, centre), material, { normal: unit(sub(middle, centre)) }));
    }
  }
  return { ...emptyPiece(), faces };
}

// ---------------------------------------------------------------------------------------------
// Stones

/** The outline of a cut seen from above, `radius` its larger half-length, points in order. */
export function outline(shape: DiamondShape, radius: number): Array<[number, number]> {
  const rectangle = (width: number, height: number, corner: number): Array<[number, number]> => {
    const [w, h, c] = [radius * width, radius * height, radius * corner];
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
  const sampled = (count: number, at: (t: number) => [number, number]) => Array.from({ length: count }, (_, index) => at((index / count) * TAU));
  switch (shape) {
    case 'round':
      return sampled(32, (t) => [radius * Math.sin(t), radius * Math.cos(t)]);
    case 'oval':
      return sampled(32, (t) => [radius * 0.7 * Math.sin(t), radius * Math.cos(t)]);
    case 'cushion':
      return sampled(32, (t) => {
        const [s, c] = [Math.sin(t), Math.cos(t)];
        return [radius * 0.9 * Math.sign(s) * Math.abs(s) ** 0.5, radius * 0.94 * Math.sign(c) * Math.abs(c) ** 0.5];
      });
    case 'pear':
      return sampled(32, (t) => [radius * 0.66 * Math.sin(t) * Math.sqrt((1 - Math.cos(t)) / 2) * 1.15, radius * Math.cos(t)]);
    case 'heart':
      return sampled(40, (t) => {
        const x = 16 * Math.sin(t) ** 3;
        const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
        return [(x / 17) * radius, (y / 17) * radius + radius * 0.12];
      });
    case 'princess':
      return rectangle(0.8, 0.8, 0.01);
    case 'square':
      return rectangle(0.8, 0.8, 0.05);
    case 'asscher':
      return rectangle(0.78, 0.78, 0.22);
    case 'emerald':
      return rectangle(0.6, 0.9, 0.16);
    case 'corner_modified_rectangular':
      return rectangle(0.62, 0.9, 0.09);
    case 'radiant':
      return rectangle(0.66, 0.9, 0.13);
  }
}

/** Outline points spread evenly along it, so that brilliant facets run all the way round. */
function resampled(points: Array<[number, number]>, count: number): Array<[number, number]> {
  const lengths = points.map((point, index) => {
    const next = points[(index + 1) % points.length];
    return Math.hypot(next[0] - point[0], next[1] - point[1]);
  });
  const total = lengths.reduce((sum, value) => sum + value, 0);
  const result: Array<[number, number]> = [];
  let segment = 0;
  let walked = 0;
  for (let index = 0; index < count; index += 1) {
    const target = (index / count) * total;
    while (walked + lengths[segment] < target) {
      walked += lengths[segment];
      segment += 1;
    }
    const t = (target - walked) / (lengths[segment] || 1);
    const [a, b] = [points[segment], points[(segment + 1) % points.length]];
    result.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return result;
}

const STEP_CUTS = new Set<DiamondShape>(['emerald', 'asscher']);

export interface StoneProportions {
  crown: number;
  pavilion: number;
}

/** How high the crown and how deep the pavilion of a stone `size` across. */
export function stoneProportions(size: number): StoneProportions {
  return { crown: size * 0.16, pavilion: size * 0.43 };
}

/**
 * A stone `size` long (its larger dimension), table up (+y), girdle centred on the origin; step
 * cuts (emerald, asscher) with their rows of steps, the others with brilliant facets.
 */
export function stone(shape: DiamondShape, size: number, colour: StoneColour, seed = 1): Piece {
  const { crown, pavilion } = stoneProportions(size);
  const girdle = size * 0.015;
  const stepCut = STEP_CUTS.has(shape);
  const base = outline(shape, size / 2);
  const rim = stepCut ? base : resampled(base, shape === 'round' || shape === 'oval' || shape === 'heart' || shape === 'pear' ? 32 : 32);
  const at = (scale: number, y: number, turn = 0): Vec3[] =>
    rim.map((_, index) => {
      const a = rim[index];
      const b = rim[(index + 1) % rim.length];
      const x = a[0] + (b[0] - a[0]) * turn;
      const z = a[1] + (b[1] - a[1]) * turn;
      return [x * scale, y, z * scale];
    });
  const faces: Face[] = [];
  const facet = (points: Vec3[], kind: 'table' | 'crown' | 'pavilion' | 'girdle', index: number, outward?: Vec3) => {
    const middle = times(points.reduce((sum, point) => add(sum, point), [0, 0, 0] as Vec3), 1 / points.length);
    faces.push(oriented(points, outward ?? sub(middle, [0, kind === 'pavilion' ? pavilion * 0.2 : -crown * 0.6, 0]), { kind: 'stone', colour, facet: kind }, { seed: seed * 97 + index }));
  };
  const count = rim.length;
  const girdleTop = at(1, girdle);
  const girdleBottom = at(1, -girdle);
  for (let index = 0; index < count; index += 1) {
    const next = (index + 1) % count;
    facet([girdleTop[index], girdleTop[next], girdleBottom[next], girdleBottom[index]], 'girdle', index, [rim[index][0], 0, rim[index][1]]);
  }
  if (stepCut) {
    const rings = [girdleTop, at(0.88, crown * 0.45), at(0.76, crown * 0.8), at(0.66, crown)];
    for (let row = 0; row < rings.length - 1; row += 1) {
      for (let index = 0; index < count; index += 1) {
        const next = (index + 1) % count;
        facet([rings[row][index], rings[row][next], rings[row + 1][next], rings[row + 1][index]], 'crown', row * 20 + index);
      }
    }
    // The table of a step cut mirrors its steps: nested outlines, light and dark in turn.
    [0.66, 0.54, 0.42, 0.3].forEach((scale, row) => facet(at(scale, crown + row * size * 0.0005), 'table', 200 + row * 3, [0, 1, 0]));
    const deep = [girdleBottom, at(0.7, -pavilion * 0.45), at(0.36, -pavilion * 0.8)];
    for (let row = 0; row < deep.length - 1; row += 1) {
      for (let index = 0; index < count; index += 1) {
        const next = (index + 1) % count;
        facet([deep[row][index], deep[row][next], deep[row + 1][next], deep[row + 1][index]], 'pavilion', 300 + row * 20 + index);
      }
    }
    const keel = deep[deep.length - 1];
    for (let index = 0; index < count; index += 1) facet([keel[index], keel[(index + 1) % count], [0, -pavilion, 0]], 'pavilion', 400 + index);
  } else {
    const middle = at(0.8, crown * 0.55, 0.5);
    const table = at(0.56, crown);
    for (let index = 0; index < count; index += 1) {
      const next = (index + 1) % count;
      facet([girdleTop[index], girdleTop[next], middle[index]], 'crown', index);
      facet([middle[index], girdleTop[next], middle[next]], 'crown', 40 + index);
      facet([table[index], middle[index], table[next]], 'crown', 80 + index);
      facet([middle[index], middle[next], table[next]], 'crown', 120 + index);
      // The table shows the pavilion's mains through it: wedges, light and dark.
      facet([[0, crown, 0], table[index], table[next]], 'table', 160 + (index >> 1), [0, 1, 0]);
    }
    const lower = at(0.5, -pavilion * 0.62, 0.5);
    for (let index = 0; index < count; index += 1) {
      const next = (index + 1) % count;
      facet([girdleBottom[index], lower[index], girdleBottom[next]], 'pavilion', 200 + index);
      facet([lower[index], lower[next], girdleBottom[next]], 'pavilion', 240 + index);
      facet([lower[index], [0, -pavilion, 0], lower[next]], 'pavilion', 280 + index);
    }
  }
  return { ...emptyPiece(), faces };
}

/** Where prongs hold a stone: angles round its outline (from above), by cut. */
function prongPoints(shape: DiamondShape, size: number, count: 4 | 6): Array<[number, number]> {
  const rim = outline(shape, size / 2);
  switch (shape) {
    case 'princess':
    case 'square':
    case 'asscher':
    case 'emerald':
    case 'corner_modified_rectangular':
    case 'radiant':
      // The corners: midway along each cut corner.
      return [0, 2, 4, 6].map((index) => {
        const [a, b] = [rim[(index + 7) % 8], rim[index]];
        return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      });
    case 'pear':
      return [rim[0], rim[Math.round(rim.length * 0.3)], rim[Math.round(rim.length * 0.5)], rim[Math.round(rim.length * 0.7)]];
    case 'heart':
      return [rim[Math.round(rim.length * 0.5)], rim[Math.round(rim.length * 0.2)], rim[Math.round(rim.length * 0.8)], rim[0]];
    default: {
      const points: Array<[number, number]> = [];
      for (let index = 0; index < count; index += 1) {
        const angle = ((index + 0.5) / count) * TAU;
        const scaleX = shape === 'oval' ? 0.7 : 1;
        points.push([Math.sin(angle) * (size / 2) * scaleX * (shape === 'cushion' ? 0.92 : 1), Math.cos(angle) * (size / 2) * (shape === 'cushion' ? 0.94 : 1)]);
      }
      return points;
    }
  }
}

export interface SettingOptions {
  shape: DiamondShape;
  size: number;
  colour: StoneColour;
  finish: Finish;
  prongs?: 4 | 6;
  /** How far below the girdle the prongs start (they meet the band or the basket there). */
  depth: number;
  /** Small stones round the centre stone. */
  halo?: boolean;
  seed?: number;
}

/** A stone in its prongs (and halo), girdle centred on the origin, table up. */
export function setStone(options: SettingOptions): Piece {
  const { shape, size, finish } = options;
  const { crown } = stoneProportions(size);
  const parts: Piece[] = [stone(shape, size, options.colour, options.seed)];
  const wire = size * 0.055;
  for (const [x, z] of prongPoints(shape, size, options.prongs ?? 4)) {
    const out = unit([x, 0, z]);
    const edge: Vec3 = [x, 0, z];
    const path: Vec3[] = [
      add(times(edge, 0.5), [0, -options.depth, 0]),
      add(times(edge, 0.78), [0, -options.depth * 0.55, 0]),
      add(edge, add(times(out, wire * 0.9), [0, -crown * 0.2, 0])),
      add(edge, add(times(out, wire * 0.5), [0, crown * 0.35, 0])),
    ];
    parts.push(tube(path, wire, finish, { sides: 7 }));
    const tip = add(edge, add(times(out, wire * 0.1), [0, crown * 0.5, 0]));
    parts.push({ ...emptyPiece(), sprites: [{ centre: tip, radius: wire * 1.25, look: 'bead', finish }] });
  }
  // The basket: a wire loop under the girdle that holds the prongs together.
  const basket = resampled(outline(shape, size * 0.34), 24).map(([x, z]): Vec3 => [x, -options.depth * 0.45, z]);
  parts.push(tube(basket, wire * 0.8, finish, { closed: true, sides: 6 }));
  if (options.halo) parts.push(halo(shape, size, finish));
  return joinPieces(...parts);
}

/** Small diamonds round a stone's outline, in a metal frame, faces up. */
export function halo(shape: DiamondShape, size: number, finish: Finish): Piece {
  const melee = size * 0.085;
  const path = resampled(outline(shape, size / 2 + melee * 1.25), 64);
  const perimeter = path.reduce((sum, point, index) => {
    const next = path[(index + 1) % path.length];
    return sum + Math.hypot(next[0] - point[0], next[1] - point[1]);
  }, 0);
  const count = Math.max(10, Math.floor(perimeter / (melee * 2.2)));
  const places = resampled(path, count);
  const frame = resampled(outline(shape, size / 2 + melee * 1.25), 48).map(([x, z]): Vec3 => [x, -size * 0.06, z]);
  const outer = resampled(outline(shape, size / 2 + melee * 2.5), 48).map(([x, z]): Vec3 => [x, -size * 0.05, z]);
  return joinPieces(
    tube(frame, melee * 0.9, finish, { closed: true, sides: 6 }),
    tube(outer, melee * 0.35, finish, { closed: true, sides: 6 }),
    {
      ...emptyPiece(),
      sprites: places.map(([x, z]) => ({ centre: [x, -size * 0.005, z], radius: melee, look: 'melee', facing: [0, 1, 0] })),
    },
  );
}

/** Small diamonds set along a band's top surface from angle `from` to `to` (radians from the top). */
export function pave(options: { radius: number; thickness: number; width: number; from: number; to: number; finish: Finish; rows?: number; size?: number }): Piece {
  const rows = options.rows ?? 1;
  const melee = options.size ?? Math.min(options.width / (rows * 2.3), options.thickness * 0.55);
  const outerRadius = options.radius + options.thickness * 1.01;
  const count = Math.max(2, Math.floor((Math.abs(options.to - options.from) * outerRadius) / (melee * 2.15)));
  const sprites: Piece['sprites'] = [];
  for (let index = 0; index <= count; index += 1) {
    const angle = options.from + ((options.to - options.from) * index) / count;
    const radial: Vec3 = [Math.sin(angle), Math.cos(angle), 0];
    for (let row = 0; row < rows; row += 1) {
      const across = rows === 1 ? 0 : (row / (rows - 1) - 0.5) * (options.width - melee * 2.4);
      sprites.push({ centre: add(times(radial, outerRadius), [0, 0, across]), radius: melee, look: 'melee', facing: radial });
      // The beads of metal that hold each stone.
      for (const side of [1, -1]) {
        sprites.push({ centre: add(times(radial, outerRadius + melee * 0.1), [0, 0, across + side * melee * 1.05]), radius: melee * 0.28, look: 'bead', finish: options.finish, facing: radial });
      }
    }
  }
  return { ...emptyPiece(), sprites };
}

// ---------------------------------------------------------------------------------------------
// Solids

/**
 * A bar with bevelled edges: `width` (x) by `depth` (z) at the foot, `top` the fraction of that the
 * top face keeps (1 for a minted card bar, less for a cast bar), `height` high, standing on y = 0.
 */
export function bar(options: { width: number; depth: number; height: number; top: number; bevel: number; finish: Finish; texture?: 'polished' | 'satin' }): Piece {
  const { width, depth, height, top, bevel } = options;
  const material = metal(options.finish, options.texture);
  const level = (w: number, d: number, y: number): Vec3[] => [
    [-w / 2 + bevel, y, -d / 2],
    [w / 2 - bevel, y, -d / 2],
    [w / 2, y, -d / 2 + bevel],
    [w / 2, y, d / 2 - bevel],
    [w / 2 - bevel, y, d / 2],
    [-w / 2 + bevel, y, d / 2],
    [-w / 2, y, d / 2 - bevel],
    [-w / 2, y, -d / 2 + bevel],
  ];
  const foot = level(width, depth, 0);
  const shoulder = level(width * (top + (1 - top) * 0.08), depth * (top + (1 - top) * 0.08), height - bevel);
  const crown = level(width * top - bevel * 2, depth * top - bevel * 2, height);
  const centre: Vec3 = [0, height / 2, 0];
  const faces: Face[] = [];
  const ringFaces = (lower: Vec3[], upper: Vec3[]) => {
    for (let index = 0; index < 8; index += 1) {
      const next = (index + 1) % 8;
      const quad = [lower[index], lower[next], upper[next], upper[index]];
      const middle = times(add(add(quad[0], quad[1]), add(quad[2], quad[3])), 0.25);
      faces.push(oriented(quad, sub(middle, centre), material));
    }
  };
  ringFaces(foot, shoulder);
  ringFaces(shoulder, crown);
  faces.push(oriented(crown, [0, 1, 0], material));
  return { ...emptyPiece(), faces };
}

/** A coin or dial: a disc `radius` round and `thickness` thick, face toward +z, rim bevelled. */
export function disc(options: { radius: number; thickness: number; finish: Finish; segments?: number; rim?: number }): Piece {
  const segments = options.segments ?? 72;
  const rim = options.rim ?? options.radius * 0.08;
  const material = metal(options.finish);
  const circle = (radius: number, z: number): Vec3[] => Array.from({ length: segments }, (_, index) => [Math.sin((index / segments) * TAU) * radius, Math.cos((index / segments) * TAU) * radius, z]);
  const back = circle(options.radius, -options.thickness / 2);
  const edge = circle(options.radius, options.thickness / 2 - rim * 0.3);
  const bevel = circle(options.radius - rim, options.thickness / 2);
  const field = circle(options.radius - rim * 1.4, options.thickness / 2 - rim * 0.25);
  const faces: Face[] = [];
  const between = (a: Vec3[], b: Vec3[]) => {
    for (let index = 0; index < segments; index += 1) {
      const next = (index + 1) % segments;
      const quad = [a[index], a[next], b[next], b[index]];
      const middle = times(add(add(quad[0], quad[1]), add(quad[2], quad[3])), 0.25);
      faces.push(oriented(quad, sub(middle, [0, 0, -options.thickness]), material));
    }
  };
  between(back, edge);
  between(edge, bevel);
  between(bevel, field);
  faces.push(oriented(field, [0, 0, 1], { kind: 'metal', finish: options.finish, texture: 'satin' }));
  return { ...emptyPiece(), faces };
}

/** A rounded lump (a gold bean, a puffed heart's body): an ellipsoid of `radii`, cut finely. */
export function lump(radii: Vec3, finish: Finish, options: { rings?: number; segments?: number; texture?: 'polished' | 'hammered' } = {}): Piece {
  const rings = options.rings ?? 12;
  const segments = options.segments ?? 24;
  const point = (ring: number, segment: number): Vec3 => {
    const polar = (ring / rings) * Math.PI;
    const angle = (segment / segments) * TAU;
    return [radii[0] * Math.sin(polar) * Math.cos(angle), radii[1] * Math.cos(polar), radii[2] * Math.sin(polar) * Math.sin(angle)];
  };
  const faces: Face[] = [];
  const material = metal(finish, options.texture);
  for (let ring = 0; ring < rings; ring += 1) {
    for (let segment = 0; segment < segments; segment += 1) {
      const quad = [point(ring, segment), point(ring + 1, segment), point(ring + 1, segment + 1), point(ring, segment + 1)];
      const distinct = quad.filter((candidate, index) => quad.findIndex((other) => other.every((value, axis) => Math.abs(value - candidate[axis]) < 1e-6)) === index);
      const middle = times(add(add(quad[0], quad[1]), add(quad[2], quad[3])), 0.25);
      const normal = unit([middle[0] / radii[0] ** 2, middle[1] / radii[1] ** 2, middle[2] / radii[2] ** 2]);
      faces.push(oriented(distinct, normal, material, { normal, seed: ring * 53 + segment }));
    }
  }
  return { ...emptyPiece(), faces };
}

/** A flat shape with a domed face: hearts, locks, plates, petals (outline in the x-y plane). */
export function slab(shape: Array<[number, number]>, options: { depth: number; dome: number; finish: Finish; texture?: 'polished' | 'hammered' | 'satin' }): Piece {
  const rings = 5;
  const [cx, cy] = shape.reduce(([sx, sy], [x, y]) => [sx + x / shape.length, sy + y / shape.length], [0, 0]);
  const layer = (level: number): Vec3[] => {
    const t = level / rings;
    const inset = 1 - 0.75 * t ** 1.4;
    const z = options.depth / 2 + options.dome * Math.sin((t * Math.PI) / 2);
    return shape.map(([x, y]) => [cx + (x - cx) * inset, cy + (y - cy) * inset, z]);
  };
  const back = shape.map(([x, y]): Vec3 => [x, y, -options.depth / 2]);
  const layers = [back, ...Array.from({ length: rings + 1 }, (_, level) => layer(level))];
  const faces: Face[] = [];
  const material = metal(options.finish, options.texture);
  for (let level = 0; level < layers.length - 1; level += 1) {
    for (let index = 0; index < shape.length; index += 1) {
      const next = (index + 1) % shape.length;
      const quad = [layers[level][index], layers[level][next], layers[level + 1][next], layers[level + 1][index]];
      const edge: Vec3 = [shape[next][1] - shape[index][1], -(shape[next][0] - shape[index][0]), 0];
      const rise = level === 0 ? 0 : 0.25 + level / rings;
      const across = Math.hypot(edge[0], edge[1]) || 1;
      const outward = unit([(edge[0] * (1 - rise)) / across, (edge[1] * (1 - rise)) / across, rise]);
      faces.push(oriented(quad, outward, material, { normal: outward }));
    }
  }
  faces.push({ points: layers[layers.length - 1], material, normal: [0, 0, 1] });
  return { ...emptyPiece(), faces };
}

/** A repeatable jitter in [-1, 1] for varied rows of beans, links and dents. */
export function jitter(seed: number): number {
  return hash(seed) * 2 - 1;
}
