import type { CommerceContext } from '../../graphql/context.ts';
import { inputError } from '../../core/errors.ts';
import type { SocialProvider } from '../../graphql/generated/schemaTypes.ts';
import type { CustomerRecord } from '../customers/index.ts';
import type { SocialProviderName } from './providers.ts';
import type { BindingProof, SocialIdentityRecord } from './service.ts';


const providerName = (provider: SocialProvider) => provider.toLowerCase() as SocialProviderName;

const accountView = (record: SocialIdentityRecord) => ({
  id: record.id,
  provider: record.provider.toUpperCase() as SocialProvider,
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

export const socialSignInResolvers = {
  Query: {
    socialSignInUrl: (_: unknown, args: { provider: SocialProvider; redirect_uri: string; state: string }, ctx: CommerceContext) =>
      ctx.services.socialSignIn.authorizationUrl(providerName(args.provider), args.redirect_uri, args.state, ctx.request),
  },
  Mutation: {
    generateCustomerTokenBySocial: async (_: unknown, args: { provider: SocialProvider; code: string; redirect_uri: string }, ctx: CommerceContext) => {
      const answer = await ctx.services.socialSignIn.signIn(providerName(args.provider), args.code, args.redirect_uri, ctx.request);
      return {
        is_bound: answer.bound,
        token: answer.bound ? answer.token : null,
        binding_ticket: answer.bound ? null : answer.bindingTicket,
        display_name: answer.identity.displayName,
      };
    },
    bindSocialAccount: async (_: unknown, args: { input: BindInput }, ctx: CommerceContext) => {
      // Who is asking comes before what they sent: a guest learns nothing about the input's rules.
      ctx.services.customers.requireCustomer(ctx.request.actor);
      return accountView(await ctx.services.socialSignIn.bind(ctx.request, providerName(args.input.provider), proofOf(args.input)));
    },
    unbindSocialAccount: async (_: unknown, args: { id: number }, ctx: CommerceContext) => {
      await ctx.services.socialSignIn.unbind(ctx.request.actor, args.id);
      return true;
    },
  },
  Customer: {
    social_accounts: async (customer: { record: CustomerRecord }, _: unknown, ctx: CommerceContext) =>
      (await ctx.services.socialSignIn.bindings(customer.record.id)).map(accountView),
  },
};
