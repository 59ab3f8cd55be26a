/**
 * Where a respondent lives, from the postcode they gave: the Belgian province (or the Brussels-Capital Region) and
 * the region, by bpost's postcode ranges. Source: "Postal codes in Belgium" (Wikipedia, the ranges of bpost's
 * four-digit system in use since 1969), read on 2026-11-26; the same region boundaries as @powercheck/scoring's
 * `regionOfPostcode`. A few postcodes of reserved addresses (institutions) follow their range too. Keys are ISO
 * 3166-2:BE codes; anything that is not four digits from 1000 to 9999 is unknown ('').
 */

/** The first postcode of each range and the area it belongs to, in ascending order (each range ends where the next starts). */
export const POSTCODE_RANGES = [
  { from: 1000, province: 'BE-BRU', region: 'BE-BRU' }, // Brussels-Capital Region
  { from: 1300, province: 'BE-WBR', region: 'BE-WAL' }, // Walloon Brabant
  { from: 1500, province: 'BE-VBR', region: 'BE-VLG' }, // Flemish Brabant (Halle-Vilvoorde)
  { from: 2000, province: 'BE-VAN', region: 'BE-VLG' }, // Antwerp
  { from: 3000, province: 'BE-VBR', region: 'BE-VLG' }, // Flemish Brabant (Leuven)
  { from: 3500, province: 'BE-VLI', region: 'BE-VLG' }, // Limburg
  { from: 4000, province: 'BE-WLG', region: 'BE-WAL' }, // Liège
  { from: 5000, province: 'BE-WNA', region: 'BE-WAL' }, // Namur
  { from: 6000, province: 'BE-WHT', region: 'BE-WAL' }, // Hainaut (Charleroi)
  { from: 6600, province: 'BE-WLX', region: 'BE-WAL' }, // Luxembourg
  { from: 7000, province: 'BE-WHT', region: 'BE-WAL' }, // Hainaut
  { from: 8000, province: 'BE-VWV', region: 'BE-VLG' }, // West Flanders
  { from: 9000, province: 'BE-VOV', region: 'BE-VLG' }, // East Flanders
] as const;

export type ProvinceCode = (typeof POSTCODE_RANGES)[number]['province'];
export type RegionCode = (typeof POSTCODE_RANGES)[number]['region'];

/** The provinces (and Brussels), each once, and the region each belongs to. */
export const PROVINCE_REGION: Readonly<Record<ProvinceCode, RegionCode>> = Object.fromEntries(
  POSTCODE_RANGES.map((range) => [range.province, range.region]),
) as Record<ProvinceCode, RegionCode>;

/** The province (ISO 3166-2:BE) of a Belgian postcode, or '' when it is not one (surrounding spaces ignored, as `btrim` does). */
export function provinceOfPostcode(postcode: string | null | undefined): ProvinceCode | '' {
  const text = (postcode ?? '').replace(/^ +| +$/g, '');
  if (!/^[1-9]\d{3}$/.test(text)) return '';
  const code = Number(text);
  let province: ProvinceCode = POSTCODE_RANGES[0].province;
  for (const range of POSTCODE_RANGES) if (range.from <= code) province = range.province;
  return province;
}

/** The same rule in SQL for a text expression (the counting runs in the database): a province code or ''. */
export function provinceOfPostcodeSql(postcode: string): string {
  const code = `(btrim(${postcode}))::int`;
  const cases = [...POSTCODE_RANGES]
    .reverse()
    .map((range) => `WHEN ${code} >= ${range.from} THEN '${range.province}'`)
    .join(' ');
  return `CASE WHEN coalesce(btrim(${postcode}), '') !~ '^[1-9][0-9]{3}$' THEN '' ELSE CASE ${cases} END END`;
}
