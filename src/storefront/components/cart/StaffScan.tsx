/**
 * The staff bag's scan entry (spec 000 §4: staff add other than made-to-order pieces by QR code): a
 * plain form for the code printed under a QR image, which works before scripts load, and the camera
 * where the browser can read QR codes (useCodeCamera), which fills the same form and sends it. The
 * API's refusal (a wrong code, another region's tag, out of stock) shows beside the field.
 */
import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import type { CartActionResult } from '../../lib/cart/cartActions.server.ts';
import { PRODUCT_CODE_MAX_LENGTH } from '../../../rules/cart.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { ScriptedField } from './ScriptedField.tsx';
import { useCartAnswer } from './useCartAnswer.ts';
import { useCodeCamera } from './useCodeCamera.ts';
import staffStyles from '../staff/staff.module.css';
import styles from './cart.module.css';

export function StaffScan() {
  const t = useT();
  const storePath = useStorePath();
  const fetcher = useFetcher<CartActionResult>({ key: 'staff-scan' });
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useCartAnswer(fetcher, (answer) => {
    if (answer.ok) form.current?.reset();
  });
  const camera = useCodeCamera((code) => {
    if (!field.current || !form.current) return;
    field.current.value = code;
    form.current.requestSubmit();
  });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const refusal = answer && !answer.ok ? (answer.error ?? t('cart.notice.failed')) : null;
  const scanning = camera.state === 'scanning' || camera.state === 'starting';
  return (
    <section id="staff-scan" className={staffStyles.panel} aria-labelledby="staff-scan-title" data-testid="staff-scan">
      <h2 id="staff-scan-title" className={staffStyles.panelTitle}>
        {t('staff.scan.title')}
      </h2>
      <p className={styles.hint}>{t('staff.scan.intro')}</p>
      {camera.available ? (
        <div className={styles.camera}>
          <button type="button" className="button" onClick={scanning ? camera.stop : camera.start} aria-pressed={scanning}>
            {t(scanning ? 'staff.scan.stopCamera' : 'staff.scan.camera')}
          </button>
          <video ref={camera.video} className={styles.cameraView} hidden={!scanning} muted playsInline aria-label={t('staff.scan.pointCamera')} />
          {scanning ? <p className={styles.hint}>{t('staff.scan.pointCamera')}</p> : null}
          {camera.state === 'failed' ? (
            <p className={styles.fieldError} role="alert">
              {t('staff.scan.cameraFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
      <fetcher.Form ref={form} method="post" action={storePath('/cart')} className={styles.coupon}>
        <input type="hidden" name="intent" value="scan" />
        <input type="hidden" name="returnTo" value={storePath('/cart')} />
        <ScriptedField />
        <label htmlFor="staff-scan-code">{t('staff.scan.code')}</label>
        <div className={styles.couponRow}>
          <input
            ref={field}
            id="staff-scan-code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PRODUCT_CODE_MAX_LENGTH}
            required
            aria-describedby={refusal ? 'staff-scan-error' : undefined}
            aria-invalid={refusal ? true : undefined}
          />
          <button type="submit" className="button button--primary" disabled={fetcher.state !== 'idle'}>
            {t('staff.scan.add')}
          </button>
        </div>
        <div aria-live="polite">
          {refusal ? (
            <p id="staff-scan-error" className={styles.fieldError} role="alert">
              {refusal}
            </p>
          ) : null}
          {answer?.ok ? <p className={styles.hint}>{t('staff.scan.added')}</p> : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
