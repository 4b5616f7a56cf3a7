/**
 * Messages of the diamond inventory (search, holds, sale), in the three languages; messages.ts
 * adds them to its catalogs.
 */
export const diamondMessagesEn = {
  'diamond.unknownValue': '"{value}" is not a diamond {attribute}. Choose from: {allowed}',
  'diamond.rangeInvalid': 'The {attribute} range takes numbers from {min} to {max}; "{value}" is not one',
  'diamond.rangeReversed': 'The {attribute} range starts above where it ends',
  'diamond.sortOne': 'Sort diamonds by one field at a time',
  'diamond.identifierInvalid': '"{identifier}" is not a diamond identifier',
  'diamond.notFound': 'No diamond "{identifier}" is offered in this store',
  'diamond.heldByAnother': 'Diamond {identifier} is held for another shopper. Choose another stone, or try again later.',
  'diamond.sold': 'Diamond {identifier} has been sold. Please choose another stone.',
  'diamond.notHeldByCart': 'Diamond {identifier} is not held for this bag',
} as const;

type DiamondCatalog = Record<keyof typeof diamondMessagesEn, string>;

export const diamondMessagesZhHant: DiamondCatalog = {
  'diamond.unknownValue': '"{value}" 不是鑽石的{attribute}。請從以下選擇：{allowed}',
  'diamond.rangeInvalid': '{attribute}範圍須為 {min} 至 {max} 的數字；"{value}" 不符',
  'diamond.rangeReversed': '{attribute}範圍的起點高於終點',
  'diamond.sortOne': '鑽石每次只能按一個欄位排序',
  'diamond.identifierInvalid': '"{identifier}" 不是鑽石編號',
  'diamond.notFound': '本店沒有編號為 "{identifier}" 的鑽石',
  'diamond.heldByAnother': '鑽石 {identifier} 已為另一位顧客保留。請選擇其他鑽石，或稍後再試。',
  'diamond.sold': '鑽石 {identifier} 已售出，請選擇其他鑽石。',
  'diamond.notHeldByCart': '鑽石 {identifier} 並非為此購物袋保留',
};

export const diamondMessagesZhHans: DiamondCatalog = {
  'diamond.unknownValue': '"{value}" 不是钻石的{attribute}。请从以下选择：{allowed}',
  'diamond.rangeInvalid': '{attribute}范围须为 {min} 至 {max} 的数字；"{value}" 不符',
  'diamond.rangeReversed': '{attribute}范围的起点高于终点',
  'diamond.sortOne': '钻石每次只能按一个字段排序',
  'diamond.identifierInvalid': '"{identifier}" 不是钻石编号',
  'diamond.notFound': '本店没有编号为 "{identifier}" 的钻石',
  'diamond.heldByAnother': '钻石 {identifier} 已为另一位顾客保留。请选择其他钻石，或稍后再试。',
  'diamond.sold': '钻石 {identifier} 已售出，请选择其他钻石。',
  'diamond.notHeldByCart': '钻石 {identifier} 并非为此购物袋保留',
};
