/**
 * The server's log. JSON lines (pino) when stdout is a file, a pipe or a log collector; readable
 * lines when a person watches it in a terminal. One line per request, when its answer is sent;
 * requests made inside the process (the storefront's own GraphQL calls, the sandbox gateway's
 * notifications) log at debug, because the page request they serve already has its line, and so do
 * the files a page loads (scripts, styles, pictures, fonts: a shopper's page asks for dozens) unless
 * they fail. Errors keep their lines.
 */
import { Socket } from 'node:net';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';

/** Fields the readable line leaves out: the request's own line already says them. */
const QUIET_FIELDS = 'pid,hostname,reqId,method,url,statusCode,durationMs';

export function createLogger(level: string, terminal = process.stdout.isTTY === true): FastifyBaseLogger {
  if (!terminal) return pino({ level });
  return pino({ level }, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: QUIET_FIELDS, singleLine: true, sync: true }));
}

/**
 * Query values the log never holds: one-time secrets that ride in a URL for one redirect (the card
 * gateway's nonce on its way into the session, a guest's order key, a reset or sign-in token).
 */
const SECRET_QUERY_FIELDS = new Set(['nonce', 'access_key', 'token', 'code', 'key']);

/** The request's URL as logged, secret query values masked. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let masked = false;
  for (const name of new Set(params.keys())) {
    if (!SECRET_QUERY_FIELDS.has(name)) continue;
    params.set(name, '***');
    masked = true;
  }
  return masked ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** Files a page loads beside itself: built scripts and styles, product pictures, public files. */
const PAGE_FILE = /^\/(assets|media|fonts|icons)\/|^\/[\w.-]+\.(svg|png|ico|webmanifest|js|txt)(\?|$)/;

/** Whether a request is for a file a page loads (logged at debug while it succeeds). */
export function isPageFile(url: string): boolean {
  return PAGE_FILE.test(url);
}

/** A request injected by this process (app.inject) has no network connection behind it. */
function isInProcess(request: FastifyRequest): boolean {
  return !(request.raw.socket instanceof Socket);
}

/** Fastify's request lines: one when the answer is sent instead of one on arrival and one at the end. */
export class RequestLog extends LogController {
  // At debug, a request is also logged on arrival: a test can tell it has landed before acting.
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: loggedUrl(request.url) }, 'request received');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const durationMs = Math.round(reply.elapsedTime);
    const url = loggedUrl(request.url);
    const line = { method: request.method, url, statusCode: reply.statusCode, durationMs };
    const message = `${request.method} ${url} ${reply.statusCode} ${durationMs} ms`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else if (isInProcess(request) || (isPageFile(request.url) && reply.statusCode < 400)) reply.log.debug(line, message);
    else reply.log.info(line, message);
  }
}
