/**
 * The demo catalog's pictures follow each product's attributes: products that differ in diamond
 * shape, metal or style show different pictures (different files, and different content once
 * drawn), products alike in all of them share one, and a page of diamond rings looks varied.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_SHAPES } from '../../rules/catalog.ts';
import { buildCategoryTree } from './categories.ts';
import { ProductPictures, type SeedImage } from './images.ts';
import { lookOf } from './productLooks.ts';
import type { DiamondShape } from './vocabulary.ts';
import { buildDemoCatalog } from './products/demoCatalog.ts';
import type { ProductRows } from './products/catalogBuilder.ts';
import { createRandom } from './random.ts';

let rows: ProductRows;
let categoryId: (urlPath: string) => number;
let imageByFile: Map<string, SeedImage>;

beforeAll(() => {
  const tree = buildCategoryTree();
  const catalog = buildDemoCatalog(createRandom().fork('catalog'));
  rows = catalog.toRows(tree.byPath, new Date('2025-06-15T00:00:00Z'));
  categoryId = (urlPath) => tree.byPath.get(urlPath)!.id;
  imageByFile = new Map(catalog.pictures.all().map((image) => [image.relativePath.replace(/^catalog\/product/, ''), image]));
});

type Product = ProductRows['products'][number];

const product = (sku: string): Product => rows.products.find((row) => row.sku === sku)!;

/** The file of a product's first (front) picture. */
function frontFile(sku: string): string {
  const id = product(sku).id;
  return rows.media.find((media) => media.productId === id && media.position === 1)!.file;
}

async function renderedHash(image: SeedImage): Promise<string> {
  const bytes = await sharp(Buffer.from(image.render())).jpeg({ quality: 84 }).toBuffer();
  return createHash('sha256').update(bytes).digest('hex');
}

const drawnContent = new Map<string, Promise<string>>();

/** A hash of the picture as it is drawn into its file. */
function contentHash(file: string): Promise<string> {
  let hash = drawnContent.get(file);
  if (!hash) {
    const image = imageByFile.get(file);
    if (!image) throw new Error(`no picture is drawn for ${file}`);
    hash = renderedHash(image);
    drawnContent.set(file, hash);
  }
  return hash;
}

/** Two visible products, the first pair that `pair` accepts. */
function findPair(pair: (a: Product, b: Product) => boolean): [Product, Product] {
  const visible = rows.products.filter((row) => row.visibleInCatalog);
  for (const a of visible) for (const b of visible) if (a.id !== b.id && pair(a, b)) return [a, b];
  throw new Error('no such pair in the demo catalog');
}

const styleOf = (row: Product): string => row.sku.slice(0, 3);
const nameOf = (row: Product): string => (row.name as { en: string }).en;
const isRing = (row: Product): boolean => /^DR[1-4]/.test(row.sku) && row.typeId === 'simple';

async function expectDifferentPictures(a: Product, b: Product): Promise<void> {
  const [fileA, fileB] = [frontFile(a.sku), frontFile(b.sku)];
  expect(fileA, `${a.sku} and ${b.sku}`).not.toBe(fileB);
  expect(await contentHash(fileA), `${a.sku} and ${b.sku} drawn`).not.toBe(await contentHash(fileB));
}

describe('product pictures', () => {
  it('differ for each diamond shape, the ring otherwise the same', async () => {
    const pictures = new ProductPictures();
    const ring = (shape: DiamondShape) =>
      pictures.file(lookOf({ kind: 'solitaire_ring', tone: 'white', view: 'front' }, { name: 'Classic Solitaire Ring', metal: '18k_white_gold', series: 'classic', diamond: { shape, carat: 0.5, colour: 'F' } }), 'front');
    const files = DIAMOND_SHAPES.map(ring);
    expect(new Set(files).size).toBe(DIAMOND_SHAPES.length);
    const drawn = new Map(pictures.all().map((image) => [image.relativePath, image]));
    const hashes = await Promise.all(files.map((file) => renderedHash(drawn.get(`catalog/product${file}`)!)));
    expect(new Set(hashes).size).toBe(DIAMOND_SHAPES.length);
    expect(ring('oval')).toBe(ring('oval'));
  });

  it('differ between pieces that differ in the metal, platinum and white gold included', async () => {
    const [platinum, whiteGold] = findPair((x, y) => isRing(x) && isRing(y) && styleOf(x) === styleOf(y) && x.series === y.series && x.shape === y.shape && x.metal === 'pt950' && y.metal === '18k_white_gold');
    await expectDifferentPictures(platinum, whiteGold);
    const [gold, pt] = findPair((x, y) => x.sku.startsWith('GR') && nameOf(x).includes('Plain Band') && y.sku.startsWith('PT1'));
    expect([gold.metal, pt.metal]).toEqual(['yellow_gold_9999', 'pt9995']);
    await expectDifferentPictures(gold, pt);
  });

  it('differ between ring styles in the same metal with the same diamond: solitaire, halo, eternity', async () => {
    const [solitaire, halo] = findPair((x, y) => x.sku.startsWith('DR1') && y.sku.startsWith('DR2') && x.typeId === 'configurable' && x.shape === y.shape);
    await expectDifferentPictures(solitaire, halo);
    const [eternity, band] = findPair((x, y) => x.sku.startsWith('DR3') && y.sku.startsWith('WB') && x.metal === 'pt950');
    await expectDifferentPictures(eternity, band);
  });

  it('differ between chains of different patterns and gold bars of different sizes', async () => {
    const chains = rows.products.filter((row) => row.sku.startsWith('GN10'));
    const rope = chains.find((row) => nameOf(row).includes('Rope'))!;
    const box = chains.find((row) => nameOf(row).includes('Box'))!;
    await expectDifferentPictures(rope, box);
    await expectDifferentPictures(product('GT2001'), product('GT2005'));
  });

  it('are shared by products alike in every attribute they show', () => {
    const [a, b] = findPair((x, y) => x.sku.startsWith('GG') && y.sku.startsWith('GG') && nameOf(x).includes('Plain Bangle') && nameOf(y).includes('Plain Bangle'));
    expect(a.metal).toBe(b.metal);
    expect(frontFile(a.sku)).toBe(frontFile(b.sku));
  });

  it('make a page of 24 diamond rings look like a jeweller’s: nearly every ring its own picture', async () => {
    const id = categoryId('diamond-rings');
    const page = rows.categories
      .filter((link) => link.categoryId === id)
      .sort((a, b) => a.position! - b.position!)
      .slice(0, 24)
      .map((link) => rows.products.find((row) => row.id === link.productId)!);
    expect(page).toHaveLength(24);
    const hashes = await Promise.all(page.map((row) => contentHash(frontFile(row.sku))));
    expect(new Set(hashes).size).toBeGreaterThanOrEqual(20);
  });

  it('give every gallery picture a file the seed draws', () => {
    for (const media of rows.media) expect(imageByFile.has(media.file), media.file).toBe(true);
  });
});
