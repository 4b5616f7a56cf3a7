/**
 * A line's choices (lib/cart/lineChoices.ts), drawn the same wherever a piece is listed: the mini
 * cart, the bag, the checkout's "Your bag", the receipt, the order pages and the wishlist. Its look
 * is global.css's `.line-choices`, so the lazily loaded mini cart needs no stylesheet of its own.
 */
import { useT } from '../../i18n/useT.ts';
import { hasChoices, type ChoiceRow, type LineChoices as Choices } from '../../lib/cart/lineChoices.ts';

export function LineChoices({ choices, className }: { choices: Choices; className?: string }) {
  const t = useT();
  if (!hasChoices(choices)) return null;
  const row = (choice: ChoiceRow, index: number) => {
    const [label, value] =
      choice.kind === 'option'
        ? [choice.label, choice.value]
        : choice.kind === 'engraving'
          ? [t('lineChoices.engraving'), t('lineChoices.engravingValue', { text: choice.text, font: choice.font })]
          : choice.kind === 'diamond'
            ? [t('lineChoices.diamond'), [`${choice.shape} ${choice.weight}`, choice.grades].filter(Boolean).join(' · ')]
            : [t(`lineChoices.${choice.kind}`), choice.value];
    return (
      <div key={`${label}-${index}`}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    );
  };
  return (
    <div className={className ? `line-choices ${className}` : 'line-choices'} data-testid="line-choices">
      {choices.rows.length ? <dl>{choices.rows.map(row)}</dl> : null}
      {choices.parts.map((part) => (
        <div key={part.part} className="line-choices__part">
          <p className="line-choices__title">{part.part === 'for_her' ? t('lineChoices.forHer') : t('lineChoices.forHim')}</p>
          <dl>{part.rows.map(row)}</dl>
        </div>
      ))}
      {choices.deliveryDays !== null ? (
        <p className="line-choices__note">
          {t('lineChoices.delivery')} · {t('lineChoices.deliveryDays', { days: choices.deliveryDays })}
        </p>
      ) : null}
    </div>
  );
}
