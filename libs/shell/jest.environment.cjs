const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without the Fetch API: react-router's data routers build a `Request` for every navigation.
 * Node's own classes are handed in, with Node's AbortController so the request accepts its signal.
 */
class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, FormData, fetch, AbortController, AbortSignal, ReadableStream });
  }
}

module.exports = JsdomWithFetch;
