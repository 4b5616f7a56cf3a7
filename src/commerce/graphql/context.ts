/** What every resolver receives: the request's scope and actor, and the services. */
import type { CommerceServices } from '../services.ts';
import type { Actor, StoreScope } from '../core/requestContext.ts';

export interface CommerceContext {
  scope: StoreScope;
  actor: Actor;
  services: CommerceServices;
  /** The client's address (behind trusted proxies, the one they forwarded): sign-in limits count by it. */
  clientIp?: string;
  /** The X-ReCaptcha header, checked by the operations that need it. */
  captchaToken?: string;
}
