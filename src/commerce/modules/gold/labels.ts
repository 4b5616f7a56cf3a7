/**
 * What the gold price board calls each code, per language. The CK codes carry the house name in
 * English; Chinese boards name gold by fineness, as Hong Kong jewellers do: 足金999.9, 千足金 (999).
 */
import type { GoldCode } from '../../../rules/gold.ts';
import { pickLocalized, type LocaleKey, type LocalizedText } from '../../../rules/locales.ts';

const GOLD_CODE_LABELS: Record<GoldCode, LocalizedText> = {
  'HK-CK9999': { en: 'Chow Kee 999.9 Gold', 'zh-Hant': '足金999.9', 'zh-Hans': '足金999.9' },
  'HK-CKBEAN': { en: 'Chow Kee 999.9 Gold Beans', 'zh-Hant': '足金999.9金粒', 'zh-Hans': '足金999.9金粒' },
  'HK-PT9995': { en: 'Platinum 999.5', 'zh-Hant': '鉑金999.5', 'zh-Hans': '铂金999.5' },
  'CN-CK9999': { en: 'Chow Kee 999.9 Gold (Mainland)', 'zh-Hant': '足金999.9（內地）', 'zh-Hans': '足金999.9（内地）' },
  'CN-CKBAR': { en: 'Chow Kee 999.9 Gold Bars (Mainland)', 'zh-Hant': '足金999.9金條（內地）', 'zh-Hans': '足金999.9金条（内地）' },
  'HK-G999': { en: '999 Gold', 'zh-Hant': '千足金999', 'zh-Hans': '千足金999' },
  'CN-G999': { en: '999 Gold (Mainland)', 'zh-Hant': '千足金999（內地）', 'zh-Hans': '千足金999（内地）' },
};

export function goldCodeLabel(code: GoldCode, locale: LocaleKey): string {
  return pickLocalized(GOLD_CODE_LABELS[code], locale);
}
