/**
 * English messages of the pages that send shoppers to customer service and the stores: the bag,
 * the wishlist, member sign-in and joining, order tracking and made-to-order. Merged into the
 * reference catalog (../en.ts).
 */
const serviceEn = {
  'service.contactTitle': 'Customer service',
  'service.whatsapp': 'Message us on WhatsApp',
  'service.call': 'Call {phone}',
  'service.email': 'Email {email}',
  'service.opensInNewTab': '(opens WhatsApp in a new tab)',
  'service.hours.base': 'Monday to Saturday, 10:00 to 19:00 (except public holidays)',
  'service.hours.mo': 'Monday to Saturday, 10:00 to 19:00 (except public holidays)',
  'service.hours.my': 'Monday to Friday, 09:30 to 18:30 (except public holidays)',
  'service.storesTitle': 'Our stores',
  'service.storesNear': 'Stores near you',
  'service.allStores': '{count, plural, one {See the store and its opening hours} other {See all # stores and their opening hours}}',
  'service.continueShopping': 'Continue shopping',
  'service.shopCategories': 'Shop by category',

  'bag.pageDescription': 'Your shopping bag: the pieces you have chosen, your coupon and gifts, and the way to checkout.',


  'member.signInDescription': 'TSL Club members: check your points, rewards and coupons at our stores or with customer service.',
  'member.signInIntro': 'Your TSL Club membership, points, rewards and coupons are kept by our stores. Show your member card or give your mobile number at any store to check your points and use your rewards, or ask customer service on WhatsApp.',
  'member.notMember': 'Not a member yet?',
  'member.joinTitle': 'Join the TSL Club',
  'member.joinDescription': 'Join the TSL Club at any of our stores: points on every purchase, member offers and rewards.',
  'member.joinIntro': 'Join at any of our stores: our staff sign you up with your mobile number and give you your member card. From then on every purchase earns points.',
  'member.alreadyMember': 'Already a member?',
  'member.benefitsTitle': 'Member benefits',
  'member.joinAtStore': 'Join at a store',
  'member.whatsappMessage': 'Hello, I have a question about my TSL Club membership.',

  'orders.pageTitle': 'Order Tracking',
  'orders.pageDescription': 'Where is your order? Find it with your order number and mobile number.',
  'orders.intro': 'Enter your order number, which is in your order confirmation, and the mobile number you ordered with.',
  'orders.formTitle': 'Your order',
  'orders.orderNumber': 'Order number',
  'orders.areaCode': 'Area code',
  'orders.mobile': 'Mobile number',
  'orders.continue': 'Track order',
  'orders.invalidOrderNumber': 'Enter the order number as it is written in your order confirmation.',
  'orders.invalidMobile': 'Enter a valid mobile number for the area code you chose.',
  'orders.foundTitle': 'Order {number}',
  'orders.another': 'Track another order',
  'orders.whatsappAsk': 'Hello, I would like to know where my order is.',
  'orders.pickupTitle': 'Collecting from a store?',
  'orders.pickupText': 'An order for store pickup waits at the store you chose, and the store can tell you about it too.',
  'orders.region.HK': 'Hong Kong +852',
  'orders.region.MO': 'Macau +853',
  'orders.region.MY': 'Malaysia +60',
  'orders.region.CN': 'Mainland China +86',
  'orders.region.SG': 'Singapore +65',

  'customizer.pageTitle': 'Made-to-Order',
  'customizer.designsTitle': 'Start from a design',
  'customizer.seeAll': 'See all made-to-order designs',
  'customizer.howTitle': 'How made-to-order works',
  'customizer.stepDesign': 'Choose a design you like here, or bring your own idea.',
  'customizer.stepBook': 'Book a consultation at a store that offers made-to-order, by phone or on WhatsApp.',
  'customizer.stepChoose': 'With our jeweller, choose the material, the size, the diamond or gemstone, the width, the finishing and the engraving.',
  'customizer.stepCollect': 'We make your piece, and the store tells you when it is ready to collect.',
  'customizer.bookTitle': 'Book a consultation',
  'customizer.bookText': 'Call one of these stores, or message customer service on WhatsApp with the design you like and the store you prefer.',
  'customizer.storesTitle': 'Stores offering made-to-order',
  'customizer.whatsappMessage': 'Hello, I would like to book a made-to-order consultation.',
} as const;

export default serviceEn;
export type ServiceMessageId = keyof typeof serviceEn;
