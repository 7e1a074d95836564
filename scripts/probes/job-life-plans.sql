-- The plans of the three lists of a job's life (docs/decisions/014-the-jobs-life.md), on a market
-- of 100,000 jobs (80% open) and 300,000 applications. Run on an empty database with the
-- migrations applied:
--   psql -h 127.0.0.1 -U postgres -c 'create database job_life_plans'
--   for f in server/drizzle/*.sql; do psql -h 127.0.0.1 -U postgres -d job_life_plans -qf $f; done
--   psql -h 127.0.0.1 -U postgres -d job_life_plans -qf scripts/probes/job-life-plans.sql
\set ON_ERROR_STOP on
insert into companies (company_name, poc_name, poc_id, company_ntn, email, password_hash, bio, is_active)
select 'Co ' || g, 'p', 'x', 'n', 'c' || g || '@x.pk', 'h', 'b', true from generate_series(1, 200) g;
insert into freelancers (full_name, email, password_hash, phone, cnic, skills, bank_account, bio, is_active)
select 'F ' || g, 'f' || g || '@x.pk', 'h', '0300', 'c', 'React', 'b', 'bio', true
from generate_series(1, 2000) g;
create temp table c as select id, row_number() over () - 1 as n from companies;
insert into jobs (company_id, title, description, project_type, experience_level, job_category,
  skills, budget, number_of_freelancers, status, created_at)
select c.id, 'Job ' || g, 'd', 'one-time', 'entry', 'Web', '{React}', 1000, 3,
  case g % 10 when 0 then 'closed' when 1 then 'filled' else 'open' end,
  now() - (g || ' seconds')::interval
from generate_series(1, 100000) g join c on c.n = g % 200;
create temp table f as select id, row_number() over () as n from freelancers;
create temp table j as select id, row_number() over () as n from jobs;
insert into applications (job_id, freelancer_id, cover_letter, proposed_rate,
  estimated_completion_time, status, created_at)
select j.id, f.id, 'c', 100, '1w',
  case (j.n + f.n) % 7 when 0 then 'accepted' when 1 then 'withdrawn' else 'pending' end,
  now() - ((j.n * 3 + f.n) || ' seconds')::interval
from j join f on (j.n % 2000) + 1 = f.n or ((j.n * 7) % 2000) + 1 = f.n
  or ((j.n * 13) % 2000) + 1 = f.n;
analyze;

\echo === Available Jobs, first page: open jobs only
explain analyze select j.*, c.company_name from jobs j left join companies c on c.id = j.company_id
where j.status = 'open' order by j.created_at desc, j.id desc limit 51;

\echo === Posted Jobs, first page, every job counted in the same statement
explain analyze select j.*, c.company_name, counts.* from jobs j
left join companies c on c.id = j.company_id
inner join lateral (select
    (count(*) filter (where a.status <> 'withdrawn'))::int applications_count,
    (count(*) filter (where a.status = 'pending'))::int pending_count,
    (count(*) filter (where a.status = 'accepted'))::int accepted_count
  from applications a where a.job_id = j.id) counts on true
where j.company_id = (select id from companies limit 1)
order by j.created_at desc, j.id desc limit 51;

\echo === My Applications, first page
explain analyze select a.*, j.title, j.status, j.company_id, c.company_name
from applications a join jobs j on j.id = a.job_id left join companies c on c.id = j.company_id
where a.freelancer_id = (select id from freelancers limit 1)
order by a.created_at desc, a.id desc limit 51;
