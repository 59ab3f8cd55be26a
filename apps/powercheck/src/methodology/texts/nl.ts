import type { MethodologyTexts } from './types.js';

const nl: MethodologyTexts = {
  title: 'Hoe de Stroomcheck rekent',
  intro:
    'Op deze pagina staat hoe je resultaat tot stand komt: wat elke parameter meet, met welke formule, uit welke bron en van wanneer, en welke cijfers ontbreken.',
  computation: [
    'Je antwoord op elke vraag wordt een gewicht: 1 (niet belangrijk) telt niet mee, 5 (heel belangrijk) telt vier keer.',
    'Elke leverancier heeft per parameter een score tussen 0 en 1. Per leverancier tellen we gewicht × score op over de zeven parameters en delen we door het maximum (7 × 4 = 28). Dat geeft het percentage. De regel is voor elke leverancier dezelfde.',
    'Geef je vier of meer parameters ‘niet belangrijk’, dan geven we geen persoonlijk resultaat: dan zouden hooguit drie parameters de hele rangschikking bepalen.',
    'Gelijke scores zijn gelijk: leveranciers met precies dezelfde gewogen som delen een plaats (=2, =2, dan 4). Binnen een gedeelde plaats staan ze alfabetisch; die volgorde zegt niets.',
    'De prijs telt voor jouw gezin. Standaard is dat het referentiegezin van de regulators (3.500 kWh per jaar, enkelvoudige meter); op de resultatenpagina kan je je jaarverbruik en je meter kiezen. De jaarprijs van elk product is vaste vergoeding + (energieprijs + groenestroom- en WKK-kosten van de leverancier) × kWh ÷ 100, btw inbegrepen; met een dag- en nachtmeter telt 3.600 op 7.500 kWh aan het dagtarief, zoals in de vergelijkers van de regulators. Geven de gegevens voor jouw verbruik of meter geen prijs (alleen een totaal, of geen dag- en nachtprijzen), dan laten we de prijs van die leverancier weg.',
    'Hoe zeker is je eerste plaats? Op de resultatenpagina proberen we elke wijziging van één gewicht met één stap (bijvoorbeeld prijs op 4 in plaats van 5) en rangschikken we opnieuw. Verandert er een de eerste plaats, dan noemen we ze; verandert geen enkele ze, dan zeggen we dat. Een stap die tot vier of meer keer ‘niet belangrijk’ leidt, telt niet mee (dan is er geen rangschikking). Staat de tweede minder dan 1 procentpunt achter, dan noemen we het bijna gelijkspel: de percentages zijn afgerond en de cijfers erachter zijn niet nauwkeuriger dan dat.',
  ],
  dataVersion: (version, prices) =>
    `Versie van de gegevens: ${version}. Prijzen van ${prices.flanders} (Vlaanderen), ${prices.wallonia} (Wallonië) en ${prices.brussels} (Brussel). Elk bewaard resultaat vermeldt deze versie.`,
  independenceTitle: 'Wie maakt deze vergelijking?',
  independence: [
    'De Stroomcheck is gemaakt door de federatie van 34 lokale energiecoöperaties. Ecopower en Cociter, twee leveranciers in de vergelijking, zijn net als die coöperaties burgercoöperaties. Daarom leggen we alles open: elke leverancier van je regio staat in de rangschikking, iedereen wordt met dezelfde, hier beschreven regel gerangschikt, en elk cijfer komt uit een openbare bron met datum of staat er uitdrukkelijk als ‘geen openbaar cijfer’.',
    'De scores van Ecopower zijn vastgelegd door de initiatiefnemers van de Stroomcheck. Waar de openbare cijfers iets anders zeggen of ontbreken, staat dat hieronder.',
    'Wil je prijzen vergelijken bij de regulator zelf? Gebruik de V-test van de VREG (Vlaanderen), CompaCWaPE van de CWaPE (Wallonië) of BruSim van Brugel (Brussel).',
  ],
  criteriaTitle: 'De zeven parameters',
  definitions: {
    price:
      'Wat een gezin met 3.500 kWh per jaar (enkelvoudige meter) betaalt voor het deel van de leverancier bij zijn goedkoopste gewone formule in jouw regio: energie, vaste vergoeding en de groenestroom- en WKK-kosten van de leverancier (in elk gewest), btw inbegrepen. Netkosten en heffingen zijn voor iedereen gelijk en tellen niet mee; promoties, groepsaankopen, prepaid en dynamische formules ook niet.',
    stable_price: 'Of de leverancier gezinnen in jouw regio een contract met vaste prijs aanbiedt.',
    adjusted_formula:
      'Hoe dicht de variabele prijs bij de marktprijs blijft: wat de goedkoopste gewone variabele formule van de leverancier bovenop de marktindex rekent bij een index van 150 €/MWh, in c€/kWh zonder btw.',
    origin:
      'De groene rangschikking van Greenpeace België: één score op 20 per leverancier, die vooral investeringen in nieuwe productie (45%) en eigen productie of rechtstreekse aankopen (35%) weegt. Dezelfde score telt voor herkomst, bron en investeringen: de deelscores zijn niet openbaar gevonden.',
    source:
      'Dezelfde score op 20 van Greenpeace België, die ook de geleverde stroommix (10%) weegt. Omdat bijna alle contracten in Vlaanderen ‘groen’ zijn, onderscheidt de mix zelf de leveranciers nauwelijks.',
    customer_satisfaction:
      'Bedoeld: het aantal klachten per 5.000 klanten (de maat van de Servicecheck van de VREG). De Ombudsdienst voor Energie publiceert alleen totalen (13.028 klachten in 2024) en zegt dat het aandeel van elke leverancier grotendeels zijn marktaandeel volgt. Er is dus geen cijfer per leverancier.',
    invests_in_renewable:
      'Dezelfde score op 20 van Greenpeace België, waarin investeringen in nieuwe hernieuwbare productie het zwaarst wegen (45%).',
  },
  formulas: {
    price: 'score = 1 − (kosten ÷ goedkoopste kosten in de regio − 1) ÷ 0,25, begrensd tussen 0 en 1: de goedkoopste krijgt 1, wie 25% of meer duurder is 0.',
    markup: 'score = 1 − (opslag − laagste opslag in de regio) ÷ 3,75 c€/kWh, begrensd tussen 0 en 1 (3,75 c€/kWh is 25% van de index van 15 c€/kWh).',
    'fixed-offer': 'score = 1 als er een contract met vaste prijs is, anders 0.',
    'green-ranking': 'score = punten ÷ 20.',
    complaints: 'score = 1 − (klachten ÷ laagste aantal klachten − 1), begrensd tussen 0 en 1 (voor als er cijfers komen).',
  },
  formulaLabel: 'Formule',
  sourcesLabel: 'Bronnen',
  neutral:
    'Geen openbaar cijfer: die parameter laten we weg uit de score van die leverancier, en de gewichten van zijn andere parameters tellen we naar verhouding op (× totaal gewicht ÷ gewicht met een cijfer). Een onbekende telt dus nooit als een verzonnen waarde, goed of slecht; bij elke leverancier staat op hoeveel van de 7 parameters zijn score steunt. Heeft een leverancier voor minder dan 4 van de 7 parameters een cijfer, of geen enkel voor wat jij belangrijk vindt, dan rangschikken we hem niet: hij staat apart als ‘niet beoordeeld’, met de reden. We vullen nooit een gok in.',
  sourceName: (id, source) => {
    if (id.startsWith('brugel-')) return `BruSim, de prijsvergelijker van de Brusselse regulator Brugel (simulaties van ${source.published}, 3.500 kWh)`;
    if (id.startsWith('cwape-')) return `CompaCWaPE, de prijsvergelijker van de Waalse regulator CWaPE (simulaties van ${source.published}, 3.500 kWh)`;
    if (id.startsWith('tariff-cards-flanders')) return 'De tariefkaarten van de leveranciers voor Vlaanderen, variabele formules herrekend met de index van oktober 2026';
    if (id.startsWith('greenpeace-')) return `Groene rangschikking van Greenpeace België, editie ${source.published}`;
    if (id.startsWith('ombudsman-')) return 'Ombudsdienst voor Energie, klachtencijfers per jaar';
    return source.title;
  },
  publishedRetrieved: (published, retrieved) => `gegevens van ${published}, geraadpleegd ${retrieved}`,
  tablesTitle: 'De cijfers per regio',
  tablesIntro: 'Per leverancier: het cijfer uit de bron en de score (0 tot 100) die eruit volgt.',
  regions: { flanders: 'Vlaanderen', wallonia: 'Wallonië', brussels: 'Brussel' },
  outOfDate: (region, date, days) => `Let op: de prijzen voor ${region} zijn van ${date}, ${days} dagen geleden (meer dan 45 dagen). De huidige prijzen kunnen anders zijn.`,
  regionIntro: {
    flanders: 'De leveranciers die in Vlaanderen aan gezinnen leveren. Je regio volgt uit je postcode; zonder postcode uit je taal (Nederlands: Vlaanderen).',
    wallonia: 'De leveranciers die in Wallonië aan gezinnen leveren (de vergelijker CompaCWaPE). Zonder postcode geldt deze tabel voor Frans en Duits.',
    brussels: 'De leveranciers die in Brussel aan gezinnen leveren en die de Stroomcheck kent, volgens de Brusselse vergelijker BruSim van Brugel: Bolt, ENGIE, Luminus, Mega en TotalEnergies. Ecopower, Eneco, OCTA+, Cociter en de andere leveranciers staan er niet in en worden in Brussel niet gerangschikt.',
  },
  columns: {
    supplier: 'Leverancier',
    price: 'Prijs per jaar',
    fixedOffer: 'Vaste prijs',
    markup: 'Opslag variabel',
    greenRanking: 'Greenpeace (op 20)',
    complaints: 'Klachten',
  },
  yes: 'ja',
  no: 'nee',
  score: (percentage) => `score ${percentage}`,
  unknownCell: 'geen openbaar cijfer',
  olderEdition: (year) => `oudere editie: ${year}`,
  specifiedCell: 'vastgelegd door de initiatiefnemers',
  unknownTitle: 'Cellen zonder openbaar cijfer',
  unknownIntro: 'Deze cellen laten we weg uit de score van de leverancier (de andere parameters wegen dan zwaarder):',
  unknownReasons: {
    'not-listed': 'niet te vinden in de bron voor deze regio',
    'index-not-published': 'de variabele prijs volgt een eigen index die niet openbaar is',
    'not-read': 'nog niet uit de bron overgenomen',
    'score-not-found': 'score in de rangschikking niet gevonden',
    'no-per-supplier-figure': 'geen openbaar cijfer per leverancier',
    'not-reproducible': 'de bron geeft geen cijfer dat voor deze maand na te rekenen is',
  },
  specificationTitle: 'Waar de vastgelegde rij van Ecopower afwijkt van de cijfers',
  specificationIntro: 'De rij van Ecopower is vastgelegd: 1 op prijs, herkomst, bron, klantentevredenheid en investeringen, 0 op vaste prijs en opslag. Wat de openbare cijfers zelf zouden geven:',
  specificationRow: (criterion, specified, data) =>
    `${criterion}: vastgelegd ${specified}; ${data === null ? 'er is geen openbaar cijfer' : `de openbare cijfers geven ${data}`}.`,
  back: 'Terug naar de Stroomcheck',
};

export default nl;
