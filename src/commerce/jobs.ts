/**
 * The store's background work, each job a queue (modules/jobs): cancel orders whose payment never
 * came, releasing their stock; complete shipped orders their shoppers never marked received; send
 * refunds the gateway refused or never answered again (later each time, up to a limit); deliver the
 * outbox's mail; clear the sandbox's expired card nonces; and the club's daily work (lapsed points,
 * birthday and anniversary coupons). Each body is a service's method, safe to run again: a job that
 * fails is simply tried again after its wait.
 */
import type { JobDefinition, JobLog } from './modules/jobs/index.ts';
import type { CommerceServices } from './services.ts';

/** Sends the refunds due again; one whose tries have run out is told in the log, for an operator to send (retryRefund). */
async function retryRefunds(services: CommerceServices, log: JobLog): Promise<void> {
  for (const sent of await services.refunds.retryDue(services.clock.now())) {
    if (sent.givenUp) log.warn({ order: sent.orderNumber, refund: sent.refundId, failure: sent.failure }, 'refund failed its last try: an operator must send it again');
  }
}

export function storeJobs(services: CommerceServices, log: JobLog): JobDefinition[] {
  return [
    { name: 'cancel-unpaid-orders', schedule: { cron: '* * * * *' }, retryLimit: 3, retryDelaySeconds: 30, run: () => services.payments.cancelUnpaid() },
    // Counted in days, so hourly completes each order within the hour it falls due.
    { name: 'complete-unreceived-orders', schedule: { cron: '7 * * * *' }, retryLimit: 3, retryDelaySeconds: 60, run: () => services.orders.completeUnreceived(services.clock.now()) },
    { name: 'retry-refunds', schedule: { cron: '* * * * *' }, retryLimit: 3, retryDelaySeconds: 30, run: () => retryRefunds(services, log) },
    // Each mail counts its own failures in the outbox; the job fails only when the outbox cannot be read.
    // A run left by a killed process is taken as lost after two minutes, not fifteen: no mail goes
    // out meanwhile, and each mail's own claim lasts two minutes too (modules/mail/outbox.ts).
    { name: 'deliver-mail', schedule: { everySeconds: 5 }, retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 120, run: () => services.mail.deliver() },
    { name: 'forget-expired-card-nonces', schedule: { cron: '17 * * * *' }, retryLimit: 3, retryDelaySeconds: 60, run: () => services.sandboxGateway.forgetExpiredNonces() },
    // Idempotent per member and day, so hourly is safe and a restart never skips a day.
    { name: 'club-daily', schedule: { cron: '27 * * * *' }, retryLimit: 3, retryDelaySeconds: 300, run: () => services.club.runDaily() },
  ];
}
