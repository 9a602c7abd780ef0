// Writes docs/api/{name}.schema.json from the zod schemas (src/api/contract.ts), and the entities'
// defaults as those schemas read an empty object (src/api/entity-defaults.json, read by the first page).
// tests/api/contract.test.ts fails when these files are not current.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const server = await createServer({
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
try {
  const { contractJsonSchemas, entityDefaults } = await server.ssrLoadModule('/src/api/contract.ts');
  writeFileSync('src/api/entity-defaults.json', `${JSON.stringify(entityDefaults(), null, 2)}\n`);
  const schemas = contractJsonSchemas();
  mkdirSync('docs/api', { recursive: true });
  for (const file of readdirSync('docs/api')) if (file.endsWith('.schema.json')) rmSync(`docs/api/${file}`);
  for (const [name, schema] of Object.entries(schemas)) {
    writeFileSync(`docs/api/${name}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`);
  }
  console.log(`Wrote ${Object.keys(schemas).length} schemas to docs/api/.`);
} finally {
  await server.close();
}
