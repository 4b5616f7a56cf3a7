/**
 * The order desk's forms as their rules read them, and the forms an order's available moves give:
 * amounts into minor units without floats, pieces of a partial shipment, confirmations asked, and
 * the way back after sign-in.
 */
import { describe, expect, it } from 'vitest';
import { afterDeskSignIn } from './deskSession.server.ts';
import { parseDeskSignIn, parseMove, parseRefund, parseShipment, pieceField } from './deskForms.ts';
import { deskActionsOf } from './orderMoves.ts';

describe('the order desk’s forms', () => {
  it('read a refund typed in the order’s currency as minor units, or none for all that is left', () => {
    expect(parseRefund({ amount: ' 150.50 ', confirm: 'on' })).toEqual({ success: true, data: { amount: 15_050, note: null } });
    expect(parseRefund({ amount: '０．２９', confirm: 'on' })).toEqual({ success: true, data: { amount: 29, note: null } });
    expect(parseRefund({ amount: '', confirm: 'on', note: 'Goodwill' })).toEqual({ success: true, data: { amount: null, note: 'Goodwill' } });
    for (const amount of ['0', '10.005', '-5', '1e3', 'HK$100']) {
      expect(parseRefund({ amount, confirm: 'on' }), amount).toEqual({ success: false, problems: { fields: { amount: { id: 'desk.problem.amount' } } } });
    }
    expect(parseRefund({ amount: '10' })).toEqual({ success: false, problems: { fields: { confirm: { id: 'desk.problem.confirm' } } } });
  });

  it('read a shipment: its tracking number and carrier, and the pieces of the lines offered', () => {
    const lines = { lines: '7,8' };
    expect(parseShipment({ ...lines, tracking_number: ' SF1 ', carrier: 'sf_express' })).toEqual({
      success: true,
      data: { trackingNumber: 'SF1', carrier: 'sf_express', items: null, note: null },
    });
    expect(parseShipment({ ...lines, tracking_number: 'SF1', carrier: 'sf_express', [pieceField(7)]: '2', [pieceField(8)]: '0', [pieceField(9)]: '5' })).toMatchObject({
      success: true,
      data: { items: [{ id: 7, quantity: 2 }] },
    });
    expect(parseShipment({ ...lines, tracking_number: '', carrier: '', [pieceField(8)]: 'two' })).toEqual({
      success: false,
      problems: { fields: { tracking_number: { id: 'desk.problem.required' }, carrier: { id: 'desk.problem.required' }, [pieceField(8)]: { id: 'desk.problem.pieces' } } },
    });
  });

  it('ask to confirm a cancellation, and know only the moves made with a note', () => {
    expect(parseMove({ move: 'cancel' })).toMatchObject({ success: false, problems: { fields: { confirm: { id: 'desk.problem.confirm' } } } });
    expect(parseMove({ move: 'complete', note: ' Collected ' })).toEqual({ success: true, data: { move: 'complete', note: 'Collected' } });
    expect(parseMove({ move: 'ship' })).toBeNull();
  });

  it('take the operator back after sign-in to a page of the desk only', () => {
    expect(afterDeskSignIn('/desk/orders/HK10000001?lang=zh-Hant')).toBe('/desk/orders/HK10000001?lang=zh-Hant');
    for (const wanted of [null, '', '//evil.example/desk', 'https://evil.example/desk', '/desk-evil', '/desk/../en-hk/account', '/desk/sign-in', '/desk\\evil']) {
      expect(afterDeskSignIn(wanted), String(wanted)).toBe('/desk');
    }
  });

  it('refuse a token no store could have', () => {
    expect(parseDeskSignIn({ admin_token: 'with space' })).toMatchObject({ success: false, problems: { fields: { admin_token: { id: 'desk.problem.tokenFormat' } } } });
    expect(parseDeskSignIn({ admin_token: ' abc-123_XYZ ' })).toEqual({ success: true, data: { token: 'abc-123_XYZ' } });
  });

  it('give one form for a move and its partial kind, and one for each move made with a note', () => {
    expect(deskActionsOf(['cancel', 'made', 'ship_partially', 'ship', 'refund_partially', 'refund'])).toEqual([
      { form: 'move', move: 'cancel' },
      { form: 'move', move: 'made' },
      { form: 'ship', partial: true },
      { form: 'refund', partial: true },
    ]);
    expect(deskActionsOf(['ship', 'refund'])).toEqual([
      { form: 'ship', partial: false },
      { form: 'refund', partial: false },
    ]);
    expect(deskActionsOf(['return'])).toEqual([{ form: 'receive-return', partial: false }]);
  });
});
