import { DISCOUNT_REFUSALS, formatUsd, type DiscountRefusal } from '@app/domain';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** The words for a refused code (the server's 422 code), else the generic failure. */
export function discountErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && (DISCOUNT_REFUSALS as readonly string[]).includes(error.code))
    return t(`checkout.discount.refusals.${error.code as DiscountRefusal}`);
  return t('checkout.discount.failed');
}

interface Props {
  /** The code applied (as typed), or null. */
  applied: string | null;
  /** What the server took off for it, once known. */
  discountCents: number | null;
  checking: boolean;
  error: string | null;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** "Discount code" + Apply under the order summary; once applied, the code, what it took off, and Remove. */
export function DiscountCodeField({
  applied,
  discountCents,
  checking,
  error,
  disabled,
  onApply,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  if (applied && discountCents !== null && !error)
    return (
      <div className="discount-applied" data-testid="discount-applied" role="status">
        <span>
          {t('checkout.discount.applied', { code: applied.toUpperCase(), amount: formatUsd(discountCents) })}
        </span>
        <button type="button" className="link" disabled={disabled} onClick={onRemove}>
          {t('checkout.discount.remove')}
        </button>
      </div>
    );
  return (
    <form
      className="discount-field"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim()) onApply(typed.trim());
      }}
    >
      <label htmlFor={id}>{t('checkout.discount.label')}</label>
      <div className="discount-row">
        <input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('checkout.discount.placeholder')}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="secondary" disabled={disabled || checking || !typed.trim()}>
          {checking ? t('checkout.discount.checking') : t('checkout.discount.apply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
