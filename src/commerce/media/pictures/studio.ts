/**
 * The photo studio of the demo store's pictures (there is no photography and no internet): pieces
 * are built in 3D as flat faces (bands swept round a finger, faceted stones, bars, discs) and round
 * sprites (pearls, beads, small diamonds), turned to the camera, lit the way a jeweller's product
 * photograph is lit (a soft box above, strip lights at the sides, a white table below), and drawn
 * back to front as SVG for sharp to rasterize.
 *
 * Units are "object space": a piece is about 1000 across, centred on the origin, y up, z toward
 * the camera. Faces are shaded flat, so curved surfaces are cut finely enough that the steps read
 * as polish rather than facets at the sizes a shop shows.
 */

export type Vec3 = readonly [number, number, number];

/** Metal finishes as they photograph: 18K golds, platinum, 999/999.9 pure gold, steel. */
export type Finish = 'yellow_18k' | 'white_18k' | 'rose_18k' | 'platinum' | 'pure_gold' | 'steel';
export type StoneColour = 'white' | 'fancy_yellow' | 'fancy_pink';

export type Material =
  | { kind: 'metal'; finish: Finish; texture?: 'polished' | 'hammered' | 'satin' }
  | { kind: 'stone'; colour: StoneColour; facet: 'table' | 'crown' | 'pavilion' | 'girdle' }
  | { kind: 'matte'; colour: string };

export interface Face {
  points: Vec3[];
  material: Material;
  /** The surface's own normal where the face stands for a curved surface (flat faces compute theirs). */
  normal?: Vec3;
  /** Varies the sparkle of stone facets and the dents of hammered metal. */
  seed?: number;
  /** Drawn from both sides (open surfaces, such as the inside of a bezel). */
  twoSided?: boolean;
}

/** A round thing drawn as a shaded disc: pearls, beads, small diamonds seen from any side. */
export interface Sprite {
  centre: Vec3;
  radius: number;
  look: 'pearl' | 'bead' | 'melee' | 'cord';
  finish?: Finish;
  colour?: string;
  /**
   * The direction the surface it sits on faces: a melee stone foreshortens with it, and any
   * sprite on a surface turned away from the camera is hidden behind it.
   */
  facing?: Vec3;
  /** Drawn, but left out when the piece is fitted to its frame: it may run off the picture. */
  unframed?: boolean;
}

/**
 * Anything else drawn at a point of the piece in 2D (chain links, engraved lines): `draw` gets the
 * point on the canvas, the angle of the line toward `toward` there, and the pixels per unit.
 */
export interface Decal {
  at: Vec3;
  toward?: Vec3;
  draw(x: number, y: number, angle: number, k: number): string;
  /** Drawn, but left out when the piece is fitted to its frame: it may run off the picture. */
  unframed?: boolean;
}

export interface Piece {
  faces: Face[];
  sprites: Sprite[];
  decals: Decal[];
}

export const emptyPiece = (): Piece => ({ faces: [], sprites: [], decals: [] });

export function joinPieces(...pieces: Piece[]): Piece {
  return {
    faces: pieces.flatMap((piece) => piece.faces),
    sprites: pieces.flatMap((piece) => piece.sprites),
    decals: pieces.flatMap((piece) => piece.decals),
  };
}

// ---------------------------------------------------------------------------------------------
// Vectors and moves

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const times = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export function unit(a: Vec3): Vec3 {
  const size = length(a) || 1;
  return [a[0] / size, a[1] / size, a[2] / size];
}

/** A rigid move of points and normals (rotations in degrees, then a shift). */
export interface Move {
  rotateX?: number;
  rotateY?: number;
  rotateZ?: number;
  scale?: number | Vec3;
  shift?: Vec3;
}

const RADIANS = Math.PI / 180;

function rotation(move: Move): (point: Vec3) => Vec3 {
  const [ax, ay, az] = [(move.rotateX ?? 0) * RADIANS, (move.rotateY ?? 0) * RADIANS, (move.rotateZ ?? 0) * RADIANS];
  const [cx, sx, cy, sy, cz, sz] = [Math.cos(ax), Math.sin(ax), Math.cos(ay), Math.sin(ay), Math.cos(az), Math.sin(az)];
  return ([x, y, z]) => {
    // z, then x, then y: a piece is turned on its face first, tipped, then turned round.
    const x1 = x * cz - y * sz;
    const y1 = x * sz + y * cz;
    const y2 = y1 * cx - z * sx;
    const z2 = y1 * sx + z * cx;
    return [x1 * cy + z2 * sy, y2, -x1 * sy + z2 * cy];
  };
}

export function movePiece(piece: Piece, move: Move): Piece {
  const turn = rotation(move);
  const scale: Vec3 = typeof move.scale === 'number' ? [move.scale, move.scale, move.scale] : (move.scale ?? [1, 1, 1]);
  const shift = move.shift ?? [0, 0, 0];
  const place = (point: Vec3): Vec3 => add(turn([point[0] * scale[0], point[1] * scale[1], point[2] * scale[2]]), shift);
  // Normals under a non-uniform scale follow the inverse scale.
  const turnNormal = (normal: Vec3): Vec3 => unit(turn([normal[0] / scale[0], normal[1] / scale[1], normal[2] / scale[2]]));
  const uniform = Math.cbrt(Math.abs(scale[0] * scale[1] * scale[2]));
  return {
    faces: piece.faces.map((face) => ({ ...face, points: face.points.map(place), normal: face.normal && turnNormal(face.normal) })),
    sprites: piece.sprites.map((sprite) => ({ ...sprite, centre: place(sprite.centre), radius: sprite.radius * uniform, facing: sprite.facing && turnNormal(sprite.facing) })),
    decals: piece.decals.map((decal) => ({ ...decal, at: place(decal.at), toward: decal.toward && place(decal.toward) })),
  };
}

function faceNormal(points: readonly Vec3[]): Vec3 {
  // Newell's method: robust for any planar (or nearly planar) polygon.
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let index = 0; index < points.length; index += 1) {
    const [x1, y1, z1] = points[index];
    const [x2, y2, z2] = points[(index + 1) % points.length];
    nx += (y1 - y2) * (z1 + z2);
    ny += (z1 - z2) * (x1 + x2);
    nz += (x1 - x2) * (y1 + y2);
  }
  return unit([nx, ny, nz]);
}

// ---------------------------------------------------------------------------------------------
// Light

const clamp = (value: number, low = 0, high = 1): number => Math.min(high, Math.max(low, value));
const smooth = (edge0: number, edge1: number, value: number): number => {
  const t = clamp((value - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};

/**
 * What a mirror-polished surface shows in the studio, seen along reflected direction `r` (camera
 * space): a soft box overhead, two strip lights at the sides, the white table below, and the dark
 * room between them, which gives polished metal its contrast.
 */
export function studioLight(r: Vec3): number {
  const [x, y, z] = r;
  const softBox = smooth(0.18, 0.72, y) * (0.85 + 0.15 * z);
  const rightStrip = Math.exp(-((x - 0.78) ** 2) / 0.018) * smooth(-0.5, 0.1, y);
  const leftStrip = 0.75 * Math.exp(-((x + 0.82) ** 2) / 0.012) * smooth(-0.4, 0.2, y);
  const table = 0.55 * smooth(-0.15, -0.6, y);
  const card = 0.32 * smooth(0.55, 0.95, z);
  return 0.08 + softBox * 0.95 + rightStrip * 0.85 + leftStrip + table + card;
}

type Ramp = readonly [string, string, string, string, string];

/** Dark, deep, body, light and highlight of each metal, as photographs show them. */
const METAL_RAMPS: Record<Finish, Ramp> = {
  yellow_18k: ['#5a3d0c', '#a9792a', '#deb457', '#f5dc96', '#fffbea'],
  pure_gold: ['#5e3604', '#b97a10', '#eab02e', '#fbd970', '#fff6cf'],
  white_18k: ['#4c5056', '#8d939a', '#c9ced3', '#eef0f2', '#ffffff'],
  platinum: ['#45494f', '#83898f', '#bcc1c6', '#e4e7ea', '#fbfcfd'],
  rose_18k: ['#5a2e22', '#a76650', '#d9987e', '#f3cfbe', '#fff3ed'],
  steel: ['#3f454c', '#7c848c', '#b6bdc4', '#e2e6ea', '#fbfcfe'],
};

const STONE_RAMPS: Record<StoneColour, Ramp> = {
  white: ['#15181d', '#4f5761', '#a6b0ba', '#e6edf3', '#ffffff'],
  fancy_yellow: ['#3d2a03', '#9a7008', '#e4bb22', '#fbe47a', '#fffbe3'],
  fancy_pink: ['#3f1724', '#98475f', '#e091a7', '#f8cfda', '#fff5f8'],
};

const FIRE = ['#ffb347', '#7fd3ff', '#b3f07a', '#ff8fb1'];

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const rampCache = new Map<string, Array<[number, number, number]>>();

/** A colour along a ramp: 0 dark, 0.3 deep, 0.62 body, 0.9 light, 1.15 and above highlight. */
export function rampColour(ramp: Ramp, brightness: number): string {
  const key = ramp.join();
  let stops = rampCache.get(key);
  if (!stops) {
    stops = ramp.map(hexToRgb);
    rampCache.set(key, stops);
  }
  const positions = [0, 0.3, 0.62, 0.9, 1.15];
  const b = clamp(brightness, 0, 1.15);
  let index = 0;
  while (index < positions.length - 2 && b > positions[index + 1]) index += 1;
  const t = (b - positions[index]) / (positions[index + 1] - positions[index]);
  const [a, c] = [stops[index], stops[index + 1]];
  return rgbHex(a[0] + (c[0] - a[0]) * t, a[1] + (c[1] - a[1]) * t, a[2] + (c[2] - a[2]) * t);
}

function rgbHex(r: number, g: number, b: number): string {
  const part = (value: number) => Math.round(clamp(value, 0, 255)).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

export function metalColour(finish: Finish, brightness: number): string {
  return rampColour(METAL_RAMPS[finish], brightness);
}

/** A repeatable number in [0, 1) from a seed. */
export function hash(seed: number): number {
  const x = Math.sin(seed * 127.1 + 311.7) * 43758.5453;
  return x - Math.floor(x);
}

function reflect(normal: Vec3): Vec3 {
  // The view vector is (0, 0, 1): the camera looks down -z.
  const k = 2 * normal[2];
  return [k * normal[0], k * normal[1], k * normal[2] - 1];
}

function shade(face: Face, normal: Vec3): string {
  const material = face.material;
  switch (material.kind) {
    case 'metal': {
      let n = normal;
      if (material.texture === 'hammered') {
        const seed = face.seed ?? 0;
        n = unit(add(n, [(hash(seed) - 0.5) * 0.55, (hash(seed + 1) - 0.5) * 0.55, (hash(seed + 2) - 0.5) * 0.3]));
      }
      let light = studioLight(reflect(n));
      // Edges turned away from the camera fall into shadow (a rounded band reads as round).
      light *= 0.55 + 0.45 * smooth(0, 0.6, Math.abs(normal[2]));
      if (material.texture === 'satin') light = 0.5 + (light - 0.5) * 0.45;
      return metalColour(material.finish, light);
    }
    case 'stone': {
      const seed = face.seed ?? 0;
      const r = reflect(normal);
      const sparkle = hash(seed + Math.round((r[0] + r[1] * 3) * 7));
      let light: number;
      if (material.facet === 'table') light = 0.5 + 0.7 * sparkle;
      else if (material.facet === 'girdle') light = 0.55 + 0.2 * sparkle;
      else light = 0.45 * studioLight(r) + (sparkle < 0.22 ? -0.1 : sparkle > 0.6 ? 0.7 : 0.35);
      // Now and then a crown facet splits the light into colour (a diamond's fire).
      if (material.colour === 'white' && material.facet === 'crown' && sparkle > 0.975) return FIRE[Math.floor(hash(seed + 9) * FIRE.length)];
      return rampColour(STONE_RAMPS[material.colour], light);
    }
    case 'matte': {
      const [r, g, b] = hexToRgb(material.colour);
      const lambert = 0.55 + 0.45 * clamp(dot(normal, unit([-0.35, 0.8, 0.5])));
      return rgbHex(r * lambert, g * lambert, b * lambert);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Camera and drawing

export interface Camera {
  /** Turn of the piece about the vertical axis, degrees (positive: its right side goes back). */
  yaw: number;
  /** How far the camera looks down on the piece, degrees. */
  pitch: number;
  /** Roll of the picture, degrees. */
  roll?: number;
}

/** The box of the canvas a piece is fitted into, pixels. */
export interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface DrawnPiece {
  svg: string;
  /** Where the piece landed on the canvas, pixels: for the shadow under it. */
  bounds: Frame;
}

interface Drawn {
  depth: number;
  svg: string;
}

const fixed = (value: number): string => (Math.round(value * 10) / 10).toString();

/**
 * The piece seen by `camera`, as large as fits in `frame` and centred in it: SVG elements back to
 * front, to sit inside a document with `studioDefs()`.
 */
export function drawPiece(piece: Piece, camera: Camera, frame: Frame): DrawnPiece {
  const view = movePiece(movePiece(movePiece(piece, { rotateY: -camera.yaw }), { rotateX: camera.pitch }), { rotateZ: camera.roll ?? 0 });
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  const extend = (x: number, y: number, r = 0) => {
    minX = Math.min(minX, x - r);
    maxX = Math.max(maxX, x + r);
    minY = Math.min(minY, y - r);
    maxY = Math.max(maxY, y + r);
  };
  for (const face of view.faces) for (const [x, y] of face.points) extend(x, y);
  for (const sprite of view.sprites) if (!sprite.unframed) extend(sprite.centre[0], sprite.centre[1], sprite.radius);
  for (const decal of view.decals) if (!decal.unframed) extend(decal.at[0], decal.at[1]);
  const k = Math.min(frame.width / Math.max(1, maxX - minX), frame.height / Math.max(1, maxY - minY));
  const cx = frame.left + frame.width / 2 - ((minX + maxX) / 2) * k;
  const cy = frame.top + frame.height / 2 + ((minY + maxY) / 2) * k;
  const place = { cx, cy, k };
  const drawn: Drawn[] = [];
  for (const face of view.faces) {
    const normal = face.normal ?? faceNormal(face.points);
    const flat = faceNormal(face.points);
    if (!face.twoSided && flat[2] < -0.02) continue;
    const facingNormal = face.twoSided && flat[2] < 0 ? times(normal, -1) : normal;
    const screen = face.points.map(([x, y]): [number, number] => [cx + x * k, cy - y * k]);
    // Faces smaller than a pixel are covered by their neighbours' reach (below).
    if (Math.abs(area(screen)) < 0.6) continue;
    const fill = shade(face, facingNormal);
    const [mx, my] = screen.reduce(([sx, sy], [x, y]) => [sx + x / screen.length, sy + y / screen.length], [0, 0]);
    // Each face reaches half a pixel past its edges, closing the hairline seams that antialiasing
    // leaves between neighbours (cheaper to rasterize than a stroke round every face).
    const d = screen
      .map(([x, y], index) => {
        const reach = 0.5 / (Math.hypot(x - mx, y - my) || 1);
        return `${index === 0 ? 'M' : 'L'}${fixed(x + (x - mx) * reach)} ${fixed(y + (y - my) * reach)}`;
      })
      .join('');
    const depth = face.points.reduce((sum, point) => sum + point[2], 0) / face.points.length;
    drawn.push({ depth, svg: `<path d="${d}Z" fill="${fill}"/>` });
  }
  for (const sprite of view.sprites) drawn.push({ depth: sprite.centre[2] + sprite.radius * 0.5, svg: drawSprite(sprite, place) });
  for (const decal of view.decals) {
    const x = cx + decal.at[0] * k;
    const y = cy - decal.at[1] * k;
    const angle = decal.toward ? Math.atan2(-(decal.toward[1] - decal.at[1]), decal.toward[0] - decal.at[0]) * (180 / Math.PI) : 0;
    drawn.push({ depth: decal.at[2], svg: decal.draw(x, y, angle, k) });
  }
  drawn.sort((a, b) => a.depth - b.depth);
  return {
    svg: drawn.map((item) => item.svg).join(''),
    bounds: { left: cx + minX * k, top: cy - maxY * k, width: (maxX - minX) * k, height: (maxY - minY) * k },
  };
}

function area(points: Array<[number, number]>): number {
  let sum = 0;
  for (let index = 0; index < points.length; index += 1) {
    const [x1, y1] = points[index];
    const [x2, y2] = points[(index + 1) % points.length];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

function drawSprite(sprite: Sprite, { cx, cy, k }: { cx: number; cy: number; k: number }): string {
  if (sprite.facing && sprite.facing[2] < -0.05) return '';
  const x = cx + sprite.centre[0] * k;
  const y = cy - sprite.centre[1] * k;
  const r = sprite.radius * k;
  switch (sprite.look) {
    case 'pearl':
      return `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(r)}" fill="url(#pearl)"/>`;
    case 'bead':
      return `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(r)}" fill="url(#bead-${sprite.finish ?? 'pure_gold'})"/>`;
    case 'cord':
      return `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(r)}" fill="${sprite.colour ?? '#a3182b'}"/>`;
    case 'melee': {
      // A small brilliant seen face-up, squashed and turned with the surface it is set in.
      const facing = sprite.facing ?? [0, 0, 1];
      if (facing[2] <= 0.05) return '';
      const angle = Math.atan2(-facing[1], facing[0]) * (180 / Math.PI);
      const squash = Math.max(0.12, facing[2]);
      return `<use href="#melee" transform="translate(${fixed(x)} ${fixed(y)}) rotate(${fixed(angle)}) scale(${fixed(squash * r / 50)} ${fixed(r / 50)})"/>`;
    }
  }
}

/** Gradients and symbols the sprites use, once per picture. */
export function studioDefs(): string {
  const beads = (Object.keys(METAL_RAMPS) as Finish[])
    .map((finish) => {
      const [dark, deep, body, light, highlight] = METAL_RAMPS[finish];
      return `<radialGradient id="bead-${finish}" cx="38%" cy="32%" r="68%"><stop offset="0" stop-color="${highlight}"/><stop offset="0.18" stop-color="${light}"/><stop offset="0.5" stop-color="${body}"/><stop offset="0.82" stop-color="${deep}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`;
    })
    .join('');
  return `${beads}
<radialGradient id="pearl" cx="36%" cy="30%" r="72%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.25" stop-color="#fbf6f1"/><stop offset="0.62" stop-color="#ece1d8"/><stop offset="0.86" stop-color="#d3c3b8"/><stop offset="1" stop-color="#b9a89e"/></radialGradient>
<g id="melee">${meleeSymbol()}</g>`;
}

/**
 * A brilliant seen from above, 100 across: light and dark facets in four shades, each shade one
 * path (a small stone shows no more, and fewer paths draw faster).
 */
function meleeSymbol(): string {
  const ramp = STONE_RAMPS.white;
  const shades = [0.25, 0.55, 0.85, 1.1].map((light) => rampColour(ramp, light));
  const paths: string[][] = shades.map(() => []);
  const at = (angle: number, radius: number) => `${fixed(Math.cos(angle) * radius)} ${fixed(Math.sin(angle) * radius)}`;
  for (let index = 0; index < 8; index += 1) {
    const a0 = (index / 8) * Math.PI * 2;
    const a1 = ((index + 1) / 8) * Math.PI * 2;
    const am = (a0 + a1) / 2;
    paths[index % 2 === 0 ? 0 : 2].push(`M${at(a0, 50)}L${at(am, 50)}L${at(am, 30)}Z`);
    paths[index % 2 === 0 ? 3 : 1].push(`M${at(am, 50)}L${at(a1, 50)}L${at(am, 30)}Z`);
    paths[index % 3 === 0 ? 1 : 3].push(`M0 0L${at(a0, 26)}L${at(am, 30)}L${at(a1, 26)}Z`);
  }
  return `<circle r="50" fill="${ramp[1]}"/>${paths.map((d, shade) => `<path d="${d.join('')}" fill="${shades[shade]}"/>`).join('')}<path d="M8 -22l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" fill="#fff"/>`;
}
