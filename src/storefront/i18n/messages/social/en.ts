/**
 * English messages of WeChat and Facebook sign-in: the sign-in buttons, the landing page the
 * providers send shoppers back to, and the linked accounts of the account page. Merged into the
 * reference catalog (../en.ts). The API's refusals arrive in the shopper's language already.
 */
const socialEn = {
  'social.provider.wechat': 'WeChat',
  'social.provider.facebook': 'Facebook',
  'social.orSignInWith': 'Or sign in with',
  'social.signInWithProvider': 'Sign in with {provider}',
  'social.linkedAccounts': 'Linked accounts',
  'social.linkedIntro': 'Link WeChat or Facebook to sign in with them next time.',
  'social.linkedAs': 'Linked as {name}',
  'social.notLinked': 'Not linked',
  'social.link': 'Link {provider}',
  'social.unlink': 'Unlink {provider}',
  'social.linkedDone': 'Your {provider} account is now linked.',
  'social.unlinkedDone': 'The account is no longer linked.',
  'social.landingTitle': 'Sign in with {provider}',
  'social.landingTitleGeneric': 'Sign in',
  'social.bindTitle': 'Link your {provider} account',
  'social.unboundTitle': 'Your {provider} account is not linked yet',
  'social.unboundIntro': 'Your {provider} account “{name}” is not linked to a TSL account yet. Sign in to link it, or create an account: it is linked as soon as you do.',
  'social.signInToBind': 'Sign in to link',
  'social.createAccountToBind': 'Create an account',
  'social.expired': 'This sign-in has expired or was started in another browser. Please try again.',
  'social.cancelled': 'The sign-in with {provider} was cancelled.',
  'social.unavailable': '{provider} is unavailable at the moment. Please try again later, or sign in with your email or mobile number.',
  'social.backToSignIn': 'Back to sign in',
  'social.backToAccount': 'Back to my account',
  'social.pendingBinding': 'Sign in to link your {provider} account “{name}”.',
  'social.pendingBindingCreate': 'Your {provider} account “{name}” is linked to the account you create.',
} as const;

export default socialEn;
export type SocialMessageId = keyof typeof socialEn;
