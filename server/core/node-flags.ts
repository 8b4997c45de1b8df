/**
 * The V8 flags the server runs with: `npm start` (package.json), the built app of the end-to-end tests and of
 * `npm run bench` (tests/helpers/e2e.ts), and the bench's bare servers, so that all are measured alike; cluster
 * workers inherit them. A young generation of 32 MB a half instead of V8's 16 MB: a list request allocates a few
 * hundred kilobytes (rows, entries, the reply's JSON), and each minor collection copies what the requests in flight
 * still hold, so half as many collections cost about 6 % of a list's requests/s at 32 connections (issue 13). At
 * most 32 MB more memory. A deployment that runs `node dist/server/server.js` itself passes them the same way.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
