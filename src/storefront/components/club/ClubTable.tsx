/**
 * The club's lists of dated entries (the points record, reward and Asia Miles exchanges): a table
 * on wide screens whose rows stack on phones, the date and the points first, the other cells under
 * them, named by their column where the value alone would not say what it is.
 */
import type { ReactNode } from 'react';
import styles from './club.module.css';

export interface ClubColumn {
  label: string;
  numeric?: boolean;
  /** Stacked on phones, the cell is preceded by its column's name. */
  labelled?: boolean;
  /** The cell names its row (what was exchanged). */
  rowHeader?: boolean;
}

interface ClubTableProps {
  caption?: string;
  columns: ClubColumn[];
  rows: Array<{ key: number | string; cells: ReactNode[] }>;
  /** Said instead of an empty table. */
  empty: string;
}

export function ClubTable({ caption, columns, rows, empty }: ClubTableProps) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <table className={styles.table}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? styles.number : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => {
              const column = columns[index];
              const props = { className: column.numeric ? styles.number : undefined, 'data-label': column.labelled ? column.label : undefined };
              return column.rowHeader ? (
                <th key={column.label} scope="row" {...props}>
                  {cell}
                </th>
              ) : (
                <td key={column.label} {...props}>
                  {cell}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
