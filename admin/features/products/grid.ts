/**
 * The editor's colour × size grid, as pure changes of its state. Every colour chosen and every size
 * typed make a row and a column; each cell of them is a variant unless taken out (a product need not
 * sell every combination). Adding a colour or a size adds its cells; taking one out takes out its
 * cells and leaves every other as it was. A saved cell taken out is kept aside: added back, it comes
 * back with its id, SKU, price and stock (saving without it removes the variant).
 */
import type { Color } from '../../../contract/constants';

export interface CellState {
  /** The variant's id once saved; null for a cell not saved yet. */
  id: string | null;
  /** Empty: the server makes one (`SLUG-COLOR-SIZE`). */
  sku: string;
  /** Its own price as typed; empty sells at the product's price. */
  price: string;
  stock: string;
  /** The stock the editor showed (the API's `stock_seen`); null for a new cell. */
  stockSeen: number | null;
}

export interface Grid {
  /** The grid's rows and columns, in the order the variants are saved. */
  colors: Color[];
  sizes: string[];
  /** The cells that are variants, by cellKey; a combination without one is not sold. */
  cells: Record<string, CellState>;
  /** Saved cells taken out of the grid, kept so adding them back restores them as they were. */
  removed: Record<string, CellState>;
}

/** A cell's key: its colour and size (sizes are free text, so the separator is one they cannot hold). */
export const cellKey = (color: Color, size: string): string => `${color}\u0000${size}`;

/** A cell's field's DOM id, by its colour's and size's places in the grid; null for a cell not in it. */
export function cellFieldId(grid: Grid, key: string, field: string): string | null {
  const [color, size] = key.split('\u0000') as [Color, string];
  const c = grid.colors.indexOf(color);
  const s = grid.sizes.indexOf(size);
  return c < 0 || s < 0 ? null : `variant-${c}-${s}-${field}`;
}

const newCell = (): CellState => ({ id: null, sku: '', price: '', stock: '0', stockSeen: null });

/** The cells of `keys` put in (a saved one taken out before comes back as it was). */
function putCells<G extends Grid>(grid: G, keys: string[]): G {
  const cells = { ...grid.cells };
  const removed = { ...grid.removed };
  for (const key of keys) {
    if (cells[key]) continue;
    cells[key] = removed[key] ?? newCell();
    delete removed[key];
  }
  return { ...grid, cells, removed };
}

/** The cells of `keys` taken out (saved ones kept aside). */
function dropCells<G extends Grid>(grid: G, keys: string[]): G {
  const cells = { ...grid.cells };
  const removed = { ...grid.removed };
  for (const key of keys) {
    const cell = cells[key];
    if (!cell) continue;
    if (cell.id !== null) removed[key] = cell;
    delete cells[key];
  }
  return { ...grid, cells, removed };
}

export function addColor<G extends Grid>(grid: G, color: Color): G {
  if (grid.colors.includes(color)) return grid;
  const next = { ...grid, colors: [...grid.colors, color] };
  return putCells(
    next,
    grid.sizes.map((size) => cellKey(color, size)),
  );
}

export function removeColor<G extends Grid>(grid: G, color: Color): G {
  const next = dropCells(
    grid,
    grid.sizes.map((size) => cellKey(color, size)),
  );
  return { ...next, colors: grid.colors.filter((c) => c !== color) };
}

/** Sizes as typed in one go: `XS S M L XL`, `28, 30, 32`; each once, after those already there. */
export function splitSizes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export function addSizes<G extends Grid>(grid: G, sizes: string[]): G {
  const fresh = sizes.filter((s) => !grid.sizes.includes(s));
  if (fresh.length === 0) return grid;
  const next = { ...grid, sizes: [...grid.sizes, ...fresh] };
  return putCells(
    next,
    grid.colors.flatMap((color) => fresh.map((size) => cellKey(color, size))),
  );
}

export function removeSize<G extends Grid>(grid: G, size: string): G {
  const next = dropCells(
    grid,
    grid.colors.map((color) => cellKey(color, size)),
  );
  return { ...next, sizes: grid.sizes.filter((s) => s !== size) };
}

/** One size or colour one step earlier (-1) or later (+1) in the grid: the order variants are saved in. */
export function moveIn<T>(list: readonly T[], item: T, step: -1 | 1): T[] {
  const from = list.indexOf(item);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const removeCell = <G extends Grid>(grid: G, color: Color, size: string): G =>
  dropCells(grid, [cellKey(color, size)]);

export const restoreCell = <G extends Grid>(grid: G, color: Color, size: string): G =>
  putCells(grid, [cellKey(color, size)]);

export function updateCell<G extends Grid>(
  grid: G,
  color: Color,
  size: string,
  change: Partial<CellState>,
): G {
  const key = cellKey(color, size);
  const cell = grid.cells[key];
  if (!cell) return grid;
  return { ...grid, cells: { ...grid.cells, [key]: { ...cell, ...change } } };
}

/** The grid's variants in the order they are saved: colour by colour, each colour's sizes in order. */
export function variantsOf(grid: Grid): { color: Color; size: string; cell: CellState }[] {
  return grid.colors.flatMap((color) =>
    grid.sizes.flatMap((size) => {
      const cell = grid.cells[cellKey(color, size)];
      return cell ? [{ color, size, cell }] : [];
    }),
  );
}
