module.exports = {
  displayName: 'ui',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // Merged with the preset's `@phc/*` aliases by Jest. Jest picks styled-components' Node build, which
  // leaves global styles to server rendering; the browser build (the one Vite bundles) injects them.
  moduleNameMapper: {
    '^styled-components$': require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
  },
};
