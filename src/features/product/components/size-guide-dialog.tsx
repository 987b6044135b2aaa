/** The size guide dialog (its own chunk, loaded on the first press): a CM / inches switch and a measurements table with row and column headers. */
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { SizeGuide as Guide } from '../../../../contract/types';
import { AppDialog } from '../../../ui/dialog';
import { toInches } from '../to-inches';
import './size-guide.css';

type Unit = 'cm' | 'in';

interface Props {
  guide: Guide;
  productName: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}

export default function SizeGuideDialog({ guide, productName, open, setOpen }: Props) {
  const intl = useIntl();
  const [unit, setUnit] = useState<Unit>('cm');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // An unknown measurement key still reads as words ('foot_length' → 'foot length').
  // (Checked first: messages are compiled, so a defaultMessage could not be parsed at run time.)
  const column = (key: string) => {
    const id = `product.sizeGuide.column.${key}`;
    return id in intl.messages ? intl.formatMessage({ id }) : key.replace(/_/g, ' ');
  };
  const value = (cm: number) =>
    intl.formatNumber(unit === 'cm' ? cm : toInches(cm), { maximumFractionDigits: 1 });
  const unitName = t(`product.sizeGuide.unit.${unit}`);

  return (
    <AppDialog
      isOpen={open}
      onOpenChange={setOpen}
      title={t('product.sizeGuide')}
      closeLabel={t('common.close')}
    >
      <RadioGroup
        className="unit-switch"
        value={unit}
        onChange={(v) => setUnit(v as Unit)}
        orientation="horizontal"
      >
        <Label className="unit-switch__label">{t('product.sizeGuide.unit')}</Label>
        <div className="unit-switch__options">
          <Radio value="cm" className="unit-switch__option">
            {t('product.sizeGuide.unit.cm')}
          </Radio>
          <Radio value="in" className="unit-switch__option">
            {t('product.sizeGuide.unit.in')}
          </Radio>
        </div>
      </RadioGroup>
      <div className="size-guide__scroll">
        <table className="size-guide__table">
          <caption>{t('product.sizeGuide.caption', { name: productName, unit: unitName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product.size')}</th>
              {guide.columns.map((key) => (
                <th scope="col" key={key}>
                  {column(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                {row.cm.map((cm, i) => (
                  <td key={guide.columns[i] ?? i}>{value(cm)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AppDialog>
  );
}
