/** The store's countries as a form offers them (checkout, saved addresses), from store info. */
import type { Snapshot } from 'valtio';
import type { Lang, StoreInfo } from '../../contract/types';

type Info = Snapshot<StoreInfo> | null;

export interface CountryOption {
  id: string;
  name: string;
}

/** The store's countries by their name in the page's language, in that language's order. */
export function countryOptions(info: Info, lang: Lang): CountryOption[] {
  const collator = new Intl.Collator(lang);
  return (info?.countries ?? [])
    .map((c) => ({ id: c.code, name: c.name[lang] }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
