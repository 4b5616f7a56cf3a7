/**
 * The staff checkout's GraphQL (spec 000 §3 Checkout state: bcnStaffOrderedStore,
 * bcnOrderCustomerPhone…, bcnOrderCustomerPhoneValidated): the staff member's own shop and the
 * website's shops, the code texted to the customer's phone (customers/schema.graphql
 * sendCustomerPhoneOtp) and the shop and customer set on the staff bag (checkout/schema.graphql
 * setStaffOrderOnCart). Types come from codegen.
 */
import { graphql } from '../api/graphql.ts';

/** The account chip's role and shop (spec 001 §7), and every shop of the website an order may be placed at. */
export const STAFF_CHECKOUT_SHOPS = graphql(`
  query StaffCheckoutShops {
    customer {
      role_id
      default_store_identifier
    }
    storeLocations {
      code
      name
    }
  }
`);

export const SEND_CUSTOMER_PHONE_CODE = graphql(`
  mutation SendCustomerPhoneCode($areaCode: String!, $phone: String!) {
    sendCustomerPhoneOtp(phone_area_code: $areaCode, phone: $phone) {
      expires_in
    }
  }
`);

export const SET_STAFF_ORDER = graphql(`
  mutation SetStaffOrder($input: SetStaffOrderOnCartInput!) {
    setStaffOrderOnCart(input: $input) {
      cart {
        id
        bcn_order_customer_phone_validated
        bcn_order_customer {
          email
        }
      }
    }
  }
`);
