/**
 * The member card (spec 000 §1 "a member card with a QR code"): the card number, readable in
 * groups of four, and its QR code, which a shop's scanner reads at the counter. "Show larger"
 * opens it in the generic dialog; without scripts the link draws the page with the card large.
 */
import { useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { cardNumberGroups } from '../../lib/club/clubView.ts';
import { Dialog } from '../dialog/Dialog.tsx';
import accountStyles from '../account/account.module.css';
import styles from './club.module.css';

interface MemberCardProps {
  cardNumber: string;
  qrSvg: string;
  holder: string;
  levelName: string;
  /** The page was asked for the card large (?card=large), as the link does without scripts. */
  large: boolean;
  largeHref: string;
}

export function MemberCard({ cardNumber, qrSvg, holder, levelName, large, largeHref }: MemberCardProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const qr = (size: 'small' | 'large') => (
    <div
      className={size === 'large' ? styles.qrLarge : styles.qrSmall}
      role="img"
      aria-label={t('member.cardQr', { number: cardNumber })}
      dangerouslySetInnerHTML={{ __html: qrSvg }}
    />
  );
  const number = (
    <p className={styles.cardNumber}>
      <span className={styles.muted}>{t('member.cardNumber')}</span> <span className={styles.digits}>{cardNumberGroups(cardNumber)}</span>
    </p>
  );
  return (
    <section id="member-card" className={`${accountStyles.panel} ${styles.card}`} aria-labelledby="member-card-title">
      <h2 id="member-card-title">{t('member.card')}</h2>
      <div className={styles.cardFace}>
        <div>
          <p className={styles.cardHolder}>{holder}</p>
          <p className={styles.cardLevel}>{levelName}</p>
          {number}
        </div>
        {qr(large ? 'large' : 'small')}
      </div>
      <p className={styles.muted}>{t('member.cardHint')}</p>
      {large ? null : (
        <a
          href={largeHref}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t('member.cardShowLarger')}
        </a>
      )}
      <Dialog open={open} title={t('member.card')} onCancel={() => setOpen(false)} informOnly>
        <div className={styles.cardDialog}>
          {open ? qr('large') : null}
          {number}
          <p>{holder}</p>
        </div>
      </Dialog>
    </section>
  );
}
