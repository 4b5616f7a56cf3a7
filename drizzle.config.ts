import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/commerce/db/schema.ts',
  out: './src/commerce/db/migrations',
});
