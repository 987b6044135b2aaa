/** What a screen shows when its data could not load and nothing is cached: the reason and a retry. */
interface LoadErrorProps {
  title: string;
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadError({ title, detail, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__title">{title}</p>
      {detail && <p className="load-error__detail">{detail}</p>}
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
