import { describe, expect, it } from 'vitest';
import { languageForHost, parseRoute } from '../../src/app/router.js';
import { DEFAULT_CONFIG } from '../../src/config.js';

describe('languageForHost', () => {
  it('picks French for the French-language domain markers', () => {
    expect(languageForHost('www.monelectricite.be', DEFAULT_CONFIG)).toBe('fr');
    expect(languageForHost('fr.powercheck.example', DEFAULT_CONFIG)).toBe('fr');
  });

  it('picks German for the German markers and Dutch for anything else', () => {
    expect(languageForHost('meinstrom.be', DEFAULT_CONFIG)).toBe('de');
    expect(languageForHost('de.powercheck.example', DEFAULT_CONFIG)).toBe('de');
    expect(languageForHost('www.mijnstroom.be', DEFAULT_CONFIG)).toBe('nl');
    expect(languageForHost('127.0.0.1', DEFAULT_CONFIG)).toBe('nl');
  });

  it('matches whole domain labels, never a part of a label', () => {
    for (const host of ['www.ode.be', 'energiebende.be', 'www.code.be', 'fr-de.example', 'defr.be', 'monelectricite-test.example']) {
      expect(languageForHost(host, DEFAULT_CONFIG), host).toBe('nl');
    }
    expect(languageForHost('www.fr.powercheck.example', DEFAULT_CONFIG)).toBe('fr');
    expect(languageForHost('monelectricite.be', DEFAULT_CONFIG)).toBe('fr');
    expect(languageForHost('shop.de', DEFAULT_CONFIG)).toBe('de');
  });

  it('uses configured markers, case-insensitively, as labels (a marker may span labels; dots around it are ignored)', () => {
    const config = { frenchHostMarkers: ['VOTRE-ENERGIE', 'fr.stroom.'], germanHostMarkers: ['.ihr-strom'] };
    expect(languageForHost('www.votre-energie.be', config)).toBe('fr');
    expect(languageForHost('FR.Stroom.example', config)).toBe('fr');
    expect(languageForHost('fr.stroomcheck.example', config)).toBe('nl');
    expect(languageForHost('IHR-STROM.be', config)).toBe('de');
    expect(languageForHost('votre.be', config)).toBe('nl');
    expect(languageForHost('monelectricite.be', config)).toBe('nl');
  });
});

describe('parseRoute', () => {
  it('knows the root, the language routes, the privacy statement and results addresses', () => {
    expect(parseRoute('/', 'fr')).toEqual({ kind: 'root' });
    expect(parseRoute('/nl', 'fr')).toEqual({ kind: 'survey', language: 'nl' });
    expect(parseRoute('/de/', 'nl')).toEqual({ kind: 'survey', language: 'de' });
    expect(parseRoute('/fr/privacy', 'nl')).toEqual({ kind: 'privacy', language: 'fr' });
    expect(parseRoute('/de/methodology', 'nl')).toEqual({ kind: 'methodology', language: 'de' });
    expect(parseRoute('/nl/ecopower/', 'nl')).toEqual({ kind: 'results', language: 'nl', supplier: 'ecopower' });
  });

  it('sends everything else to the not-found view in the best language', () => {
    expect(parseRoute('/en', 'fr')).toEqual({ kind: 'notFound', language: 'fr' });
    expect(parseRoute('/nl/a/b', 'fr')).toEqual({ kind: 'notFound', language: 'nl' });
    expect(parseRoute('/de/%E0%A4%A', 'nl')).toEqual({ kind: 'notFound', language: 'de' });
    expect(parseRoute('/fr/not a supplier', 'nl')).toEqual({ kind: 'notFound', language: 'fr' });
  });
});
