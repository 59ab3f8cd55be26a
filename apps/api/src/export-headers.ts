/**
 * The XLSX export's header row in the survey's own words: `answers.{key}` is named by the question's label and
 * `results.{key}` by the result's name (for powercheck the supplier's), in the requested language, from the labels
 * the project registered (admin/labels.ts). Columns the definition does not name (the response's own fields, answers
 * that are not questions of it) keep their key. Two columns never share a header: a repeated one gets its key in
 * brackets. The workbook's second sheet pairs every header with its key.
 */
import { labelIn, type DashboardLabels, type LabelLanguage } from './admin/labels.js';

export function columnHeaders(labels: DashboardLabels | null, language: LabelLanguage): (keys: readonly string[]) => string[] {
  return (keys) => {
    const named = keys.map((key) => {
      const [kind, ...rest] = key.split('.');
      const name = rest.join('.');
      if (kind === 'answers' && labels?.questions[name]) return labelIn(labels.questions[name].label, language, key);
      if (kind === 'results' && labels?.results[name] !== undefined) return labelIn(labels.results[name], language, key);
      return key;
    });
    const counts = new Map<string, number>();
    for (const header of named) counts.set(header, (counts.get(header) ?? 0) + 1);
    return named.map((header, index) => (counts.get(header)! > 1 && header !== keys[index] ? `${header} (${keys[index]})` : header));
  };
}
