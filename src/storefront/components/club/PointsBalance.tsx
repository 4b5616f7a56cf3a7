/** The member's points balance at the head of the club's pages. */
import { useT } from '../../i18n/useT.ts';
import styles from './club.module.css';

export function PointsBalance({ points, text }: { points: number; text: string }) {
  const t = useT();
  return (
    <p className={styles.balance}>
      {t('member.label', { label: t('member.points') })}
      <strong>{t('member.pointsValue', { count: points, points: text })}</strong>
    </p>
  );
}
