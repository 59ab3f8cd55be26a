import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REGIONS,
  REGION_SUPPLIERS,
  buildResultAddress,
  computeResult,
  formatResultAddress,
  parseResultAddress,
  readRegion,
  readResultSettings,
  regionOfAddress,
  regionOfLanguage,
  regionOfPostcode,
  regionsOfSupplier,
  resultAddressProblem,
  settingsQueryOf,
  type SupplierScores,
} from '../src/index';
import { exampleAnswers, exampleTable } from './worked-example';

describe('the region of a postcode', () => {
  it('follows the bpost ranges at every boundary', () => {
    const expected: [string, string | undefined][] = [
      ['0999', undefined],
      ['1000', 'brussels'],
      ['1299', 'brussels'],
      ['1300', 'wallonia'],
      ['1499', 'wallonia'],
      ['1500', 'flanders'],
      ['3999', 'flanders'],
      ['4000', 'wallonia'],
      ['7999', 'wallonia'],
      ['8000', 'flanders'],
      ['9000', 'flanders'],
      ['9999', 'flanders'],
      [' 1050 ', 'brussels'],
    ];
    for (const [postcode, region] of expected) expect([postcode, regionOfPostcode(postcode)]).toEqual([postcode, region]);
  });

  it('gives no region for what is not a Belgian postcode', () => {
    for (const bad of ['', '100', '10000', 'abcd', '1O00', '-1000', null, undefined, '1000<script>']) {
      expect(regionOfPostcode(bad)).toBeUndefined();
    }
  });

  it('gives a region for every four-digit postcode from 1000 to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (code) => {
        expect(REGIONS).toContain(regionOfPostcode(String(code)));
      }),
    );
  });

  it('falls back to the language: Dutch Flanders, French and German Wallonia', () => {
    expect([regionOfLanguage('nl'), regionOfLanguage('fr'), regionOfLanguage('de')]).toEqual(['flanders', 'wallonia', 'wallonia']);
  });
});

describe('the regional supplier lists', () => {
  it('rank Ecopower in Flanders only and Cociter in Wallonia only', () => {
    expect(regionsOfSupplier('ecopower')).toEqual(['flanders']);
    expect(regionsOfSupplier('cociter')).toEqual(['wallonia']);
    expect(regionsOfSupplier('engie')).toEqual(['flanders', 'wallonia', 'brussels']);
    expect(REGION_SUPPLIERS.brussels).not.toContain('ecopower');
  });
});

describe('the region in the results address', () => {
  const table: SupplierScores[] = REGION_SUPPLIERS.brussels.map((name, index) => ({
    name,
    scores: { price: index / 5, origin: 0.5, source: 0.5, customer_satisfaction: 0.5, invests_in_renewable: 0.5, stable_price: 1, adjusted_formula: 0.2 },
  }));
  const result = computeResult(exampleAnswers, table);

  it('is written after the weights and read back, with where it came from', () => {
    const address = buildResultAddress(result, 'nl', { region: 'brussels', regionFromLanguage: false });
    expect(address).toMatch(/&w=5432513&region=brussels$/);
    const parsed = parseResultAddress(address);
    expect(parsed.ok && parsed.address.region).toBe('brussels');
    expect(parsed.ok && parsed.address.regionFromLanguage).toBeUndefined();
    const guessed = buildResultAddress(result, 'fr', { region: 'wallonia', regionFromLanguage: true });
    expect(guessed).toMatch(/&region=wallonia&region-from=language$/);
    const again = parseResultAddress(guessed);
    expect(again.ok && again.address.regionFromLanguage).toBe(true);
    expect(again.ok && formatResultAddress(again.address)).toBe(guessed);
  });

  it('reads the older region values nl and fr, and an address without a region as its language’s', () => {
    expect([readRegion('nl'), readRegion('fr'), readRegion('brussels'), readRegion('bru')]).toEqual(['flanders', 'wallonia', 'brussels', undefined]);
    const old = parseResultAddress('/de/eneco/?top_0=eneco;80&tip-invest=0&w=5432513&region=nl');
    expect(old.ok && regionOfAddress(old.address)).toBe('flanders');
    const plain = parseResultAddress('/de/eneco/?top_0=eneco;80&tip-invest=0');
    expect(plain.ok && regionOfAddress(plain.address)).toBe('wallonia');
  });

  it('refuses an unknown region or origin of the region', () => {
    expect(readResultSettings('region=mars')).toEqual({ ok: false, reason: 'region must be flanders, wallonia or brussels' });
    expect(readResultSettings('region=brussels&region-from=guess').ok).toBe(false);
  });

  it('writes the settings alone for a share link', () => {
    expect(settingsQueryOf({ weights: result.weights, region: 'brussels', household: { kwh: 1500, meter: 'day-night' } })).toBe(
      'w=5432513&region=brussels&kwh=1500&meter=day-night',
    );
    expect(settingsQueryOf({})).toBe('');
  });

  it('says when an address names a supplier that does not supply its region', () => {
    const brussels = parseResultAddress('/nl/ecopower/?top_0=ecopower;80&top_1=engie;60&tip-invest=1&region=brussels');
    expect(brussels.ok && resultAddressProblem(brussels.address)).toBe('the address names a supplier that is not ranked in its region');
    const flanders = parseResultAddress('/nl/ecopower/?top_0=ecopower;80&top_1=engie;60&tip-invest=1&region=flanders');
    expect(flanders.ok && resultAddressProblem(flanders.address)).toBeNull();
    const repeated = parseResultAddress('/nl/engie/?top_0=engie;80&top_1=engie;60&tip-invest=0');
    expect(repeated.ok && resultAddressProblem(repeated.address)).toBe('the address repeats a supplier');
    const unordered = parseResultAddress('/nl/engie/?top_0=engie;60&top_1=eneco;80&tip-invest=0');
    expect(unordered.ok && resultAddressProblem(unordered.address)).toBe('the top suppliers are not in ranking order');
  });
});

describe('the household in the results address', () => {
  it('reads kwh and meter, each defaulting to the reference household', () => {
    expect(readResultSettings('kwh=8000&meter=day-night')).toEqual({ ok: true, settings: { household: { kwh: 8000, meter: 'day-night' } } });
    expect(readResultSettings('meter=day-night')).toEqual({ ok: true, settings: { household: { kwh: 3500, meter: 'day-night' } } });
    expect(readResultSettings('')).toEqual({ ok: true, settings: {} });
  });

  it('refuses a consumption outside 100..50,000 kWh or a meter it does not know', () => {
    for (const bad of ['kwh=99', 'kwh=50001', 'kwh=3500.5', 'kwh=-1', 'kwh=', 'kwh=1e4', 'meter=triple']) {
      expect(readResultSettings(bad).ok).toBe(false);
    }
  });
});

describe('the README example of regions and settings', () => {
  it('gives what the README prints', () => {
    expect([regionOfPostcode('1000'), regionOfPostcode('9000'), regionOfPostcode('4000'), regionOfPostcode('12')]).toEqual([
      'brussels',
      'flanders',
      'wallonia',
      undefined,
    ]);
    expect(regionOfLanguage('de')).toBe('wallonia');
    expect(REGION_SUPPLIERS.brussels).toEqual(['engie', 'luminus', 'total', 'mega', 'bolt']);
    const result = computeResult(exampleAnswers, exampleTable);
    expect(buildResultAddress(result, 'nl', { region: 'brussels' })).toMatch(/&tip-invest=1&w=5432513&region=brussels$/);
    expect(
      settingsQueryOf({ weights: result.weights, region: 'wallonia', regionFromLanguage: true, household: { kwh: 1500, meter: 'day-night' } }),
    ).toBe('w=5432513&region=wallonia&region-from=language&kwh=1500&meter=day-night');
    expect(readResultSettings('region=nl')).toEqual({ ok: true, settings: { region: 'flanders' } });
    const parsed = parseResultAddress('/nl/ecopower/?top_0=ecopower;80&tip-invest=1&region=brussels');
    expect(parsed.ok && regionOfAddress(parsed.address)).toBe('brussels');
    expect(parsed.ok && resultAddressProblem(parsed.address)).toBe('the address names a supplier that is not ranked in its region');
  });
});
