import type { ReactNode } from 'react';

/** The payment brands the shop takes: ABA (PayWay), KHQR, PayPal, VISA, MasterCard. */
export type PaymentBrand = 'aba' | 'khqr' | 'paypal' | 'visa' | 'mastercard';

/** Each brand's name (its text alternative: proper names, the same in both languages). */
const BRAND_NAMES: Record<PaymentBrand, string> = {
  aba: 'ABA',
  khqr: 'KHQR',
  paypal: 'PayPal',
  visa: 'VISA',
  mastercard: 'MasterCard',
};

const word = (text: string, fill: string, extra: { italic?: boolean; size?: number } = {}) => (
  <text
    x="24"
    y="20"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    fontSize={extra.size ?? 13}
    fontStyle={extra.italic ? 'italic' : undefined}
    fill={fill}
  >
    {text}
  </text>
);

/**
 * Neutral marks of our own drawing (a card-sized badge with the brand's name in its usual colours),
 * not the brands' logo files: they say which brands are taken without copying their artwork.
 */
const DRAWINGS: Record<PaymentBrand, ReactNode> = {
  aba: (
    <>
      <rect width="48" height="30" rx="5" fill="#005d7f" />
      {word('ABA', '#fff')}
    </>
  ),
  khqr: (
    <>
      <rect width="48" height="30" rx="5" fill="#e1232e" />
      {word('KHQR', '#fff', { size: 11 })}
    </>
  ),
  paypal: (
    <>
      <rect width="48" height="30" rx="5" fill="#fff" stroke="#cfd6e4" />
      <text
        x="24"
        y="19"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize="10.5"
        fontStyle="italic"
      >
        <tspan fill="#1d3f8f">Pay</tspan>
        <tspan fill="#1e8fd6">Pal</tspan>
      </text>
    </>
  ),
  visa: (
    <>
      <rect width="48" height="30" rx="5" fill="#fff" stroke="#cfd6e4" />
      {word('VISA', '#1a2b88', { italic: true })}
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="30" rx="5" fill="#fff" stroke="#cfd6e4" />
      <circle cx="19" cy="15" r="8" fill="#e3311d" />
      <circle cx="29" cy="15" r="8" fill="#f5a01a" fillOpacity="0.85" />
    </>
  ),
};

/** One brand's mark: an image named by the brand. */
export function PaymentMark({ brand }: { brand: PaymentBrand }) {
  return (
    <svg
      className="payment-mark"
      viewBox="0 0 48 30"
      width="40"
      height="25"
      role="img"
      aria-label={BRAND_NAMES[brand]}
      data-brand={brand}
    >
      {DRAWINGS[brand]}
    </svg>
  );
}

/** The marks of the brands a payment method takes, in a row. */
export function PaymentMarks({ brands }: { brands: readonly PaymentBrand[] }) {
  return (
    <span className="payment-marks">
      {brands.map((brand) => (
        <PaymentMark key={brand} brand={brand} />
      ))}
    </span>
  );
}
