/**
 * The names of the order process's moves, which both halves speak of: the API's history and
 * `available_actions`, the order desk's forms and labels. Who may make each move, its guards and
 * its effects are the orders module's table (commerce/modules/orders/orderProcess.ts).
 */
export const MOVE_NAMES = [
  'pay',
  'pay_for_approval',
  'cancel_unpaid',
  'cancel',
  'repay',
  'approve',
  'made',
  'factory_ship',
  'confirm_arrival',
  'ready_for_pickup',
  'confirm_pickup',
  'ship_partially',
  'ship',
  'complete',
  'request_return',
  'reject_return',
  'return_partially',
  'return',
  'refund_partially',
  'refund',
] as const;
export type MoveName = (typeof MOVE_NAMES)[number];

/** Moves that staff and the operator make by name with nothing but a note (the API's moveOrder). */
export const MOVES_WITHOUT_INPUT = ['approve', 'made', 'factory_ship', 'confirm_arrival', 'confirm_pickup', 'ready_for_pickup', 'complete', 'request_return', 'reject_return', 'cancel'] as const;
export type MoveWithoutInput = (typeof MOVES_WITHOUT_INPUT)[number];

export function isMoveName(value: string | null | undefined): value is MoveName {
  return (MOVE_NAMES as readonly string[]).includes(value ?? '');
}

export function isMoveWithoutInput(value: string | null | undefined): value is MoveWithoutInput {
  return (MOVES_WITHOUT_INPUT as readonly string[]).includes(value ?? '');
}
