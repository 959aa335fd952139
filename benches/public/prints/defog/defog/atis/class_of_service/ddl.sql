CREATE TABLE atis.class_of_service(booking_class VARCHAR DEFAULT(CAST('' AS text)) NOT NULL, rank BIGINT, class_description VARCHAR);
