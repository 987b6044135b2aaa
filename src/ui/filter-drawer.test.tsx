// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterDrawer } from './filter-drawer';
import { FilterSkeleton } from './filter-skeleton';

afterEach(cleanup);

function drawer(isOpen: boolean, onOpenChange = vi.fn(), skeleton = true) {
  return (
    <FilterDrawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Filters"
      closeLabel="Close"
      footer={<button type="button">Show 12 results</button>}
      skeleton={skeleton ? <FilterSkeleton groups={[{ label: 'Colour', rows: 13 }]} /> : undefined}
    >
      <label>
        <input type="checkbox" /> Blue
      </label>
    </FilterDrawer>
  );
}

/** The frame the drawer opened with: what a shopper sees before the body's content has rendered. */
function expectFrameWithSkeleton() {
  const dialog = screen.getByRole('dialog', { name: 'Filters' });
  expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Show 12 results' })).toBeTruthy();
  expect(screen.queryByRole('checkbox')).toBeNull();
  const body = dialog.querySelector('.filter-drawer__body')!;
  expect(body.getAttribute('aria-busy')).toBe('true');
  // Each group's name over bars for its options (8 at most), hidden from screen readers.
  const skeleton = body.querySelector('.filter-skeleton')!;
  expect(skeleton.getAttribute('aria-hidden')).toBe('true');
  expect(skeleton.textContent).toBe('Colour');
  expect(skeleton.querySelectorAll('.filter-skeleton__row')).toHaveLength(8);
}

describe('FilterDrawer', () => {
  it('opens with its frame and the skeleton, and renders the body a frame later', async () => {
    render(drawer(true));
    expectFrameWithSkeleton();
    const box = await screen.findByRole('checkbox', { name: 'Blue' });
    expect(box.closest('.filter-drawer__body')!.hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelector('.filter-skeleton')).toBeNull();
  });

  it('shows the skeleton again on each open', async () => {
    const { rerender } = render(drawer(true));
    await screen.findByRole('checkbox', { name: 'Blue' });
    rerender(drawer(false));
    // The overlay leaves once its exit is over; a new open mounts its content anew.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    rerender(drawer(true));
    expectFrameWithSkeleton();
    await screen.findByRole('checkbox', { name: 'Blue' });
  });

  it('answers its close button before the body has rendered', () => {
    const onOpenChange = vi.fn();
    render(drawer(true, onOpenChange));
    expectFrameWithSkeleton();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders the body at once without a skeleton', () => {
    render(drawer(true, vi.fn(), false));
    expect(screen.getByRole('checkbox', { name: 'Blue' })).toBeTruthy();
  });
});
