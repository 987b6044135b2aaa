/** The frame of the screens before a session (sign-in, the code, a new password): the shop's name, the language, the form. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LangSwitch } from '../../lib/lang-switch';
import './auth.css';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth">
      <div className="auth__card">
        <div className="auth__top">
          <span className="auth__brand">
            <FormattedMessage id="app.title" />
          </span>
          <LangSwitch />
        </div>
        <h1 className="auth__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
