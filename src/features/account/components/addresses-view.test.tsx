// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '../../../../contract/types';
import en from '../../../../locales/en.json';
import { deleteAddress, fetchAddresses } from '../api';
import { AddressesView } from './addresses-view';

vi.mock('../api', () => ({
  fetchAddresses: vi.fn(),
  deleteAddress: vi.fn(),
  saveAddress: vi.fn(),
  addAddress: vi.fn(),
}));

const address = (id: string, full_name: string, street: string, is_default = false) =>
  ({
    id,
    is_default,
    full_name,
    phone: '+84 90 123 4567',
    address: street,
    city: 'Hồ Chí Minh',
    state: 'Quận 1',
    zip: '700000',
    country: 'VN',
  }) satisfies SavedAddress;

const LAN = address('a1', 'Nguyễn Thị Lan', '12 Lê Lợi', true);
const MINH = address('a2', 'Trần Văn Minh', '5 Hai Bà Trưng');

let saved: SavedAddress[];

beforeEach(() => {
  saved = [LAN, MINH];
  vi.mocked(fetchAddresses).mockReset();
  vi.mocked(fetchAddresses).mockImplementation(() => Promise.resolve([...saved]));
  vi.mocked(deleteAddress).mockReset();
  vi.mocked(deleteAddress).mockImplementation((id) => {
    const gone = saved.find((a) => a.id === id)!;
    saved = saved.filter((a) => a !== gone);
    return Promise.resolve(gone);
  });
});
afterEach(cleanup);

async function renderView() {
  render(
    <IntlProvider locale="en" messages={en}>
      <AddressesView />
    </IntlProvider>,
  );
  await screen.findByText('Trần Văn Minh');
}

describe('AddressesView', () => {
  it("names each card's buttons by their address, starting with the visible word", async () => {
    await renderView();
    const edit = screen.getByRole('button', {
      name: 'Edit address: Trần Văn Minh, 5 Hai Bà Trưng',
    });
    expect(edit.textContent).toBe('Edit');
    expect(
      screen.getByRole('button', { name: 'Edit address: Nguyễn Thị Lan, 12 Lê Lợi' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Delete address: Nguyễn Thị Lan, 12 Lê Lợi' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Make default: Trần Văn Minh, 5 Hai Bà Trưng' }),
    ).toBeTruthy();
    // The default one has no "make default".
    expect(screen.queryByRole('button', { name: /^Make default: Nguyễn Thị Lan/ })).toBeNull();
  });

  it('asks before deleting; keeping the address sends nothing', async () => {
    await renderView();
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete address: Trần Văn Minh, 5 Hai Bà Trưng' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(dialog.textContent).toContain(
      'Delete the address Trần Văn Minh, 5 Hai Bà Trưng? This action cannot be undone.',
    );
    // The × and the text button both keep it; the text one is the last.
    const keep = within(dialog).getAllByRole('button', { name: 'Keep this address' });
    fireEvent.click(keep[keep.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteAddress).not.toHaveBeenCalled();
    expect(screen.getByText('Trần Văn Minh')).toBeTruthy();
  });

  it('deletes the address the confirmation named, and only that one', async () => {
    await renderView();
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete address: Trần Văn Minh, 5 Hai Bà Trưng' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete this address' }));
    await waitFor(() => expect(screen.queryByText('Trần Văn Minh')).toBeNull());
    expect(deleteAddress).toHaveBeenCalledTimes(1);
    expect(deleteAddress).toHaveBeenCalledWith('a2');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Nguyễn Thị Lan', { exact: false })).toBeTruthy();
  });

  it('keeps the confirmation open with the reason when the delete fails', async () => {
    vi.mocked(deleteAddress).mockRejectedValue(new TypeError('Failed to fetch'));
    await renderView();
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete address: Trần Văn Minh, 5 Hai Bà Trưng' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete this address' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).not.toBe(''));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.getByText('Trần Văn Minh')).toBeTruthy();
  });
});
