/**
 * Copies a coupon code for the checkout's coupon field. The button needs scripts (the clipboard),
 * so it appears once the page is hydrated; the code itself is always there to select.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';

export function CopyCode({ code }: { code: string }) {
  const t = useT();
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  if (!canCopy) return null;
  return (
    <>
      <button
        type="button"
        className="button button--link"
        aria-label={t('member.copyCodeOf', { code })}
        onClick={() => {
          void navigator.clipboard.writeText(code).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {t('member.copyCode')}
      </button>
      <span role="status">{copied ? t('member.copied', { code }) : ''}</span>
    </>
  );
}
