// A stand-in for Google's OAuth endpoints, for the browser journeys (../../scripts/e2e-server.sh starts it
// and points Quad's QUAD_GOOGLE_* settings at it). Usage: node fake-google.js <port>
//
//   GET  /authorize  a page "Sign in as <email>" whose link returns to redirect_uri with code=good-code
//                    and the state it was given
//   POST /token      code=good-code (and the PKCE verifier of a challenge it saw) -> access-1
//   GET  /userinfo   Bearer access-1 -> the person signing in
//   POST /__as       {"email": "...", "hd": "..."}: who signs in from now on, and the Google Workspace
//                    domain managing their account (`hd`; none: a personal account); the journeys run
//                    one at a time
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 18090);
const CLIENT_ID = 'quad-client';
const CLIENT_SECRET = 'quad-secret';
const CODE = 'good-code';
const ACCESS_TOKEN = 'access-1';

let email = 'grace.hopper@umich.edu';
/** The `hd` claim: the Workspace domain managing the account, or null for a personal account. */
let hostedDomain = null;
/** The PKCE challenges of sign-ins started and not yet finished. */
const challenges = new Set();

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function send(response, status, body, type = 'application/json') {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(type === 'application/json' ? JSON.stringify(body) : body);
}

async function readBody(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

function authorize(request, response, url) {
  const query = url.searchParams;
  const redirectUri = query.get('redirect_uri');
  if (query.get('client_id') !== CLIENT_ID || !redirectUri || query.get('code_challenge_method') !== 'S256') {
    return send(response, 400, 'invalid authorization request', 'text/plain');
  }
  challenges.add(query.get('code_challenge'));
  const back = new URL(redirectUri);
  back.searchParams.set('code', CODE);
  back.searchParams.set('state', query.get('state') ?? '');
  send(
    response,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Google</title></head>` +
      `<body><h1>Fake Google</h1><a href="${escapeHtml(back.href)}">Sign in as ${escapeHtml(email)}</a></body></html>`,
    'text/html; charset=utf-8',
  );
}

async function token(request, response) {
  const form = new URLSearchParams(await readBody(request));
  const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
  const valid =
    form.get('grant_type') === 'authorization_code' &&
    form.get('code') === CODE &&
    form.get('client_id') === CLIENT_ID &&
    form.get('client_secret') === CLIENT_SECRET &&
    challenges.delete(challenge);
  if (!valid) return send(response, 400, { error: 'invalid_grant' });
  send(response, 200, { access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 3600 });
}

function userinfo(request, response) {
  if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return send(response, 401, { error: 'invalid_token' });
  send(response, 200, {
    sub: `google-${email}`,
    email,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...(hostedDomain ? { hd: hostedDomain } : {}),
  });
}

async function signInAs(request, response) {
  const body = JSON.parse((await readBody(request)) || '{}');
  if (typeof body.email !== 'string' || !body.email.includes('@')) return send(response, 400, { error: 'email' });
  email = body.email;
  hostedDomain = typeof body.hd === 'string' ? body.hd : null;
  send(response, 200, { email, hd: hostedDomain });
}

const routes = {
  'GET /authorize': authorize,
  'POST /token': token,
  'GET /userinfo': userinfo,
  'POST /__as': signInAs,
};

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const handler = routes[`${request.method} ${url.pathname}`];
  if (!handler) return send(response, 404, { error: 'not found' });
  Promise.resolve(handler(request, response, url)).catch((error) => send(response, 500, { error: String(error) }));
}).listen(port, '127.0.0.1');
