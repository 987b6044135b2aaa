/**
 * The product editor's form: the whole product in one state (editor-state.ts), saved whole (PUT, or
 * POST for a new one). Everything typed is kept as a draft in sessionStorage as it is typed (draft.ts)
 * and read back after a reload; a failed save keeps it too, with the API's 422s at their fields (a
 * cell's `variants.3.sku` at that cell) and focus on the first. Saved, the form shows the product as
 * the server answered it (made slug and SKUs, the stock as it now is) and the draft is dropped.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { AdminCollection, AdminProduct } from '../../../contract/admin/catalog-types';
import type { Color } from '../../../contract/constants';
import type { Lang } from '../../../contract/types';
import { AdminApiError } from '../../lib/api';
import { statusText } from '../../lib/error-text';
import { ADMIN_PATHS, pathTo } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { FormAlert } from '../../ui/form-alert';
import { createProduct, updateProduct } from './api';
import { autoSlug } from './auto-slug';
import { collectionOptions } from './collection-options';
import { DetailsFields, PriceFields } from './details-fields';
import { dropDraft, readDraft, writeDraft, type Draft } from './draft';
import { firstAtFault, NOTHING_SHOWN, shownOf, type Shown } from './editor-errors';
import { emptyState, stateOf, type EditorState } from './editor-state';
import { variantsOf } from './grid';
import { currencyDigits } from '../../lib/money';
import { StorefrontLinks } from './storefront-links';
import { TextsTabs } from './texts-tabs';
import { toBody, type PathErrors } from './to-body';
import { VariantGrid } from './variant-grid';

export type PicturesSlot = (product: { id: string; colors: readonly Color[] }) => ReactNode;

interface FormProps {
  id: string | null;
  product: AdminProduct | null;
  collections: readonly AdminCollection[];
  categories: readonly string[];
  currency: string;
  lang: string;
  pictures?: PicturesSlot | undefined;
}

/** The product just made by this tab's editor: its screen opens saying so. */
let created: string | null = null;

export function ProductForm(props: FormProps) {
  const { id, product, collections, categories, currency, lang, pictures } = props;
  const intl = useIntl();
  const text = (msg: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: msg }, values);
  const [, navigate] = useLocation();
  const digits = currencyDigits(currency);
  const [start] = useState(() => {
    const draft = readDraft(id);
    const fresh = product ? stateOf(product, digits) : emptyState();
    return { draft, state: draft?.state ?? fresh };
  });
  const [state, setState] = useState<EditorState>(start.state);
  const [dirty, setDirty] = useState(start.draft !== null);
  const [restored, setRestored] = useState<Draft | null>(start.draft);
  const base = useRef(start.draft ? start.draft.base : (product?.updated_at ?? null));
  const [saved, setSaved] = useState(product);
  const [shown, setShown] = useState<Shown>(NOTHING_SHOWN);
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [justSaved, setJustSaved] = useState(() => created !== null && created === id);
  const [tab, setTab] = useState<Lang>('vi');
  const alert = useRef<HTMLDivElement>(null);
  const name = (lang === 'en' ? state.name_en : state.name_vi) || state.name_vi;
  usePageTitle(name || text('products.new'));

  useEffect(() => {
    if (created === id) created = null; // said once
  }, [id]);

  useEffect(() => {
    if (dirty) writeDraft(id, state, base.current);
  }, [id, state, dirty]);

  useEffect(() => {
    if (!focus) return;
    const target = focus.id === 'alert' ? alert.current : document.getElementById(focus.id);
    target?.focus();
  }, [focus]);

  const set = (change: (s: EditorState) => EditorState) => {
    setState(change);
    setDirty(true);
    setJustSaved(false);
  };
  const update = (patch: Partial<EditorState>) =>
    set((s) => {
      const next = { ...s, ...patch };
      if (patch.name_vi !== undefined && s.slugAuto) next.slug = autoSlug(patch.name_vi);
      return next;
    });

  /** Shows the errors by the API's field paths, and moves focus to the first one. */
  const show = (errors: PathErrors, keys: readonly string[]) => {
    const next = shownOf(intl, errors, keys);
    setShown(next);
    const target = firstAtFault(next, keys, state);
    if (target.tab) setTab(target.tab);
    setFocus({ id: target.id ?? 'alert' });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const built = toBody(state, digits);
    if (Object.keys(built.errors).length > 0) return show(built.errors, built.keys);
    setPending(true);
    try {
      const answer =
        id === null ? await createProduct(built.body) : await updateProduct(id, built.body);
      dropDraft(id);
      if (id === null) {
        created = answer.id;
        navigate(pathTo(ADMIN_PATHS.productEdit, { id: answer.id }), { replace: true });
        return;
      }
      base.current = answer.updated_at;
      setSaved(answer);
      setState(stateOf(answer, digits));
      setDirty(false);
      setRestored(null);
      setShown(NOTHING_SHOWN);
      setJustSaved(true);
    } catch (error) {
      if (
        error instanceof AdminApiError &&
        error.status === 422 &&
        Object.keys(error.errors).length
      )
        show(error.errors, built.keys);
      else {
        setShown({ fields: {}, form: [statusText(intl, error)] });
        setFocus({ id: 'alert' });
      }
    } finally {
      setPending(false);
    }
  };

  const discard = () => {
    dropDraft(id);
    setState(product ? stateOf(product, digits) : emptyState());
    base.current = product?.updated_at ?? null;
    setDirty(false);
    setRestored(null);
    setShown(NOTHING_SHOWN);
  };

  const errors = shown.fields;
  const details = {
    state,
    update,
    errors,
    saved,
    collections: collectionOptions(collections, lang),
    categories,
    currency,
    digits,
  };
  const section = (key: string, body: ReactNode, detail?: string) => (
    <section className="editor__section" aria-labelledby={`editor-${key}`}>
      <h2 id={`editor-${key}`}>{text(`products.section.${key}`)}</h2>
      {detail && <p className="editor__hint">{detail}</p>}
      {body}
    </section>
  );

  return (
    <form className="page editor" onSubmit={(event) => void save(event)} noValidate>
      <div className="page__head">
        <div>
          <Link href={ADMIN_PATHS.products} className="editor__back">
            {text('products.back')}
          </Link>
          <h1>{id === null ? text('products.new') : name}</h1>
        </div>
        {saved && <StorefrontLinks slug={saved.slug} status={saved.status} />}
      </div>
      {restored && (
        <div className="editor__warning" role="status">
          <p>
            {text('products.draft.restored', {
              time: intl.formatDate(restored.at, { timeStyle: 'short' }),
            })}
            {product && restored.base !== product.updated_at && ` ${text('products.draft.stale')}`}
          </p>
          <Button className="link-button" onPress={discard}>
            {text('products.draft.discard')}
          </Button>
        </div>
      )}
      <FormAlert ref={alert} messages={shown.form} />
      {section(
        'texts',
        <TextsTabs state={state} update={update} errors={errors} tab={tab} onTab={setTab} />,
      )}
      {section('details', <DetailsFields {...details} />)}
      {section('price', <PriceFields {...details} />)}
      {section(
        'variants',
        <VariantGrid state={state} set={set} errors={errors} slug={state.slug} />,
        text('products.section.variants.detail', { count: variantsOf(state).length }),
      )}
      {section(
        'pictures',
        saved && pictures ? (
          pictures({ id: saved.id, colors: state.colors })
        ) : (
          <p className="editor__hint">{text('products.pictures.save_first')}</p>
        ),
      )}
      <div className="editor__bar">
        <Button type="submit" className="button" isPending={pending}>
          {text(id === null ? 'products.create' : 'common.save')}
        </Button>
        <p className="editor__state" role="status">
          {justSaved ? text('common.saved') : dirty ? text('products.unsaved') : ''}
        </p>
      </div>
    </form>
  );
}
