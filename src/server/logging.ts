/**
 * The server's log. JSON lines (pino) when stdout is a file, a pipe or a log collector; readable
 * lines when a person watches it in a terminal. One line per request, when its answer is sent;
 * requests made inside the process (the storefront's own GraphQL calls, the sandbox gateway's
 * notifications) log at debug, because the page request they serve already has its line. Errors
 * keep their lines.
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

/** A request injected by this process (app.inject) has no network connection behind it. */
function isInProcess(request: FastifyRequest): boolean {
  return !(request.raw.socket instanceof Socket);
}

/** Fastify's request lines: one when the answer is sent instead of one on arrival and one at the end. */
export class RequestLog extends LogController {
  // At debug, a request is also logged on arrival: a test can tell it has landed before acting.
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'request received');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const durationMs = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, durationMs };
    const message = `${request.method} ${request.url} ${reply.statusCode} ${durationMs} ms`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else if (isInProcess(request)) reply.log.debug(line, message);
    else reply.log.info(line, message);
  }
}
