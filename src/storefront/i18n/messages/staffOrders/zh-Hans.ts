/** The staff's order history in Simplified Chinese (see ./en.ts). */
import type { StaffOrdersMessageId } from './en.ts';

const staffOrdersZhHans: Record<StaffOrdersMessageId, string> = {
  'staffOrders.scopes': '订单范围',
  'staffOrders.scope.MINE': '我的订单',
  'staffOrders.scope.SHOP': '本店订单',
  'staffOrders.statuses': '订单状态',
  'staffOrders.allStatuses': '全部',
  'staffOrders.count': '{count, plural, =0 {没有订单} other {# 张订单}}',
  'staffOrders.empty': '这里没有可显示的订单。',
  'staffOrders.customer': '顾客：{name}',
  'staffOrders.actions': '员工操作',
  'staffOrders.noActions': '此订单目前没有可进行的操作。',
  'staffOrders.action.approve': '审批',
  'staffOrders.action.confirm_arrival': '确认到店',
  'staffOrders.action.confirm_pickup': '确认顾客取货',
  'staffOrders.action.cancel': '取消订单',
  'staffOrders.action.repay': '重新付款',
  'staffOrders.hint.approve': '货品将交由工场制作。',
  'staffOrders.hint.confirm_arrival': '顾客将收到在门店出示的取货码。',
  'staffOrders.hint.confirm_pickup': '顾客已取货，订单完成。',
  'staffOrders.hint.cancel': '已付款项将全数退回。',
  'staffOrders.hint.repay': '此订单会搁置，其货品、门店及顾客会放回您的购物袋，以其他方式付款。',
  'staffOrders.done.approve': '订单已审批。',
  'staffOrders.done.confirm_arrival': '已确认到店。',
  'staffOrders.done.confirm_pickup': '已确认顾客取货，订单已完成。',
  'staffOrders.done.cancel': '订单已取消。',
  'staffOrders.done.repay': '订单的货品已放回您的购物袋，可重新付款。',
};

export default staffOrdersZhHans;
