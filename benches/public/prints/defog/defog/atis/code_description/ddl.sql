CREATE TABLE atis.code_description(code VARCHAR DEFAULT(CAST('' AS text)) NOT NULL, description VARCHAR);
