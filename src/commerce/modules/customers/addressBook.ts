/**
 * A customer's address book. An address must be one the website delivers to, by the checkout's own
 * rules (rules/address.ts: the region list, Malaysia's five-digit postcodes, phones valid for the
 * region). One address at most is the default for shipping and one for billing.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { checkAddress, REGIONS, type AddressInput } from '../../../rules/address.ts';
import { pickLocalized } from '../../../rules/locales.ts';
import type { Database } from '../../db/connect.ts';
import { customerAddresses } from '../../db/schema/customers.ts';
import { encodeUid } from '../catalog/index.ts';
import type { StoreScope } from '../../core/requestContext.ts';
import { CommerceError, inputError, notFoundError } from '../../core/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { CountryCodeEnum, CustomerAddress as CustomerAddressView } from '../../graphql/generated/schemaTypes.ts';

export type CustomerAddressRecord = typeof customerAddresses.$inferSelect;

/** Magento's CustomerAddressInput. */
export interface CustomerAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  telephone?: string | null;
  street?: ReadonlyArray<string | null> | null;
  city?: string | null;
  region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

function toAddressInput(input: CustomerAddressInput): AddressInput {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    street: input.street,
    city: input.city,
    region_code: input.region?.region_code,
    region: input.region?.region,
    postcode: input.postcode,
    country_code: input.country_code ?? input.country_id,
    telephone: input.telephone,
  };
}

export function addressView(record: CustomerAddressRecord, scope: StoreScope): CustomerAddressView {
  const region = REGIONS[record.countryCode as keyof typeof REGIONS]?.find((candidate) => candidate.code === record.regionCode);
  return {
    id: record.id,
    uid: encodeUid(record.id),
    firstname: record.firstname,
    lastname: record.lastname,
    company: null,
    middlename: null,
    prefix: null,
    suffix: null,
    vat_id: null,
    fax: null,
    street: record.street,
    city: record.city,
    region: { region_code: record.regionCode, region: region ? pickLocalized(region.name, scope.locale) : null, region_id: null },
    region_id: null,
    postcode: record.postcode,
    country_code: record.countryCode as CountryCodeEnum,
    country_id: record.countryCode,
    telephone: record.telephone,
    default_shipping: record.isDefaultShipping,
    default_billing: record.isDefaultBilling,
  };
}

export class AddressBook {
  async list(db: Database, customerId: number): Promise<CustomerAddressRecord[]> {
    return db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).orderBy(asc(customerAddresses.id));
  }

  async create(db: Database, customerId: number, input: CustomerAddressInput, scope: StoreScope): Promise<CustomerAddressRecord> {
    const address = this.check(input, scope);
    const [created] = await db
      .insert(customerAddresses)
      .values({ customerId, ...address, isDefaultShipping: input.default_shipping ?? false, isDefaultBilling: input.default_billing ?? false })
      .returning();
    await this.keepOneDefault(db, created);
    return created;
  }

  /** Only the fields given change; the whole address must still be valid afterwards. */
  async update(db: Database, customerId: number, id: number, input: CustomerAddressInput, scope: StoreScope): Promise<CustomerAddressRecord> {
    const current = await this.owned(db, customerId, id);
    const merged: CustomerAddressInput = {
      firstname: input.firstname ?? current.firstname,
      lastname: input.lastname ?? current.lastname,
      telephone: input.telephone ?? current.telephone,
      street: input.street ?? current.street,
      city: input.city ?? current.city,
      region: input.region ?? { region_code: current.regionCode },
      postcode: input.postcode ?? current.postcode,
      country_code: input.country_code ?? input.country_id ?? current.countryCode,
    };
    const address = this.check(merged, scope);
    const [updated] = await db
      .update(customerAddresses)
      .set({
        ...address,
        isDefaultShipping: input.default_shipping ?? current.isDefaultShipping,
        isDefaultBilling: input.default_billing ?? current.isDefaultBilling,
        updatedAt: new Date(),
      })
      .where(eq(customerAddresses.id, id))
      .returning();
    await this.keepOneDefault(db, updated);
    return updated;
  }

  async delete(db: Database, customerId: number, id: number): Promise<void> {
    await this.owned(db, customerId, id);
    await db.delete(customerAddresses).where(eq(customerAddresses.id, id));
  }

  /** The address, if it is this customer's: Magento's not-found and permission errors otherwise. */
  private async owned(db: Database, customerId: number, id: number): Promise<CustomerAddressRecord> {
    const [record] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, id)).for('update');
    if (!record) throw notFoundError('customer.addressNotFound', { id });
    if (record.customerId !== customerId) throw new CommerceError('graphql-authorization', 'customer.addressNotYours', { id });
    return record;
  }

  private check(input: CustomerAddressInput, scope: StoreScope) {
    const checked = checkAddress(toAddressInput(input), scope.website.code, 'delivery');
    if (!checked.address) {
      const [problem] = checked.problems;
      throw inputError(`address.${problem.reason}` as MessageKey, { field: problem.field });
    }
    const { firstname, lastname, street, city, regionCode, postcode, countryCode, telephone } = checked.address;
    return { firstname, lastname, street, city, regionCode, postcode, countryCode, telephone };
  }

  private async keepOneDefault(db: Database, record: CustomerAddressRecord): Promise<void> {
    const others = and(eq(customerAddresses.customerId, record.customerId), ne(customerAddresses.id, record.id));
    if (record.isDefaultShipping) await db.update(customerAddresses).set({ isDefaultShipping: false }).where(others);
    if (record.isDefaultBilling) await db.update(customerAddresses).set({ isDefaultBilling: false }).where(others);
  }
}
