-- The server of this module as lesson 3.1's compose file starts it: POSTGRES_USER=taxi makes `taxi` the
-- superuser, and POSTGRES_DB=nyc_taxi creates its database.
CREATE ROLE taxi WITH LOGIN SUPERUSER;
CREATE DATABASE nyc_taxi OWNER taxi;
