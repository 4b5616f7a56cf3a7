/**
 * /robots.txt: the store's instructions to search engines (rules/robots.ts); it names the sitemap
 * by its absolute URL, which only the server knows (PUBLIC_URL).
 */
import { robotsInstructions } from '../../rules/robots.ts';
import type { Route } from './+types/robotsTxt';

export function loader({ context }: Route.LoaderArgs): Response {
  return new Response(robotsInstructions(context.settings.publicUrl), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
