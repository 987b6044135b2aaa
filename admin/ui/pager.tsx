/** Previous and next page links for a paged list, and where the reader is ("Page 2 of 7"). */
import { Link } from 'wouter';

interface PagerProps {
  page: number;
  pages: number;
  /** Another page of the same list, as a path under the app's base (query included). */
  hrefOf: (page: number) => string;
  label: string;
  previousLabel: string;
  nextLabel: string;
  positionLabel: string;
}

export function Pager(props: PagerProps) {
  const { page, pages, hrefOf, label, previousLabel, nextLabel, positionLabel } = props;
  if (pages <= 1) return null;
  const link = (to: number, text: string, rel: 'prev' | 'next') =>
    to < 1 || to > pages ? (
      <span className="button button--ghost" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className="button button--ghost" href={hrefOf(to)} rel={rel}>
        {text}
      </Link>
    );
  return (
    <nav className="pager" aria-label={label}>
      {link(page - 1, previousLabel, 'prev')}
      <span className="pager__position">{positionLabel}</span>
      {link(page + 1, nextLabel, 'next')}
    </nav>
  );
}
