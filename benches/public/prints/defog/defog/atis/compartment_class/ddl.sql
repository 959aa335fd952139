CREATE TABLE atis.compartment_class(compartment VARCHAR, class_type VARCHAR);
