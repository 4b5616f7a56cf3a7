/**
 * What the order desk says once, on the page after a form: an order moved (by the name of its move),
 * the remark saved, the operator signed out or sent back to sign in. Kept in the session's flash, so
 * no URL can make the desk say anything.
 */
import type { MoveName } from '../../../rules/orderMoves.ts';

export type DeskNotice =
  | { kind: 'moved'; move: MoveName }
  | { kind: 'remarkSaved' }
  | { kind: 'signedOut' }
  /** The desk session ran its time. */
  | { kind: 'sessionEnded' }
  /** The API no longer takes the token the session holds (the store's admin token changed). */
  | { kind: 'tokenRefused' };
