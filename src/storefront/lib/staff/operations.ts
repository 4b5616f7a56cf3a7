/**
 * The staff operations the staff sign-in and staff pages send (src/commerce/modules/customers/
 * schema.graphql: generateStaffToken, sendStaffPhoneOtp, verifyStaffPhoneOtp; cart/schema.graphql:
 * staffProductTags). Types come from codegen.
 */
import { graphql } from '../api/graphql.ts';
import { MONEY } from '../api/fragments.ts';

export const STAFF_SIGN_IN = graphql(`
  mutation StaffSignIn($staffNo: String!, $password: String!) {
    generateStaffToken(staff_no: $staffNo, password: $password) {
      token
    }
  }
`);

/** The account chip's fields (spec 001 §7) and the phone the staff member verified. */
export const STAFF_ACCOUNT = graphql(`
  query StaffAccount {
    customer {
      id
      customer_id
      firstname
      lastname
      role_id
      staff_no
      default_store_identifier
      mobile_area_code
      mobile
      mobile_verified
    }
  }
`);

export const SEND_STAFF_PHONE_CODE = graphql(`
  mutation SendStaffPhoneCode($areaCode: String!, $phone: String!) {
    sendStaffPhoneOtp(phone_area_code: $areaCode, phone: $phone) {
      expires_in
      resend_in
    }
  }
`);

export const VERIFY_STAFF_PHONE_CODE = graphql(`
  mutation VerifyStaffPhoneCode($code: String!) {
    verifyStaffPhoneOtp(code: $code) {
      customer {
        mobile_area_code
        mobile
        mobile_verified
      }
    }
  }
`);

/** A product's shelf tags, each with the code its QR image holds (docs/decisions.md, "The staff bag"). */
export const STAFF_PRODUCT_TAGS = graphql(`
  query StaffProductTags($sku: String!) {
    staffProductTags(sku: $sku) {
      sku
      name
      options
      price { ...MoneyFields }
      code
    }
  }
  ${MONEY}
`);
