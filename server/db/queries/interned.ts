/**
 * Values interned once, each with a small code (its place in `values`): the listing's categories and
 * colour and size lists (listing-rows.ts), the search index's words (search-index.ts).
 */
export class Interned<T> {
  readonly values: T[] = [];
  private readonly codes = new Map<string, number>();
  code(key: string, value: T): number {
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(key, code);
    }
    return code;
  }
}
