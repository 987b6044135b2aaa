/** What the route table (../routes.tsx) hands each page; apart so a page need not import the table. */
export interface PageProps {
  /** The route's parameters from the path, e.g. `slug`. */
  params: Record<string, string>;
}
