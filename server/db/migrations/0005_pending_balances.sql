CREATE TABLE "pending_balances" (
	"party_type" text NOT NULL,
	"party_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"paid" numeric(18, 2) NOT NULL,
	"due_date" date,
	CONSTRAINT "pending_balances_party_type_party_id_currency_pk" PRIMARY KEY("party_type","party_id","currency")
);
--> statement-breakpoint
CREATE INDEX "pending_balances_due_idx" ON "pending_balances" USING btree ("party_type","due_date");--> statement-breakpoint
-- A customer's pending per currency: active sales' prices, payments in on them, and per sale the earliest
-- instalment whose running total is not covered by what was paid on that sale.
CREATE FUNCTION refresh_customer_pending(p_customer integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pending_balances WHERE party_type = 'customer' AND party_id = p_customer;
  INSERT INTO pending_balances (party_type, party_id, currency, total, paid, due_date)
  SELECT 'customer', p_customer, s.currency, sum(s.price), sum(coalesce(p.paid, 0)), min(u.due)
  FROM sales s
  LEFT JOIN LATERAL (
    SELECT sum(amount) AS paid FROM payments WHERE sale_id = s.id AND direction = 'in'
  ) p ON true
  LEFT JOIN LATERAL (
    SELECT min(c.due_date) AS due FROM (
      SELECT due_date, sum(amount) OVER (ORDER BY seq) AS cum FROM instalments WHERE sale_id = s.id
    ) c WHERE c.cum > coalesce(p.paid, 0)
  ) u ON true
  WHERE s.customer_id = p_customer AND s.status = 'active'
  GROUP BY s.currency;
END $$;
--> statement-breakpoint
-- A vendor's pending per purchase currency: what the vehicles bought from them cost, payments out on
-- them, and the earliest due date among the vehicles not paid in full.
CREATE FUNCTION refresh_vendor_pending(p_vendor integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pending_balances WHERE party_type = 'vendor' AND party_id = p_vendor;
  INSERT INTO pending_balances (party_type, party_id, currency, total, paid, due_date)
  SELECT 'vendor', p_vendor, v.purchase_currency, sum(v.purchase_price), sum(coalesce(p.paid, 0)),
    min(CASE WHEN v.purchase_price > coalesce(p.paid, 0) THEN v.vendor_due_date END)
  FROM vehicles v
  LEFT JOIN LATERAL (
    SELECT sum(amount) AS paid FROM payments WHERE vehicle_id = v.id AND direction = 'out'
  ) p ON true
  WHERE v.vendor_id = p_vendor
  GROUP BY v.purchase_currency;
END $$;
--> statement-breakpoint
-- Every party again (after a bulk load with the triggers disabled, and once here for existing data).
CREATE FUNCTION rebuild_pending() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pending_balances;
  PERFORM refresh_customer_pending(customer_id) FROM (SELECT DISTINCT customer_id FROM sales) c;
  PERFORM refresh_vendor_pending(vendor_id) FROM (SELECT DISTINCT vendor_id FROM vehicles) v;
END $$;
--> statement-breakpoint
CREATE FUNCTION pending_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_customer_pending(OLD.customer_id);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_customer_pending(NEW.customer_id);
  ELSIF TG_OP = 'UPDATE' AND NEW.customer_id <> OLD.customer_id THEN
    PERFORM refresh_customer_pending(NEW.customer_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION pending_on_instalment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_customer_pending(customer_id) FROM sales WHERE id = OLD.sale_id;
  ELSE
    PERFORM refresh_customer_pending(customer_id) FROM sales WHERE id = NEW.sale_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION pending_on_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r payments%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF r.direction = 'in' THEN
    PERFORM refresh_customer_pending(customer_id) FROM sales WHERE id = r.sale_id;
  ELSE
    PERFORM refresh_vendor_pending(vendor_id) FROM vehicles WHERE id = r.vehicle_id;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.sale_id IS DISTINCT FROM NEW.sale_id OR OLD.vehicle_id <> NEW.vehicle_id
      OR OLD.direction <> NEW.direction) THEN
    PERFORM refresh_customer_pending(customer_id) FROM sales WHERE id = OLD.sale_id;
    PERFORM refresh_vendor_pending(vendor_id) FROM vehicles WHERE id = OLD.vehicle_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION pending_on_vehicle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_vendor_pending(OLD.vendor_id);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_vendor_pending(NEW.vendor_id);
  ELSIF TG_OP = 'UPDATE' AND NEW.vendor_id <> OLD.vendor_id THEN
    PERFORM refresh_vendor_pending(NEW.vendor_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_pending AFTER INSERT OR DELETE OR UPDATE OF customer_id, price, currency, status
  ON sales FOR EACH ROW EXECUTE FUNCTION pending_on_sale();
--> statement-breakpoint
CREATE TRIGGER instalments_pending AFTER INSERT OR DELETE OR UPDATE
  ON instalments FOR EACH ROW EXECUTE FUNCTION pending_on_instalment();
--> statement-breakpoint
CREATE TRIGGER payments_pending AFTER INSERT OR DELETE OR UPDATE
  ON payments FOR EACH ROW EXECUTE FUNCTION pending_on_payment();
--> statement-breakpoint
CREATE TRIGGER vehicles_pending AFTER INSERT OR DELETE
  OR UPDATE OF vendor_id, purchase_price, purchase_currency, vendor_due_date
  ON vehicles FOR EACH ROW EXECUTE FUNCTION pending_on_vehicle();
--> statement-breakpoint
SELECT rebuild_pending();
