const nextJest = require('next/jest');

// A visitor's clock far from India, so that nothing passes only because the machine runs on IST or UTC.
process.env.TZ = 'America/New_York';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // Node by default; a test that renders a component asks for jsdom in its first line.
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    '<rootDir>/node_modules/',
    '<rootDir>/.next/',
    '<rootDir>/out/',
  ],
};

// scripts/csp.mjs reads pages with htmlparser2, which ships only as ES modules: compile it (and
// the packages it imports) like the project's own code.
const transformIgnorePatterns = [
  '/node_modules/(?!(htmlparser2|entities|domhandler|domelementtype|domutils|dom-serializer)/)',
];

// Two layers: `unit` tests the rules and components from the sources; `markup` reads the pages the
// build wrote into out/ (npm run test:markup, after npm run build).
module.exports = async () => {
  // The content every test reads through data/: the made-up cafe of test/content/, or the owner's
  // with CAFE_CONTENT=content (scripts/suite-site.mjs).
  // Next's compiler rewrites an import by the paths of tsconfig.json, so the path is added there.
  const { testedContent } = await import('./scripts/suite-site.mjs');
  const made = await createJestConfig(config)();
  for (const [, options] of Object.values(made.transform)) {
    const paths = options.jsConfig?.compilerOptions?.paths;
    if (paths)
      options.jsConfig.compilerOptions.paths = {
        '@/content/*': [`./${testedContent}/*`],
        ...paths,
      };
  }
  const base = { ...made, transformIgnorePatterns };
  const { testPathIgnorePatterns } = base;
  return {
    projects: [
      {
        ...base,
        displayName: 'unit',
        testPathIgnorePatterns: [...testPathIgnorePatterns, '<rootDir>/markup/'],
      },
      { ...base, displayName: 'markup', testMatch: ['<rootDir>/markup/**/*.test.ts'] },
    ],
  };
};
