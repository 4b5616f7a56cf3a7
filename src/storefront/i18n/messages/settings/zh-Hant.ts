/** The account's settings in Traditional Chinese as written in Hong Kong and Macau (see ./en.ts). */
import type { SettingsMessageId } from './en.ts';

const settingsZhHant: Record<SettingsMessageId, string> = {
  'settings.anniversaries': '紀念日',
  'settings.anniversariesIntro': '告訴我們對您重要的日子，會員俱樂部會為您記住。清空日期即可刪除。',
  'settings.anniversary.WEDDING': '結婚紀念日',
  'settings.anniversary.FIRST_MEETING': '相識紀念日',
  'settings.anniversary.DATING': '拍拖紀念日',
  'settings.anniversary.SON_BIRTHDAY': '兒子生日',
  'settings.anniversary.DAUGHTER_BIRTHDAY': '女兒生日',
  'settings.anniversary.FATHER_BIRTHDAY': '父親生日',
  'settings.anniversary.MOTHER_BIRTHDAY': '母親生日',
  'settings.anniversary.PARTNER_BIRTHDAY': '伴侶生日',
  'settings.saveAnniversaries': '儲存紀念日',
  'settings.anniversariesSaved': '已儲存您的紀念日。',
  'account.problem.anniversaryDate': '請輸入有效的過去日期',
  'account.problem.anniversaryTwice': '每個紀念日只可填寫一次',

  'settings.communications': '通訊設定',
  'settings.communicationsIntro': '選擇我們如何向您發送新系列、優惠及會員活動消息。',
  'settings.saveCommunications': '儲存設定',
  'settings.communicationsSaved': '已儲存您的通訊設定。',

  'settings.savedPayments': '已儲存的付款方式',
  'settings.savedPaymentsIntro': '您在結帳時選擇儲存的信用卡。我們只保留卡別、最後四位數字及到期日。',
  'settings.noSavedCards': '您沒有已儲存的信用卡。以信用卡結帳時，剔選「儲存此卡」即可。',
  'settings.savedCardsList': '您已儲存的信用卡',
  'settings.cardName': '{brand} •••• {last4}',
  'settings.cardExpires': '到期日 {expiry}',
  'settings.removeCard': '移除',
  'settings.removeCardOf': '移除尾數 {last4} 的 {brand}',
  'settings.removeCardTitle': '移除此信用卡？',
  'settings.removeCardBody': '結帳時將不再提供 {brand} •••• {last4}。',
  'settings.cardRemoved': '已移除此信用卡。',
  'settings.brand.visa': 'Visa',
  'settings.brand.mastercard': 'Mastercard',
  'settings.brand.amex': 'American Express',
  'settings.brand.jcb': 'JCB',
  'settings.brand.unionpay': '銀聯',

  'settings.deleteAccount': '刪除帳戶',
  'settings.deleteAccountIntro': '刪除帳戶會清除您的個人資料、地址、已儲存的信用卡及會員資格。您的訂單會保留，但不再附有您的資料。此操作無法復原。',
  'settings.deleteAccountTitle': '刪除您的帳戶？',
  'settings.deleteAccountBody': '您的個人資料、地址、已儲存的信用卡及會員資格將被清除，您亦會被登出。此操作無法復原。',
  'settings.deleteAccountPassword': '您的密碼',
  'settings.deleteAccountConfirm': '刪除我的帳戶',
  'settings.deleteAccountFailed': '未能刪除您的帳戶。',
  'settings.accountDeleted': '您的帳戶已刪除，您已登出。',

  'checkout.signedInAs': '您已以 {email} 登入，訂單確認將寄往此地址。',
  'settings.saveCard': '儲存此卡，下次使用',
  'settings.savedCardsAtCheckout': '您已儲存的信用卡',
  'settings.payWithSavedCard': '以已儲存的信用卡付款',
  'settings.chooseSavedCard': '選擇已儲存的信用卡',
};

export default settingsZhHant;
