/** The error catalogue of spec section 8: status to message, shared by server and client. */

export interface CatalogueEntry {
  message: string;
  /** When true, the response's `error` or `message` field wins over `message`. */
  fromBody: boolean;
}

export function catalogueEntry(status: number): CatalogueEntry {
  switch (status) {
    case 400:
      return { message: 'Bad request', fromBody: true };
    case 401:
      return { message: 'Authentication required', fromBody: false };
    case 403:
      return { message: 'Access forbidden', fromBody: false };
    case 404:
      return { message: 'Resource not found', fromBody: false };
    case 422:
      return { message: 'Validation error', fromBody: false };
    case 429:
      return { message: 'Too many requests', fromBody: false };
    case 500:
    case 502:
    case 503:
    case 504:
      return { message: 'Server error', fromBody: true };
    default:
      return { message: 'An unexpected error occurred', fromBody: true };
  }
}
