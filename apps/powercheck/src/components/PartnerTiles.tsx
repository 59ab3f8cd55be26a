import { monogram } from './partners.js';
import './partner-tiles.css';

/** Cooperatives as name tiles with a monogram: one slide of the footer's carousel, or the footer before it loads. */
export function PartnerTiles({ names }: { names: readonly string[] }) {
  return (
    <ul className="pc-partners">
      {names.map((name) => (
        <li className="pc-partner" key={name}>
          <span className="pc-partner__monogram" aria-hidden="true">
            {monogram(name)}
          </span>
          <span className="pc-partner__name">{name}</span>
        </li>
      ))}
    </ul>
  );
}
