/**
 * The desk's form for each move of the order process the API allows now (AdminOrder's
 * available_actions name them, rules/orderMoves.ts): shipping (the whole order, or pieces of it when
 * a partial shipment is allowed), receiving a return (whole or in part), refunding (all that is
 * left, or an amount), and the moves that take nothing but a note.
 */
import { isMoveWithoutInput, type MoveName, type MoveWithoutInput } from '../../../rules/orderMoves.ts';

/** The name of the order page's form for a move without input. */
export const moveFormOf = (move: string) => `move-${move}`;

/** One form of the order page; `partial`: the form may name pieces (or an amount) rather than the whole order. */
export type DeskAction =
  | { form: 'ship'; partial: boolean }
  | { form: 'receive-return'; partial: boolean }
  | { form: 'refund'; partial: boolean }
  | { form: 'move'; move: MoveWithoutInput };

/** The forms for the moves the API allows now, in the order it names them; a move and its partial form share one. */
export function deskActionsOf(available: readonly string[]): DeskAction[] {
  const actions: DeskAction[] = [];
  const has = (move: MoveName) => available.includes(move);
  const once = (action: DeskAction) => {
    if (!actions.some((known) => known.form === action.form && (known.form !== 'move' || (action.form === 'move' && known.move === action.move)))) actions.push(action);
  };
  for (const move of available) {
    if (move === 'ship' || move === 'ship_partially') once({ form: 'ship', partial: has('ship_partially') });
    else if (move === 'return' || move === 'return_partially') once({ form: 'receive-return', partial: has('return_partially') });
    else if (move === 'refund' || move === 'refund_partially') once({ form: 'refund', partial: has('refund_partially') });
    else if (isMoveWithoutInput(move)) once({ form: 'move', move });
  }
  return actions;
}
