import { describe, expect, it } from 'vitest';
import { CUSTOMER_ORDER_STATUSES, STAFF_ORDER_STATUSES } from '../../../rules/orderStatus.ts';
import { canMoveOrder, checkOrderMove, nextStatuses, type OrderStatus } from './orderStatus.ts';
import { MOVE_NAMES, ORDER_PROCESS } from './orderProcess.ts';
import { ORDER_ACTOR_KINDS } from './orderActors.ts';
import { LOCALE_KEYS } from '../../../rules/locales.ts';
import { renderMessage, type MessageKey } from '../../i18n/messages.ts';

const ALL: OrderStatus[] = [...new Set([...CUSTOMER_ORDER_STATUSES, ...STAFF_ORDER_STATUSES])];

describe('the order state machine', () => {
  it.each<[OrderStatus, OrderStatus]>([
    ['pending', 'processing'],
    ['pending', 'canceled'],
    ['processing', 'complete_shipped'],
    ['processing', 'complete_pick_pending'],
    ['processing', 'processing_partial_shipped_partial'],
    ['processing', 'closed_refunded'],
    ['processing', 'canceled'],
    ['complete_shipped', 'complete_complete'],
    ['complete_complete', 'complete_return_pending'],
    ['complete_return_pending', 'closed_returned'],
    ['complete_pick_pending', 'complete_complete'],
    ['processing_approval_pending', 'processing'],
    ['processing', 'complete_made_done'],
    ['complete_made_done', 'complete_factory_shipped'],
    ['complete_factory_shipped', 'complete_pick_pending'],
  ])('allows %s -> %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true);
    expect(() => checkOrderMove(from, to)).not.toThrow();
  });

  it.each<[string, OrderStatus]>([
    ['pending', 'complete_shipped'],
    ['pending', 'complete_pick_pending'],
    ['processing', 'pending'],
    ['complete_shipped', 'canceled'],
    ['complete_complete', 'processing'],
    ['canceled', 'processing'],
    ['closed_refunded', 'processing'],
    ['complete_pick_pending', 'canceled'],
    ['complete_made_done', 'complete_pick_pending'],
    ['no_such_status', 'processing'],
  ])('refuses %s -> %s with the API error', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false);
    expect(() => checkOrderMove(from, to)).toThrow(expect.objectContaining({ name: 'CommerceError', category: 'graphql-input', messageKey: 'order.statusMove', values: { from, to } }));
  });

  it('knows every status of the spec, leads only to known statuses, and ends in closed and cancelled orders', () => {
    for (const from of ALL) for (const to of nextStatuses(from)) expect(ALL).toContain(to);
    expect(nextStatuses('canceled')).toEqual([]);
    expect(nextStatuses('closed_returned')).toEqual([]);
    expect(nextStatuses('closed_refunded')).toEqual([]);
  });

  it('gives stock back only on moves before anything left the shop, and every move says who may make it in three languages', () => {
    const before = new Set<OrderStatus>(['pending', 'processing', 'processing_approval_pending', 'processing_refunded_partial']);
    for (const entry of ORDER_PROCESS.filter((candidate) => candidate.effects.includes('stockBack'))) for (const from of entry.from) expect(before).toContain(from);
    for (const entry of ORDER_PROCESS) {
      expect(entry.actors.length).toBeGreaterThan(0);
      for (const actor of entry.actors) expect(ORDER_ACTOR_KINDS).toContain(actor);
      for (const locale of LOCALE_KEYS) expect(renderMessage(locale, `order.cannot.${entry.name}` as MessageKey)).not.toContain('order.cannot');
    }
    expect(new Set(ORDER_PROCESS.map((entry) => entry.name)).size).toBe(MOVE_NAMES.length);
  });
});
