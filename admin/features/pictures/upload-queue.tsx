/** The files on their way: each one's name, size, progress and, when it failed, its own error. */
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { UploadItem } from './use-uploads';

export function UploadQueue({
  items,
  onDismiss,
}: {
  items: readonly UploadItem[];
  onDismiss: (id: number) => void;
}) {
  const intl = useIntl();
  if (items.length === 0) return null;
  const size = (bytes: number) =>
    intl.formatNumber(bytes / (1024 * 1024), {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
  return (
    <ul className="upload-queue" aria-label={intl.formatMessage({ id: 'pictures.upload.queue' })}>
      {items.map((item) => (
        <li key={item.id} className={`upload-item upload-item--${item.state}`}>
          <span className="upload-item__name">{item.name}</span>
          <span className="upload-item__size">{size(item.size)}</span>
          {item.state === 'failed' ? (
            <>
              <span className="field__error" role="alert">
                {item.error}
              </span>
              <Button
                className="link-button"
                aria-label={intl.formatMessage(
                  { id: 'pictures.upload.dismiss.of' },
                  { name: item.name },
                )}
                onPress={() => onDismiss(item.id)}
              >
                {intl.formatMessage({ id: 'pictures.upload.dismiss' })}
              </Button>
            </>
          ) : (
            <>
              <progress
                className="upload-item__progress"
                max={1}
                value={item.state === 'sending' ? item.progress : 0}
                aria-label={intl.formatMessage(
                  { id: 'pictures.upload.progress' },
                  { name: item.name },
                )}
              />
              <span className="upload-item__state">
                {intl.formatMessage(
                  { id: `pictures.upload.${item.state}` },
                  { percent: Math.round(item.progress * 100) },
                )}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
