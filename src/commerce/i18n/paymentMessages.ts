/**
 * The API's messages about paying (modules/payments): the card form, the card's authorization and
 * orders after placement. Gathered into messages.ts's catalogs.
 */
export const paymentMessagesEn = {
  'payment.nonceRequired': 'Enter your card details to pay by card.',
  'payment.nonceNotForMethod': 'Card details can be given only with the card payment method.',
  'payment.nonceInvalid': 'Your card details have expired or were already used. Enter them again.',
  // Magento's Braintree module says this when the gateway refuses a card.
  'payment.declined': 'Your payment could not be taken. Please try again or use a different payment method.',
  'payment.notFound': 'Payment not found',
  'card.number': 'Enter a valid card number',
  'card.expiry': 'The expiry date is not valid or has passed',
  'card.cvv': 'Enter the 3 or 4 digit security code',
  'card.name': 'Enter the name on the card',
  'card.returnUrl': 'return_url must be a path on this site',
  'order.notForPickup': 'Only a paid order for store pickup can be made ready for pickup',
  // Magento's DeletePaymentToken says this of a hash that names none of the customer's tokens.
  'vault.notFound': 'Could not find a token using public hash: {hash}',
  'vault.cardGone': 'This saved card is no longer available. Choose another card or enter card details.',
  'vault.signInRequired': 'Sign in to pay with a saved card.',
} as const;

type PaymentCatalog = Record<keyof typeof paymentMessagesEn, string>;

export const paymentMessagesZhHant: PaymentCatalog = {
  'payment.nonceRequired': '請輸入信用卡資料以信用卡付款。',
  'payment.nonceNotForMethod': '只有選擇信用卡付款時才可提供信用卡資料。',
  'payment.nonceInvalid': '信用卡資料已過期或已使用，請重新輸入。',
  'payment.declined': '未能完成付款，請再試或改用其他付款方式。',
  'payment.notFound': '找不到此付款',
  'card.number': '請輸入有效的信用卡號碼',
  'card.expiry': '到期日無效或已過期',
  'card.cvv': '請輸入 3 或 4 位數字的保安編號',
  'card.name': '請輸入持卡人姓名',
  'card.returnUrl': 'return_url 必須是本網站的路徑',
  'order.notForPickup': '只有已付款並選擇門市自取的訂單可設為待取貨',
  'vault.notFound': '找不到公開雜湊值為 {hash} 的已儲存卡',
  'vault.cardGone': '此已儲存的信用卡已無法使用，請選擇其他信用卡或輸入信用卡資料。',
  'vault.signInRequired': '請先登入，再以已儲存的信用卡付款。',
};

export const paymentMessagesZhHans: PaymentCatalog = {
  'payment.nonceRequired': '请输入银行卡资料以银行卡付款。',
  'payment.nonceNotForMethod': '只有选择银行卡付款时才可提供银行卡资料。',
  'payment.nonceInvalid': '银行卡资料已过期或已使用，请重新输入。',
  'payment.declined': '未能完成付款，请再试或改用其他付款方式。',
  'payment.notFound': '找不到此付款',
  'card.number': '请输入有效的银行卡号码',
  'card.expiry': '有效期无效或已过期',
  'card.cvv': '请输入 3 或 4 位数字的安全码',
  'card.name': '请输入持卡人姓名',
  'card.returnUrl': 'return_url 必须是本网站的路径',
  'order.notForPickup': '只有已付款并选择门店自取的订单可设为待取货',
  'vault.notFound': '找不到公开哈希值为 {hash} 的已保存卡',
  'vault.cardGone': '此已保存的银行卡已无法使用，请选择其他银行卡或输入银行卡资料。',
  'vault.signInRequired': '请先登录，再以已保存的银行卡付款。',
};
