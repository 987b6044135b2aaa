/**
 * A colour or size tapped before the page's code arrived. A server page shows the picker's native
 * radios at once and hydrates them after its first paint (src/main.tsx); a tap before that checks
 * the radio, and hydration sets it back to the state's choice, so the tap was lost (an e2e caught
 * it once in a CI run). The picker's module reads such taps as it loads, before hydration, and
 * applies them once mounted.
 */
export interface EarlyChoice {
  color?: string;
  size?: string;
}

/** The radios under `root` checked since the server rendered them (which marked its choice `checked`). */
export function readEarlyChoice(root: ParentNode): EarlyChoice {
  const choice: EarlyChoice = {};
  for (const input of root.querySelectorAll<HTMLInputElement>(
    '.variant-picker input[type=radio]',
  )) {
    if (!input.checked || input.defaultChecked) continue;
    if (input.closest('.pdp-swatch')) choice.color = input.value;
    else if (input.closest('.pdp-size')) choice.size = input.value;
  }
  return choice;
}
