/**
 * The operations of the account's settings pages beyond the profile's: saved cards (Magento's
 * customerPaymentTokens and deletePaymentToken) and deleting the account. Types come from codegen.
 */
import type {
  DeleteAccountMutation,
  DeleteAccountMutationVariables,
  DeleteSavedCardMutation,
  DeleteSavedCardMutationVariables,
  SavedCardsQuery,
} from '../generated/operations.ts';
import { graphql } from '../api/graphql.ts';

export const SAVED_CARDS = graphql<SavedCardsQuery>(`
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

export const DELETE_SAVED_CARD = graphql<DeleteSavedCardMutation, DeleteSavedCardMutationVariables>(`
  mutation DeleteSavedCard($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
    }
  }
`);

export const DELETE_ACCOUNT = graphql<DeleteAccountMutation, DeleteAccountMutationVariables>(`
  mutation DeleteAccount($password: String!) {
    deleteCustomer(password: $password)
  }
`);
