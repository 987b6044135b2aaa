/**
 * Two-step sign-in for the signed-in member: their authenticator app's QR code (the API's SVG, shown
 * as an image so its markup never enters the page), the secret as text for typing in by hand, and a
 * code to prove the app has it. Shown first when the owner requires it and the member has none yet;
 * otherwise reached from the member's own menu. Each visit makes a new secret, which counts only once
 * a code from it is confirmed; a member who has it on just sees so.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import type { TotpSetup } from '../../../contract/admin/types';
import { FormTextField } from '../../../src/ui/text-field';
import { NO_ERRORS, statusText, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { safeNext } from '../../lib/paths';
import { session, setMe } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { CopyField } from '../../ui/copy-field';
import { FormAlert } from '../../ui/form-alert';
import { confirmTotp, startTotp } from './api';
import './auth.css';

const FIELDS = [['code', 'totp-code']] as const;

/** An SVG as a data URL: an <img> draws it without running or inserting any of its markup. */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The secret in groups of four, easier to read out and type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoStepPage() {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const snap = useSnapshot(session);
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const alert = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const isOn = snap.me?.member.totp ?? false;
  usePageTitle(intl.formatMessage({ id: 'totp.title' }));
  useFocusOnError(errors, FIELDS, alert);

  useEffect(() => {
    // Once per visit (not again when React runs effects twice in development).
    if (isOn || started.current) return;
    started.current = true;
    startTotp().then(setSetup, (error: unknown) => setLoadError(statusText(intl, error)));
  }, [isOn, intl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      setMe(await confirmTotp(code));
      setDone(true);
      if (next) navigate(safeNext(next), { replace: true });
    } catch (error) {
      setErrors(toErrors(error, ['code']));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="page">
      <h1>{intl.formatMessage({ id: 'totp.title' })}</h1>
      {isOn ? (
        <FormAlert
          tone="ok"
          messages={[intl.formatMessage({ id: done ? 'totp.done' : 'totp.is_on' })]}
        />
      ) : (
        <>
          <p className="page__lead">
            {intl.formatMessage({ id: snap.totpRequired ? 'totp.required' : 'totp.intro' })}
          </p>
          <FormAlert messages={loadError ? [loadError] : []} />
          {setup && (
            <ol className="totp__steps">
              <li>
                <p>{intl.formatMessage({ id: 'totp.scan' })}</p>
                <img
                  className="totp__qr"
                  src={svgDataUrl(setup.qr_svg)}
                  alt={intl.formatMessage({ id: 'totp.qr_alt' })}
                  width={192}
                  height={192}
                />
              </li>
              <li>
                <p>{intl.formatMessage({ id: 'totp.type' })}</p>
                <CopyField
                  label={intl.formatMessage({ id: 'totp.secret' })}
                  value={grouped(setup.secret)}
                  copyValue={setup.secret}
                  copyLabel={intl.formatMessage({ id: 'common.copy' })}
                  copiedLabel={intl.formatMessage({ id: 'common.copied' })}
                />
              </li>
              <li>
                <form onSubmit={(event) => void submit(event)} noValidate className="form">
                  <FormAlert ref={alert} messages={errors.form} />
                  <FormTextField
                    id="totp-code"
                    label={intl.formatMessage({ id: 'totp.code' })}
                    value={code}
                    onChange={setCode}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={9}
                    isRequired
                    error={errors.fields.code}
                  />
                  <Button type="submit" className="button" isPending={pending}>
                    {intl.formatMessage({ id: 'totp.confirm' })}
                  </Button>
                </form>
              </li>
            </ol>
          )}
        </>
      )}
    </section>
  );
}
