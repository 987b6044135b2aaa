// @vitest-environment happy-dom
/**
 * The pictures panel on the product editor: files are checked in the browser first (over 20 MB, not a
 * picture by its bytes) and each refused one says why under its own name without being sent; the rest
 * go one request at a time, for the colour chosen, each showing its progress, and a file the server
 * refuses shows the server's reason while the others arrive. Reordering by keyboard sends the new
 * order and announces the new place; a refused order is put back and the list read again.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PICTURE_BYTES } from '../../../contract/admin/picture-limits';
import type { AdminPicture } from '../../../contract/admin/picture-types';
import type { Me } from '../../../contract/admin/types';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession, type FakeCall } from '../../test/render-admin';

const me: Me = {
  member: {
    id: '2b6f5f8e-1c47-4e0a-a3a4-5b0a6a9e8d21',
    email: 'clerk@shop.test',
    role: 'staff',
    state: 'active',
    totp: false,
    created_at: '2026-11-20T08:00:00.000Z',
  },
  must_set_up_totp: false,
};

const picture = (key: string, position: number): AdminPicture => ({
  key,
  position,
  color: null,
  alt_vi: `Ảnh ${key}`,
  alt_en: `Picture ${key}`,
  source: 'upload',
  mime: 'image/png',
  width: 800,
  height: 1000,
  image: { url: `/images/${key}-640.webp`, width: 640, height: 800, alt: `Ảnh ${key}`, srcset: [] },
});

const product = {
  id: '12',
  slug: 'ao-thun',
  old_slugs: [],
  status: 'draft',
  name_vi: 'Áo thun',
  name_en: 'Tee',
  description_md_vi: '',
  description_md_en: '',
  collection: 'women',
  category: 't-shirts',
  price: 3990,
  compare_at_price: null,
  seo_title_vi: null,
  seo_title_en: null,
  seo_description_vi: null,
  seo_description_en: null,
  variants: [
    { id: '1', color: 'BLACK', size: 'M', sku: 'A', price: null, stock: 1 },
    { id: '2', color: 'WHITE', size: 'M', sku: 'B', price: null, stock: 1 },
  ],
  pictures: [],
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};

const reads = (pictures: AdminPicture[]) => ({
  'GET /api/admin/products/12': { body: { data: product } },
  'GET /api/admin/collections': { body: { data: [] } },
  'GET /api/admin/categories': { body: { data: [] } },
  'GET /api/admin/products/12/pictures': { body: { data: pictures } },
  'GET /api/public/store-info': { body: { data: { currency: 'USD' } } },
});

interface Sent {
  url: string;
  form: FormData;
  authorization: string | undefined;
  progress: (share: number) => void;
  answer: (status: number, body: unknown) => void;
}

/** XMLHttpRequest as the upload uses it; each request waits for the test to answer it. */
function fakeXhr(): Sent[] {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader() {
      return null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push({
        url: this.url,
        form,
        authorization: this.headers.Authorization,
        progress: (share) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded: share * 100, total: 100 }),
        answer: (status, body) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const PNG = bytes([0x89], 'PNG\r\n', [0x1a], '\n', 'rest of a png');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'a damaged jpeg');

function chooseFiles(files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  startSession('staff-token', me);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pictures panel', () => {
  it('sends files one at a time with their progress, each refusal under its own file', async () => {
    fakeApi(reads([]));
    const sent = fakeXhr();
    renderAdmin('/products/12');
    await screen.findByText('Sản phẩm chưa có ảnh nào.');
    fireEvent.change(screen.getByLabelText('Cho màu'), { target: { value: 'BLACK' } });
    chooseFiles([
      new File([new Uint8Array(MAX_PICTURE_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }),
      new File(['%PDF-1.7 a letter'], 'letter.pdf', { type: 'application/pdf' }),
      new File([PNG], 'black.png', { type: 'image/png' }),
      new File([JPEG], 'broken.jpg', { type: 'image/jpeg' }),
    ]);
    const queue = screen.getByRole('list', { name: 'Ảnh đang tải lên' });
    const item = (name: string) => within(queue).getByText(name).closest('li')!;

    await waitFor(() => expect(sent).toHaveLength(1));
    // Refused in the browser, each with its own reason, neither sent.
    expect(within(item('huge.jpg')).getByRole('alert').textContent).toBe('Mỗi ảnh tối đa 20 MB.');
    expect(within(item('letter.pdf')).getByRole('alert').textContent).toBe(
      'Tệp này không phải là ảnh, hoặc đã bị hỏng.',
    );
    expect((sent[0]!.form.get('files') as File).name).toBe('black.png');
    expect(sent[0]!.form.get('color')).toBe('BLACK');
    expect(sent[0]!.url).toBe('/api/admin/products/12/pictures');
    expect(sent[0]!.authorization).toBe('Bearer staff-token');
    expect(within(item('broken.jpg')).getByText('Đang chờ')).toBeTruthy();

    sent[0]!.progress(0.4);
    await waitFor(() => expect(within(item('black.png')).getByText('Đang gửi… 40%')).toBeTruthy());
    expect(sent).toHaveLength(1); // the next waits for this one
    sent[0]!.answer(201, {
      data: {
        pictures: [picture('u-black', 0)],
        files: [{ name: 'black.png', key: 'u-black', new_picture: true, added: true }],
      },
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(within(queue).queryByText('black.png')).toBeNull(); // arrived: in the list now
    expect(
      screen.getByRole('list', { name: /Ảnh của sản phẩm/ }).querySelectorAll('li'),
    ).toHaveLength(1);

    sent[1]!.answer(422, {
      message: 'Invalid',
      errors: { 'files.0': ['pictures.errors.not_a_picture'] },
    });
    await waitFor(() =>
      expect(within(item('broken.jpg')).getByRole('alert').textContent).toBe(
        'Tệp này không phải là ảnh, hoặc đã bị hỏng.',
      ),
    );
    fireEvent.click(within(queue).getByRole('button', { name: 'Bỏ qua huge.jpg' }));
    expect(within(queue).queryByText('huge.jpg')).toBeNull();
    expect(sent).toHaveLength(2);
  });

  it('moves a picture by keyboard, and puts the order back when the server refuses it', async () => {
    const list = [picture('a', 0), picture('b', 1), picture('c', 2)];
    let refuse = false;
    const calls = fakeApi({
      ...reads(list),
      'PUT /api/admin/products/12/pictures/order': (body) => {
        if (refuse)
          return {
            status: 422,
            body: { message: 'Invalid', errors: { keys: ['pictures.errors.order_mismatch'] } },
          };
        const keys = (body as { keys: string[] }).keys;
        return { body: { data: keys.map((k, i) => picture(k, i)) } };
      },
    });
    renderAdmin('/products/12');
    const ol = await screen.findByRole('list', { name: /Ảnh của sản phẩm/ });
    const order = () => [...ol.querySelectorAll('li img')].map((img) => img.getAttribute('src'));
    fireEvent.click(within(ol).getByRole('button', { name: 'Đưa Ảnh 3 lên trước' }));
    await waitFor(() => expect(screen.getByText('Đã chuyển đến vị trí 2 trên 3.')).toBeTruthy());
    const put = (c: FakeCall) => c.method === 'PUT';
    expect(calls.filter(put).map((c) => c.body)).toEqual([{ keys: ['a', 'c', 'b'] }]);
    expect(order()).toEqual(['/images/a-640.webp', '/images/c-640.webp', '/images/b-640.webp']);

    refuse = true;
    const reads0 = calls.filter((c) => c.path === '/api/admin/products/12/pictures').length;
    fireEvent.click(within(ol).getByRole('button', { name: 'Đưa Ảnh 1 ra sau' }));
    expect(
      (await screen.findByText('Danh sách ảnh vừa thay đổi: hãy tải lại rồi thử lại.')).closest(
        '[role=alert]',
      ),
    ).toBeTruthy();
    expect(calls.filter(put).at(-1)?.body).toEqual({ keys: ['c', 'a', 'b'] });
    // Put back, then read again from the server (which still has a, b, c).
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/products/12/pictures').length).toBe(
        reads0 + 1,
      ),
    );
    await waitFor(() =>
      expect(order()).toEqual(['/images/a-640.webp', '/images/b-640.webp', '/images/c-640.webp']),
    );
  });
});
