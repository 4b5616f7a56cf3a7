import { describe, expect, it } from 'vitest';
import type { orders } from '../../db/schema/orders.ts';
import { orderStatusMail } from './orderStatusMails.ts';

type OrderRecord = typeof orders.$inferSelect;

/** An order as the mails read it: its number, currency, recipient and store view. */
const order = (storeViewId: number, currency = 'HKD') => ({ id: 1, number: 'HK10000042', email: 'mei@example.com', storeViewId, currency }) as OrderRecord;
const SF = { title: { en: 'SF Express', 'zh-Hant': '順豐速運', 'zh-Hans': '顺丰速运' }, trackingNumber: 'SF123', url: 'https://sf.example/SF123' };

describe('the mails of an order’s moves', () => {
  it('are written in the language of the store view the order was placed in', () => {
    const english = orderStatusMail('order_shipped', order(3), { carrier: SF });
    expect(english).toMatchObject({ kind: 'order_shipped', recipient: 'mei@example.com', locale: 'en', subject: 'Your order HK10000042 is on its way', orderId: 1 });
    expect(english.body).toContain('sent with SF Express, tracking number SF123');
    expect(english.body).toContain('https://sf.example/SF123');

    const traditional = orderStatusMail('order_shipped', order(1), { carrier: SF });
    expect(traditional).toMatchObject({ locale: 'zh-Hant', subject: '您的訂單 HK10000042 已發貨' });
    expect(traditional.body).toContain('已由順豐速運寄出');

    expect(orderStatusMail('order_completed', order(2)).subject).toBe('您的订单 HK10000042 已完成');
  });

  it('say what went back on a cancellation or a refund, in the order’s currency', () => {
    const cancelled = orderStatusMail('order_cancelled', order(3), { refunded: 1_250_050 });
    expect(cancelled.subject).toBe('Your order HK10000042 was cancelled');
    expect(cancelled.body).toContain('HK$12,500.50 goes back to the way you paid.');
    const unpaid = orderStatusMail('order_cancelled', order(3), { refunded: 0 });
    expect(unpaid.body).not.toContain('goes back');
    const refunded = orderStatusMail('order_refunded', order(4, 'MOP'), { refunded: 10_000 });
    expect(refunded.body).toContain('MOP 100 將退回至您的付款方式。');
  });
});
