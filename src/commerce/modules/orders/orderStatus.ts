/**
 * The statuses an order can reach from each status: read off the order process (orderProcess.ts),
 * whose moves name who may make them, their guards and their effects. This answers the plain
 * question "may an order go from A to B at all", for the history's readers and the table test.
 */
import type { OrderStatus } from '../../../rules/orderStatus.ts';
import { inputError } from '../../core/errors.ts';
import { movesFrom } from './orderProcess.ts';

export type { OrderStatus } from '../../../rules/orderStatus.ts';

/** The statuses an order in `from` may move to; none for an end or a status this code does not know. */
export function nextStatuses(from: string): readonly OrderStatus[] {
  return [...new Set(movesFrom(from).map((entry) => entry.to))];
}

export function canMoveOrder(from: string, to: OrderStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** Refuses, with the API's error, a move the machine does not allow. */
export function checkOrderMove(from: string, to: OrderStatus): void {
  if (!canMoveOrder(from, to)) throw inputError('order.statusMove', { from, to });
}
