/**
 * The design's steps in the order they are taken, each only where the design has it (spec 000 §2):
 * a pair's steps carry their ring's name. Each step says what is chosen.
 */
import { useT, type MessageId } from '../../../i18n/useT.ts';
import type { DesignPageData } from '../../../lib/customizer/designPage.server.ts';
import type { DesignStep, StepChoice } from '../../../lib/customizer/designSelection.ts';
import { DiamondStep } from './DiamondStep.tsx';
import { EngravingStep } from './EngravingStep.tsx';
import { OptionStep } from './OptionStep.tsx';
import styles from './steps.module.css';

export function DesignSteps({ data }: { data: DesignPageData }) {
  const t = useT();
  const selection = new Map(data.selection);
  return (
    <ol className={styles.steps} aria-label={t('design.steps')}>
      {data.design.steps.map((step, index) => {
        const chosen = selection.get(step.option_id);
        const heading = `step-${step.option_id}`;
        return (
          <li key={step.option_id} id={heading} className={styles.step} data-testid={`step-${step.part}-${step.code}`}>
            <section aria-labelledby={`${heading}-title`}>
              <h3 id={`${heading}-title`} className={styles.stepTitle}>
                {t('design.stepTitle', { number: index + 1, title: partTitle(t, step) })}
                {!step.required ? <span className={styles.optional}> · {t('design.optional')}</span> : null}
              </h3>
              <ChosenText step={step} chosen={chosen} />
              {step.code === 'diamond' ? (
                <DiamondStep step={step} chosen={chosen} stone={data.chosenDiamonds[step.option_id]} searching={data.searchStep === step.option_id} data={data} />
              ) : step.code === 'engraving' ? (
                <EngravingStep step={step} chosen={chosen} max={data.design.engraving_max_characters} />
              ) : (
                <OptionStep step={step} chosen={chosen?.valueId} />
              )}
            </section>
          </li>
        );
      })}
    </ol>
  );
}

export function partTitle(t: ReturnType<typeof useT>, step: Pick<DesignStep, 'part' | 'title'>): string {
  return step.part === 'piece' ? step.title : `${t(`design.part.${step.part}` as MessageId)} · ${step.title}`;
}

function ChosenText({ step, chosen }: { step: DesignStep; chosen: StepChoice | undefined }) {
  const t = useT();
  const value = step.values.find((candidate) => candidate.value_id === chosen?.valueId)?.title ?? (step.code === 'engraving' ? chosen?.text : undefined);
  if (!value) return null;
  return <p className={styles.chosen}>{t('design.chosen', { value })}</p>;
}
