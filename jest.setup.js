// jsdom lacks TextEncoder/TextDecoder; react-router needs them at import time.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// findBy…/waitFor give up after 1 s by default; with other work loading CI's two cores a component's
// first render alone has taken longer. A wait that holds returns at once, so a quiet run loses nothing.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
