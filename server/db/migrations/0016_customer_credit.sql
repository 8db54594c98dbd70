-- A customer's credit (what was paid above a sale's price) covers their earliest instalments still
-- uncovered on their other active sales in that currency, so the due date is the first instalment the
-- credit does not reach. Totals and paid are summed as before; with no credit the due date is as before.
CREATE OR REPLACE FUNCTION refresh_customer_pending(p_customer integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pending_balances WHERE party_type = 'customer' AND party_id = p_customer;
  INSERT INTO pending_balances (party_type, party_id, currency, total, paid, due_date)
  WITH s AS (
    SELECT s.id, s.currency, s.price, coalesce(p.paid, 0) AS paid
    FROM sales s
    LEFT JOIN LATERAL (
      SELECT sum(amount) AS paid FROM payments WHERE sale_id = s.id AND direction = 'in'
    ) p ON true
    WHERE s.customer_id = p_customer AND s.status = 'active'
  ), credit AS (
    SELECT currency, sum(greatest(paid - price, 0)) AS credit FROM s GROUP BY currency
  ), uncovered AS (
    -- each instalment's part not covered by what was paid on its own sale
    SELECT s.currency, c.due_date, s.id AS sale_id, c.seq, least(c.amount, c.cum - s.paid) AS amount_left
    FROM s CROSS JOIN LATERAL (
      SELECT seq, due_date, amount, sum(amount) OVER (ORDER BY seq) AS cum FROM instalments WHERE sale_id = s.id
    ) c
    WHERE c.cum > s.paid
  ), due AS (
    SELECT u.currency, min(u.due_date) AS due_date
    FROM (
      SELECT currency, due_date,
        sum(amount_left) OVER (PARTITION BY currency ORDER BY due_date, sale_id, seq) AS run
      FROM uncovered
    ) u JOIN credit k ON k.currency = u.currency
    WHERE u.run > k.credit
    GROUP BY u.currency
  )
  SELECT 'customer', p_customer, s.currency, sum(s.price), sum(s.paid),
    (SELECT d.due_date FROM due d WHERE d.currency = s.currency)
  FROM s
  GROUP BY s.currency;
END $$;
--> statement-breakpoint
SELECT rebuild_pending();
