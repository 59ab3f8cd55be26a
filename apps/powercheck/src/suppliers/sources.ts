import type { Source, SourceId } from './types';

/** The public sources the score tables cite. */
export const SOURCES: Readonly<Record<SourceId, Source>> = {
  'product-spec': {
    title: 'Product specification of the power check: the Ecopower row of the score tables',
  },
  'greenpeace-2023': {
    title: 'Greenpeace Belgium, green electricity ranking 2023 (16 suppliers, 2022 data, Belgian activities)',
    url: 'https://www.mijngroenestroom.be',
  },
  'greenpeace-2021': {
    title: 'Greenpeace Belgium, green electricity ranking 2021 (18 suppliers); 2020 edition for comparison',
    url: 'https://www.monelectriciteverte.be',
  },
  'ombudsman-complaints': {
    title: 'Federal Energy Ombudsman, complaint figures (9,088 in 2021, about 27,000 in 2022)',
  },
  'tariff-cards': {
    title: 'Public tariff cards of the suppliers: contract types offered (fixed, variable, dynamic)',
  },
  'project-default': {
    title: 'Neutral default (0.5): no per-supplier figure in the documented sources yet; for the federation to review',
  },
};
