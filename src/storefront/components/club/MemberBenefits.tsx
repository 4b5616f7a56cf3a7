/**
 * The member-benefits popup's content (spec 000 §2: "member level, benefits list, conditions"):
 * every level of the website, lowest first, the member's own marked. The member centre draws it
 * in its own section (the page without scripts links there) and in the generic dialog.
 */
import { useT } from '../../i18n/useT.ts';
import styles from './club.module.css';

export interface BenefitLevel {
  level: string;
  name: string;
  benefits: string[];
  conditions: string;
}

export function MemberBenefits({ levels, current }: { levels: BenefitLevel[]; current: string }) {
  const t = useT();
  return (
    <ol className={styles.levels}>
      {levels.map((level) => (
        <li key={level.level} className={styles.levelItem} aria-current={level.level === current ? 'true' : undefined}>
          <h3 className={styles.levelName}>
            {level.name} {level.level === current ? <span className={styles.badge}>{t('member.yourLevel')}</span> : null}
          </h3>
          <p>
            <strong>{t('member.label', { label: t('member.conditions') })}</strong>
            {level.conditions}
          </p>
          <ul className={styles.benefitList} aria-label={t('member.benefitsList')}>
            {level.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
