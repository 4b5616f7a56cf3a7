/**
 * Anniversaries (spec 000 §3: wedding, first meeting, dating, son, daughter, father, mother and
 * partner birthday): one date field per type, so each is given once; a date is added by filling
 * its field, changed by editing it and removed by emptying it. After a refusal the page drawn
 * again shows what was typed.
 */
import { useT, type MessageId } from '../../i18n/useT.ts';
import { ANNIVERSARY_TYPES, anniversaryField, type AnniversaryType } from '../../../rules/customerVocabulary.ts';
import type { ProblemMessage } from '../../lib/forms/formProblems.ts';
import { TextField } from '../form/Field.tsx';
import formStyles from '../form/form.module.css';

export function AnniversaryFields({
  form,
  saved,
  typed,
  problemOf,
}: {
  form: string;
  saved: ReadonlyArray<{ type: AnniversaryType; date: string }>;
  /** What the shopper typed, when the action refused it. */
  typed?: Record<string, string | undefined>;
  problemOf: (field: string) => ProblemMessage | undefined;
}) {
  const t = useT();
  return (
    <div className={formStyles.pair}>
      {ANNIVERSARY_TYPES.map((type) => {
        const field = anniversaryField(type);
        return (
          <TextField
            key={type}
            form={form}
            name={field}
            type="date"
            required={false}
            label={t(`settings.anniversary.${type}` as MessageId)}
            defaultValue={typed ? (typed[field] ?? '') : (saved.find((anniversary) => anniversary.type === type)?.date ?? '')}
            problem={problemOf(field)}
          />
        );
      })}
    </div>
  );
}
