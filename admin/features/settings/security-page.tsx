/**
 * Security settings (the owner's): whether every staff member must sign in in two steps. Once on, a
 * member without an authenticator is asked to set one up before anything else, the owner too.
 */
import { useState } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { SecuritySettings } from '../../../contract/admin/types';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { QueryView } from '../../lib/query-view';
import { requireTotp, session } from '../../lib/session';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { FormAlert } from '../../ui/form-alert';
import { readSecurity, saveSecurity } from './api';
import '../../../src/ui/check-box.css';

export function SecurityPage() {
  const intl = useIntl();
  const query = useAdminQuery('security', readSecurity);
  const title = intl.formatMessage({ id: 'security.title' });
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <QueryView query={query}>
        {(settings) => <SecurityForm saved={settings} onSaved={(s) => query.setData(() => s)} />}
      </QueryView>
    </section>
  );
}

function SecurityForm({
  saved,
  onSaved,
}: {
  saved: SecuritySettings;
  onSaved: (settings: SecuritySettings) => void;
}) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const ownTotp = useSnapshot(session).me?.member.totp ?? false;
  const [required, setRequired] = useState(saved.require_totp);
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const save = async () => {
    setPending(true);
    setDone(false);
    setErrors(NO_ERRORS);
    try {
      const settings = await saveSecurity(required);
      onSaved(settings);
      setDone(true);
      // The owner's next call would be refused until theirs is set up: go there now.
      if (settings.require_totp && !ownTotp) requireTotp();
    } catch (error) {
      setErrors(toErrors(error, ['require_totp']));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void save();
      }}
    >
      <FormAlert
        messages={errors.fields.require_totp ? [errors.fields.require_totp] : errors.form}
      />
      <FormAlert tone="ok" messages={done ? [intl.formatMessage({ id: 'common.saved' })] : []} />
      <Checkbox
        className="check-row"
        isSelected={required}
        onChange={(value) => {
          setRequired(value);
          setDone(false);
        }}
      >
        <span className="check-box" aria-hidden="true" />
        <span>
          <span className="check-row__title">
            {intl.formatMessage({ id: 'security.require_totp' })}
          </span>
          <span className="check-row__detail">
            {intl.formatMessage({ id: 'security.require_totp.detail' })}
          </span>
        </span>
      </Checkbox>
      {required && !saved.require_totp && !ownTotp && (
        <p className="notice-line">{intl.formatMessage({ id: 'security.own_totp_first' })}</p>
      )}
      <Button type="submit" className="button" isPending={pending}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
    </form>
  );
}
