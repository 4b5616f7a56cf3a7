/**
 * The customer operations the sign-in, registration and account pages send (the accounts API of
 * src/commerce/modules/customers/schema.graphql). Types come from codegen.
 */
import { graphql } from '../api/graphql.ts';

export const SIGN_IN_BY_EMAIL = graphql(`
  mutation SignInByEmail($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

export const SIGN_IN_BY_MOBILE = graphql(`
  mutation SignInByMobile($areaCode: String!, $mobile: String!, $password: String!) {
    generateCustomerTokenByMobile(mobile_area_code: $areaCode, mobile: $mobile, password: $password) {
      token
    }
  }
`);

export const LOGIN_STATUS = graphql(`
  query LoginStatus {
    getLoginStatus {
      is_logged_in
      expires_in
    }
  }
`);

export const REVOKE_TOKEN = graphql(`
  mutation RevokeToken {
    revokeCustomerToken {
      result
    }
  }
`);

export const CUSTOMER_CART_ID = graphql(`
  query CustomerCartId {
    customerCart {
      id
      total_quantity
    }
  }
`);

export const MERGE_GUEST_CART = graphql(`
  mutation MergeGuestCart($source: String!, $destination: String) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      id
      total_quantity
    }
  }
`);

export const LOCAL_CAPTCHA_TOKEN = graphql(`
  query LocalCaptchaToken {
    localCaptchaToken(form: CUSTOMER_CREATE)
  }
`);

/** Registration's reCAPTCHA: a local token (demo and tests), or Google's site key to ask Google for one. */
export const REGISTRATION_CAPTCHA = graphql(`
  query RegistrationCaptcha {
    localCaptchaToken(form: CUSTOMER_CREATE)
    recaptchaV3Config {
      website_key
    }
  }
`);

export const CREATE_CUSTOMER = graphql(`
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`);

export const ACCOUNT_CUSTOMER = graphql(`
  query AccountCustomer {
    customer {
      role_id
      prefix
      firstname
      lastname
      email
      date_of_birth
      age_range
      mobile_area_code
      mobile
      is_subscribed
      is_subscribed_sms
      is_subscribed_whatsapp
      anniversaries {
        type
        date
      }
      addresses {
        id
        firstname
        lastname
        street
        city
        postcode
        telephone
        country_code
        default_shipping
        default_billing
        region {
          region_code
          region
        }
      }
    }
  }
`);

export const UPDATE_CUSTOMER = graphql(`
  mutation UpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`);

export const UPDATE_CUSTOMER_EMAIL = graphql(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`);

export const CREATE_ADDRESS = graphql(`
  mutation CreateAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      id
    }
  }
`);

export const UPDATE_ADDRESS = graphql(`
  mutation UpdateAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_ADDRESS = graphql(`
  mutation DeleteAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String!, $token: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)
  }
`);
