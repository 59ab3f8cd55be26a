/**
 * Modules the intro needs for its first paint but that are kept out of the entry bundle: they load in parallel with
 * the language's texts (see main.tsx), so they cost no extra round trip.
 */
import type { ComponentType } from 'react';
import type { AppLanguage } from '../config.js';

type BannerComponent = ComponentType<{ language: AppLanguage }>;

let Banner: BannerComponent | null = null;

/** Loads the supplier logo banner (it brings the supplier tables). */
export async function loadSupplierBanner(): Promise<void> {
  Banner = (await import('../components/SupplierBanner.js')).SupplierBanner;
}

/** The supplier logo banner once loaded (nothing before). */
export function DeferredSupplierBanner({ language }: { language: AppLanguage }) {
  return Banner ? <Banner language={language} /> : null;
}

let startRequested = false;

/** The intro preview's start button was pressed before the survey code arrived. */
export function requestStart(): void {
  startRequested = true;
}

/** True once after requestStart: the survey then starts by itself. */
export function takeStartRequest(): boolean {
  const requested = startRequested;
  startRequested = false;
  return requested;
}
