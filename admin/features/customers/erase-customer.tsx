/**
 * Erasing a customer on request: the member types the customer's email to confirm (a slip on the
 * wrong page erases nobody), and the server removes their personal data, keeping their orders
 * anonymized. While an order of theirs is still to deliver the server refuses, and the panel says so
 * before anyone tries. What was typed stays after a refusal.
 */
import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { AdminCustomer } from '../../../contract/admin/customer-types';
import { NO_ERRORS, useSubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { FormAlert } from '../../ui/form-alert';
import { eraseCustomer } from './api';

export function EraseCustomer({
  customer,
  onErased,
}: {
  customer: AdminCustomer;
  onErased: () => void;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const errorsOf = useSubmitErrors();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState(NO_ERRORS);
  const alert = useRef<HTMLDivElement>(null);
  useFocusOnError(errors, [['email', 'customer-erase-email']], alert);
  const matches = typed.trim().toLowerCase() === customer.email.toLowerCase();

  const submit = async () => {
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await eraseCustomer(customer.id, typed);
      onErased();
    } catch (error) {
      setErrors(errorsOf(error, ['email']));
    } finally {
      setPending(false);
    }
  };

  const problem = errors.fields.email;
  return (
    <section className="customer-box customer-erase" aria-labelledby="customer-erase">
      <h2 id="customer-erase">{text('customers.erase')}</h2>
      <p>{text('customers.erase.lead')}</p>
      {customer.open_orders > 0 && (
        <p className="customer-warning">
          {intl.formatMessage({ id: 'customers.erase.open' }, { count: customer.open_orders })}
        </p>
      )}
      <FormAlert ref={alert} messages={errors.form} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) void submit();
        }}
      >
        <label className="field__label" htmlFor="customer-erase-email">
          {intl.formatMessage({ id: 'customers.erase.confirm' }, { email: customer.email })}
        </label>
        <input
          id="customer-erase-email"
          className="field__input"
          type="email"
          autoComplete="off"
          value={typed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'customer-erase-error' : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id="customer-erase-error" className="field__error" role="alert">
          {problem ?? ''}
        </p>
        <Button
          type="submit"
          className="button button--danger"
          isPending={pending}
          isDisabled={!matches}
        >
          {text('customers.erase.submit')}
        </Button>
      </form>
    </section>
  );
}
