/** Quick add's press, loaded on the first one: starts the add for each new `run` and hosts the variant dialog. */
import { useEffect, useRef } from 'react';
import type { Product, ProductCard } from '../../../../contract/types';
import { useChooseAndAdd } from './choose-and-add';

interface Props {
  product: ProductCard | Product;
  run: number;
  onBusy: (busy: boolean) => void;
}

export default function QuickAddFlow({ product, run, onBusy }: Props) {
  const { start, busy, dialog } = useChooseAndAdd();
  // The run already started: a ref, so StrictMode's second effect run starts nothing twice.
  const started = useRef(0);
  useEffect(() => {
    if (started.current === run) return;
    started.current = run;
    void start(product).finally(() => onBusy(false));
  }, [run, product, start, onBusy]);
  useEffect(() => {
    if (busy) onBusy(true);
  }, [busy, onBusy]);
  return dialog;
}
