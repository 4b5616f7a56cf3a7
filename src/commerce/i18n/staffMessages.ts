/**
 * Messages of staff sign-in, phone verification by one-time password and the staff bag's codes,
 * in the three languages; messages.ts adds them to its catalogs. "SMS send failed" is spec 001 §8's.
 */
export const staffMessagesEn = {
  'staff.notAuthorized': 'Sign in with your staff number to do this.',
  'staff.staffNoInvalid': 'Enter a valid staff number, such as S1001',
  'otp.codeInvalid': 'Enter the 6-digit code from the text message',
  'otp.codeIncorrect': 'The code is incorrect. {left, plural, one {# try left} other {# tries left}}.',
  'otp.codeVoid': 'Too many incorrect codes. Ask for a new code.',
  'otp.codeExpired': 'The code has expired. Ask for a new code.',
  'otp.noCode': 'Ask for a code first.',
  'otp.cooldown': 'A code was just sent. Ask again in {seconds} seconds.',
  'otp.tooManySends': 'Too many codes sent to this number. Try again later.',
  'otp.tooManyAsked': 'You have asked for too many codes. Try again later.',
  'otp.phoneTaken': 'This phone number belongs to another account.',
  'sms.sendFailed': 'SMS send failed. Please try again later.',
  'sms.otpText': 'TSL: your verification code is {code}. It expires in {minutes} minutes. Do not share it.',
  'staffBag.scanRequired': "Scan the product's QR code to add {sku} to your bag.",
  'staffBag.codeInvalid': 'This is not a product code of the store. Scan the tag again, or check the code you typed.',
  'staffBag.codeOfOtherWebsite': "This code is for a piece of another region's shops. Scan a tag of this shop.",
} as const;

type StaffCatalog = Record<keyof typeof staffMessagesEn, string>;

export const staffMessagesZhHant: StaffCatalog = {
  'staff.notAuthorized': '請以員工編號登入後再試。',
  'staff.staffNoInvalid': '請輸入有效的員工編號，例如 S1001',
  'otp.codeInvalid': '請輸入短訊中的 6 位數字驗證碼',
  'otp.codeIncorrect': '驗證碼不正確，尚餘 {left} 次機會。',
  'otp.codeVoid': '驗證碼錯誤次數過多，請重新索取驗證碼。',
  'otp.codeExpired': '驗證碼已過期，請重新索取驗證碼。',
  'otp.noCode': '請先索取驗證碼。',
  'otp.cooldown': '驗證碼剛已發送，請於 {seconds} 秒後再試。',
  'otp.tooManySends': '此號碼已收到過多驗證碼，請稍後再試。',
  'otp.tooManyAsked': '你索取驗證碼的次數過多，請稍後再試。',
  'otp.phoneTaken': '此電話號碼已屬於另一帳戶。',
  'sms.sendFailed': '短訊發送失敗，請稍後再試。',
  'sms.otpText': 'TSL：你的驗證碼為 {code}，{minutes} 分鐘內有效。請勿向他人透露。',
  'staffBag.scanRequired': '請掃描產品的 QR 碼，將 {sku} 加入購物袋。',
  'staffBag.codeInvalid': '這不是本店的產品編碼。請重新掃描標籤，或核對輸入的編碼。',
  'staffBag.codeOfOtherWebsite': '此編碼屬於其他地區分店的貨品，請掃描本店的標籤。',
};

export const staffMessagesZhHans: StaffCatalog = {
  'staff.notAuthorized': '请以员工编号登录后再试。',
  'staff.staffNoInvalid': '请输入有效的员工编号，例如 S1001',
  'otp.codeInvalid': '请输入短信中的 6 位数字验证码',
  'otp.codeIncorrect': '验证码不正确，尚余 {left} 次机会。',
  'otp.codeVoid': '验证码错误次数过多，请重新获取验证码。',
  'otp.codeExpired': '验证码已过期，请重新获取验证码。',
  'otp.noCode': '请先获取验证码。',
  'otp.cooldown': '验证码刚已发送，请于 {seconds} 秒后再试。',
  'otp.tooManySends': '此号码已收到过多验证码，请稍后再试。',
  'otp.tooManyAsked': '你获取验证码的次数过多，请稍后再试。',
  'otp.phoneTaken': '此电话号码已属于另一账户。',
  'sms.sendFailed': '短信发送失败，请稍后再试。',
  'sms.otpText': 'TSL：你的验证码为 {code}，{minutes} 分钟内有效。请勿向他人透露。',
  'staffBag.scanRequired': '请扫描产品的二维码，将 {sku} 加入购物袋。',
  'staffBag.codeInvalid': '这不是本店的产品编码。请重新扫描标签，或核对输入的编码。',
  'staffBag.codeOfOtherWebsite': '此编码属于其他地区分店的货品，请扫描本店的标签。',
};
