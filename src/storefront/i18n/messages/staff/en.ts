/**
 * English messages of the staff pages: sign-in by staff number (spec 000 §2 /staffLogin), the
 * staff member's page with phone verification by one-time password (spec 001 §5), the account
 * chip's staff line, and the staff bag's QR codes, shelf tags and scan entry (spec 000 §4). Merged
 * into the reference catalog (../en.ts). The API's refusals arrive in the
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
  'staff.code.title': 'Staff: add by QR code',
  'staff.code.intro': 'Staff add this piece to their bag by scanning its QR code.',
  'staff.code.qrLabel': 'QR code of {sku}',
  'staff.code.chooseOptions': "Choose the options above to see that piece's QR code.",
  'staff.code.none': 'This piece has no shelf tag, so it cannot go into a staff bag.',
  'staff.code.printTags': 'Print shelf tags',
  'staff.code.toBag': 'Scan into your bag',
  'staff.tags.title': 'Shelf tags',
  'staff.tags.intro': "Tags of {sku} for the shop's shelves: staff scan a tag's QR code, or type the code under it, into their bag.",
  'staff.tags.none': 'This product has no shelf tags: made-to-order pieces are added from the customizer.',
  'staff.tags.print': 'Print',
  'staff.tags.toBag': 'Your bag',
  'staff.scan.title': 'Scan a product',
  'staff.scan.intro': 'Scan the QR code on a product page or shelf tag, or type the code printed under it.',
  'staff.scan.code': 'Product code',
  'staff.scan.add': 'Add to bag',
  'staff.scan.camera': 'Scan with camera',
  'staff.scan.stopCamera': 'Stop the camera',
  'staff.scan.pointCamera': 'Point the camera at the QR code.',
  'staff.scan.cameraFailed': 'The camera could not be opened. Type the code instead.',
  'staff.scan.added': 'The piece is in your bag.',
  'account.problem.staffNo': 'Enter a valid staff number, such as S1001',
  'account.problem.otpCode': 'Enter the 6 digits of the code',
} as const;

export type StaffMessageId = keyof typeof staffEn;
export default staffEn;
