/**
 * The import rules of docs/architecture.md ("Processes and folders"), checked in `npm test`
 * (`npm run lint:deps`). scripts/deps-rules.test.ts proves that each rule catches a deliberate
 * violation. A rule here and a row in the table change together.
 */
const IO =
  '^(node:)?(fs|fs/promises|child_process|net|http|https|http2|worker_threads|cluster|dgram|tls|readline)$|^(sql\\.js|ws|electron)$';
const TEST = '[.](test|spec)[.]tsx?$|^renderer/testing/';
/**
 * The layers of main/games/vtes/ (issue 27 item 9), lowest first: a folder imports only its own
 * layer and the ones before it; the files at the folder's root (module.ts, index.ts) are the top.
 * docs/vtes-automation.md ("Layers") says what each holds.
 */
const VTES_LAYERS = ['schema', 'data', 'draft', 'core', 'vocab', 'cards', 'rules', 'setup', 'view', 'bot', 'testing'];
const vtesLayerRules = VTES_LAYERS.slice(0, -1).map((layer, i) => ({
  name: `vtes-layer-${layer}`,
  severity: 'error',
  comment: `main/games/vtes/${layer}/ imports no later layer (${VTES_LAYERS.slice(i + 1).join(', ')}) and not the folder's root files.`,
  from: { path: `^main/games/vtes/${layer}/`, pathNot: TEST },
  to: { path: `^main/games/vtes/((${VTES_LAYERS.slice(i + 1).join('|')})/|[^/]+$)` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles (type-only imports count too: they tie the modules together).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'common-is-self-contained',
      severity: 'error',
      comment: 'main/common/ is shared by every process: it imports only itself and zod.',
      from: { path: '^main/common/', pathNot: TEST },
      to: { pathNot: '^main/common/|^node_modules/zod/|zod', dependencyTypesNot: ['core'] },
    },
    {
      name: 'common-no-node',
      severity: 'error',
      comment: 'main/common/ runs in the renderer too: no Node built-ins.',
      from: { path: '^main/common/', pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'renderer-imports-types-from-main',
      severity: 'error',
      comment: 'The renderer imports main/common/ and types from main/, never main code (tests may check against it).',
      from: { path: '^renderer/', pathNot: TEST },
      to: { path: '^main/', pathNot: '^main/common/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'renderer-no-node',
      severity: 'error',
      comment: 'The renderer runs in Chromium: no Node built-ins, no electron.',
      from: { path: '^renderer/', pathNot: TEST },
      to: { path: IO },
    },
    {
      name: 'preload-imports-types',
      severity: 'error',
      comment: 'The preload imports electron, its own files, main/common/ and types from main/.',
      from: { path: '^preload/' },
      to: { path: '^main/', pathNot: '^main/common/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'engine-and-games-are-pure',
      severity: 'error',
      comment: 'main/engine/ and main/games/ import no I/O and nothing of api/, services/, db/, web/, shell/.',
      from: { path: '^main/(engine|games)/', pathNot: TEST },
      to: { path: `^main/(api|services|db|web|shell|bench)/|${IO}` },
    },
    {
      name: 'storage-has-no-domain-code',
      severity: 'error',
      comment:
        'main/db/ stores and migrates: it imports itself, main/common/ and sql.js, never the catalog, decks, games or services (issue 28 item 2).',
      from: { path: '^main/db/', pathNot: TEST },
      to: { path: '^main/(api|cards|decks|engine|games|services|web|shell|bench|testing)/' },
    },
    {
      name: 'only-tests-import-test-helpers',
      severity: 'error',
      comment:
        'main/testing/ holds the test helpers: only tests, other test helpers, the bench and scripts import it; a helper lives there, not under a non-test name beside the code (issue 28 item 2).',
      from: { pathNot: `${TEST}|^main/testing/|^main/bench/|^scripts/|^e2e/` },
      to: { path: '^main/testing/' },
    },
    {
      name: 'api-declares-only',
      severity: 'error',
      comment: 'main/api/ declares the contract: zod, main/common/, types of the other folders; no services, db or hosts.',
      from: { path: '^main/api/', pathNot: TEST },
      to: { path: `^main/(services|db|web|shell)/|${IO}`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-shell-imports-electron',
      severity: 'error',
      comment: 'Electron is imported by main/shell/ and preload/ only.',
      from: { pathNot: '^(main/shell|preload)/' },
      to: { path: '^electron$' },
    },
    {
      name: 'nothing-imports-the-hosts',
      severity: 'error',
      comment: 'main/shell/ and main/web/ are entry points: nothing else imports them (a test may run one).',
      from: { pathNot: `^main/(shell|web|lan)/|^e2e/|^scripts/|${TEST}` },
      to: { path: '^main/(shell|web)/' },
    },
    {
      name: 'lan-borrows-only-request-hygiene',
      severity: 'error',
      comment:
        "main/lan/ (the LAN table server) reuses the browser host's connection limits and request checks, nothing else of the hosts.",
      from: { path: '^main/lan/' },
      to: { path: '^main/(shell|web)/', pathNot: '^main/web/(connections|http-parts)[.]ts$' },
    },
    {
      name: 'main-never-imports-renderer',
      severity: 'error',
      from: { path: '^(main|preload)/' },
      to: { path: '^renderer/' },
    },
    ...vtesLayerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
