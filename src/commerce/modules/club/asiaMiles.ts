/**
 * Asia Miles exchanges (spec 001 §9: 1000, 2000 or 3000 miles). The member gives their Asia Miles
 * number and the name on that account, which must be theirs; the points are taken at once and the
 * exchange waits, pending, until the store credits the miles or rejects it. A rejection returns
 * the points once: the exchange row is locked while it is decided, and the refund's ledger
 * reference is unique.
 */
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { asiaMilesExchanges } from '../../db/schema/club.ts';
import { customers } from '../../db/schema/customers.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import { ASIA_MILES_NAME_MAX_LENGTH, ASIA_MILES_NUMBER_PATTERN, ASIA_MILES_OPTIONS, namesMatch, normalizeAsiaMilesNumber } from '../../../rules/club.ts';
import { appendPoints, expireMemberPoints, lockMember, pointsBalance } from './pointsLedger.ts';

export type AsiaMilesExchangeRecord = typeof asiaMilesExchanges.$inferSelect;

export const asiaMilesInput = z.object({
  miles: z.number().refine((miles) => (ASIA_MILES_OPTIONS as readonly number[]).includes(miles), { message: 'club.milesOption' }),
  asia_miles_number: z
    .string()
    .transform(normalizeAsiaMilesNumber)
    .refine((value) => ASIA_MILES_NUMBER_PATTERN.test(value), {
      message: 'club.milesNumber',
    }),
  name: z.string().trim().min(1, { message: 'club.milesName' }).max(ASIA_MILES_NAME_MAX_LENGTH, { message: 'club.milesName' }),
});

export type AsiaMilesInput = z.input<typeof asiaMilesInput>;

function checkInput(input: AsiaMilesInput): z.output<typeof asiaMilesInput> {
  const parsed = asiaMilesInput.safeParse(input);
  if (!parsed.success) throw inputError(parsed.error.issues[0].message as 'club.milesOption' | 'club.milesNumber' | 'club.milesName');
  return parsed.data;
}

export async function requestAsiaMiles(
  db: Database,
  customerId: number,
  input: AsiaMilesInput,
  pointsPerMile: number,
  now: Date,
): Promise<AsiaMilesExchangeRecord> {
  const { miles, asia_miles_number: membershipNumber, name } = checkInput(input);
  return db.transaction(async (tx) => {
    const scoped = tx;
    await lockMember(scoped, customerId);
    const [member] = await scoped.select({ firstname: customers.firstname, lastname: customers.lastname }).from(customers).where(eq(customers.id, customerId));
    if (!member || !namesMatch(name, member.firstname, member.lastname)) throw inputError('club.milesName');
    const points = miles * pointsPerMile;
    await expireMemberPoints(scoped, customerId, now);
    if ((await pointsBalance(scoped, customerId)) < points) throw inputError('club.notEnoughPointsForMiles', { miles });
    const [exchange] = await scoped.insert(asiaMilesExchanges).values({ customerId, miles, points, membershipNumber, memberName: name }).returning();
    await appendPoints(scoped, {
      customerId,
      kind: 'spend',
      points: -points,
      reference: `miles:${exchange.id}`,
    });
    return exchange;
  });
}

export type AsiaMilesDecision = 'credited' | 'rejected';

/** The store's answer; deciding an exchange again the same way answers it unchanged. */
export async function decideAsiaMiles(db: Database, exchangeId: number, decision: AsiaMilesDecision, note: string | null): Promise<AsiaMilesExchangeRecord> {
  return db.transaction(async (tx) => {
    const scoped = tx;
    const [exchange] = await scoped.select().from(asiaMilesExchanges).where(eq(asiaMilesExchanges.id, exchangeId)).for('update');
    if (!exchange) throw notFoundError('club.milesExchangeNotFound', { id: exchangeId });
    if (exchange.status === decision) return exchange;
    if (exchange.status !== 'pending')
      throw inputError('club.milesAlreadyDecided', {
        id: exchangeId,
        status: exchange.status,
      });
    const [decided] = await scoped
      .update(asiaMilesExchanges)
      .set({ status: decision, note, decidedAt: new Date() })
      .where(eq(asiaMilesExchanges.id, exchangeId))
      .returning();
    if (decision === 'rejected') {
      await appendPoints(scoped, {
        customerId: exchange.customerId,
        kind: 'refund',
        points: exchange.points,
        reference: `miles:${exchange.id}`,
      });
    }
    return decided;
  });
}

export async function asiaMilesExchangesOf(db: Database, customerId: number): Promise<AsiaMilesExchangeRecord[]> {
  return db.select().from(asiaMilesExchanges).where(eq(asiaMilesExchanges.customerId, customerId)).orderBy(desc(asiaMilesExchanges.id));
}
