-- Runs once, when the postgres volume is empty (docker-entrypoint-initdb.d).
-- Each service owns one database and applies its own migrations at start; the
-- databases themselves must exist first.
CREATE DATABASE warroom_identity;
CREATE DATABASE warroom_portal;
CREATE DATABASE warroom_applications;
CREATE DATABASE warroom_audit;
