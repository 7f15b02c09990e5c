-- A weekday may open in several windows (a day with a break, such as 09:00-13:00 and 14:00-18:00): the key becomes (weekday, opening minute). Existing rows, one window per weekday, stay as they are.
ALTER TABLE "weekly_hours" DROP CONSTRAINT "weekly_hours_pkey";--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_weekday_opens_at_minute_pk" PRIMARY KEY("weekday","opens_at_minute");--> statement-breakpoint
-- One weekday's windows neither overlap nor touch (closed ranges): a break separates them. The contracts refuse the same with a field message; this is the referee. btree_gist (migration 0006) gives the weekday its equality.
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_windows_apart" EXCLUDE USING gist ("weekday" WITH =, int4range("opens_at_minute", "closes_at_minute", '[]') WITH &&);
