/**
 * A form's messages that belong to no field (a wrong password, a dead link, the wait before trying
 * again), announced as they appear and focusable so a failed submit can move focus to them. Renders
 * nothing when there are none, so it takes no room until it has something to say.
 */
import type { Ref } from 'react';

interface FormAlertProps {
  messages: string[];
  tone?: 'error' | 'ok';
  ref?: Ref<HTMLDivElement>;
}

export function FormAlert({ messages, tone = 'error', ref }: FormAlertProps) {
  if (messages.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
