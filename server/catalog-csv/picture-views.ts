/**
 * A product's pictures as the CSV says them and as the shop keeps them. The shop keeps one ordered list
 * (`product_art`), each picture for one colour or for all; the CSV says, on each row, the pictures a
 * shopper sees for that row's colour (its own and those for all colours, in order): its "view". The
 * export writes each colour's view; the import compares views, so a file that shows every colour what
 * it shows now changes nothing, and otherwise rebuilds the list: a picture in every colour's view is
 * one picture for all colours, the others one per colour, merged in an order that keeps each view's.
 */

export interface PictureLink {
  artKey: string;
  color: string | null;
}

/** What a shopper choosing `color` sees, in order (a picture listed twice, once). */
export function viewOf(links: PictureLink[], color: string): string[] {
  const seen = new Set<string>();
  for (const link of links) if (link.color === null || link.color === color) seen.add(link.artKey);
  return [...seen];
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether `links` already shows each colour of `views` its view. */
export function showsViews(links: PictureLink[], views: Map<string, string[]>): boolean {
  return [...views].every(([color, view]) => same(viewOf(links, color), view));
}

/**
 * Links showing each colour of `views` (every colour the product has) exactly its view, then
 * `others` (pictures of colours it no longer has, kept as they were).
 */
export function linksFor(views: Map<string, string[]>, others: PictureLink[]): PictureLink[] {
  const lists = [...views.values()];
  const shared = new Set(lists[0]?.filter((key) => lists.every((l) => l.includes(key))) ?? []);
  const merged: PictureLink[] = [];
  const indexOf = (l: PictureLink) =>
    merged.findIndex((m) => m.artKey === l.artKey && m.color === l.color);
  const linkOf = (artKey: string, color: string) => ({
    artKey,
    color: shared.has(artKey) ? null : color,
  });
  for (const [color, view] of views) {
    let cursor = 0;
    view.forEach((artKey, i) => {
      const link = linkOf(artKey, color);
      const at = indexOf(link);
      if (at !== -1) {
        cursor = Math.max(cursor, at + 1);
        return;
      }
      // Before the next picture this view shares with one already placed, else last: a colour's
      // own pictures follow those of the colours before it.
      const next = view
        .slice(i + 1)
        .map((k) => indexOf(linkOf(k, color)))
        .find((x) => x !== -1);
      const place = next === undefined ? merged.length : Math.max(cursor, next);
      merged.splice(place, 0, link);
      cursor = place + 1;
    });
  }
  // Views that order their shared pictures differently cannot share them: one link per colour then.
  const links = showsViews(merged, views)
    ? merged
    : [...views].flatMap(([color, view]) => view.map((artKey) => ({ artKey, color })));
  return [...links, ...others];
}
