import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { COLOR_MODES, type ColorMode, readColorMode, saveColorMode } from '../../lib/color-mode';

// The mode applied on <html> is the one truth, so the header, side menu and footer switchers agree.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-color-mode'],
  });
  return () => observer.disconnect();
}

function currentMode(): ColorMode {
  const applied = document.documentElement.dataset.colorMode as ColorMode | undefined;
  return applied && COLOR_MODES.includes(applied) ? applied : readColorMode();
}

/** System, light or dark; a native select keeps it operable by keyboard and screen readers. */
export function ColorModeSwitcher() {
  const intl = useIntl();
  const mode = useSyncExternalStore(subscribe, currentMode, () => 'system' as ColorMode);
  return (
    <select
      className="color-mode-switcher"
      aria-label={intl.formatMessage({ id: 'colorMode.label' })}
      value={mode}
      onChange={(event) => saveColorMode(event.target.value as ColorMode)}
    >
      {COLOR_MODES.map((m) => (
        <option key={m} value={m}>
          {intl.formatMessage({ id: `colorMode.${m}` })}
        </option>
      ))}
    </select>
  );
}
