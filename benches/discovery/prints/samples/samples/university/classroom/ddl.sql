CREATE TABLE university.classroom(building VARCHAR, room_number VARCHAR, capacity DECIMAL(4,0), PRIMARY KEY(building, room_number));
