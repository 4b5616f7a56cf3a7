import type { Resolvers } from '../../graphql/generated/resolverTypes.ts';
import { inputError } from '../../core/errors.ts';
import type { SocialProvider } from '../../graphql/generated/schemaTypes.ts';
import type { SocialProviderName } from './providers.ts';
import type { BindingProof, SocialIdentityRecord } from './service.ts';

const PROVIDER_NAMES: Record<SocialProvider, SocialProviderName> = { WECHAT: 'wechat', FACEBOOK: 'facebook' };
const PROVIDERS: Record<SocialProviderName, SocialProvider> = { wechat: 'WECHAT', facebook: 'FACEBOOK' };

const providerName = (provider: SocialProvider) => PROVIDER_NAMES[provider];

/** The API's name for a provider a binding was stored with; the store binds only the providers it knows. */
function providerOf(stored: string): SocialProvider {
  const found = Object.entries(PROVIDERS).find(([name]) => name === stored);
  if (!found) throw new Error(`"${stored}" is no sign-in provider`);
  return found[1];
}

const accountView = (record: SocialIdentityRecord) => ({
  id: record.id,
  provider: providerOf(record.provider),
  display_name: record.displayName,
  bound_at: record.createdAt.toISOString(),
});

interface BindInput {
  provider: SocialProvider;
  code?: string | null;
  redirect_uri?: string | null;
  binding_ticket?: string | null;
}

function proofOf(input: BindInput): BindingProof {
  if (input.binding_ticket && !input.code) return { bindingTicket: input.binding_ticket };
  if (input.code && input.redirect_uri && !input.binding_ticket) return { code: input.code, redirectUri: input.redirect_uri };
  throw inputError('social.bindingProof');
}

export const socialSignInResolvers: Resolvers = {
  Query: {
    socialSignInUrl: (_, args, ctx) =>
      ctx.services.socialSignIn.authorizationUrl(providerName(args.provider), args.redirect_uri, args.state, ctx.request),
  },
  Mutation: {
    generateCustomerTokenBySocial: async (_, args, ctx) => {
      const answer = await ctx.services.socialSignIn.signIn(providerName(args.provider), args.code, args.redirect_uri, ctx.request);
      return {
        is_bound: answer.bound,
        token: answer.bound ? answer.token : null,
        binding_ticket: answer.bound ? null : answer.bindingTicket,
        display_name: answer.identity.displayName,
      };
    },
    bindSocialAccount: async (_, args, ctx) => {
      // Who is asking comes before what they sent: a guest learns nothing about the input's rules.
      ctx.services.customers.requireCustomer(ctx.request.actor);
      return accountView(await ctx.services.socialSignIn.bind(ctx.request, providerName(args.input.provider), proofOf(args.input)));
    },
    unbindSocialAccount: async (_, args, ctx) => {
      await ctx.services.socialSignIn.unbind(ctx.request.actor, args.id);
      return true;
    },
  },
  Customer: {
    social_accounts: async (customer, _, ctx) =>
      (await ctx.services.socialSignIn.bindings(customer.record.id)).map(accountView),
  },
};
