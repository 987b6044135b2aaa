/**
 * A form's texts, one tab per language (as the product editor's, texts-tabs.tsx): each tab renders
 * the fields `render(lang)` gives; a tab whose fields have errors is marked, and the tab of a failed
 * save's first error opens (the form passes it in).
 */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Lang } from '../../../contract/types';

export const LANGS: readonly Lang[] = ['vi', 'en'];

interface LangTextsProps {
  tab: Lang;
  onTab: (lang: Lang) => void;
  hasErrors: (lang: Lang) => boolean;
  render: (lang: Lang) => ReactNode;
}

export function LangTexts({ tab, onTab, hasErrors, render }: LangTextsProps) {
  const intl = useIntl();
  return (
    <Tabs className="lang-tabs" selectedKey={tab} onSelectionChange={(key) => onTab(key as Lang)}>
      <TabList className="lang-tabs__list" aria-label={intl.formatMessage({ id: 'content.texts' })}>
        {LANGS.map((lang) => (
          <Tab key={lang} id={lang} className="lang-tabs__tab">
            {intl.formatMessage({ id: `content.lang.${lang}` })}
            {hasErrors(lang) && (
              <span className="lang-tabs__error">
                <span aria-hidden="true"> ●</span>
                <span className="visually-hidden">
                  {' '}
                  {intl.formatMessage({ id: 'content.lang.has_errors' })}
                </span>
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      {LANGS.map((lang) => (
        <TabPanel key={lang} id={lang} className="lang-tabs__panel">
          <div className="content-texts" lang={lang}>
            {render(lang)}
          </div>
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** The language of the first field with an error (`title_en` → en), else `current`. */
export function tabOfErrors(fields: Record<string, string>, current: Lang): Lang {
  const first = Object.keys(fields).find((f) => /_(vi|en)$/.test(f));
  return first ? (first.slice(-2) as Lang) : current;
}
