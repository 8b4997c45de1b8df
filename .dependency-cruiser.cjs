/**
 * Import boundaries (STYLE.md section 1), checked by `npm test` (depcruise): the contract and the machines
 * import nothing of the app, no feature imports another, the browser code never imports the server, and
 * nothing imports in a circle. A violation fails the build.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules must not import each other in a circle (e.g. one service importing another that imports it back); type-only imports vanish at run time and do not count.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'contract-is-pure',
      severity: 'error',
      comment: 'src/api (the contract) imports only zod, ky, itself and the machines: no React, Fastify, Drizzle, features, routes or server.',
      from: { path: '^src/api/' },
      to: { path: '^(src/(features|routes|components|layout)|server)/|^node_modules/(react|react-dom|@mantine|@tanstack|fastify|@fastify|drizzle-orm|pg|@electric-sql)/' },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      comment: 'src/machines (lifecycles) import only xstate and each other.',
      from: { path: '^src/machines/' },
      to: { path: '^(src/(api|features|routes|components|layout)|server)/|^node_modules/(react|react-dom|@mantine|@tanstack|fastify|@fastify|drizzle-orm|pg|@electric-sql|ky)/' },
    },
    {
      name: 'no-feature-imports-another',
      severity: 'error',
      comment: 'src/features/<area> imports only its own area, the contract, the machines and shared components: areas are composed in src/routes.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-ui-imports-no-feature',
      severity: 'error',
      comment: 'src/components is shared by every area and imports none of them (src/routes and src/layout compose the areas).',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'browser-never-imports-server',
      severity: 'error',
      comment: 'The web app never imports server code.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-server-feature-imports-another',
      severity: 'error',
      comment: 'server/features/<area> imports its own area, server/core, server/db, server/shared, the contract, the machines, and the rules and policy of its own area in src/features.',
      from: { path: '^server/features/([^/]+)/' },
      to: { path: '^server/features/|^src/features/', pathNot: '^(server|src)/features/$1/' },
    },
    {
      name: 'server-reads-only-rules-of-features',
      severity: 'error',
      comment: 'The server imports pure rule and policy modules of src/features, never screens, hooks or fetchers.',
      from: { path: '^server/' },
      to: { path: '^src/(features|routes|components|layout)/', pathNot: '\\.(rules|policy|search|options)\\.ts$' },
    },
    {
      name: 'core-imports-no-feature',
      severity: 'error',
      comment: 'server/core and server/shared are used by every area and import none of them.',
      from: { path: '^server/(core|shared)/|^server/db/(schema|migrations)/' },
      to: { path: '^server/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|node_modules)/|route-tree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
