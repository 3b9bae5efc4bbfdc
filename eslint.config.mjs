import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    // What unit tests and the end-to-end specs share lives in test/: nothing else reaches into e2e/.
    ignores: ['e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/e2e/*', '**/e2e/*'], message: 'Import shared fixtures from test/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/.floor/**',
    ],
  },
];

export default config;
