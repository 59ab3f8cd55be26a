import { useTranslation } from 'react-i18next';

/** The organisations whose figures the scores use: the federal and two regional regulators, the energy ombudsman and an environmental organisation. */
const SOURCE_KEYS = ['creg', 'vreg', 'cwape', 'ombudsman', 'greenpeace'] as const;

const MONOGRAMS: Record<(typeof SOURCE_KEYS)[number], string> = {
  creg: 'CREG',
  vreg: 'VREG',
  cwape: 'CWaPE',
  ombudsman: 'OMB',
  greenpeace: 'GP',
};

/** A banner with the five source organisations. */
export function SourceLogos() {
  const { t } = useTranslation();
  return (
    <ul className="pc-sources">
      {SOURCE_KEYS.map((key) => (
        <li key={key} className="pc-source">
          <span className="pc-source__mark" aria-hidden="true">
            {MONOGRAMS[key]}
          </span>
          <span className="pc-source__name">{t(`sources.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
