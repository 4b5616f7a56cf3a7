/**
 * A form posted from another site (docs/design.md, Security: CSRF protection on state-changing posts). The
 * SameSite=Lax session cookie does not travel with such a post, so a bag form would act on a new,
 * empty cart, and an account form could sign the shopper into someone else's account: the actions
 * refuse it instead.
 */
export function isCrossSitePost(request: Request, publicUrl: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin === 'null';
  return origin !== new URL(request.url).origin && origin !== new URL(publicUrl).origin;
}
