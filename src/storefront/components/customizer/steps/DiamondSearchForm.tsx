/** The diamond search: filters with their counts, ranges and sort in one GET form, the results and their pages. */
import { Form, Link, useLocation } from 'react-router';
import { useT, type MessageId } from '../../../i18n/useT.ts';
import type { DesignPageData } from '../../../lib/customizer/designPage.server.ts';
import { SORTS, VALUE_FILTERS } from '../../../lib/customizer/diamondSearch.ts';
import type { DesignStep } from '../../../lib/customizer/designSelection.ts';
import { DiamondResult } from './DiamondResult.tsx';
import { useDesignHref } from './useDesignHref.ts';
import styles from './steps.module.css';

interface Props {
  step: DesignStep;
  data: DesignPageData;
  results: NonNullable<DesignPageData['diamonds']>;
}

export function DiamondSearchForm({ step, data, results }: Props) {
  const t = useT();
  const location = useLocation();
  const href = useDesignHref();
  const { search } = data;
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => !key.startsWith('q'));
  const id = `diamonds-${step.option_id}`;
  const page = (to: number) => href((params) => params.set('qpage', String(to)));
  return (
    <section aria-labelledby={`${id}-title`} className={styles.search}>
      <h4 id={`${id}-title`}>{t('diamond.search')}</h4>
      <Form method="get" replace preventScrollReset className={styles.filters} aria-label={t('diamond.filters')}>
        {kept.map(([key, value], index) => (
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
        <input type="hidden" name="qstep" value={step.option_id} />
        {VALUE_FILTERS.map((name) => {
          const aggregation = results.aggregations.find((candidate) => candidate.code === name);
          if (!aggregation?.options.length) return null;
          return (
            <fieldset key={name} className={styles.filter}>
              <legend>{t(`diamond.filter.${name}` as MessageId)}</legend>
              {aggregation.options.map((option) => (
                <label key={option.value} className={styles.check}>
                  <input type="checkbox" name={`q${name}`} value={option.value} defaultChecked={search.values[name].includes(option.value)} />
                  {t('diamond.optionCount', { label: option.label, count: option.count })}
                </label>
              ))}
            </fieldset>
          );
        })}
        <fieldset className={styles.filter}>
          <legend>{t('diamond.carat')}</legend>
          <label className={styles.range}>
            {t('diamond.caratFrom')}
            <input name="qcarat_from" inputMode="decimal" defaultValue={search.carat.from} size={6} data-testid="carat-from" />
          </label>
          <label className={styles.range}>
            {t('diamond.caratTo')}
            <input name="qcarat_to" inputMode="decimal" defaultValue={search.carat.to} size={6} data-testid="carat-to" />
          </label>
        </fieldset>
        <fieldset className={styles.filter}>
          <legend>{t('diamond.price')}</legend>
          <label className={styles.range}>
            {t('diamond.priceFrom')}
            <input name="qprice_from" inputMode="numeric" defaultValue={search.price.from} size={8} />
          </label>
          <label className={styles.range}>
            {t('diamond.priceTo')}
            <input name="qprice_to" inputMode="numeric" defaultValue={search.price.to} size={8} />
          </label>
        </fieldset>
        <label className={styles.range}>
          {t('diamond.sort')}
          <select name="qsort" defaultValue={search.sort}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`diamond.sort.${sort}` as MessageId)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.filterButtons}>
          <button type="submit" className="button button--primary" data-testid="diamond-search">
            {t('diamond.apply')}
          </button>
          <Link to={href((params) => [...params.keys()].filter((key) => key.startsWith('q')).forEach((key) => params.delete(key)))} replace preventScrollReset>
            {t('diamond.clear')}
          </Link>
        </div>
      </Form>
      <p role="status" data-testid="diamond-count">
        {results.problem ?? t('diamond.found', { count: results.total })}
      </p>
      <ul className={styles.results} aria-label={t('diamond.results')}>
        {results.items.map((diamond) => (
          <DiamondResult key={diamond.identifier} step={step} diamond={diamond} />
        ))}
      </ul>
      {results.pages > 1 ? (
        <nav className={styles.pages} aria-label={t('diamond.page', { page: search.page, pages: results.pages })}>
          {search.page > 1 ? (
            <Link to={page(search.page - 1)} replace preventScrollReset>
              {t('diamond.previous')}
            </Link>
          ) : null}
          <span>{t('diamond.page', { page: search.page, pages: results.pages })}</span>
          {search.page < results.pages ? (
            <Link to={page(search.page + 1)} replace preventScrollReset>
              {t('diamond.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
