/** The staff's order history in Traditional Chinese as written in Hong Kong and Macau (see ./en.ts). */
import type { StaffOrdersMessageId } from './en.ts';

const staffOrdersZhHant: Record<StaffOrdersMessageId, string> = {
  'staffOrders.scopes': '訂單範圍',
  'staffOrders.scope.MINE': '我的訂單',
  'staffOrders.scope.SHOP': '本店訂單',
  'staffOrders.statuses': '訂單狀態',
  'staffOrders.allStatuses': '全部',
  'staffOrders.count': '{count, plural, =0 {沒有訂單} other {# 張訂單}}',
  'staffOrders.empty': '這裡沒有可顯示的訂單。',
  'staffOrders.customer': '顧客：{name}',
  'staffOrders.actions': '員工操作',
  'staffOrders.noActions': '此訂單目前沒有可進行的操作。',
  'staffOrders.action.approve': '審批',
  'staffOrders.action.confirm_arrival': '確認到店',
  'staffOrders.action.confirm_pickup': '確認顧客取貨',
  'staffOrders.action.cancel': '取消訂單',
  'staffOrders.action.repay': '重新付款',
  'staffOrders.hint.approve': '貨品將交由工場製作。',
  'staffOrders.hint.confirm_arrival': '顧客將收到在門市出示的取貨碼。',
  'staffOrders.hint.confirm_pickup': '顧客已取貨，訂單完成。',
  'staffOrders.hint.cancel': '已付款項將全數退回。',
  'staffOrders.hint.repay': '此訂單會擱置，其貨品、門店及顧客會放回您的購物袋，以其他方式付款。',
  'staffOrders.done.approve': '訂單已審批。',
  'staffOrders.done.confirm_arrival': '已確認到店。',
  'staffOrders.done.confirm_pickup': '已確認顧客取貨，訂單已完成。',
  'staffOrders.done.cancel': '訂單已取消。',
  'staffOrders.done.repay': '訂單的貨品已放回您的購物袋，可重新付款。',
};

export default staffOrdersZhHant;
