/**
 * Hong Kong ring sizes (港度) for the size guide: the inside circumference is about the size plus
 * 40 mm (size 12 is about 52 mm), and the inside diameter follows from it.
 */
const CIRCUMFERENCE_OFFSET_MM = 40;

export function ringSizeMeasurements(hongKongSize: number): { circumferenceMm: number; diameterMm: number } {
  const circumferenceMm = hongKongSize + CIRCUMFERENCE_OFFSET_MM;
  return { circumferenceMm, diameterMm: Math.round((circumferenceMm / Math.PI) * 10) / 10 };
}

/** The configurable option that is a ring size: its value index is the Hong Kong size itself. */
export const RING_SIZE_OPTION = 'ring_size';

/** A ring is in a rings category at some level ("diamond-rings/halo", "gold/rings", "wedding-rings/pair-rings"). */
export function isRing(categoryPaths: readonly string[]): boolean {
  return categoryPaths.some((path) => path.split('/').some((segment) => /(^|-)rings$/.test(segment)));
}
