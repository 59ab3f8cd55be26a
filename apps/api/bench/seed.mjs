/**
 * Seeds a project with real-looking powercheck responses in one SQL statement per table (fast enough for
 * 100,000), drawn from the questionnaire's own pages, questions and suppliers: visits through its pages (intro,
 * about you, cooperative, the ten criteria, summary, privacy, result) with drop-outs along the way, postcode, age
 * and gender, a cooperative membership, the ten criteria scored 1 to 5, consent and opt-ins, a partner site for a
 * fifth of the visitors (60 partners), supplier percentages and the supplier data version for completed responses,
 * languages nl/fr/de, e-mail addresses, over the last `days` days.
 *
 *   import { seedResponses } from './seed.mjs';
 *   await seedResponses(server.db, { projectKey: 'powercheck', count: 100_000 });
 */
export const CRITERIA = [
  'price',
  'stable_price',
  'adjusted_formula',
  'origin',
  'source',
  'customer_satisfaction',
  'invests_in_renewable',
  'belgian_ownership',
  'return_on_investment',
  'tackles_energy_poverty',
];
/** The questionnaire's pages in order (apps/powercheck/src/survey/questionnaire.json, without its error page). */
export const PAGES = [
  'first_page',
  'page_about_you',
  'page_cooperative',
  ...CRITERIA.map((key) => `page_${key}`),
  'page_summary',
  'page_privacy',
  'page_outro',
];
/** Criteria pages start after the intro, about-you and cooperative pages. */
const FIRST_CRITERION_PAGE = 4;
/** The suppliers of the questionnaire's catalogue (its result keys). */
export const SUPPLIERS = ['engie', 'luminus', 'eneco', 'total', 'mega', 'elegant', 'energiebe', 'ecopower', 'bolt', 'octaplus', 'cociter', 'dats24'];
/** Postcodes of every Belgian province and Brussels, weighted roughly like the population. */
const POSTCODES = ['1000', '1050', '1180', '1300', '1400', '1500', '1800', '2000', '2018', '2800', '3000', '3500', '3600', '4000', '4020', '4800', '5000', '5100', '6000', '6700', '7000', '7500', '8000', '8500', '9000', '9300', '9700'];
const AGES = ['<25', '25-35', '36-45', '46-55', '56-65', '>65'];

/**
 * Adds `count` responses to the project (created when missing) and returns its id. `seed` (0..1) makes the data
 * repeatable.
 */
export async function seedResponses(db, { projectKey, projectName = 'Powercheck', count, days = 28, seed = 0.42 }) {
  await db.query(
    `INSERT INTO projects (key, name) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`,
    [projectKey, projectName],
  );
  const { rows } = await db.query('SELECT id FROM projects WHERE key = $1', [projectKey]);
  const projectId = rows[0].id;
  const batch = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  await db.query('SELECT setseed($1)', [seed]);
  await db.query(
    `INSERT INTO treesponders (project_id, public_id, token_hash)
     SELECT $1, 'sd' || $2 || g, md5('seed' || $2 || g) || md5(g::text) FROM generate_series(1, $3) g`,
    [projectId, batch, count],
  );
  await db.query(
    `WITH base AS (
       SELECT r.id AS treesponder_id, r.public_id,
              -- how far the visitor got: 78 % finish, the others stop somewhere, most early
              CASE WHEN random() < 0.78 THEN ${PAGES.length} ELSE 1 + floor(power(random(), 1.8) * ${PAGES.length - 1})::int END AS depth,
              now() - (power(random(), 0.7) * $3 * interval '1 day') AS created,
              (ARRAY['nl','nl','nl','fr','fr','de'])[1 + floor(random() * 6)::int] AS language,
              CASE WHEN random() < 0.85 THEN 'v2' ELSE 'v1' END AS version,
              random() AS r1, random() AS r2, random() AS r3,
              ($7::text[])[1 + floor(random() * ${POSTCODES.length})::int] AS postcode
       FROM treesponders r WHERE r.project_id = $1 AND r.public_id LIKE 'sd' || $2 || '%'
     )
     INSERT INTO treesponses (project_id, treesponder_id, public_id, completed, language, survey_version, answers, results,
                              page_visits, optin_project, optin_organisation, email, postcode, created_at, updated_at)
     SELECT $1, b.treesponder_id, 'rs' || substr(b.public_id, 3), b.depth = ${PAGES.length}, b.language, b.version,
       coalesce((SELECT jsonb_object_agg(c.key, (1 + floor(power(random(), CASE WHEN c.key IN ('price', 'source') THEN 0.6 ELSE 1.2 END) * 5)::int)::text)
          FROM unnest($4::text[]) WITH ORDINALITY AS c(key, n) WHERE c.n + ${FIRST_CRITERION_PAGE - 1} <= b.depth), '{}'::jsonb)
         -- the partner site a visitor came from (a fifth of them, over 60 partners), and the about-you page
         || jsonb_build_object('bpact_id', CASE WHEN b.r3 < 0.2 THEN 'partner-' || lpad((1 + floor(b.r2 * 60))::int::text, 2, '0') END)
         || CASE WHEN b.depth >= 2
              THEN jsonb_build_object('postalcode', b.postcode, 'age', (ARRAY${JSON.stringify(AGES).replace(/"/g, "'")})[1 + floor(b.r1 * ${AGES.length})::int],
                                      'gender', (ARRAY['female', 'male', 'female', 'male', 'non-binary'])[1 + floor(b.r2 * 5)::int])
              ELSE '{}'::jsonb END
         || CASE WHEN b.depth >= 3 AND b.r2 < 0.15 THEN jsonb_build_object('member_cooperative', jsonb_build_array('ecopower')) ELSE '{}'::jsonb END
         || CASE WHEN b.depth = ${PAGES.length} THEN jsonb_build_object('supplier_data_version', '2026-10') ELSE '{}'::jsonb END
         || CASE WHEN b.depth >= ${PAGES.length - 1}
              THEN jsonb_build_object('terms_and_privacy', true, 'optinProject', b.r1 < 0.3, 'mailResults', b.r1 < 0.35)
              ELSE '{}'::jsonb END
         || CASE WHEN b.depth = ${PAGES.length} AND b.r2 < 0.12
              THEN jsonb_build_object('comment', (ARRAY['Goede vergelijking, bedankt', 'Trop de questions sur le prix', 'Sehr hilfreich für uns'])[1 + floor(b.r3 * 3)::int])
              ELSE '{}'::jsonb END,
       CASE WHEN b.depth = ${PAGES.length}
         THEN (SELECT jsonb_object_agg(s.name, least(99, greatest(5, floor(40 + random() * 45 - s.n * 2.5 + CASE WHEN s.name = 'ecopower' AND b.language = 'nl' THEN 8 ELSE 0 END)::int))) FROM unnest($5::text[]) WITH ORDINALITY AS s(name, n) WHERE b.r3 >= 0)
         ELSE '{}'::jsonb END,
       (SELECT jsonb_agg(jsonb_build_object('index', p.n - 1, 'name', p.name, 'order', p.n - 1) ORDER BY p.n)
          FROM unnest($6::text[]) WITH ORDINALITY AS p(name, n) WHERE p.n <= b.depth),
       b.depth >= ${PAGES.length - 1} AND b.r1 < 0.3,
       -- the questionnaire asks no opt-in of the organisation
       false,
       CASE WHEN b.depth >= ${PAGES.length - 1} AND b.r1 < 0.35 THEN 'visitor' || substr(b.public_id, 3) || '@example.org' END,
       CASE WHEN b.depth >= 2 THEN b.postcode END,
       b.created, b.created + interval '4 minutes'
     FROM base b`,
    [projectId, batch, days, CRITERIA, SUPPLIERS, PAGES, POSTCODES],
  );
  return projectId;
}
