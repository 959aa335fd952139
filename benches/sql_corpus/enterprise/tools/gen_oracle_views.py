"""Writes queries/db-sample-schemas.yaml: the SELECT of every view (and materialized view) of
oracle-samples/db-sample-schemas (MIT) that reads plain tables."""
import sys, subprocess
sys.path.insert(0, "tools")
from views import view_select, dump
from stmts import show
git = sys.argv[1]
commit = subprocess.run(["git", "--git-dir", git, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
V = [("hr", "human_resources/hr_create.sql", ["emp_details_view"]),
     ("co", "customer_orders/co_create.sql", ["customer_order_products", "store_orders", "product_reviews", "product_orders"]),
     ("sh", "sales_history/sh_create.sql", ["profits", "cal_month_sales_mv", "fweek_pscat_sales_mv"]),
     ("oe", "order_entry/oe_views.sql", ["products", "sydney_inventory", "bombay_inventory", "toronto_inventory", "product_prices"]),
     ("oe", "order_entry/poe_v3.sql", ["account_managers", "customers_view", "orders_view"])]
out = []
for conn, path, names in V:
    text = show(git, commit, path)
    for n in names:
        line, sql = view_select(text, n)
        edits = "the SELECT of the CREATE VIEW statement"
        if "MATERIALIZED" in text.splitlines()[text.splitlines().index(next(l for l in text.splitlines() if n in l and "VIEW" in l.upper()))].upper():
            edits = "the SELECT of the CREATE MATERIALIZED VIEW statement"
        if n == "emp_details_view":
            edits += "; its WITH READ ONLY clause left out"
        out.append({"name": f"{conn}-view-{n.replace('_', '-')}", "connection": conn, "dialect": "oracle",
                    "source": f"https://github.com/oracle-samples/db-sample-schemas/blob/{commit}/{path}#L{line}",
                    "licence": "MIT", "edits": edits, "sql": sql})
dump(out, "queries/db-sample-schemas.yaml")
print(len(out))
