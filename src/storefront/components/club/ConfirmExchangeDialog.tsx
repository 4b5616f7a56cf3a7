/** The generic dialog asking to confirm an exchange of points (useExchangeConfirmation). */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import { Dialog } from '../dialog/Dialog.tsx';

export function ConfirmExchangeDialog({
  open,
  onCancel,
  onConfirm,
  children,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open={open} title={t('member.confirmExchange')} onCancel={onCancel} onConfirm={onConfirm} confirmText={t('member.exchange')}>
      {children}
    </Dialog>
  );
}
