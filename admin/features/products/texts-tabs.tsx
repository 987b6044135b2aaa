/**
 * The product's texts, one tab per language: its name, its description (Markdown with its preview)
 * and its SEO title and description. The SEO fields show the storefront's fallback as their
 * placeholder (the name; the description's first 160 characters), so an empty one says what a search
 * engine will read. A tab whose fields have errors is marked, and a failed save opens the tab of the
 * first error.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  MAX_PRODUCT_NAME,
  MAX_SEO_DESCRIPTION,
  MAX_SEO_TITLE,
} from '../../../contract/admin/catalog-fields';
import type { Lang } from '../../../contract/types';
import { TEXT_FIELDS } from './editor-errors';
import type { EditorState } from './editor-state';
import { InputField } from './input-field';
import { previewHtml, previewText } from '../../lib/markdown';
import { MarkdownField } from '../../lib/markdown-field';

export const TEXT_LANGS: readonly Lang[] = ['vi', 'en'];

interface TextsProps {
  state: EditorState;
  update: (patch: Partial<EditorState>) => void;
  errors: Record<string, string>;
  tab: Lang;
  onTab: (lang: Lang) => void;
}

function LangTexts({
  lang,
  state,
  update,
  errors,
}: Omit<TextsProps, 'tab' | 'onTab'> & { lang: Lang }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const name = state[`name_${lang}`];
  const description = state[`description_md_${lang}`];
  const fallback = useMemo(() => previewText(previewHtml(description)), [description]);
  const field = (key: (typeof TEXT_FIELDS)[number]) => `${key}_${lang}` as const;
  return (
    <div className="editor__texts" lang={lang}>
      <InputField
        id={`product-${field('name')}`}
        label={text('products.field.name')}
        value={name}
        maxLength={MAX_PRODUCT_NAME}
        onChange={(value) => update({ [field('name')]: value })}
        error={errors[field('name')]}
      />
      <MarkdownField
        id={`product-${field('description_md')}`}
        label={text('products.field.description')}
        lang={lang}
        value={description}
        onChange={(value) => update({ [field('description_md')]: value })}
        error={errors[field('description_md')]}
      />
      <InputField
        id={`product-${field('seo_title')}`}
        label={text('products.field.seo_title')}
        value={state[field('seo_title')]}
        maxLength={MAX_SEO_TITLE}
        placeholder={name}
        hint={text('products.field.seo_title.hint')}
        onChange={(value) => update({ [field('seo_title')]: value })}
        error={errors[field('seo_title')]}
      />
      <InputField
        id={`product-${field('seo_description')}`}
        label={text('products.field.seo_description')}
        value={state[field('seo_description')]}
        maxLength={MAX_SEO_DESCRIPTION}
        placeholder={fallback}
        hint={text('products.field.seo_description.hint')}
        onChange={(value) => update({ [field('seo_description')]: value })}
        error={errors[field('seo_description')]}
      />
    </div>
  );
}

export function TextsTabs({ state, update, errors, tab, onTab }: TextsProps) {
  const intl = useIntl();
  const hasErrors = (lang: Lang) => TEXT_FIELDS.some((f) => errors[`${f}_${lang}`]);
  return (
    <Tabs className="lang-tabs" selectedKey={tab} onSelectionChange={(key) => onTab(key as Lang)}>
      <TabList
        className="lang-tabs__list"
        aria-label={intl.formatMessage({ id: 'products.texts' })}
      >
        {TEXT_LANGS.map((lang) => (
          <Tab key={lang} id={lang} className="lang-tabs__tab">
            {intl.formatMessage({ id: `products.lang.${lang}` })}
            {hasErrors(lang) && (
              <span className="lang-tabs__error">
                <span aria-hidden="true"> ●</span>
                <span className="visually-hidden">
                  {' '}
                  {intl.formatMessage({ id: 'products.lang.has_errors' })}
                </span>
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      {TEXT_LANGS.map((lang) => (
        <TabPanel key={lang} id={lang} className="lang-tabs__panel">
          <LangTexts lang={lang} state={state} update={update} errors={errors} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
