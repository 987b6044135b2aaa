import { Button, type ButtonProps } from 'react-aria-components';

/**
 * A button that waits while `isBusy`: it keeps its focus, is marked aria-disabled and ignores presses,
 * and a submit does not submit; its label says what it is doing. Not react-aria's `isPending`, which
 * also announces the button through a live-region node labelled by the button's id: a button that goes
 * with its form (Place order, a return's Send, Move to cart) leaves that node naming a missing element
 * for 7 s, an empty image to a screen reader (axe's role-img-alt; react-spectrum issue 10579). The
 * screen that follows says what happened (a heading that takes the focus, a status, a toast).
 */
export function BusyButton({ isBusy, type, onPress, ...props }: ButtonProps & { isBusy: boolean }) {
  return (
    <Button
      {...props}
      type={isBusy && type === 'submit' ? 'button' : type}
      aria-disabled={isBusy || undefined}
      data-pending={isBusy || undefined}
      onPress={isBusy ? undefined : onPress}
    />
  );
}
