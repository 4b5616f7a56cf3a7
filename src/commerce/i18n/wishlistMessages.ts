/**
 * Messages of wishlists, in the three languages; messages.ts adds them to its catalogs. The
 * English ones are Magento's where Magento has the case.
 */
export const wishlistMessagesEn = {
  'wishlist.notAuthorized': 'The current user cannot perform operations on wishlist',
  'wishlist.idRequired': '"wishlistId" value should be specified',
  'wishlist.notFound': 'The wishlist was not found.',
  'wishlist.itemsNotFound': 'The wishlist item ids "{ids}" were not found.',
  'wishlist.itemNotFound': 'Could not find a wishlist item with ID "{id}"',
  'wishlist.quantityInvalid': 'The quantity must be a whole number from 1 to {max}',
  'wishlist.tooManyItems': 'A wishlist can hold at most {max} pieces',
  'wishlist.descriptionTooLong': 'The description must be at most {max} characters',
} as const;

type WishlistCatalog = Record<keyof typeof wishlistMessagesEn, string>;

export const wishlistMessagesZhHant: WishlistCatalog = {
  'wishlist.notAuthorized': '目前的使用者無法操作此願望清單',
  'wishlist.idRequired': '請提供 "wishlistId"',
  'wishlist.notFound': '找不到此願望清單。',
  'wishlist.itemsNotFound': '找不到願望清單項目 "{ids}"。',
  'wishlist.itemNotFound': '找不到編號為 "{id}" 的願望清單項目',
  'wishlist.quantityInvalid': '數量須為 1 至 {max} 的整數',
  'wishlist.tooManyItems': '願望清單最多可收藏 {max} 件貨品',
  'wishlist.descriptionTooLong': '備註最多 {max} 個字元',
};

export const wishlistMessagesZhHans: WishlistCatalog = {
  'wishlist.notAuthorized': '当前用户无法操作此心愿单',
  'wishlist.idRequired': '请提供 "wishlistId"',
  'wishlist.notFound': '找不到此心愿单。',
  'wishlist.itemsNotFound': '找不到心愿单项目 "{ids}"。',
  'wishlist.itemNotFound': '找不到编号为 "{id}" 的心愿单项目',
  'wishlist.quantityInvalid': '数量须为 1 至 {max} 的整数',
  'wishlist.tooManyItems': '心愿单最多可收藏 {max} 件商品',
  'wishlist.descriptionTooLong': '备注最多 {max} 个字符',
};
