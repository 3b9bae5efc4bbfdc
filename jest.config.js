const nextJest = require('next/jest');

// A visitor's clock far from India, so that nothing passes only because the machine runs on IST or UTC.
process.env.TZ = 'America/New_York';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
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
module.exports = async () => ({
  ...(await createJestConfig(config)()),
  transformIgnorePatterns: [
    '/node_modules/(?!(htmlparser2|entities|domhandler|domelementtype|domutils|dom-serializer)/)',
  ],
});
