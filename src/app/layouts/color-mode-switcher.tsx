import { useState } from 'react';
import { useIntl } from 'react-intl';
import { COLOR_MODES, type ColorMode, readColorMode, saveColorMode } from '../../lib/color-mode';

/** System, light or dark; a native select keeps it operable by keyboard and screen readers. */
export function ColorModeSwitcher() {
  const intl = useIntl();
  const [mode, setMode] = useState<ColorMode>(() => readColorMode());
  return (
    <select
      className="color-mode-switcher"
      aria-label={intl.formatMessage({ id: 'colorMode.label' })}
      value={mode}
      onChange={(event) => {
        const next = event.target.value as ColorMode;
        setMode(next);
        saveColorMode(next);
      }}
    >
      {COLOR_MODES.map((m) => (
        <option key={m} value={m}>
          {intl.formatMessage({ id: `colorMode.${m}` })}
        </option>
      ))}
    </select>
  );
}
