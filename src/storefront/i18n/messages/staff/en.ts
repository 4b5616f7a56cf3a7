/**
 * English messages of the staff pages: sign-in by staff number (spec 000 §2 /staffLogin), the
 * staff member's page with phone verification by one-time password (spec 001 §5), and the account
 * chip's staff line. Merged into the reference catalog (../en.ts). The API's refusals arrive in the
 * shopper's language already.
 */
const staffEn = {
  'staff.signInTitle': 'Staff sign in',
  'staff.signInDescription': 'Sign in with your staff number.',
  'staff.staffNo': 'Staff number',
  'staff.password': 'Password',
  'staff.signInSubmit': 'Sign In',
  'staff.pageTitle': 'Staff account',
  'staff.chip': '{name} · staff {staffNo}',
  'staff.details': 'Your details',
  'staff.name': 'Name',
  'staff.shop': 'Shop',
  'staff.phone': 'Phone',
  'staff.phoneVerified': 'Verified',
  'staff.phoneNotVerified': 'Not verified yet',
  'staff.verifyTitle': 'Verify your phone',
  'staff.verifyIntro': 'Staff must verify their phone before taking orders. We will text a 6-digit code to the number you give.',
  'staff.sendCode': 'Text me a code',
  'staff.codeSent': 'A code was texted to +{areaCode} {phone}. It works for {minutes} minutes.',
  'staff.code': '6-digit code',
  'staff.verifyCode': 'Verify',
  'staff.sendAgain': 'Use another number or send a new code',
  'staff.verified': 'Your phone is verified.',
  'staff.signOut': 'Sign out',
  'account.problem.staffNo': 'Enter a valid staff number, such as S1001',
  'account.problem.otpCode': 'Enter the 6 digits of the code',
} as const;

export type StaffMessageId = keyof typeof staffEn;
export default staffEn;
