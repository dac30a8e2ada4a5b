-- data: taxi
-- The module's schema, on top of the sample data.
CREATE VIEW trips_per_zone AS
SELECT pulocationid, count(*) AS trips FROM yellow_trips GROUP BY pulocationid;
