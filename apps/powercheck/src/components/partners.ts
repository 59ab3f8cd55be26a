/**
 * The local energy cooperatives shown in the footer carousel: the Flemish members on the Dutch site, the Walloon
 * members on the French and German sites. Only cooperatives known to exist are listed; the federation completes the
 * list (about 19 Flemish and 15 Walloon members) with its own roster and logos.
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

/** The carousel's cooperatives for a language. */
export function cooperativesFor(language: AppLanguage): readonly string[] {
  return language === 'nl' ? FLEMISH_COOPERATIVES : WALLOON_COOPERATIVES;
}

/** Two-letter monogram of a cooperative's name, e.g. 'Wase Wind' -> 'WW'. */
export function monogram(name: string): string {
  const words = name.split(/[\s’'-]+/).filter((word) => /^\p{Lu}/u.test(word));
  const letters = (words.length >= 2 ? words.slice(0, 2).map((word) => word[0]) : [name[0], name[1]]).join('');
  return letters.toUpperCase();
}
