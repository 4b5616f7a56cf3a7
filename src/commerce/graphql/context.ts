/** What every resolver receives: the request (made once, in plugin.ts) and the services. */
import type { CommerceServices } from '../services.ts';
import type { RequestContext } from '../core/requestContext.ts';

export interface CommerceContext {
  request: RequestContext;
  services: CommerceServices;
}
