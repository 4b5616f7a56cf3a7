/**
 * The WeChat and Facebook sign-in operations (src/commerce/modules/socialSignIn/schema.graphql).
 * Types come from codegen.
 */
import { graphql } from '../api/graphql.ts';

export const SOCIAL_SIGN_IN_URL = graphql(`
  query SocialSignInUrl($provider: SocialProvider!, $redirectUri: String!, $state: String!) {
    socialSignInUrl(provider: $provider, redirect_uri: $redirectUri, state: $state)
  }
`);

export const SIGN_IN_BY_SOCIAL = graphql(`
  mutation SignInBySocial($provider: SocialProvider!, $code: String!, $redirectUri: String!) {
    generateCustomerTokenBySocial(provider: $provider, code: $code, redirect_uri: $redirectUri) {
      is_bound
      token
      binding_ticket
      display_name
    }
  }
`);

export const BIND_SOCIAL_ACCOUNT = graphql(`
  mutation BindSocialAccount($input: BindSocialAccountInput!) {
    bindSocialAccount(input: $input) {
      id
      provider
    }
  }
`);

export const UNBIND_SOCIAL_ACCOUNT = graphql(`
  mutation UnbindSocialAccount($id: Int!) {
    unbindSocialAccount(id: $id)
  }
`);

export const LINKED_ACCOUNTS = graphql(`
  query LinkedAccounts {
    customer {
      social_accounts {
        id
        provider
        display_name
      }
    }
  }
`);
