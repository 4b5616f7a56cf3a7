/**
 * The order page's forms, one for each move the API allows now (lib/desk/orderMoves.ts), and the
 * remark. Each posts to the page's action under its own name; a refusal (its rules' or the API's,
 * in the desk's language) is drawn above that form and takes focus, and what was typed comes back
 * into its fields when the page was drawn again without scripts.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import type { FormAnswer } from '../../lib/forms/formAnswer.ts';
import { NO_PROBLEMS } from '../../lib/forms/formProblems.ts';
import { NOTE_MAX_LENGTH, pieceField, REMARK_MAX_LENGTH } from '../../lib/desk/deskForms.ts';
import type { DeskOrderLine, DeskOrderPage } from '../../lib/desk/deskViews.ts';
import { moveFormOf, type DeskAction } from '../../lib/desk/orderMoves.ts';
import type { MoveWithoutInput } from '../../../rules/orderMoves.ts';
import { ErrorSummary } from '../form/ErrorSummary.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../form/Field.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import formStyles from '../form/form.module.css';
import styles from './desk.module.css';

/** The action's answer when it is about this form. */
function answerFor(form: string, answer: FormAnswer | undefined) {
  const own = answer?.form === form ? answer : undefined;
  return { problems: own?.problems ?? NO_PROBLEMS, typed: own?.values ?? {} };
}

function ActionForm({ form, title, answer, submit, children }: { form: string; title: string; answer: FormAnswer | undefined; submit: string; children?: ReactNode }) {
  const t = useT();
  const { problems, typed } = answerFor(form, answer);
  return (
    <Form method="post" className={`${formStyles.panel} ${styles.actionForm}`} aria-labelledby={`${form}-title`} noValidate data-form={form}>
      <h3 id={`${form}-title`}>{title}</h3>
      <ErrorSummary form={form} problems={problems} />
      <input type="hidden" name="form" value={form} />
      {children}
      <TextField form={form} name="note" label={t('desk.note')} optionalNote={t('desk.optional')} required={false} maxLength={NOTE_MAX_LENGTH} defaultValue={typed.note} problem={problems.fields.note} />
      <div>
        <SubmitButton form={form}>{submit}</SubmitButton>
      </div>
    </Form>
  );
}

/** A number of pieces for each line that has some to offer, with the ids of those lines. */
function PiecesFields({ form, legend, hint, lines, count, label, answer }: {
  form: string;
  legend: string;
  hint: string;
  lines: DeskOrderLine[];
  count: (line: DeskOrderLine) => number;
  label: (line: DeskOrderLine) => string;
  answer: FormAnswer | undefined;
}) {
  const { problems, typed } = answerFor(form, answer);
  const offered = lines.filter((line) => count(line) > 0);
  return (
    <fieldset className={formStyles.fieldset} aria-describedby={`${form}-pieces-hint`}>
      <legend>{legend}</legend>
      <p id={`${form}-pieces-hint`} className={styles.soft}>
        {hint}
      </p>
      <input type="hidden" name="lines" value={offered.map((line) => line.id).join(',')} />
      {offered.map((line) => (
        <TextField
          key={line.id}
          form={form}
          name={pieceField(line.id)}
          label={label(line)}
          inputMode="numeric"
          maxLength={4}
          required={false}
          defaultValue={typed[pieceField(line.id)]}
          problem={problems.fields[pieceField(line.id)]}
        />
      ))}
    </fieldset>
  );
}

function ShipForm({ order, partial, answer }: { order: DeskOrderPage; partial: boolean; answer: FormAnswer | undefined }) {
  const t = useT();
  const form = 'ship';
  const { problems, typed } = answerFor(form, answer);
  return (
    <ActionForm form={form} title={t('desk.ship.title')} submit={t('desk.ship.submit')} answer={answer}>
      <TextField form={form} name="tracking_number" label={t('desk.ship.tracking')} autoComplete="off" maxLength={100} defaultValue={typed.tracking_number} problem={problems.fields.tracking_number} />
      <SelectField
        form={form}
        name="carrier"
        label={t('desk.ship.carrier')}
        placeholder={t('desk.ship.chooseCarrier')}
        options={order.carriers.map((carrier) => ({ value: carrier.code, label: carrier.title }))}
        defaultValue={typed.carrier}
        problem={problems.fields.carrier}
      />
      {partial ? (
        <PiecesFields
          form={form}
          legend={t('desk.ship.pieces')}
          hint={t('desk.ship.piecesHint')}
          lines={order.lines}
          count={(line) => line.unsent}
          label={(line) => t('desk.ship.piecesOf', { name: line.name, sku: line.sku, count: line.unsent })}
          answer={answer}
        />
      ) : null}
    </ActionForm>
  );
}

function ReturnForm({ order, partial, answer }: { order: DeskOrderPage; partial: boolean; answer: FormAnswer | undefined }) {
  const t = useT();
  return (
    <ActionForm form="receive-return" title={t('desk.return.title')} submit={t('desk.return.submit')} answer={answer}>
      {partial ? (
        <PiecesFields
          form="receive-return"
          legend={t('desk.return.pieces')}
          hint={t('desk.return.piecesHint')}
          lines={order.lines}
          count={(line) => line.returnable}
          label={(line) => t('desk.return.piecesOf', { name: line.name, sku: line.sku, count: line.returnable })}
          answer={answer}
        />
      ) : null}
    </ActionForm>
  );
}

function RefundForm({ order, partial, answer }: { order: DeskOrderPage; partial: boolean; answer: FormAnswer | undefined }) {
  const t = useT();
  const form = 'refund';
  const { problems, typed } = answerFor(form, answer);
  return (
    <ActionForm form={form} title={t('desk.refund.title')} submit={t('desk.refund.submit')} answer={answer}>
      {partial ? (
        <TextField
          form={form}
          name="amount"
          label={t('desk.refund.amount', { currency: order.currencySign })}
          hint={t('desk.refund.amountHint', { left: order.refundable })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          required={false}
          defaultValue={typed.amount}
          problem={problems.fields.amount}
        />
      ) : (
        <p>{t('desk.refund.all', { left: order.refundable })}</p>
      )}
      <CheckboxField form={form} name="confirm" label={t('desk.refund.confirm')} problem={problems.fields.confirm} />
    </ActionForm>
  );
}

function MoveForm({ move, answer }: { move: MoveWithoutInput; answer: FormAnswer | undefined }) {
  const t = useT();
  const form = moveFormOf(move);
  const title = t(`desk.action.${move}`);
  const { problems } = answerFor(form, answer);
  return (
    <ActionForm form={form} title={title} submit={title} answer={answer}>
      <input type="hidden" name="move" value={move} />
      {move === 'cancel' ? (
        <>
          <p className={styles.soft}>{t('desk.action.cancelHint')}</p>
          <CheckboxField form={form} name="confirm" label={t('desk.action.cancelConfirm')} problem={problems.fields.confirm} />
        </>
      ) : null}
    </ActionForm>
  );
}

export function DeskActionForms({ order, answer }: { order: DeskOrderPage; answer: FormAnswer | undefined }) {
  const t = useT();
  const formOf = (action: DeskAction) => {
    if (action.form === 'ship') return <ShipForm key="ship" order={order} partial={action.partial} answer={answer} />;
    if (action.form === 'receive-return') return <ReturnForm key="return" order={order} partial={action.partial} answer={answer} />;
    if (action.form === 'refund') return <RefundForm key="refund" order={order} partial={action.partial} answer={answer} />;
    return <MoveForm key={action.move} move={action.move} answer={answer} />;
  };
  return (
    <>
      {order.actions.length ? order.actions.map(formOf) : <p className={styles.soft}>{t('desk.noActions')}</p>}
      <RemarkForm order={order} answer={answer} />
    </>
  );
}

function RemarkForm({ order, answer }: { order: DeskOrderPage; answer: FormAnswer | undefined }) {
  const t = useT();
  const form = 'remark';
  const { problems, typed } = answerFor(form, answer);
  return (
    <Form method="post" className={`${formStyles.panel} ${styles.actionForm}`} aria-labelledby="remark-title" noValidate data-form={form}>
      <h3 id="remark-title">{t('desk.remark.title')}</h3>
      <ErrorSummary form={form} problems={problems} />
      <input type="hidden" name="form" value={form} />
      <TextAreaField
        form={form}
        name="remark"
        label={t('desk.remark.label')}
        hint={t('desk.remark.hint')}
        rows={3}
        maxLength={REMARK_MAX_LENGTH}
        required={false}
        defaultValue={typed.remark ?? order.remark}
        problem={problems.fields.remark}
      />
      <div>
        <SubmitButton form={form}>{t('desk.remark.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
