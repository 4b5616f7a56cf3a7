/** The wishlist in Traditional Chinese as written in Hong Kong and Macau (see ./en.ts). */
import type { WishlistMessageId } from './en.ts';

const wishlistZhHant: Record<WishlistMessageId, string> = {
  'wishlist.pageDescription': '您收藏的首飾，隨時可加入購物袋或與人分享。',
  'wishlist.empty': '您的心水清單內沒有貨品。',
  'wishlist.emptyHint': '按任何首飾上的心形圖示，即可收藏在這裡。',
  'wishlist.remove': '移除',
  'wishlist.removeNamed': '從心水清單移除{name}',
  'wishlist.addToBag': '加入購物袋',
  'wishlist.chooseOptions': '選擇款式',
  'wishlist.gone': '已停售',
  'wishlist.quantity': '數量：{quantity}',
  'wishlist.share': '分享我的心水清單',
  'wishlist.shareTitle': '我的心水清單',
  'wishlist.removed': '已從心水清單移除。',
  'wishlist.addedToBag': '已加入購物袋。',
  'wishlist.removeFailed': '抱歉，未能從心水清單移除此貨品，請再試一次。',
  'wishlist.addToBagFailed': '抱歉，未能從心水清單將此貨品加入購物袋。{reason}',
  'wishlist.heartAdd': '將{name}加入心水清單',
  'wishlist.heartRemove': '從心水清單移除{name}',
  'wishlist.heartFailed': '抱歉，未能更新您的心水清單，請再試一次。',
  'wishlist.sharedTitle': '{name}的心水清單',
  'wishlist.sharedDescription': '{name}挑選的首飾。',
  'wishlist.sharedNotFound': '此心水清單連結已失效。請索取新的連結，或瀏覽我們的首飾。',
  'wishlist.sharedEmpty': '此心水清單暫時沒有貨品。',
};

export default wishlistZhHant;
