/**
 * A description in Markdown: the textarea the member types in and, beside it on a wide screen (under
 * it on a narrow one), the preview as the storefront will show it (markdown.ts: the same parser, then
 * sanitized), following every keystroke. A short line says which Markdown it reads. Shared by the
 * product editor and the content area's pages and events (its texts are products.description.*).
 */
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { MAX_DESCRIPTION } from '../../contract/admin/catalog-fields';
import { previewHtml } from './markdown';
import './markdown-field.css';

interface MarkdownFieldProps {
  id: string;
  label: string;
  lang: 'vi' | 'en';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function MarkdownField({ id, label, lang, value, onChange, error }: MarkdownFieldProps) {
  const intl = useIntl();
  // The preview may lag a keystroke behind on a slow device; the textarea never does.
  const shown = useDeferredValue(value);
  const html = useMemo(() => previewHtml(shown), [shown]);
  const hint = `${id}-hint`;
  return (
    <div className="markdown-field">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="field__input markdown-field__input"
          rows={12}
          lang={lang}
          value={value}
          maxLength={MAX_DESCRIPTION}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint, error && `${id}-error`].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
        <span id={hint} className="editor__hint">
          {intl.formatMessage({ id: 'products.description.hint' })}
        </span>
        {error && (
          <span id={`${id}-error`} className="field__error">
            {error}
          </span>
        )}
      </div>
      <section
        className="markdown-field__preview"
        aria-label={intl.formatMessage({ id: 'products.description.preview' }, { label })}
      >
        <h3 className="markdown-field__preview-title" aria-hidden="true">
          {intl.formatMessage({ id: 'products.description.preview.title' })}
        </h3>
        {html ? (
          // Sanitized by DOMPurify with the storefront's allowlist (markdown.ts).
          <div
            className="markdown-preview"
            lang={lang}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="editor__hint">{intl.formatMessage({ id: 'products.description.empty' })}</p>
        )}
      </section>
    </div>
  );
}
