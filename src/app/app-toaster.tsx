/** The toast region with the app's words: loaded with the toaster (deferred-parts.tsx), not with the entry. */
import { useIntl } from 'react-intl';
import { Toaster } from '../ui/toast/toaster';

export function AppToaster() {
  const intl = useIntl();
  return (
    <Toaster
      label={intl.formatMessage({ id: 'toast.region' }, { hotkey: '{hotkey}' })}
      toastLabel={intl.formatMessage({ id: 'toast.label' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    />
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default AppToaster;
