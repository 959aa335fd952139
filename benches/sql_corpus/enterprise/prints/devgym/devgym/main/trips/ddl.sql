CREATE TABLE trips(trip_date DATE, trip_count INTEGER);
