import { useTranslation } from 'react-i18next';

const STEPS = ['orderInfo', 'processing', 'payment'] as const;

/** The three steps: Order Info, Processing, PayWay Payment (purchase-flow §2). */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <ol className="checkout-steps" aria-label={t('checkout.title')}>
      {STEPS.map((key, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <li
            key={key}
            className={`checkout-step ${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="checkout-step-dot">{state === 'done' ? '✓' : number}</span>
            <span className="checkout-step-label">{t(`checkout.steps.${key}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
