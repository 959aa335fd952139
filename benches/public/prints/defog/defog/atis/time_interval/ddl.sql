CREATE TABLE atis.time_interval(period VARCHAR, begin_time BIGINT, end_time BIGINT);
