import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per module (src/commerce/db/schema.ts gathers them for the code).
  schema: './src/commerce/db/schema/*.ts',
  out: './src/commerce/db/migrations',
});
