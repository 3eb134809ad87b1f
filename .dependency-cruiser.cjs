// Import boundaries of DESIGN.md §1 and STYLE.md rules 1–2, checked in `npm run lint`.
// Paths are relative to the repository root; workspace packages resolve to their sources
// (node_modules/@affnet/contracts is a symlink to packages/contracts).

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server',
      comment: 'The web client talks to the server only over HTTP; shared shapes live in packages/contracts.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-to-web',
      comment: 'The server never imports web code.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contracts-only-zod',
      comment:
        'packages/contracts imports nothing but zod and its own files (no node built-ins either); its tests may use vitest.',
      severity: 'error',
      from: {
        path: '^packages/contracts/',
        pathNot: ['\\.test\\.ts$', '^packages/contracts/vitest\\.config\\.ts$'],
      },
      to: { pathNot: ['^packages/contracts/', '(^|/)node_modules/zod/'] },
    },
    // The web client in layers: app (router, layouts) > features > shared code (src/components,
    // src/lib, src/stores). Code two features need goes down into shared code, never sideways.
    {
      name: 'web-feature-not-to-other-features',
      comment:
        'A web feature folder does not reach into another: what both need is shared code (src/components, src/lib); screens that need two features live in src/app.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-not-to-app',
      comment: 'The app layer (router, guards, layouts) composes the features; nothing below imports it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-code-not-to-features-or-app',
      comment:
        'Shared web code (src/components, src/lib, src/stores) is below the features and the app layer: it knows no feature, so any feature may use it.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|stores|components)/' },
      to: { path: '^apps/web/src/(app|features)/' },
    },
    {
      name: 'web-shared-lib-not-to-components',
      comment:
        'src/lib is the logic under the shared UI (http, forms, lists, lookups): it renders nothing of src/components (its tests may).',
      severity: 'error',
      from: { path: '^apps/web/src/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/components/' },
    },
    {
      name: 'server-module-public-index-only',
      comment: "A server module uses another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-outside-enters-module-through-index',
      comment:
        'Code outside the modules (app.ts, server.ts, cli, demo, plugins, lib, tracking, the API tests and ' +
        'their helpers, bench) uses a module only through its index.ts, so a module can rearrange its ' +
        'files without breaking its callers. A `*-failure.isolated.test.ts` file may name one internal ' +
        'file: it stubs it (vi.mock, hence its own module cache) to prove what a failure there does.',
      severity: 'error',
      from: {
        path: '^(apps/server/|bench/)',
        pathNot: ['^apps/server/src/modules/', '-failure\\.isolated\\.test\\.ts$'],
      },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'server-events-through-its-door',
      comment:
        'Event data (clicks, rollups) has one door, src/events/index.ts (docs/ARCHITECTURE.md "Events"): ' +
        'everything else, the API tests and bench included, enters through it, so a second store ' +
        "implementation slots in behind the same calls. The PostgreSQL store's own tests " +
        '(test/events/postgres) and the benchmarks that measure it may name its files.',
      severity: 'error',
      from: {
        path: '^apps/server/',
        pathNot: [
          '^apps/server/src/events/',
          '^apps/server/test/events/postgres/',
          // Partitions made by the least-privileged role, and a day's partition before a heavy read.
          '^apps/server/test/(platform/least-privilege|reports/heavy-reads)\\.test\\.ts$',
        ],
      },
      to: { path: '^apps/server/src/events/', pathNot: '^apps/server/src/events/index\\.ts$' },
    },
    {
      name: 'server-event-tables-only-in-events',
      comment:
        'Only the event store reads or writes the event tables (db/schema/events.ts); the panel ' +
        'passes ids and resolves names itself. The schema barrel leaves them out; db/schema/all.ts ' +
        'adds them for the client and drizzle-kit. API tests may check what was stored.',
      severity: 'error',
      from: {
        path: '^(apps/server/src/|bench/)',
        pathNot: ['^apps/server/src/events/', '^apps/server/src/db/schema/all\\.ts$'],
      },
      to: { path: '^apps/server/src/db/schema/events\\.ts$' },
    },
    {
      name: 'server-events-is-a-low-layer',
      comment:
        'The event store sits below the tracking context and the panel: it imports the database ' +
        'layer and packages/contracts, never a module, the tracking context, a plugin or the app.',
      severity: 'error',
      from: { path: '^apps/server/src/events/' },
      to: { path: '^apps/server/src/(modules|tracking|plugins|lib|demo|cli|app|server)' },
    },
    {
      name: 'server-tracking-through-its-door',
      comment:
        'The tracking context has one door, src/tracking/index.ts: the panel, the demo and the ' +
        'composition root (app.ts, server.ts) use nothing else of it. Its own API tests ' +
        "(test/tracking, test/conversions) may name its files, as a module's colocated tests do.",
      severity: 'error',
      from: {
        path: '^apps/server/',
        pathNot: ['^apps/server/src/tracking/', '^apps/server/test/(tracking|conversions)/'],
      },
      to: { path: '^apps/server/src/tracking/', pathNot: '^apps/server/src/tracking/index\\.ts$' },
    },
    {
      name: 'server-lower-layers-below-the-panel',
      comment:
        'The hot path and the platform sit below the panel (docs/ARCHITECTURE.md "Server map"): ' +
        'lib, config, events, the offer model, tenancy, the tracking context and the plugins import ' +
        'no module of src/modules (what they need from one is handed in by app.ts or server.ts).',
      severity: 'error',
      from: { path: '^apps/server/src/(lib|config|events|offer-model|tenancy|tracking|plugins)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-domain-below-tracking-and-plugins',
      comment:
        'events, the offer model and tenancy are read by the tracking context and the plugins: ' +
        "they import neither (nor each other's callers).",
      severity: 'error',
      from: { path: '^apps/server/src/(events|offer-model|tenancy)/' },
      to: { path: '^apps/server/src/(tracking|plugins|app|server)' },
    },
    {
      name: 'server-low-doors',
      comment:
        'The offer model and tenancy are entered through their index.ts, like modules; the ' +
        "offer model's test fixtures (offer-model/testing) serve unit tests only.",
      severity: 'error',
      from: {
        path: '^apps/server/',
        pathNot: ['^apps/server/src/(offer-model|tenancy)/', '\\.test\\.ts$'],
      },
      to: {
        path: '^apps/server/src/(offer-model|tenancy)/',
        pathNot: '^apps/server/src/(offer-model|tenancy)/index\\.ts$',
      },
    },
    {
      name: 'server-db-is-the-bottom',
      comment:
        'src/db (client, schema, migrations) is the bottom layer: it imports no module, plugin or lib ' +
        'of the server (only its own files, packages/contracts and the drivers).',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/', pathNot: '^apps/server/src/db/' },
    },
    {
      name: 'server-demo-not-imported-by-production',
      comment:
        'The demo seeder is loaded only in demo mode, by dynamic import in server.ts and the CLI; ' +
        'nothing else of the server imports it (tests may).',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/demo/', '\\.test\\.ts$'] },
      to: { path: '^apps/server/src/demo/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'e2e-not-to-app-sources',
      comment:
        'End-to-end tests drive the running app; they share packages/contracts, and read the web ' +
        "app's screen registry (which screens exist and which are built) rather than keep a copy.",
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^apps/[^/]+/src/', pathNot: '^apps/web/src/app/screen-registry\\.ts$' },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'An import that cannot be resolved would silently escape the rules above. The generated client imports the types its test generates (docs/api.md), absent from a fresh clone.',
      severity: 'error',
      from: { pathNot: '^apps/server/test/platform/generated-client/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      comment: 'Circular imports make load order fragile; break the cycle with a smaller module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: '(^|/)(dist|coverage|test-results|playwright-report)/' },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Type-only imports count: a web file importing a server type is still a boundary breach.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
