/// <reference types="vite/client" />
/**
 * Plain wordmarks for the suppliers: a rounded frame with the name, drawn for this app (not the suppliers'
 * trademarks). Each is a small SVG written into the code as a text data URL, which compresses with the rest of the
 * code (a base64 data URL would not).
 */
import bolt from './logos/bolt.svg?raw';
import cociter from './logos/cociter.svg?raw';
import dats24 from './logos/dats24.svg?raw';
import ecopower from './logos/ecopower.svg?raw';
import elegant from './logos/elegant.svg?raw';
import eneco from './logos/eneco.svg?raw';
import energiebe from './logos/energiebe.svg?raw';
import engie from './logos/engie.svg?raw';
import luminus from './logos/luminus.svg?raw';
import mega from './logos/mega.svg?raw';
import octaplus from './logos/octaplus.svg?raw';
import total from './logos/total.svg?raw';
import type { SupplierName } from './types';

const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The address of each supplier's wordmark. */
export const LOGO_SOURCES: Readonly<Record<SupplierName, string>> = {
  bolt: svgDataUrl(bolt),
  cociter: svgDataUrl(cociter),
  dats24: svgDataUrl(dats24),
  ecopower: svgDataUrl(ecopower),
  elegant: svgDataUrl(elegant),
  eneco: svgDataUrl(eneco),
  energiebe: svgDataUrl(energiebe),
  engie: svgDataUrl(engie),
  luminus: svgDataUrl(luminus),
  mega: svgDataUrl(mega),
  octaplus: svgDataUrl(octaplus),
  total: svgDataUrl(total),
};
