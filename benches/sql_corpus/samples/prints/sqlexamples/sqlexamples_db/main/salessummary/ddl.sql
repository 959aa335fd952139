CREATE VIEW SalesSummary AS SELECT Product, count_star() AS SalesCount, sum(Quantity) AS TotalQuantity, round(sum((Quantity * UnitPrice)), 2) AS TotalRevenue FROM Sales GROUP BY Product;
