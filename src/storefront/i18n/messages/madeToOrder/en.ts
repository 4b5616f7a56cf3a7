/**
 * English messages of the made-to-order sub-brand's shell (spec 000 §2): its header, the entry,
 * category, core-jewels and appointment pages, and the way from a product page to its design.
 * Merged into the reference catalog (../en.ts).
 */
const madeToOrderEn = {
  'tosi.wordmark': 'TOSI',
  'tosi.subBrand': 'Made-to-Order',
  'tosi.home': 'TOSI Made-to-Order home page',
  'tosi.navigation': 'Made-to-order',
  'tosi.backToStore': 'TSL store',
  'tosi.coreJewels': 'Core Jewels',
  'tosi.appointment': 'Book a consultation',
  'tosi.category.diamond_rings': 'Diamond Rings',
  'tosi.category.pair_rings': 'Pair Rings',
  'tosi.category.pendants': 'Pendants',
  'tosi.category.bracelets': 'Bracelets',
  'tosi.category.watches': 'Watches',
  'tosi.entryTitle': 'TOSI Made-to-Order',
  'tosi.entryIntro': 'Choose a category, then a design, and make it yours: the material, the size, the diamond and the engraving.',
  'tosi.chooseCategory': 'Choose a category',
  'tosi.designCount': '{count, plural, one {# design} other {# designs}}',
  'tosi.bookText': 'Rather design it with our jeweller? Book a consultation at a store that offers made-to-order.',
  'tosi.designsTitle': 'Designs',
  'tosi.genderFilter': 'Show designs for',
  'tosi.gender.all': 'All',
  'tosi.gender.women': 'Women',
  'tosi.gender.men': 'Men',
  'tosi.gender.both': 'Both',
  'tosi.priceFrom': 'From {price}',
  'tosi.noDesigns': 'No designs for this choice yet. Try another filter.',
  'tosi.formsTitle': 'Three ways to choose',
  'tosi.form.different_design': 'Different design',
  'tosi.form.carat_weight': 'Carat weight',
  'tosi.form.single_design': 'Single design',
  'tosi.formText.different_design': 'A different design for each of you, made to go together.',
  'tosi.formText.carat_weight': 'One setting, the diamond in the carat weight you choose.',
  'tosi.formText.single_design': 'One design, made in the material and size that suit you.',
  'tosi.coreJewelsTitle': 'Core Jewels',
  'tosi.coreJewelsIntro': 'The designs the made-to-order service is known for, one from each category, to start from.',
  'tosi.aptTitle': 'Book a made-to-order consultation',
  'tosi.designYours': 'Design yours',
  'tosi.designYoursText': 'This piece is made to order: choose its material, size and details in the customizer.',
};

export default madeToOrderEn;
export type MadeToOrderMessageId = keyof typeof madeToOrderEn;
