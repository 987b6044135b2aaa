import { describe, expect, it } from 'vitest';
import { KEEP_PAGE_MAX_ANSWERS, KEEP_PAGE_MAX_PICTURES } from '../../contract/keep-page';
import { KEEP_PAGE_MAX_BODY, answerResponse, pageAnswers, pagePictures } from './keep-page-rule';

const ORIGIN = 'https://shop.test';
const PRODUCT = `${ORIGIN}/api/catalog/products/linen-shirt?lang=vi`;
const LISTING = `${ORIGIN}/api/catalog/collections/women?lang=en&sort=featured&page=1`;
const TAG = 'W/"0c9b5da92dc92e6eeeb9450484aa91a0f57f2b0b"';

describe("which of a page's answers the worker keeps", () => {
  it('keeps public reads of this origin, written as the API writes them, with their ETag', () => {
    const data = { slug: 'linen-shirt', name: 'Áo linen', price: 450000 };
    const kept = pageAnswers(
      {
        answers: [
          { url: PRODUCT, data, etag: TAG },
          { url: LISTING, data: { items: [] } },
        ],
      },
      ORIGIN,
    );
    expect(kept).toEqual([
      { url: PRODUCT, body: JSON.stringify({ data }), etag: TAG },
      { url: LISTING, body: '{"data":{"items":[]}}', etag: null },
    ]);
  });

  it('refuses other origins, private or live reads, junk, and answers without data', () => {
    const kept = pageAnswers(
      {
        answers: [
          { url: 'https://evil.test/api/catalog/products/x?lang=vi', data: 1 },
          { url: `${ORIGIN}/api/account/orders`, data: [] },
          { url: `${ORIGIN}/api/catalog/variants?ids=1`, data: [] },
          { url: `${ORIGIN}/sw.js`, data: 'x' },
          { url: PRODUCT },
          { url: 42, data: 1 },
          null,
          'text',
        ] as never,
      },
      ORIGIN,
    );
    expect(kept).toEqual([]);
    expect(pageAnswers({ answers: 'nope' as never }, ORIGIN)).toEqual([]);
    expect(pageAnswers({}, ORIGIN)).toEqual([]);
  });

  it('drops an ETag that is not one, and a body too large to be a page read', () => {
    const [bad] = pageAnswers(
      { answers: [{ url: PRODUCT, data: 1, etag: '"a"\r\nX: y' }] },
      ORIGIN,
    );
    expect(bad?.etag).toBeNull();
    const huge = 'x'.repeat(KEEP_PAGE_MAX_BODY);
    expect(pageAnswers({ answers: [{ url: PRODUCT, data: huge }] }, ORIGIN)).toEqual([]);
  });

  it('takes at most KEEP_PAGE_MAX_ANSWERS', () => {
    const answers = Array.from({ length: KEEP_PAGE_MAX_ANSWERS + 5 }, (_, i) => ({
      url: `${ORIGIN}/api/catalog/products/p${i}?lang=vi`,
      data: i,
    }));
    expect(pageAnswers({ answers }, ORIGIN)).toHaveLength(KEEP_PAGE_MAX_ANSWERS);
  });
});

describe("which of a page's pictures the worker keeps", () => {
  it('keeps rendered pictures of this origin only, once each, at most KEEP_PAGE_MAX_PICTURES', () => {
    const pic = `${ORIGIN}/images/p-linen-shirt-1-a9c3736c-640.avif`;
    expect(
      pagePictures(
        {
          pictures: [
            pic,
            pic,
            '/images/p-linen-shirt-2-a2f037f4-320.webp',
            `${pic}?w=1`,
            'https://evil.test/images/p-x-1-a9c3736c-640.webp',
            '/images/../sw.js',
            '/favicon-32.png',
          ],
        },
        ORIGIN,
      ),
    ).toEqual([pic, `${ORIGIN}/images/p-linen-shirt-2-a2f037f4-320.webp`]);
    const many = Array.from(
      { length: KEEP_PAGE_MAX_PICTURES + 3 },
      (_, i) => `/images/p-x-${i}-ab12-640.webp`,
    );
    expect(pagePictures({ pictures: many }, ORIGIN)).toHaveLength(KEEP_PAGE_MAX_PICTURES);
  });
});

describe('the response kept for an answer', () => {
  it('is the JSON the app reads, with the content type and ETag the API sends', async () => {
    const [answer] = pageAnswers(
      { answers: [{ url: PRODUCT, data: { a: 1 }, etag: TAG }] },
      ORIGIN,
    );
    const response = answerResponse(answer!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('etag')).toBe(TAG);
    expect(await response.json()).toEqual({ data: { a: 1 } });
  });
});
