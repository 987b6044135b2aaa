/**
 * The size guide's button; the dialog (react-aria's Modal and RadioGroup) loads on the first press.
 * Its stylesheet (size-guide.css) is imported by the product view, for the page's first paint.
 */
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SizeGuide as Guide } from '../../../../contract/types';
import { lazyWithMessages } from '../../../lib/i18n/messages-part';

const SizeGuideDialog = lazyWithMessages(() => import('./size-guide-dialog'), 'size-guide');

export function SizeGuide({ guide, productName }: { guide: Guide; productName: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so it can animate out and keep the chosen unit.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <button
        type="button"
        className="button button--ghost size-guide__trigger"
        data-uses="size-guide"
        onClick={() => setOpen(true)}
      >
        {t('product.sizeGuide')}
      </button>
      {used && (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} productName={productName} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
