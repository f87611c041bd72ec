// The pages are rendered with React's production build. React picks its build when it is first loaded, which the
// gateway's own modules do as they load (react-router): so this is set before any of them, imported first by main.ts.
// A React loaded as a development build and a renderer loaded later as a production one fail every page.
process.env.NODE_ENV ??= 'production';
