import type { AppLanguage } from '../config.js';

export interface LogoProps {
  /** fr shows the French variant; every other language the Dutch one. */
  language: AppLanguage;
  /** Accessible name of the logo. */
  label: string;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  className?: string;
}

/** The product logo: a lightning bolt in a circle and the wordmark of the language variant. */
export function Logo({ language, label, inverted = false, className }: LogoProps) {
  const french = language === 'fr';
  const text = inverted ? '#ffffff' : '#0b3d2a';
  const width = french ? 250 : 200;
  const textWidth = width - 54;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 44`}
      width={width}
      height={44}
      data-logo-variant={french ? 'fr' : 'nl'}
    >
      <circle cx="22" cy="22" r="20" fill="#0b5d3b" stroke={inverted ? '#ffffff' : 'none'} strokeWidth="2" />
      <path d="M25 7 13 25h8l-3 12 13-19h-8z" fill="#f7c948" />
      <text
        x="50"
        y="29"
        fill={text}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="21"
        fontWeight="700"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {french ? (
          <>
            check<tspan fill={inverted ? '#f7c948' : '#0b7a4b'}>électricité</tspan>
          </>
        ) : (
          <>
            stroom<tspan fill={inverted ? '#f7c948' : '#0b7a4b'}>check</tspan>
          </>
        )}
      </text>
    </svg>
  );
}
