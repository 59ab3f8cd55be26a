/** The result most often first per region and province, in the survey's own words (a plain table). */
import type { PlaceResults } from '../../src/admin/place-results.js';
import type { Texts } from './texts.js';

export function PlaceResultsTable(props: {
  results: PlaceResults;
  /** The places in the order shown (regions first, then provinces, as the charts above list them). */
  places: string[];
  texts: Texts;
  placeName: (code: string) => string;
  resultName: (key: string) => string;
}) {
  const { results, places, texts, placeName, resultName } = props;
  const byPlace = new Map<string, { key: string; count: number }>([
    ...results.regions.map((row): [string, { key: string; count: number }] => [row.region, row]),
    ...results.provinces.map((row): [string, { key: string; count: number }] => [row.province, row]),
  ]);
  return (
    <table className="numbers" data-table="place-results">
      <caption>{texts.topResults}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.placeColumn}</th>
          <th scope="col">{texts.topResult}</th>
          <th scope="col" className="num">
            {texts.topCount}
          </th>
        </tr>
      </thead>
      <tbody>
        {places.map((code) => {
          const found = byPlace.get(code);
          return (
            <tr key={code}>
              <th scope="row" className="words">{placeName(code)}</th>
              <td>{found ? resultName(found.key) : texts.noResult}</td>
              <td className="num">{found ? found.count.toLocaleString() : '–'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
