/**
 * The roster of local energy cooperatives, in one place for the footer carousel (the Flemish members on the Dutch
 * site, the Walloon members on the French and German sites) and for the questionnaire's member question (all of
 * them). Only cooperatives known to exist are listed; the roster is data the federation completes (about 19 Flemish
 * and 15 Walloon members) with its own list and logos: adding a name here adds it to both.
 */
import type { AppLanguage } from '../config.js';

export const FLEMISH_COOPERATIVES: readonly string[] = [
  'Ecopower',
  'Beauvent',
  'Wase Wind',
  'Energent',
  'Bronsgroen',
  'Pajopower',
  'Klimaan',
  'Volterra',
  'Campina Energie',
  'Noordenwind',
  'Zonneberg',
  'Vlaskracht',
  'LimburgWint',
];

export const WALLOON_COOPERATIVES: readonly string[] = [
  'Cociter',
  'Emissions Zéro',
  'Courant d’Air',
  'Vents du Sud',
  'Lucéole',
  'Ferréole',
  'Allons en Vent',
  'Champs d’Énergie',
  'Hesbenergie',
  'Énergie 2030',
  'Nosse Moulin',
  'Condroz Énergies Citoyennes',
  'Ardenne Citoyenne',
  'Coopeos',
  'Vent d’Houyet',
];

/** Every cooperative of the roster, Flemish then Walloon. */
export const COOPERATIVE_ROSTER: readonly string[] = [...FLEMISH_COOPERATIVES, ...WALLOON_COOPERATIVES];

/** The stored value of a cooperative in the member question: its name without accents, lower case, dashes. */
export function cooperativeValue(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The carousel's cooperatives for a language. */
/** Cooperatives shown at once: one slide of the footer's carousel. */
export const PARTNERS_PER_SLIDE = 4;

export function cooperativesFor(language: AppLanguage): readonly string[] {
  return language === 'nl' ? FLEMISH_COOPERATIVES : WALLOON_COOPERATIVES;
}

/** Two-letter monogram of a cooperative's name, e.g. 'Wase Wind' -> 'WW'. */
export function monogram(name: string): string {
  const words = name.split(/[\s’'-]+/).filter((word) => /^\p{Lu}/u.test(word));
  const letters = (words.length >= 2 ? words.slice(0, 2).map((word) => word[0]) : [name[0], name[1]]).join('');
  return letters.toUpperCase();
}
