import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVINCE_REGION, provinceOfPostcode, provinceOfPostcodeSql } from '../src/admin/belgian-provinces.js';

describe('the province of a Belgian postcode', () => {
  it('follows bpost ranges, at both ends of each', () => {
    const expected: [string, string][] = [
      ['1000', 'BE-BRU'], ['1299', 'BE-BRU'], ['1300', 'BE-WBR'], ['1499', 'BE-WBR'], ['1500', 'BE-VBR'],
      ['1999', 'BE-VBR'], ['2000', 'BE-VAN'], ['2999', 'BE-VAN'], ['3000', 'BE-VBR'], ['3499', 'BE-VBR'],
      ['3500', 'BE-VLI'], ['3999', 'BE-VLI'], ['4000', 'BE-WLG'], ['4999', 'BE-WLG'], ['5000', 'BE-WNA'],
      ['5999', 'BE-WNA'], ['6000', 'BE-WHT'], ['6599', 'BE-WHT'], ['6600', 'BE-WLX'], ['6999', 'BE-WLX'],
      ['7000', 'BE-WHT'], ['7999', 'BE-WHT'], ['8000', 'BE-VWV'], ['8999', 'BE-VWV'], ['9000', 'BE-VOV'],
      ['9999', 'BE-VOV'], [' 8500 ', 'BE-VWV'],
    ];
    for (const [postcode, province] of expected) expect([postcode, provinceOfPostcode(postcode)]).toEqual([postcode, province]);
    for (const postcode of ['', '0999', '999', '10000', '1000a', 'B-1000', '١٠٠٠', '\t9000', null, undefined])
      expect(provinceOfPostcode(postcode)).toBe('');
    expect(Object.keys(PROVINCE_REGION)).toHaveLength(11);
    expect(PROVINCE_REGION['BE-WLX']).toBe('BE-WAL');
  });

  describe('in SQL', () => {
    let db: PGlite;
    beforeAll(async () => {
      db = await PGlite.create();
    });
    afterAll(async () => {
      await db?.close();
    });

    it('gives the same province as the code for every postcode and for what is none', async () => {
      const postcodes = [...Array.from({ length: 9000 }, (_, n) => String(1000 + n)), '', ' 2000 ', '0999', '10000', '12a4', 'x'.repeat(300)];
      const { rows } = await db.query<{ postcode: string | null; province: string }>(
        `SELECT p AS postcode, ${provinceOfPostcodeSql('p')} AS province FROM unnest($1::text[] || ARRAY[NULL]) p`,
        [postcodes],
      );
      expect(rows).toHaveLength(postcodes.length + 1);
      for (const row of rows) expect([row.postcode, row.province]).toEqual([row.postcode, provinceOfPostcode(row.postcode)]);
    });
  });
});
