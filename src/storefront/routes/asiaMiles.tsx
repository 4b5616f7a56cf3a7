/**
 * Asia Miles exchange (spec 000 §2; 001 §9 "Asia Miles exchange: 1000, 2000 or 3000 miles"): the
 * amount with the points it costs, the Asia Miles membership number and the name on that account
 * (the API's rules, rules/clubForms.ts, refusals beside their fields, what was typed kept), a
 * confirmation, and the member's exchanges: pending until the store credits or rejects them.
 */
import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/asiaMiles';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { fieldId, Notice, TextField } from '../components/form/Field.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useProblemText } from '../components/form/useProblemText.ts';
import { ClubTable } from '../components/club/ClubTable.tsx';
import { PointsBalance } from '../components/club/PointsBalance.tsx';
import { ConfirmExchangeDialog } from '../components/club/ConfirmExchangeDialog.tsx';
import { useExchangeConfirmation } from '../components/club/useExchangeConfirmation.ts';
import { useStore, useStorePath } from '../components/shell/StoreContext.tsx';
import { usePunctuation } from '../i18n/punctuation.ts';
import { useT, type MessageId } from '../i18n/useT.ts';
import { apiRefusal, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { loadAsCustomer, asCustomer } from '../lib/account/accountPage.server.ts';
import { formatPoints } from '../lib/club/clubView.ts';
import type { ExchangeAnswer } from '../lib/club/exchangeAnswer.ts';
import { exchanged, reviewing } from '../lib/club/exchangeForms.server.ts';
import { ASIA_MILES_PAGE, EXCHANGE_ASIA_MILES } from '../lib/club/operations.ts';
import { formatDate } from '../lib/storeView/dates.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { parseAsiaMilesForm, type AsiaMilesForm } from '../../rules/clubForms.ts';
import { formValues } from '../../rules/customerForms.ts';
import accountStyles from '../components/account/account.module.css';
import formStyles from '../components/form/form.module.css';
import styles from '../components/club/club.module.css';
import { personName } from '../../rules/personName.ts';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const clubForms = () => import('../../rules/clubForms.ts');

const FORM = 'asia-miles';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'member.asiaMilesTitle'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const data = await loadAsCustomer(args, ASIA_MILES_PAGE, undefined);
  const { customer, asiaMilesOptions } = data;
  const balance = customer.reward_points?.balance?.points ?? 0;
  return {
    member: { firstname: customer.firstname, lastname: customer.lastname },
    balance,
    balanceText: formatPoints(balance),
    options: asiaMilesOptions.map((option) => ({
      miles: option.miles,
      milesText: formatPoints(option.miles),
      points: option.points,
      pointsText: formatPoints(option.points),
    })),
    exchanges: customer.asia_miles_exchanges.map((exchange) => ({
      id: exchange.id,
      date: formatDate(exchange.created_at, view),
      miles: formatPoints(exchange.miles),
      points: formatPoints(exchange.points_spent),
      number: exchange.asia_miles_number,
      name: exchange.name,
      status: exchange.status,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const values = formValues(await args.request.formData());
  const data = await loadAsCustomer(args, ASIA_MILES_PAGE, undefined);
  const parsed = parseAsiaMilesForm(values, data.customer);
  if (!parsed.success) return refused(FORM, parsed.problems, undefined, values);
  if (values.intent !== 'exchange') return reviewing(FORM, parsed.data);
  const answer = await asCustomer(args, () => args.context.client.mutate(EXCHANGE_ASIA_MILES, { input: parsed.data }));
  if (!answer.data?.exchangeAsiaMiles) return apiRefusal(FORM, answer.errors, values);
  return exchanged(FORM, storePath(view, '/asia-miles'), 'miles-exchanges');
}

export default function AsiaMilesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const punctuation = usePunctuation();
  const storePath = useStorePath();
  const { view } = useStore();
  const [searchParams] = useSearchParams();
  const { member, options, exchanges } = loaderData;
  const answer = useActionData<typeof action>() as ExchangeAnswer<AsiaMilesForm> | undefined;
  const form = useFormAnswer(FORM, lazyRules(clubForms, (rules) => (values) => rules.parseAsiaMilesForm(values, member)), answer);
  const confirmation = useExchangeConfirmation<AsiaMilesForm>(FORM);
  const typed = answer?.form === FORM ? answer.values : undefined;
  const review = answer?.form === FORM ? answer.review : undefined;
  const memberName = personName(member, view.localeKey);
  const confirmText = (chosen: AsiaMilesForm) => {
    const option = options.find((candidate) => candidate.miles === chosen.miles);
    return t('member.confirmMiles', { points: option?.pointsText ?? '', miles: option?.milesText ?? '', number: chosen.asia_miles_number, name: chosen.name });
  };
  const milesProblem = form.problemOf('miles');
  const problemText = useProblemText();
  // An exchange made: the form starts afresh for the next one.
  const formElement = useRef<HTMLFormElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (new URLSearchParams(location.search).get('done') === FORM) formElement.current?.reset();
  }, [location]);
  return (
    <>
      <header className={accountStyles.header}>
        <h1>{t('member.asiaMilesTitle')}</h1>
        <PointsBalance points={loaderData.balance} text={loaderData.balanceText} />
        <p className={accountStyles.intro}>{t('member.milesIntro')}</p>
      </header>
      {searchParams.get('done') === FORM ? <Notice>{t('member.milesDone')}</Notice> : null}
      {review ? (
        <Form method="post" className={styles.review} aria-labelledby="miles-review">
          <h2 id="miles-review">{t('member.confirmExchange')}</h2>
          <p>{confirmText(review)}</p>
          <input type="hidden" name="form" value={FORM} />
          <input type="hidden" name="miles" value={review.miles} />
          <input type="hidden" name="asia_miles_number" value={review.asia_miles_number} />
          <input type="hidden" name="name" value={review.name} />
          <div className={accountStyles.actions}>
            <button type="submit" name="intent" value="exchange" className="button button--primary">
              {t('dialog.confirm')}
            </button>
            <Link to={storePath('/asia-miles')}>{t('dialog.cancel')}</Link>
          </div>
        </Form>
      ) : (
        <section className={accountStyles.panel} aria-labelledby="miles-form-title">
          <h2 id="miles-form-title">{t('member.asiaMilesTitle')}</h2>
          <Form
            ref={formElement}
            method="post"
            className={accountStyles.form}
            noValidate
            onSubmit={(event) => {
              form.onSubmit(event);
              if (event.defaultPrevented) return;
              // The rules passed: the dialog confirms instead of a round trip for the review.
              event.preventDefault();
              const fields = formValues(new FormData(event.currentTarget));
              const parsed = parseAsiaMilesForm(fields, member);
              if (parsed.success)
                confirmation.ask({ miles: String(parsed.data.miles), asia_miles_number: parsed.data.asia_miles_number, name: parsed.data.name }, parsed.data);
            }}
          >
            <ErrorSummary form={FORM} problems={form.problems} />
            <input type="hidden" name="form" value={FORM} />
            <fieldset className={formStyles.fieldset} aria-describedby={milesProblem ? `${fieldId(FORM, 'miles')}-error` : undefined}>
              <legend>{t('member.milesAmount')}</legend>
              <div className={styles.options}>
                {options.map((option, index) => (
                  <label key={option.miles}>
                    <input
                      type="radio"
                      name="miles"
                      value={option.miles}
                      id={index === 0 ? fieldId(FORM, 'miles') : undefined}
                      defaultChecked={typed?.miles ? typed.miles === String(option.miles) : index === 0}
                      aria-invalid={milesProblem ? true : undefined}
                    />
                    {t('member.milesOption', { miles: option.milesText, points: option.pointsText })}
                  </label>
                ))}
              </div>
              {milesProblem ? (
                <p id={`${fieldId(FORM, 'miles')}-error`} className={formStyles.fieldError}>
                  {problemText(milesProblem)}
                </p>
              ) : null}
            </fieldset>
            <TextField
              form={FORM}
              name="asia_miles_number"
              label={t('member.milesNumber')}
              hint={t('member.milesNumberHint')}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={typed?.asia_miles_number}
              problem={form.problemOf('asia_miles_number')}
            />
            <TextField
              form={FORM}
              name="name"
              label={t('member.milesName')}
              hint={t('member.milesNameHint', { name: memberName })}
              autoComplete="name"
              defaultValue={typed?.name}
              problem={form.problemOf('name')}
            />
            <div className={accountStyles.actions}>
              <button type="submit" name="intent" value="review" className="button button--primary" disabled={form.submitting || confirmation.submitting}>
                {t('member.exchange')}
              </button>
            </div>
          </Form>
        </section>
      )}

      <section className={styles.section} id="miles-exchanges" aria-labelledby="miles-exchanges-title">
        <h2 id="miles-exchanges-title">{t('member.milesExchanges')}</h2>
        <ClubTable
          columns={[
            { label: t('member.recordDate') },
            { label: t('member.milesMiles'), rowHeader: true },
            { label: t('member.pointsSpent'), numeric: true, labelled: true },
            { label: t('member.milesMembership'), labelled: true },
            { label: t('member.milesStatus') },
          ]}
          rows={exchanges.map((exchange) => ({
            key: exchange.id,
            cells: [
              exchange.date,
              exchange.miles,
              exchange.points,
              punctuation.aside(exchange.number, exchange.name),
              <span key="status" className={styles.status} data-status={exchange.status}>
                {t(`member.milesStatus.${exchange.status}` as MessageId)}
              </span>,
            ],
          }))}
          empty={t('member.milesEmpty')}
        />
      </section>

      <ConfirmExchangeDialog open={confirmation.review !== null} onCancel={confirmation.cancel} onConfirm={confirmation.confirm}>
        {confirmation.review ? <p>{confirmText(confirmation.review)}</p> : null}
      </ConfirmExchangeDialog>
    </>
  );
}
