/** The socialSignIn module's face: what the rest of the backend may use of it. */
export { configuredProviders } from './configuredProviders.ts';
export type { OAuthProvider, SocialProviderName } from './providers.ts';
export { SocialSignInService } from './service.ts';
export { default as socialSandboxRoutes } from './sandboxRoutes.ts';
export { subscribeSocialSignIn } from './subscribers.ts';
