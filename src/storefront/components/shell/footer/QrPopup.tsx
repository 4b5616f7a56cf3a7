/**
 * The WeChat official account's QR code (spec 000 §2 Layout): it pops up on hover on desktop and
 * on tap on phones. The SVG is drawn on the server, so the page ships no QR library.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { Icon } from '../../icons/Icon.tsx';
import styles from './Footer.module.css';

export function QrPopup({ svg }: { svg: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} className={styles.qr} data-open={open || undefined}>
      <button type="button" className={styles.qrTrigger} aria-expanded={open} aria-controls={popupId} onClick={() => setOpen(!open)}>
        <Icon name="chat" size={20} />
        {t('footer.wechatShow')}
      </button>
      <div id={popupId} className={styles.qrPopup} role="group" aria-label={t('footer.wechat')}>
        <div className={styles.qrCode} role="img" aria-label={t('footer.wechatScan')} dangerouslySetInnerHTML={{ __html: svg }} />
        <p className={styles.qrCaption}>{t('footer.wechatScan')}</p>
      </div>
    </div>
  );
}
