CREATE TABLE atis.time_zone(time_zone_code VARCHAR, time_zone_name VARCHAR, hours_from_gmt BIGINT);
