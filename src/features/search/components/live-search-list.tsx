import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '../../../lib/i18n/money';
import { Img } from '../../../ui/img';
import type { SearchOption } from '../search-options';

interface ListProps {
  id: string;
  options: SearchOption[];
  active: number;
  query: string;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

export const optionDomId = (listId: string, option: SearchOption) => `${listId}-${option.id}`;

/**
 * The suggestions listbox. Focus never leaves the input (aria-activedescendant), so options keep it
 * by cancelling mousedown; a click then chooses without blurring the combobox first.
 */
export function LiveSearchList({ id, options, active, query, onChoose, onHover }: ListProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const activeOption = options[active];

  useEffect(() => {
    if (activeOption)
      document.getElementById(optionDomId(id, activeOption))?.scrollIntoView({ block: 'nearest' });
  }, [id, activeOption]);

  const renderOption = (option: SearchOption, index: number) => (
    // Keys reach options through the input (aria-activedescendant), so a click handler is enough here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      key={option.id}
      id={optionDomId(id, option)}
      role="option"
      aria-selected={index === active}
      className="live-search__option"
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== active && onHover(index)}
      onClick={() => onChoose(option)}
    >
      {option.kind === 'suggestion' && (
        <span className="live-search__text">
          <span className="live-search__name">
            {option.corrected
              ? intl.formatMessage({ id: 'search.didYouMean' }, { query: option.text })
              : option.text}
          </span>
        </span>
      )}
      {option.kind === 'product' && (
        <>
          <span className="live-search__thumb">
            <Img image={{ ...option.product.image, alt: '' }} sizes="48px" />
          </span>
          <span className="live-search__text">
            <span className="live-search__name">{option.product.name}</span>
            <span className="live-search__meta">{formatMoney(option.product.price)}</span>
          </span>
        </>
      )}
      {option.kind === 'collection' && (
        <span className="live-search__text">
          <span className="live-search__name">{option.collection.name}</span>
          {option.collection.breadcrumbs.length > 1 && (
            <span className="live-search__meta">
              {option.collection.breadcrumbs.map((c) => c.name).join(' › ')}
            </span>
          )}
        </span>
      )}
      {option.kind === 'all' && (
        <span className="live-search__all">
          {intl.formatMessage({ id: 'search.seeAll' }, { query })}
        </span>
      )}
    </li>
  );

  const group = (kind: 'suggestion' | 'product' | 'collection', title: string) => {
    const members = options
      .map((o, i) => [o, i] as const)
      .filter(([o, i]) => o.kind === kind && i !== corrected);
    if (members.length === 0) return null;
    const headId = `${id}-${kind}-head`;
    return (
      <li role="presentation">
        <div id={headId} className="live-search__group" role="presentation">
          {title}
        </div>
        <ul role="group" aria-labelledby={headId}>
          {members.map(([option, index]) => option.kind !== 'all' && renderOption(option, index))}
        </ul>
      </li>
    );
  };

  const all = options.findIndex((o) => o.kind === 'all');
  // "Did you mean …" stands first on its own; the other suggestions are a group after the collections.
  const corrected = options.findIndex((o) => o.kind === 'suggestion' && o.corrected);
  return (
    <ul
      id={id}
      role="listbox"
      className="live-search__list"
      aria-label={intl.formatMessage({ id: 'search.suggestions' })}
    >
      {corrected >= 0 && renderOption(options[corrected]!, corrected)}
      {group('product', intl.formatMessage({ id: 'search.products' }))}
      {group('collection', intl.formatMessage({ id: 'search.collections' }))}
      {group('suggestion', intl.formatMessage({ id: 'search.searches' }))}
      {all >= 0 && renderOption(options[all]!, all)}
    </ul>
  );
}
