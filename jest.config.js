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
  const base = { ...(await createJestConfig(config)()), transformIgnorePatterns };
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
