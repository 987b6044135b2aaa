// The head script's keeping of early input (contract/early-input-script.ts), in a window of its own
// per test: the script's listeners cannot be taken back. Here, not beside it: contract/ has no DOM types.
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '../../contract/early-input-script';
import { HEAD_SCRIPT } from '../../contract/head-script';

function page(body: string) {
  const window = new Window({ url: 'https://shop.test/' });
  /** What the script fetched, with its priority. */
  const fetched: string[] = [];
  // happy-dom's own types, read as the DOM's: the test uses nothing beyond them.
  const document = window.document as unknown as Document;
  document.body.innerHTML = body;
  new Function(
    'document',
    'addEventListener',
    'MutationObserver',
    'KeyboardEvent',
    'Event',
    'PointerEvent',
    'fetch',
    EARLY_INPUT_SCRIPT,
  )(
    document,
    window.addEventListener.bind(window),
    window.MutationObserver,
    window.KeyboardEvent,
    window.Event,
    window.PointerEvent,
    (url: string, init: RequestInit) => {
      fetched.push(`${url}${init.priority ? ` ${init.priority}` : ''}`);
      return Promise.resolve(new Response(''));
    },
  );
  const fire = (target: EventTarget, event: unknown) => target.dispatchEvent(event as Event);
  /** What the app's handlers saw, in order (listening on #root, as React does). */
  const seen: string[] = [];
  const root = document.getElementById('root')!;
  root.addEventListener('click', (e) => seen.push(`click ${(e.target as Element).id}`));
  root.addEventListener('change', (e) => {
    const target = e.target as unknown as { id: string; value: string };
    seen.push(`change ${target.id}=${target.value}`);
  });
  root.addEventListener('input', (e) => {
    const target = e.target as unknown as { id: string; value: string };
    seen.push(`input ${target.id}=${target.value}`);
  });
  root.addEventListener('submit', (e) => {
    e.preventDefault();
    seen.push(`submit ${(e.target as Element).id}`);
  });
  document.addEventListener('keydown', (e) => seen.push(`key ${(e as KeyboardEvent).key}`));
  const ready = async () => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    await new Promise((resolve) => setTimeout(resolve, 0)); // the observer's microtask
  };
  const el = <T = HTMLElement>(id: string) => document.getElementById(id) as unknown as T;
  return { window, document, seen, ready, el, fire, fetched };
}

describe('early input', () => {
  it('never ends the inline script it lives in early', () => {
    expect(HEAD_SCRIPT).not.toMatch(/<\/script/i);
  });

  it('keeps a tap on a button until the page is ready, shows it busy, then carries it out once', async () => {
    const { seen, ready, el } = page('<div id="root"><button id="add">Add</button></div>');
    el('add').click();
    expect(seen).toEqual([]);
    expect(el('add').getAttribute('aria-busy')).toBe('true');
    expect(el('add').hasAttribute('data-pending')).toBe(true);
    await ready();
    expect(seen).toEqual(['click add']);
    expect(el('add').hasAttribute('aria-busy')).toBe(false);
    expect(el('add').hasAttribute('data-pending')).toBe(false);
    el('add').click();
    expect(seen).toEqual(['click add', 'click add']);
  });

  it('carries out several taps in the order they came, a select at the value chosen', async () => {
    const { seen, ready, el, window, fire } = page(
      `<div id="root"><button id="a">A</button><div role="button" id="b">B</div>
       <select id="sort"><option value="new">New</option><option value="price">Price</option></select></div>`,
    );
    el('b').click();
    const sort = el<HTMLSelectElement>('sort');
    sort.value = 'price';
    fire(sort, new window.Event('change', { bubbles: true }));
    el('a').click();
    sort.value = 'new'; // as a hydrating render would put back the server's value
    await ready();
    expect(seen).toEqual(['click b', 'change sort=price', 'click a']);
  });

  it('keeps a select at the value its input event chose, when a render puts it back before change', async () => {
    const { seen, ready, el, window, fire } = page(
      `<div id="root"><select id="sort"><option value="new">New</option><option value="price">Price</option></select></div>`,
    );
    const sort = el<HTMLSelectElement>('sort');
    sort.value = 'price';
    fire(sort, new window.Event('input', { bubbles: true }));
    sort.value = 'new'; // React, hydrating the select's part on that input, renders the server's value
    fire(sort, new window.Event('change', { bubbles: true }));
    expect(seen).toEqual([]); // neither event reached the app before it was ready
    await ready();
    expect(seen).toEqual(['change sort=price']);
    expect(sort.value).toBe('price');
  });

  it('leaves alone what works as plain HTML, and what is outside the app', async () => {
    const { seen, el } = page(
      `<div id="root"><a id="link" href="#x">Link</a>
       <form id="search" action="/search"><button id="go">Go</button></form></div>
       <button id="outside">Outside</button>`,
    );
    el('link').click();
    el('outside').click();
    expect(seen).toEqual(['click link']);
    expect(el('go').hasAttribute('data-pending')).toBe(false);
  });

  it('keeps the language chosen by a link before the page is ready, for the server to read', () => {
    const { el, document } = page(
      '<div id="root"><a id="vi" href="#vi" hreflang="vi">VI</a></div>',
    );
    el('vi').click();
    expect(document.cookie).toContain('lang=vi');
  });

  it('keeps a submit of a form with no action, and replays it', async () => {
    const { seen, ready, el } = page(
      '<div id="root"><form id="note"><input name="q"><button id="send">Send</button></form></div>',
    );
    el<HTMLFormElement>('note').requestSubmit();
    expect(seen).toEqual([]);
    await ready();
    expect(seen).toEqual(['submit note']);
  });

  it('leaves the quantity stepper to the early steps until the app starts hydrating', async () => {
    const { seen, ready, el, window } = page(
      '<div id="root"><button id="more" data-step="1">+</button></div>',
    );
    el('more').click();
    expect(seen).toEqual(['click more']);
    window.dispatchEvent(new window.Event('app-hydrating'));
    el('more').click();
    expect(seen).toEqual(['click more']);
    await ready();
    expect(seen).toEqual(['click more', 'click more']);
  });

  it('keeps F8 until the page is ready, and focuses the notifications once they come', async () => {
    const { seen, ready, document, window, fire } = page('<div id="root"></div>');
    fire(document.body, new window.KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    fire(document.body, new window.KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(seen).toEqual(['key a']);
    await ready();
    // Pressed again: the app's engagement hears it and brings the toaster.
    expect(seen).toEqual(['key a', 'key F8']);
    const region = document.createElement('section');
    region.className = 'toast-region';
    region.tabIndex = -1;
    document.body.append(region);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(region);
  });

  it('leaves F8 to the notifications once they are there', async () => {
    const { seen, document, window, fire } = page(
      '<div id="root"></div><section class="toast-region"></section>',
    );
    fire(document.body, new window.KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    expect(seen).toEqual(['key F8']);
  });

  it('gives words typed before the page is ready back to the app, before a kept submit', async () => {
    const { seen, ready, el, fire, window } = page(
      '<div id="root"><form id="login"><input id="email"><input id="password" type="password">' +
        '<input id="keep" type="checkbox"><button id="go">Sign in</button></form></div>',
    );
    const type = (id: string, value: string) => {
      el<HTMLInputElement>(id).value = value;
      fire(el(id), new window.Event('input', { bubbles: true }));
    };
    type('email', 'a@');
    type('email', 'a@b.vn');
    type('password', 'secret');
    el('go').click();
    seen.length = 0; // the typing itself, as the browser sends it
    // Hydration puts each field back to the app's state, as React does with a controlled input.
    el<HTMLInputElement>('email').value = '';
    el<HTMLInputElement>('password').value = 'secret';
    await ready();
    expect(seen).toEqual(['input email=a@b.vn', 'click go', 'submit login']);
    expect(el<HTMLInputElement>('email').value).toBe('a@b.vn');
  });

  it('leaves typing after the page is ready, and in a GET form, to the page', async () => {
    const { seen, ready, el, fire, window } = page(
      '<div id="root"><form action="/search"><input id="q"></form><input id="note"></div>',
    );
    el<HTMLInputElement>('q').value = 'áo';
    fire(el('q'), new window.Event('input', { bubbles: true }));
    seen.length = 0;
    el<HTMLInputElement>('q').value = '';
    await ready();
    el<HTMLInputElement>('note').value = 'later';
    fire(el('note'), new window.Event('input', { bubbles: true }));
    el<HTMLInputElement>('note').value = '';
    expect(seen).toEqual(['input note=later']);
    expect(el<HTMLInputElement>('q').value).toBe('');
  });

  it('gives again a tap pressed before the page is ready and released after it', async () => {
    const { seen, ready, el, fire, window } = page(
      '<div id="root"><button id="checkout">Checkout</button><button id="other">Other</button></div>',
    );
    const pressesSeen: string[] = [];
    const clickDetails: number[] = [];
    el('checkout').addEventListener('pointerdown', () => pressesSeen.push('down'));
    el('checkout').addEventListener('click', (e) => clickDetails.push((e as MouseEvent).detail));
    fire(el('checkout'), new window.PointerEvent('pointerdown', { bubbles: true }));
    await ready();
    // The click of that press, after the page is ready: given again as click() (detail 0, which
    // react-aria takes as a whole tap), once.
    fire(el('checkout'), new window.MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(seen).toEqual(['click checkout']);
    expect(clickDetails).toEqual([0]);
    expect(pressesSeen).toEqual([]);
    // Presses after that are the app's own.
    fire(el('other'), new window.PointerEvent('pointerdown', { bubbles: true }));
    fire(el('checkout'), new window.MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(seen).toEqual(['click checkout', 'click checkout']);
    expect(clickDetails).toEqual([0, 1]);
  });

  it("gives react-aria back the pointer of a replayed tap, which a click() would leave as a screen reader's", async () => {
    const { document, seen, ready, el, fire, window } = page(
      '<div id="root"><button id="guide">Size guide</button><button id="keyed">Keyed</button></div>',
    );
    document.addEventListener('pointermove', (e) =>
      seen.push(`pointermove ${(e as PointerEvent).pointerType}`),
    );
    fire(el('guide'), new window.PointerEvent('click', { bubbles: true, pointerType: 'touch' }));
    // A click from the keyboard (or a screen reader) has no pointer: it stays a virtual click.
    fire(el('keyed'), new window.MouseEvent('click', { bubbles: true }));
    expect(seen).toEqual([]);
    await ready();
    expect(seen).toEqual(['click guide', 'pointermove touch', 'click keyed']);
  });

  it('fetches the code a kept tap needs, once, with the later messages of the page language', async () => {
    const table = {
      routes: {},
      messages: { later: { vi: ['/assets/later-vi.js'], en: ['/assets/later-en.js'] } },
      parts: {
        cart: ['/assets/drawer.js', '/assets/dexie.js'],
        notifications: ['/assets/toaster.js'],
      },
    };
    const { ready, el, fire, fetched, window, document } = page(
      '<div id="root"><button id="bag" data-uses="cart">Cart</button><button id="plain">X</button></div>' +
        `<script type="application/json" id="route-assets">${JSON.stringify(table)}</script>`,
    );
    document.documentElement.lang = 'en';
    el('plain').click();
    expect(fetched).toEqual([]);
    el('bag').click();
    el('bag').click();
    fire(document.body, new window.KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    expect(fetched).toEqual([
      '/assets/drawer.js',
      '/assets/dexie.js',
      '/assets/later-en.js',
      '/assets/toaster.js',
    ]);
    expect(document.documentElement.getAttribute('data-warm')).toBe('cart cart notifications');
    await ready();
    el('bag').click();
    expect(fetched).toHaveLength(4);
  });

  it('fetches the code of a tap kept before the page has all arrived once it has', async () => {
    const { el, fetched, document, window, fire } = page(
      '<div id="root"><button id="bag" data-uses="cart">Cart</button></div>',
    );
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    el('bag').click();
    expect(fetched).toEqual([]);
    const table = { routes: {}, messages: {}, parts: { cart: ['/assets/drawer.js'] } };
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="route-assets">${JSON.stringify(table)}</script>`,
    );
    fire(document, new window.Event('DOMContentLoaded'));
    expect(fetched).toEqual(['/assets/drawer.js']);
  });

  it('carries a tap to the control made anew in its place, of the same tag and class', async () => {
    const { seen, ready, el, document } = page(
      '<div id="root"><ul><li><button class="quick-add" id="old">Quick add</button></li></ul></div>',
    );
    el('old').click();
    // As React does when it renders a boundary on the device instead of hydrating its markup.
    document.querySelector('li')!.innerHTML =
      '<button class="quick-add" id="new">Quick add</button>';
    await ready();
    expect(seen).toEqual(['click new']);
  });

  it('gives a tapped control that had focus its focus back before the tap, for a dialog to return it', async () => {
    const { ready, el, document } = page(
      '<div id="root"><ul><li><button class="guide" id="old">Size guide</button></li></ul></div>',
    );
    el('old').focus();
    el('old').click();
    document.querySelector('li')!.innerHTML = '<button class="guide" id="new">Size guide</button>';
    let focusedAtTap: string | undefined;
    el('new').addEventListener('click', () => (focusedAtTap = document.activeElement?.id));
    await ready();
    expect(focusedAtTap).toBe('new');
  });

  it('moves no focus for a tap on a control that had none', async () => {
    const { ready, el, document } = page('<div id="root"><button id="add">Add</button></div>');
    el('add').click();
    await ready();
    expect(document.activeElement).toBe(document.body);
  });

  it('drops a kept tap whose control is gone by then', async () => {
    const { seen, ready, el } = page('<div id="root"><button id="gone">X</button></div>');
    el('gone').click();
    el('gone').remove();
    await ready();
    expect(seen).toEqual([]);
  });
});
