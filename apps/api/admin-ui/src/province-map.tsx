/**
 * Belgium's provinces and the Brussels-Capital Region, shaded by responses (started or completed, as chosen), each
 * with its number written on it in a label, and a legend naming each shade's range: the shade is never the only
 * carrier of the number. The SVG is an image with a name and a description listing every area's number; the
 * provinces' table (Responses per province) is the table alternative.
 */
import { useId, useRef, useState } from 'react';
import { ImageDownloads } from './charts.js';
import { serialiseSvg } from './chart-image.js';
import type { ProvinceCode } from '../../src/admin/belgian-provinces.js';
import { shadeOf, shadeRanges } from './map-shading.js';
import { MAP_VIEW_BOX, PROVINCE_OUTLINES } from './province-outlines.js';
import { fill, type Texts } from './texts.js';

export interface MapRow {
  province: ProvinceCode;
  started: number;
  completed: number;
}

/** Labels that would overlap Brussels' are written further into their province. */
const LABEL_SHIFT: Partial<Record<ProvinceCode, [number, number]>> = { 'BE-VBR': [42, 2] };
/** Brussels is drawn last, on top of the province around it. */
const ORDER = (Object.keys(PROVINCE_OUTLINES) as ProvinceCode[]).sort((a, b) => Number(a === 'BE-BRU') - Number(b === 'BE-BRU'));

export function ProvinceMap({ rows, texts, placeName }: { rows: MapRow[]; texts: Texts; placeName: (code: string) => string }) {
  const [measure, setMeasure] = useState<'started' | 'completed'>('started');
  const id = useId();
  const svg = useRef<SVGSVGElement>(null);
  const value = (code: ProvinceCode) => rows.find((row) => row.province === code)?.[measure] ?? 0;
  const max = Math.max(0, ...ORDER.map(value));
  const measureName = measure === 'started' ? texts.started : texts.completed;
  const list = [...ORDER]
    .sort((a, b) => value(b) - value(a) || placeName(a).localeCompare(placeName(b)))
    .map((code) => `${placeName(code)} ${value(code).toLocaleString()}`)
    .join(', ');
  return (
    <figure className="map">
      <fieldset className="map__measure">
        <legend>{texts.shadeBy}</legend>
        {(['started', 'completed'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name={`${id}-measure`} value={option} checked={measure === option} onChange={() => setMeasure(option)} />{' '}
            {option === 'started' ? texts.started : texts.completed}
          </label>
        ))}
      </fieldset>
      <svg ref={svg} className="map__svg" viewBox={MAP_VIEW_BOX} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{`${texts.map} (${measureName})`}</title>
        <desc id={`${id}-desc`}>{fill(texts.mapSummary, { measure: measureName, list })}</desc>
        {ORDER.map((code) => (
          <path key={code} d={PROVINCE_OUTLINES[code].d} className={`map__area map__area--${shadeOf(value(code), max)}`} fillRule="evenodd" data-province={code} />
        ))}
        {ORDER.map((code) => {
          const [x, y] = PROVINCE_OUTLINES[code].centre;
          const [dx, dy] = LABEL_SHIFT[code] ?? [0, 0];
          const text = value(code).toLocaleString();
          const width = 10 + text.length * 8.5;
          return (
            <g key={code} className="map__label" transform={`translate(${x + dx} ${y + dy})`}>
              <rect x={-width / 2} y={-10} width={width} height={20} rx={4} />
              <text y={5} textAnchor="middle">
                {text}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <p className="muted">{texts.mapHelp}</p>
        <ul className="legend map__legend" aria-label={texts.mapLegend}>
          {shadeRanges(max).map(({ shade, from, to }) => (
            <li key={shade}>
              <span className={`swatch map__swatch map__area--${shade}`} />
              {shade === 0 ? texts.mapNone : from === to ? from.toLocaleString() : `${from.toLocaleString()}–${to.toLocaleString()}`}
            </li>
          ))}
        </ul>
        <p className="muted map__source">{texts.mapSource}</p>
        <p className="downloads">
          <ImageDownloads title={`${texts.map} (${measureName})`} texts={texts} image={() => serialiseSvg(svg.current!, `${texts.map} (${measureName})`, 800)} />
        </p>
      </figcaption>
    </figure>
  );
}
