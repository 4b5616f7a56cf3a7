/** The wishlist in Simplified Chinese (see ./en.ts). */
import type { WishlistMessageId } from './en.ts';

const wishlistZhHans: Record<WishlistMessageId, string> = {
  'wishlist.pageDescription': '您收藏的首饰，随时可加入购物袋或与人分享。',
  'wishlist.empty': '您的心愿单中没有商品。',
  'wishlist.emptyHint': '点击任何首饰上的心形图标，即可收藏在这里。',
  'wishlist.remove': '移除',
  'wishlist.removeNamed': '从心愿单移除{name}',
  'wishlist.addToBag': '加入购物袋',
  'wishlist.chooseOptions': '选择款式',
  'wishlist.gone': '已停售',
  'wishlist.quantity': '数量：{quantity}',
  'wishlist.share': '分享我的心愿单',
  'wishlist.shareTitle': '我的心愿单',
  'wishlist.removed': '已从心愿单移除。',
  'wishlist.addedToBag': '已加入购物袋。',
  'wishlist.removeFailed': '抱歉，未能从心愿单移除此商品，请再试一次。',
  'wishlist.addToBagFailed': '抱歉，未能从心愿单将此商品加入购物袋。{reason}',
  'wishlist.heartAdd': '将{name}加入心愿单',
  'wishlist.heartRemove': '从心愿单移除{name}',
  'wishlist.heartFailed': '抱歉，未能更新您的心愿单，请再试一次。',
  'wishlist.sharedTitle': '{name}的心愿单',
  'wishlist.sharedDescription': '{name}挑选的首饰。',
  'wishlist.sharedNotFound': '此心愿单链接已失效。请索取新的链接，或浏览我们的首饰。',
  'wishlist.sharedEmpty': '此心愿单暂时没有商品。',
};

export default wishlistZhHans;
