/** The customers module's face: what the rest of the backend may use of it. */
export type { AccountMailer, PasswordResetMail } from './accountMail.ts';
export { captchaVerifierFor, issueLocalCaptchaToken } from './captcha.ts';
export { PasswordResets } from './passwordResets.ts';
export { hashPassword } from './passwords.ts';
export { CustomerService, clientAddress, violatedIndex } from './service.ts';
export { SignInLimits } from './signInLimits.ts';
export { DESK_TOKEN_PREFIX, OperatorSignIn } from './operatorSignIn.ts';
export { CustomerTokens } from './tokens.ts';
export type { CustomerParent } from './customerView.ts';
export { PhoneVerification } from './phoneVerification.ts';
export { StaffAccounts, type NewMemberDetails } from './staffAccounts.ts';
