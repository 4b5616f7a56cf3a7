/**
 * English messages of the account's settings: anniversaries, communications, saved payments,
 * account deletion, and the checkout's words for a signed-in member and their cards. Merged into
 * the reference catalog (../en.ts).
 */
const settingsEn = {
  'settings.anniversaries': 'Anniversaries',
  'settings.anniversariesIntro': 'Tell us the dates that matter to you and the club will remember them. Leave a date empty to remove it.',
  'settings.anniversary.WEDDING': 'Wedding anniversary',
  'settings.anniversary.FIRST_MEETING': 'First meeting',
  'settings.anniversary.DATING': 'Dating anniversary',
  'settings.anniversary.SON_BIRTHDAY': "Son's birthday",
  'settings.anniversary.DAUGHTER_BIRTHDAY': "Daughter's birthday",
  'settings.anniversary.FATHER_BIRTHDAY': "Father's birthday",
  'settings.anniversary.MOTHER_BIRTHDAY': "Mother's birthday",
  'settings.anniversary.PARTNER_BIRTHDAY': "Partner's birthday",
  'settings.saveAnniversaries': 'Save anniversaries',
  'settings.anniversariesSaved': 'Your anniversaries have been saved.',
  'account.problem.anniversaryDate': 'Enter a valid past date',
  'account.problem.anniversaryTwice': 'Give each anniversary once',

  'settings.communications': 'Communications',
  'settings.communicationsIntro': 'Choose how we may send you news of collections, offers and club events.',
  'settings.saveCommunications': 'Save preferences',
  'settings.communicationsSaved': 'Your communication preferences have been saved.',

  'settings.savedPayments': 'Saved Payments',
  'settings.savedPaymentsIntro': 'Cards you chose to save at checkout. We keep only the brand, the last four digits and the expiry date.',
  'settings.noSavedCards': 'You have no saved cards. Tick "Save this card" when you pay by card at checkout.',
  'settings.savedCardsList': 'Your saved cards',
  'settings.cardName': '{brand} •••• {last4}',
  'settings.cardExpires': 'Expires {expiry}',
  'settings.removeCard': 'Remove',
  'settings.removeCardOf': 'Remove {brand} ending in {last4}',
  'settings.removeCardTitle': 'Remove this card?',
  'settings.removeCardBody': '{brand} •••• {last4} will no longer be offered at checkout.',
  'settings.cardRemoved': 'The card has been removed.',
  'settings.brand.visa': 'Visa',
  'settings.brand.mastercard': 'Mastercard',
  'settings.brand.amex': 'American Express',
  'settings.brand.jcb': 'JCB',
  'settings.brand.unionpay': 'UnionPay',

  'settings.deleteAccount': 'Delete account',
  'settings.deleteAccountIntro':
    'Deleting your account erases your personal details, addresses, saved cards and club membership. Your orders stay with us without your details. This cannot be undone.',
  'settings.deleteAccountTitle': 'Delete your account?',
  'settings.deleteAccountBody': 'Your personal details, addresses, saved cards and club membership will be erased and you will be signed out. This cannot be undone.',
  'settings.deleteAccountPassword': 'Your password',
  'settings.deleteAccountConfirm': 'Delete my account',
  'settings.deleteAccountFailed': 'Your account could not be deleted.',
  'settings.accountDeleted': 'Your account has been deleted and you have been signed out.',

  'checkout.signedInAs': 'Signed in as {email}. Your order confirmation goes to this address.',
  'settings.saveCard': 'Save this card for next time',
  'settings.savedCardsAtCheckout': 'Your saved cards',
  'settings.payWithSavedCard': 'Pay with saved card',
  'settings.chooseSavedCard': 'Choose a saved card',
} as const;

export type SettingsMessageId = keyof typeof settingsEn;
export default settingsEn;
