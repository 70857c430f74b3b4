import type { ReactNode, SVGProps } from 'react';

/** The card schemes the checkout footer shows. */
export const paymentCardNames = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type PaymentCardName = (typeof paymentCardNames)[number];

/** Each scheme's accessible name. */
export const paymentCardLabels: Record<PaymentCardName, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

// Simplified marks on a 38×24 card: recognisable at 24 px tall, no trademark artwork shipped.
const marks: Record<PaymentCardName, ReactNode> = {
  visa: (
    <>
      <rect width="38" height="24" rx="3" fill="#1A1F71" />
      <text
        x="19"
        y="16"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontStyle="italic"
        fontWeight="700"
        fill="#FFFFFF"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="38" height="24" rx="3" fill="#222222" />
      <circle cx="15" cy="12" r="7" fill="#EB001B" />
      <circle cx="23" cy="12" r="7" fill="#F79E1B" fillOpacity="0.9" />
    </>
  ),
  amex: (
    <>
      <rect width="38" height="24" rx="3" fill="#006FCF" />
      <text
        x="19"
        y="15.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="8"
        fontWeight="700"
        fill="#FFFFFF"
      >
        AMEX
      </text>
    </>
  ),
  discover: (
    <>
      <rect width="38" height="24" rx="3" fill="#FFFFFF" stroke="#9CA3AF" />
      <text
        x="15"
        y="15"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="6.5"
        fontWeight="700"
        fill="#231F20"
      >
        DISC
      </text>
      <circle cx="29" cy="12" r="4.5" fill="#F76F20" />
    </>
  ),
};

export interface PaymentCardIconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref' | 'children'> {
  name: PaymentCardName;
  /** Height in px (the width follows the card's 38:24 ratio). Default 24. */
  height?: number;
}

/** A card scheme's mark, as an image named after the scheme ("Visa", "Mastercard", …). */
export function PaymentCardIcon({ name, height = 24, ...svgProps }: PaymentCardIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 38 24"
      width={Math.round((height * 38) / 24)}
      height={height}
      role="img"
      aria-label={paymentCardLabels[name]}
      focusable="false"
      data-payment-card={name}
      {...svgProps}
    >
      {marks[name]}
    </svg>
  );
}
