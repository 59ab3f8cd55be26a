/** The dashboard's texts of the map, the top result per place and the chart downloads, per language. */
const en = {
  map: 'Map of responses per province',
  mapHelp: 'Each province, and the Brussels-Capital Region, is shaded by its number of responses, which is also written on it. The table “Responses per province” gives every number.',
  shadeBy: 'Shade by',
  mapSummary: '{measure} per province: {list}.',
  mapLegend: 'Legend',
  mapNone: 'none',
  mapSource: 'Outlines: name-suggestion-index (BSD-3-Clause), from OpenStreetMap.',
  topResult: 'Top result',
  topResults: 'Top result per place',
  topResultsHelp: 'The result that came first most often among the responses of each place, with how many responses had it.',
  placeColumn: 'Place',
  topCount: 'Responses with it',
  noResult: 'none yet',
  downloadPng: 'Download the chart (PNG)',
  downloadSvg: 'Download the chart (SVG)',
};

export type ViewTexts = typeof en;

const nl: ViewTexts = {
  map: 'Kaart van de antwoorden per provincie',
  mapHelp: 'Elke provincie, en het Brussels Hoofdstedelijk Gewest, is gekleurd volgens het aantal antwoorden, dat er ook op staat. De tabel ‘Antwoorden per provincie’ geeft alle cijfers.',
  shadeBy: 'Kleuren volgens',
  mapSummary: '{measure} per provincie: {list}.',
  mapLegend: 'Legende',
  mapNone: 'geen',
  mapSource: 'Grenzen: name-suggestion-index (BSD-3-Clause), uit OpenStreetMap.',
  topResult: 'Meest gekozen resultaat',
  topResults: 'Eerste resultaat per plaats',
  topResultsHelp: 'Het resultaat dat het vaakst bovenaan stond bij de antwoorden uit elke plaats, met hoeveel antwoorden het had.',
  placeColumn: 'Plaats',
  topCount: 'Antwoorden ermee',
  noResult: 'nog geen',
  downloadPng: 'Grafiek downloaden (PNG)',
  downloadSvg: 'Grafiek downloaden (SVG)',
};

const fr: ViewTexts = {
  map: 'Carte des réponses par province',
  mapHelp: 'Chaque province, et la Région de Bruxelles-Capitale, est teintée selon son nombre de réponses, qui y est aussi écrit. Le tableau « Réponses par province » donne tous les chiffres.',
  shadeBy: 'Teinter selon',
  mapSummary: '{measure} par province\u202f: {list}.',
  mapLegend: 'Légende',
  mapNone: 'aucune',
  mapSource: 'Contours\u202f: name-suggestion-index (BSD-3-Clause), d’après OpenStreetMap.',
  topResult: 'Premier résultat',
  topResults: 'Premier résultat par lieu',
  topResultsHelp: 'Le résultat arrivé le plus souvent en tête parmi les réponses de chaque lieu, avec le nombre de réponses concernées.',
  placeColumn: 'Lieu',
  topCount: 'Réponses concernées',
  noResult: 'aucun pour l’instant',
  downloadPng: 'Télécharger le graphique (PNG)',
  downloadSvg: 'Télécharger le graphique (SVG)',
};

const de: ViewTexts = {
  map: 'Karte der Antworten pro Provinz',
  mapHelp: 'Jede Provinz und die Region Brüssel-Hauptstadt ist nach ihrer Zahl der Antworten eingefärbt, die auch darauf steht. Die Tabelle „Antworten pro Provinz“ gibt alle Zahlen.',
  shadeBy: 'Einfärben nach',
  mapSummary: '{measure} pro Provinz: {list}.',
  mapLegend: 'Legende',
  mapNone: 'keine',
  mapSource: 'Umrisse: name-suggestion-index (BSD-3-Clause), aus OpenStreetMap.',
  topResult: 'Erstes Ergebnis',
  topResults: 'Erstes Ergebnis pro Ort',
  topResultsHelp: 'Das Ergebnis, das bei den Antworten jedes Ortes am häufigsten vorne lag, und wie viele Antworten es hatten.',
  placeColumn: 'Ort',
  topCount: 'Antworten damit',
  noResult: 'noch keines',
  downloadPng: 'Grafik herunterladen (PNG)',
  downloadSvg: 'Grafik herunterladen (SVG)',
};

export const VIEW_TEXTS = { en, nl, fr, de };
