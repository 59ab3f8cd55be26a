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

  it('uses configured markers, case-insensitively', () => {
    const config = { frenchHostMarkers: ['VOTRE'], germanHostMarkers: ['ihr'] };
    expect(languageForHost('www.votre-energie.be', config)).toBe('fr');
    expect(languageForHost('IHR-STROM.be', config)).toBe('de');
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
