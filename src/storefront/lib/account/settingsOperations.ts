/**
 * The operations of the account's settings pages beyond the profile's: saved cards (Magento's
 * customerPaymentTokens and deletePaymentToken) and deleting the account. Types come from codegen.
 */
import { graphql } from '../api/graphql.ts';

export const SAVED_CARDS = graphql(`
  query SavedCards {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        type
        details
      }
    }
  }
`);

export const DELETE_SAVED_CARD = graphql(`
  mutation DeleteSavedCard($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
    }
  }
`);

export const DELETE_ACCOUNT = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteCustomer(password: $password)
  }
`);
