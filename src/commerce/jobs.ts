/**
 * The store's background work (JOBS=on): cancel orders whose payment never came, releasing their
 * stock, complete shipped orders their shoppers never marked received, send refunds the gateway
 * refused or never answered again (later each time, up to a limit), deliver the outbox's mail,
 * clear the sandbox's expired card nonces, and the club's daily work (lapsed points, birthday and
 * anniversary coupons). Each job runs on its own timer and never overlaps itself; with several
 * processes the database's row locks (and a refund's claim) keep them from doing the same work
 * twice. Tests leave the timers off and call the services directly.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CommerceServices } from './services.ts';

interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/** Sends the refunds due again; one whose tries have run out is told in the log, for an operator to send (retryRefund). */
async function retryRefunds(services: CommerceServices, log: FastifyBaseLogger): Promise<void> {
  for (const sent of await services.refunds.retryDue(services.clock.now())) {
    if (sent.givenUp) log.warn({ order: sent.orderNumber, refund: sent.refundId, failure: sent.failure }, 'refund failed its last try: an operator must send it again');
  }
}

export function startJobs(services: CommerceServices, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  const jobs: Job[] = [
    { name: 'cancel unpaid orders', everyMs: 60_000, run: () => services.payments.cancelUnpaid() },
    // Counted in days, so hourly completes each order within the hour it falls due.
    { name: 'complete shipped orders not marked received', everyMs: 3_600_000, run: () => services.orders.completeUnreceived(services.clock.now()) },
    { name: 'send failed refunds again', everyMs: 60_000, run: () => retryRefunds(services, log) },
    { name: 'deliver mail', everyMs: 5_000, run: () => services.mail.deliver() },
    { name: 'forget expired card nonces', everyMs: 3_600_000, run: () => services.sandboxGateway.forgetExpiredNonces() },
    // Idempotent per member and day, so hourly is safe and a restart never skips a day.
    { name: 'club: lapsed points, birthday and anniversary coupons', everyMs: 3_600_000, run: () => services.club.runDaily() },
  ];
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const work = job
        .run()
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          busy = false;
          running.delete(work);
        });
      running.add(work);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      // The database closes after this: let work in flight finish first.
      await Promise.allSettled([...running]);
    },
  };
}
