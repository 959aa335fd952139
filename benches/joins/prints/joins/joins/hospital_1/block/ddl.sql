CREATE TABLE hospital_1.Block(BlockFloor INTEGER, BlockCode INTEGER, PRIMARY KEY(BlockFloor, BlockCode));
