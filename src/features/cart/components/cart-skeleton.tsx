/** The cart's lines in outline while the device's database answers: as many as the items, up to 3. */
export function CartSkeleton({ items, label }: { items: number; label: string }) {
  const lines = Math.min(Math.max(items, 1), 3);
  return (
    <div className="cart-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="cart-lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <li key={i} className="cart-line">
            <span className="cart-line__media cart-skeleton__picture" />
            <span className="cart-skeleton__text" />
          </li>
        ))}
      </ul>
    </div>
  );
}
