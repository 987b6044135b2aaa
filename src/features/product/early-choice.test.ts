// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readEarlyChoice } from './early-choice';

// The picker as the server rendered it: its choice (BLACK, M) marked `checked`.
function picker(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div class="variant-picker">
      <label class="pdp-swatch"><input type="radio" value="BLACK" checked>Black</label>
      <label class="pdp-swatch"><input type="radio" value="RED">Red</label>
      <label class="pdp-size"><input type="radio" value="M" checked>M</label>
      <label class="pdp-size"><input type="radio" value="L">L</label>
    </div>`;
  return root;
}
const radio = (root: HTMLElement, value: string) =>
  root.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;

describe('readEarlyChoice', () => {
  it('finds nothing when nothing was tapped', () => {
    expect(readEarlyChoice(picker())).toEqual({});
  });

  it('finds the size or colour tapped since the server rendered the picker', () => {
    const root = picker();
    radio(root, 'M').checked = false;
    radio(root, 'L').checked = true;
    expect(readEarlyChoice(root)).toEqual({ size: 'L' });
    radio(root, 'BLACK').checked = false;
    radio(root, 'RED').checked = true;
    expect(readEarlyChoice(root)).toEqual({ color: 'RED', size: 'L' });
  });
});
