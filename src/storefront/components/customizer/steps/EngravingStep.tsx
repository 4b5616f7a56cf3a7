/**
 * The engraving (spec 001: "Engraving shows remaining characters; Chinese characters only in
 * regular script"): text and font in a GET form that keeps every other choice. The characters left
 * (or, past the limit, how many to remove) and any refusal follow the typing with scripts, and are
 * drawn by the server from the URL without; a refused text stays in the field as typed. The field
 * takes no more than the limit as the shopper types; a longer text (a shared link, an older
 * design) says how many characters to remove.
 */
import { useState } from 'react';
import { Form, useLocation } from 'react-router';
import { engravingCharactersLeft, engravingCharactersOver, engravingProblem, type EngravingProblem } from '../../../../rules/engraving.ts';
import { useT, type Translate } from '../../../i18n/useT.ts';
import { fontKey, optionKey, type DesignStep, type StepChoice } from '../../../lib/customizer/designSelection.ts';
import { useStore } from '../../shell/StoreContext.tsx';
import { designMoney } from '../../../lib/customizer/designMoney.ts';
import styles from './steps.module.css';

export function engravingProblemText(t: Translate, problem: EngravingProblem): string {
  switch (problem.code) {
    case 'too_long':
      return t('engraving.tooLong', { max: problem.max });
    case 'chinese_needs_regular_script':
      return t('engraving.chineseRegularScript');
    case 'character_not_allowed':
      return t('engraving.characterNotAllowed', { character: problem.character });
    default:
      return t('engraving.unknownFont');
  }
}

export function EngravingStep({ step, chosen, max }: { step: DesignStep; chosen: StepChoice | undefined; max: number }) {
  const t = useT();
  const { view } = useStore();
  const location = useLocation();
  const [text, setText] = useState(chosen?.text ?? '');
  const [font, setFont] = useState(chosen?.font ?? step.values[0]?.code ?? 'classic');
  const limit = step.max_characters ?? max;
  const problem = text.trim() ? engravingProblem(text, font, limit) : undefined;
  const over = engravingCharactersOver(text, limit);
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => key !== optionKey(step) && key !== fontKey(step));
  const id = `engraving-${step.option_id}`;
  return (
    <Form
      method="get"
      replace
      preventScrollReset
      className={styles.engraving}
      onSubmit={(event) => {
        if (problem) event.preventDefault();
      }}
    >
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={`${id}-text`}>{t('engraving.text')}</label>
      <input
        id={`${id}-text`}
        name={optionKey(step)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        maxLength={limit}
        aria-describedby={`${id}-limit ${id}-left ${id}-problem`}
        aria-invalid={problem ? true : undefined}
        data-testid={`engraving-text-${step.option_id}`}
      />
      <p id={`${id}-limit`} className={styles.note}>
        {t('engraving.limit', { max: limit })}
      </p>
      <p id={`${id}-left`} className={styles.note} aria-live="polite" data-testid={`engraving-left-${step.option_id}`}>
        {over > 0 ? t('engraving.removeCharacters', { count: over }) : t('engraving.remaining', { count: engravingCharactersLeft(text, limit) })}
      </p>
      <fieldset className={styles.fonts}>
        <legend>{t('engraving.font')}</legend>
        {step.values.map((value) => (
          <label key={value.value_id} className={styles.font}>
            <input type="radio" name={fontKey(step)} value={value.code} checked={font === value.code} onChange={() => setFont(value.code)} />
            <span>{value.title}</span>
            {value.price.minor_units > 0 ? <span className={styles.valuePrice}>{t('design.adds', { price: designMoney(value.price, view) })}</span> : null}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-problem`} className={styles.error} role="alert" data-testid={`engraving-problem-${step.option_id}`}>
        {problem ? engravingProblemText(t, problem) : null}
      </p>
      <button type="submit" className="button">
        {t('engraving.apply')}
      </button>
    </Form>
  );
}
