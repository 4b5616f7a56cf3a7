/** Columns every module's tables share. */
import { jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../rules/locales.ts';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Text in every locale, {"en": ..., "zh-Hant": ..., "zh-Hans": ...} (docs/decisions.md). */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
