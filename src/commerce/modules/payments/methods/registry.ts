/**
 * The store's payment methods, registered once: the checkout offers the ones that can pay what
 * is due, in the order rules/paymentMethods.ts lists them (which also gives each its titles), and
 * every other part of the store reaches a method through here by the code the order carries.
 */
import { PAYMENT_METHODS } from '../../../../rules/paymentMethods.ts';
import type { Database } from '../../../db/connect.ts';
import { inputError } from '../../../core/errors.ts';
import type { PaymentGateway } from '../gateway.ts';
import type { SavedCards } from '../savedCards.ts';
import { CardMethod } from './cardMethod.ts';
import { FreeMethod } from './freeMethod.ts';
import type { PaymentMethodPlugin } from './paymentMethod.ts';
import { WalletMethod } from './walletMethod.ts';

export class PaymentMethods {
  private readonly byCode = new Map<string, PaymentMethodPlugin>();

  constructor(plugins: readonly PaymentMethodPlugin[]) {
    for (const plugin of plugins) this.byCode.set(plugin.code, plugin);
    const untitled = plugins.filter((plugin) => !PAYMENT_METHODS.some((method) => method.code === plugin.code));
    if (untitled.length) throw new Error(`Payment methods without titles in rules/paymentMethods.ts: ${untitled.map((plugin) => plugin.code).join(', ')}`);
  }

  /** The method of a code, refused as Magento refuses a method it does not offer. */
  named(code: string): PaymentMethodPlugin {
    const method = this.byCode.get(code.trim());
    if (!method) throw inputError('checkout.paymentMethodNotFound', { code: code.trim().slice(0, 40) });
    return method;
  }

  /** The codes of the methods that can pay `due` (minor units), as the checkout lists them. */
  codesFor(due: number): string[] {
    return PAYMENT_METHODS.map((method) => method.code).filter((code) => this.byCode.get(code)?.canPay(due));
  }

  /** Whether an order of this method waits for the gateway's notification to be paid. */
  awaitsNotification(code: string): boolean {
    return this.byCode.get(code)?.awaitsNotification ?? false;
  }
}

/** The methods this store takes: cards, WeChat Pay and, for nothing due, the free method. */
export function storePaymentMethods(db: Database, gateway: PaymentGateway, savedCards: SavedCards): PaymentMethods {
  return new PaymentMethods([new CardMethod(gateway, savedCards), new WalletMethod('wechat_pay', db, gateway), new FreeMethod()]);
}
