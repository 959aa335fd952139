CREATE TABLE financial.card(card_id INTEGER PRIMARY KEY, disp_id INTEGER NOT NULL, "type" VARCHAR NOT NULL, issued DATE NOT NULL, FOREIGN KEY (disp_id) REFERENCES financial.disp(disp_id));
