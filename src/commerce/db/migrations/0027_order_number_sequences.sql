CREATE SEQUENCE "public"."order_numbers_hk" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_numbers_mo" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_numbers_my" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
-- A store placing orders already goes on from its last number.
SELECT setval('"public"."order_numbers_hk"', "last_value") FROM "order_number_sequences" WHERE "prefix" = 'HK';--> statement-breakpoint
SELECT setval('"public"."order_numbers_mo"', "last_value") FROM "order_number_sequences" WHERE "prefix" = 'MO';--> statement-breakpoint
SELECT setval('"public"."order_numbers_my"', "last_value") FROM "order_number_sequences" WHERE "prefix" = 'MY';--> statement-breakpoint
DROP TABLE "order_number_sequences" CASCADE;