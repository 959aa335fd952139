CREATE TABLE adventureworks.business_entity(business_entity_id INTEGER PRIMARY KEY);
