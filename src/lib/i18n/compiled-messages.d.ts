/** The catalogues compiled to formatjs's AST by scripts/compiled-messages.ts. */
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
