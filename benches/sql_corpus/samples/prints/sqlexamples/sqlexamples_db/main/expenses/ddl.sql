CREATE TABLE Expenses(ExpenseDate DATE, Amount DOUBLE);
