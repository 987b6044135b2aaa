/**
 * The shop's internal notes on an order: each with who wrote it and when, and a form to add one. They
 * are the staff's alone (the shopper's order page never shows them). What was typed stays in the field
 * when the note is refused.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_ORDER_NOTE } from '../../../contract/admin/order-inputs';
import type { OrderNote } from '../../../contract/admin/order-types';
import { useSubmitErrors, NO_ERRORS } from '../../lib/error-text';
import { addNote } from './api';

export function OrderNotes({
  number,
  notes,
  onAdded,
}: {
  number: string;
  notes: OrderNote[];
  onAdded: (note: OrderNote) => void;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const errorsOf = useSubmitErrors();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState(NO_ERRORS);

  const submit = async () => {
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      onAdded(await addNote(number, typed));
      setTyped('');
    } catch (error) {
      setErrors(errorsOf(error, ['text']));
    } finally {
      setPending(false);
    }
  };

  const problem = errors.fields.text ?? errors.form[0];
  return (
    <section className="order-box order-notes" aria-labelledby="order-notes">
      <h2 id="order-notes">{text('orders.notes')}</h2>
      <p className="order-muted">{text('orders.notes.private')}</p>
      {notes.length === 0 ? (
        <p className="order-muted">{text('orders.notes.none')}</p>
      ) : (
        <ul className="order-list-plain">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="order-note__text">{note.text}</p>
              <span className="order-note__meta">
                {note.staff_email},{' '}
                {intl.formatDate(note.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field__label" htmlFor="order-note-text">
          {text('orders.notes.add')}
        </label>
        <textarea
          id="order-note-text"
          className="field__input"
          value={typed}
          maxLength={MAX_ORDER_NOTE}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'order-note-error' : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id="order-note-error" className="field__error" role="alert">
          {problem ?? ''}
        </p>
        <Button type="submit" className="button" isPending={pending}>
          {text('orders.notes.submit')}
        </Button>
      </form>
    </section>
  );
}
