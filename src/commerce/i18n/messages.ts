/**
 * Messages the API returns, in the three languages. Services throw errors that name a message
 * key; the GraphQL error formatter renders it in the store view's language.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { LocaleKey } from '../../rules/locales.ts';

const en = {
  'store.notFound': 'Requested store is not found',
  'currency.notAllowed': 'Currency {currency} is not available in this store',
  'locale.unknown': 'Unable to locate locale',
  'input.invalid': 'Invalid value for {field}: {reason}',
  'input.pageSize': 'pageSize must be between 1 and {max}',
  'input.currentPage': 'currentPage must be 1 or more',
  'input.currentPageTooLarge': 'currentPage value {page} specified is greater than the {total} page(s) available',
  'search.tooShort': 'Search term must be at least {min} characters',
  'search.tooLong': 'Search term must be at most {max} characters',
  'filter.priceRange': 'Price filter must be a range of numbers',
  'filter.invalidValue': 'Invalid value in the {field} filter',
  'filter.tooManyValues': 'The {field} filter accepts at most {max} values',
  'category.notFound': 'Category not found',
  'product.notFound': 'Product not found',
  'cms.pageNotFound': 'The CMS page with the "{identifier}" identifier doesn\'t exist',
  'cms.pageArgs': 'Page id or identifier should be specified',
  'cms.blocksEmpty': 'Block identifiers are required',
  'cms.blocksTooMany': 'At most {max} blocks can be requested at once',
  'url.empty': 'The url must not be empty',
  'url.tooLong': 'The url must be at most {max} characters',
  'gold.unknownCode': 'Unknown gold code {code}',
  'gold.badPrice': '{field} must be a positive amount with at most two decimals',
  'gold.buyAboveSell': 'The buy price must not be above the sell price',
  'gold.badTime': 'effective_at must be an ISO date and time',
  'gold.historyDays': 'days must be between 1 and {max}',
  'location.notFound': 'Store not found',
  'location.region': 'Unknown region {region}',
  'location.near': 'Latitude must be between -90 and 90 and longitude between -180 and 180',
  'auth.adminRequired': 'The current user is not authorized to perform this action',
  'query.tooDeep': 'Query is too deep: the limit is {max} levels',
  'query.tooManyAliases': 'Query has too many aliases: the limit is {max}',
  'query.tooLong': 'Query is too long',
  'query.invalid': 'Not a valid GraphQL document.',
  'internal': 'Internal server error',
} as const;

export type MessageKey = keyof typeof en;
type Catalog = Record<MessageKey, string>;

const zhHant: Catalog = {
  'store.notFound': '找不到所要求的商店',
  'currency.notAllowed': '此商店不提供貨幣 {currency}',
  'locale.unknown': '找不到語言設定',
  'input.invalid': '{field} 的值無效：{reason}',
  'input.pageSize': 'pageSize 必須介乎 1 至 {max}',
  'input.currentPage': 'currentPage 必須為 1 或以上',
  'input.currentPageTooLarge': '所指定的頁數 {page} 大於可用的 {total} 頁',
  'search.tooShort': '搜尋字詞最少需要 {min} 個字元',
  'search.tooLong': '搜尋字詞最多 {max} 個字元',
  'filter.priceRange': '價格篩選必須為數字範圍',
  'filter.invalidValue': '{field} 篩選的值無效',
  'filter.tooManyValues': '{field} 篩選最多接受 {max} 個值',
  'category.notFound': '找不到此類別',
  'product.notFound': '找不到此產品',
  'cms.pageNotFound': '識別碼為「{identifier}」的頁面不存在',
  'cms.pageArgs': '請提供頁面編號或識別碼',
  'cms.blocksEmpty': '請提供內容區塊識別碼',
  'cms.blocksTooMany': '每次最多可要求 {max} 個內容區塊',
  'url.empty': '網址不可為空白',
  'url.tooLong': '網址最多 {max} 個字元',
  'gold.unknownCode': '未知的金價代碼 {code}',
  'gold.badPrice': '{field} 必須為正數，最多兩位小數',
  'gold.buyAboveSell': '回收價不可高於賣出價',
  'gold.badTime': 'effective_at 必須為 ISO 日期時間',
  'gold.historyDays': '日數必須介乎 1 至 {max}',
  'location.notFound': '找不到此分店',
  'location.region': '未知的地區 {region}',
  'location.near': '緯度必須介乎 -90 至 90，經度必須介乎 -180 至 180',
  'auth.adminRequired': '目前使用者無權執行此操作',
  'query.tooDeep': '查詢層數過多：上限為 {max} 層',
  'query.tooManyAliases': '查詢別名過多：上限為 {max} 個',
  'query.tooLong': '查詢過長',
  'query.invalid': '不是有效的 GraphQL 文件。',
  'internal': '伺服器內部錯誤',
};

const zhHans: Catalog = {
  'store.notFound': '找不到所请求的商店',
  'currency.notAllowed': '此商店不提供货币 {currency}',
  'locale.unknown': '找不到语言设置',
  'input.invalid': '{field} 的值无效：{reason}',
  'input.pageSize': 'pageSize 必须介于 1 至 {max}',
  'input.currentPage': 'currentPage 必须为 1 或以上',
  'input.currentPageTooLarge': '所指定的页数 {page} 大于可用的 {total} 页',
  'search.tooShort': '搜索词最少需要 {min} 个字符',
  'search.tooLong': '搜索词最多 {max} 个字符',
  'filter.priceRange': '价格筛选必须为数字范围',
  'filter.invalidValue': '{field} 筛选的值无效',
  'filter.tooManyValues': '{field} 筛选最多接受 {max} 个值',
  'category.notFound': '找不到此类别',
  'product.notFound': '找不到此产品',
  'cms.pageNotFound': '标识符为“{identifier}”的页面不存在',
  'cms.pageArgs': '请提供页面编号或标识符',
  'cms.blocksEmpty': '请提供内容区块标识符',
  'cms.blocksTooMany': '每次最多可请求 {max} 个内容区块',
  'url.empty': '网址不可为空',
  'url.tooLong': '网址最多 {max} 个字符',
  'gold.unknownCode': '未知的金价代码 {code}',
  'gold.badPrice': '{field} 必须为正数，最多两位小数',
  'gold.buyAboveSell': '回收价不可高于卖出价',
  'gold.badTime': 'effective_at 必须为 ISO 日期时间',
  'gold.historyDays': '天数必须介于 1 至 {max}',
  'location.notFound': '找不到此分店',
  'location.region': '未知的地区 {region}',
  'location.near': '纬度必须介于 -90 至 90，经度必须介于 -180 至 180',
  'auth.adminRequired': '当前用户无权执行此操作',
  'query.tooDeep': '查询层数过多：上限为 {max} 层',
  'query.tooManyAliases': '查询别名过多：上限为 {max} 个',
  'query.tooLong': '查询过长',
  'query.invalid': '不是有效的 GraphQL 文档。',
  'internal': '服务器内部错误',
};

const catalogs: Record<LocaleKey, Catalog> = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans };

export type MessageValues = Record<string, string | number>;

export function renderMessage(locale: LocaleKey, key: MessageKey, values?: MessageValues): string {
  const pattern = catalogs[locale][key] ?? en[key];
  return String(new IntlMessageFormat(pattern, locale).format(values));
}
