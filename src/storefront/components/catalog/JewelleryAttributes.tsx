/** The jewellery attributes the product has, as a table of name and value in the shopper's language. */
import { useT } from '../../i18n/useT.ts';
import { attributeLabelId, attributeValueMessage, type AttributeRow } from '../../lib/catalog/jewelleryAttributes.ts';
import styles from './product.module.css';

export function JewelleryAttributes({ rows }: { rows: AttributeRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section className={styles.attributes} aria-labelledby="product-details-title">
      <h2 id="product-details-title" className={styles.sectionTitle}>
        {t('product.details')}
      </h2>
      <table>
        <tbody>
          {rows.map((row) => {
            const value = attributeValueMessage(row);
            return (
              <tr key={row.code}>
                <th scope="row">{t(attributeLabelId(row.code))}</th>
                <td>{'text' in value ? value.text : t(value.id, value.values)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
