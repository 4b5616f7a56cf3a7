/**
 * The ring size guide (spec 000 §1: "A size guide exists"): the product's Hong Kong sizes with
 * their inside circumference and diameter, in the generic dialog; confirming chooses the size.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { ConfigurableOption } from '../../lib/catalog/productPage.server.ts';
import { Dialog } from '../dialog/Dialog.tsx';
import { RingSizeTable } from './RingSizeTable.tsx';
import styles from './product.module.css';

interface SizeGuideProps {
  open: boolean;
  sizes: ConfigurableOption;
  chosen: number | null;
  onChoose(size: number): void;
  onClose(): void;
}

export function SizeGuide({ open, sizes, chosen, onChoose, onClose }: SizeGuideProps) {
  const t = useT();
  const [choice, setChoice] = useState<number | null>(chosen);
  // Each time it opens, the guide starts from the size chosen on the page.
  useEffect(() => {
    if (open) setChoice(chosen);
  }, [open, chosen]);
  return (
    <Dialog
      open={open}
      title={t('sizeGuide.title')}
      onCancel={onClose}
      onConfirm={() => {
        if (choice !== null) onChoose(choice);
        onClose();
      }}
      confirmText={t('sizeGuide.choose')}
    >
      <p>{t('sizeGuide.intro')}</p>
      <RingSizeTable
        className={styles.sizeTable}
        rows={sizes.values.map((size) => ({
          key: size.valueIndex,
          size: size.valueIndex,
          label: (
            <label>
              <input type="radio" name="size-guide-choice" checked={choice === size.valueIndex} onChange={() => setChoice(size.valueIndex)} />
              {size.label}
            </label>
          ),
        }))}
      />
      <p className={styles.sizeNote}>{t('sizeGuide.note')}</p>
    </Dialog>
  );
}
