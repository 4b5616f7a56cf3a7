/**
 * The order page's forms, posted to its action: each form names itself (`form`), is read by its rules
 * (deskForms.ts) and sent as one of the operator's mutations. A refusal, the form's or the API's (in
 * the desk's language), is answered with 200 and drawn beside that form (docs/decisions.md, "A
 * refused form answers 200"); a move made redirects back to the order, whose next page says so once.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { formValues } from '../../../rules/customerForms.ts';
import { PRIVATE_NO_STORE, refuseCrossSitePost } from '../account/accountForms.server.ts';
import type { GraphQLAnswer } from '../api/graphql.ts';
import { typedValues, type FormAnswer } from '../forms/formAnswer.ts';
import { problemsOfApi, type FormProblems } from '../forms/formProblems.ts';
import type { DeskNotice } from './deskNotices.ts';
import { deskOrderPath } from './deskPaths.ts';
import { endIfTokenRefused, requireDeskSession } from './deskSession.server.ts';
import { parseMove, parseRefund, parseRemark, parseReturnReceived, parseShipment, type DeskFormResult } from './deskForms.ts';
import { moveFormOf } from './orderMoves.ts';
import { DESK_MOVE_ORDER, DESK_RECEIVE_RETURN, DESK_REFUND_ORDER, DESK_SET_REMARK, DESK_SHIP_ORDER } from './operations.ts';

interface ActionArgs {
  request: Request;
  context: AppLoadContext;
}

/** What a form asks of the API, once read: the mutation's answer and what to say once it went through. */
type Sent = { answer: GraphQLAnswer<unknown>; notice: DeskNotice };

function answered(form: string, problems: FormProblems, values: Record<string, string | undefined>) {
  return data<FormAnswer>({ form, problems, values: typedValues(values) }, { headers: PRIVATE_NO_STORE });
}

/** Reads a form by its rules and sends it; its problems when the rules refuse it. */
async function sendIf<T>(parsed: DeskFormResult<T>, send: (input: T) => Promise<Sent>): Promise<Sent | FormProblems> {
  return parsed.success ? send(parsed.data) : parsed.problems;
}

export async function deskOrderAction(args: ActionArgs, number: string) {
  refuseCrossSitePost(args);
  requireDeskSession(args);
  const values = formValues(await args.request.formData());
  const form = values.form ?? '';
  const { client } = args.context;
  const moved = (answer: GraphQLAnswer<unknown>, move: Extract<DeskNotice, { kind: 'moved' }>['move']): Sent => ({ answer, notice: { kind: 'moved', move } });

  let sent: Sent | FormProblems;
  if (form === 'ship') {
    sent = await sendIf(parseShipment(values), async (shipment) =>
      moved(await client.mutate(DESK_SHIP_ORDER, { number, ...shipment }), shipment.items ? 'ship_partially' : 'ship'),
    );
  } else if (form === 'receive-return') {
    sent = await sendIf(parseReturnReceived(values), async (received) => moved(await client.mutate(DESK_RECEIVE_RETURN, { number, ...received }), received.items ? 'return_partially' : 'return'));
  } else if (form === 'refund') {
    sent = await sendIf(parseRefund(values), async (refund) => moved(await client.mutate(DESK_REFUND_ORDER, { number, ...refund }), refund.amount === null ? 'refund' : 'refund_partially'));
  } else if (form === 'remark') {
    sent = await sendIf(parseRemark(values), async ({ remark }) => ({ answer: await client.mutate(DESK_SET_REMARK, { number, remark }), notice: { kind: 'remarkSaved' } }));
  } else {
    const parsed = form === moveFormOf(values.move ?? '') ? parseMove(values) : null;
    if (!parsed) throw new Response('Unknown form', { status: 400 });
    sent = await sendIf(parsed, async ({ move, note }) => moved(await client.mutate(DESK_MOVE_ORDER, { number, move, note }), move));
  }

  if (!('answer' in sent)) return answered(form, sent, values);
  if (sent.answer.errors.length) {
    endIfTokenRefused(args, sent.answer.errors);
    return answered(form, problemsOfApi(sent.answer.errors), values);
  }
  args.context.session.flashDeskNotice(sent.notice);
  throw redirect(deskOrderPath(number), { headers: PRIVATE_NO_STORE });
}
