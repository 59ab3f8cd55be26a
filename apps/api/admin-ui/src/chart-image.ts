/**
 * A chart as an image file: SVG (the chart's own SVG with its styles written on each element, so it looks the same outside
 * the page) and PNG (that SVG drawn on a canvas in the browser, at twice its size). Each image starts with the
 * chart's title and has a white ground. Bar charts are HTML rows on the page; their image is drawn by
 * `barChartSvg` from the same numbers.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const TITLE_HEIGHT = 32;
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
/**
 * The presentation properties copied from the page's style sheet onto each element, as SVG presentation attributes
 * (the same as inline styles to any SVG reader; the dashboard's content security policy refuses style attributes).
 */
const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linejoin',
  'font-size',
  'font-weight',
  'text-anchor',
  'display',
] as const;

/** Text made safe inside XML (a label is anyone's text: a partner's id, an answer). */
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The outer drawing: white ground, the title, then the chart below it. */
function framed(title: string, width: number, height: number, chart: string): string {
  return (
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height + TITLE_HEIGHT}" viewBox="0 0 ${width} ${height + TITLE_HEIGHT}" font-family="${FONT}">` +
    `<title>${xmlText(title)}</title>` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<text x="8" y="22" font-size="16" font-weight="700" fill="#1b1f23">${xmlText(title)}</text>` +
    `<g transform="translate(0 ${TITLE_HEIGHT})">${chart}</g></svg>`
  );
}

/** A shown SVG (a day chart, the map) with its computed styles inline, `width` wide (its height from its own). */
export function serialiseSvg(svg: SVGSVGElement, title: string, width: number): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((element, index) => {
    const style = getComputedStyle(element);
    const target = copies[index]!;
    target.removeAttribute('class');
    for (const name of STYLE_PROPERTIES) target.setAttribute(name, style.getPropertyValue(name));
  });
  const viewBox = svg.viewBox.baseVal;
  const height = viewBox && viewBox.width > 0 ? Math.round((width * viewBox.height) / viewBox.width) : Number(svg.getAttribute('height')) || 200;
  for (const name of ['role', 'aria-hidden', 'aria-labelledby', 'aria-describedby', 'focusable'])
    copy.removeAttribute(name);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('font-family', FONT);
  return framed(title, width, height, new XMLSerializer().serializeToString(copy));
}

export interface ImageRow {
  label: string;
  values: number[];
}

/**
 * Horizontal bars as one SVG: label, bar (the second value striped in front, as on the page) and numbers per row.
 * Labels longer than 40 characters end in "…" in the image (the CSV and the table keep them whole).
 */
export function barChartSvg(title: string, rows: readonly ImageRow[], width = 720): string {
  const rowHeight = 26;
  const labelWidth = 250;
  const valueWidth = 130;
  const barWidth = width - labelWidth - valueWidth - 24;
  const max = Math.max(1, ...rows.map((row) => row.values[0] ?? 0));
  const height = rows.length * rowHeight + 8;
  const bars = rows
    .map((row, index) => {
      const [first = 0, second] = row.values;
      const y = index * rowHeight + 4;
      const label = row.label.length > 40 ? `${row.label.slice(0, 39)}…` : row.label;
      const value = `${first.toLocaleString()}${second !== undefined ? ` / ${second.toLocaleString()}` : ''}`;
      return (
        `<text x="${labelWidth}" y="${y + 16}" text-anchor="end" font-size="13" fill="#1b1f23">${xmlText(label)}</text>` +
        `<rect x="${labelWidth + 8}" y="${y + 3}" width="${((first / max) * barWidth).toFixed(1)}" height="18" fill="#1d5f3a"/>` +
        (second !== undefined && second > 0
          ? `<rect x="${labelWidth + 8}" y="${y + 3}" width="${((second / max) * barWidth).toFixed(1)}" height="18" fill="url(#hatch)"/>`
          : '') +
        `<text x="${labelWidth + barWidth + 16}" y="${y + 16}" font-size="13" fill="#1b1f23">${xmlText(value)}</text>`
      );
    })
    .join('');
  const hatch =
    '<defs><pattern id="hatch" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">' +
    '<rect width="6" height="6" fill="#9ccfb0"/><rect width="3" height="6" fill="#0f3a23"/></pattern></defs>';
  return framed(title, width, height, hatch + bars);
}

/** The width and height an SVG text of ours declares. */
function sizeOf(svgText: string): { width: number; height: number } {
  const match = /^<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svgText);
  return { width: Number(match?.[1] ?? 600), height: Number(match?.[2] ?? 400) };
}

/** The SVG drawn on a canvas at `scale` times its size, as a PNG file. */
export async function svgToPng(svgText: string, scale = 2): Promise<Blob> {
  const { width, height } = sizeOf(svgText);
  const image = new Image();
  image.width = width;
  image.height = height;
  // a data: address, which the dashboard's content security policy allows for images (blob: it does not)
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d')!;
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}

/** Offers a file to the browser's downloads. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
