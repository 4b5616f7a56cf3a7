/**
 * Hong Kong ring sizes with their inside circumference and diameter: the product page's size guide
 * and the customizer's ring size step show the same table, each with its own first cell (a size to
 * choose, or the size's name).
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import { ringSizeMeasurements } from '../../lib/catalog/ringSizes.ts';

export interface RingSizeRow {
  key: string | number;
  /** The Hong Kong size, which gives the measurements. */
  size: number;
  /** What the row's first cell shows. */
  label: ReactNode;
}

export function RingSizeTable({ rows, className }: { rows: readonly RingSizeRow[]; className: string }) {
  const t = useT();
  const millimetres = (value: number) => t('attribute.value.millimetres', { value: value.toFixed(1) });
  return (
    <table className={className}>
      <thead>
        <tr>
          <th scope="col">{t('sizeGuide.size')}</th>
          <th scope="col">{t('sizeGuide.circumference')}</th>
          <th scope="col">{t('sizeGuide.diameter')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const { circumferenceMm, diameterMm } = ringSizeMeasurements(row.size);
          return (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{millimetres(circumferenceMm)}</td>
              <td>{millimetres(diameterMm)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
