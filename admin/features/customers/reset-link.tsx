/**
 * "Send a password-reset link": the storefront's own reset mail, to the customer's mailbox, in their
 * language (the server chooses it and says which). Staff never see the link itself.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { statusText } from '../../lib/error-text';
import { FormAlert } from '../../ui/form-alert';
import { sendResetLink } from './api';

export function ResetLink({ id }: { id: string }) {
  const intl = useIntl();
  const text = (key: string) => intl.formatMessage({ id: key });
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const send = async () => {
    setPending(true);
    setDone(null);
    setFailed(null);
    try {
      const sent = await sendResetLink(id);
      setDone(
        intl.formatMessage(
          { id: 'customers.reset.sent' },
          { email: sent.email, lang: text(`customers.lang.${sent.lang}`) },
        ),
      );
    } catch (error) {
      setFailed(statusText(intl, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="customer-box" aria-labelledby="customer-reset">
      <h2 id="customer-reset">{text('customers.reset')}</h2>
      <p className="customer-muted">{text('customers.reset.lead')}</p>
      <FormAlert messages={failed ? [failed] : []} />
      <FormAlert tone="ok" messages={done ? [done] : []} />
      <Button className="button" isPending={pending} onPress={() => void send()}>
        {text('customers.reset.send')}
      </Button>
    </section>
  );
}
