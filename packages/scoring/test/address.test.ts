import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CRITERIA,
  buildResultAddress,
  computeResult,
  formatResultAddress,
  parseResultAddress,
  readWeightsQuery,
  resultAddressFor,
  weightsQueryOf,
  type ResultAddress,
  type SupplierScores,
} from '../src/index';
import { exampleAnswers, exampleTable } from './worked-example';

describe('the results-page address of the worked example', () => {
  const result = computeResult(exampleAnswers, exampleTable);

  it('is pinned, with the ; separator written literally as the spec shows it', () => {
    expect(buildResultAddress(result, 'nl')).toBe(
      '/nl/ecopower/?top_0=ecopower;50&top_1=steady;32&top_2=fixedco;27' +
        '&score_0=price;100;75&score_1=origin;100;50&score_2=source;100;50' +
        '&score_3=customer_satisfaction;100;50&score_4=invests_in_renewable;100;50' +
        '&score_5=stable_price;0;100&score_6=adjusted_formula;0;50&tip-invest=1&w=5432513',
    );
  });

  it('carries the seven weights as importance answers in w, after the parameters of the specification', () => {
    const parsed = parseResultAddress(buildResultAddress(result, 'nl'));
    expect(parsed.ok && parsed.address.weights).toEqual(result.weights);
    expect(weightsQueryOf(result.weights)).toBe('5432513');
    expect(readWeightsQuery('5432513')).toEqual(result.weights);
  });

  it('reads an address without w (as the specification writes it) with no weights', () => {
    const parsed = parseResultAddress('/nl/ecopower/?top_0=ecopower;50&top_1=steady;32&score_0=price;100;75&tip-invest=1');
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && 'weights' in parsed.address).toBe(false);
  });

  it('refuses a w that is not seven answers from 1 to 5', () => {
    for (const bad of ['', '543251', '54325130', '5432516', '543251a']) {
      const parsed = parseResultAddress(`/nl/ecopower/?top_0=ecopower;50&tip-invest=1&w=${bad}`);
      expect(parsed.ok ? 'ok' : parsed.reason).toMatch(/w must be seven importance answers/);
    }
  });

  it('takes a base with or without a trailing slash', () => {
    const withBase = buildResultAddress(result, 'fr', { base: 'https://results.example/powercheck/' });
    expect(withBase.startsWith('https://results.example/powercheck/fr/ecopower/?top_0=ecopower;50&')).toBe(true);
    expect(buildResultAddress(result, 'fr', { base: 'https://results.example/powercheck' })).toBe(withBase);
  });

  it('reads back what the query says', () => {
    const url = new URL(buildResultAddress(result, 'de', { base: 'https://results.example' }));
    expect(url.pathname).toBe('/de/ecopower/');
    expect(url.searchParams.get('top_1')).toBe('steady;32');
    expect(url.searchParams.get('score_5')).toBe('stable_price;0;100');
    expect(url.searchParams.get('tip-invest')).toBe('1');
    expect(parseResultAddress(url)).toEqual({ ok: true, address: resultAddressFor(result, 'de') });
  });

  it('turns the investment tip off for other top suppliers', () => {
    const withoutEcopower = exampleTable.filter(({ name }) => name !== 'ecopower');
    const address = resultAddressFor(computeResult(exampleAnswers, withoutEcopower), 'nl');
    expect(address.supplier).toBe('steady');
    expect(address.tipInvest).toBe(false);
    const cociter = exampleTable.map((row) => (row.name === 'ecopower' ? { ...row, name: 'cociter' } : row));
    expect(resultAddressFor(computeResult(exampleAnswers, cociter), 'fr').tipInvest).toBe(true);
  });

  it('gives a second score of 0 for a table of one supplier, and refuses an empty table', () => {
    const single = resultAddressFor(computeResult(exampleAnswers, [exampleTable[0]!]), 'nl');
    expect(single.scores[0]).toEqual({ criterion: 'price', top: 50, second: 0 });
    expect(() => resultAddressFor(computeResult(exampleAnswers, []), 'nl')).toThrow(RangeError);
  });

  it('refuses names that cannot travel in the address', () => {
    const bad = (name: string) => ({ ...resultAddressFor(result, 'nl'), supplier: name, top: [{ name, percentage: 1 }] });
    expect(() => formatResultAddress(bad('a;b'))).toThrow(RangeError);
    expect(() => formatResultAddress(bad('..'))).toThrow(RangeError);
  });
});

describe('parseResultAddress', () => {
  const reasonOf = (input: string) => {
    const parsed = parseResultAddress(input);
    return parsed.ok ? 'ok' : parsed.reason;
  };

  it('explains what is wrong with a malformed address', () => {
    expect(reasonOf('/nl/')).toMatch(/must end in/);
    expect(reasonOf('/en/ecopower/?top_0=ecopower;50')).toMatch(/Unknown language "en"/);
    expect(reasonOf('/nl/ecopower/')).toMatch(/no top_0/);
    expect(reasonOf('/nl/ecopower/?top_0=ecopower;101')).toMatch(/top_0 must be name;percentage/);
    expect(reasonOf('/nl/ecopower/?top_0=ecopower')).toMatch(/top_0 must be/);
    expect(reasonOf('/nl/eneco/?top_0=ecopower;50')).toMatch(/does not name the supplier/);
    expect(reasonOf('/nl/ecopower/?top_0=ecopower;50&score_0=belgian_ownership;1;2')).toMatch(/score_0 must be/);
    expect(reasonOf('/nl/ecopower/?top_0=ecopower;50&score_0=price;1')).toMatch(/score_0 must be/);
    expect(reasonOf('/nl/ecopower/?top_0=ecopower;50&tip-invest=yes')).toMatch(/tip-invest must be 0 or 1/);
    expect(reasonOf('/nl/%E0%A4%A/?top_0=x;1')).toMatch(/not correctly encoded/);
    expect(reasonOf('/nl/ecopower/?top_0=ecopower;50')).toBe('ok');
  });

  it('accepts the separator unencoded, as people may type it', () => {
    const parsed = parseResultAddress('https://x.example/nl/ecopower/?top_0=ecopower;79&top_1=eneco;60&tip-invest=1');
    expect(parsed).toEqual({
      ok: true,
      address: {
        language: 'nl',
        supplier: 'ecopower',
        top: [
          { name: 'ecopower', percentage: 79 },
          { name: 'eneco', percentage: 60 },
        ],
        scores: [],
        tipInvest: true,
      },
    });
  });
});

describe('round trip', () => {
  const name = fc.stringMatching(/^[a-z0-9][a-z0-9 éà+&%/?#=.-]{0,14}$/);
  const percentage = fc.integer({ min: 0, max: 100 });
  const addressArb: fc.Arbitrary<ResultAddress> = fc.record({
    language: fc.constantFrom('nl' as const, 'fr' as const, 'de' as const),
    top: fc.uniqueArray(fc.record({ name, percentage }), { minLength: 1, maxLength: 5, selector: (entry) => entry.name }),
    scores: fc.tuple(...CRITERIA.map((criterion) => fc.record({ criterion: fc.constant(criterion), top: percentage, second: percentage }))),
    tipInvest: fc.boolean(),
  }).map(({ top, ...rest }) => ({ ...rest, top, supplier: top[0]!.name }));

  it('parses what it formats, and formats what it parses, with any base', () => {
    const base = fc.constantFrom('', 'https://results.example', 'https://results.example/sub/', 'http://localhost:4173');
    fc.assert(
      fc.property(addressArb, base, (address, prefix) => {
        const written = formatResultAddress(address, { base: prefix });
        const parsed = parseResultAddress(written);
        expect(parsed).toEqual({ ok: true, address });
        if (parsed.ok) expect(formatResultAddress(parsed.address, { base: prefix })).toBe(written);
      }),
    );
  });

  it('round-trips computed results', () => {
    const score = fc.double({ min: 0, max: 1, noNaN: true });
    const row = fc.record(Object.fromEntries(CRITERIA.map((criterion) => [criterion, score])) as Record<string, fc.Arbitrary<number>>);
    const table = fc
      .array(row, { minLength: 1, maxLength: 10 })
      .map((rows) => rows.map((scores, index) => ({ name: index === 0 ? 'ecopower' : `s ${index}`, scores }) as SupplierScores));
    const answers = fc.record(Object.fromEntries(CRITERIA.map((criterion) => [criterion, fc.constantFrom('1', '2', '3', '4', '5')])));
    fc.assert(
      fc.property(answers, table, (given, rows) => {
        const result = computeResult(given, rows);
        const parsed = parseResultAddress(buildResultAddress(result, 'nl'));
        expect(parsed).toEqual({ ok: true, address: resultAddressFor(result, 'nl') });
        if (parsed.ok) {
          expect(parsed.address.top).toEqual(result.top);
          expect(parsed.address.tipInvest).toBe(result.rankings[0]?.name === 'ecopower');
        }
      }),
    );
  });
});
