/** A saved card's name as shoppers read it: "Visa •••• 1111", with its expiry. */
import { useT } from '../../i18n/useT.ts';
import { brandMessageId, type SavedCard } from '../../lib/account/savedCards.ts';

/** A card brand's name ("Visa", "銀聯") from the gateway's code (visa, unionpay). */
function useBrandName() {
  const t = useT();
  return (brand: string) => {
    const brandId = brandMessageId(brand);
    return brandId ? t(brandId) : brand;
  };
}

export function useCardName() {
  const brandName = useBrandName();
  return (card: Pick<SavedCard, 'brand' | 'last4'>) => ({ brand: brandName(card.brand), last4: card.last4 });
}

export function SavedCardLabel({ card }: { card: SavedCard }) {
  const t = useT();
  const name = useCardName()(card);
  return (
    <>
      <strong>{t('settings.cardName', name)}</strong> <span>{t('settings.cardExpires', { expiry: card.expiry })}</span>
    </>
  );
}
