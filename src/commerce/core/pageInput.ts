/**
 * Paged lists of a customer's own records (orders, in-store purchases): a page size from 1 to the
 * list's maximum and a page from 1, refused with Magento's messages otherwise.
 */
import { inputError } from './errors.ts';

export interface PageRequest {
  pageSize: number;
  currentPage: number;
}

export function checkedPage(pageSize: number, currentPage: number, maxPageSize: number): PageRequest {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) throw inputError('input.pageSize', { max: maxPageSize });
  if (!Number.isInteger(currentPage) || currentPage < 1) throw inputError('input.currentPage');
  return { pageSize, currentPage };
}
