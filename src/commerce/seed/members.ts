/**
 * The demo store's members, one per website, each signing in with the password `Jewel2025!` (by
 * email, or by mobile number where they have one), and a staff member of a shop on each website,
 * who signs in with a staff number and the same password. README lists them.
 */
import type { customerAddresses, customers } from '../db/schema/customers.ts';
import { hashPassword } from '../modules/customers/index.ts';
import { STAFF_ROLE_ID } from '../../rules/staff.ts';

export const DEMO_MEMBER_PASSWORD = 'Jewel2025!';

export async function demoMemberRows(): Promise<{ customers: Array<typeof customers.$inferInsert>; addresses: Array<typeof customerAddresses.$inferInsert> }> {
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const consentAt = new Date('2025-01-02T03:00:00Z');
  const member = { passwordHash, consentAt, subscribedEmail: true } as const;
  return {
    customers: [
      // Hong Kong (tsl_tc), signs in by email or +852 9123 4567.
      {
        id: 1,
        websiteId: 1,
        storeViewId: 1,
        prefix: 'Ms',
        firstname: 'Mei',
        lastname: 'Chan',
        email: 'mei.chan@example.com',
        mobile: '+85291234567',
        dateOfBirth: '1990-02-14',
        anniversaries: [{ type: 'WEDDING', date: '2018-10-20' }],
        ageRange: '30-39',
        subscribedSms: true,
        ...member,
      },
      // Macau (tsl_mo_en).
      {
        id: 2,
        websiteId: 2,
        storeViewId: 6,
        prefix: 'Miss',
        firstname: 'Sofia',
        lastname: 'Leong',
        email: 'sofia.leong@example.com',
        mobile: '+85366123456',
        ageRange: '19-29',
        ...member,
      },
      // Malaysia (tsl_my_en), signs in by email or +60 12-345 6789.
      {
        id: 3,
        websiteId: 3,
        storeViewId: 8,
        prefix: 'Mr',
        firstname: 'Wei Jie',
        lastname: 'Tan',
        email: 'weijie.tan@example.com',
        mobile: '+60123456789',
        ageRange: '40-49',
        subscribedWhatsapp: true,
        ...member,
      },
      // Staff (spec 000 §1): the Hong Kong one has yet to verify a phone, as a new staff member would;
      // the others' phones are verified. Ids leave room for more members above.
      {
        id: 11,
        websiteId: 1,
        storeViewId: 1,
        firstname: 'Ka Ming',
        lastname: 'Lau',
        roleId: STAFF_ROLE_ID,
        staffNo: 'S1001',
        defaultStoreIdentifier: 'hk-central-queens-road',
        passwordHash,
      },
      {
        id: 12,
        websiteId: 2,
        storeViewId: 6,
        firstname: 'Hoi Ian',
        lastname: 'Ho',
        roleId: STAFF_ROLE_ID,
        staffNo: 'S2001',
        defaultStoreIdentifier: 'mo-avenida-almeida-ribeiro',
        mobile: '+85366234567',
        mobileVerifiedAt: consentAt,
        passwordHash,
      },
      {
        id: 13,
        websiteId: 3,
        storeViewId: 8,
        firstname: 'Siew Ling',
        lastname: 'Lim',
        roleId: STAFF_ROLE_ID,
        staffNo: 'S3001',
        defaultStoreIdentifier: 'my-kl-pavilion',
        mobile: '+60122345678',
        mobileVerifiedAt: consentAt,
        passwordHash,
      },
    ],
    addresses: [
      {
        id: 1,
        customerId: 1,
        firstname: 'Mei',
        lastname: 'Chan',
        street: ['Flat 12A, Tower 3', '1 Harbour Road'],
        city: 'Wan Chai',
        regionCode: 'HK-HKI',
        countryCode: 'HK',
        telephone: '91234567',
        isDefaultShipping: true,
        isDefaultBilling: true,
      },
      {
        id: 2,
        customerId: 3,
        firstname: 'Wei Jie',
        lastname: 'Tan',
        street: ['12 Jalan Bukit Bintang'],
        city: 'Kuala Lumpur',
        regionCode: 'MY-14',
        postcode: '55100',
        countryCode: 'MY',
        telephone: '0123456789',
        isDefaultShipping: true,
        isDefaultBilling: true,
      },
    ],
  };
}
