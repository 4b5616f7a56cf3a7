/**
 * The order desk's forms, read from what they post: the admin token, a shipment (tracking number,
 * carrier, the pieces of a partial one), a return received, a refund (an amount typed in the
 * order's currency, read into minor units by the store's money rules, never as a float), a move
 * with a note, the remark. What the API decides (a move allowed now, an amount within what is
 * left) is left to it: its refusal is shown beside the form.
 */
import { parseMajorAmount } from '../../../rules/money.ts';
import type { MessageId } from '../../i18n/useT.ts';
import type { FormProblems, ProblemMessage } from '../forms/formProblems.ts';
import { isMoveWithoutInput, type MoveWithoutInput } from '../../../rules/orderMoves.ts';

type Values = Record<string, string | undefined>;
export type DeskFormResult<T> = { success: true; data: T } | { success: false; problems: FormProblems };

/** The API's limits: the history keeps 500 characters of a note, an order 1,000 of its remark. */
export const NOTE_MAX_LENGTH = 500;
export const REMARK_MAX_LENGTH = 1000;
const TRACKING_MAX_LENGTH = 100;
/** The admin token is printable text without spaces: anything else could be no token of the store's. */
const ADMIN_TOKEN = /^[\x21-\x7e]{1,512}$/;

/** The name of a line's pieces field in the shipment and return forms. */
export const pieceField = (lineId: number) => `piece_${lineId}`;

const problem = (id: MessageId): ProblemMessage => ({ id });

class Reader {
  readonly fields: Record<string, ProblemMessage> = {};
  constructor(private readonly values: Values) {}

  text(name: string): string {
    return (this.values[name] ?? '').trim();
  }

  required(name: string, max: number): string {
    const text = this.text(name);
    if (!text) this.fields[name] = problem('desk.problem.required');
    else if (text.length > max) this.fields[name] = problem('desk.problem.tooLong');
    return text;
  }

  optional(name: string, max: number): string | null {
    const text = this.text(name);
    if (text.length > max) this.fields[name] = problem('desk.problem.tooLong');
    return text || null;
  }

  confirmed(name: string): void {
    if (this.values[name] === undefined) this.fields[name] = problem('desk.problem.confirm');
  }

  /** Pieces per line named with a number above nothing; none named is the whole order. */
  pieces(lineIds: readonly number[]): Array<{ id: number; quantity: number }> | null {
    const named: Array<{ id: number; quantity: number }> = [];
    for (const id of lineIds) {
      const text = this.text(pieceField(id)).normalize('NFKC');
      if (!text) continue;
      const quantity = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (Number.isNaN(quantity)) this.fields[pieceField(id)] = problem('desk.problem.pieces');
      else if (quantity > 0) named.push({ id, quantity });
    }
    return named.length ? named : null;
  }

  result<T>(data: T): DeskFormResult<T> {
    return Object.keys(this.fields).length ? { success: false, problems: { fields: this.fields } } : { success: true, data };
  }
}

export function parseDeskSignIn(values: Values): DeskFormResult<{ token: string }> {
  const reader = new Reader(values);
  const token = reader.required('admin_token', 512);
  if (token && !ADMIN_TOKEN.test(token)) reader.fields.admin_token = problem('desk.problem.tokenFormat');
  return reader.result({ token });
}

/** Which lines the form offers pieces of: the page posts their ids with it. */
function lineIdsOf(values: Values): number[] {
  return (values.lines ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 200);
}

export function parseShipment(values: Values): DeskFormResult<{ trackingNumber: string; carrier: string; items: Array<{ id: number; quantity: number }> | null; note: string | null }> {
  const reader = new Reader(values);
  const trackingNumber = reader.required('tracking_number', TRACKING_MAX_LENGTH);
  const carrier = reader.required('carrier', 40);
  const items = reader.pieces(lineIdsOf(values));
  const note = reader.optional('note', NOTE_MAX_LENGTH);
  return reader.result({ trackingNumber, carrier, items, note });
}

export function parseReturnReceived(values: Values): DeskFormResult<{ items: Array<{ id: number; quantity: number }> | null; note: string | null }> {
  const reader = new Reader(values);
  const items = reader.pieces(lineIdsOf(values));
  const note = reader.optional('note', NOTE_MAX_LENGTH);
  return reader.result({ items, note });
}

/** No amount refunds all that is left; an amount is minor units of the order's currency. */
export function parseRefund(values: Values): DeskFormResult<{ amount: number | null; note: string | null }> {
  const reader = new Reader(values);
  const typed = reader.text('amount');
  const amount = typed ? (parseMajorAmount(typed) ?? null) : null;
  if (typed && (amount === null || amount <= 0)) reader.fields.amount = problem('desk.problem.amount');
  const note = reader.optional('note', NOTE_MAX_LENGTH);
  reader.confirmed('confirm');
  return reader.result({ amount, note });
}

/** A move with a note; cancelling (what was paid goes back) must be confirmed. */
export function parseMove(values: Values): DeskFormResult<{ move: MoveWithoutInput; note: string | null }> | null {
  const move = values.move;
  if (!isMoveWithoutInput(move)) return null;
  const reader = new Reader(values);
  const note = reader.optional('note', NOTE_MAX_LENGTH);
  if (move === 'cancel') reader.confirmed('confirm');
  return reader.result({ move, note });
}

export function parseRemark(values: Values): DeskFormResult<{ remark: string | null }> {
  const reader = new Reader(values);
  return reader.result({ remark: reader.optional('remark', REMARK_MAX_LENGTH) });
}
