import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import type { CheckoutStep } from '../../../lib/db/schema';
import { STEPS } from '../validation';

/** Where the shopper is among the four steps; the steps done can be opened again, the ones ahead not yet. */
export function StepNav({
  step,
  onGoTo,
}: {
  step: CheckoutStep;
  onGoTo: (s: CheckoutStep) => void;
}) {
  const intl = useIntl();
  const current = STEPS.indexOf(step);
  return (
    <nav className="step-nav" aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
      <ol className="step-nav__list">
        {STEPS.map((s, i) => {
          const label = intl.formatMessage({ id: `checkout.step.${s}` });
          return (
            <li
              key={s}
              className="step-nav__item"
              data-state={i < current ? 'done' : i === current ? 'current' : 'ahead'}
            >
              {i < current ? (
                <Button className="step-nav__link" onPress={() => onGoTo(s)}>
                  {label}
                </Button>
              ) : (
                <span aria-current={i === current ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
