/** The account's settings in Simplified Chinese (see ./en.ts). */
import type { SettingsMessageId } from './en.ts';

const settingsZhHans: Record<SettingsMessageId, string> = {
  'settings.anniversaries': '纪念日',
  'settings.anniversariesIntro': '告诉我们对您重要的日子，会员俱乐部会为您记住。清空日期即可删除。',
  'settings.anniversary.WEDDING': '结婚纪念日',
  'settings.anniversary.FIRST_MEETING': '相识纪念日',
  'settings.anniversary.DATING': '恋爱纪念日',
  'settings.anniversary.SON_BIRTHDAY': '儿子生日',
  'settings.anniversary.DAUGHTER_BIRTHDAY': '女儿生日',
  'settings.anniversary.FATHER_BIRTHDAY': '父亲生日',
  'settings.anniversary.MOTHER_BIRTHDAY': '母亲生日',
  'settings.anniversary.PARTNER_BIRTHDAY': '伴侣生日',
  'settings.saveAnniversaries': '保存纪念日',
  'settings.anniversariesSaved': '已保存您的纪念日。',
  'account.problem.anniversaryDate': '请输入有效的过去日期',
  'account.problem.anniversaryTwice': '每个纪念日只可填写一次',

  'settings.communications': '通讯设置',
  'settings.communicationsIntro': '选择我们如何向您发送新系列、优惠及会员活动消息。',
  'settings.saveCommunications': '保存设置',
  'settings.communicationsSaved': '已保存您的通讯设置。',

  'settings.savedPayments': '已保存的付款方式',
  'settings.savedPaymentsIntro': '您在结账时选择保存的银行卡。我们只保留卡类别、最后四位数字及有效期。',
  'settings.noSavedCards': '您没有已保存的银行卡。以银行卡结账时，勾选“保存此卡”即可。',
  'settings.savedCardsList': '您已保存的银行卡',
  'settings.cardName': '{brand} •••• {last4}',
  'settings.cardExpires': '有效期 {expiry}',
  'settings.removeCard': '移除',
  'settings.removeCardOf': '移除尾号 {last4} 的 {brand}',
  'settings.removeCardTitle': '移除此银行卡？',
  'settings.removeCardBody': '结账时将不再提供 {brand} •••• {last4}。',
  'settings.cardRemoved': '已移除此银行卡。',
  'settings.brand.visa': 'Visa',
  'settings.brand.mastercard': 'Mastercard',
  'settings.brand.amex': 'American Express',
  'settings.brand.jcb': 'JCB',
  'settings.brand.unionpay': '银联',

  'settings.deleteAccount': '删除账户',
  'settings.deleteAccountIntro': '删除账户会清除您的个人资料、地址、已保存的银行卡及会员资格。您的订单会保留，但不再附有您的资料。此操作无法撤销。',
  'settings.deleteAccountTitle': '删除您的账户？',
  'settings.deleteAccountBody': '您的个人资料、地址、已保存的银行卡及会员资格将被清除，您也会被登出。此操作无法撤销。',
  'settings.deleteAccountPassword': '您的密码',
  'settings.deleteAccountConfirm': '删除我的账户',
  'settings.deleteAccountFailed': '未能删除您的账户。',
  'settings.accountDeleted': '您的账户已删除，您已登出。',

  'checkout.signedInAs': '您已以 {email} 登录，订单确认将寄往此地址。',
  'settings.saveCard': '保存此卡，下次使用',
  'settings.savedCardsAtCheckout': '您已保存的银行卡',
  'settings.payWithSavedCard': '以已保存的银行卡付款',
  'settings.chooseSavedCard': '选择已保存的银行卡',
};

export default settingsZhHans;
