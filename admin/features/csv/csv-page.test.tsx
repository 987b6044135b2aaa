// @vitest-environment happy-dom
/**
 * The CSV import: a file is checked first (dry_run=true) and every problem shows in a table with its
 * line, column, text and cell, and no "Import" is offered; choosing the corrected file asks for a new
 * check, whose clean answer offers "Import" (dry_run=false), whose counts show. While it runs the
 * upload's progress shows, then the server's busy state. The request is a multipart upload with the
 * member's token, the zip beside the CSV.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '../../../contract/admin/csv-types';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession } from '../../test/render-admin';

const me = {
  member: {
    id: '2b6f5f8e-1c47-4e0a-a3a4-5b0a6a9e8d21',
    email: 'clerk@shop.test',
    role: 'staff' as const,
    state: 'active' as const,
    totp: true,
    created_at: '2026-11-01T08:00:00.000Z',
  },
  must_set_up_totp: false,
};

const report = (over: Partial<ImportReport>): ImportReport => ({
  dry_run: true,
  applied: false,
  rows: 2,
  products: { created: 1, updated: 0, unchanged: 0 },
  variants: { created: 2, updated: 0, unchanged: 0 },
  pictures_added: 1,
  problems: [],
  problems_total: 0,
  ...over,
});

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  form: FormData;
  /** The whole body is sent (the server now reads it). */
  uploaded: () => void;
  answer: (status: number, body: unknown) => void;
}

/** A stand-in XMLHttpRequest: each send is handed to the test, which answers it when it likes. */
function fakeXhr(onSend: (sent: Sent) => void) {
  class FakeXhr {
    upload: {
      onprogress:
        ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      onload: (() => void) | null;
    } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers = new Map<string, string>();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      let sent = false;
      const uploaded = () => {
        if (sent) return;
        sent = true;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.upload.onload?.();
      };
      onSend({
        method: this.method,
        url: this.url,
        authorization: this.headers.get('Authorization') ?? null,
        form,
        uploaded,
        answer: (status, body) => {
          uploaded();
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

beforeEach(() => {
  resetSession();
  startSession('staff-token', me);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const file = (name: string, text: string, type: string) => new File([text], name, { type });
const choose = (label: string, chosen: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [chosen] } });

describe('CSV import', () => {
  it('checks the file first, lists its problems, and imports only a file with none', async () => {
    fakeApi({});
    const sent: Sent[] = [];
    fakeXhr((s) => sent.push(s));
    renderAdmin('/catalog/csv');
    await screen.findByRole('heading', { name: 'Nhập và xuất CSV', level: 1 });
    // The columns are explained, each of the fifteen.
    expect(screen.getByText('compare_at_price')).toBeTruthy();
    expect(screen.getByText(/một trong: BLACK, WHITE/)).toBeTruthy();

    const check = screen.getByRole('button', { name: 'Kiểm tra tệp (chưa nhập)' });
    fireEvent.click(check);
    expect(await screen.findByText('Hãy chọn một tệp CSV để nhập.')).toBeTruthy();
    expect(sent).toEqual([]);

    choose('Tệp CSV', file('hang.csv', 'slug,color\ndam,Blackk\n', 'text/csv'));
    choose('Tệp zip chứa ảnh (không bắt buộc)', file('anh.zip', 'PK', 'application/zip'));
    fireEvent.click(check);
    await waitFor(() => expect(sent).toHaveLength(1));
    const first = sent[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/admin/catalog/import');
    expect(first.authorization).toBe('Bearer staff-token');
    expect(first.form.get('dry_run')).toBe('true');
    expect((first.form.get('file') as File).name).toBe('hang.csv');
    expect((first.form.get('zip') as File).name).toBe('anh.zip');
    // Sending: the progress bar; the buttons wait.
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(check.hasAttribute('disabled') || check.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );

    act(() =>
      first.answer(200, {
        data: report({
          problems: [
            {
              line: 2,
              column: 'color',
              message: 'catalog.errors.color_invalid',
              value: 'Blackk',
              other_line: null,
            },
            {
              line: 3,
              column: 'sku',
              message: 'csv.errors.sku_repeated',
              value: 'DAM-1',
              other_line: 2,
            },
          ],
          problems_total: 2,
        }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Các lỗi trong tệp (2)' });
    const [, colour, sku] = within(table).getAllByRole('row');
    expect(within(colour!).getByText('2')).toBeTruthy();
    expect(within(colour!).getByText('color')).toBeTruthy();
    expect(within(colour!).getByText('Hãy chọn một trong các màu của cửa hàng.')).toBeTruthy();
    expect(within(colour!).getByText('Blackk')).toBeTruthy();
    expect(within(sku!).getByText('xem dòng 2')).toBeTruthy();
    expect(screen.getByText(/Tệp có 2 lỗi/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nhập' })).toBeNull();

    // The corrected file: its own check, clean, then the import.
    choose('Tệp CSV', file('hang.csv', 'slug,color\ndam,BLACK\n', 'text/csv'));
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(check);
    await waitFor(() => expect(sent).toHaveLength(2));
    act(() => sent[1]!.answer(200, { data: report({}) }));
    const run = await screen.findByRole('button', { name: 'Nhập' });
    expect(screen.getByText(/Tệp không có lỗi/)).toBeTruthy();

    fireEvent.click(run);
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.form.get('dry_run')).toBe('false');
    // Everything sent: the server is working.
    act(() => sent[2]!.uploaded());
    expect(screen.getByText(/Máy chủ đang nhập tệp/)).toBeTruthy();
    act(() =>
      sent[2]!.answer(200, {
        data: report({ dry_run: false, applied: true, pictures_added: 1 }),
      }),
    );
    expect(await screen.findByText(/Đã nhập xong/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kết quả nhập' })).toBeTruthy();
    expect(screen.getAllByText('1 mới · 0 thay đổi · 0 giữ nguyên')).toHaveLength(1);
    expect(screen.getByText('2 mới · 0 thay đổi · 0 giữ nguyên')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nhập' })).toBeNull();
  });
});

describe('CSV export', () => {
  it('fetches the catalog with the member’s token and saves it under the server’s file name', async () => {
    const calls = fakeApi({
      'GET /api/admin/catalog/export': {
        body: 'slug,name_vi',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="catalog-2026-11-20.csv"',
        },
      },
    });
    // The object URL of the fetched file: happy-dom makes none, so these stand in for the test.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      renderAdmin('/catalog/csv');
      fireEvent.click(await screen.findByRole('button', { name: 'Tải tệp CSV' }));
      expect(await screen.findByText('Đã tải catalog-2026-11-20.csv.')).toBeTruthy();
      expect(saved).toEqual([{ href: 'blob:csv', download: 'catalog-2026-11-20.csv' }]);
      expect(calls[0]?.authorization).toBe('Bearer staff-token');
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });
});
