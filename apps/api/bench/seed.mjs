/**
 * Seeds a project with real-looking questionnaire responses in one SQL statement per table (fast enough for
 * 100,000): ten criteria scored 1 to 5, visits through intro, criterion pages, summary, privacy and result page
 * with drop-outs along the way, supplier percentages for completed responses, languages nl/fr/de, opt-ins and
 * e-mail addresses, over the last `days` days.
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
export const PAGES = ['first_page', ...CRITERIA.map((key) => `page_${key}`), 'page_summary', 'page_privacy', 'page_outro'];
const SUPPLIERS = ['ecopower', 'energie_2030', 'engie', 'luminus', 'totalenergies', 'mega', 'bolt', 'octa_plus', 'eneco', 'wase_wind'];

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
              random() AS r1, random() AS r2, random() AS r3
       FROM treesponders r WHERE r.project_id = $1 AND r.public_id LIKE 'sd' || $2 || '%'
     )
     INSERT INTO treesponses (project_id, treesponder_id, public_id, completed, language, survey_version, answers, results,
                              page_visits, optin_project, optin_organisation, email, created_at, updated_at)
     SELECT $1, b.treesponder_id, 'rs' || substr(b.public_id, 3), b.depth = ${PAGES.length}, b.language, b.version,
       coalesce((SELECT jsonb_object_agg(c.key, (1 + floor(power(random(), CASE WHEN c.key IN ('price', 'source') THEN 0.6 ELSE 1.2 END) * 5)::int)::text)
          FROM unnest($4::text[]) WITH ORDINALITY AS c(key, n) WHERE c.n < b.depth), '{}'::jsonb)
         || CASE WHEN b.depth >= ${PAGES.length - 1}
              THEN jsonb_build_object('terms_and_privacy', true, 'mailResults', b.r1 < 0.35, 'bpact_id', null)
              ELSE '{}'::jsonb END
         || CASE WHEN b.depth = ${PAGES.length} AND b.r2 < 0.12
              THEN jsonb_build_object('comment', (ARRAY['Goede vergelijking, bedankt', 'Trop de questions sur le prix', 'Sehr hilfreich für uns'])[1 + floor(b.r3 * 3)::int])
              ELSE '{}'::jsonb END,
       CASE WHEN b.depth = ${PAGES.length}
         THEN (SELECT jsonb_object_agg(s.name, least(99, greatest(5, floor(40 + random() * 45 - s.n * 2.5 + CASE WHEN s.name = 'energie_2030' AND b.language = 'nl' THEN 8 ELSE 0 END)::int))) FROM unnest($5::text[]) WITH ORDINALITY AS s(name, n) WHERE b.r3 >= 0)
         ELSE '{}'::jsonb END,
       (SELECT jsonb_agg(jsonb_build_object('index', p.n - 1, 'name', p.name, 'order', p.n - 1) ORDER BY p.n)
          FROM unnest($6::text[]) WITH ORDINALITY AS p(name, n) WHERE p.n <= b.depth),
       b.depth >= ${PAGES.length - 1} AND b.r1 < 0.3,
       b.depth >= ${PAGES.length - 1} AND b.r2 < 0.18,
       CASE WHEN b.depth >= ${PAGES.length - 1} AND (b.r1 < 0.35 OR b.r2 < 0.18) THEN 'visitor' || substr(b.public_id, 3) || '@example.org' END,
       b.created, b.created + interval '4 minutes'
     FROM base b`,
    [projectId, batch, days, CRITERIA, SUPPLIERS, PAGES],
  );
  return projectId;
}
