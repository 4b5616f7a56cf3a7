/**
 * The daily gold price page (spec 000 §2 /dynamicGoldPrice/, with or without the slash): today's
 * sell and buy prices of every gold code per tael and per gram, when they were set, and a code's
 * last 90 days as a chart. The Malaysia website hides the gold price (spec 000 §2 Layout): there
 * the page does not exist, as its header and footer do not link to it.
 */
import type { Route } from './+types/goldPrice';
import { GoldPriceChart } from '../components/gold/GoldPriceChart.tsx';
import { GoldPriceTable } from '../components/gold/GoldPriceTable.tsx';
import { useT } from '../i18n/useT.ts';
import { MONEY } from '../lib/api/fragments.ts';
import { chartedGoldCode, goldPricePageData } from '../lib/gold/goldPricePage.server.ts';
import { GOLD_HISTORY_DAYS, offersGoldPricePage } from '../lib/gold/goldPrices.ts';
import { graphql, pageData } from '../lib/api/graphql.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { notFound } from '../lib/http/responses.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import styles from '../components/gold/GoldPrice.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    { matches, location },
    { title: messageOf(matches, 'gold.pageTitle'), description: messageOf(matches, 'gold.pageDescription'), notOnWebsites: ['my'] },
  );

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  if (!offersGoldPricePage(view)) throw notFound();
  const code = chartedGoldCode(new URL(args.request.url).searchParams.get('code'));
  const answer = await args.context.client.query(GOLD_PRICE_PAGE, { code, days: GOLD_HISTORY_DAYS }, { anonymous: true }).then(pageData);
  return goldPricePageData(answer, view, code);
}

export default function GoldPricePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('gold.pageTitle')}</h1>
        <p>{t('gold.intro')}</p>
      </header>
      {/* Not a named region itself: the table's scrolling region already bears the heading's name (axe landmark-unique). */}
      <section>
        <div className={styles.todayHead}>
          <h2 id="gold-today-title">{t('gold.todayTitle')}</h2>
          {loaderData.updatedAt ? <p className={styles.updated}>{t('gold.updatedAt', { time: loaderData.updatedAt })}</p> : null}
        </div>
        <GoldPriceTable prices={loaderData.prices} />
        <p className={styles.note}>{t('gold.tableNote')}</p>
      </section>
      <GoldPriceChart chart={loaderData.chart} codes={loaderData.prices} />
    </div>
  );
}

const GOLD_PRICE_PAGE = graphql(`
  query GoldPricePage($code: String!, $days: Int!) {
    goldPrices {
      updated_at
      items {
        gold_code label quoted_unit effective_at
        sell_per_tael { ...MoneyFields } buy_per_tael { ...MoneyFields }
        sell_per_gram { ...MoneyFields } buy_per_gram { ...MoneyFields }
        sell_change { ...MoneyFields }
      }
    }
    goldPriceHistory(gold_code: $code, days: $days) {
      effective_at
      sell_per_tael { ...MoneyFields } buy_per_tael { ...MoneyFields }
      sell_per_gram { ...MoneyFields } buy_per_gram { ...MoneyFields }
    }
  }
  ${MONEY}
`);
