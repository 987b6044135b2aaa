/** The back office's catalogues, merged and compiled to formatjs's AST by scripts/admin-build.ts. */
declare module 'virtual:admin-messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
