/// <reference types="vite/client" />
/**
 * Plain wordmarks for the suppliers: a rounded frame with the name, drawn for this app (not the suppliers'
 * trademarks). Vite turns each import into an address (small files are inlined as data URLs).
 */
import bolt from './logos/bolt.svg';
import cociter from './logos/cociter.svg';
import dats24 from './logos/dats24.svg';
import ecopower from './logos/ecopower.svg';
import elegant from './logos/elegant.svg';
import eneco from './logos/eneco.svg';
import energiebe from './logos/energiebe.svg';
import engie from './logos/engie.svg';
import luminus from './logos/luminus.svg';
import mega from './logos/mega.svg';
import octaplus from './logos/octaplus.svg';
import total from './logos/total.svg';
import type { SupplierName } from './types';

/** The address of each supplier's wordmark. */
export const LOGO_SOURCES: Readonly<Record<SupplierName, string>> = {
  bolt,
  cociter,
  dats24,
  ecopower,
  elegant,
  eneco,
  energiebe,
  engie,
  luminus,
  mega,
  octaplus,
  total,
};
